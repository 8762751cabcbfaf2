// REST aliases of the second factor (docs/product.md#second-factor); the same calls as GraphQL.
import { Router } from 'express';
import type { Services } from '../../services.js';
import { secondFactorCalls } from './factors.service-calls.js';

export function factorsRoutes(services: Services): Router {
  const r = Router();
  const calls = secondFactorCalls(services);
  r.get('/api/auth/second-factor', async (req, res) => {
    res.json(await calls.status(req));
  });
  r.post('/api/auth/second-factor/totp/setup', async (req, res) => {
    res.json(await calls.setUpTotp(req));
  });
  r.post('/api/auth/second-factor/totp/confirm', async (req, res) => {
    res.json(await calls.confirmTotp(req, req.body));
  });
  r.post('/api/auth/second-factor/verify', async (req, res) => {
    res.json(await calls.verify(req, req.body ?? {}));
  });
  r.post('/api/auth/second-factor/recovery-codes', async (req, res) => {
    res.json(await calls.newRecoveryCodes(req));
  });
  r.get('/api/auth/passkeys', async (req, res) => {
    res.json(await calls.myPasskeys(req));
  });
  r.delete('/api/auth/passkeys/:id', async (req, res) => {
    res.json(await calls.removePasskey(req, String(req.params.id)));
  });
  r.post('/api/auth/passkeys/registration-options', async (req, res) => {
    res.json(await calls.passkeyRegistrationOptions(req));
  });
  r.post('/api/auth/passkeys/register', async (req, res) => {
    res.json(await calls.registerPasskey(req, req.body?.response));
  });
  r.post('/api/auth/passkeys/authentication-options', async (req, res) => {
    res.json(await calls.passkeyAuthenticationOptions(req));
  });
  r.post('/api/auth/passkeys/authenticate', async (req, res) => {
    res.json(await calls.signInWithPasskey(req, req.body?.response));
  });
  return r;
}

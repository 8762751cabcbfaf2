// REST aliases of the password calls; the same service as the GraphQL resolvers.
import { Router } from 'express';
import { startSession } from '../../lib/session.js';
import type { Services } from '../../services.js';
import { signedIn } from '../../http/viewer.js';

export function passwordsRoutes(services: Services): Router {
  const r = Router();
  r.post('/api/auth/forgot-password', async (req, res) => {
    await services.passwords.requestReset(req.body, req.ip ?? '');
    res.json({ success: true });
  });
  r.post('/api/auth/reset-password', async (req, res) => {
    await services.passwords.reset(req.body);
    res.json({ success: true });
  });
  r.post(
    '/api/user/change-password',
    signedIn(async (req, res, user) => {
      await services.passwords.change(user.id, req.body);
      await startSession(req, user);
      res.json({ success: true });
    }),
  );
  return r;
}

// REST aliases of spec §7 for accounts and sessions; the same service as the GraphQL resolvers.
import { Router } from 'express';
import { endSession, startSession } from '../../lib/session.js';
import type { Services } from '../../services.js';
import { requestLocale } from '../../http/locale.js';
import { authStatusOf } from './viewer.js';

export function authRoutes(services: Services): Router {
  const r = Router();
  const ip = (req: { ip?: string }) => req.ip ?? '';

  r.post('/api/auth/register', async (req, res) => {
    await services.auth.signUp(req.body, ip(req), requestLocale(req));
    res.status(201).json({ success: true });
  });
  r.post('/api/auth/login', async (req, res) => {
    const user = await services.auth.logIn(req.body, ip(req));
    const secondFactor = await services.factors.signInStep(user);
    await startSession(req, user, secondFactor);
    res.json({ success: true, isAdmin: user.role === 'admin', secondFactor });
  });
  r.post('/api/auth/logout', async (req, res) => {
    await endSession(req);
    res.json({ success: true });
  });
  r.get('/api/auth/check', async (req, res) => {
    const user = req.viewer;
    // The spec's shape (§7); the role and permissions are GraphQL's authStatus.
    const { isAuthenticated, isAdmin } = authStatusOf(user);
    res.json({ isAuthenticated, isAdmin });
  });

  r.post('/api/admin/login', async (req, res) => {
    const user = await services.auth.adminLogIn(req.body, ip(req));
    const secondFactor = await services.factors.signInStep(user);
    await startSession(req, user, secondFactor);
    res.json({ success: true, isAdmin: true, secondFactor });
  });
  r.post('/api/admin/logout', async (req, res) => {
    await endSession(req);
    res.json({ success: true });
  });
  // The standalone admin view reads "not ok" as "go to /admin/login".
  r.get('/api/admin/check-auth', async (req, res) => {
    const user = req.viewer;
    const { isAdmin } = authStatusOf(user);
    res.status(isAdmin ? 200 : 401).json({ isAuthenticated: isAdmin });
  });
  return r;
}

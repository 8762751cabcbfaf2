import { Router } from 'express';
import type { Services } from '../../services.js';
import { requireUser } from '../auth/viewer.js';

export function profileRoutes(services: Services): Router {
  const r = Router();
  r.get('/api/user/profile', async (req, res) => {
    const user = await requireUser(req, services.users);
    res.json(await services.profile.get(user.id));
  });
  r.put('/api/user/profile', async (req, res) => {
    const user = await requireUser(req, services.users);
    res.json(await services.profile.update(user.id, req.body));
  });
  return r;
}

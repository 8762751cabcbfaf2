// REST aliases of the interest form and the admins' list; the same service as the GraphQL resolvers.
import { Router } from 'express';
import type { Services } from '../../services.js';
import { adminOnly } from '../../http/viewer.js';

export function interestRoutes(services: Services): Router {
  const r = Router();
  r.post('/api/interest', async (req, res) => {
    await services.interest.submit(req.body, req.ip ?? '');
    res.status(201).json({ success: true });
  });
  // Spec §7: the interest list of the admin view ("registrations" is the spec's name for it).
  r.get(
    '/api/admin/registrations',
    adminOnly(async (req, res) => {
      res.json(await services.interest.list());
    }),
  );
  return r;
}

// REST aliases of the interest form and the admins' list; the same service as the GraphQL resolvers.
import { Router } from 'express';
import type { Services } from '../../services.js';
import { requires } from '../../http/viewer.js';
import { tripIdOf } from '../../http/trip-query.js';

export function interestRoutes(services: Services): Router {
  const r = Router();
  r.post('/api/interest', async (req, res) => {
    await services.interest.submit(req.body, req.ip ?? '');
    res.status(201).json({ success: true });
  });
  // Spec §7: the interest list of the admin view ("registrations" is the spec's name for it).
  r.get(
    '/api/admin/registrations',
    requires('interest:read')(async (req, res) => {
      res.json(await services.interest.list(tripIdOf(req)));
    }),
  );
  return r;
}

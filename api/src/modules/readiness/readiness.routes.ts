// REST aliases of ready to travel (docs/product.md#ready-to-travel): the same service as GraphQL.
import { Router } from 'express';
import type { Services } from '../../services.js';
import { tripIdOf } from '../../http/trip-query.js';
import { requires, signedIn } from '../../http/viewer.js';
import { readinessAllowance } from '../auth/viewer.js';

export function readinessRoutes(services: Services): Router {
  const r = Router();
  r.get(
    '/api/trip/readiness',
    signedIn(async (_req, res, user) => {
      res.json(await services.readiness.mine(user.id));
    }),
  );
  r.put(
    '/api/trip/readiness/details',
    signedIn(async (req, res, user) => {
      res.json(await services.readiness.save(user.id, req.body ?? {}));
    }),
  );
  r.get(
    '/api/admin/readiness',
    requires('roster:read')(async (req, res) => {
      res.json(await services.readiness.board(tripIdOf(req)));
    }),
  );
  r.get(
    '/api/admin/trip-registrations/:id/readiness',
    requires('roster:read')(async (req, res, viewer) => {
      res.json(await services.readiness.ofRegistration(String(req.params.id), readinessAllowance(viewer), viewer.id));
    }),
  );
  return r;
}

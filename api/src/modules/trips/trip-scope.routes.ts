// REST aliases of the trip switcher's list and a traveller's past trips (the same service as GraphQL).
import { Router } from 'express';
import { requires, signedIn } from '../../http/viewer.js';
import type { Services } from '../../services.js';

export function tripScopeRoutes(services: Services): Router {
  const r = Router();
  r.get(
    '/api/admin/trip-choices',
    requires('roster:read')(async (_req, res) => {
      res.json(await services.tripScope.choices());
    }),
  );
  r.get(
    '/api/trip/past',
    signedIn(async (_req, res, user) => {
      res.json(await services.tripScope.pastOf(user.id));
    }),
  );
  return r;
}

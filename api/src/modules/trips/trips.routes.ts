// REST aliases of the Trips tab (the same service as the GraphQL face).
import { tripDates } from '@umrah/graphql';
import { Router } from 'express';
import { requires } from '../../http/viewer.js';
import type { Services } from '../../services.js';
import type { TripView } from './trips.service.js';

const withDates = (t: TripView) => ({ ...t, dates: tripDates(t) });

export function tripsRoutes(services: Services): Router {
  const r = Router();
  r.get(
    '/api/admin/trips',
    requires('trips:manage')(async (_req, res) => {
      res.json((await services.trips.views()).map(withDates));
    }),
  );
  r.get(
    '/api/admin/trips/:id',
    requires('trips:manage')(async (req, res) => {
      res.json(withDates(await services.trips.view(String(req.params.id))));
    }),
  );
  r.post(
    '/api/admin/trips/:id/copy',
    requires('trips:manage')(async (req, res, admin) => {
      res.status(201).json(withDates(await services.trips.copy(admin.id, String(req.params.id), req.body)));
    }),
  );
  r.put(
    '/api/admin/trips/:id',
    requires('trips:manage')(async (req, res, admin) => {
      res.json(withDates(await services.trips.update(admin.id, String(req.params.id), req.body)));
    }),
  );
  r.post(
    '/api/admin/trips/:id/move',
    requires('trips:manage')(async (req, res, admin) => {
      res.json(withDates(await services.trips.move(admin.id, String(req.params.id), req.body)));
    }),
  );
  return r;
}

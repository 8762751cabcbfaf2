// REST aliases of the seat's operations (the GraphQL twins are in seats.resolvers.ts).
import { Router } from 'express';
import { requires, signedIn, asTraveller } from '../../http/viewer.js';
import { tripIdOf } from '../../http/trip-query.js';
import type { Services } from '../../services.js';

export function seatsRoutes(services: Services): Router {
  const r = Router();
  // Public and cached briefly: the landing page asks on every visit.
  r.get('/api/trip/seats', async (_req, res) => {
    res.set('Cache-Control', 'public, max-age=5');
    res.json(await services.seats.figures());
  });
  r.get(
    '/api/trip/seat',
    asTraveller(async (_req, res, viewer) => {
      res.json(await services.seats.mine(viewer.id));
    }),
  );
  r.post(
    '/api/trip/waitlist',
    signedIn(async (_req, res, viewer) => {
      res.json(await services.seats.join(viewer, services.registration.startPrecondition));
    }),
  );
  r.delete(
    '/api/trip/waitlist',
    signedIn(async (_req, res, viewer) => {
      res.json(await services.seats.leave(viewer.id));
    }),
  );
  r.post(
    '/api/trip/waitlist/:id/accept',
    signedIn(async (req, res, viewer) => {
      res.status(201).json(await services.registration.acceptOffer(viewer, String(req.params.id), req.body));
    }),
  );
  r.post(
    '/api/trip/cancel',
    signedIn(async (req, res, viewer) => {
      res.json(await services.registration.cancelMine(viewer.id, req.body));
    }),
  );

  r.get(
    '/api/admin/waitlist',
    requires('seats:manage')(async (req, res) => {
      res.json(await services.seats.list(tripIdOf(req)));
    }),
  );
  r.post(
    '/api/admin/cancel/:id',
    requires('seats:manage')(async (req, res, admin) => {
      res.json(await services.registration.cancel(admin.id, String(req.params.id), req.body));
    }),
  );
  r.post(
    '/api/admin/extend-hold/:id',
    requires('seats:manage')(async (req, res, admin) => {
      res.json(await services.registration.extendHold(admin.id, String(req.params.id), req.body));
    }),
  );
  r.post(
    '/api/admin/waitlist/:id/reorder',
    requires('seats:manage')(async (req, res, admin) => {
      res.json(await services.seats.reorder(admin.id, String(req.params.id), req.body));
    }),
  );
  r.post(
    '/api/admin/waitlist/:id/offer',
    requires('seats:manage')(async (req, res, admin) => {
      res.json(await services.seats.offerByHand(admin.id, String(req.params.id), req.body));
    }),
  );
  return r;
}

// REST aliases of the announcements.
import { Router } from 'express';
import { requires, signedIn } from '../../http/viewer.js';
import { tripIdOf } from '../../http/trip-query.js';
import type { Services } from '../../services.js';

export function announcementsRoutes(services: Services): Router {
  const r = Router();
  r.get(
    '/api/user/announcements',
    signedIn(async (_req, res, user) => {
      res.json(await services.announcements.mine(user.id));
    }),
  );
  r.post(
    '/api/user/announcements/:id/dismiss',
    signedIn(async (req, res, user) => {
      res.json(await services.announcements.dismiss(user.id, String(req.params.id)));
    }),
  );
  r.get(
    '/api/admin/announcements',
    requires('announcements:send')(async (req, res) => {
      res.json(await services.announcements.list(tripIdOf(req)));
    }),
  );
  r.post(
    '/api/admin/announcements',
    requires('announcements:send')(async (req, res, admin) => {
      res.status(201).json(await services.announcements.send(admin.id, req.body, tripIdOf(req)));
    }),
  );
  return r;
}

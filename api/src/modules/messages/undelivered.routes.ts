// REST aliases of the admins' undeliverable messages.
import { Router } from 'express';
import { requires } from '../../http/viewer.js';
import type { Services } from '../../services.js';

export function undeliveredRoutes(services: Services): Router {
  const r = Router();
  r.get(
    '/api/admin/messages/undelivered',
    requires('messages:manage')(async (_req, res) => {
      res.json(await services.undelivered.list());
    }),
  );
  r.post(
    '/api/admin/messages/undelivered/send-again',
    requires('messages:manage')(async (req, res, admin) => {
      res.json(await services.undelivered.sendAgain(admin.id, req.body));
    }),
  );
  return r;
}

import { Router } from 'express';
import type { Services } from '../../services.js';
import { asTraveller } from '../../http/viewer.js';

export function tripFormRoutes(services: Services): Router {
  const r = Router();
  r.get(
    '/api/trip/form',
    asTraveller(async (req, res, user) => {
      res.json(await services.tripForm.get(user.id));
    }),
  );
  // The spec's payload plus an optional `submit` (default true: the spec's Submit Form).
  r.post(
    '/api/trip/form',
    asTraveller(async (req, res, user) => {
      const { submit, ...input } = req.body ?? {};
      res.json(await services.tripForm.save(user.id, input, submit !== false));
    }),
  );
  return r;
}

import { Router } from 'express';
import type { Services } from '../../services.js';
import { signedIn } from '../../http/viewer.js';

export function profileRoutes(services: Services): Router {
  const r = Router();
  r.get(
    '/api/user/profile',
    signedIn(async (req, res, user) => {
      res.json(services.profile.get(user));
    }),
  );
  r.put(
    '/api/user/profile',
    signedIn(async (req, res, user) => {
      res.json(await services.profile.update(user, req.body));
    }),
  );
  r.put(
    '/api/user/language',
    signedIn(async (req, res, user) => {
      res.json(await services.profile.setLanguage(user, (req.body as { locale?: unknown } | undefined)?.locale));
    }),
  );
  return r;
}

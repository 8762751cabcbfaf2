// REST aliases of the email confirmation calls; the same service as the GraphQL resolvers.
import { Router } from 'express';
import { signedIn } from '../../http/viewer.js';
import type { Services } from '../../services.js';

export function emailVerificationRoutes(services: Services): Router {
  const r = Router();
  r.get(
    '/api/auth/email-verification',
    signedIn(async (_req, res, viewer) => {
      res.json(services.emailVerification.status(viewer));
    }),
  );
  // The link's page posts its token here; no session needed (the link may open on another device).
  r.post('/api/auth/verify-email', async (req, res) => {
    await services.emailVerification.verify(req.body);
    res.json({ success: true });
  });
  r.post(
    '/api/auth/resend-verification',
    signedIn(async (_req, res, viewer) => {
      res.json(await services.emailVerification.resend(viewer));
    }),
  );
  return r;
}

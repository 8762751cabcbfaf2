import { timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import { AppError } from '../../lib/errors.js';
import type { Services } from '../../services.js';

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function contentRoutes(services: Services, webhookSecret: string | undefined): Router {
  const r = Router();
  // Public: the landing page's data. Revalidated on every load, so a publish shows at once.
  r.get('/api/trip/content', async (_req, res) => {
    res.set('Cache-Control', 'public, max-age=0, must-revalidate').json(await services.content.get());
  });
  // The CMS calls this after the trip global changes (shared secret in x-webhook-secret).
  r.post('/api/content/webhook', async (req, res) => {
    if (!webhookSecret || !sameSecret(req.get('x-webhook-secret'), webhookSecret)) {
      throw new AppError('UNAUTHENTICATED', 'Invalid webhook secret');
    }
    await services.content.invalidate();
    res.json({ success: true });
  });
  return r;
}

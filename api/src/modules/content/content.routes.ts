import type { TripContent } from '@umrah/graphql';
import { createHash, timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import { AppError } from '../../lib/errors.js';
import type { Services } from '../../services.js';

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

// The JSON body (as bytes: a string would be encoded again on every answer) and its ETag, made
// once per copy of the content (the service keeps one copy).
const bodies = new WeakMap<TripContent, { json: Buffer; etag: string }>();
function bodyOf(content: TripContent) {
  let body = bodies.get(content);
  if (!body) {
    const json = Buffer.from(JSON.stringify(content));
    body = { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
    bodies.set(content, body);
  }
  return body;
}

export function contentRoutes(services: Services, webhookSecret: string | undefined): Router {
  const r = Router();
  // Public: the landing page's data. Revalidated on every load, so a publish shows at once.
  r.get('/api/trip/content', async (_req, res) => {
    const { json, etag } = bodyOf(await services.content.get());
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    res.setHeader('ETag', etag);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.send(json);
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

import { localeOf, type TripContent } from '@umrah/graphql';
import { createHash, timingSafeEqual } from 'node:crypto';
import express, { Router } from 'express';
import { requestLocale } from '../../http/locale.js';
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

/** ?locale=<en|fr|ar> when given, else the request's language (account, cookie, Accept-Language). */
const localeAsked = (req: Parameters<typeof requestLocale>[0] & { query: Record<string, unknown> }) =>
  localeOf(typeof req.query.locale === 'string' ? req.query.locale : undefined) ?? requestLocale(req);

export function contentRoutes(services: Services, webhookSecret: string | undefined, cmsPublicUrl?: string): Router {
  const r = Router();
  // Public: the landing page's data. Revalidated on every load, so a publish shows at once.
  // ?trip=<slug>: a past (or next) trip's page; without it, the current trip's. In the request's
  // language, or ?locale=<en|fr|ar>'s; English wherever the CMS has no translation yet (ADR 0112).
  r.get('/api/trip/content', async (req, res) => {
    const slug = typeof req.query.trip === 'string' && req.query.trip ? req.query.trip : undefined;
    const { json, etag } = bodyOf(await services.content.get(slug, localeAsked(req)));
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    res.setHeader('Vary', 'Cookie, Accept-Language');
    res.setHeader('ETag', etag);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.send(json);
  });
  // The CMS calls this after a trip page changes (shared secret in x-webhook-secret), naming the
  // trip's slug in { "trip": "<slug>" }; without it, every trip's words are read again.
  r.post('/api/content/webhook', express.json({ limit: '1kb' }), async (req, res) => {
    if (!webhookSecret || !sameSecret(req.get('x-webhook-secret'), webhookSecret)) {
      throw new AppError('UNAUTHENTICATED', 'Invalid webhook secret');
    }
    if (req.body?.privacy) {
      await services.content.privacyChanged();
    } else {
      const slug = typeof req.body?.trip === 'string' && req.body.trip ? (req.body.trip as string) : undefined;
      await services.content.invalidate(slug);
    }
    res.json({ success: true });
  });
  // Public: the privacy notice the web shows at /privacy and a new account consents to (its version).
  r.get('/api/privacy', async (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Cookie, Accept-Language');
    res.json(await services.content.privacy(localeAsked(req)));
  });
  // Public: where the live preview (/preview) listens for the CMS's drafts (ADR 0099).
  r.get('/api/content/preview', (_req, res) => {
    res.json({ cmsUrl: cmsPublicUrl ?? null });
  });
  return r;
}

import type { CollectionAfterChangeHook, GlobalAfterChangeHook } from 'payload';
import { cmsEnv } from '../env';

/**
 * Tells the api (shared secret) that published content changed, so the pages show it within
 * seconds. A failure is logged, never blocks the editor: the api also refreshes on its TTL.
 */
async function notify(req: { payload: { logger: { warn(msg: string): void } } }, body: Record<string, string>): Promise<void> {
  if (!cmsEnv.webhookSecret) return;
  try {
    const res = await fetch(new URL('/api/content/webhook', cmsEnv.apiUrl), {
      method: 'POST',
      headers: { 'x-webhook-secret': cmsEnv.webhookSecret, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(3000),
    });
    if (!res.ok) req.payload.logger.warn(`content webhook answered ${res.status}`);
  } catch (err) {
    req.payload.logger.warn(`content webhook failed: ${(err as Error).message}`);
  }
}

/** After a trip page changes: the api reads that trip's published words again (a draft changes nothing it serves, but a publish or an unpublish does). */
export const notifyApiOfPage: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  if (context.skipContentWebhook) return doc;
  const trips = new Set([doc?.trip, previousDoc?.trip].filter((t): t is string => typeof t === 'string' && t.length > 0));
  for (const trip of trips) await notify(req, { trip });
  return doc;
};

/** After the privacy notice changes. */
export const notifyApiOfPrivacy: GlobalAfterChangeHook = async ({ req, context }) => {
  if (!context.skipContentWebhook) await notify(req, { privacy: 'changed' });
};

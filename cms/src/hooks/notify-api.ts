import type { GlobalAfterChangeHook } from 'payload';
import { cmsEnv } from '../env';

/**
 * After every change of the trip, tell the api (shared secret) so the landing page shows it
 * within seconds. A failure is logged, never blocks the editor: the api also refreshes on its TTL.
 */
export const notifyApi: GlobalAfterChangeHook = async ({ req, context }) => {
  if (!cmsEnv.webhookSecret || context.skipContentWebhook) return;
  try {
    const res = await fetch(new URL('/api/content/webhook', cmsEnv.apiUrl), {
      method: 'POST',
      headers: { 'x-webhook-secret': cmsEnv.webhookSecret },
      signal: AbortSignal.timeout(3000),
    });
    if (!res.ok) req.payload.logger.warn(`content webhook answered ${res.status}`);
  } catch (err) {
    req.payload.logger.warn(`content webhook failed: ${(err as Error).message}`);
  }
};

import { APIError, type CollectionBeforeOperationHook } from 'payload';
import { cmsEnv } from '../env';

// Editor sign-in attempts per client address in a sliding window, kept in this process (the CMS
// runs as one instance). It replaces Payload's account lockout, which anyone who knows an
// editor's email could trigger to keep the editor out.
const WINDOW_MS = 15 * 60 * 1000;
const attempts = new Map<string, number[]>();

/** The client address: the first X-Forwarded-For entry (set by Next from the socket, or by the proxy). */
function clientOf(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || 'unknown';
}

export const loginRateLimit: CollectionBeforeOperationHook = ({ operation, req }) => {
  if (operation !== 'login') return;
  const now = Date.now();
  const key = clientOf(req.headers);
  const recent = (attempts.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
  if (recent.length >= cmsEnv.loginAttemptsPer15Minutes) {
    attempts.set(key, recent);
    throw new APIError('Too many sign-in attempts from this address. Please wait and try again.', 429, undefined, true);
  }
  recent.push(now);
  attempts.set(key, recent);
  // Keep the map small: forget addresses with nothing recent.
  if (attempts.size > 10_000) for (const [k, list] of attempts) if (!list.some((t) => now - t < WINDOW_MS)) attempts.delete(k);
};

// The CMS's copy of one trip's content to another slug (the CMS's `POST /api/trip-pages/copy`,
// shared secret in `x-webhook-secret`). A source with no content yet (404) is no error: the trip
// is copied without it. Anything else that is not a 201 means nothing may be created (503).
import { SERVER_MESSAGES } from '@umrah/graphql';
import { AppError, RETRY_AFTER_SECONDS } from '../../lib/errors.js';

export const STUDIO_UNAVAILABLE = SERVER_MESSAGES.studioUnavailable;
export const studioHasContent = (slug: string) => `The content studio already has pages for ${slug}. Choose another slug.`;

export type StudioCopy = (copy: { from: string; to: string; shiftDays: number }) => Promise<'copied' | 'no-content'>;

export function createStudioCopy({
  cmsUrl,
  secret,
  timeoutMs = 5000,
}: {
  cmsUrl: string | undefined;
  secret: string | undefined;
  timeoutMs?: number;
}): StudioCopy {
  const unavailable = () => new AppError('SERVICE_UNAVAILABLE', STUDIO_UNAVAILABLE, undefined, RETRY_AFTER_SECONDS);
  return async (copy) => {
    if (!cmsUrl) throw unavailable();
    let res: Response;
    try {
      res = await fetch(new URL('/api/trip-pages/copy', cmsUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-webhook-secret': secret ?? '' },
        body: JSON.stringify(copy),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.body?.cancel();
    } catch {
      throw unavailable();
    }
    if (res.status === 201 || res.status === 200) return 'copied';
    if (res.status === 404) return 'no-content';
    if (res.status === 409) throw new AppError('CONFLICT', studioHasContent(copy.to), { slug: studioHasContent(copy.to) });
    throw unavailable();
  };
}

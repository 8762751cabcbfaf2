import { timingSafeEqual } from 'node:crypto';
import type { Endpoint, PayloadRequest } from 'payload';
import { cmsEnv } from '../env';
import { shiftDatesDeep, yearHintOf } from './shift-dates';

// POST /api/trip-pages/copy (the api calls it when an admin copies a trip into the next season):
// header x-webhook-secret (the secret the CMS sends the api), body { from, to, shiftDays }.
// 201 { slug }: a draft of `to` holding the published words of `from`, its itinerary's and hotels'
// dates moved by shiftDays. 404: `from` has no published page; 409: `to` has a page already;
// 400: a bad body; 401: a bad secret.

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const json = (status: number, body: unknown) => Response.json(body, { status });

function sameSecret(given: string | null): boolean {
  const expected = cmsEnv.webhookSecret;
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Payload's own keys of a stored document and of its array rows: a copy gets new ones. */
function withoutIds<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutIds) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !['id', '_id', 'createdAt', 'updatedAt', '_status'].includes(k))
        .map(([k, v]) => [k, withoutIds(v)]),
    ) as T;
  }
  return value;
}

async function readBody(req: PayloadRequest): Promise<unknown> {
  try {
    return req.json ? await req.json() : undefined;
  } catch {
    return undefined;
  }
}

export const copyTripPage: Endpoint = {
  path: '/copy',
  method: 'post',
  handler: async (req) => {
    if (!sameSecret(req.headers.get('x-webhook-secret'))) return json(401, { message: 'Invalid webhook secret' });
    const body = (await readBody(req)) as { from?: unknown; to?: unknown; shiftDays?: unknown } | undefined;
    const errors: Record<string, string> = {};
    if (typeof body?.from !== 'string' || !SLUG.test(body.from)) errors.from = 'Enter the slug of the trip to copy';
    if (typeof body?.to !== 'string' || !SLUG.test(body.to)) errors.to = 'Enter the slug of the new trip';
    else if (body.to === body.from) errors.to = 'The new trip needs a slug of its own';
    if (!Number.isInteger(body?.shiftDays) || Math.abs(body!.shiftDays as number) > 3650) errors.shiftDays = 'Enter a whole number of days from -3650 to 3650';
    if (Object.keys(errors).length) return json(400, { message: 'Please check the copy request', errors });
    const { from, to, shiftDays } = body as { from: string; to: string; shiftDays: number };

    const source = await req.payload.find({
      collection: 'trip-pages',
      where: { and: [{ trip: { equals: from } }, { _status: { equals: 'published' } }] },
      draft: false,
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req,
    });
    const page = source.docs[0] as unknown as Record<string, unknown> | undefined;
    if (!page) return json(404, { message: `The trip ${from} has no published page to copy` });
    const taken = await req.payload.count({ collection: 'trip-pages', where: { trip: { equals: to } }, overrideAccess: true, req });
    if (taken.totalDocs > 0) return json(409, { message: `The trip ${to} has a page already` });

    const words = withoutIds(page);
    // Dates without a year are read in the season of the page's first full date.
    const hint = yearHintOf(JSON.stringify(words.itinerary ?? ''));
    const data = {
      ...words,
      trip: to,
      itinerary: shiftDatesDeep(words.itinerary, shiftDays, hint),
      accommodations: shiftDatesDeep(words.accommodations, shiftDays, hint),
      _status: 'draft' as const,
    };
    await req.payload.create({ collection: 'trip-pages', data: data as never, draft: true, overrideAccess: true, req, context: { skipContentWebhook: true } });
    return json(201, { slug: to });
  },
};

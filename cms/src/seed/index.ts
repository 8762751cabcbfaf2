import type { Payload } from 'payload';
import { cmsEnv } from '../env';
import { privacySeed } from './privacy';
import { FIRST_TRIP_SLUG, tripPageSeed } from './trip';

/** The first editor, from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD (created once; never overwritten). */
export async function ensureFirstEditor(payload: Payload): Promise<void> {
  const { adminEmail: email, adminPassword: password } = cmsEnv;
  if (!email || !password) return;
  const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, overrideAccess: true });
  if (found.totalDocs > 0) return;
  await payload.create({ collection: 'users', data: { email, password, name: 'Editor' }, overrideAccess: true });
  payload.logger.info(`first editor ${email} created`);
}

/** Publishes the first trip's page and the privacy notice when there are none; `force` overwrites (npm run seed). */
export async function seedTrip(payload: Payload, force = false): Promise<boolean> {
  const context = { skipContentWebhook: true };
  const found = await payload.find({
    collection: 'trip-pages',
    where: { trip: { equals: FIRST_TRIP_SLUG } },
    limit: 1,
    depth: 0,
    draft: false,
    overrideAccess: true,
  });
  const privacy = (await payload.findGlobal({ slug: 'privacy', overrideAccess: true })) as { version?: string | null };
  if (!privacy?.version || force) {
    await payload.updateGlobal({ slug: 'privacy', data: { ...privacySeed, _status: 'published' } as never, overrideAccess: true, context });
  }
  if (found.docs.length && !force) return false;
  // At start the api may not be up yet; it reads the seeded content on its first request anyway.
  const data = { ...tripPageSeed, _status: 'published' } as never;
  if (found.docs[0]) await payload.update({ collection: 'trip-pages', id: found.docs[0].id, data, overrideAccess: true, context });
  else await payload.create({ collection: 'trip-pages', data, overrideAccess: true, context });
  payload.logger.info('trip page seeded with the spec words');
  return true;
}

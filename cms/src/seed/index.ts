import type { Payload } from 'payload';
import { cmsEnv } from '../env';
import { tripSeed } from './trip';

/** The first editor, from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD (created once; never overwritten). */
export async function ensureFirstEditor(payload: Payload): Promise<void> {
  const { adminEmail: email, adminPassword: password } = cmsEnv;
  if (!email || !password) return;
  const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, overrideAccess: true });
  if (found.totalDocs > 0) return;
  await payload.create({ collection: 'users', data: { email, password, name: 'Editor' }, overrideAccess: true });
  payload.logger.info(`first editor ${email} created`);
}

/** Fills an empty trip global with the spec's values; `force` overwrites (npm run seed). */
export async function seedTrip(payload: Payload, force = false): Promise<boolean> {
  const current = (await payload.findGlobal({ slug: 'trip', overrideAccess: true })) as { title?: string | null };
  if (current?.title && !force) return false;
  // At start the api may not be up yet; it reads the seeded content on its first request anyway.
  await payload.updateGlobal({ slug: 'trip', data: tripSeed as never, overrideAccess: true, context: { skipContentWebhook: true } });
  payload.logger.info('trip content seeded with the spec values');
  return true;
}

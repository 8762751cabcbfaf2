import type { CollectionConfig } from 'payload';
import { editors } from '../access/index';

/** Content editors. The first one comes from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD at start. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Editor', plural: 'Editors' },
  admin: { useAsTitle: 'email' },
  auth: { maxLoginAttempts: 10, lockTime: 10 * 60 * 1000, tokenExpiration: 8 * 60 * 60 },
  access: { read: editors, create: editors, update: editors, delete: editors },
  fields: [{ name: 'name', type: 'text' }],
};

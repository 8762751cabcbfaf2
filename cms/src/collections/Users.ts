import type { CollectionConfig } from 'payload';
import { editors } from '../access/index';
import { loginRateLimit } from '../hooks/login-rate-limit';

/** Content editors. The first one comes from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD at start. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Editor', plural: 'Editors' },
  admin: { useAsTitle: 'email' },
  // No account lockout (anyone could trigger it); sign-in is limited per address instead.
  auth: { maxLoginAttempts: 0, tokenExpiration: 8 * 60 * 60 },
  hooks: { beforeOperation: [loginRateLimit] },
  access: { read: editors, create: editors, update: editors, delete: editors },
  fields: [{ name: 'name', type: 'text' }],
};

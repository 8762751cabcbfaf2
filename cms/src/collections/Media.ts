import type { CollectionConfig } from 'payload';
import { anyone, editors } from '../access/index';

/** Images for the landing page (hero, footer). Stored in S3 when CMS_S3_ENDPOINT is set. */
export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: anyone, create: editors, update: editors, delete: editors },
  upload: {
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
  },
  fields: [{ name: 'alt', type: 'text', required: true, label: 'Alternative text (describe the image)' }],
};

import type { CollectionConfig } from 'payload';
import { anyone, editors } from '../access/index';
import { translated } from '../localization';

/**
 * Images for the landing page (hero, footer): public by design, so not encrypted at rest; what a
 * camera wrote into the file (place, device, owner) is dropped instead (docs/decisions/0108).
 */
export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: anyone, create: editors, update: editors, delete: editors },
  upload: {
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    // Any resize option makes Payload re-encode the original through sharp, which keeps no EXIF,
    // XMP or IPTC metadata (withMetadata false); larger than a wide screen is never needed.
    resizeOptions: { width: 2560, height: 2560, fit: 'inside', withoutEnlargement: true },
    withMetadata: false,
  },
  // The description is read aloud to visitors who cannot see the image: translated like the page.
  fields: [translated({ name: 'alt', type: 'text', required: true, label: 'Alternative text (describe the image)' })],
};

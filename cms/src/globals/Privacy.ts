import type { Access, GlobalConfig } from 'payload';
import { editors } from '../access/index';
import { notifyApiOfPrivacy } from '../hooks/notify-api';
import { englishDefault, translated, untranslatedBanner } from '../localization';

/** Anonymous readers (the api, the public) see the published notice only; editors see drafts too. */
const publishedOrEditor: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } });

/**
 * The privacy notice the web shows at /privacy and a new account consents to: the api records the
 * version with the consent, so a change of words needs a new version (docs/product.md#privacy).
 */
export const Privacy: GlobalConfig = {
  slug: 'privacy',
  label: 'Privacy notice',
  access: { read: publishedOrEditor, update: editors, readVersions: editors },
  hooks: { afterChange: [notifyApiOfPrivacy] },
  versions: { max: 50, drafts: { schedulePublish: true } },
  fields: [
    untranslatedBanner,
    {
      name: 'version',
      label: 'Version',
      type: 'text',
      required: true,
      admin: { description: 'Recorded with every new account’s consent. Change it whenever the words change (for example 2027-01-15).' },
    },
    translated({
      name: 'title',
      label: 'Title',
      type: 'text',
      required: true,
      defaultValue: englishDefault('Privacy notice'),
      admin: { description: 'The heading of the /privacy page.' },
    }),
    translated({
      name: 'body',
      label: 'Notice',
      type: 'textarea',
      required: true,
      admin: { description: 'The /privacy page, linked from the footer and the sign-up form. A blank line starts a new paragraph.', rows: 16 },
    }),
  ],
};

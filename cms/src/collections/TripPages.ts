import type { Access, ArrayField, CollectionConfig, Field, GroupField } from 'payload';
import { editors } from '../access/index';
import { copyTripPage } from '../endpoints/copy-trip-page';
import { cmsEnv } from '../env';
import { notifyApiOfPage } from '../hooks/notify-api';
import { englishDefault, translated, untranslatedBanner } from '../localization';
import { tripPageSeed } from '../seed/trip';

// One page of words per trip, keyed by the trip's slug (ADR 0098). The trip's facts (dates,
// departure, prices, deposits, schedule, seats, refund policy) are the api's trips table: the
// api composes them with these words, so a date or an amount is written once.

// Validation editors see in the form (the api checks the whole document again before serving it).
const httpUrl = (value: unknown) => {
  try {
    const url = new URL(String(value ?? ''));
    return url.protocol === 'https:' || url.protocol === 'http:' ? true : 'Enter a full http(s) URL';
  } catch {
    return 'Enter a full http(s) URL';
  }
};

const text = (name: string, label: string, required = true): Field => ({ name, label, type: 'text', required });
/** A text editors translate (English shown where a language has none yet: ADR 0112). */
const words = (name: string, label: string, required = true): Field => translated({ name, label, type: 'text', required });
// A list's rows are the same in every language (added and ordered once); each row's words are translated.
const list = (name: string, label: string, itemLabel: string): ArrayField => ({
  name,
  label,
  type: 'array',
  labels: { singular: itemLabel, plural: label },
  fields: [words('item', itemLabel)],
});
const hotel = (name: string, label: string): GroupField => ({
  name,
  label,
  type: 'group',
  fields: [
    text('name', 'Hotel name'),
    { name: 'stars', label: 'Stars', type: 'number', required: true, min: 1, max: 5 },
    words('location', 'Location'),
    text('dates', 'Dates'),
  ],
});
const leg = (name: string, label: string): GroupField => ({
  name,
  label,
  type: 'group',
  fields: [
    words('title', 'Title'),
    text('dates', 'Dates'),
    {
      name: 'lines',
      label: 'Timed lines',
      type: 'array',
      fields: [text('time', 'When'), words('text', 'What')],
    },
  ],
});

/** HH:MM, 24-hour (the rule itinerary.ts reads in graphql/src). */
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The day a date field holds (Payload keeps a day-only date at noon, so its UTC day is the day picked). */
const dayOf = (value: unknown): string | null => {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : null;
};
/** The daily programme shown on the pilgrim's card and the leader's road page (ADR 0134). */
const programme: ArrayField = {
  name: 'programme',
  label: 'Daily programme',
  type: 'array',
  labels: { singular: 'Day', plural: 'Days' },
  admin: {
    description:
      "Each day's steps with their times in Makkah and Madinah (Saudi time). Travellers see today's on their pilgrim's card (and its PDF), the leaders on their road page, with the current step marked. Not shown on the landing page.",
  },
  validate: (rows: unknown) => {
    const days = (Array.isArray(rows) ? rows : []).map((r) => dayOf((r as { date?: unknown }).date)).filter((d): d is string => d !== null);
    const twice = days.find((d, i) => days.indexOf(d) !== i);
    return twice ? `Two days have the same date (${twice}): put that day’s steps in one day.` : true;
  },
  fields: [
    {
      name: 'date',
      label: 'Date',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
      validate: (value: unknown) => (dayOf(value) ? true : 'Pick the day’s date.'),
    },
    {
      name: 'steps',
      label: 'Steps',
      type: 'array',
      labels: { singular: 'Step', plural: 'Steps' },
      minRows: 1,
      fields: [
        {
          name: 'time',
          label: 'Time (Saudi time, HH:MM)',
          type: 'text',
          required: true,
          admin: { description: '24-hour, for example 05:30 or 14:00.' },
          validate: (value: unknown) =>
            typeof value === 'string' && HH_MM.test(value.trim()) ? true : 'Enter the time as HH:MM, 24-hour, in Saudi time (for example 05:30 or 14:00).',
        },
        words('title', 'What'),
        words('place', 'Where', false),
      ],
    },
  ],
};

const L = tripPageSeed.landing;
/** A landing-page text: the spec's words by default, and where it appears. */
const landingText = (name: keyof typeof L, label: string, where: string, textarea = false): Field =>
  translated(
    textarea
      ? { name, label, type: 'textarea', required: true, defaultValue: englishDefault(L[name]), admin: { description: `Shown ${where}.` } }
      : { name, label, type: 'text', required: true, defaultValue: englishDefault(L[name]), admin: { description: `Shown ${where}.` } },
  );

/** Anonymous readers (the api, the public) see published pages only; editors see drafts too. */
const publishedOrEditor: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } });

/** The landing page of the web app that shows a draft while it is edited (Payload's live preview). */
// The preview names the trip (its facts) and the page's id: Payload's live preview asks the CMS for
// the draft merged into that document (POST /api/trip-pages/<id>, the editor's cookie).
const previewUrl = (trip: unknown, id: unknown) =>
  `${cmsEnv.webUrl}/preview?trip=${encodeURIComponent(typeof trip === 'string' ? trip : '')}&page=${encodeURIComponent(id === undefined || id === null ? '' : String(id))}`;

/** Everything the landing page and the portal's Trip Information say about one trip, beside its facts. */
export const TripPages: CollectionConfig = {
  slug: 'trip-pages',
  labels: { singular: 'Trip page', plural: 'Trip pages' },
  access: { read: publishedOrEditor, create: editors, update: editors, delete: editors, readVersions: editors },
  hooks: { afterChange: [notifyApiOfPage] },
  endpoints: [copyTripPage],
  admin: {
    useAsTitle: 'trip',
    defaultColumns: ['trip', '_status', 'updatedAt'],
    description:
      "The words of each trip's landing page and portal pages. Dates, departure, prices, deposits and the payment schedule are the trip's facts: the organisers set them in the portal's Trips tab.",
    livePreview: {
      url: ({ data }) => previewUrl(data?.trip, data?.id),
      breakpoints: [
        { label: 'Phone', name: 'phone', width: 375, height: 812 },
        { label: 'Desktop', name: 'desktop', width: 1280, height: 800 },
      ],
    },
  },
  // Drafts with history and restore; a draft may be scheduled to publish itself.
  versions: { maxPerDoc: 50, drafts: { schedulePublish: true } },
  fields: [
    untranslatedBanner,
    {
      name: 'trip',
      label: 'Trip (slug)',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: "The trip's slug, as the portal's Trips tab shows it (for example winter-2026)." },
      validate: (v: unknown) =>
        typeof v === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v) ? true : 'Enter the trip’s slug: lowercase letters, digits and dashes',
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Landing page',
          description: 'Every text the landing page (/) shows beside the trip’s facts.',
          fields: [
            {
              name: 'landing',
              label: 'Landing page texts',
              type: 'group',
              fields: [
                landingText('heroHeadline', 'Headline', 'as the big title at the top of the landing page'),
                landingText('heroInvitation', 'Invitation', 'under the headline at the top of the landing page', true),
                landingText('heroButton', 'Hero button', 'on the button under the invitation, which scrolls to the registration section'),
                landingText('comingSoonEyebrow', 'Coming Soon: small title', 'in small capitals above the “Coming Soon” heading'),
                landingText('comingSoonHeading', 'Coming Soon: heading', 'as the heading of the section with the interest form'),
                landingText('comingSoonText', 'Coming Soon: text', 'under the Coming Soon heading', true),
                landingText('comingSoonStayTuned', 'Coming Soon: stay tuned', 'in bold under the Coming Soon text'),
                landingText('interestTitle', 'Interest form: title', 'as the title of the interest form'),
                landingText('interestIntro', 'Interest form: introduction', 'under the interest form’s title'),
                landingText('comingSoonLink', 'Coming Soon: link', 'on the link under the interest form, which scrolls to the registration section'),
                landingText('registerEyebrow', 'Registration: small title', 'in small capitals above the registration heading'),
                landingText('registerHeading', 'Registration: heading', 'as the heading of the registration section'),
                landingText('registerIntro', 'Registration: introduction', 'after “Places are limited to N participants.” in the registration section', true),
                landingText('footerTagline', 'Footer line', 'in the footer of the landing page, under the brand', true),
              ],
            },
          ],
        },
        {
          label: 'Summary',
          fields: [
            translated({
              name: 'productName',
              label: 'Product name',
              type: 'text',
              required: true,
              defaultValue: englishDefault('Umrah'),
              admin: { description: 'Shown in page titles and the footer.' },
            }),
            {
              name: 'brand',
              type: 'group',
              admin: { description: 'The wordmark beside the logo on every page.' },
              fields: [text('wordmark', 'Wordmark'), text('suffix', 'Suffix', false)],
            },
            {
              name: 'organiser',
              label: 'Organiser (printed on receipts)',
              type: 'group',
              fields: [
                { name: 'name', label: 'Name', type: 'text', required: true, defaultValue: 'Barakah Lifestyle' },
                { name: 'address', label: 'Postal address', type: 'textarea', admin: { description: 'One line per line of the address, as printed.' } },
              ],
            },
            translated({ name: 'datesNote', label: 'Dates note', type: 'text', admin: { description: 'Shown under the trip’s dates on the landing page.' } }),
            translated({ name: 'purpose', label: 'Purpose', type: 'textarea', admin: { description: 'Shown in the trip summary of the landing page.' } }),
            translated({ name: 'flights', label: 'Flights', type: 'text', admin: { description: 'Shown in the trip summary of the landing page.' } }),
          ],
        },
        {
          label: 'Hotels & itinerary',
          description: 'Shown in the trip details of the landing page. When the trip is copied, dates written like “Jan. 7” move with it.',
          fields: [
            {
              name: 'accommodations',
              type: 'group',
              fields: [hotel('madinah', 'Madinah'), hotel('mecca', 'Mecca'), words('note', 'Note', false)],
            },
            {
              name: 'itinerary',
              type: 'group',
              fields: [leg('departure', 'Departure'), leg('madinah', 'Madinah'), leg('mecca', 'Mecca'), leg('return', 'Return')],
            },
          ],
        },
        {
          label: 'Daily programme',
          description: 'Shown on the pilgrim’s card and the leaders’ road page on each day of the trip, not on the landing page.',
          fields: [programme],
        },
        {
          label: 'Inclusions & notes',
          description: 'Shown in the trip details of the landing page.',
          fields: [
            list('inclusions', 'Inclusions', 'Inclusion'),
            list('exclusions', 'Exclusions', 'Exclusion'),
            list('importantNotes', 'Important notes', 'Note'),
          ],
        },
        {
          label: 'Portal',
          description: 'The portal’s Trip Information page. Its dates, departure, deposit and final payment come from the trip’s facts.',
          fields: [
            {
              name: 'portal',
              label: 'Trip Information (portal)',
              type: 'group',
              fields: [
                list('packageLines', 'Package', 'Line'),
                {
                  name: 'registrationSteps',
                  label: 'Registration steps',
                  type: 'array',
                  fields: [words('title', 'Step'), words('description', 'Description', false)],
                },
              ],
            },
          ],
        },
        {
          label: 'Images & payment form',
          fields: [
            {
              name: 'heroImage',
              label: 'Hero image',
              type: 'upload',
              relationTo: 'media',
              admin: { description: 'Behind the headline at the top of the landing page.' },
            },
            {
              name: 'footerImage',
              label: 'Footer image',
              type: 'upload',
              relationTo: 'media',
              admin: { description: 'Above the footer of the landing page.' },
            },
            {
              name: 'paymentForm',
              label: 'External payment form',
              type: 'group',
              admin: { description: 'Framed in the registration section of the landing page.' },
              fields: [
                { name: 'url', label: 'URL', type: 'text', required: true, validate: httpUrl },
                { name: 'height', label: 'Frame height (px)', type: 'number', required: true, defaultValue: 766, min: 200, max: 3000 },
              ],
            },
          ],
        },
        {
          label: 'How to pay',
          fields: [
            {
              name: 'paymentInstructions',
              label: 'How to pay',
              type: 'group',
              admin: {
                description:
                  "Shown on the payments page, the dashboard and every payment email, with the traveller's reference code and the payment form link.",
              },
              fields: [
                { name: 'etransferEmail', label: 'E-transfer address', type: 'email', required: true, defaultValue: 'payments@barakahlifestyle.ca' },
                translated({
                  name: 'note',
                  label: 'Note to the traveller',
                  type: 'text',
                  defaultValue: englishDefault('Write your reference code in the e-transfer message so the organisers can match your payment.'),
                }),
              ],
            },
            {
              name: 'onlinePayment',
              label: 'Paying online (card)',
              type: 'group',
              admin: {
                description:
                  'Whether travellers are offered "Pay now" by card on their payments page and in the payment reminders. It also needs the Stripe keys on the server (docs/operations.md); without them nothing shows.',
              },
              fields: [
                { name: 'offered', label: 'Offer payment by card', type: 'checkbox', defaultValue: true },
                translated({
                  name: 'surcharge',
                  label: 'Surcharge or fee text',
                  type: 'text',
                  maxLength: 300,
                  admin: { description: 'Shown beside "Pay now", e.g. "A 2.9 % card fee is added at checkout." Leave empty for none.' },
                }),
              ],
            },
          ],
        },
      ],
    },
  ],
};

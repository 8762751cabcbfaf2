import type { ArrayField, Field, GlobalConfig, GroupField } from 'payload';
import { anyone, editors } from '../access/index';
import { notifyApi } from '../hooks/notify-api';

// Validation editors see in the form (the api checks the whole document again before serving it).
const positiveDollars = (value: unknown) => (typeof value === 'number' && value > 0 ? true : 'Enter an amount in CAD greater than 0');
const httpUrl = (value: unknown) => {
  try {
    const url = new URL(String(value ?? ''));
    return url.protocol === 'https:' || url.protocol === 'http:' ? true : 'Enter a full http(s) URL';
  } catch {
    return 'Enter a full http(s) URL';
  }
};

// Prices are locked on each registration when it starts (docs/product.md#money): the editor is told.
const LOCKED_NOTE =
  "A change applies to new registrations only: each registration keeps the price and schedule of the day it started (an admin changes one traveller's fare in the portal).";

const text = (name: string, label: string, required = true): Field => ({ name, label, type: 'text', required });
const list = (name: string, label: string, itemLabel: string): ArrayField => ({
  name,
  label,
  type: 'array',
  labels: { singular: itemLabel, plural: label },
  fields: [{ name: 'item', label: itemLabel, type: 'text', required: true }],
});
const hotel = (name: string, label: string): GroupField => ({
  name,
  label,
  type: 'group',
  fields: [
    text('name', 'Hotel name'),
    { name: 'stars', label: 'Stars', type: 'number', required: true, min: 1, max: 5 },
    text('location', 'Location'),
    text('dates', 'Dates'),
  ],
});
const leg = (name: string, label: string): GroupField => ({
  name,
  label,
  type: 'group',
  fields: [
    text('title', 'Title'),
    text('dates', 'Dates'),
    {
      name: 'lines',
      label: 'Timed lines',
      type: 'array',
      fields: [text('time', 'When'), text('text', 'What')],
    },
  ],
});

/** Everything the landing page and the portal's Trip Information say about the trip. */
export const Trip: GlobalConfig = {
  slug: 'trip',
  label: 'Trip',
  access: { read: anyone, update: editors },
  hooks: { afterChange: [notifyApi] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Summary',
          fields: [
            { name: 'productName', label: 'Product name', type: 'text', required: true, defaultValue: 'Umrah' },
            { name: 'brand', type: 'group', fields: [text('wordmark', 'Wordmark'), text('suffix', 'Suffix', false)] },
            {
              name: 'organiser',
              label: 'Organiser (printed on receipts)',
              type: 'group',
              fields: [
                { name: 'name', label: 'Name', type: 'text', required: true, defaultValue: 'Barakah Lifestyle' },
                { name: 'address', label: 'Postal address', type: 'textarea', admin: { description: 'One line per line of the address, as printed.' } },
              ],
            },
            text('title', 'Title'),
            { name: 'dates', label: 'Dates (landing page)', type: 'text', required: true },
            { name: 'datesNote', label: 'Dates note', type: 'text' },
            {
              name: 'groupSize',
              label: 'Group size (registration limit)',
              type: 'number',
              required: true,
              min: 1,
              max: 500,
              validate: (v: unknown) => (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 500 ? true : 'Enter a whole number from 1 to 500'),
            },
            {
              name: 'seats',
              label: 'Seats: hold and waiting-list offer',
              type: 'group',
              admin: { description: 'How long a place is kept before money or an answer comes. A change applies to holds and offers made after it.' },
              fields: [
                {
                  name: 'holdHours',
                  label: 'Hold period (hours)',
                  type: 'number',
                  required: true,
                  defaultValue: 72,
                  min: 1,
                  max: 2160,
                  admin: {
                    description: 'A started registration keeps its place this long until the deposit is recorded; then the place goes to the waiting list.',
                  },
                  validate: (v: unknown) =>
                    Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 2160 ? true : 'Enter a whole number of hours from 1 to 2160',
                },
                {
                  name: 'offerHours',
                  label: 'Waiting-list offer period (hours)',
                  type: 'number',
                  required: true,
                  defaultValue: 48,
                  min: 1,
                  max: 2160,
                  admin: { description: 'A freed place offered to the next person on the waiting list stays theirs this long; then it passes on.' },
                  validate: (v: unknown) =>
                    Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 2160 ? true : 'Enter a whole number of hours from 1 to 2160',
                },
              ],
            },
            {
              name: 'cost',
              label: 'Price (CAD)',
              type: 'group',
              admin: { description: LOCKED_NOTE },
              fields: [
                { name: 'barakah', label: 'Barakah member price (CAD)', type: 'number', required: true, validate: positiveDollars },
                { name: 'nonBarakah', label: 'Non-member price (CAD)', type: 'number', required: true, validate: positiveDollars },
              ],
            },
            {
              name: 'paymentSchedule',
              label: 'Payment schedule',
              type: 'array',
              admin: { description: LOCKED_NOTE },
              fields: [
                { name: 'amount', label: 'Amount (CAD)', type: 'number', required: true, validate: positiveDollars },
                text('description', 'Description'),
                text('due', 'Due (as the landing page shows it)', false),
                {
                  name: 'fare',
                  label: 'Applies to',
                  type: 'select',
                  required: true,
                  defaultValue: 'all',
                  options: [
                    { label: 'Every traveler', value: 'all' },
                    { label: 'Barakah members', value: 'barakah' },
                    { label: 'Non-members', value: 'nonBarakah' },
                  ],
                },
                {
                  name: 'dueDate',
                  label: 'Due date (empty: at registration)',
                  type: 'date',
                  admin: { date: { pickerAppearance: 'dayOnly' }, description: 'The portal tracks payments against this date.' },
                },
              ],
            },
            { name: 'purpose', label: 'Purpose', type: 'textarea' },
            text('flights', 'Flights', false),
          ],
        },
        {
          label: 'Hotels & itinerary',
          fields: [
            {
              name: 'accommodations',
              type: 'group',
              fields: [hotel('madinah', 'Madinah'), hotel('mecca', 'Mecca'), text('note', 'Note', false)],
            },
            {
              name: 'itinerary',
              type: 'group',
              fields: [leg('departure', 'Departure'), leg('madinah', 'Madinah'), leg('mecca', 'Mecca'), leg('return', 'Return')],
            },
          ],
        },
        {
          label: 'Inclusions & notes',
          fields: [
            list('inclusions', 'Inclusions', 'Inclusion'),
            list('exclusions', 'Exclusions', 'Exclusion'),
            list('importantNotes', 'Important notes', 'Note'),
          ],
        },
        {
          label: 'Portal',
          fields: [
            {
              name: 'portal',
              label: 'Trip Information (portal)',
              type: 'group',
              fields: [
                { name: 'dates', label: 'Dates (portal)', type: 'text', required: true },
                text('departure', 'Departure'),
                list('packageLines', 'Package', 'Line'),
                {
                  name: 'registrationSteps',
                  label: 'Registration steps',
                  type: 'array',
                  fields: [text('title', 'Step'), text('description', 'Description', false)],
                },
                { name: 'deposit', label: 'Deposit (CAD)', type: 'number', required: true, validate: positiveDollars },
                text('depositNote', 'Deposit note', false),
                text('finalPaymentRule', 'Final payment rule', false),
              ],
            },
          ],
        },
        {
          label: 'Images & payment form',
          fields: [
            { name: 'heroImage', label: 'Hero image', type: 'upload', relationTo: 'media' },
            { name: 'footerImage', label: 'Footer image', type: 'upload', relationTo: 'media' },
            {
              name: 'paymentForm',
              label: 'External payment form',
              type: 'group',
              fields: [
                { name: 'url', label: 'URL', type: 'text', required: true, validate: httpUrl },
                { name: 'height', label: 'Frame height (px)', type: 'number', required: true, defaultValue: 766, min: 200, max: 3000 },
              ],
            },
          ],
        },
        {
          label: 'Refunds & how to pay',
          fields: [
            {
              name: 'refundPolicy',
              label: 'Refund policy',
              type: 'group',
              admin: {
                description:
                  "What a cancellation gives back: a cancellation on a day (Toronto) before a tier's date gets its percent of what was paid beyond the deposit; from the last date on, nothing. Shown to the traveller before they cancel.",
              },
              fields: [
                { name: 'depositRefundable', label: 'The deposit is refundable too', type: 'checkbox', defaultValue: false },
                {
                  name: 'tiers',
                  label: 'Tiers',
                  type: 'array',
                  labels: { singular: 'Tier', plural: 'Tiers' },
                  fields: [
                    {
                      name: 'before',
                      label: 'Cancelled before',
                      type: 'date',
                      required: true,
                      // With the year: a policy's dates span two.
                      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'MMM d, yyyy' } },
                    },
                    {
                      name: 'percent',
                      label: 'Percent refunded',
                      type: 'number',
                      required: true,
                      min: 0,
                      max: 100,
                      validate: (v: unknown) =>
                        Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 100 ? true : 'Enter a whole number from 0 to 100',
                    },
                  ],
                },
              ],
            },
            {
              name: 'paymentInstructions',
              label: 'How to pay',
              type: 'group',
              admin: {
                description:
                  "Shown on the payments page, the dashboard and every payment email, with the traveller's reference code and the payment form link.",
              },
              fields: [
                {
                  name: 'etransferEmail',
                  label: 'E-transfer address',
                  type: 'email',
                  required: true,
                  defaultValue: 'payments@barakahlifestyle.ca',
                },
                {
                  name: 'note',
                  label: 'Note to the traveller',
                  type: 'text',
                  defaultValue: 'Write your reference code in the e-transfer message so the organisers can match your payment.',
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

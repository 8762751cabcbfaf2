import { DEFAULT_GROUP_SIZE } from './constants.js';
import { DEFAULT_HOLD_HOURS, DEFAULT_OFFER_HOURS } from './seats.js';
import type { Fare } from './money.js';
import type { RefundPolicy } from './refunds.js';

// The trip content the landing page and the portal's Trip Information show. Editors change it in
// the CMS (Payload's `trip` global); these seed values are the spec's §9 figures, used to fill a
// new CMS and by the api when no CMS copy was ever fetched. Money is in integer cents (CAD).

export interface TimedLine {
  time: string;
  text: string;
}
export interface ItineraryLeg {
  title: string;
  dates: string;
  lines: TimedLine[];
}
export interface Hotel {
  name: string;
  stars: number;
  location: string;
  dates: string;
}
export interface PaymentInstalment {
  amountCents: number;
  description: string;
  /** As the landing page shows it ("At registration", "Sept. 30, 2025"). */
  due: string;
  /** Which fare it applies to (the ledger reads the schedule per fare). */
  fare: Fare | 'all';
  /** YYYY-MM-DD; null when due at registration (the deposit). */
  dueDate: string | null;
}
export interface RegistrationStep {
  title: string;
  description: string;
}
export interface ContentImage {
  url: string;
  alt: string;
  width?: number | null;
  height?: number | null;
}

export interface TripContent {
  productName: string;
  brand: { wordmark: string; suffix: string };
  /** Who issues the receipts: the organisers' name and postal address (lines). */
  organiser: { name: string; address: string };
  title: string;
  /** The landing page's reading of the dates (spec §9). */
  dates: string;
  datesNote: string;
  groupSize: number;
  /** How long a started registration holds its seat without a deposit, and a waiting-list offer stays open (docs/product.md#seats). */
  seats: { holdHours: number; offerHours: number };
  cost: { barakahCents: number; nonBarakahCents: number; currency: 'CAD' };
  paymentSchedule: PaymentInstalment[];
  purpose: string;
  flights: string;
  accommodations: { madinah: Hotel; mecca: Hotel; note: string };
  itinerary: { departure: ItineraryLeg; madinah: ItineraryLeg; mecca: ItineraryLeg; return: ItineraryLeg };
  inclusions: string[];
  exclusions: string[];
  importantNotes: string[];
  /** The portal's Trip Information (its own reading of the dates, spec §9). */
  portal: {
    dates: string;
    departure: string;
    packageLines: string[];
    registrationSteps: RegistrationStep[];
    depositCents: number;
    depositNote: string;
    finalPaymentRule: string;
  };
  images: { hero: ContentImage; footer: ContentImage };
  paymentForm: { url: string; height: number };
  /** Dated tiers: what a cancellation gives back (ADR 0084). */
  refundPolicy: RefundPolicy;
  /** How to pay (ADR 0085): the organisers' e-transfer address and a line for the traveller; the portal link is paymentForm.url. */
  paymentInstructions: { etransferEmail: string; note: string };
  /** When the CMS last changed it (ISO), or null for the seed. */
  updatedAt: string | null;
}

export const SEED_TRIP_CONTENT: TripContent = {
  productName: 'Umrah',
  brand: { wordmark: 'Barakah', suffix: 'Lifestyle' },
  // The editors give the address in the CMS; until then a receipt names the organisers only.
  organiser: { name: 'Barakah Lifestyle', address: '' },
  title: 'Winter 2026 Umrah',
  dates: 'Dec. 31, 2025 to Jan. 12, 2026',
  datesNote: 'Dates are subject to change.',
  groupSize: DEFAULT_GROUP_SIZE,
  seats: { holdHours: DEFAULT_HOLD_HOURS, offerHours: DEFAULT_OFFER_HOURS },
  cost: { barakahCents: 330_000, nonBarakahCents: 335_000, currency: 'CAD' },
  paymentSchedule: [
    { amountCents: 20_000, description: 'Deposit at registration (Barakah members)', due: 'At registration', fare: 'barakah', dueDate: null },
    { amountCents: 25_000, description: 'Deposit at registration (non-members)', due: 'At registration', fare: 'nonBarakah', dueDate: null },
    { amountCents: 130_000, description: 'First payment', due: 'Sept. 30, 2025', fare: 'all', dueDate: '2025-09-30' },
    { amountCents: 180_000, description: 'Balance', due: 'Nov. 10, 2025', fare: 'all', dueDate: '2025-11-10' },
  ],
  purpose: 'A guided group pilgrimage to Madinah and Mecca, organised by two Canadian community organisations, for up to 45 travelers.',
  flights: 'Economy class, Montreal to London to Jeddah, returning the same way.',
  accommodations: {
    madinah: { name: 'Madinah hotel', stars: 4, location: 'Right across from the main mosque', dates: 'Jan. 2-7' },
    mecca: { name: 'Mecca hotel', stars: 5, location: "10 minutes' walk to the Haram", dates: 'Jan. 7-12' },
    note: 'All rooms are quadruple (4 twin beds).',
  },
  itinerary: {
    departure: {
      title: 'Departure',
      dates: 'Dec. 31, 2025 - Jan. 2, 2026',
      lines: [
        { time: 'Dec. 31', text: 'Depart Montreal for London (economy class)' },
        { time: 'Jan. 1', text: 'Connect in London for Jeddah' },
        { time: 'Jan. 2', text: 'Arrive in Jeddah and travel to Madinah by luxury bus' },
      ],
    },
    madinah: {
      title: 'Madinah',
      dates: 'Jan. 2-7',
      lines: [
        { time: 'Daily', text: 'Prayers at the main mosque, right across from the hotel' },
        { time: 'Jan. 4', text: 'Guided city tour of the holy sites' },
      ],
    },
    mecca: {
      title: 'Mecca',
      dates: 'Jan. 7-12',
      lines: [
        { time: 'Jan. 7', text: 'Travel to Mecca by luxury bus and perform Umrah with the imam' },
        { time: 'Jan. 9', text: 'Guided city tour of the holy sites' },
      ],
    },
    return: {
      title: 'Return',
      dates: 'Jan. 12, 2026',
      lines: [{ time: 'Jan. 12', text: 'Jeddah to London to Montreal' }],
    },
  },
  inclusions: ['Flights', 'Visa fee', 'Hotels', 'Luxury bus', 'Guided city tours', 'Travel support', 'Religious guidance by an imam'],
  exclusions: [
    'Extra travel insurance (only health assistance insurance comes with the visa)',
    'Meals (breakfast may be provided by the hotels)',
    'SIM card',
    'Gifts and other expenses',
  ],
  importantNotes: ['Minors travelling without guardians may need parental consent.', 'Dates are subject to change.'],
  portal: {
    dates: '15 December 2025 to 2 January 2026',
    departure: 'From a Toronto international airport',
    packageLines: [
      'Round-trip flights',
      '4-star hotels',
      'Daily breakfast and dinner',
      'Guided tours of holy sites',
      'Transport within Saudi Arabia',
      'Spiritual guidance',
    ],
    registrationSteps: [
      { title: 'Registration', description: 'Create your account and register for the trip.' },
      { title: 'Deposit Payment', description: 'Pay the non-refundable $500 deposit.' },
      { title: 'Form Submission', description: 'Complete and submit your registration form.' },
      { title: 'Document Upload', description: 'Upload your passport, visa and other documents.' },
      { title: 'Final Payment', description: 'Pay the balance 60 days before departure.' },
    ],
    depositCents: 50_000,
    depositNote: 'The deposit is non-refundable and is applied toward the total cost.',
    finalPaymentRule: 'Final payment is due 60 days before departure.',
  },
  images: {
    hero: {
      url: '/images/hero.webp',
      alt: 'Illustration of the Prophet’s Mosque in Madinah at dusk, its green dome and minarets under a crescent moon',
      width: 1600,
      height: 900,
    },
    footer: { url: '/images/footer.webp', alt: 'Illustration of pilgrims walking towards the Haram in Mecca at sunrise', width: 1600, height: 600 },
  },
  paymentForm: { url: 'https://payments.example.org/umrah-winter-2026', height: 766 },
  refundPolicy: {
    depositRefundable: false,
    tiers: [
      { before: '2025-11-10', percent: 100 },
      { before: '2025-12-01', percent: 50 },
    ],
  },
  paymentInstructions: {
    etransferEmail: 'payments@barakahlifestyle.ca',
    note: 'Write your reference code in the e-transfer message so the organisers can match your payment.',
  },
  updatedAt: null,
};

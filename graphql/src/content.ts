import { PRIVACY_NOTICE_VERSION } from './privacy.js';
import { composeTripContent } from './compose-content.js';
import { DEFAULT_GROUP_SIZE } from './constants.js';
import { DEFAULT_HOLD_HOURS, DEFAULT_OFFER_HOURS } from './seats.js';
import type { Fare } from './money.js';
import type { RefundPolicy } from './refunds.js';
import type { TripFacts } from './trips.js';
import type { ItineraryDay } from './itinerary.js';

// The trip content the landing page and the portal's Trip Information show: the trip's facts (the
// trips table) composed with the words the editors write in the CMS (Payload's `trip-pages`, one
// per trip; ADR 0098). These seeds are the spec's §9 figures and texts: the words fill a new CMS
// and stand in while a trip has no published words. Money is in integer cents (CAD).

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

/** Every text the landing page shows beside the trip's facts (the CMS's "Landing page" tab). */
export interface LandingWords {
  heroHeadline: string;
  heroInvitation: string;
  heroButton: string;
  comingSoonEyebrow: string;
  comingSoonHeading: string;
  comingSoonText: string;
  comingSoonStayTuned: string;
  interestTitle: string;
  interestIntro: string;
  comingSoonLink: string;
  registerEyebrow: string;
  registerHeading: string;
  registerIntro: string;
  footerTagline: string;
}

export interface TripContent {
  /** The trip's slug: the key of its words in the CMS. */
  slug: string;
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
    /** The larger of the two deposits (for clients that show one figure). */
    depositCents: number;
    /** Each fare's deposit, from the trip's schedule. */
    deposits: { barakahCents: number; nonBarakahCents: number };
    depositNote: string;
    finalPaymentRule: string;
  };
  landing: LandingWords;
  images: { hero: ContentImage; footer: ContentImage };
  paymentForm: { url: string; height: number };
  /** Dated tiers: what a cancellation gives back (ADR 0084). */
  refundPolicy: RefundPolicy;
  /** How to pay (ADR 0085): the organisers' e-transfer address and a line for the traveller; the portal link is paymentForm.url. */
  paymentInstructions: { etransferEmail: string; note: string };
  /**
   * Paying online, as the organisers set it in the CMS (ADR 0130): whether "Pay now" is offered (it
   * also needs the Stripe keys on the server) and the surcharge or fee text shown beside it ('' for none).
   */
  onlinePayment: { offered: boolean; surcharge: string };
  /** When the CMS last changed it (ISO), or null for the seed. */
  updatedAt: string | null;
}

/** What the editors write in the CMS: everything but the trip's facts. */
export type TripWords = Omit<TripContent, 'slug' | 'title' | 'dates' | 'groupSize' | 'seats' | 'cost' | 'paymentSchedule' | 'refundPolicy' | 'portal'> & {
  portal: Pick<TripContent['portal'], 'packageLines' | 'registrationSteps'>;
  /**
   * The daily programme (times in Riyadh; itinerary.ts), in the reader's language. Not part of the
   * public trip content: only the pilgrim's card and the leader's road page show it (ADR 0134).
   */
  programme: ItineraryDay[];
};

/** The first trip's facts as the spec gives them (the trips table seeds the same, migration 0019). */
export const SEED_TRIP_FACTS: TripFacts = {
  id: '00000000-0000-0000-0000-000000000000',
  slug: 'winter-2026',
  name: 'Winter 2026 Umrah',
  status: 'open',
  startsOn: '2025-12-31',
  endsOn: '2026-01-12',
  departureCity: 'Montreal',
  groupSize: DEFAULT_GROUP_SIZE,
  holdHours: DEFAULT_HOLD_HOURS,
  offerHours: DEFAULT_OFFER_HOURS,
  fares: { barakah: 330_000, nonBarakah: 335_000 },
  paymentSchedule: [
    { amountCents: 20_000, description: 'Deposit at registration (Barakah members)', fare: 'barakah', dueDate: null },
    { amountCents: 25_000, description: 'Deposit at registration (non-members)', fare: 'nonBarakah', dueDate: null },
    { amountCents: 130_000, description: 'First payment', fare: 'all', dueDate: '2025-09-30' },
    { amountCents: 180_000, description: 'Balance', fare: 'all', dueDate: '2025-11-10' },
  ],
  refundPolicy: {
    depositRefundable: false,
    tiers: [
      { before: '2025-11-10', percent: 100 },
      { before: '2025-12-01', percent: 50 },
    ],
  },
  under18ReferenceDate: '2025-12-31',
  passportValidAfter: '2026-08-01',
  retentionDays: 90,
};

export const SEED_TRIP_WORDS: TripWords = {
  productName: 'Umrah',
  brand: { wordmark: 'Barakah', suffix: 'Lifestyle' },
  // The editors give the address in the CMS; until then a receipt names the organisers only.
  organiser: { name: 'Barakah Lifestyle', address: '' },
  datesNote: 'Dates are subject to change.',
  purpose: 'A guided group pilgrimage to Madinah and Mecca, organised by two Canadian community organisations.',
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
    packageLines: [
      // The landing page's inclusions in the portal's words (ADR 0098: the spec's portal reading,
      // daily breakfast and dinner, contradicted its exclusions).
      'Round-trip flights',
      'Hotels in Madinah (4-star) and Mecca (5-star)',
      'Guided tours of holy sites',
      'Transport within Saudi Arabia',
      'Spiritual guidance',
    ],
    registrationSteps: [
      { title: 'Registration', description: 'Create your account and register for the trip.' },
      { title: 'Deposit Payment', description: 'Pay the deposit for your fare.' },
      { title: 'Form Submission', description: 'Complete and submit your registration form.' },
      { title: 'Document Upload', description: 'Upload your passport, visa and other documents.' },
      { title: 'Final Payment', description: 'Pay the balance by its due date.' },
    ],
  },
  landing: {
    heroHeadline: 'A Journey of the Soul',
    heroInvitation:
      'You are warmly invited to travel with our community for a guided Umrah this winter: to pray in Madinah and Mecca together, with an imam beside you, hotels close to the holy mosques and companions at every step.',
    heroButton: 'Secure Your Spot',
    comingSoonEyebrow: 'Winter 2026',
    comingSoonHeading: 'Coming Soon',
    comingSoonText:
      'We are preparing an extraordinary spiritual journey for our community: a group Umrah in Winter 2026, with guidance, comfort and companionship at every step.',
    comingSoonStayTuned: 'Stay tuned for updates',
    interestTitle: 'Register your interest',
    interestIntro: 'Leave your details and we will contact you as soon as registration opens.',
    comingSoonLink: 'Secure your spot',
    registerEyebrow: 'Registration',
    registerHeading: 'Secure Your Spot',
    registerIntro: 'Read the trip details, then reserve your place through the payment portal.',
    footerTagline: 'A community Umrah organised from Canada. May your journey be accepted.',
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
  paymentInstructions: {
    etransferEmail: 'payments@barakahlifestyle.ca',
    note: 'Write your reference code in the e-transfer message so the organisers can match your payment.',
  },
  onlinePayment: { offered: true, surcharge: '' },
  // A few example days of the first trip (its itinerary above, hour by hour); the editors write the real ones.
  programme: [
    {
      date: '2026-01-04',
      steps: [
        { time: '05:30', title: 'Fajr prayer', place: 'The Prophet’s Mosque' },
        { time: '08:00', title: 'Breakfast', place: 'Madinah hotel' },
        { time: '09:30', title: 'Guided city tour of the holy sites', place: 'Quba Mosque and Mount Uhud' },
        { time: '12:20', title: 'Dhuhr prayer', place: 'The Prophet’s Mosque' },
        { time: '20:00', title: 'Evening talk with the imam', place: 'Hotel lobby' },
      ],
    },
    {
      date: '2026-01-07',
      steps: [
        { time: '08:00', title: 'Check out and board the bus', place: 'Madinah hotel' },
        { time: '09:00', title: 'Ihram at the miqat', place: 'Dhul Hulayfah' },
        { time: '15:00', title: 'Arrive at the hotel', place: 'Mecca hotel' },
        { time: '21:00', title: 'Umrah with the imam', place: 'The Sacred Mosque' },
      ],
    },
    {
      date: '2026-01-09',
      steps: [
        { time: '08:00', title: 'Guided city tour of the holy sites', place: 'Arafat, Mina and Jabal al-Nour' },
        { time: '13:00', title: 'Free afternoon', place: null },
      ],
    },
  ],
  updatedAt: null,
};

/** The content a visitor sees before any trip or CMS answers: the seeds composed. */
export const SEED_TRIP_CONTENT: TripContent = composeTripContent(SEED_TRIP_FACTS, SEED_TRIP_WORDS);

/** The privacy notice (the CMS's `privacy` global, published): a new account consents to its version. */
export interface PrivacyNotice {
  version: string;
  title: string;
  /** Plain text; a blank line starts a new paragraph. */
  body: string;
}

/** The first notice (the CMS seeds the same words): shown while the CMS has never answered. */
export const SEED_PRIVACY_NOTICE: PrivacyNotice = {
  version: PRIVACY_NOTICE_VERSION,
  title: 'Privacy notice',
  body: [
    'Barakah Lifestyle organises this Umrah and keeps the personal information you give us to run it: your account, your registration form (passport, emergency contact and medical details), your documents and your payments.',
    'We use it only to organise your trip: to book flights, hotels and visas, to keep in touch with you, and to keep the accounts the law requires.',
    'Passport numbers, documents, emergency and medical details are deleted 90 days after the trip returns, unless the organisers set another period for the trip. Payment records are kept six years for tax purposes.',
    'You may download everything we hold about you from your profile, and ask for your account to be deleted. For any question, write to payments@barakahlifestyle.ca.',
  ].join('\n\n'),
};

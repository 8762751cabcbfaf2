// Maps a document of Payload's `trip-pages` collection (REST, depth=1) to the trip's words (the facts
// come from the trips table; ADR 0098). The result is checked whole: a partial document never
// reaches a page; a text the editors have not filled yet (a CMS from before it) is the seed's.
import { SEED_TRIP_WORDS, type PrivacyNotice, type TripWords } from '@umrah/graphql';
import { z } from 'zod';

const str = z.string().trim().min(1);
const lines = z.array(z.object({ time: str, text: str }));
const leg = z.object({ title: str, dates: str, lines });
const hotel = z.object({ name: str, stars: z.number().int().min(1).max(5), location: str, dates: str });
const image = z.object({ url: str, alt: z.string(), width: z.number().nullish(), height: z.number().nullish() });

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const step = z.object({ time: z.string().trim().regex(HH_MM), title: str, place: z.string().trim().nullable() });
const day = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), steps: z.array(step) });

const landingText = z.string().trim().min(1);
export const tripWordsSchema = z.object({
  productName: str,
  brand: z.object({ wordmark: str, suffix: z.string() }),
  organiser: z.object({ name: str, address: z.string() }),
  datesNote: z.string(),
  purpose: z.string(),
  flights: z.string(),
  accommodations: z.object({ madinah: hotel, mecca: hotel, note: z.string() }),
  itinerary: z.object({ departure: leg, madinah: leg, mecca: leg, return: leg }),
  inclusions: z.array(str),
  exclusions: z.array(str),
  importantNotes: z.array(str),
  portal: z.object({
    packageLines: z.array(str),
    registrationSteps: z.array(z.object({ title: str, description: z.string() })),
  }),
  landing: z.object({
    heroHeadline: landingText,
    heroInvitation: landingText,
    heroButton: landingText,
    comingSoonEyebrow: z.string(),
    comingSoonHeading: landingText,
    comingSoonText: z.string(),
    comingSoonStayTuned: z.string(),
    interestTitle: landingText,
    interestIntro: z.string(),
    comingSoonLink: landingText,
    registerEyebrow: z.string(),
    registerHeading: landingText,
    registerIntro: z.string(),
    footerTagline: z.string(),
  }),
  images: z.object({ hero: image, footer: image }),
  paymentForm: z.object({ url: z.url({ protocol: /^https?$/ }), height: z.number().int().min(200).max(3000) }),
  paymentInstructions: z.object({ etransferEmail: z.email(), note: z.string() }),
  onlinePayment: z.object({ offered: z.boolean(), surcharge: z.string().max(300) }),
  programme: z.array(day),
  updatedAt: z.string().nullable(),
}) satisfies z.ZodType<TripWords>;

// The CMS's JSON as Payload answers it: read loosely here, then checked whole by tripContentSchema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped input, validated below
type PayloadJson = any;

const items = (rows: unknown) => (Array.isArray(rows) ? rows.map((r) => (r as { item?: unknown }).item) : undefined);
const legOf = (l: PayloadJson) => l && { title: l.title, dates: l.dates, lines: (l.lines ?? []).map((x: PayloadJson) => ({ time: x.time, text: x.text })) };
const hotelOf = (h: PayloadJson) => h && { name: h.name, stars: h.stars, location: h.location, dates: h.dates };
/** The day a Payload date holds (a day-only date is kept at noon UTC, so its UTC day is the one picked), or the value itself. */
function dayOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString().slice(0, 10);
}
/**
 * The daily programme (ADR 0134): each day's steps in time order, in the language asked (the CMS
 * answers English wherever a title or a place is not translated yet); an empty place is none.
 */
function programmeOf(rows: PayloadJson): PayloadJson[] {
  return (Array.isArray(rows) ? rows : []).map((d: PayloadJson) => ({
    date: dayOf(d?.date),
    steps: (Array.isArray(d?.steps) ? d.steps : [])
      .map((s: PayloadJson) => ({ time: s?.time, title: s?.title, place: typeof s?.place === 'string' && s.place.trim() ? s.place : null }))
      .sort((a: { time: unknown }, b: { time: unknown }) => String(a.time).trim().localeCompare(String(b.time).trim())),
  }));
}
/** An uploaded image (depth=1), or the site's own picture when none is set. */
function imageOf(media: PayloadJson, fallback: TripWords['images']['hero']) {
  if (!media || typeof media !== 'object' || !media.url) return fallback;
  return { url: media.url, alt: media.alt ?? fallback.alt, width: media.width ?? null, height: media.height ?? null };
}

/** A landing text: the editor's, or the spec's while the field is empty. */
function landingOf(doc: PayloadJson): TripWords['landing'] {
  const seed = SEED_TRIP_WORDS.landing;
  const given = (doc?.landing ?? {}) as Record<string, unknown>;
  const out = { ...seed };
  for (const key of Object.keys(seed) as (keyof TripWords['landing'])[]) {
    const value = given[key];
    if (typeof value === 'string' && value.trim()) out[key] = value;
  }
  return out;
}

export function wordsFromPayload(doc: PayloadJson): TripWords {
  const seed = SEED_TRIP_WORDS;
  const candidate = {
    productName: doc.productName,
    brand: { wordmark: doc.brand?.wordmark, suffix: doc.brand?.suffix ?? '' },
    organiser: { name: doc.organiser?.name || seed.organiser.name, address: doc.organiser?.address ?? '' },
    datesNote: doc.datesNote ?? '',
    purpose: doc.purpose ?? '',
    flights: doc.flights ?? '',
    accommodations: { madinah: hotelOf(doc.accommodations?.madinah), mecca: hotelOf(doc.accommodations?.mecca), note: doc.accommodations?.note ?? '' },
    itinerary: {
      departure: legOf(doc.itinerary?.departure),
      madinah: legOf(doc.itinerary?.madinah),
      mecca: legOf(doc.itinerary?.mecca),
      return: legOf(doc.itinerary?.return),
    },
    inclusions: items(doc.inclusions) ?? [],
    exclusions: items(doc.exclusions) ?? [],
    importantNotes: items(doc.importantNotes) ?? [],
    portal: {
      packageLines: items(doc.portal?.packageLines) ?? [],
      registrationSteps: (doc.portal?.registrationSteps ?? []).map((s: PayloadJson) => ({ title: s.title, description: s.description ?? '' })),
    },
    landing: landingOf(doc),
    images: { hero: imageOf(doc.heroImage, seed.images.hero), footer: imageOf(doc.footerImage, seed.images.footer) },
    paymentForm: { url: doc.paymentForm?.url, height: doc.paymentForm?.height ?? 766 },
    paymentInstructions: {
      etransferEmail: doc.paymentInstructions?.etransferEmail || seed.paymentInstructions.etransferEmail,
      note: doc.paymentInstructions?.note ?? seed.paymentInstructions.note,
    },
    // A page from before the setting (or with it untouched) offers online payment, as the keys alone did (ADR 0130).
    onlinePayment: { offered: doc.onlinePayment?.offered !== false, surcharge: (doc.onlinePayment?.surcharge ?? '').trim() },
    programme: programmeOf(doc.programme),
    updatedAt: typeof doc.updatedAt === 'string' ? doc.updatedAt : null,
  };
  return tripWordsSchema.parse(candidate);
}

const privacySchema = z.object({ version: str, title: str, body: str }) satisfies z.ZodType<PrivacyNotice>;

/** The CMS's `privacy` global (published): checked whole, like a trip page. */
export function privacyFromPayload(doc: PayloadJson): PrivacyNotice {
  return privacySchema.parse({ version: doc?.version, title: doc?.title, body: doc?.body });
}

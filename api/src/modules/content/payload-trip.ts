// Maps Payload's `trip` global (REST, depth=1) to TripContent. Editors enter money in dollars;
// the api speaks cents. The result is checked whole: a partial document never reaches a page.
import { FARES, SEED_TRIP_CONTENT, type TripContent } from '@umrah/graphql';
import { z } from 'zod';

const str = z.string().trim().min(1);
const lines = z.array(z.object({ time: str, text: str }));
const leg = z.object({ title: str, dates: str, lines });
const hotel = z.object({ name: str, stars: z.number().int().min(1).max(5), location: str, dates: str });
const image = z.object({ url: str, alt: z.string(), width: z.number().nullish(), height: z.number().nullish() });

export const tripContentSchema = z.object({
  productName: str,
  brand: z.object({ wordmark: str, suffix: z.string() }),
  organiser: z.object({ name: str, address: z.string() }),
  title: str,
  dates: str,
  datesNote: z.string(),
  groupSize: z.number().int().min(1).max(500),
  seats: z.object({ holdHours: z.number().int().min(1).max(2160), offerHours: z.number().int().min(1).max(2160) }),
  cost: z.object({ barakahCents: z.number().int().positive(), nonBarakahCents: z.number().int().positive(), currency: z.literal('CAD') }),
  paymentSchedule: z.array(
    z.object({
      amountCents: z.number().int().positive(),
      description: str,
      due: z.string(),
      fare: z.enum(['all', ...FARES]),
      dueDate: z.iso.date().nullable(),
    }),
  ),
  purpose: z.string(),
  flights: z.string(),
  accommodations: z.object({ madinah: hotel, mecca: hotel, note: z.string() }),
  itinerary: z.object({ departure: leg, madinah: leg, mecca: leg, return: leg }),
  inclusions: z.array(str),
  exclusions: z.array(str),
  importantNotes: z.array(str),
  portal: z.object({
    dates: str,
    departure: str,
    packageLines: z.array(str),
    registrationSteps: z.array(z.object({ title: str, description: z.string() })),
    depositCents: z.number().int().positive(),
    depositNote: z.string(),
    finalPaymentRule: z.string(),
  }),
  images: z.object({ hero: image, footer: image }),
  paymentForm: z.object({ url: z.url({ protocol: /^https?$/ }), height: z.number().int().min(200).max(3000) }),
  refundPolicy: z.object({
    depositRefundable: z.boolean(),
    tiers: z.array(z.object({ before: z.iso.date(), percent: z.number().int().min(0).max(100) })),
  }),
  paymentInstructions: z.object({ etransferEmail: z.email(), note: z.string() }),
  updatedAt: z.string().nullable(),
}) satisfies z.ZodType<TripContent>;

// The CMS's JSON as Payload answers it: read loosely here, then checked whole by tripContentSchema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped input, validated below
type PayloadJson = any;

/** Payload stores a date as an instant; the schedule speaks of the day in Toronto. */
function torontoDate(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

const cents = (dollars: unknown) => (typeof dollars === 'number' ? Math.round(dollars * 100) : undefined);
const items = (rows: unknown) => (Array.isArray(rows) ? rows.map((r) => (r as { item?: unknown }).item) : undefined);
const legOf = (l: PayloadJson) => l && { title: l.title, dates: l.dates, lines: (l.lines ?? []).map((x: PayloadJson) => ({ time: x.time, text: x.text })) };
const hotelOf = (h: PayloadJson) => h && { name: h.name, stars: h.stars, location: h.location, dates: h.dates };
/** An uploaded image (depth=1), or the site's own picture when none is set. */
function imageOf(media: PayloadJson, fallback: TripContent['images']['hero']) {
  if (!media || typeof media !== 'object' || !media.url) return fallback;
  return { url: media.url, alt: media.alt ?? fallback.alt, width: media.width ?? null, height: media.height ?? null };
}

export function fromPayload(doc: PayloadJson): TripContent {
  const seed = SEED_TRIP_CONTENT;
  const candidate = {
    productName: doc.productName,
    brand: { wordmark: doc.brand?.wordmark, suffix: doc.brand?.suffix ?? '' },
    // A CMS from before these fields: the seed's organiser name, no address.
    organiser: { name: doc.organiser?.name || seed.organiser.name, address: doc.organiser?.address ?? '' },
    title: doc.title,
    dates: doc.dates,
    datesNote: doc.datesNote ?? '',
    groupSize: doc.groupSize,
    // A CMS from before the seats group: the defaults (72 h hold, 48 h offer).
    seats: { holdHours: doc.seats?.holdHours ?? seed.seats.holdHours, offerHours: doc.seats?.offerHours ?? seed.seats.offerHours },
    cost: { barakahCents: cents(doc.cost?.barakah), nonBarakahCents: cents(doc.cost?.nonBarakah), currency: 'CAD' },
    paymentSchedule: (doc.paymentSchedule ?? []).map((p: PayloadJson) => ({
      amountCents: cents(p.amount),
      description: p.description,
      due: p.due ?? '',
      fare: p.fare ?? 'all',
      dueDate: torontoDate(p.dueDate),
    })),
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
      dates: doc.portal?.dates,
      departure: doc.portal?.departure,
      packageLines: items(doc.portal?.packageLines) ?? [],
      registrationSteps: (doc.portal?.registrationSteps ?? []).map((s: PayloadJson) => ({ title: s.title, description: s.description ?? '' })),
      depositCents: cents(doc.portal?.deposit),
      depositNote: doc.portal?.depositNote ?? '',
      finalPaymentRule: doc.portal?.finalPaymentRule ?? '',
    },
    images: { hero: imageOf(doc.heroImage, seed.images.hero), footer: imageOf(doc.footerImage, seed.images.footer) },
    paymentForm: { url: doc.paymentForm?.url, height: doc.paymentForm?.height ?? 766 },
    // A CMS from before these fields (no group, or no tier yet): the seed's policy and instructions.
    refundPolicy: doc.refundPolicy?.tiers?.length
      ? {
          depositRefundable: doc.refundPolicy.depositRefundable ?? false,
          tiers: doc.refundPolicy.tiers.map((t: PayloadJson) => ({ before: torontoDate(t.before), percent: t.percent })),
        }
      : seed.refundPolicy,
    paymentInstructions: {
      etransferEmail: doc.paymentInstructions?.etransferEmail || seed.paymentInstructions.etransferEmail,
      note: doc.paymentInstructions?.note ?? seed.paymentInstructions.note,
    },
    updatedAt: typeof doc.updatedAt === 'string' ? doc.updatedAt : null,
  };
  return tripContentSchema.parse(candidate);
}

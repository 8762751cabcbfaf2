// Trips as data (docs/product.md#trips; ADR 0092). Every trip is a row: its facts (dates, departure,
// fares, schedule, seats, refund policy, the dates the form's rules read) and its life. The spec's
// routes act on the current trip: the one the landing page sells. Pure: no I/O.
import { fillRule } from './i18n/rule-templates.js';
import { z } from 'zod';
import { FARES, type Fare } from './money.js';
import type { RefundPolicy } from './refunds.js';
import { isoDateOf } from './rules.js';

/** A trip's life, in order. Only `open` takes new registrations. */
export const TRIP_STATUSES = ['draft', 'open', 'closed', 'travelling', 'returned', 'archived'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

/** The moves an admin may make; every other move is refused. A closed trip may reopen. */
export const TRIP_TRANSITIONS: Readonly<Record<TripStatus, readonly TripStatus[]>> = {
  draft: ['open'],
  open: ['closed'],
  closed: ['open', 'travelling'],
  travelling: ['returned'],
  returned: ['archived'],
  archived: [],
};

/** Trips whose travellers are still preparing: reminders and the reviewers' digest read only these. */
export const PREPARING_STATUSES: readonly TripStatus[] = ['open', 'closed'];

/** A status as the Trips tab shows it. */
export const TRIP_STATUS_LABELS: Readonly<Record<TripStatus, string>> = {
  draft: 'Draft',
  open: 'Open for registration',
  closed: 'Registration closed',
  travelling: 'Travelling',
  returned: 'Returned',
  archived: 'Archived',
};

/** The button that moves a trip into a status. */
export const TRIP_MOVE_LABELS: Readonly<Record<Exclude<TripStatus, 'draft'>, string>> = {
  open: 'Open registration',
  closed: 'Close registration',
  travelling: 'Mark travelling',
  returned: 'Mark returned',
  archived: 'Archive',
};

export const canMoveTrip = (from: TripStatus, to: TripStatus): boolean => TRIP_TRANSITIONS[from].includes(to);

/** One instalment of a trip's schedule. The deposit is the one without a due date (due at registration). */
export interface TripInstalment {
  amountCents: number;
  description: string;
  fare: Fare | 'all';
  /** YYYY-MM-DD in Toronto; null for the deposit, due at registration. */
  dueDate: string | null;
}

/** The facts of one trip: one field each, read by every page, email and rule that shows or uses them. */
export interface TripFacts {
  id: string;
  /** URL-safe and unique: the key of the trip's content in the CMS. */
  slug: string;
  name: string;
  status: TripStatus;
  /** YYYY-MM-DD, the day of departure and the day back. */
  startsOn: string;
  endsOn: string;
  departureCity: string;
  groupSize: number;
  /** How long a started registration holds its seat, and a waiting-list offer stays open. */
  holdHours: number;
  offerHours: number;
  fares: Record<Fare, number>;
  paymentSchedule: TripInstalment[];
  refundPolicy: RefundPolicy;
  /** A traveller is under 18 when their 18th birthday falls after this day (usually the departure). */
  under18ReferenceDate: string;
  /** The passport must be valid until after this day (spec §5: six months after the return). */
  passportValidAfter: string;
  /** Days after `endsOn` before the trip's personal data is purged (ADR 0100). */
  retentionDays: number;
}

export const DEFAULT_RETENTION_DAYS = 90;

/** What the traveller and the admin are told about a trip (docs/product.md#trips). */
export const TRIP_MESSAGES = {
  /** A start or a waiting-list join when the current trip is not open. */
  closed: 'Registration for this trip is closed.',
  /** A `tripId` that names no trip (admin lists, exports, REST `?tripId=`). */
  notFound: 'Trip not found.',
} as const;

// The spec's short style for trip dates: "Dec. 31, 2025 to Jan. 12, 2026" (AP abbreviations:
// March to July are written out, September is "Sept.").
const SHORT_MONTHS = ['Jan.', 'Feb.', 'March', 'April', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'] as const;

/** A day (YYYY-MM-DD) in the spec's short style: "Dec. 31, 2025". */
export function shortDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${SHORT_MONTHS[m - 1]} ${d}, ${y}`;
}

/** A trip's dates as the pages show them: "Dec. 31, 2025 to Jan. 12, 2026". */
export function tripDates(facts: Pick<TripFacts, 'startsOn' | 'endsOn'>): string {
  return `${shortDay(facts.startsOn)} to ${shortDay(facts.endsOn)}`;
}

/** What the trip editor and the copy say when a fact is wrong (docs/product.md#trips). */
export const TRIP_FACT_MESSAGES = {
  slug: 'Use lowercase letters, digits and single dashes, for example winter-2027.',
  name: 'Name must be between 2 and 120 characters',
  date: 'Enter a date as YYYY-MM-DD',
  datesInOrder: 'The return must be on or after the departure.',
  departureCity: 'Departure city must be between 2 and 100 characters',
  groupSize: 'Group size must be a whole number from 1 to 500',
  hours: 'Hours must be a whole number from 1 to 2160',
  fare: 'A fare must be more than $0.',
  instalmentAmount: 'Each instalment must be more than $0.',
  instalmentDescription: 'Each instalment needs a description (at most 120 characters).',
  instalmentFare: 'Choose which fare the instalment is for.',
  dueBeforeDeparture: 'Each due date must be before the departure.',
  oneDeposit: 'Each fare needs exactly one deposit (an instalment without a due date).',
  percent: 'A refund share is a whole percent from 0 to 100.',
  tierBeforeDeparture: 'Each refund date must be before the departure.',
  retentionDays: 'Retention must be a whole number of days from 0 to 3650.',
  shiftDays: 'Shift by a whole number of days, at most 3650 either way.',
} as const;

const m = TRIP_FACT_MESSAGES;
const day = z.string({ error: m.date }).refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isoDateOf(v) === v, m.date);
const whole = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);
const cents = (message: string) => z.number({ error: message }).int(message).positive(message).max(100_000_000, message);

export const tripSlugRule = z
  .string({ error: m.slug })
  .max(60, m.slug)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, m.slug);
export const tripNameRule = z.string({ error: m.name }).trim().min(2, m.name).max(120, m.name);

/** A trip's facts as the editor sends them (everything but its id and status). */
export const tripFactsRules = z
  .object({
    slug: tripSlugRule,
    name: tripNameRule,
    startsOn: day,
    endsOn: day,
    departureCity: z.string({ error: m.departureCity }).trim().min(2, m.departureCity).max(100, m.departureCity),
    groupSize: whole(1, 500, m.groupSize),
    holdHours: whole(1, 2160, m.hours),
    offerHours: whole(1, 2160, m.hours),
    fares: z.object({ barakah: cents(m.fare), nonBarakah: cents(m.fare) }, { error: m.fare }),
    paymentSchedule: z.array(
      z.object({
        amountCents: cents(m.instalmentAmount),
        description: z.string({ error: m.instalmentDescription }).trim().min(1, m.instalmentDescription).max(120, m.instalmentDescription),
        fare: z.enum([...FARES, 'all'], { error: m.instalmentFare }),
        dueDate: day.nullable(),
      }),
      { error: m.oneDeposit },
    ),
    refundPolicy: z.object(
      {
        depositRefundable: z.boolean({ error: m.percent }),
        tiers: z.array(z.object({ before: day, percent: whole(0, 100, m.percent) }), { error: m.percent }),
      },
      { error: m.percent },
    ),
    under18ReferenceDate: day,
    passportValidAfter: day,
    retentionDays: whole(0, 3650, m.retentionDays),
  })
  .superRefine((f, ctx) => {
    if (f.endsOn < f.startsOn) ctx.addIssue({ code: 'custom', message: m.datesInOrder, path: ['endsOn'] });
    f.paymentSchedule.forEach((item, i) => {
      if (item.dueDate !== null && item.dueDate >= f.startsOn)
        ctx.addIssue({ code: 'custom', message: m.dueBeforeDeparture, path: ['paymentSchedule', i, 'dueDate'] });
    });
    for (const fare of FARES) {
      const deposits = f.paymentSchedule.filter((item) => item.dueDate === null && (item.fare === fare || item.fare === 'all'));
      if (deposits.length !== 1) ctx.addIssue({ code: 'custom', message: m.oneDeposit, path: ['paymentSchedule'] });
    }
    f.refundPolicy.tiers.forEach((tier, i) => {
      if (tier.before >= f.startsOn) ctx.addIssue({ code: 'custom', message: m.tierBeforeDeparture, path: ['refundPolicy', 'tiers', i, 'before'] });
    });
  });
export type TripFactsInput = z.infer<typeof tripFactsRules>;

/** A copy into the next season: its name, its slug, and how many days every date moves. */
export const copyTripRules = z.object({
  name: tripNameRule,
  slug: tripSlugRule,
  shiftDays: whole(-3650, 3650, m.shiftDays),
});

/** A day (YYYY-MM-DD) moved by a number of days. */
export function shiftDay(day: string, days: number): string {
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, mo - 1, d + days)).toISOString().slice(0, 10);
}

type DatedFacts = Pick<TripFacts, 'startsOn' | 'endsOn' | 'paymentSchedule' | 'refundPolicy' | 'under18ReferenceDate' | 'passportValidAfter'>;

/** The same trip a number of days later (or earlier): every date moves, nothing else. */
export function shiftTrip<T extends DatedFacts>(facts: T, days: number): T {
  return {
    ...facts,
    startsOn: shiftDay(facts.startsOn, days),
    endsOn: shiftDay(facts.endsOn, days),
    paymentSchedule: facts.paymentSchedule.map((item) => ({ ...item, dueDate: item.dueDate === null ? null : shiftDay(item.dueDate, days) })),
    refundPolicy: { ...facts.refundPolicy, tiers: facts.refundPolicy.tiers.map((tier) => ({ ...tier, before: shiftDay(tier.before, days) })) },
    under18ReferenceDate: shiftDay(facts.under18ReferenceDate, days),
    passportValidAfter: shiftDay(facts.passportValidAfter, days),
  };
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * Why a copy shifted by `days` may not be made: its dates would overlap the source's own (the same
 * travellers cannot be on both). Null when they do not.
 */
export function copyOverlap(source: Pick<TripFacts, 'name' | 'startsOn' | 'endsOn'>, days: number): string | null {
  const least = daysBetween(source.startsOn, source.endsOn) + 1;
  if (Math.abs(days) >= least) return null;
  return fillRule('rules.trip.copyOverlap', { trip: source.name, days: least });
}

// The seat's arithmetic (docs/product.md#seats): how many seats are taken, how many are left,
// whether a start may take one, how many freed seats go to the waiting list, and the hold's and
// the offer's deadlines. Pure: the api counts under its lock and asks these functions.
import { z } from 'zod';

/** The CMS's defaults for a trip whose document predates the `seats` group. */
export const DEFAULT_HOLD_HOURS = 72;
export const DEFAULT_OFFER_HOURS = 48;
/** The hold's reminder goes this long before its deadline. */
export const HOLD_REMINDER_HOURS = 24;

export const WAITLIST_STATES = ['waiting', 'offered', 'accepted', 'lapsed', 'left'] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];
/** The states in which an entry still counts on the list (one per traveller). */
export const OPEN_WAITLIST_STATES = ['waiting', 'offered'] as const satisfies readonly WaitlistState[];

/** What the lock-holder counted. */
export interface SeatCount {
  /** The group limit (CMS groupSize). */
  limit: number;
  /** Registrations not cancelled. */
  active: number;
  /** Waiting-list offers still open (each keeps a seat for its traveller). */
  openOffers: number;
  /** People waiting with no offer yet. */
  waiting: number;
}

const HOUR_MS = 3_600_000;
const whole = (n: number) => Math.max(0, Math.trunc(n));

/** Seats taken: active registrations and open offers. */
export const seatsTaken = (c: Pick<SeatCount, 'active' | 'openOffers'>): number => whole(c.active) + whole(c.openOffers);

/** Seats nobody holds (never negative: a limit lowered below the taken count leaves 0). */
export const seatsLeft = (c: Pick<SeatCount, 'limit' | 'active' | 'openOffers'>): number => Math.max(0, whole(c.limit) - seatsTaken(c));

/**
 * Whether a new starter (not from the list) may take a seat: one must be free and nobody may be
 * waiting, since a freed seat goes to the waiting list before any new starter.
 */
export const mayStart = (c: SeatCount): boolean => seatsLeft(c) > 0 && whole(c.waiting) === 0;

/** How many waiting people get an offer now: one per free seat, as many as wait. */
export const offersToMake = (c: SeatCount): number => Math.min(seatsLeft(c), whole(c.waiting));

/** What the landing page and the start buttons are told. */
export interface SeatFigures {
  limit: number;
  left: number;
  full: boolean;
  waiting: number;
}

/** The public figures: full when no seat is free to a new starter. */
export const seatFigures = (c: SeatCount): SeatFigures => ({
  limit: whole(c.limit),
  left: mayStart(c) ? seatsLeft(c) : 0,
  full: !mayStart(c),
  waiting: whole(c.waiting) + whole(c.openOffers),
});

/** The hold's deadline for a start at `from`. */
export const holdDeadline = (from: Date, holdHours: number): Date => new Date(from.getTime() + whole(holdHours) * HOUR_MS);

/** The offer's deadline for an offer made at `from`. */
export const offerDeadline = (from: Date, offerHours: number): Date => new Date(from.getTime() + whole(offerHours) * HOUR_MS);

/** A hold ends by itself once its deadline has passed with no deposit. */
export const holdHasExpired = (r: { depositPaid: boolean; holdExpiresAt: Date | null; cancelledAt: Date | null }, now: Date): boolean =>
  !r.depositPaid && r.cancelledAt === null && r.holdExpiresAt !== null && r.holdExpiresAt.getTime() <= now.getTime();

/** The hold's reminder is due in the last day before the deadline (sent once: the outbox's key). */
export const holdReminderDue = (r: { depositPaid: boolean; holdExpiresAt: Date | null; cancelledAt: Date | null }, now: Date): boolean =>
  !r.depositPaid &&
  r.cancelledAt === null &&
  r.holdExpiresAt !== null &&
  r.holdExpiresAt.getTime() > now.getTime() &&
  r.holdExpiresAt.getTime() - now.getTime() <= HOUR_MS * HOLD_REMINDER_HOURS;

/** An offer still open at `now`. */
export const offerIsLive = (e: { state: WaitlistState; offerExpiresAt: Date | null }, now: Date): boolean =>
  e.state === 'offered' && e.offerExpiresAt !== null && e.offerExpiresAt.getTime() > now.getTime();

/** The reason the system writes when a hold ends by itself. */
export const holdExpiredReason = (deadline: Date): string => `Hold expired: no deposit by ${deadline.toISOString()}`;

/** A deadline as travellers read it: the day and time in Toronto, e.g. "November 29, 2026 at 7:00 AM (Toronto time)". */
export function deadlineLabel(at: Date | string): string {
  const text = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Toronto' }).format(new Date(at));
  // Newer ICU data puts a narrow no-break space before AM/PM; emails and tests read a plain one.
  return `${text.replace(/\u202f/g, ' ')} (Toronto time)`;
}

export const SEAT_MESSAGES = {
  reason: 'Please give a reason of 3 to 1000 characters',
  travellerReason: 'The reason can be at most 1000 characters',
  hours: 'Please give a whole number of hours from 1 to 720',
  position: 'Please give a position from 1',
} as const;

const reason = z.string({ error: SEAT_MESSAGES.reason }).trim().min(3, SEAT_MESSAGES.reason).max(1000, SEAT_MESSAGES.reason);

/** A traveller's own cancellation: a reason is optional. */
export const cancelMineRules = z.object({
  reason: z.string({ error: SEAT_MESSAGES.travellerReason }).trim().max(1000, SEAT_MESSAGES.travellerReason).optional(),
});
/** An admin's cancellation, offer by hand: the reason is required. */
export const staffReasonRules = z.object({ reason });
export const extendHoldRules = z.object({
  hours: z.number({ error: SEAT_MESSAGES.hours }).int(SEAT_MESSAGES.hours).min(1, SEAT_MESSAGES.hours).max(720, SEAT_MESSAGES.hours),
  reason,
});
export const reorderWaitlistRules = z.object({
  position: z.number({ error: SEAT_MESSAGES.position }).int(SEAT_MESSAGES.position).min(1, SEAT_MESSAGES.position),
  reason,
});

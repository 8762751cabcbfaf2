// The seat as a resource with a lifecycle (docs/product.md#seats, ADRs 0080–0082): a start holds
// a seat until the deposit or the hold's deadline; a cancellation or an expiry frees it; a freed
// seat goes to the waiting list's next person as a time-limited offer. Every change to the seats
// taken runs in one transaction under the seats' lock, counts there, and offers what it freed
// before it commits: a freed seat is never left unoffered and never offered twice.
import {
  cancelMineRules,
  depositFor,
  extendHoldRules,
  holdDeadline,
  holdExpiredReason,
  HOLD_REMINDER_HOURS,
  mayStart,
  offerDeadline,
  offerIsLive,
  offersToMake,
  partyMayTake,
  reorderWaitlistRules,
  seatFigures,
  staffReasonRules,
  type Fare,
  type SeatCount,
  type SeatFigures,
  TRIP_MESSAGES,
  SERVER_MESSAGES,
} from '@umrah/graphql';
import type { Transactor, Tx } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { validate } from '../../lib/validate.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { MessagesService } from '../messages/messages.service.js';
import type { LockedPrice, Registration, RegistrationRepository } from '../registration/registration.repository.js';
import type { TripsService } from '../trips/trips.service.js';
import type { WaitlistEntry, WaitlistEntryWithUser, WaitlistRepository } from './waitlist.repository.js';

/** The reason a companion's registration carries when their lead's ends (ADR 0123). */
export const PARTY_LEAD_CANCELLED = "The party's lead cancelled";

export const SEAT_TEXTS = {
  notFound: SERVER_MESSAGES.registrationNotFound,
  noActive: 'You have no active registration to cancel.',
  alreadyCancelled: 'This registration is already cancelled.',
  extendCancelled: 'This registration is cancelled: its hold cannot be extended.',
  extendPaid: 'The deposit is recorded: this registration holds its seat without a deadline.',
  adminsDoNotWait: 'Admin accounts cannot join the waiting list.',
  alreadyRegistered: 'You already have a registration.',
  seatsLeft: 'Places are still available: start your registration instead.',
  offerNotFound: 'Offer not found',
  noOffer: 'There is no open offer to accept.',
  offerExpired: 'This offer has expired.',
  entryNotFound: 'Waiting list entry not found',
  entryClosed: 'This person is no longer on the waiting list.',
  alreadyOffered: 'This person already has an open offer.',
  noFreeSeat: 'No place is free to offer: every freed place is already offered.',
  notOnList: 'You are not on the waiting list.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FIGURES_TTL_MS = 5_000;
const BATCH = 50;

export type CancelledBy = 'TRAVELLER' | 'ADMIN' | 'SYSTEM';

export interface WaitlistEntryView {
  id: string;
  state: 'WAITING' | 'OFFERED' | 'ACCEPTED' | 'LAPSED' | 'LEFT';
  position: number | null;
  offerExpiresAt: string | null;
  createdAt: string;
  user?: { id: string; username: string; profile: { fullName: string | null; email: string | null; phone: string | null } };
}

export const toWaitlistView = (e: WaitlistEntryWithUser, withUser = false): WaitlistEntryView => ({
  id: e.id,
  state: e.state.toUpperCase() as WaitlistEntryView['state'],
  position: e.place,
  offerExpiresAt: e.state === 'offered' && e.offerExpiresAt ? e.offerExpiresAt.toISOString() : null,
  createdAt: e.createdAt.toISOString(),
  ...(withUser ? { user: { id: e.user.id, username: e.user.username, profile: { fullName: e.user.fullName, email: e.user.email, phone: e.user.phone } } } : {}),
});

/** Who cancelled a registration, as the clients read it. */
export const cancelledByOf = (r: Pick<Registration, 'cancelledAt' | 'cancelledBy' | 'userId'>): CancelledBy | null =>
  r.cancelledAt === null ? null : r.cancelledBy === null ? 'SYSTEM' : r.cancelledBy === r.userId ? 'TRAVELLER' : 'ADMIN';

interface Deps {
  tx: Transactor;
  registrations: RegistrationRepository;
  waitlist: WaitlistRepository;
  audit: AuditRepository;
  messages: MessagesService;
  /** Which trip the traveller's routes act on (the current one), the admin's choice, and each trip's facts (group size, hold and offer hours). */
  trips: Pick<TripsService, 'current' | 'currentId' | 'chosen' | 'of'>;
  clock: () => Date;
}

export function createSeatsService({ tx, registrations, waitlist, audit, messages, trips, clock }: Deps) {
  let cached: { at: number; tripId: string; figures: SeatFigures } | undefined;

  /** One trip's seats: each trip has its own group, holds and waiting list (ADR 0094). */
  async function count(tripId: string, trx?: Tx): Promise<SeatCount> {
    // In turn: inside a transaction the reads share one connection, which runs one query at a time.
    const { groupSize } = await trips.of(tripId, trx);
    const active = await registrations.countActive(tripId, trx);
    const { offered, waiting } = await waitlist.counts(tripId, trx);
    return { limit: groupSize, active, openOffers: offered, waiting };
  }

  /**
   * Offers every free seat to the next waiting people, in the caller's transaction (which holds
   * the seats' lock). `actorId` null: the system.
   */
  async function offerFreeSeats(trx: Tx, tripId: string, now: Date, actorId: string | null = null): Promise<number> {
    const c = await count(tripId, trx);
    const next = await waitlist.nextWaiting(tripId, offersToMake(c), trx);
    const seats = await trips.of(tripId, trx);
    for (const e of next) await makeOffer(trx, e, now, offerDeadline(now, seats.offerHours), actorId);
    return next.length;
  }

  async function makeOffer(trx: Tx, e: WaitlistEntry, now: Date, until: Date, actorId: string | null, reason?: string) {
    const offered = await waitlist.offer(e.id, now, until, trx);
    const auditId = await audit.record(
      {
        actorUserId: actorId,
        action: 'waitlist.offered',
        entityType: 'waitlist_entry',
        entityId: e.id,
        tripId: e.tripId,
        payload: { travellerId: e.userId, offerExpiresAt: until.toISOString(), ...(reason ? { reason } : {}) },
      },
      trx,
    );
    await messages.seat(trx, 'waitlist_offer', e.userId, String(auditId), { deadline: until.toISOString() });
    return offered;
  }

  /**
   * Cancels under the lock (the caller holds it and the row's lock), audits, tells, and offers the
   * freed seat. A party's lead takes the party with them (ADR 0123): each companion still active is
   * cancelled in the same transaction, audited and told, before the freed seats are offered.
   * Answers the row and the ids of the companions cancelled with it.
   */
  async function cancelLocked(trx: Tx, r: Registration, by: string | null, reason: string, now: Date, action: string) {
    const cancelled = await cancelOne(trx, r, by, reason, now, action);
    const companions = r.partyId && !r.relationship ? await registrations.activeCompanions(r.partyId, r.id, trx) : [];
    for (const c of companions)
      await cancelOne(
        trx,
        c,
        by,
        action === 'registration.hold_expired' ? reason : `${PARTY_LEAD_CANCELLED}${reason ? ` (${reason})` : ''}`,
        now,
        action,
        r.id,
      );
    await offerFreeSeats(trx, r.tripId, now);
    cached = undefined;
    return Object.assign(cancelled, { companionsCancelled: companions.map((c) => c.id) });
  }

  async function cancelOne(trx: Tx, r: Registration, by: string | null, reason: string, now: Date, action: string, withLead?: string) {
    const cancelled = await registrations.cancel(r.id, { at: now, reason, by }, trx);
    const auditId = await audit.record(
      {
        actorUserId: by,
        action,
        entityType: 'trip_registration',
        entityId: r.id,
        registrationId: r.id,
        payload: { reason, travellerId: r.userId, ...(withLead ? { withLeadRegistrationId: withLead } : {}) },
      },
      trx,
    );
    if (action === 'registration.hold_expired')
      await messages.seat(trx, 'hold_expired', r.userId, String(auditId), { deadline: r.holdExpiresAt?.toISOString() });
    else await messages.seat(trx, 'registration_cancelled', r.userId, String(auditId), reason ? { reason } : {});
    return cancelled;
  }

  /** The trip of a row named by an admin or an offer, or the not-found answer (its seats' lock is taken next). */
  async function tripOrNotFound(tripId: Promise<string | undefined>, text: string): Promise<string> {
    const id = await tripId;
    if (!id) throw new AppError('NOT_FOUND', text);
    return id;
  }

  /** The current trip, refusing a new seat or place in line unless it takes registrations. */
  async function openTripId(): Promise<string> {
    const trip = await trips.current();
    if (trip.status !== 'open') throw new AppError('CONFLICT', TRIP_MESSAGES.closed);
    return trip.id;
  }

  return {
    count,
    openTripId,

    /** Drops the cached figures (after a change made outside this service, e.g. a test's reset). */
    forgetFigures() {
      cached = undefined;
    },

    /** The current trip's public figures (landing page, start buttons), cached briefly in this process. */
    async figures(): Promise<SeatFigures> {
      const at = Date.now();
      const tripId = await trips.currentId();
      if (cached && cached.tripId === tripId && at - cached.at < FIGURES_TTL_MS) return cached.figures;
      const figures = seatFigures(await count(tripId));
      cached = { at, tripId, figures };
      return figures;
    },

    /**
     * Takes a seat for a new starter, in the caller's transaction: locks, counts, and answers
     * 'full' when no seat is free or someone waits (a freed seat goes to the list first).
     */
    async take(trx: Tx, userId: string, tripId: string, fare: Fare, price: LockedPrice): Promise<Registration | 'full' | { held: Registration }> {
      await registrations.lockSeats(tripId, trx);
      const held = await registrations.findByUser(userId, tripId, trx);
      if (held) return { held };
      if (!mayStart(await count(tripId, trx))) return 'full';
      const seats = await trips.of(tripId, trx);
      cached = undefined;
      return registrations.insert({ tripId, userId, fare, ...price, holdExpiresAt: holdDeadline(clock(), seats.holdHours) }, trx);
    },

    /**
     * Whether a party's `needed` companions may take their seats now, in the caller's transaction:
     * takes the seats' lock and counts (all or none: the party is never split; ADR 0123).
     */
    async takeForParty(trx: Tx, tripId: string, needed: number): Promise<boolean> {
      await registrations.lockSeats(tripId, trx);
      cached = undefined;
      return partyMayTake(await count(tripId, trx), needed);
    },

    /** Cancels a row in the caller's transaction (which holds the seats' lock and the row's): audited, told, its seat offered on. */
    async cancelWithin(trx: Tx, r: Registration, by: string | null, reason: string, action: 'registration.cancelled') {
      return cancelLocked(trx, r, by, reason, clock(), action);
    },

    /** Whether a start on this trip would be refused as full now (a quick look before the lock). */
    async full(tripId: string): Promise<boolean> {
      return !mayStart(await count(tripId));
    },

    async cancelMine(userId: string, input: unknown): Promise<Registration> {
      const { reason } = validate(cancelMineRules, input);
      const tripId = await trips.currentId();
      return tx.transaction(async (trx) => {
        await registrations.lockSeats(tripId, trx);
        const r = await registrations.lockByUser(userId, tripId, trx);
        if (!r) throw new AppError('CONFLICT', SEAT_TEXTS.noActive);
        return cancelLocked(trx, r, userId, reason ?? '', clock(), 'registration.cancelled');
      });
    },

    async cancelByAdmin(adminId: string, id: string, input: unknown): Promise<Registration> {
      if (!UUID.test(id)) throw new AppError('NOT_FOUND', SEAT_TEXTS.notFound);
      const { reason } = validate(staffReasonRules, input);
      const tripId = await tripOrNotFound(registrations.tripOf(id), SEAT_TEXTS.notFound);
      return tx.transaction(async (trx) => {
        await registrations.lockSeats(tripId, trx);
        const r = await registrations.lockById(id, trx);
        if (!r) throw new AppError('NOT_FOUND', SEAT_TEXTS.notFound);
        if (r.cancelledAt) throw new AppError('CONFLICT', SEAT_TEXTS.alreadyCancelled);
        return cancelLocked(trx, r, adminId, reason, clock(), 'registration.cancelled');
      });
    },

    async extendHold(adminId: string, id: string, input: unknown): Promise<Registration> {
      if (!UUID.test(id)) throw new AppError('NOT_FOUND', SEAT_TEXTS.notFound);
      const { hours, reason } = validate(extendHoldRules, input);
      return tx.transaction(async (trx) => {
        const r = await registrations.lockById(id, trx);
        if (!r) throw new AppError('NOT_FOUND', SEAT_TEXTS.notFound);
        if (r.cancelledAt) throw new AppError('CONFLICT', SEAT_TEXTS.extendCancelled);
        if (r.depositPaid) throw new AppError('CONFLICT', SEAT_TEXTS.extendPaid);
        // From the later of now and the current deadline: an extension never shortens a hold.
        const now = clock();
        const from = r.holdExpiresAt && r.holdExpiresAt > now ? r.holdExpiresAt : now;
        const until = holdDeadline(from, hours);
        const updated = await registrations.setHold(id, until, trx);
        // One hold for the party (ADR 0123): the lead's extension moves its companions' unpaid holds too.
        if (r.partyId && !r.relationship)
          for (const c of await registrations.activeCompanions(r.partyId, r.id, trx)) if (!c.depositPaid) await registrations.setHold(c.id, until, trx);
        await audit.record(
          {
            actorUserId: adminId,
            action: 'registration.hold_extended',
            entityType: 'trip_registration',
            entityId: id,
            registrationId: id,
            payload: { reason, hours, from: r.holdExpiresAt?.toISOString() ?? null, until: until.toISOString() },
          },
          trx,
        );
        return updated;
      });
    },

    /**
     * The scheduled pass (the worker's cron): holds past their deadline are cancelled as the
     * system, offers past theirs lapse, and each freed seat is offered on; then each hold with a
     * day left is reminded once. Each batch is one transaction under the lock, with the rows
     * locked SKIP LOCKED and re-read there: two workers, or a pass after a crash half-way, expire
     * each hold exactly once. Every trip with holds or a waiting list is visited, each under its
     * own seats' lock.
     */
    async expire(now: Date = clock()): Promise<{ expired: number; lapsed: number; reminded: number }> {
      let expired = 0;
      let lapsed = 0;
      const tripIds = [...new Set([...(await registrations.tripsWithHolds()), ...(await waitlist.tripsWithOpenEntries())])];
      for (const tripId of tripIds)
        for (let round = 0; round < 1000; round += 1) {
          const done = await tx.transaction(async (trx) => {
            await registrations.lockSeats(tripId, trx);
            const holds = await registrations.holdsDue(tripId, now, BATCH, trx);
            // A companion's hold ends with their lead's: cancelled with the lead, not a second time.
            const withLead = new Set<string>();
            for (const r of holds) {
              if (withLead.has(r.id)) continue;
              const c = await cancelLocked(trx, r, null, holdExpiredReason(r.holdExpiresAt!), now, 'registration.hold_expired');
              for (const id of c.companionsCancelled) withLead.add(id);
            }
            const offers = await waitlist.lapsedOffers(tripId, now, BATCH, trx);
            for (const e of offers) {
              await waitlist.close(e.id, 'lapsed', trx);
              const auditId = await audit.record(
                {
                  actorUserId: null,
                  action: 'waitlist.offer_lapsed',
                  entityType: 'waitlist_entry',
                  entityId: e.id,
                  tripId,
                  payload: { travellerId: e.userId },
                },
                trx,
              );
              await messages.seat(trx, 'waitlist_offer_lapsed', e.userId, String(auditId), { deadline: e.offerExpiresAt?.toISOString() });
            }
            // Also seats freed another way (a raised group limit): every pass leaves none unoffered.
            const offered = await offerFreeSeats(trx, tripId, now);
            expired += holds.length;
            lapsed += offers.length;
            return holds.length + offers.length + offered;
          });
          if (done === 0) break;
        }
      if (expired + lapsed) cached = undefined;
      let reminded = 0;
      for (const h of await registrations.holdsEndingBy(now, new Date(now.getTime() + HOLD_REMINDER_HOURS * 3_600_000))) {
        // Keyed by the deadline: an extended hold is reminded again before its new one.
        await tx.transaction((trx) =>
          messages.seat(trx, 'hold_reminder', h.userId, `${h.registrationId}:${h.holdExpiresAt.toISOString()}`, { deadline: h.holdExpiresAt.toISOString() }),
        );
        reminded += 1;
      }
      return { expired, lapsed, reminded };
    },

    /** Joins the waiting list (the start's preconditions apply: `precondition` throws what a start would). */
    async join<U extends { id: string; role: string }>(user: U, precondition: (user: U) => void): Promise<WaitlistEntryView> {
      if (user.role !== 'traveler') throw new AppError('FORBIDDEN', SEAT_TEXTS.adminsDoNotWait);
      precondition(user);
      const tripId = await openTripId();
      const id = await tx.transaction(async (trx) => {
        await registrations.lockSeats(tripId, trx);
        const open = await waitlist.openOf(user.id, tripId, trx);
        if (open) return open.id;
        if (await registrations.findByUser(user.id, tripId, trx)) throw new AppError('CONFLICT', SEAT_TEXTS.alreadyRegistered);
        if (mayStart(await count(tripId, trx))) throw new AppError('CONFLICT', SEAT_TEXTS.seatsLeft);
        const e = await waitlist.insert(user.id, tripId, trx);
        const place = (await waitlist.withUser(e.id, trx))!.place ?? 1;
        const auditId = await audit.record(
          { actorUserId: user.id, action: 'waitlist.joined', entityType: 'waitlist_entry', entityId: e.id, tripId, payload: { place } },
          trx,
        );
        await messages.seat(trx, 'waitlist_joined', user.id, String(auditId), { position: place });
        cached = undefined;
        return e.id;
      });
      return toWaitlistView((await waitlist.withUser(id))!);
    },

    async leave(userId: string): Promise<WaitlistEntryView> {
      const tripId = await trips.currentId();
      const id = await tx.transaction(async (trx) => {
        await registrations.lockSeats(tripId, trx);
        const open = await waitlist.openOf(userId, tripId, trx);
        if (!open) throw new AppError('CONFLICT', SEAT_TEXTS.notOnList);
        await waitlist.close(open.id, 'left', trx);
        await audit.record(
          { actorUserId: userId, action: 'waitlist.left', entityType: 'waitlist_entry', entityId: open.id, tripId, payload: { state: open.state } },
          trx,
        );
        // A declined offer frees its seat for the next person.
        if (open.state === 'offered') await offerFreeSeats(trx, tripId, clock());
        cached = undefined;
        return open.id;
      });
      return toWaitlistView((await waitlist.withUser(id))!);
    },

    /** Accepts a live offer: the seat the offer kept becomes a registration with the usual hold. */
    /** `price`: the fare's price and schedule of today, locked on the registration (docs/product.md#money). */
    async accept(user: { id: string; role: string }, id: string, fare: Fare, price: LockedPrice): Promise<Registration> {
      if (!UUID.test(id)) throw new AppError('NOT_FOUND', SEAT_TEXTS.offerNotFound);
      const tripId = await tripOrNotFound(waitlist.tripOf(id), SEAT_TEXTS.offerNotFound);
      return tx.transaction(async (trx) => {
        await registrations.lockSeats(tripId, trx);
        const e = await waitlist.lockById(id, trx);
        if (!e || e.userId !== user.id) throw new AppError('NOT_FOUND', SEAT_TEXTS.offerNotFound);
        const now = clock();
        if (e.state === 'offered' && !offerIsLive(e, now)) throw new AppError('CONFLICT', SEAT_TEXTS.offerExpired);
        if (e.state !== 'offered') throw new AppError('CONFLICT', SEAT_TEXTS.noOffer);
        if (await registrations.findByUser(user.id, tripId, trx)) throw new AppError('CONFLICT', SEAT_TEXTS.alreadyRegistered);
        const seats = await trips.of(tripId, trx);
        const created = await registrations.insert({ tripId, userId: user.id, fare, ...price, holdExpiresAt: holdDeadline(now, seats.holdHours) }, trx);
        await waitlist.close(e.id, 'accepted', trx, created.id);
        const auditId = await audit.record(
          {
            actorUserId: user.id,
            action: 'registration.started',
            entityType: 'trip_registration',
            entityId: created.id,
            registrationId: created.id,
            payload: { fare, fareCents: price.fareCents, fromWaitlist: e.id },
          },
          trx,
        );
        await messages.afterStep(trx, {
          action: 'registration.started',
          auditId,
          travellerId: user.id,
          registrationId: created.id,
          fare,
          payload: { depositCents: depositFor(price.paymentPlan, fare), holdExpiresAt: created.holdExpiresAt?.toISOString() },
        });
        cached = undefined;
        return created;
      });
    },

    /** The traveller's own on the current trip: their latest waiting-list entry and their latest cancelled registration. */
    async mine(userId: string): Promise<{ waitlist: WaitlistEntryView | null; lastCancellation: { at: string; reason: string; by: CancelledBy } | null }> {
      const tripId = await trips.currentId();
      const [entry, cancelled] = await Promise.all([waitlist.latestOf(userId, tripId), registrations.lastCancelledOf(userId, tripId)]);
      return {
        waitlist: entry ? toWaitlistView(entry) : null,
        lastCancellation: cancelled ? { at: cancelled.cancelledAt!.toISOString(), reason: cancelled.cancelReason ?? '', by: cancelledByOf(cancelled)! } : null,
      };
    },

    /** Admins: the chosen trip's open list (default the current trip), in order. */
    async list(tripId?: string | null): Promise<WaitlistEntryView[]> {
      const trip = await trips.chosen(tripId);
      return (await waitlist.open(trip.id)).map((e) => toWaitlistView(e, true));
    },

    async reorder(adminId: string, id: string, input: unknown): Promise<WaitlistEntryView[]> {
      if (!UUID.test(id)) throw new AppError('NOT_FOUND', SEAT_TEXTS.entryNotFound);
      const { position, reason } = validate(reorderWaitlistRules, input);
      const tripId = await tripOrNotFound(waitlist.tripOf(id), SEAT_TEXTS.entryNotFound);
      await tx.transaction(async (trx) => {
        await registrations.lockSeats(tripId, trx);
        const e = await waitlist.lockById(id, trx);
        if (!e) throw new AppError('NOT_FOUND', SEAT_TEXTS.entryNotFound);
        if (e.state !== 'waiting' && e.state !== 'offered') throw new AppError('CONFLICT', SEAT_TEXTS.entryClosed);
        const from = (await waitlist.withUser(id, trx))!.place;
        await waitlist.moveTo(id, tripId, position, trx);
        const to = (await waitlist.withUser(id, trx))!.place;
        await audit.record(
          {
            actorUserId: adminId,
            action: 'waitlist.reordered',
            entityType: 'waitlist_entry',
            entityId: id,
            tripId,
            payload: { reason, from, to, travellerId: e.userId },
          },
          trx,
        );
      });
      return this.list(tripId);
    },

    /** Admins: an offer by hand to one waiting person, when a seat is free (never past the limit). */
    async offerByHand(adminId: string, id: string, input: unknown): Promise<WaitlistEntryView> {
      if (!UUID.test(id)) throw new AppError('NOT_FOUND', SEAT_TEXTS.entryNotFound);
      const { reason } = validate(staffReasonRules, input);
      const tripId = await tripOrNotFound(waitlist.tripOf(id), SEAT_TEXTS.entryNotFound);
      await tx.transaction(async (trx) => {
        await registrations.lockSeats(tripId, trx);
        const e = await waitlist.lockById(id, trx);
        if (!e) throw new AppError('NOT_FOUND', SEAT_TEXTS.entryNotFound);
        if (e.state === 'offered') throw new AppError('CONFLICT', SEAT_TEXTS.alreadyOffered);
        if (e.state !== 'waiting') throw new AppError('CONFLICT', SEAT_TEXTS.entryClosed);
        const c = await count(tripId, trx);
        if (c.active + c.openOffers >= c.limit) throw new AppError('CONFLICT', SEAT_TEXTS.noFreeSeat);
        const now = clock();
        const seats = await trips.of(tripId, trx);
        await makeOffer(trx, e, now, offerDeadline(now, seats.offerHours), adminId, reason);
        cached = undefined;
      });
      return toWaitlistView((await waitlist.withUser(id))!, true);
    },
  };
}
export type SeatsService = ReturnType<typeof createSeatsService>;

// Trips: which one is current, each one's facts, and a trip's life (docs/product.md#trips; ADRs
// 0092, 0093, 0096). The admin copies a trip into the next season (a draft, every date shifted,
// its content copied in the CMS first), edits its facts, and moves it along TRIP_TRANSITIONS.
import {
  canMoveTrip,
  TRIP_MESSAGES,
  copyOverlap,
  copyTripRules,
  shiftTrip,
  TRIP_STATUS_LABELS,
  tripFactsRules,
  type TripFacts,
  type TripStatus,
  SERVER_MESSAGES,
} from '@umrah/graphql';
import { z } from 'zod';
import type { Transactor, Tx } from '../../lib/db.js';
import { AppError, uniqueViolation } from '../../lib/errors.js';
import { validate } from '../../lib/validate.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { StudioCopy } from './studio-copy.js';
import { factsOf, type TripRow, type TripsRepository } from './trips.repository.js';

export const NO_TRIP = SERVER_MESSAGES.noTrip;
export const TRIP_NOT_FOUND = TRIP_MESSAGES.notFound;
export const slugTaken = (slug: string) => `A trip with the slug ${slug} already exists.`;
export const SLUG_FIXED = 'A trip’s slug cannot change: it is the key of its pages in the content studio.';
export const ARCHIVED_FIXED = SERVER_MESSAGES.archivedFixed;
export const closeFirst = (name: string) => `Close ${name} before opening another trip.`;
export const cannotMove = (from: TripStatus, to: TripStatus) => `A trip that is “${TRIP_STATUS_LABELS[from]}” cannot become “${TRIP_STATUS_LABELS[to]}”.`;
export const groupTooSmall = (n: number) => `${n} travelers already hold a seat: the group size cannot be less.`;

/** A registration's trip as its traveller's pages read it. */
export type RegistrationTripView = TripFacts;

/** A trip as the Trips tab shows it. */
export interface TripView extends TripFacts {
  registrationCount: number;
  copiedFrom: string | null;
  openedAt: string | null;
}

const toView = (row: TripRow, registrationCount: number): TripView => ({
  ...factsOf(row),
  registrationCount,
  copiedFrom: row.copiedFrom,
  openedAt: row.openedAt ? row.openedAt.toISOString() : null,
});

// One action per move, so the audit log reads each in words (graphql/src/audit-log.ts).
const MOVE_ACTIONS: Record<Exclude<TripStatus, 'draft'>, string> = {
  open: 'trip.opened',
  closed: 'trip.closed',
  travelling: 'trip.travelling',
  returned: 'trip.returned',
  archived: 'trip.archived',
};

const moveRules = z.object({ to: z.enum(['open', 'closed', 'travelling', 'returned', 'archived'], { error: 'Choose a status to move the trip to.' }) });

interface Deps {
  tx: Transactor;
  trips: TripsRepository;
  audit: AuditRepository;
  studio: StudioCopy;
}

export function createTripsService({ tx, trips, audit, studio }: Deps) {
  const byId = async (id: string): Promise<TripRow> => {
    const row = z.uuid().safeParse(id).success ? await trips.byId(id) : undefined;
    if (!row) throw new AppError('NOT_FOUND', TRIP_NOT_FOUND);
    return row;
  };
  const view = async (id: string): Promise<TripView> => {
    const found = (await trips.listWithCounts()).find((t) => t.id === id);
    if (!found) throw new AppError('NOT_FOUND', TRIP_NOT_FOUND);
    return toView(found, found.registrationCount);
  };
  const current = async (trx?: Tx): Promise<TripFacts> => {
    const row = await trips.current(trx);
    if (!row) throw new AppError('NOT_FOUND', NO_TRIP);
    return factsOf(row);
  };
  const slugConflict = (slug: string) => new AppError('CONFLICT', slugTaken(slug), { slug: slugTaken(slug) });

  return {
    /** The trip the spec's routes act on (the one the landing page sells). */
    current,
    /** The current trip's id: every traveller's route reads and writes on it. */
    currentId: async (): Promise<string> => (await current()).id,
    async get(id: string): Promise<TripFacts> {
      return factsOf(await byId(id));
    },
    /** The admin's chosen trip: the one named (NOT_FOUND "Trip not found." when none is), else the current one. */
    async chosen(tripId?: string | null): Promise<TripFacts> {
      return tripId === undefined || tripId === null || tripId === '' ? current() : factsOf(await byId(tripId));
    },
    /** A registration's trip; the current trip for a start (no registration yet). */
    async of(tripId: string | undefined, trx?: Tx): Promise<TripFacts> {
      if (!tripId) return current(trx);
      const row = await trips.byId(tripId, trx);
      if (!row) throw new AppError('NOT_FOUND', TRIP_NOT_FOUND);
      return factsOf(row);
    },
    async list(): Promise<TripFacts[]> {
      return (await trips.list()).map(factsOf);
    },
    /** The facts of these trips, by id (a traveller's past trips). */
    byIds: async (ids: readonly string[]): Promise<Map<string, TripFacts>> => new Map((await trips.byIds(ids)).map((r) => [r.id, factsOf(r)])),

    /** Admins: every trip with its registrations, the latest departure first. */
    async views(): Promise<TripView[]> {
      return (await trips.listWithCounts()).map((t) => toView(t, t.registrationCount));
    },
    async view(id: string): Promise<TripView> {
      await byId(id);
      return view(id);
    },

    /**
     * A draft copy of a trip, every date shifted. The CMS copies the pages first: when it cannot,
     * nothing is created (a trip without its pages would be a half-done copy).
     */
    async copy(adminId: string, id: string, input: unknown): Promise<TripView> {
      const values = validate(copyTripRules, input);
      const source = await byId(id);
      const overlap = copyOverlap(factsOf(source), values.shiftDays);
      if (overlap) throw new AppError('BAD_USER_INPUT', overlap, { shiftDays: overlap });
      if (await trips.bySlug(values.slug)) throw slugConflict(values.slug);
      const { id: _id, status: _status, ...facts } = shiftTrip(factsOf(source), values.shiftDays);
      const content = await studio({ from: source.slug, to: values.slug, shiftDays: values.shiftDays });
      try {
        const created = await tx.transaction(async (trx) => {
          const row = await trips.insert({ ...facts, name: values.name, slug: values.slug }, source.id, trx);
          await audit.record(
            {
              actorUserId: adminId,
              action: 'trip.copied',
              entityType: 'trip',
              entityId: row.id,
              tripId: row.id,
              payload: { from: source.slug, to: row.slug, shiftDays: values.shiftDays, content },
            },
            trx,
          );
          return row;
        });
        return view(created.id);
      } catch (err) {
        if (uniqueViolation(err) !== undefined) throw slugConflict(values.slug);
        throw err;
      }
    },

    /**
     * The trip's facts. A started registration keeps the fare and schedule it started with (ADR
     * 0083): a change of either applies to new registrations. The slug never changes.
     */
    async update(adminId: string, id: string, input: unknown): Promise<TripView> {
      const facts = validate(tripFactsRules, input);
      await tx.transaction(async (trx) => {
        const before = await trips.lock(id, trx);
        if (!before) throw new AppError('NOT_FOUND', TRIP_NOT_FOUND);
        if (before.status === 'archived') throw new AppError('CONFLICT', ARCHIVED_FIXED);
        if (facts.slug !== before.slug) throw new AppError('BAD_USER_INPUT', SLUG_FIXED, { slug: SLUG_FIXED });
        const seated = await trips.activeRegistrations(id, trx);
        if (facts.groupSize < seated) throw new AppError('BAD_USER_INPUT', groupTooSmall(seated), { groupSize: groupTooSmall(seated) });
        const after = await trips.update(id, facts, trx);
        const was = factsOf(before);
        const now = factsOf(after);
        const changed = (Object.keys(now) as (keyof TripFacts)[]).filter((k) => JSON.stringify(was[k]) !== JSON.stringify(now[k]));
        await audit.record({ actorUserId: adminId, action: 'trip.updated', entityType: 'trip', entityId: id, tripId: id, payload: { changed } }, trx);
      });
      return view(id);
    },

    /** One step of the trip's life. One trip is open at a time (ADR 0093). */
    async move(adminId: string, id: string, input: unknown): Promise<TripView> {
      const { to } = validate(moveRules, input);
      await byId(id);
      try {
        await tx.transaction(async (trx) => {
          const before = await trips.lock(id, trx);
          if (!before) throw new AppError('NOT_FOUND', TRIP_NOT_FOUND);
          if (!canMoveTrip(before.status, to)) throw new AppError('CONFLICT', cannotMove(before.status, to));
          if (to === 'open') {
            const open = await trips.openOne(trx);
            if (open) throw new AppError('CONFLICT', closeFirst(open.name));
          }
          await trips.setStatus(id, to, trx);
          await audit.record(
            { actorUserId: adminId, action: MOVE_ACTIONS[to], entityType: 'trip', entityId: id, tripId: id, payload: { from: before.status, to } },
            trx,
          );
        });
      } catch (err) {
        // Two openings at once: the index refuses the second; say which trip is open.
        if (uniqueViolation(err) === 'trips_one_open') {
          const open = (await trips.list()).find((t) => t.status === 'open');
          throw new AppError('CONFLICT', closeFirst(open?.name ?? 'the open trip'));
        }
        throw err;
      }
      return view(id);
    },
  };
}
export type TripsService = ReturnType<typeof createTripsService>;

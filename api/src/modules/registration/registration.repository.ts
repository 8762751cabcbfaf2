// The only code that touches trip_registrations.
import {
  type Fare,
  type PlanLine,
  type Relationship,
  type JourneyChange,
  type JourneyStamp,
  type JourneyState,
  type RegistrationStatusValue,
} from '@umrah/graphql';
import type { Knex } from 'knex';
import { raw, type ModelObject, type PartialModelObject, type QueryBuilder } from 'objection';
import { folded, formAwaitingReview, nameOrder, statusIs, statusRank, userSearchText, visaAwaitingReview } from '../../db/sql-expressions.js';
import type { Tx } from '../../lib/db.js';
import { now, plain } from '../../lib/model.js';
import { TripFormModel } from '../trip-form/trip-form.model.js';
import type { StoredTripForm } from '../trip-form/trip-form.repository.js';
import { TripRegistrationModel } from './registration.model.js';

export interface Registration extends JourneyState {
  id: string;
  /** The trip it belongs to (ADR 0092). */
  tripId: string;
  userId: string;
  /** Member or non-member price (the CMS holds the amounts). */
  fare: Fare;
  /** The hold's deadline (set at start; not read once the deposit is recorded). */
  holdExpiresAt: Date | null;
  /** A cancellation, beside the status; null for the active registration. */
  cancelledAt: Date | null;
  cancelReason: string | null;
  /** Who cancelled it; null with cancelledAt set: the system (an expired hold). */
  cancelledBy: string | null;
  /** The price locked when it started (docs/product.md#money); null for a row not locked yet (migration 0016). */
  fareCents: number | null;
  paymentPlan: PlanLine[] | null;
  /** The room type chosen for the trip and its supplement, locked when chosen (docs/product.md#rooms). */
  roomType: 'quad' | 'triple' | 'double' | null;
  roomSupplementCents: number;
  /** Registrations of the trip this traveller wishes to share a room with. */
  roomWishes: string[];
  busId: string | null;
  /** Bumped by every room or bus move (ADR 0125). */
  roomingVersion: number;
  /** The party it books with (migration 0027); null when travelling alone. */
  partyId: string | null;
  /** A companion's relationship to the party's lead; null for the lead and for a traveller alone. */
  relationship: Relationship | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A fare's price as locked on a registration. */
export interface LockedPrice {
  fareCents: number;
  paymentPlan: PlanLine[];
}

export interface RegistrationWithUser extends Registration {
  user: { id: string; username: string; fullName: string | null; email: string | null; phone: string | null; managed?: boolean };
}

/** The traveller's part of a row of the admin list (users joined, mapped to camelCase by the model). */
interface UserColumns {
  username: string;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  managedBy?: string | null;
}
type RegistrationUserRow = ModelObject<TripRegistrationModel> & UserColumns;

// The model's properties are the view (the admin steps' `<step>_at/_by` ride along).
const toRegistration = (m: TripRegistrationModel): Registration => plain(m);

/** Where each admin step's time and admin go. */
const STAMPS = {
  deposit_paid: { at: 'depositPaidAt', by: 'depositPaidBy' },
  form_approved: { at: 'formApprovedAt', by: 'formApprovedBy' },
  visa_approved: { at: 'visaApprovedAt', by: 'visaApprovedBy' },
  final_paid: { at: 'finalPaidAt', by: 'finalPaidBy' },
} as const satisfies Record<JourneyStamp, { at: keyof TripRegistrationModel; by: keyof TripRegistrationModel }>;

export type RegistrationSort = 'CREATED_DESC' | 'CREATED_ASC' | 'NAME_ASC' | 'NAME_DESC' | 'STATUS';

export interface RegistrationQuery {
  /** The trip whose registrations are listed. */
  tripId: string;
  /** Part of the traveller's name, username or email (case-insensitive). */
  search?: string;
  status?: RegistrationStatusValue;
  sort: RegistrationSort;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface RegistrationCounts {
  registered: number;
  formsAwaitingReview: number;
  visasAwaitingReview: number;
  completed: number;
}

/** One export row: the registration, its traveller and the stored form (passport still encrypted). */
export interface RegistrationExportRow extends RegistrationWithUser {
  form: StoredTripForm | null;
}

/** A trip_forms row read as one jsonb value: names through the form's model, its times as Dates. */
function storedForm(json: Record<string, unknown> | null): StoredTripForm | null {
  if (!json) return null;
  const { createdAt: _created, submittedAt, updatedAt, ...form } = plain(TripFormModel.fromDatabaseJson(json));
  return { ...form, submittedAt: submittedAt ? new Date(submittedAt) : null, updatedAt: new Date(updatedAt) };
}

// Through the model, so the joined columns come back camelCase too (full_name → fullName).
const withUsers = (k: Knex) =>
  TripRegistrationModel.query(k)
    .alias('r')
    .join('users as u', 'u.id', 'r.user_id')
    .select('r.*', 'u.username', 'u.full_name', 'u.email', 'u.phone', 'u.managed_by')
    .castTo<RegistrationUserRow[]>();
type Query = ReturnType<typeof withUsers>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function applyFilter<Q extends QueryBuilder<TripRegistrationModel, unknown>>(
  q: Q,
  { tripId, search, status }: Pick<RegistrationQuery, 'tripId' | 'search' | 'status'>,
): Q {
  q.where('r.trip_id', tripId);
  if (status) q.where('r.status', status);
  const text = search?.trim();
  // One trigram-indexed text per traveller (name, username, email): see migration 0005.
  if (text) q.whereRaw(`${userSearchText('u')} LIKE ${folded('?')}`, [`%${escapeLike(text)}%`]);
  return q;
}

function applySort(q: Query, sort: RegistrationSort): Query {
  switch (sort) {
    case 'CREATED_ASC':
      return q.orderBy([
        { column: 'r.created_at', order: 'asc' },
        { column: 'r.id', order: 'asc' },
      ]);
    case 'NAME_ASC':
    case 'NAME_DESC': {
      const order = sort === 'NAME_ASC' ? 'asc' : 'desc';
      return q.orderByRaw(`${nameOrder('u.full_name')} ${order}, r.id ${order}`);
    }
    case 'STATUS':
      return q.orderByRaw(`${statusRank('r')} asc, r.created_at desc, r.id desc`);
    default:
      return q.orderBy([
        { column: 'r.created_at', order: 'desc' },
        { column: 'r.id', order: 'desc' },
      ]);
  }
}

function toRegistrationWithUser(row: RegistrationUserRow): RegistrationWithUser {
  const { username, fullName, email, phone, managedBy, ...registration } = row;
  // A managed companion (ADR 0122) has a generated username nobody signs in with: receipts leave it out.
  return {
    ...registration,
    user: { id: row.userId, username, fullName: fullName || null, email: email || null, phone: phone || null, ...(managedBy ? { managed: true } : {}) },
  };
}

// A fixed key for the advisory lock that serialises every change to the seats taken (starts,
// cancellations, expiries, offers and acceptances: docs/decisions/0081), with the trip as the
// second key: each trip's seats are counted and changed under their own lock (ADR 0094).
const SEATS_LOCK = 4_522_001;

/** A hold whose traveller is to be told something (its reminder). */
export interface HoldToRemind {
  registrationId: string;
  userId: string;
  holdExpiresAt: Date;
}

export function createRegistrationRepository(db: Knex) {
  const q = (trx: Knex = db) => TripRegistrationModel.query(trx);
  return {
    /** The traveller's active (not cancelled) registration on this trip: the one every screen means. */
    async findByUser(userId: string, tripId: string, trx: Knex = db): Promise<Registration | undefined> {
      const m = await q(trx).findOne({ user_id: userId, trip_id: tripId }).whereNull('cancelled_at');
      return m && toRegistration(m);
    },
    /** Reads and row-locks a registration for the rest of the transaction. */
    async lockById(id: string, trx: Knex): Promise<Registration | undefined> {
      const m = await q(trx).findById(id).forUpdate();
      return m && toRegistration(m);
    },
    async lockByUser(userId: string, tripId: string, trx: Knex): Promise<Registration | undefined> {
      const m = await q(trx).findOne({ user_id: userId, trip_id: tripId }).whereNull('cancelled_at').forUpdate();
      return m && toRegistration(m);
    },
    /** Serialises every change to this trip's seats taken until the transaction ends, so count-then-change cannot race. */
    async lockSeats(tripId: string, trx: Knex): Promise<void> {
      await trx.raw('select pg_advisory_xact_lock(?, hashtext(?))', [SEATS_LOCK, tripId]);
    },
    /** The trip a registration belongs to (it never changes): read before taking that trip's seats lock. */
    async tripOf(id: string, trx: Knex = db): Promise<string | undefined> {
      const m = await q(trx).findById(id).select('trip_id');
      return m?.tripId;
    },
    /** The trip's rows, cancelled ones included (the admin list's total). */
    async count(tripId: string, trx: Knex = db): Promise<number> {
      return q(trx).where('trip_id', tripId).resultSize();
    },
    /** The trip's registrations holding a seat (not cancelled). */
    async countActive(tripId: string, trx: Knex = db): Promise<number> {
      return q(trx).where('trip_id', tripId).whereNull('cancelled_at').resultSize();
    },
    /** Trips with a running hold (no deposit yet): the worker's seats pass visits each. */
    async tripsWithHolds(trx: Knex = db): Promise<string[]> {
      const rows = await q(trx).distinct('trip_id').whereNull('cancelled_at').where('deposit_paid', false).whereNotNull('hold_expires_at');
      return rows.map((r) => r.tripId);
    },
    async insert(row: { tripId: string; userId: string; fare: Fare; holdExpiresAt: Date | null } & LockedPrice, trx: Tx): Promise<Registration> {
      return toRegistration(await q(trx).insertAndFetch(row));
    },
    /** Cancels a registration (the row stays); `by` null: the system. */
    async cancel(id: string, c: { at: Date; reason: string; by: string | null }, trx: Tx): Promise<Registration> {
      return toRegistration(await q(trx).patchAndFetchById(id, { cancelledAt: c.at, cancelReason: c.reason, cancelledBy: c.by, updatedAt: now() }));
    },
    /** A party's companions still active (the lead's row excluded), locked for the caller's change. */
    async activeCompanions(partyId: string, leadId: string, trx: Tx): Promise<Registration[]> {
      return (await q(trx).where({ party_id: partyId }).whereNot('id', leadId).whereNull('cancelled_at').orderBy('created_at').forUpdate()).map(toRegistration);
    },
    async setHold(id: string, until: Date, trx: Tx): Promise<Registration> {
      return toRegistration(await q(trx).patchAndFetchById(id, { holdExpiresAt: until, updatedAt: now() }));
    },
    /** The trip's holds past their deadline with no deposit, locked; rows another worker holds are skipped. */
    async holdsDue(tripId: string, at: Date, limit: number, trx: Tx): Promise<Registration[]> {
      const rows = await q(trx)
        .where('trip_id', tripId)
        .whereNull('cancelled_at')
        .where('deposit_paid', false)
        .where('hold_expires_at', '<=', at)
        .orderBy('hold_expires_at')
        .limit(limit)
        .forUpdate()
        .skipLocked();
      return rows.map(toRegistration);
    },
    /** Holds with a day or less to run and no deposit (their reminder, sent once by its key). */
    async holdsEndingBy(at: Date, until: Date): Promise<HoldToRemind[]> {
      const rows = await q()
        .whereNull('cancelled_at')
        .where('deposit_paid', false)
        .where('hold_expires_at', '>', at)
        .where('hold_expires_at', '<=', until)
        .select('id', 'user_id', 'hold_expires_at');
      return rows.map((r) => ({ registrationId: r.id, userId: r.userId, holdExpiresAt: r.holdExpiresAt! }));
    },
    /** The traveller's latest cancelled registration on this trip, if any (the dashboard's line about it). */
    async lastCancelledOf(userId: string, tripId: string): Promise<Registration | undefined> {
      const m = await q().where({ user_id: userId, trip_id: tripId }).whereNotNull('cancelled_at').orderBy('cancelled_at', 'desc').first();
      return m && toRegistration(m);
    },
    /** An admin's fare change: the new fare with its price locked. */
    async setFare(id: string, fare: Fare, price: LockedPrice, trx: Tx): Promise<Registration> {
      return toRegistration(await q(trx).patchAndFetchById(id, { fare, ...price, updatedAt: now() }));
    },
    /** The locked fare amount (null: not locked yet) and room supplement of each of these registrations, in one query. */
    async lockedFares(ids: readonly string[]): Promise<Map<string, { fareCents: number | null; supplementCents: number }>> {
      if (!ids.length) return new Map();
      const rows = await q().select('id', 'fare_cents', 'room_supplement_cents').whereIn('id', ids);
      return new Map(rows.map((r) => [r.id, { fareCents: r.fareCents, supplementCents: r.roomSupplementCents }]));
    },
    /** Locks the price of every registration that has none (rows from before migration 0016); answers how many. */
    async lockUnlockedPrices(priceOf: (fare: Fare) => LockedPrice, trx: Tx): Promise<number> {
      let locked = 0;
      for (const fare of ['barakah', 'nonBarakah'] as const) {
        locked += await q(trx).patch(priceOf(fare)).where({ fare }).whereNull('fare_cents');
      }
      return locked;
    },
    /** Saves what the journey machine changed, stamping the admin step with its time and admin. */
    async applyChange(id: string, change: JourneyChange, actorId: string | null, trx: Tx): Promise<Registration> {
      // The machine's patch names the model's properties (JourneyState), so it goes in as is.
      const patch: PartialModelObject<TripRegistrationModel> = { ...change.patch, updatedAt: now() };
      if (change.stamp) {
        const { at, by } = STAMPS[change.stamp];
        patch[at] = now();
        patch[by] = actorId;
      }
      return toRegistration(await q(trx).patchAndFetchById(id, patch));
    },
    /**
     * The traveller's registrations on other trips than this one, newest trip first (their "Past
     * trips"): the active one of each trip, else its latest cancelled one.
     */
    async pastOf(userId: string, currentTripId: string): Promise<Registration[]> {
      const rows = await q()
        .alias('r')
        .join('trips as t', 't.id', 'r.trip_id')
        .select('r.*')
        .distinctOn(['t.starts_on', 'r.trip_id'])
        .where('r.user_id', userId)
        .whereNot('r.trip_id', currentTripId)
        .whereNot('t.status', 'draft')
        .orderBy([
          { column: 't.starts_on', order: 'desc' },
          { column: 'r.trip_id', order: 'desc' },
        ])
        .orderByRaw('(r.cancelled_at is null) desc, r.created_at desc');
      return rows.map(toRegistration);
    },
    /** The trip's active registrations with their travellers, newest first (one query): the spec's list. */
    async listWithUsers(tripId: string): Promise<RegistrationWithUser[]> {
      const rows = await withUsers(db).where('r.trip_id', tripId).whereNull('r.cancelled_at').orderBy('r.created_at', 'desc');
      return rows.map(toRegistrationWithUser);
    },
    async findWithUser(id: string, trx: Knex = db): Promise<RegistrationWithUser | undefined> {
      const [row] = await withUsers(trx).where('r.id', id);
      return row && toRegistrationWithUser(row);
    },
    /**
     * One page of the admin list and the number of registrations that match. Unfiltered, the page
     * walks an index and the total is a plain count; filtered, one pass answers both (a window count).
     */
    async search(query: RegistrationQuery): Promise<{ items: RegistrationWithUser[]; total: number }> {
      const page = () =>
        applySort(applyFilter(withUsers(db), query), query.sort)
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize);
      const countMatching = () => applyFilter(q().alias('r').join('users as u', 'u.id', 'r.user_id'), query).resultSize();
      if (!query.search?.trim() && !query.status) {
        const [rows, total] = await Promise.all([page(), this.count(query.tripId)]);
        return { items: rows.map(toRegistrationWithUser), total };
      }
      const rows = await page().select(raw('count(*) over () as total_matching')).castTo<(RegistrationUserRow & { totalMatching: number })[]>();
      // Past the last page the window has no row to tell the total: count alone.
      const total = rows.length ? rows[0]!.totalMatching : await countMatching();
      return { items: rows.map(({ totalMatching: _total, ...row }) => toRegistrationWithUser(row)), total };
    },
    /** The summary counts of the trip's admin list, in one pass. */
    async counts(tripId: string): Promise<RegistrationCounts> {
      // An aggregate, not rows: one row of counts, its snake_case aliases mapped by the model.
      const row = await q()
        .select(
          raw('count(*)::int as registered'),
          raw(`count(*) filter (where ${formAwaitingReview})::int as forms_awaiting_review`),
          raw(`count(*) filter (where ${visaAwaitingReview})::int as visas_awaiting_review`),
          raw(`count(*) filter (where ${statusIs('COMPLETED')})::int as completed`),
        )
        .where('trip_id', tripId)
        .whereNull('cancelled_at')
        .first()
        .castTo<RegistrationCounts | undefined>();
      const { registered = 0, formsAwaitingReview = 0, visasAwaitingReview = 0, completed = 0 } = row ?? {};
      return { registered, formsAwaitingReview, visasAwaitingReview, completed };
    },
    /**
     * Every registration with its traveller and form, oldest first, in batches (keyset paging),
     * so an export of any size holds one batch in memory at a time.
     */
    async *exportRows(tripId: string, batchSize = 500): AsyncGenerator<RegistrationExportRow[]> {
      // The cursor keeps created_at as Postgres's text: a JS Date would drop the microseconds.
      let after: { createdAt: string; id: string } | null = null;
      for (;;) {
        // The form comes as one jsonb value (its own columns beside the registration's), then
        // through its model like any other read.
        const batch = withUsers(db)
          .leftJoin('trip_forms as f', 'f.registration_id', 'r.id')
          .where('r.trip_id', tripId)
          .whereNull('r.cancelled_at')
          .select(raw('to_jsonb(f.*) as form'), raw('r.created_at::text as cursor_at'))
          .orderBy([
            { column: 'r.created_at', order: 'asc' },
            { column: 'r.id', order: 'asc' },
          ])
          .limit(batchSize);
        if (after) batch.whereRaw('(r.created_at, r.id) > (?::timestamptz, ?::uuid)', [after.createdAt, after.id]);
        const rows = await batch.castTo<(RegistrationUserRow & { form: Record<string, unknown> | null; cursorAt: string })[]>();
        if (!rows.length) return;
        yield rows.map(({ form, cursorAt: _cursor, ...row }) => ({ ...toRegistrationWithUser(row), form: storedForm(form) }));
        if (rows.length < batchSize) return;
        const last = rows[rows.length - 1]!;
        after = { createdAt: last.cursorAt, id: last.id };
      }
    },
  };
}
export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;

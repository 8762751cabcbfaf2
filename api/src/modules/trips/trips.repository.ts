// The only code that touches trips.
import type { TripFacts, TripFactsInput, TripStatus } from '@umrah/graphql';
import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { raw } from 'objection';
import { plain } from '../../lib/model.js';
import { TripModel } from './trip.model.js';

export type TripRow = ModelObject<TripModel>;

/** The row as the rules and pages read it. */
export function factsOf(row: TripRow): TripFacts {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    status: row.status,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    departureCity: row.departureCity,
    groupSize: row.groupSize,
    holdHours: row.holdHours,
    offerHours: row.offerHours,
    fares: { barakah: row.barakahCents, nonBarakah: row.nonBarakahCents },
    paymentSchedule: row.paymentSchedule,
    refundPolicy: row.refundPolicy,
    under18ReferenceDate: row.under18ReferenceDate,
    passportValidAfter: row.passportValidAfter,
    retentionDays: row.retentionDays,
  };
}

/** The editable facts as the row stores them. */
function columnsOf(f: TripFactsInput) {
  return {
    slug: f.slug,
    name: f.name,
    startsOn: f.startsOn,
    endsOn: f.endsOn,
    departureCity: f.departureCity,
    groupSize: f.groupSize,
    holdHours: f.holdHours,
    offerHours: f.offerHours,
    barakahCents: f.fares.barakah,
    nonBarakahCents: f.fares.nonBarakah,
    // jsonb: Objection would take an array for a relation's rows; stringified, PostgreSQL parses it.
    paymentSchedule: JSON.stringify(f.paymentSchedule) as unknown as TripRow['paymentSchedule'],
    refundPolicy: JSON.stringify(f.refundPolicy) as unknown as TripRow['refundPolicy'],
    under18ReferenceDate: f.under18ReferenceDate,
    passportValidAfter: f.passportValidAfter,
    retentionDays: f.retentionDays,
  };
}

export function createTripsRepository(db: Knex) {
  const q = (trx: Knex = db) => TripModel.query(trx);
  return {
    async byId(id: string, trx: Knex = db): Promise<TripRow | undefined> {
      const m = await q(trx).findById(id);
      return m && plain(m);
    },
    async bySlug(slug: string, trx: Knex = db): Promise<TripRow | undefined> {
      const m = await q(trx).findOne({ slug });
      return m && plain(m);
    },
    /**
     * The current trip: the open one; when none is open, the latest by departure that has not been
     * archived (a closed or travelling trip keeps its travellers' portal); else the latest of all.
     */
    async current(trx: Knex = db): Promise<TripRow | undefined> {
      const m = await q(trx)
        .orderByRaw(`(status = 'open') desc, (status in ('closed', 'travelling', 'returned')) desc, starts_on desc, created_at desc`)
        .whereNot('status', 'draft')
        .first();
      return m && plain(m);
    },
    async byIds(ids: readonly string[], trx: Knex = db): Promise<TripRow[]> {
      if (!ids.length) return [];
      return (await q(trx).whereIn('id', ids)).map(plain);
    },
    /** Every trip with how many registrations it holds (cancelled ones included), the latest departure first. */
    async listWithCounts(trx: Knex = db): Promise<(TripRow & { registrationCount: number })[]> {
      const rows = await q(trx)
        .select('trips.*', TripModel.raw('(select count(*) from trip_registrations r where r.trip_id = trips.id) as registration_count'))
        .orderBy('starts_on', 'desc')
        .orderBy('created_at', 'desc');
      return rows.map((m) => ({ ...plain(m), registrationCount: Number((m as unknown as { registrationCount: string }).registrationCount) }));
    },
    /** The open trip, read under a lock so two openings cannot both see none (the unique index is the backstop). */
    async openOne(trx: Knex): Promise<TripRow | undefined> {
      const m = await q(trx).where('status', 'open').forUpdate().first();
      return m && plain(m);
    },
    async lock(id: string, trx: Knex): Promise<TripRow | undefined> {
      const m = await q(trx).findById(id).forUpdate();
      return m && plain(m);
    },
    /** A draft trip; a copy keeps its source's readiness rules as the organisers last edited them. */
    async insert(facts: TripFactsInput, copiedFrom: string | null, trx: Knex): Promise<TripRow> {
      const rules = copiedFrom ? { readinessRules: raw('(SELECT readiness_rules FROM trips WHERE id = ?)', [copiedFrom]) } : {};
      return plain(await q(trx).insertAndFetch({ ...columnsOf(facts), status: 'draft', copiedFrom, ...rules } as Partial<TripModel>));
    },
    async update(id: string, facts: TripFactsInput, trx: Knex): Promise<TripRow> {
      return plain(await q(trx).patchAndFetchById(id, { ...columnsOf(facts), updatedAt: new Date() }));
    },
    async setStatus(id: string, status: TripStatus, trx: Knex): Promise<TripRow> {
      const opening = status === 'open' ? { openedAt: raw('coalesce(opened_at, now())') as unknown as Date } : {};
      return plain(await q(trx).patchAndFetchById(id, { status, ...opening, updatedAt: new Date() }));
    },
    /** Registrations holding a seat on the trip (not cancelled). */
    async activeRegistrations(id: string, trx: Knex = db): Promise<number> {
      const rows = await trx('trip_registrations').where({ trip_id: id }).whereNull('cancelled_at').count({ n: '*' });
      return Number(rows[0]?.n ?? 0);
    },
    /** Every trip, the latest departure first. */
    async list(trx: Knex = db): Promise<TripRow[]> {
      return (await q(trx).orderBy('starts_on', 'desc').orderBy('created_at', 'desc')).map(plain);
    },
  };
}
export type TripsRepository = ReturnType<typeof createTripsRepository>;

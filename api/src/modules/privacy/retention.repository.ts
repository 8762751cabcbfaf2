// The retention purge's reads and writes (ADR 0100): a trip's personal data, counted, marked and
// erased in batches. The only code that erases rows of trip_documents and travel_details and fields of
// trip_forms by trip.
import type { Knex } from 'knex';
import { raw } from 'objection';
import { PURGEABLE_STATUSES } from '@umrah/graphql';
import { TripDocumentModel } from '../documents/document.model.js';
import { TripFormModel } from '../trip-form/trip-form.model.js';
import { TripModel } from '../trips/trip.model.js';
import { TravelDetailsModel } from '../readiness/travel-details.model.js';
import { now } from '../../lib/model.js';

export interface PurgeCounts {
  passports: number;
  documents: number;
  forms: number;
}

export interface PurgeTrip {
  id: string;
  name: string;
  status: TripModel['status'];
  endsOn: string;
  retentionDays: number;
  purgeStartedAt: Date | null;
  purgedAt: Date | null;
}

// What a purge erases from a form: the passport number, the emergency contact (the form has no
// medical fields; docs/product.md#privacy).
const ERASED = {
  passportNumberEncrypted: null,
  emergencyContactName: null,
  emergencyContactEmail: null,
  emergencyContactRelationship: null,
};
const hasPersonal = (qb: Knex.QueryBuilder) =>
  qb
    .whereNotNull('passport_number_encrypted')
    .orWhereNotNull('emergency_contact_name')
    .orWhereNotNull('emergency_contact_email')
    .orWhereNotNull('emergency_contact_relationship');

const columns = ['id', 'name', 'status', 'ends_on', 'retention_days', 'purge_started_at', 'purged_at'];

export function createRetentionRepository(db: Knex) {
  return {
    async trips(): Promise<PurgeTrip[]> {
      return TripModel.query(db).select(columns).orderBy('starts_on', 'desc').castTo<PurgeTrip[]>();
    },
    async trip(id: string, trx: Knex = db): Promise<PurgeTrip | undefined> {
      return TripModel.query(trx).select(columns).findById(id).castTo<PurgeTrip | undefined>();
    },
    /** What is left to purge of each trip (one statement for the panel). */
    async counts(tripIds: string[]): Promise<Map<string, PurgeCounts>> {
      const out = new Map<string, PurgeCounts>(tripIds.map((id) => [id, { passports: 0, documents: 0, forms: 0 }]));
      if (!tripIds.length) return out;
      const forms = await TripFormModel.query(db)
        .whereIn('trip_id', tripIds)
        .where(hasPersonal)
        .groupBy('trip_id')
        .select('trip_id', raw('count(*)::int as forms'), raw('count(passport_number_encrypted)::int as passports'))
        .castTo<{ tripId: string; forms: number; passports: number }[]>();
      const docs = await TripDocumentModel.query(db)
        .whereIn('trip_id', tripIds)
        .groupBy('trip_id')
        .select('trip_id', raw('count(*)::int as documents'))
        .castTo<{ tripId: string; documents: number }[]>();
      for (const f of forms) Object.assign(out.get(f.tripId)!, { forms: f.forms, passports: f.passports });
      for (const d of docs) out.get(d.tripId)!.documents = d.documents;
      return out;
    },
    /** Returned or archived trips not purged yet whose return date plus retention period is on or before `today`. */
    async dueIds(today: string): Promise<string[]> {
      const rows = await TripModel.query(db)
        .whereIn('status', PURGEABLE_STATUSES)
        .whereNull('purged_at')
        .whereRaw('ends_on + retention_days <= ?::date', [today])
        .select('id');
      return rows.map((r) => r.id);
    },
    /** Marks the purge as started (once); refuses a trip that has not come back or is done. */
    async mark(id: string, at: Date): Promise<PurgeTrip | undefined> {
      const [row] = await db('trips')
        .where({ id })
        .whereIn('status', PURGEABLE_STATUSES)
        .whereNull('purged_at')
        .update({ purge_started_at: db.raw('coalesce(purge_started_at, ?)', [at]), updated_at: at })
        .returning('id');
      return row ? this.trip(id) : undefined;
    },
    /** The next documents of a trip to delete (their rows go once their objects are gone). */
    async documentBatch(tripId: string, size: number): Promise<{ id: string; objectKey: string }[]> {
      return TripDocumentModel.query(db).where({ trip_id: tripId }).orderBy('id').limit(size).select('id', 'object_key');
    },
    /** Deletes the rows of documents whose objects are gone; the trip is checked again here. */
    async deleteDocuments(tripId: string, ids: string[]): Promise<number> {
      if (!ids.length) return 0;
      return TripDocumentModel.query(db).where({ trip_id: tripId }).whereIn('id', ids).delete();
    },
    /** Erases the personal fields of the trip's forms, then marks the trip purged; answers the forms erased and their passports. */
    async finish(tripId: string, at: Date, trx: Knex): Promise<{ forms: number; passports: number }> {
      const counted = await TripFormModel.query(trx)
        .where({ trip_id: tripId })
        .where(hasPersonal)
        .select(raw('count(*)::int as forms'), raw('count(passport_number_encrypted)::int as passports'))
        .first()
        .castTo<{ forms: number; passports: number }>();
      await TripFormModel.query(trx)
        .where({ trip_id: tripId })
        .where(hasPersonal)
        .patch({ ...ERASED, updatedAt: now() });
      // Visa details, the vaccine and the encrypted care needs go whole (ADR 0120).
      await TravelDetailsModel.query(trx).where({ trip_id: tripId }).delete();
      await TripModel.query(trx).findById(tripId).patch({ purgedAt: at, updatedAt: at });
      return { forms: counted?.forms ?? 0, passports: counted?.passports ?? 0 };
    },
    /** The purged trips a traveller had a registration on, and when they were purged. */
    async purgedFor(userId: string): Promise<{ tripId: string; tripName: string; purgedAt: Date }[]> {
      return TripModel.query(db)
        .alias('t')
        .whereNotNull('t.purged_at')
        .whereExists(db('trip_registrations as r').whereRaw('r.trip_id = t.id').where('r.user_id', userId))
        .orderBy('t.purged_at', 'desc')
        .select('t.id as trip_id', 't.name as trip_name', 't.purged_at')
        .castTo<{ tripId: string; tripName: string; purgedAt: Date }[]>();
    },
  };
}
export type RetentionRepository = ReturnType<typeof createRetentionRepository>;

// The only code that touches headcount_checks and headcount_marks, and the roster the road reads
// (active travellers of a trip, with what a leader needs to find and reach them).
import type { Knex } from 'knex';
import type { HeadcountMark } from '@umrah/graphql';
import { plain } from '../../lib/model.js';
import { TripRegistrationModel } from '../registration/registration.model.js';
import { UserModel } from '../users/user.model.js';
import { HeadcountCheckModel } from './headcount.model.js';
import { HeadcountMarkModel } from './headcount-mark.model.js';

export type StoredCheck = HeadcountCheckModel & { startedByName: string | null };

/** One traveller on the road: who they are and how to reach them and their family. */
export interface RoadTraveller {
  registrationId: string;
  fullName: string;
  fullNameAsPerPassport: string | null;
  phone: string | null;
  emergencyContactName: string | null;
  emergencyContactEmail: string | null;
  emergencyContactRelationship: string | null;
  /** The newest photo document's storage key, if any. */
  photoKey: string | null;
}

const toMark = (m: HeadcountMarkModel): HeadcountMark => ({
  markId: m.markId,
  checkId: m.checkId,
  registrationId: m.registrationId,
  state: m.present ? 'present' : 'absent',
  markedAt: new Date(m.markedAt).toISOString(),
  deviceId: m.deviceId,
});

/** What the pilgrim's card reads of the traveller's newest registration still standing. */
export interface CardSource {
  registrationId: string;
  fullName: string;
  tripId: string;
  tripName: string;
  tripSlug: string;
  tripStatus: string;
  photoKey: string | null;
}

export function createRoadRepository(db: Knex) {
  const checks = (k: Knex) =>
    HeadcountCheckModel.query(k).alias('c').leftJoin('users as u', 'u.id', 'c.started_by').select('c.*', 'u.full_name as started_by_name');

  return {
    /** Every active traveller of a trip, by name. */
    async roster(tripId: string, trx: Knex = db): Promise<RoadTraveller[]> {
      return TripRegistrationModel.query(trx)
        .alias('r')
        .join('users as u', 'u.id', 'r.user_id')
        .leftJoin('trip_forms as f', 'f.registration_id', 'r.id')
        .where('r.trip_id', tripId)
        .whereNull('r.cancelled_at')
        .select(
          'r.id as registration_id',
          'u.full_name',
          'f.full_name_as_per_passport',
          db.raw('coalesce(f.mobile_phone, u.phone) as phone'),
          'f.emergency_contact_name',
          'f.emergency_contact_email',
          'f.emergency_contact_relationship',
          db.raw(
            `(select d.object_key from trip_documents d where d.registration_id = r.id and d.type = 'photo' order by d.uploaded_at desc limit 1) as photo_key`,
          ),
        )
        .orderBy([{ column: 'u.full_name' }, { column: 'r.id' }])
        .castTo<RoadTraveller[]>();
    },
    async cardSource(userId: string, trx: Knex = db): Promise<CardSource | undefined> {
      return TripRegistrationModel.query(trx)
        .alias('r')
        .join('users as u', 'u.id', 'r.user_id')
        .join('trips as t', 't.id', 'r.trip_id')
        .where('r.user_id', userId)
        .whereNull('r.cancelled_at')
        .select(
          'r.id as registration_id',
          'u.full_name',
          't.id as trip_id',
          't.name as trip_name',
          't.slug as trip_slug',
          't.status as trip_status',
          db.raw(
            `(select d.object_key from trip_documents d where d.registration_id = r.id and d.type = 'photo' order by d.uploaded_at desc limit 1) as photo_key`,
          ),
        )
        .orderBy([{ column: 't.starts_on', order: 'desc' }])
        .first()
        .castTo<CardSource | undefined>();
    },
    /** Whom a traveller calls on the road: the tour leaders and the owners, with their phones. */
    async teamPhones(trx: Knex = db): Promise<{ fullName: string; phone: string; staffRole: string }[]> {
      return UserModel.query(trx)
        .where('role', 'admin')
        .whereIn('staff_role', ['leader', 'owner'])
        .select('full_name', 'phone', 'staff_role')
        .orderBy([{ column: 'staff_role' }, { column: 'full_name' }])
        .castTo<{ fullName: string; phone: string; staffRole: string }[]>();
    },
    /** A new check; with the phone's id, null when a check with that id already exists (nothing written). */
    async createCheck(
      values: { id?: string; tripId: string; label: string; groupLabel: string | null; busId: string | null; startedBy: string },
      trx: Knex,
    ): Promise<string | null> {
      const rows: { id: string }[] = await trx(HeadcountCheckModel.tableName)
        .insert({
          ...(values.id ? { id: values.id } : {}),
          trip_id: values.tripId,
          label: values.label,
          group_label: values.groupLabel,
          bus_id: values.busId,
          started_by: values.startedBy,
        })
        .onConflict('id')
        .ignore()
        .returning('id');
      return rows[0]?.id ?? null;
    },
    async findCheck(id: string, trx: Knex = db): Promise<StoredCheck | undefined> {
      const row = await checks(trx).where('c.id', id).first().castTo<StoredCheck | undefined>();
      return row && (plain(row) as StoredCheck);
    },
    /** The check, locked for the rest of the transaction (closing waits for a sync in progress). */
    async lockCheck(id: string, trx: Knex): Promise<HeadcountCheckModel | undefined> {
      return HeadcountCheckModel.query(trx).findById(id).forUpdate();
    },
    async closeCheck(id: string, closedBy: string, trx: Knex): Promise<void> {
      await HeadcountCheckModel.query(trx)
        .findById(id)
        .patch({ closedBy, closedAt: db.raw('now()') as unknown as Date });
    },
    /** A trip's checks, newest first. */
    async checksOf(tripId: string, trx: Knex = db): Promise<StoredCheck[]> {
      const rows = await checks(trx)
        .where('c.trip_id', tripId)
        .orderBy([
          { column: 'c.started_at', order: 'desc' },
          { column: 'c.id', order: 'desc' },
        ])
        .castTo<StoredCheck[]>();
      return rows.map((r) => plain(r) as StoredCheck);
    },
    /** Stores the marks not already stored (by mark id); returns the ids stored now. */
    async addMarks(marks: HeadcountMark[], markedBy: string, trx: Knex): Promise<Set<string>> {
      if (marks.length === 0) return new Set();
      // Through knex: Objection's insert answers the models it was given, the ignored ones too,
      // and the sync must say which marks were stored now.
      const rows: { mark_id: string }[] = await trx(HeadcountMarkModel.tableName)
        .insert(
          marks.map((m) => ({
            mark_id: m.markId,
            check_id: m.checkId,
            registration_id: m.registrationId,
            present: m.state === 'present',
            marked_at: new Date(m.markedAt),
            device_id: m.deviceId,
            marked_by: markedBy,
          })),
        )
        .onConflict('mark_id')
        .ignore()
        .returning('mark_id');
      return new Set(rows.map((r) => r.mark_id));
    },
    async marksOf(checkIds: string[], trx: Knex = db): Promise<HeadcountMark[]> {
      if (checkIds.length === 0) return [];
      const rows = await HeadcountMarkModel.query(trx).whereIn('check_id', checkIds);
      return rows.map(toMark);
    },
  };
}
export type RoadRepository = ReturnType<typeof createRoadRepository>;

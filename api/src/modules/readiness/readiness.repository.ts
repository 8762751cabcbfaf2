// The reads the readiness rules need, one statement per trip (the board) or per registration, and
// the only code that writes travel_details. Values arrive validated and the care needs encrypted.
import type { Knex } from 'knex';
import { raw, type ModelObject } from 'objection';
import { now, plain } from '../../lib/model.js';
import { TripRegistrationModel } from '../registration/registration.model.js';
import { TripModel } from '../trips/trip.model.js';
import { TravelDetailsModel } from './travel-details.model.js';

export type StoredTravelDetails = Omit<ModelObject<TravelDetailsModel>, 'tripId'>;
export type TravelDetailsColumns = Omit<StoredTravelDetails, 'registrationId' | 'updatedAt'>;

/** One traveller as the rules read them: the form's facts, the details, and which documents are there. */
export interface ReadinessSource {
  registrationId: string;
  userId: string;
  fullName: string;
  fullNameAsPerPassport: string | null;
  dateOfBirth: string | null;
  passportExpirationDate: string | null;
  emergencyContactName: string | null;
  emergencyContactEmail: string | null;
  details: StoredTravelDetails | null;
  vaccinationUploaded: boolean;
  consentUploaded: boolean;
  /** The name of the staff member who confirmed the visa details (null: not confirmed). */
  visaConfirmedByName: string | null;
}

/** One traveller on the ground handler's roster, as read (passport number still encrypted). */
export interface GroundRow {
  registrationId: string;
  fullNameAsPerPassport: string | null;
  passportSurname: string | null;
  passportGivenNames: string | null;
  dateOfBirth: string | null;
  gender: string | null;
  passportIssuanceCountry: string | null;
  passportNumberEncrypted: string | null;
  passportExpirationDate: string | null;
  visaNumber: string | null;
  offLegs: string[];
}

/** One traveller on the leader's emergency sheet, as read (care needs still encrypted). */
export interface EmergencyRow {
  registrationId: string;
  fullName: string;
  phone: string;
  fullNameAsPerPassport: string | null;
  passportSurname: string | null;
  passportGivenNames: string | null;
  mobilePhone: string | null;
  emergencyContactName: string | null;
  emergencyContactEmail: string | null;
  emergencyContactRelationship: string | null;
  careEncrypted: string | null;
  photoKey: string | null;
  photoType: 'image/jpeg' | 'image/png' | null;
}

interface Row extends Omit<ReadinessSource, 'details'> {
  details: Record<string, unknown> | null;
}

const hasDocument = (type: string) =>
  raw(`exists (select 1 from trip_documents x where x.trip_id = r.trip_id and x.registration_id = r.id and x.type = ?)`, [type]);

function toSource({ details, ...row }: Row): ReadinessSource {
  if (!details) return { ...row, details: null };
  const { tripId: _trip, updatedAt, visaConfirmedAt, ...d } = { ...TravelDetailsModel.fromDatabaseJson(details) } as ModelObject<TravelDetailsModel>;
  return { ...row, details: { ...d, updatedAt: new Date(updatedAt), visaConfirmedAt: visaConfirmedAt ? new Date(visaConfirmedAt) : null } };
}

export function createReadinessRepository(db: Knex) {
  /** Registrations with what the rules read (the details as one jsonb value, through their model). */
  const sources = (k: Knex) =>
    TripRegistrationModel.query(k)
      .alias('r')
      .join('users as u', 'u.id', 'r.user_id')
      .leftJoin('trip_forms as f', 'f.registration_id', 'r.id')
      .leftJoin('travel_details as d', 'd.registration_id', 'r.id')
      .select(
        'r.id as registration_id',
        'r.user_id',
        'u.full_name',
        'f.full_name_as_per_passport',
        'f.date_of_birth',
        'f.passport_expiration_date',
        'f.emergency_contact_name',
        'f.emergency_contact_email',
        raw('to_jsonb(d.*) as details'),
        hasDocument('vaccination').as('vaccination_uploaded'),
        hasDocument('consent').as('consent_uploaded'),
        raw('(select c.full_name from users c where c.id = d.visa_confirmed_by) as visa_confirmed_by_name'),
      );

  return {
    /** The trip's rules as stored (trips.readiness_rules). */
    async rulesOf(tripId: string, trx: Knex = db): Promise<unknown> {
      const row = await TripModel.query(trx).select('readiness_rules').findById(tripId).castTo<{ readinessRules: unknown } | undefined>();
      return row?.readinessRules;
    },
    /** The trip's rules as stored, its row locked for an edit (undefined: no such trip). */
    async lockRules(tripId: string, trx: Knex): Promise<{ readinessRules: unknown } | undefined> {
      return TripModel.query(trx).select('readiness_rules').findById(tripId).forUpdate().castTo<{ readinessRules: unknown } | undefined>();
    },
    /** Replaces the trip's rules (validated by the service). */
    async saveRules(tripId: string, rules: object, trx: Knex): Promise<void> {
      await TripModel.query(trx)
        .findById(tripId)
        .patch({ readinessRules: JSON.stringify(rules), updatedAt: now() });
    },
    /** Every active traveller of a trip, by name. */
    async ofTrip(tripId: string, trx: Knex = db): Promise<ReadinessSource[]> {
      const rows = await sources(trx)
        .where('r.trip_id', tripId)
        .whereNull('r.cancelled_at')
        .orderBy([{ column: 'u.full_name' }, { column: 'r.id' }])
        .castTo<Row[]>();
      return rows.map(toSource);
    },
    /** One registration, cancelled or not (its review page still shows it). */
    async ofRegistration(registrationId: string, trx: Knex = db): Promise<ReadinessSource | undefined> {
      const [row] = await sources(trx).where('r.id', registrationId).castTo<Row[]>();
      return row && toSource(row);
    },
    /**
     * The leader's emergency sheet (ADR 0120): every active traveller of a trip with the form's
     * names, phone and emergency contact, the care needs (encrypted) and their newest photo, in
     * one statement, so the sheet is a consistent snapshot.
     */
    async emergencyRows(tripId: string, trx: Knex = db): Promise<EmergencyRow[]> {
      const rows = await TripRegistrationModel.query(trx)
        .alias('r')
        .join('users as u', 'u.id', 'r.user_id')
        .leftJoin('trip_forms as f', 'f.registration_id', 'r.id')
        .leftJoin('travel_details as d', 'd.registration_id', 'r.id')
        .where('r.trip_id', tripId)
        .whereNull('r.cancelled_at')
        .select(
          'r.id as registration_id',
          'u.full_name',
          'u.phone',
          'f.full_name_as_per_passport',
          'f.passport_surname',
          'f.passport_given_names',
          'f.mobile_phone',
          'f.emergency_contact_name',
          'f.emergency_contact_email',
          'f.emergency_contact_relationship',
          'd.care_encrypted',
          raw(
            `(select x.object_key from trip_documents x where x.trip_id = r.trip_id and x.registration_id = r.id and x.type = 'photo'
              and x.content_type in ('image/jpeg', 'image/png') order by x.uploaded_at desc limit 1) as photo_key`,
          ),
          raw(
            `(select x.content_type from trip_documents x where x.trip_id = r.trip_id and x.registration_id = r.id and x.type = 'photo'
              and x.content_type in ('image/jpeg', 'image/png') order by x.uploaded_at desc limit 1) as photo_type`,
          ),
        )
        .orderBy([{ column: 'u.full_name' }, { column: 'r.id' }])
        .castTo<EmergencyRow[]>();
      return rows.map((r) => ({ ...r }));
    },
    /**
     * The ground handler's roster: every active traveller with a form, their passport (number still
     * encrypted), visa number and the legs they are left off, in one statement (a snapshot).
     */
    async groundRows(tripId: string, trx: Knex = db): Promise<GroundRow[]> {
      const rows = await TripRegistrationModel.query(trx)
        .alias('r')
        .join('users as u', 'u.id', 'r.user_id')
        .join('trip_forms as f', 'f.registration_id', 'r.id')
        .leftJoin('travel_details as d', 'd.registration_id', 'r.id')
        .where('r.trip_id', tripId)
        .whereNull('r.cancelled_at')
        .select(
          'r.id as registration_id',
          'f.full_name_as_per_passport',
          'f.passport_surname',
          'f.passport_given_names',
          'f.date_of_birth',
          'f.gender',
          'f.passport_issuance_country',
          'f.passport_number_encrypted',
          'f.passport_expiration_date',
          'd.visa_number',
          raw(`coalesce((select array_agg(x.leg_id::text) from flight_leg_exclusions x where x.registration_id = r.id), '{}') as off_legs`),
        )
        .orderBy([{ column: 'r.created_at' }, { column: 'r.id' }])
        .castTo<GroundRow[]>();
      return rows.map((r) => ({ ...r }));
    },
    /** The reviewer approving the visa confirms the visa details given (none given: nothing to confirm). */
    async confirmVisa(registrationId: string, staffId: string, trx: Knex): Promise<boolean> {
      const n = await TravelDetailsModel.query(trx)
        .where('registration_id', registrationId)
        .whereNotNull('visa_number')
        .patch({ visaConfirmedBy: staffId, visaConfirmedAt: now() });
      return n > 0;
    },
    /** What is stored now (a save compares the visa with it). */
    async stored(registrationId: string, trx: Knex): Promise<StoredTravelDetails | undefined> {
      const m = await TravelDetailsModel.query(trx).findById(registrationId);
      if (!m) return undefined;
      const { tripId: _trip, ...d } = plain(m);
      return d;
    },
    async save(registrationId: string, values: TravelDetailsColumns, trx: Knex): Promise<void> {
      await TravelDetailsModel.query(trx)
        .insert({ ...values, registrationId, updatedAt: now() })
        .onConflict('registration_id')
        .merge();
    },
  };
}
export type ReadinessRepository = ReturnType<typeof createReadinessRepository>;

// The reads the readiness rules need, one statement per trip (the board) or per registration, and
// the only code that writes travel_details. Values arrive validated and the care needs encrypted.
import type { Knex } from 'knex';
import { raw, type ModelObject } from 'objection';
import { now } from '../../lib/model.js';
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
}

interface Row extends Omit<ReadinessSource, 'details'> {
  details: Record<string, unknown> | null;
}

const hasDocument = (type: string) =>
  raw(`exists (select 1 from trip_documents x where x.trip_id = r.trip_id and x.registration_id = r.id and x.type = ?)`, [type]);

function toSource({ details, ...row }: Row): ReadinessSource {
  if (!details) return { ...row, details: null };
  const { tripId: _trip, updatedAt, ...d } = { ...TravelDetailsModel.fromDatabaseJson(details) } as ModelObject<TravelDetailsModel>;
  return { ...row, details: { ...d, updatedAt: new Date(updatedAt) } };
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
      );

  return {
    /** The trip's rules as stored (trips.readiness_rules). */
    async rulesOf(tripId: string, trx: Knex = db): Promise<unknown> {
      const row = await TripModel.query(trx).select('readiness_rules').findById(tripId).castTo<{ readinessRules: unknown } | undefined>();
      return row?.readinessRules;
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
    async save(registrationId: string, values: TravelDetailsColumns, trx: Knex): Promise<void> {
      await TravelDetailsModel.query(trx)
        .insert({ ...values, registrationId, updatedAt: now() })
        .onConflict('registration_id')
        .merge();
    },
  };
}
export type ReadinessRepository = ReturnType<typeof createReadinessRepository>;

// The only code that touches trip_forms. Values arrive validated and with the passport number
// already encrypted; the model maps the names.
import type { GENDERS, MARITAL_STATUSES } from '@umrah/graphql';
import type { Knex } from 'knex';
import type { ModelObject, PartialModelObject } from 'objection';
import { now } from '../../lib/model.js';
import { TripFormModel } from './trip-form.model.js';

export interface StoredTripForm {
  registrationId: string;
  fullNameAsPerPassport: string | null;
  passportSurname: string | null;
  passportGivenNames: string | null;
  dateOfBirth: string | null;
  gender: (typeof GENDERS)[number] | null;
  maritalStatus: (typeof MARITAL_STATUSES)[number] | null;
  isCanadianCitizen: boolean;
  hasValidCanadianPassport: boolean;
  address: string | null;
  mobilePhone: string | null;
  emergencyContactName: string | null;
  emergencyContactEmail: string | null;
  emergencyContactRelationship: string | null;
  passportNumberEncrypted: string | null;
  passportExpirationDate: string | null;
  passportIssuanceCountry: string | null;
  hasValidSaudiVisa: boolean;
  roomPreferences: string | null;
  isUnder18: boolean;
  submittedAt: Date | null;
  updatedAt: Date;
}

/** The form's fields (what Save and Submit write): everything but the keys and the times. */
export type TripFormColumns = Omit<StoredTripForm, 'registrationId' | 'submittedAt' | 'updatedAt'>;

// The model's properties are the view but for created_at, which no caller reads.
const toStored = ({ createdAt: _created, ...form }: ModelObject<TripFormModel>): StoredTripForm => form;

export function createTripFormRepository(db: Knex) {
  const q = (trx: Knex = db) => TripFormModel.query(trx);
  return {
    async find(registrationId: string, trx: Knex = db): Promise<StoredTripForm | undefined> {
      const m = await q(trx).findById(registrationId);
      return m && toStored(m);
    },
    async upsert(registrationId: string, values: TripFormColumns, opts: { submitted: boolean }, trx: Knex): Promise<StoredTripForm> {
      const row: PartialModelObject<TripFormModel> = { ...values, registrationId, updatedAt: now(), ...(opts.submitted ? { submittedAt: now() } : {}) };
      return toStored(await q(trx).insert(row).onConflict('registration_id').merge().returning('*'));
    },
  };
}
export type TripFormRepository = ReturnType<typeof createTripFormRepository>;

// The only code that touches trip_forms. Values arrive validated and with the passport number
// already encrypted; this layer only maps names.
import type { GENDERS, MARITAL_STATUSES } from '@umrah/graphql';
import type { Knex } from 'knex';

export interface StoredTripForm {
  registrationId: string;
  fullNameAsPerPassport: string | null;
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

const COLUMNS: Record<Exclude<keyof StoredTripForm, 'registrationId' | 'submittedAt' | 'updatedAt'>, string> = {
  fullNameAsPerPassport: 'full_name_as_per_passport',
  dateOfBirth: 'date_of_birth',
  gender: 'gender',
  maritalStatus: 'marital_status',
  isCanadianCitizen: 'is_canadian_citizen',
  hasValidCanadianPassport: 'has_valid_canadian_passport',
  address: 'address',
  mobilePhone: 'mobile_phone',
  emergencyContactName: 'emergency_contact_name',
  emergencyContactEmail: 'emergency_contact_email',
  emergencyContactRelationship: 'emergency_contact_relationship',
  passportNumberEncrypted: 'passport_number_encrypted',
  passportExpirationDate: 'passport_expiration_date',
  passportIssuanceCountry: 'passport_issuance_country',
  hasValidSaudiVisa: 'has_valid_saudi_visa',
  roomPreferences: 'room_preferences',
  isUnder18: 'is_under_18',
};
export type TripFormColumns = { [K in keyof typeof COLUMNS]: StoredTripForm[K] };

function fromRow(row: Record<string, unknown>): StoredTripForm {
  const out: Record<string, unknown> = { registrationId: row.registration_id, submittedAt: row.submitted_at, updatedAt: row.updated_at };
  for (const [key, column] of Object.entries(COLUMNS)) out[key] = row[column];
  return out as unknown as StoredTripForm;
}

export function createTripFormRepository(db: Knex) {
  return {
    async find(registrationId: string, trx: Knex = db): Promise<StoredTripForm | undefined> {
      const row = await trx('trip_forms').where({ registration_id: registrationId }).first();
      return row && fromRow(row);
    },
    async upsert(registrationId: string, values: TripFormColumns, opts: { submitted: boolean }, trx: Knex): Promise<StoredTripForm> {
      const row: Record<string, unknown> = { registration_id: registrationId, updated_at: trx.fn.now() };
      for (const [key, column] of Object.entries(COLUMNS)) row[column] = values[key as keyof TripFormColumns];
      if (opts.submitted) row.submitted_at = trx.fn.now();
      const [saved] = await trx('trip_forms').insert(row).onConflict('registration_id').merge().returning('*');
      return fromRow(saved);
    },
  };
}
export type TripFormRepository = ReturnType<typeof createTripFormRepository>;

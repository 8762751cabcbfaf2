import type { GENDERS, MARITAL_STATUSES } from '@umrah/graphql';
import { BaseModel } from '../../lib/model.js';

/** One per registration (its primary key is the registration's id). */
export class TripFormModel extends BaseModel {
  static override tableName = 'trip_forms';
  static override idColumn = 'registration_id';

  registrationId!: string;
  /** The trip this row belongs to (ADR 0092). */
  tripId!: string;
  fullNameAsPerPassport!: string | null;
  /** The surname and the given names as on the passport (ADR 0127). */
  passportSurname!: string | null;
  passportGivenNames!: string | null;
  /** DATE columns stay YYYY-MM-DD strings (lib/db.ts). */
  dateOfBirth!: string | null;
  gender!: (typeof GENDERS)[number] | null;
  maritalStatus!: (typeof MARITAL_STATUSES)[number] | null;
  isCanadianCitizen!: boolean;
  hasValidCanadianPassport!: boolean;
  address!: string | null;
  mobilePhone!: string | null;
  emergencyContactName!: string | null;
  emergencyContactEmail!: string | null;
  emergencyContactRelationship!: string | null;
  /** AES-256-GCM ciphertext (lib/cipher.ts); never the number in clear. */
  passportNumberEncrypted!: string | null;
  passportExpirationDate!: string | null;
  passportIssuanceCountry!: string | null;
  hasValidSaudiVisa!: boolean;
  roomPreferences!: string | null;
  isUnder18!: boolean;
  submittedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
}

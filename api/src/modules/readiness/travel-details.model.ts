import type { VaccineType, VisaType } from '@umrah/graphql';
import { BaseModel } from '../../lib/model.js';

/** What a traveller gave for one trip (one per registration: its primary key is the registration's id). */
export class TravelDetailsModel extends BaseModel {
  static override tableName = 'travel_details';
  static override idColumn = 'registration_id';

  registrationId!: string;
  /** The registration's trip (taken by the insert trigger: ADR 0092). */
  tripId!: string;
  visaNumber!: string | null;
  visaType!: VisaType | null;
  visaIssuedOn!: string | null;
  visaExpiresOn!: string | null;
  vaccineType!: VaccineType | null;
  vaccinatedOn!: string | null;
  /** AES-256-GCM ciphertext of { medicalNotes, diet, wheelchair } (lib/cipher.ts); never in clear. */
  careEncrypted!: string | null;
  /** The staff member who confirmed the visa details by approving the visa, and when (null: not confirmed, or changed since). */
  visaConfirmedBy!: string | null;
  visaConfirmedAt!: Date | null;
  updatedAt!: Date;
}

import { BaseModel } from '../../lib/model.js';

/** A traveller's agreement to automatic payments of their instalments (issue 34; one per registration: its primary key is the registration's id). */
export class AutoPayModel extends BaseModel {
  static override tableName = 'auto_pay';
  static override idColumn = 'registration_id';

  registrationId!: string;
  /** The trip this row belongs to (ADR 0092; taken from the registration). */
  tripId!: string;
  /** The provider's customer holding the card saved at checkout (cus_…). */
  customerId!: string;
  /** False once the traveller (or staff) turned automatic payments off. */
  active!: boolean;
  agreedAt!: Date;
  updatedAt!: Date;
}

import { BaseModel } from '../../lib/model.js';

/** A Checkout Session the api opened with the card provider (ADR 0117). */
export class CheckoutSessionModel extends BaseModel {
  static override tableName = 'checkout_sessions';

  /** The provider's id (cs_…). */
  id!: string;
  /** The trip this row belongs to (ADR 0092; taken from the registration). */
  tripId!: string;
  registrationId!: string;
  amountCents!: number;
  /** The ledger entry that settled it, once the webhook is recorded. */
  paymentId!: string | null;
  createdAt!: Date;
}

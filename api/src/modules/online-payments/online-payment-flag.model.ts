import { BaseModel } from '../../lib/model.js';

/** Money the card provider took that the ledger cannot keep as it stands: the treasurer refunds it (ADR 0117). */
export class OnlinePaymentFlagModel extends BaseModel {
  static override tableName = 'online_payment_flags';

  id!: string;
  /** Null when the payment named no registration we know. */
  tripId!: string | null;
  registrationId!: string | null;
  /** The ledger entry when the payment was recorded (a cancelled registration's). */
  paymentId!: string | null;
  providerPaymentId!: string;
  /** BIGINT: in the currency's minor unit. */
  amountMinor!: number;
  currency!: string;
  reason!: 'registration_cancelled' | 'unknown_registration' | 'currency';
  createdAt!: Date;
}

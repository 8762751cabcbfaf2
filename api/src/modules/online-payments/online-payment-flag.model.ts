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
  /** refund_too_large / refund_unknown_payment: a refund made in the provider's dashboard the ledger cannot take (ADR 0129). */
  reason!: 'registration_cancelled' | 'unknown_registration' | 'currency' | 'refund_failed' | 'refund_too_large' | 'refund_unknown_payment';
  createdAt!: Date;
  /** Settled (migration 0035): by a refund of the payment (settledBy null) or by hand, with a note. */
  settledAt!: Date | null;
  settledBy!: string | null;
  settlementNote!: string | null;
}

import { BaseModel } from '../../lib/model.js';

/** One part of a refund sent back to a card payment through the provider (ADR 0129). */
export class CardRefundModel extends BaseModel {
  static override tableName = 'card_refunds';

  id!: string;
  /** The trip this row belongs to (ADR 0092; taken from the registration). */
  tripId!: string;
  registrationId!: string;
  /** The admin's decision the part belongs to (the parts of one refund share it). */
  decisionId!: string;
  /** The part's place in the split (0: the newest card payment). */
  part!: number;
  /** Null: a refund made in the provider's dashboard, recorded from its webhook (migration 0035). */
  decidedBy!: string | null;
  /** The card payment it goes back to (pi_…). */
  providerPaymentId!: string;
  /** The provider's refund (re_…) once it answered. */
  providerRefundId!: string | null;
  amountCents!: number;
  status!: 'pending' | 'sent' | 'succeeded' | 'failed';
  note!: string | null;
  attempts!: number;
  lastError!: string | null;
  /** The ledger's refund entry, once the provider confirmed. */
  paymentId!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}

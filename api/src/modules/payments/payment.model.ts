import type { LedgerMethod } from '@umrah/graphql';
import { BaseModel } from '../../lib/model.js';

/** The append-only ledger: inserts only (the database refuses UPDATE and DELETE). */
export class PaymentModel extends BaseModel {
  static override tableName = 'payments';

  id!: string;
  /** The trip this row belongs to (ADR 0092). */
  tripId!: string;
  /** An identity column (BIGINT, parsed to a number by lib/db.ts). */
  receiptNumber!: number;
  registrationId!: string;
  kind!: 'payment' | 'reversal' | 'refund';
  /** Integer cents, CAD. */
  amountCents!: number;
  method!: LedgerMethod;
  /** DATE: a YYYY-MM-DD string. */
  receivedOn!: string;
  reference!: string | null;
  /** Internal: admins only. */
  note!: string | null;
  /** The note to the traveller (payments page, receipt). */
  travellerNote!: string | null;
  reversesId!: string | null;
  clientKey!: string | null;
  /** The card provider's payment or refund id (ADR 0117). */
  providerPaymentId!: string | null;
  /** Null: recorded by the card provider's webhook. */
  recordedBy!: string | null;
  /** A payment for the party: the lead's registration that paid this share (null: the traveller's own). */
  paidByRegistrationId!: string | null;
  /** The one party payment this share came from (migration 0028). */
  partyPaymentId!: string | null;
  recordedAt!: Date;
}

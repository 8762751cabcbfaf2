import { BaseModel } from '../../lib/model.js';

/** One schedule item charged (or tried) to the saved card of an automatic-payments agreement; one per registration and due day. */
export class AutoChargeModel extends BaseModel {
  static override tableName = 'auto_charges';

  id!: string;
  registrationId!: string;
  /** The schedule item's due day (YYYY-MM-DD). */
  dueDate!: string;
  amountCents!: number;
  /** pending (to try), succeeded (in the ledger), gave_up (the attempts are spent: the traveller pays by hand). */
  status!: 'pending' | 'succeeded' | 'gave_up';
  attempts!: number;
  nextAttemptAt!: Date;
  /** The provider's payment (pi_…) of the last attempt. */
  providerPaymentId!: string | null;
  lastError!: string | null;
  createdAt!: Date;
}

import { BaseModel } from '../../lib/model.js';

/** A headcount (migration 0032): a leader's check of who is there, on one trip, open until closed. */
export class HeadcountCheckModel extends BaseModel {
  static override tableName = 'headcount_checks';

  id!: string;
  tripId!: string;
  label!: string;
  /** Free text ("Bus 1") until buses exist; null for the whole group. */
  groupLabel!: string | null;
  /** The bus it counts (migration 0033), or null for the whole trip. */
  busId!: string | null;
  startedBy!: string | null;
  startedAt!: Date;
  closedBy!: string | null;
  closedAt!: Date | null;
}

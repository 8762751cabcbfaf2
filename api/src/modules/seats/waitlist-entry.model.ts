import type { WaitlistState } from '@umrah/graphql';
import { BaseModel } from '../../lib/model.js';

export class WaitlistEntryModel extends BaseModel {
  static override tableName = 'waitlist_entries';

  id!: string;
  /** The trip this row belongs to (ADR 0092). */
  tripId!: string;
  userId!: string;
  state!: WaitlistState;
  position!: number;
  offeredAt!: Date | null;
  offerExpiresAt!: Date | null;
  registrationId!: string | null;
  closedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
}

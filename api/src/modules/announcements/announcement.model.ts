import type { AnnouncementAudience } from '@umrah/graphql';
import { BaseModel } from '../../lib/model.js';

/** An admin's message to every registered traveller or one status group. */
export class AnnouncementModel extends BaseModel {
  static override tableName = 'announcements';

  id!: string;
  /** The trip this row belongs to (ADR 0092). */
  tripId!: string;
  audience!: AnnouncementAudience;
  subject!: string;
  body!: string;
  /** The travellers in the group when it was sent. */
  recipientCount!: number;
  clientKey!: string | null;
  createdBy!: string;
  createdAt!: Date;
}

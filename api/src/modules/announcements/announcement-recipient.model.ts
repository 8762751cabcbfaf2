import { BaseModel } from '../../lib/model.js';

/** Who received an announcement, and whether they dismissed it from the dashboard. */
export class AnnouncementRecipientModel extends BaseModel {
  static override tableName = 'announcement_recipients';
  static override idColumn = ['announcement_id', 'user_id'];

  announcementId!: string;
  userId!: string;
  dismissedAt!: Date | null;
}

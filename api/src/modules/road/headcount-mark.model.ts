import { BaseModel } from '../../lib/model.js';

/** One tap on a leader's phone: its primary key is the id the phone gave it, so a resend is stored once. */
export class HeadcountMarkModel extends BaseModel {
  static override tableName = 'headcount_marks';
  static override idColumn = 'mark_id';

  markId!: string;
  checkId!: string;
  registrationId!: string;
  present!: boolean;
  markedAt!: Date;
  deviceId!: string;
  markedBy!: string | null;
  receivedAt!: Date;
}

import { BaseModel } from '../../lib/model.js';

export class InterestSubmissionModel extends BaseModel {
  static override tableName = 'interest_submissions';

  id!: string;
  /** The trip this row belongs to (ADR 0092). */
  tripId!: string;
  name!: string;
  email!: string;
  phone!: string;
  travelers!: number;
  message!: string | null;
  createdAt!: Date;
}

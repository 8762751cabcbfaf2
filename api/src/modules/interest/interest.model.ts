import { Model } from 'objection';

export class InterestSubmissionModel extends Model {
  static override tableName = 'interest_submissions';

  id!: string;
  name!: string;
  email!: string;
  phone!: string;
  travelers!: number;
  message!: string | null;
  created_at!: Date;
}

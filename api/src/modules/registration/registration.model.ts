import type { Fare, RegistrationStatusValue } from '@umrah/graphql';
import { Model } from 'objection';

export class TripRegistrationModel extends Model {
  static override tableName = 'trip_registrations';

  id!: string;
  user_id!: string;
  status!: RegistrationStatusValue;
  deposit_paid!: boolean;
  form_submitted!: boolean;
  form_approved!: boolean;
  visa_submitted!: boolean;
  visa_approved!: boolean;
  final_paid!: boolean;
  fare!: Fare;
  form_changes_reason!: string | null;
  visa_changes_reason!: string | null;
  created_at!: Date;
  updated_at!: Date;
}

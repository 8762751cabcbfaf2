import type { Role } from '@umrah/graphql';
import { Model } from 'objection';

export class UserModel extends Model {
  static override tableName = 'users';

  id!: string;
  username!: string;
  email!: string;
  phone!: string;
  full_name!: string;
  password_hash!: string;
  role!: Role;
  password_changed_at!: Date | null;
  created_at!: Date;
  updated_at!: Date;
}

import type { Role } from '@umrah/graphql';
import { BaseModel } from '../../lib/model.js';

export class UserModel extends BaseModel {
  static override tableName = 'users';

  id!: string;
  username!: string;
  email!: string;
  phone!: string;
  fullName!: string;
  passwordHash!: string;
  role!: Role;
  passwordChangedAt!: Date | null;
  emailVerifiedAt!: Date | null;
  remindersOptOut!: boolean;
  createdAt!: Date;
  updatedAt!: Date;
}

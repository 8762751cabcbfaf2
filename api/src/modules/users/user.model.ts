import type { Locale, Role, StaffRole } from '@umrah/graphql';
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
  staffRole!: StaffRole | null;
  accessChangedAt!: Date | null;
  passwordChangedAt!: Date | null;
  emailVerifiedAt!: Date | null;
  remindersOptOut!: boolean;
  /** The language the person chose (ADR 0110); null until they choose. */
  locale!: Locale | null;
  /** Set when the account was deleted: the row stays, pseudonymised, for the ledger (ADR 0101). */
  deletedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
}

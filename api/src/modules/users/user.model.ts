import type { Locale, Role, StaffRole } from '@umrah/graphql';
import { BaseModel } from '../../lib/model.js';

export class UserModel extends BaseModel {
  static override tableName = 'users';

  id!: string;
  username!: string;
  /** None for a managed companion who was not invited (ADR 0122). */
  email!: string | null;
  phone!: string | null;
  fullName!: string;
  /** None for a managed companion: no sign-in until they claim the account (ADR 0122). */
  passwordHash!: string | null;
  /** The lead's account while this companion's account is managed by them; null once claimed, and for everyone else. */
  managedBy!: string | null;
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

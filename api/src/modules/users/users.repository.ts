// The only code that touches the users table.
import type { Locale, Role, StaffRole } from '@umrah/graphql';
import type { Knex } from 'knex';
import { raw } from 'objection';
import { now, plain } from '../../lib/model.js';
import { UserModel } from './user.model.js';

export interface User {
  id: string;
  username: string;
  /** None for a managed companion who was not invited (ADR 0122). */
  email: string | null;
  phone: string | null;
  fullName: string;
  /** None for a managed companion: they cannot sign in (ADR 0122). */
  passwordHash: string | null;
  /** The lead's account while this companion is managed by them (null: their own account). */
  managedBy: string | null;
  role: Role;
  /** What a staff account may do (docs/product.md#the-team); null for travellers and revoked staff. */
  staffRole: StaffRole | null;
  /** Sessions started before this are over (a role change or a revocation). */
  accessChangedAt: Date | null;
  /** Sessions started before this are over (a reset or change of password). */
  passwordChangedAt: Date | null;
  /** When the account's current email was confirmed (null: not yet, or changed since). */
  emailVerifiedAt: Date | null;
  /** The language the person chose (ADR 0110): the web and emails use it; null until chosen. */
  locale: Locale | null;
  /** Set when the account was deleted (ADR 0101). */
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

// The model's properties are the view (remindersOptOut rides along; the reminders repository owns it).
const toUser = (m: UserModel): User => plain(m);

export const USERNAME_UNIQUE = 'users_username_lower_unique';
export const EMAIL_UNIQUE = 'users_email_lower_unique';

export function createUsersRepository(db: Knex) {
  const q = (trx: Knex = db) => UserModel.query(trx);
  return {
    async findById(id: string, trx: Knex = db): Promise<User | undefined> {
      const m = await q(trx).findById(id);
      return m && toUser(m);
    },
    async findByIds(ids: string[], trx: Knex = db): Promise<User[]> {
      if (!ids.length) return [];
      return (await q(trx).findByIds(ids)).map(toUser);
    },
    async findByUsername(username: string): Promise<User | undefined> {
      const m = await q().whereRaw('lower(username) = lower(?)', [username]).first();
      return m && toUser(m);
    },
    async usernameTaken(username: string): Promise<boolean> {
      return Boolean(await q().whereRaw('lower(username) = lower(?)', [username]).first().select('id'));
    },
    async emailTaken(email: string, exceptUserId?: string): Promise<boolean> {
      const query = q().whereRaw('lower(email) = lower(?)', [email]).first().select('id');
      if (exceptUserId) query.whereNot('id', exceptUserId);
      return Boolean(await query);
    },
    async insert(
      u: {
        username: string;
        email: string;
        phone: string;
        fullName: string;
        passwordHash: string;
        role: Role;
        staffRole?: StaffRole;
        emailVerified?: boolean;
        /** The language the person signed up in (ADR 0110). */
        locale?: Locale;
      },
      trx: Knex = db,
    ): Promise<User> {
      const m = await q(trx).insertAndFetch({
        username: u.username,
        email: u.email,
        phone: u.phone,
        fullName: u.fullName,
        passwordHash: u.passwordHash,
        role: u.role,
        staffRole: u.staffRole ?? null,
        locale: u.locale ?? null,
        ...(u.emailVerified ? { emailVerifiedAt: now() } : {}),
      });
      return toUser(m);
    },
    /** A new email (other than the current one, case aside) is unconfirmed until its link is followed. */
    async updateProfile(id: string, p: { fullName: string; email: string; phone: string }, trx: Knex = db): Promise<User | undefined> {
      const m = await q(trx).patchAndFetchById(id, {
        fullName: p.fullName,
        email: p.email,
        phone: p.phone,
        emailVerifiedAt: raw('CASE WHEN lower(email) = lower(?) THEN email_verified_at END', [p.email]),
        updatedAt: now(),
      });
      return m && toUser(m);
    },
    async findByEmail(email: string): Promise<User | undefined> {
      const m = await q().whereRaw('lower(email) = lower(?)', [email]).first();
      return m && toUser(m);
    },
    /** The language the person reads the product and their emails in. */
    async setLocale(id: string, locale: Locale, trx: Knex = db): Promise<void> {
      await q(trx).patch({ locale, updatedAt: now() }).where({ id });
    },
    /** A new password; every session started before now ends. */
    async setPassword(id: string, passwordHash: string, trx: Knex = db): Promise<void> {
      await q(trx).patch({ passwordHash, passwordChangedAt: now(), updatedAt: now() }).where({ id });
    },
    async setRoleAndPassword(id: string, role: Role, passwordHash: string): Promise<void> {
      await q().patchAndFetchById(id, { role, passwordHash, updatedAt: now() });
    },
    /** A staff account's role (null: revoked); every session it started before now ends. */
    async setStaffRole(id: string, staffRole: StaffRole | null, trx: Knex = db): Promise<void> {
      await q(trx).patch({ staffRole, accessChangedAt: now(), updatedAt: now() }).where({ id, role: 'admin' });
    },
    /** Ends every session the account started before now (its factors were reset, say). */
    async endSessions(id: string, trx: Knex = db): Promise<void> {
      await q(trx).patch({ accessChangedAt: now(), updatedAt: now() }).where({ id });
    },
    /** The staff account locked for a team change (the last-owner check reads under it). */
    async lockStaff(id: string, trx: Knex): Promise<User | undefined> {
      const m = await q(trx).findById(id).where({ role: 'admin' }).forUpdate();
      return m && toUser(m);
    },
    /** The owners, locked: two owners demoting each other at once cannot leave none. */
    async lockOwners(trx: Knex): Promise<User[]> {
      return (await q(trx).where({ role: 'admin', staff_role: 'owner' }).orderBy('id').forUpdate()).map(toUser);
    },
    /** Every staff account (revoked ones too), the owners first, then by name. */
    async listStaff(): Promise<User[]> {
      return (await q().where({ role: 'admin' }).orderByRaw(`staff_role = 'owner' DESC NULLS LAST, staff_role IS NULL, lower(username)`)).map(toUser);
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

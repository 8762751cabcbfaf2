// The only code that touches totp_factors, recovery_codes and passkeys.
import type { Knex } from 'knex';
import { now, plain } from '../../lib/model.js';
import { PasskeyModel } from './passkey.model.js';
import { RecoveryCodeModel } from './recovery-code.model.js';
import { TotpFactorModel } from './totp-factor.model.js';

export interface StoredPasskey {
  id: string;
  userId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

const toPasskey = (m: PasskeyModel): StoredPasskey => ({ ...plain(m), counter: Number(m.counter), transports: m.transports ?? [] });

export function createFactorsRepository(db: Knex) {
  const totp = (trx: Knex = db) => TotpFactorModel.query(trx);
  const codes = (trx: Knex = db) => RecoveryCodeModel.query(trx);
  const passkeys = (trx: Knex = db) => PasskeyModel.query(trx);
  return {
    /** Whether the account has a confirmed factor (an app or a passkey). */
    async hasFactor(userId: string): Promise<boolean> {
      const [app, key] = await Promise.all([
        totp().where({ user_id: userId }).whereNotNull('confirmed_at').first(),
        passkeys().where({ user_id: userId }).first(),
      ]);
      return Boolean(app || key);
    },
    async status(userId: string): Promise<{ totp: boolean; passkeys: number; recoveryCodesLeft: number }> {
      const [app, keys, left] = await Promise.all([
        totp().where({ user_id: userId }).whereNotNull('confirmed_at').first(),
        passkeys().where({ user_id: userId }).resultSize(),
        codes().where({ user_id: userId }).whereNull('used_at').resultSize(),
      ]);
      return { totp: Boolean(app), passkeys: keys, recoveryCodesLeft: left };
    },
    /** The app's row, locked (a code is taken once even when two arrive together). */
    async totpForUpdate(userId: string, trx: Knex) {
      const m = await totp(trx).findById(userId).forUpdate();
      return m && { ...plain(m), lastTimeStep: m.lastTimeStep === null ? null : Number(m.lastTimeStep) };
    },
    /** A new, unconfirmed secret (a previous unconfirmed one is replaced; a confirmed one is not). */
    async putUnconfirmedTotp(userId: string, secretEncrypted: string, trx: Knex = db): Promise<boolean> {
      const rows = await trx.raw(
        `INSERT INTO totp_factors (user_id, secret_encrypted) VALUES (?, ?)
         ON CONFLICT (user_id) DO UPDATE SET secret_encrypted = EXCLUDED.secret_encrypted, last_time_step = NULL, created_at = now()
         WHERE totp_factors.confirmed_at IS NULL RETURNING user_id`,
        [userId, secretEncrypted],
      );
      return rows.rows.length === 1;
    },
    async acceptTotpStep(userId: string, timeStep: number, confirm: boolean, trx: Knex): Promise<void> {
      await totp(trx)
        .findById(userId)
        .patch({ lastTimeStep: timeStep, ...(confirm ? { confirmedAt: now() } : {}) } as never);
    },
    /** New recovery codes (hashed) replace every older one. */
    async replaceRecoveryCodes(userId: string, hashes: string[], trx: Knex): Promise<void> {
      await codes(trx).where({ user_id: userId }).delete();
      await codes(trx).insert(hashes.map((codeHash) => ({ userId, codeHash })) as never);
    },
    /** Takes an unused code for good; answers whether there was one. */
    async useRecoveryCode(userId: string, codeHash: string, trx: Knex = db): Promise<boolean> {
      const n = await codes(trx)
        .where({ user_id: userId, code_hash: codeHash })
        .whereNull('used_at')
        .patch({ usedAt: now() } as never);
      return n === 1;
    },
    async passkeysOf(userId: string): Promise<StoredPasskey[]> {
      return (await passkeys().where({ user_id: userId }).orderBy('created_at')).map(toPasskey);
    },
    /** The account's passkeys as its owner sees them, newest first (no key material). */
    async passkeyList(userId: string): Promise<{ id: string; createdAt: Date; lastUsedAt: Date | null }[]> {
      const rows = await passkeys()
        .where({ user_id: userId })
        .orderBy([{ column: 'created_at', order: 'desc' }, 'id']);
      return rows.map((m) => ({ id: m.id, createdAt: m.createdAt, lastUsedAt: m.lastUsedAt ?? null }));
    },
    /** The account's factors, its passkeys locked: two removals at once count what the other left. */
    async lockFactors(userId: string, trx: Knex): Promise<{ totp: boolean; passkeyIds: string[] }> {
      // In turn: the transaction's one connection runs one query at a time.
      const keys = await passkeys(trx).select('id').where({ user_id: userId }).forUpdate();
      const app = await totp(trx).where({ user_id: userId }).whereNotNull('confirmed_at').first();
      return { totp: Boolean(app), passkeyIds: keys.map((k) => k.id) };
    },
    async deletePasskey(id: string, trx: Knex): Promise<void> {
      await passkeys(trx).delete().where({ id });
    },
    async deleteRecoveryCodes(userId: string, trx: Knex): Promise<void> {
      await codes(trx).delete().where({ user_id: userId });
    },
    async passkey(id: string): Promise<StoredPasskey | undefined> {
      const m = await passkeys().findById(id);
      return m && toPasskey(m);
    },
    async insertPasskey(p: StoredPasskey, trx: Knex = db): Promise<void> {
      await passkeys(trx).insert({ ...p } as never);
    },
    /** Removes every factor of the account (its app, passkeys and recovery codes); answers how many of each. */
    async removeAll(userId: string, trx: Knex): Promise<{ apps: number; passkeys: number; recoveryCodes: number }> {
      const apps = await totp(trx).where({ user_id: userId }).delete();
      const keys = await passkeys(trx).where({ user_id: userId }).delete();
      const recoveryCodes = await codes(trx).where({ user_id: userId }).delete();
      return { apps, passkeys: keys, recoveryCodes };
    },
    /** The counter moves forward only: a cloned authenticator replaying an older count is refused by the caller. */
    async usePasskey(id: string, counter: number): Promise<void> {
      await passkeys()
        .findById(id)
        .patch({ counter, lastUsedAt: now() } as never);
    },
  };
}
export type FactorsRepository = ReturnType<typeof createFactorsRepository>;

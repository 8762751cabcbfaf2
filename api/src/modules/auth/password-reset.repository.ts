// The only code that touches password_reset_tokens.
import type { Knex } from 'knex';
import { raw } from 'objection';
import { now } from '../../lib/model.js';
import { PasswordResetTokenModel } from './password-reset-token.model.js';

export function createPasswordResetRepository(db: Knex) {
  const q = (trx: Knex = db) => PasswordResetTokenModel.query(trx);
  return {
    async insert(userId: string, tokenHash: string, validMinutes: number, trx: Knex = db): Promise<string> {
      const m = await q(trx)
        .insert({ userId, tokenHash, expiresAt: raw('now() + make_interval(mins => ?)', [validMinutes]) })
        .returning('id');
      return m.id;
    },
    /** Takes a valid token (unused, not expired) for good, under lock; answers its user. */
    async consume(tokenHash: string, trx: Knex): Promise<string | undefined> {
      const [token] = await q(trx).where({ token_hash: tokenHash }).whereNull('used_at').where('expires_at', '>', now()).forUpdate();
      if (!token) return undefined;
      // Every other link of the account dies with it.
      await q(trx).where({ user_id: token.userId }).whereNull('used_at').patch({ usedAt: now() });
      return token.userId;
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;

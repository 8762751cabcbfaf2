// The only code that touches password_reset_tokens.
import type { Knex } from 'knex';

export function createPasswordResetRepository(db: Knex) {
  return {
    async insert(userId: string, tokenHash: string, validMinutes: number, trx: Knex = db): Promise<string> {
      const [row] = await trx('password_reset_tokens')
        .insert({ user_id: userId, token_hash: tokenHash, expires_at: trx.raw(`now() + make_interval(mins => ?)`, [validMinutes]) })
        .returning('id');
      return (row as { id: string }).id;
    },
    /** Takes a valid token (unused, not expired) for good, under lock; answers its user. */
    async consume(tokenHash: string, trx: Knex): Promise<string | undefined> {
      const row = await trx('password_reset_tokens').where({ token_hash: tokenHash }).whereNull('used_at').where('expires_at', '>', trx.fn.now()).forUpdate().first();
      if (!row) return undefined;
      // Every other link of the account dies with it.
      await trx('password_reset_tokens').where({ user_id: row.user_id }).whereNull('used_at').update({ used_at: trx.fn.now() });
      return row.user_id as string;
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;

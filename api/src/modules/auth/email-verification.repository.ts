// The only code that touches email_verification_tokens (and the users' email_verified_at).
import type { Knex } from 'knex';
import { UserModel } from '../users/user.model.js';
import { EmailVerificationTokenModel } from './email-verification-token.model.js';

export function createEmailVerificationRepository(db: Knex) {
  const q = (trx: Knex = db) => EmailVerificationTokenModel.query(trx);
  return {
    /** A new link for the account's current address; the older unused ones die with it. */
    async insert(t: { userId: string; email: string; tokenHash: string; expiresAt: Date }, trx: Knex): Promise<string> {
      await q(trx).where({ user_id: t.userId }).whereNull('used_at').patch({ usedAt: new Date() });
      const m = await q(trx).insert(t).returning('id');
      return m.id;
    },
    /**
     * Takes a valid link (unused, not expired at `at`, for the account's current address) for good,
     * under lock, and marks the account verified; answers its user, or undefined.
     */
    async consume(tokenHash: string, at: Date, trx: Knex): Promise<string | undefined> {
      const [token] = await q(trx).where({ token_hash: tokenHash }).whereNull('used_at').where('expires_at', '>', at).forUpdate();
      if (!token) return undefined;
      await q(trx).where({ user_id: token.userId }).whereNull('used_at').patch({ usedAt: at });
      const updated = await UserModel.query(trx).patch({ emailVerifiedAt: at }).where({ id: token.userId }).whereRaw('lower(email) = lower(?)', [token.email]);
      return updated ? token.userId : undefined;
    },
  };
}
export type EmailVerificationRepository = ReturnType<typeof createEmailVerificationRepository>;

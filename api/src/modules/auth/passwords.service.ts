// Forgotten and changed passwords (docs/product.md#passwords): a single-use link valid one hour,
// the same answer whether or not the account exists, and every older session ended.
import { changePasswordRules, forgotPasswordRules, PASSWORD_MESSAGES, resetPasswordRules, SERVER_MESSAGES } from '@umrah/graphql';
import { createHash, randomBytes } from 'node:crypto';
import type { Transactor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { RateLimits } from '../../lib/rate-limit.js';
import { validate } from '../../lib/validate.js';
import type { MessagesService } from '../messages/messages.service.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { PasswordResetRepository } from './password-reset.repository.js';

const RESET_VALID_MINUTES = 60;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

interface Deps {
  tx: Transactor;
  users: UsersRepository;
  resets: PasswordResetRepository;
  messages: MessagesService;
  limits: RateLimits;
}

export function createPasswordsService({ tx, users, resets, messages, limits }: Deps) {
  return {
    /** Always answers the same; sends a link only when the account exists. */
    async requestReset(input: unknown, clientIp: string): Promise<void> {
      const { email } = validate(forgotPasswordRules, input);
      await limits.passwordResetAttempt(clientIp, email);
      const user = await users.findByEmail(email);
      if (!user) return;
      const token = randomBytes(32).toString('base64url');
      await tx.transaction(async (trx) => {
        const tokenId = await resets.insert(user.id, sha256(token), RESET_VALID_MINUTES, trx);
        await messages.passwordReset(trx, user, tokenId, token);
      });
    },

    /** Sets the new password once per link; every session of the account ends. */
    async reset(input: unknown): Promise<void> {
      const { token, password } = validate(resetPasswordRules, input);
      const passwordHash = await hashPassword(password);
      await tx.transaction(async (trx) => {
        const id = await resets.consume(sha256(token), trx);
        if (!id) throw new AppError('BAD_USER_INPUT', PASSWORD_MESSAGES.token, { token: PASSWORD_MESSAGES.token });
        await users.setPassword(id, passwordHash, trx);
      });
    },

    /** The signed-in user's change: the current password first; other sessions end. */
    async change(userId: string, input: unknown): Promise<void> {
      const { currentPassword, newPassword } = validate(changePasswordRules, input);
      const user = await users.findById(userId);
      if (!user) throw new AppError('UNAUTHENTICATED', SERVER_MESSAGES.signedOut);
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw new AppError('BAD_USER_INPUT', PASSWORD_MESSAGES.currentPassword, { currentPassword: PASSWORD_MESSAGES.currentPassword });
      }
      const passwordHash = await hashPassword(newPassword);
      await tx.transaction(async (trx) => {
        await users.setPassword(userId, passwordHash, trx);
        await messages.passwordChanged(trx, user, `${userId}:${Date.now()}`);
      });
    },
  };
}
export type PasswordsService = ReturnType<typeof createPasswordsService>;

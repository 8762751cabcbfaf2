// A verified email before a seat (docs/product.md#email-verification, ADR 0077): a single-use link
// valid 24 hours, stored hashed, sent through the outbox in the transaction that needs it (a
// sign-up, an email change), sent again on request within a limit.
import { EMAIL_VERIFICATION_MESSAGES, verifyEmailRules } from '@umrah/graphql';
import { createHash, randomBytes } from 'node:crypto';
import type { Transactor, Tx } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import type { RateLimits } from '../../lib/rate-limit.js';
import { validate } from '../../lib/validate.js';
import type { MessagesService } from '../messages/messages.service.js';
import type { User } from '../users/users.repository.js';
import type { EmailVerificationRepository } from './email-verification.repository.js';
import type { Viewer } from './viewer.js';

export const VERIFY_VALID_HOURS = 24;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export interface EmailVerificationView {
  email: string;
  verified: boolean;
}

interface Deps {
  tx: Transactor;
  tokens: EmailVerificationRepository;
  messages: MessagesService;
  limits: RateLimits;
  /** The time (tests move it forward to see a link expire). */
  clock?: () => Date;
}

export function createEmailVerificationService({ tx, tokens, messages, limits, clock = () => new Date() }: Deps) {
  /** A new link for the account's current email, in the caller's transaction; older links die. */
  async function send(trx: Tx, user: User | Viewer): Promise<void> {
    if (!user.email) return; // a managed companion has no address to confirm (ADR 0122)
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(clock().getTime() + VERIFY_VALID_HOURS * 3_600_000);
    const tokenId = await tokens.insert({ userId: user.id, email: user.email, tokenHash: sha256(token), expiresAt }, trx);
    await messages.emailVerification(trx, { ...user, email: user.email }, tokenId, token);
  }

  return {
    send,

    /** Where the signed-in account stands. */
    status: (viewer: Viewer): EmailVerificationView => ({ email: viewer.email, verified: viewer.emailVerified }),

    /** Follows a link: once, within 24 hours, for the address it was sent to. Needs no session. */
    async verify(input: unknown): Promise<void> {
      const { token } = validate(verifyEmailRules, input);
      await tx.transaction(async (trx) => {
        const userId = await tokens.consume(sha256(token), clock(), trx);
        if (!userId) throw new AppError('BAD_USER_INPUT', EMAIL_VERIFICATION_MESSAGES.token, { token: EMAIL_VERIFICATION_MESSAGES.token });
      });
    },

    /** Sends a new link to the signed-in account (within the limit); a confirmed address needs none. */
    async resend(viewer: Viewer): Promise<EmailVerificationView> {
      if (viewer.emailVerified) return { email: viewer.email, verified: true };
      await limits.verificationResend(viewer.id);
      await tx.transaction((trx) => send(trx, viewer));
      return { email: viewer.email, verified: false };
    },
  };
}
export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;

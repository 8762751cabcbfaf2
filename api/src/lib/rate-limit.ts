// Rate limits on Redis (rate-limiter-flexible): shared by every api process, expiring by
// themselves. A refusal is a TOO_MANY_REQUESTS AppError carrying Retry-After.
import { SERVER_MESSAGES } from '@umrah/graphql';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors.js';

export const TOO_MANY_ATTEMPTS = SERVER_MESSAGES.tooManyAttempts;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Readable wait for a message: "30 seconds", "2 minutes". */
function wait(s: number): string {
  if (s < 90) return `${s} second${s === 1 ? '' : 's'}`;
  const m = Math.ceil(s / 60);
  return `${m} minute${m === 1 ? '' : 's'}`;
}

export interface LimitSettings {
  authAttemptsPerMinute: number;
  interestPerHour: number;
  /** Consecutive failed sign-ins of one account before it waits. */
  accountFailsBeforeBackoff: number;
  /** First wait; each further lockout of the same account within a day doubles it, up to the max. */
  backoffBaseSeconds: number;
  backoffMaxSeconds: number;
  /** "Forgot password?" requests per IP per hour; half of it per email address. */
  passwordResetPerHour: number;
  /** New email confirmation links a signed-in account may ask for per hour. */
  verificationResendPerHour: number;
  /** "Download my data" ZIPs one account may take per hour. */
  dataExportPerHour: number;
}

export function createRateLimits(redis: Redis, prefix: string, s: LimitSettings) {
  const limiter = (name: string, points: number, duration: number) =>
    new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}rl:${name}`, points, duration, rejectIfRedisNotReady: true });
  const loginIp = limiter('login-ip', s.authAttemptsPerMinute, 60);
  const signupIp = limiter('signup-ip', s.authAttemptsPerMinute, 60);
  const interestIp = limiter('interest-ip', s.interestPerHour, 3600);
  const resetIp = limiter('password-reset-ip', s.passwordResetPerHour, 3600);
  const resetEmail = limiter('password-reset-email', Math.max(1, Math.ceil(s.passwordResetPerHour / 2)), 3600);
  const verifyResend = limiter('verification-resend', s.verificationResendPerHour, 3600);
  const dataExport = limiter('data-export', s.dataExportPerHour, 3600);
  // Consecutive failures per account (reset by a success), and how often it was locked today.
  const accountFails = limiter('login-account', s.accountFailsBeforeBackoff, 24 * 3600);
  const accountLockouts = limiter('login-lockouts', 1_000_000, 24 * 3600);

  /** Consumes one point; over the limit, the refusal with its wait (a message may name the wait). */
  async function take(l: RateLimiterRedis, key: string, message: string | ((wait: string) => string)): Promise<void> {
    try {
      await l.consume(key);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const after = seconds(err.msBeforeNext);
      throw new AppError('TOO_MANY_REQUESTS', typeof message === 'string' ? message : message(wait(after)), undefined, after);
    }
  }

  // The account as the caller names it for counting (auth.service: its id, or the unknown name typed).
  const accountKey = (account: string) => account.trim().toLowerCase();

  return {
    loginAttempt: (ip: string) => take(loginIp, ip, TOO_MANY_ATTEMPTS),
    signUpAttempt: (ip: string) => take(signupIp, ip, TOO_MANY_ATTEMPTS),
    interestSubmission: (ip: string, message: string) => take(interestIp, ip, message),
    /** Per address and per email, known or not (the answer never tells which). */
    async passwordResetAttempt(ip: string, email: string): Promise<void> {
      const message = (after: string) => `Too many reset requests. Please wait ${after} and try again.`;
      await take(resetIp, ip, message);
      await take(resetEmail, email.trim().toLowerCase(), message);
    },

    /** Per account: a new confirmation link, a few an hour. */
    verificationResend: (userId: string) => take(verifyResend, userId, (after) => `Too many confirmation emails. Please wait ${after} and try again.`),

    /** Per account: a copy of everything held about them, a few an hour (each streams every file). */
    dataExport: (userId: string) =>
      take(dataExport, userId, (after) => `You have downloaded your data several times this hour. Please wait ${after} and try again.`),

    /** Refuses while the account is waiting after too many failures (whoever asks, from anywhere). */
    async assertAccountNotLocked(account: string): Promise<void> {
      const fails = await accountFails.get(accountKey(account));
      if (fails && fails.consumedPoints > s.accountFailsBeforeBackoff && fails.msBeforeNext > 0) {
        const after = seconds(fails.msBeforeNext);
        throw new AppError('TOO_MANY_REQUESTS', `Too many failed sign-in attempts. Please wait ${wait(after)} and try again.`, undefined, after);
      }
    },

    /** A failed sign-in: past the allowance the account waits, twice as long at each lockout. */
    async accountFailed(account: string): Promise<void> {
      const key = accountKey(account);
      const fails = await accountFails.penalty(key);
      if (fails.consumedPoints < s.accountFailsBeforeBackoff) return;
      const lockouts = (await accountLockouts.penalty(key)).consumedPoints;
      const waitSeconds = Math.min(s.backoffMaxSeconds, s.backoffBaseSeconds * 2 ** (lockouts - 1));
      // The failures count stays over the allowance for the wait, then starts again from zero.
      await accountFails.block(key, waitSeconds);
    },

    /** A successful sign-in forgets the consecutive failures (not today's lockouts). */
    accountSucceeded: (account: string) => accountFails.delete(accountKey(account)).then(() => undefined),
  };
}
export type RateLimits = ReturnType<typeof createRateLimits>;

// Strong sign-in (docs/product.md#second-factor, ADR 0104): an authenticator app (RFC 6238 TOTP,
// otplib) whose secret is encrypted at rest with the field cipher, ten single-use recovery codes
// stored hashed, and the step a password sign-in leaves. A code is taken once: the last time step
// accepted is kept, and a code of that step or an earlier one is refused.
import { RECOVERY_CODE_COUNT, recoveryCodeRules, SECOND_FACTOR_MESSAGES, secondFactorStep, totpCodeRules, type SecondFactorStep } from '@umrah/graphql';
import { generateSecret, generateURI, verify } from 'otplib';
import { createHash, randomBytes } from 'node:crypto';
import type { FieldCipher } from '../../lib/cipher.js';
import type { Transactor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { validate } from '../../lib/validate.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { FactorsRepository } from './factors.repository.js';

const ISSUER = 'Umrah Journey';
/** One step either side of now: a phone's clock a little off still works. */
const TOLERANCE_SECONDS = 30;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const aadOf = (userId: string) => `totp:${userId}`;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten random codes of ten base32 letters (50 bits each). */
function newCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => [...randomBytes(10)].map((b) => BASE32[b % 32]).join(''));
}

const bad = (field: string, message: string) => new AppError('BAD_USER_INPUT', message, { [field]: message });

interface Deps {
  tx: Transactor;
  factors: FactorsRepository;
  audit: AuditRepository;
  users: Pick<UsersRepository, 'endSessions'>;
  cipher: FieldCipher;
  clock?: () => Date;
}

export function createFactorsService({ tx, factors, audit, users, cipher, clock = () => new Date() }: Deps) {
  const record = (userId: string, action: string, trx?: Parameters<AuditRepository['record']>[1]) =>
    audit.record({ actorUserId: userId, action, entityType: 'user', entityId: userId }, trx);

  /** Checks a code against the account's app; takes its time step for good (and confirms the app if asked). */
  async function takeCode(userId: string, input: unknown, opts: { confirming: boolean }): Promise<void> {
    const { code } = validate(totpCodeRules, input);
    await tx.transaction(async (trx) => {
      const row = await factors.totpForUpdate(userId, trx);
      if (!row || (opts.confirming ? row.confirmedAt !== null : row.confirmedAt === null)) {
        throw new AppError('CONFLICT', opts.confirming ? SECOND_FACTOR_MESSAGES.alreadySetUp : SECOND_FACTOR_MESSAGES.notSetUp);
      }
      const secret = cipher.decrypt(row.secretEncrypted, aadOf(userId));
      const epoch = Math.floor(clock().getTime() / 1000);
      const result = await verify({ secret, token: code, epoch, epochTolerance: TOLERANCE_SECONDS });
      if (!result.valid) throw bad('code', SECOND_FACTOR_MESSAGES.wrongCode);
      // The step the code belongs to (RFC 6238: 30-second steps from the epoch), off by the tolerance used.
      const timeStep = Math.floor(epoch / 30) + result.delta;
      if (row.lastTimeStep !== null && timeStep <= row.lastTimeStep) throw bad('code', SECOND_FACTOR_MESSAGES.replayed);
      await factors.acceptTotpStep(userId, timeStep, opts.confirming, trx);
    });
  }

  async function renewCodes(userId: string, trx: Parameters<FactorsRepository['replaceRecoveryCodes']>[2]): Promise<string[]> {
    const codes = newCodes();
    await factors.replaceRecoveryCodes(userId, codes.map(sha256), trx);
    return codes;
  }

  return {
    /** The time codes are checked at (the app's clock: tests compute their codes at it). */
    clock,

    status: (userId: string) => factors.status(userId),

    /** Recovery codes inside another enrolment's transaction (a first passkey). */
    issueRecoveryCodes: renewCodes,

    /** What a password sign-in still needs (null: nothing, the session is signed in). */
    async signInStep(user: { id: string; role: string }): Promise<SecondFactorStep | null> {
      return secondFactorStep({ isStaff: user.role === 'admin', hasFactor: await factors.hasFactor(user.id) });
    },

    /** A new secret for the app (shown once, as text and as an otpauth:// link); unconfirmed until a code proves it. */
    async setUpTotp(user: { id: string; username: string }): Promise<{ secret: string; uri: string }> {
      const secret = generateSecret();
      const stored = await factors.putUnconfirmedTotp(user.id, cipher.encrypt(secret, aadOf(user.id)));
      if (!stored) throw new AppError('CONFLICT', SECOND_FACTOR_MESSAGES.alreadySetUp);
      return { secret, uri: generateURI({ issuer: ISSUER, label: user.username, secret }) };
    },

    /** The first code confirms the app; ten recovery codes come with it (shown once). Audited. */
    async confirmTotp(userId: string, input: unknown): Promise<string[]> {
      await takeCode(userId, input, { confirming: true });
      return tx.transaction(async (trx) => {
        const codes = await renewCodes(userId, trx);
        await record(userId, 'factor.totp_enrolled', trx);
        return codes;
      });
    },

    /** A sign-in's second step with the app's code. Audited. */
    async verifyTotp(userId: string, input: unknown): Promise<void> {
      await takeCode(userId, input, { confirming: false });
      await record(userId, 'sign_in.totp');
    },

    /** A sign-in's second step with a recovery code, which is then used up. Audited. */
    async useRecoveryCode(userId: string, input: unknown): Promise<void> {
      const { recoveryCode } = validate(recoveryCodeRules, input);
      if (!(await factors.hasFactor(userId))) throw new AppError('CONFLICT', SECOND_FACTOR_MESSAGES.notSetUp);
      await tx.transaction(async (trx) => {
        if (!(await factors.useRecoveryCode(userId, sha256(recoveryCode), trx))) throw bad('recoveryCode', SECOND_FACTOR_MESSAGES.recoveryCode);
        await record(userId, 'sign_in.recovery_code', trx);
      });
    },

    /**
     * An operator's last resort for someone who lost every factor (`npm run staff:reset-factors`):
     * their app, passkeys and recovery codes are removed and their sessions end; a staff member then
     * sets up a factor again at the next sign-in. Audited with what was removed.
     */
    async resetAll(userId: string): Promise<{ apps: number; passkeys: number; recoveryCodes: number }> {
      return tx.transaction(async (trx) => {
        const removed = await factors.removeAll(userId, trx);
        await users.endSessions(userId, trx);
        await audit.record({ actorUserId: null, action: 'factor.reset', entityType: 'user', entityId: userId, payload: removed }, trx);
        return removed;
      });
    },

    /** Ten new recovery codes; the older ones stop working. Audited. */
    async newRecoveryCodes(userId: string): Promise<string[]> {
      if (!(await factors.hasFactor(userId))) throw new AppError('CONFLICT', SECOND_FACTOR_MESSAGES.notSetUp);
      return tx.transaction(async (trx) => {
        const codes = await renewCodes(userId, trx);
        await record(userId, 'factor.recovery_codes_renewed', trx);
        return codes;
      });
    },
  };
}
export type FactorsService = ReturnType<typeof createFactorsService>;

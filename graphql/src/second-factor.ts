// Strong sign-in (docs/product.md#second-factor, ADR 0104): what a person types, and what they are
// told. Staff must pass a second factor (a passkey or an authenticator app's code); travellers may.
import { z } from 'zod';

export const SECOND_FACTOR_MESSAGES = {
  code: 'Enter the 6-digit code from your authenticator app',
  wrongCode: 'That code is not right. Enter the code your app shows now.',
  replayed: 'That code was already used. Wait for the next code in your app.',
  recoveryCode: 'That recovery code is not valid or was already used.',
  tooManyTries: 'Too many wrong codes. Please sign in again.',
  noSignIn: 'Your sign-in has expired. Please sign in again.',
  alreadySetUp: 'An authenticator app is already set up for this account.',
  notSetUp: 'Set up your authenticator app first.',
  passkey: 'The passkey could not be checked. Try again, or use another way to sign in.',
  noPasskey: 'No such passkey on your account.',
  lastStaffFactor: 'Staff keep at least one way to confirm their sign-in: add another passkey or an authenticator app first.',
} as const;

/** Recovery codes given at enrolment: each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes a pending sign-in survives; then the password is asked again. */
export const SECOND_FACTOR_MAX_TRIES = 5;
/** Minutes between the password and the second factor. */
export const SECOND_FACTOR_PENDING_MINUTES = 10;

/** Staff sessions end after this long idle, and after this long in all (docs/product.md#second-factor). */
export const STAFF_SESSION_IDLE_MINUTES = 30;
export const STAFF_SESSION_ABSOLUTE_HOURS = 12;

/** What a password sign-in still needs: nothing, the first enrolment (staff), or the factor. */
export type SecondFactorStep = 'enrol' | 'verify';

/** The step a password sign-in leaves: staff always pass a factor; travellers once they have one. */
export function secondFactorStep(account: { isStaff: boolean; hasFactor: boolean }): SecondFactorStep | null {
  if (account.hasFactor) return 'verify';
  return account.isStaff ? 'enrol' : null;
}

/**
 * Why an account may not remove one of its factors (a passkey), or null when it may: staff pass a
 * factor at every sign-in, so they keep at least one; a traveller may go back to the password alone.
 */
export function factorRemovalRefusal(account: { isStaff: boolean; totp: boolean; passkeys: number }): string | null {
  const left = (account.totp ? 1 : 0) + account.passkeys - 1;
  return account.isStaff && left < 1 ? SECOND_FACTOR_MESSAGES.lastStaffFactor : null;
}

/** A code as typed: spaces dropped ("123 456" is a code). */
export const totpCodeRules = z.object({
  code: z
    .string(SECOND_FACTOR_MESSAGES.code)
    .transform((s) => s.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, SECOND_FACTOR_MESSAGES.code)),
});

/** A recovery code as typed: case, spaces and dashes do not matter. */
export const normaliseRecoveryCode = (typed: string): string => typed.toLowerCase().replace(/[\s-]+/g, '');

export const recoveryCodeRules = z.object({
  recoveryCode: z
    .string(SECOND_FACTOR_MESSAGES.recoveryCode)
    .max(64, SECOND_FACTOR_MESSAGES.recoveryCode)
    .transform(normaliseRecoveryCode)
    .pipe(z.string().regex(/^[a-z2-7]{10}$/, SECOND_FACTOR_MESSAGES.recoveryCode)),
});

/** A recovery code as shown: two groups of five ("abcde-fghij"). */
export const formatRecoveryCode = (code: string): string => `${code.slice(0, 5)}-${code.slice(5)}`;

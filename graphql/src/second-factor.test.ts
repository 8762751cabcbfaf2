import { describe, expect, it } from 'vitest';
import {
  factorRemovalRefusal,
  formatRecoveryCode,
  normaliseRecoveryCode,
  recoveryCodeRules,
  SECOND_FACTOR_MESSAGES,
  secondFactorStep,
  STAFF_SESSION_ABSOLUTE_HOURS,
  STAFF_SESSION_IDLE_MINUTES,
  totpCodeRules,
} from './second-factor.js';
import { errorsOf } from './errors-of.test-util.js';

describe('secondFactorStep', () => {
  it.each([
    [true, false, 'enrol'],
    [true, true, 'verify'],
    [false, true, 'verify'],
    [false, false, null],
  ] as const)('when staff is %s and a factor is enrolled is %s, then the step is %s', (isStaff, hasFactor, step) => {
    expect(secondFactorStep({ isStaff, hasFactor })).toBe(step);
  });
});

describe('the code of an authenticator app', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
  ])('when %j is typed, then %j is checked', (typed, code) => {
    expect(totpCodeRules.parse({ code: typed }).code).toBe(code);
  });

  it.each([['12345'], ['1234567'], ['12345a'], [''], [123456], [undefined]])(
    'when %j is typed, then "Enter the 6-digit code from your authenticator app"',
    (code) => {
      expect(errorsOf(totpCodeRules, { code })).toEqual({ code: 'Enter the 6-digit code from your authenticator app' });
    },
  );
});

describe('recovery codes', () => {
  it.each([
    ['abcde-fghij', 'abcdefghij'],
    [' ABCDE FGHIJ ', 'abcdefghij'],
    ['a-b-c-d-e-2-3-4-5-7', 'abcde23457'],
  ])('when %j is typed, then %j is checked', (typed, code) => {
    expect(normaliseRecoveryCode(typed)).toBe(code);
    expect(recoveryCodeRules.parse({ recoveryCode: typed }).recoveryCode).toBe(code);
  });

  it.each([['abcde-fghi'], ['abcde-fghijk'], ['abcde-fgh1j'], ['abcde-fgh8j'], [''], [7], ['a'.repeat(65)]])(
    'when %j is typed, then "That recovery code is not valid or was already used."',
    (recoveryCode) => {
      expect(errorsOf(recoveryCodeRules, { recoveryCode })).toEqual({ recoveryCode: 'That recovery code is not valid or was already used.' });
    },
  );

  it('when a code is shown, then it reads as two groups of five', () => {
    expect(formatRecoveryCode('abcdefghij')).toBe('abcde-fghij');
  });
});

describe('removing a passkey', () => {
  const refused = SECOND_FACTOR_MESSAGES.lastStaffFactor;
  it.each([
    [{ isStaff: true, totp: false, passkeys: 1 }, refused],
    [{ isStaff: true, totp: false, passkeys: 2 }, null],
    [{ isStaff: true, totp: true, passkeys: 1 }, null],
    [{ isStaff: false, totp: false, passkeys: 1 }, null],
    [{ isStaff: false, totp: true, passkeys: 1 }, null],
  ])('when the account is %o, then removing one passkey is refused with %p (null: allowed)', (account, expected) => {
    expect(factorRemovalRefusal(account)).toBe(expected);
  });
});

describe('staff session lifetimes', () => {
  it('when staff are signed in, then 30 minutes idle or 12 hours in all end the session', () => {
    expect([STAFF_SESSION_IDLE_MINUTES, STAFF_SESSION_ABSOLUTE_HOURS]).toEqual([30, 12]);
  });
});

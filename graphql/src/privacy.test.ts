import { describe, expect, it } from 'vitest';
import {
  consentRulesFor,
  deleteAccountRules,
  DELETE_ACCOUNT_CONFIRMATION,
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE_VERSION,
  purgeDueOn,
  purgeState,
  pseudonymOf,
} from './privacy.js';

const trip = (over: Partial<Parameters<typeof purgeState>[0]> = {}) => ({
  status: 'returned' as const,
  endsOn: '2026-01-12',
  retentionDays: 90,
  purgedAt: null,
  ...over,
});

describe('purgeDueOn', () => {
  it('when a trip came back on 12 January with 90 days, then it is due on 12 April', () => {
    expect(purgeDueOn('2026-01-12', 90)).toBe('2026-04-12');
  });
  it('when the period crosses a month end and a leap day, then it counts calendar days', () => {
    expect(purgeDueOn('2028-02-28', 2)).toBe('2028-03-01');
  });
  it('when the period is zero, then it is due on the return date', () => {
    expect(purgeDueOn('2026-01-12', 0)).toBe('2026-01-12');
  });
});

describe('purgeState', () => {
  it('when the trip was purged, then it says so whatever its status', () => {
    expect(purgeState(trip({ purgedAt: new Date(), status: 'open' }), '2030-01-01')).toBe('purged');
    expect(purgeState(trip({ purgedAt: '2026-04-12T00:00:00Z' }), '2026-01-01')).toBe('purged');
  });
  it('when the trip has not come back, then it is never due', () => {
    for (const status of ['draft', 'open', 'closed', 'travelling'] as const) expect(purgeState(trip({ status }), '2030-01-01')).toBe('not-returned');
  });
  it('when a returned or archived trip reaches its day, then it is due, and the day before it waits', () => {
    expect(purgeState(trip(), '2026-04-12')).toBe('due');
    expect(purgeState(trip({ status: 'archived' }), '2026-04-13')).toBe('due');
    expect(purgeState(trip(), '2026-04-11')).toBe('waiting');
  });
});

describe('pseudonymOf', () => {
  it('when given bytes, then it reads four characters of an alphabet without look-alikes', () => {
    expect(pseudonymOf(new Uint8Array([0, 1, 29, 30, 99]))).toBe('Deleted traveller 23Z2');
  });
  it('when given fewer than four bytes, then it refuses', () => {
    expect(() => pseudonymOf(new Uint8Array([1, 2, 3]))).toThrow('pseudonymOf needs four bytes');
  });
});

describe('texts', () => {
  it('when the traveller reads them, then they say what to do', () => {
    expect(DELETE_ACCOUNT_CONFIRMATION).toBe('DELETE');
    expect(PRIVACY_NOTICE_VERSION).toBe('2026-11-26');
    expect(PRIVACY_MESSAGES).toEqual({
      notPurgeable: 'Only a returned or archived trip can be purged.',
      alreadyPurged: 'This trip has already been purged.',
      confirmation: 'Type DELETE to confirm.',
      password: 'Your password is not correct.',
      staff: 'Staff accounts cannot be deleted here.',
      paidRegistration: 'Cancel your registration first; refunds are settled before an account is deleted.',
      notice: 'Accept the privacy notice to create an account.',
      passwordMissing: 'Enter your password.',
    });
  });
});

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('deleteAccountRules', () => {
  it('when the password is given and DELETE typed (spaces forgiven), then it passes', () => {
    expect(deleteAccountRules.safeParse({ password: 'x', confirmation: ' DELETE ' }).success).toBe(true);
  });
  it('when the password is missing, empty or not text, then "Enter your password."', () => {
    for (const password of [undefined, '', 7])
      expect(issues(deleteAccountRules.safeParse({ password, confirmation: 'DELETE' }))).toEqual({ password: 'Enter your password.' });
  });
  it('when the confirmation is missing, lower case or something else, then "Type DELETE to confirm."', () => {
    for (const confirmation of [undefined, 'delete', 'DELET', 3])
      expect(issues(deleteAccountRules.safeParse({ password: 'x', confirmation }))).toEqual({ confirmation: 'Type DELETE to confirm.' });
  });
});

describe('consentRulesFor', () => {
  const consentRules = consentRulesFor('2026-01');
  it('when the version in force is sent, then it passes', () => {
    expect(consentRules.safeParse({ privacyNoticeVersion: '2026-01' }).success).toBe(true);
  });
  it('when it is missing, old or not text, then "Accept the privacy notice to create an account."', () => {
    for (const privacyNoticeVersion of [undefined, '2025-01', '', true])
      expect(issues(consentRules.safeParse({ privacyNoticeVersion }))).toEqual({ privacyNoticeVersion: 'Accept the privacy notice to create an account.' });
  });
});

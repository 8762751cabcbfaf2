// The money rules an admin meets (fare, payment, reversal) and the passwords' rules, with the
// texts written out. "Today" is Toronto's, whatever the server's zone.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorsOf, x } from './errors-of.test-util.js';
import {
  changePasswordRules,
  EMAIL_VERIFICATION_MESSAGES,
  fareRules,
  forgotPasswordRules,
  paymentRules,
  resetPasswordRules,
  reversalRules,
  torontoToday,
  verifyEmailRules,
} from './rules.js';

const KEY = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

describe('today in Toronto', () => {
  it.each([
    ['2026-11-23T04:59:59Z', '2026-11-22'],
    ['2026-11-23T05:00:00Z', '2026-11-23'],
    ['2026-07-01T03:59:59Z', '2026-06-30'],
    ['2026-07-01T04:00:00Z', '2026-07-01'],
  ])('when it is %s, then it is %s in Toronto', (now, day) => {
    expect(torontoToday(new Date(now))).toBe(day);
  });
});

describe('a fare', () => {
  it.each([
    ['barakah', undefined],
    ['nonBarakah', undefined],
    ['gold', 'Choose Barakah member or non-member'],
  ])('when the fare is %j, then %j', (fare, message) => {
    expect(errorsOf(fareRules, { fare })).toEqual(message ? { fare: message } : {});
  });
});

describe('a payment', () => {
  // 03:00 UTC on Nov 23 is still Nov 22 in Toronto.
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T03:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const good = { amountCents: 50_000, method: 'e-transfer', receivedOn: '2026-11-22' };
  it('when only the amount, method and date are given, then the rest is empty and no overpayment is allowed', () => {
    expect(paymentRules.parse(good)).toEqual({ ...good, reference: null, note: null, travellerNote: null, allowOverpayment: false, clientKey: null });
  });
  it('when everything is given, then it is kept, trimmed', () => {
    const full = { ...good, reference: ' TX-42 ', note: ' Paid at the office ', travellerNote: ' Thank you! ', allowOverpayment: true, clientKey: KEY };
    expect(paymentRules.parse(full)).toEqual({ ...full, reference: 'TX-42', note: 'Paid at the office', travellerNote: 'Thank you!' });
  });
  it('when the reference and note are blank, then they are empty', () => {
    expect(paymentRules.parse({ ...good, reference: '  ', note: '', travellerNote: '  ' })).toMatchObject({ reference: null, note: null, travellerNote: null });
  });
  const AMOUNT = 'Enter an amount greater than $0.00, in dollars and cents';
  it.each([
    ['amountCents', 1, undefined],
    ['amountCents', 100_000_000, undefined],
    ['amountCents', 100_000_001, AMOUNT],
    ['amountCents', 0, AMOUNT],
    ['amountCents', 12.5, AMOUNT],
    ['amountCents', '500', AMOUNT],
    ['method', 'cheque', undefined],
    ['method', 'bitcoin', 'Choose how the payment was made'],
    ['receivedOn', '2026-11-23', 'The date received cannot be in the future'],
    ['receivedOn', '2026-02-30', 'Enter the date the payment was received'],
    ['receivedOn', undefined, 'Enter the date the payment was received'],
    ['reference', x(100), undefined],
    ['reference', x(101), 'Reference must be at most 100 characters'],
    ['note', x(500), undefined],
    ['note', x(501), 'Note must be at most 500 characters'],
    ['travellerNote', x(500), undefined],
    ['travellerNote', x(501), 'Note to the traveler must be at most 500 characters'],
    ['travellerNote', 42, 'Note to the traveler must be at most 500 characters'],
  ])('when %s is %j, then %j', (field, value, message) => {
    expect(errorsOf(paymentRules, { ...good, [field]: value })).toEqual(message ? { [field]: message } : {});
  });
});

describe('a reversal (10 to 500 characters of reason)', () => {
  const TEXT = 'Please give a reason of 10 to 500 characters.';
  it.each([
    [x(10), undefined],
    [`  ${x(9)}  `, TEXT],
    [x(500), undefined],
    [x(501), TEXT],
    [undefined, TEXT],
  ])('when the reason is %j, then %j', (reason, message) => {
    expect(errorsOf(reversalRules, { reason })).toEqual(message ? { reason: message } : {});
  });
  it('when the reason has blanks around it, then they are dropped', () => {
    expect(reversalRules.parse({ reason: ' Entered twice by mistake ' })).toEqual({ reason: 'Entered twice by mistake' });
  });
});

describe('passwords', () => {
  const EMAIL = 'Please enter a valid email address';
  const TOKEN = 'This reset link is invalid or has expired. Please ask for a new one.';
  it.each([
    [' amina@example.com ', undefined],
    ['amina@', EMAIL],
    [`${x(64)}@${x(63)}.${x(63)}.${x(57)}.com`, undefined],
    [`${x(64)}@${x(63)}.${x(63)}.${x(58)}.com`, EMAIL],
    [undefined, EMAIL],
  ])('when a reset is asked for %j, then %j', (email, message) => {
    expect(errorsOf(forgotPasswordRules, { email })).toEqual(message ? { email: message } : {});
  });
  it('when a reset is asked with blanks around the address, then they are dropped', () => {
    expect(forgotPasswordRules.parse({ email: ' amina@example.com ' })).toEqual({ email: 'amina@example.com' });
  });
  it.each([
    ['token', x(20), undefined],
    ['token', x(19), TOKEN],
    ['token', x(200), undefined],
    ['token', x(201), TOKEN],
    ['password', '12345', 'Password must be at least 6 characters'],
    ['password', x(201), 'Password must be at most 200 characters'],
  ])('when a reset has %s %j, then %j', (field, value, message) => {
    expect(errorsOf(resetPasswordRules, { token: x(40), password: 'secret', [field]: value })).toEqual(message ? { [field]: message } : {});
  });
  const LINK = 'This confirmation link is invalid or has expired. Please ask for a new one.';
  it.each([
    [x(20), undefined],
    [x(19), LINK],
    [x(200), undefined],
    [x(201), LINK],
    [undefined, LINK],
    [42, LINK],
  ])('when an email confirmation has token %j, then %j', (token, message) => {
    expect(errorsOf(verifyEmailRules, { token })).toEqual(message ? { token: message } : {});
  });
  it('when a start comes before the email is confirmed, then the message says what to do', () => {
    expect(EMAIL_VERIFICATION_MESSAGES.required).toBe('Please confirm your email address first');
  });
  it.each([
    ['currentPassword', 'o', undefined],
    ['currentPassword', '', 'Current password is required'],
    ['currentPassword', x(200), undefined],
    ['currentPassword', x(201), 'Current password is incorrect'],
    ['newPassword', '12345', 'Password must be at least 6 characters'],
  ])('when a change has %s %j, then %j', (field, value, message) => {
    expect(errorsOf(changePasswordRules, { currentPassword: 'old-secret', newPassword: 'new-secret', [field]: value })).toEqual(
      message ? { [field]: message } : {},
    );
  });
});

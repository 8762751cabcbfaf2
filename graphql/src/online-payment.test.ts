// What may be paid online (graphql/src/online-payment.ts): the next due item, the whole balance or an
// amount between them, in cents; never below the provider's minimum, never above the balance.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorsOf } from './errors-of.test-util.js';
import {
  LEDGER_METHOD_LABELS,
  MIN_ONLINE_CENTS,
  ONLINE_PAYMENT_MESSAGES,
  ONLINE_PAYMENT_METHOD,
  onlineAmountFor,
  onlineBounds,
  onlinePaymentRules,
} from './online-payment.js';

const account = (balanceCents: number, next: number | null) => ({ balanceCents, nextDue: next === null ? null : { amountCents: next } });

describe('onlineBounds', () => {
  it('runs from the next due item to the balance', () => {
    expect(onlineBounds(account(390_000, 50_000))).toEqual({ minCents: 50_000, maxCents: 390_000 });
  });
  it('is the balance alone when nothing is scheduled next, or when the next item is more than the balance', () => {
    expect(onlineBounds(account(12_345, null))).toEqual({ minCents: 12_345, maxCents: 12_345 });
    expect(onlineBounds(account(12_345, 50_000))).toEqual({ minCents: 12_345, maxCents: 12_345 });
  });
  it('never starts below the provider minimum', () => {
    expect(onlineBounds(account(10_000, 10))).toEqual({ minCents: MIN_ONLINE_CENTS, maxCents: 10_000 });
    expect(onlineBounds(account(10_000, MIN_ONLINE_CENTS + 1))).toEqual({ minCents: MIN_ONLINE_CENTS + 1, maxCents: 10_000 });
  });
  it('offers nothing when the balance is below the minimum, zero or overpaid', () => {
    expect(onlineBounds(account(MIN_ONLINE_CENTS - 1, MIN_ONLINE_CENTS - 1))).toBeNull();
    expect(onlineBounds(account(0, null))).toBeNull();
    expect(onlineBounds(account(-500, null))).toBeNull();
    expect(onlineBounds(account(MIN_ONLINE_CENTS, MIN_ONLINE_CENTS))).toEqual({ minCents: MIN_ONLINE_CENTS, maxCents: MIN_ONLINE_CENTS });
  });
});

describe('onlineAmountFor', () => {
  const a = account(390_000, 50_000);
  it('charges the next due item, the balance, or the chosen amount', () => {
    expect(onlineAmountFor(a, { choice: 'NEXT_DUE' })).toEqual({ amountCents: 50_000 });
    expect(onlineAmountFor(a, { choice: 'BALANCE', amountCents: 1 })).toEqual({ amountCents: 390_000 });
    expect(onlineAmountFor(a, { choice: 'AMOUNT', amountCents: 120_050 })).toEqual({ amountCents: 120_050 });
    expect(onlineAmountFor(a, { choice: 'AMOUNT', amountCents: 50_000 })).toEqual({ amountCents: 50_000 });
    expect(onlineAmountFor(a, { choice: 'AMOUNT', amountCents: 390_000 })).toEqual({ amountCents: 390_000 });
  });
  it('refuses a chosen amount outside the bounds, or none', () => {
    const between = { field: 'amountCents', message: 'Enter an amount between $500.00 and $3,900.00' };
    expect(onlineAmountFor(a, { choice: 'AMOUNT', amountCents: 49_999 })).toEqual(between);
    expect(onlineAmountFor(a, { choice: 'AMOUNT', amountCents: 390_001 })).toEqual(between);
    expect(onlineAmountFor(a, { choice: 'AMOUNT', amountCents: null })).toEqual({ field: 'amountCents', message: ONLINE_PAYMENT_MESSAGES.amount });
    expect(onlineAmountFor(a, { choice: 'AMOUNT' })).toEqual({ field: 'amountCents', message: ONLINE_PAYMENT_MESSAGES.amount });
  });
  it('refuses every choice when nothing is owed', () => {
    for (const choice of ['NEXT_DUE', 'BALANCE', 'AMOUNT'] as const) {
      expect(onlineAmountFor(account(0, null), { choice, amountCents: 100 })).toEqual({ field: 'choice', message: ONLINE_PAYMENT_MESSAGES.nothingOwed });
    }
  });
  it('whatever the account and the choice, an accepted amount lies within the bounds, in whole cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 10_000_000 }),
        fc.option(fc.integer({ min: 1, max: 10_000_000 })),
        fc.constantFrom(...(['NEXT_DUE', 'BALANCE', 'AMOUNT'] as const)),
        fc.integer({ min: 0, max: 10_000_000 }),
        (balance, next, choice, amount) => {
          const got = onlineAmountFor(account(balance, next), { choice, amountCents: amount });
          const bounds = onlineBounds(account(balance, next));
          if (!('amountCents' in got)) return;
          expect(bounds).not.toBeNull();
          expect(Number.isSafeInteger(got.amountCents)).toBe(true);
          expect(got.amountCents).toBeGreaterThanOrEqual(Math.max(bounds!.minCents, MIN_ONLINE_CENTS));
          expect(got.amountCents).toBeLessThanOrEqual(balance);
        },
      ),
    );
  });
});

describe('onlinePaymentRules', () => {
  it('takes a choice and, for another amount, whole cents', () => {
    expect(onlinePaymentRules.parse({ choice: 'AMOUNT', amountCents: 1250 })).toEqual({ choice: 'AMOUNT', amountCents: 1250 });
    expect(onlinePaymentRules.parse({ choice: 'NEXT_DUE' })).toEqual({ choice: 'NEXT_DUE' });
    expect(errorsOf(onlinePaymentRules, { choice: 'ALL' })).toEqual({ choice: ONLINE_PAYMENT_MESSAGES.choice });
    expect(errorsOf(onlinePaymentRules, {})).toEqual({ choice: ONLINE_PAYMENT_MESSAGES.choice });
    expect(errorsOf(onlinePaymentRules, { choice: 'AMOUNT', amountCents: 12.5 })).toEqual({ amountCents: ONLINE_PAYMENT_MESSAGES.amount });
    expect(errorsOf(onlinePaymentRules, { choice: 'AMOUNT', amountCents: '1250' })).toEqual({ amountCents: ONLINE_PAYMENT_MESSAGES.amount });
  });
  it('names the ledger method of an online payment', () => {
    expect(ONLINE_PAYMENT_METHOD).toBe('card (online)');
    expect(LEDGER_METHOD_LABELS[ONLINE_PAYMENT_METHOD]).toBe('Card (online)');
    expect(LEDGER_METHOD_LABELS.card).toBe('Card');
  });
});

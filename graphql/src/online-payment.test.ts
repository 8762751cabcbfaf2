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
  CARD_REFUND_MESSAGES,
  cardRefundRules,
  FLAG_SETTLEMENT_MESSAGES,
  flagSettlementRules,
  splitCardRefund,
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

describe('splitCardRefund', () => {
  const cards = (...left: number[]) => left.map((leftCents, i) => ({ providerPaymentId: `pi_${i}`, leftCents }));
  it('takes from the first card payment (the newest) and moves on only when it is used up', () => {
    expect(splitCardRefund(10_000, cards(30_000, 25_000))).toEqual({ parts: [{ providerPaymentId: 'pi_0', amountCents: 10_000 }] });
    expect(splitCardRefund(30_000, cards(30_000, 25_000))).toEqual({ parts: [{ providerPaymentId: 'pi_0', amountCents: 30_000 }] });
    expect(splitCardRefund(40_000, cards(30_000, 25_000))).toEqual({
      parts: [
        { providerPaymentId: 'pi_0', amountCents: 30_000 },
        { providerPaymentId: 'pi_1', amountCents: 10_000 },
      ],
    });
  });
  it('skips card payments with nothing left', () => {
    expect(splitCardRefund(5_000, cards(0, -100, 5_000))).toEqual({ parts: [{ providerPaymentId: 'pi_2', amountCents: 5_000 }] });
  });
  it('says when nothing was paid by card, and how much the cards can take when asked for more', () => {
    expect(splitCardRefund(1, [])).toEqual({ message: CARD_REFUND_MESSAGES.noCard });
    expect(splitCardRefund(1, cards(0))).toEqual({ message: 'This traveller paid nothing online: record the refund by the method used.' });
    expect(splitCardRefund(55_001, cards(30_000, 25_000))).toEqual({
      message: 'The card payments can take back at most $550.00: refund the rest by the method used.',
    });
    expect('parts' in splitCardRefund(55_000, cards(30_000, 25_000))).toBe(true);
  });
  it('always gives back exactly the amount, each part positive and within its payment (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1_000, max: 500_000 }), { maxLength: 6 }), fc.integer({ min: 1, max: 3_000_000 }), (left, amount) => {
        const split = splitCardRefund(amount, cards(...left));
        const total = left.filter((l) => l > 0).reduce((a, b) => a + b, 0);
        if ('message' in split) return amount > total;
        const byId = new Map(cards(...left).map((c) => [c.providerPaymentId, c.leftCents]));
        return (
          split.parts.reduce((a, p) => a + p.amountCents, 0) === amount &&
          split.parts.every((p) => p.amountCents > 0 && p.amountCents <= byId.get(p.providerPaymentId)!) &&
          new Set(split.parts.map((p) => p.providerPaymentId)).size === split.parts.length
        );
      }),
    );
  });
});

describe('cardRefundRules', () => {
  it('takes a whole positive amount, an optional note and client key', () => {
    expect(cardRefundRules.parse({ amountCents: 100 })).toEqual({ amountCents: 100 });
    const key = '0b5a4c1e-8f3e-4d2a-9c1b-2a3b4c5d6e7f';
    expect(cardRefundRules.parse({ amountCents: 100, note: '  policy  ', clientKey: key })).toEqual({ amountCents: 100, note: 'policy', clientKey: key });
    for (const amountCents of [0, -1, 1.5, '100', undefined]) {
      expect(errorsOf(cardRefundRules, { amountCents })).toEqual({ amountCents: 'Enter the amount to send back to the card, in dollars and cents' });
    }
    expect(errorsOf(cardRefundRules, { amountCents: 1, clientKey: 'nope' })).toHaveProperty('clientKey');
    expect(errorsOf(cardRefundRules, { amountCents: 1, note: 'x'.repeat(501) })).toHaveProperty('note');
  });
});

describe('flagSettlementRules', () => {
  it('takes a note of 3 to 500 characters once trimmed, and refuses anything else with one message', () => {
    expect(flagSettlementRules.parse({ note: '  Refunded by cheque  ' })).toEqual({ note: 'Refunded by cheque' });
    expect(flagSettlementRules.parse({ note: 'abc' })).toEqual({ note: 'abc' });
    expect(flagSettlementRules.parse({ note: 'x'.repeat(500) })).toEqual({ note: 'x'.repeat(500) });
    for (const note of [undefined, null, 42, '', 'ab', '   ab   ', 'x'.repeat(501)]) {
      expect(errorsOf(flagSettlementRules, { note })).toEqual({ note: FLAG_SETTLEMENT_MESSAGES.note });
    }
    expect(FLAG_SETTLEMENT_MESSAGES.note).toBe('Say how this payment was settled, in 3 to 500 characters.');
  });
});

// Refunds by policy and how to pay (graphql/src/refunds.ts): the quote's arithmetic holds to the cent
// whatever the ledger and the policy, the policy reads as the cancel dialog shows it, and the
// reference code is stable, short and unambiguous.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancellationQuote,
  ledgerTotals,
  REFERENCE_ALPHABET,
  referenceCode,
  refundableCents,
  refundPolicyLines,
  refundRules,
  tierOn,
  type QuoteEntry,
  type RefundPolicy,
} from './refunds.js';

const cents = fc.integer({ min: 1, max: 5_000_000 });
const day = fc
  .date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const policy: fc.Arbitrary<RefundPolicy> = fc.record({
  depositRefundable: fc.boolean(),
  tiers: fc.array(fc.record({ before: day, percent: fc.integer({ min: 0, max: 100 }) }), { maxLength: 4 }),
});

/** A ledger as admins build it: payments, reversals of standing payments, refunds never above what is held. */
const ledger = fc.array(fc.oneof(fc.record({ pay: cents }), fc.record({ reverse: fc.nat() }), fc.record({ refund: cents })), { maxLength: 30 }).map((steps) => {
  const entries: QuoteEntry[] = [];
  const open: number[] = [];
  let held = 0;
  for (const step of steps) {
    if ('pay' in step) {
      entries.push({ kind: 'payment', amountCents: step.pay });
      open.push(entries.length - 1);
      held += step.pay;
    } else if ('reverse' in step) {
      if (!open.length) continue;
      const index = open.splice(step.reverse % open.length, 1)[0]!;
      const amount = entries[index]!.amountCents;
      // An admin reverses a payment only while the money is still held (a refund may have given it back).
      if (amount > held) continue;
      entries.push({ kind: 'reversal', amountCents: -amount });
      held -= amount;
    } else if (held > 0) {
      const amount = Math.min(step.refund, held);
      entries.push({ kind: 'refund', amountCents: -amount });
      held -= amount;
    }
  }
  return { entries, held };
});

const POLICY: RefundPolicy = {
  depositRefundable: false,
  tiers: [
    { before: '2026-12-01', percent: 50 },
    { before: '2026-10-01', percent: 100 },
  ],
};
const pay = (amountCents: number): QuoteEntry => ({ kind: 'payment', amountCents });
const refund = (amountCents: number): QuoteEntry => ({ kind: 'refund', amountCents: -amountCents });

describe('cancellation quote', () => {
  it('when the quote is asked for any ledger, policy and day, then paid = refunded + refund + kept, to the cent, and the refund never passes what is held', () => {
    fc.assert(
      fc.property(ledger, policy, cents, day, ({ entries, held }, p, depositCents, today) => {
        const q = cancellationQuote({ entries, depositCents, policy: p, today });
        expect(q.paidCents - q.refundedCents).toBe(held);
        expect(q.refundedCents + q.refundCents + q.keptCents).toBe(q.paidCents);
        expect(q.refundCents).toBeGreaterThanOrEqual(0);
        expect(q.refundCents).toBeLessThanOrEqual(held);
        expect(q.keptCents).toBeGreaterThanOrEqual(0);
        for (const n of [q.paidCents, q.refundedCents, q.refundCents, q.keptCents]) expect(Number.isSafeInteger(n)).toBe(true);
      }),
    );
  });

  it('when the deposit is non-refundable, then the organisers keep at least the deposit (or all that was paid, if less)', () => {
    fc.assert(
      fc.property(ledger, policy, cents, day, ({ entries }, p, depositCents, today) => {
        const q = cancellationQuote({ entries, depositCents, policy: { ...p, depositRefundable: false }, today });
        expect(q.refundedCents + q.keptCents).toBeGreaterThanOrEqual(Math.min(q.paidCents, depositCents));
      }),
    );
  });

  it('when a refund was already recorded, then the quote gives back only what the policy still owes', () => {
    const entries = [pay(25_000), pay(130_000), refund(30_000)];
    const q = cancellationQuote({ entries, depositCents: 25_000, policy: POLICY, today: '2026-09-15' });
    expect(q).toMatchObject({ paidCents: 155_000, refundedCents: 30_000, refundCents: 100_000, keptCents: 25_000 });
  });

  it('when a day is before the earliest tier, then that tier applies; between tiers, the next; from the last date, nothing', () => {
    const entries = [pay(25_000), pay(130_000)];
    const quote = (today: string) => cancellationQuote({ entries, depositCents: 25_000, policy: POLICY, today });
    expect(quote('2026-09-30')).toMatchObject({
      refundCents: 130_000,
      keptCents: 25_000,
      applies: 'Cancelling before October 1, 2026: 100 % of what you paid beyond the deposit is refunded.',
    });
    expect(quote('2026-10-01')).toMatchObject({
      refundCents: 65_000,
      keptCents: 90_000,
      applies: 'Cancelling before December 1, 2026: 50 % of what you paid beyond the deposit is refunded.',
    });
    expect(quote('2026-11-30').refundCents).toBe(65_000);
    expect(quote('2026-12-01')).toMatchObject({
      refundCents: 0,
      keptCents: 155_000,
      applies: 'Cancelling now: no refund of what you paid beyond the deposit.',
    });
  });

  it('when a share is not a whole cent, then it is rounded down', () => {
    const q = cancellationQuote({
      entries: [pay(1_001)],
      depositCents: 0,
      policy: { depositRefundable: false, tiers: [{ before: '2027-01-01', percent: 50 }] },
      today: '2026-01-01',
    });
    expect(q.refundCents).toBe(500);
    expect(q.keptCents).toBe(501);
  });

  it('when less than the deposit was paid and the deposit is kept, then nothing is refunded', () => {
    const q = cancellationQuote({ entries: [pay(10_000)], depositCents: 25_000, policy: POLICY, today: '2026-01-01' });
    expect(q).toMatchObject({ paidCents: 10_000, refundCents: 0, keptCents: 10_000 });
  });

  it('when the deposit is refundable, then the tier applies to everything paid, and the dialog says so', () => {
    const p: RefundPolicy = { depositRefundable: true, tiers: [{ before: '2027-01-01', percent: 100 }] };
    const q = cancellationQuote({ entries: [pay(25_000), pay(5_000)], depositCents: 25_000, policy: p, today: '2026-01-01' });
    expect(q).toMatchObject({ refundCents: 30_000, keptCents: 0, applies: 'Cancelling before January 1, 2027: 100 % of what you paid is refunded.' });
    expect(cancellationQuote({ entries: [], depositCents: 25_000, policy: p, today: '2027-01-01' }).applies).toBe(
      'Cancelling now: no refund of what you paid.',
    );
  });

  it('when more was refunded than the policy owes (a goodwill refund), then no further refund is quoted', () => {
    const q = cancellationQuote({ entries: [pay(100_000), refund(90_000)], depositCents: 25_000, policy: POLICY, today: '2026-10-15' });
    expect(q).toMatchObject({ refundCents: 0, keptCents: 10_000 });
  });
});

describe('refund policy in words', () => {
  it('when the deposit is kept, then the lines say so first, then each tier by date, then no refund from the last date', () => {
    expect(refundPolicyLines(POLICY, 25_000)).toEqual([
      'The deposit ($250.00) is non-refundable.',
      'Cancelled before October 1, 2026: 100 % of payments beyond the deposit refunded.',
      'Cancelled before December 1, 2026: 50 % of payments beyond the deposit refunded.',
      'From December 1, 2026: no refund.',
    ]);
  });

  it('when the policy has no tier, then it says there is no refund', () => {
    expect(refundPolicyLines({ depositRefundable: false, tiers: [] }, 20_000)).toEqual([
      'The deposit ($200.00) is non-refundable.',
      'No refund of payments beyond the deposit.',
    ]);
    expect(refundPolicyLines({ depositRefundable: true, tiers: [] }, 20_000)).toEqual(['No refund of payments.']);
    expect(refundPolicyLines({ depositRefundable: true, tiers: [{ before: '2026-03-02', percent: 75 }] }, 20_000)).toEqual([
      'Cancelled before March 2, 2026: 75 % of payments refunded.',
      'From March 2, 2026: no refund.',
    ]);
  });

  it('when tiers are asked for a day, then the earliest tier still ahead applies, whatever their order', () => {
    fc.assert(
      fc.property(policy, day, (p, today) => {
        const tier = tierOn(p, today);
        const ahead = p.tiers.filter((t) => today < t.before);
        if (!ahead.length) expect(tier).toBeNull();
        else {
          expect(today < tier!.before).toBe(true);
          for (const t of ahead) expect(tier!.before <= t.before).toBe(true);
        }
      }),
    );
    expect(tierOn(POLICY, '2026-09-30')).toEqual({ before: '2026-10-01', percent: 100 });
  });
});

describe('refund limit', () => {
  it('when payments, reversals and refunds are recorded, then the refundable amount is what is held, never below zero', () => {
    fc.assert(
      fc.property(ledger, ({ entries, held }) => {
        expect(refundableCents(entries)).toBe(held);
        const { paidCents, refundedCents } = ledgerTotals(entries);
        expect(paidCents - refundedCents).toBe(held);
      }),
    );
    expect(refundableCents([pay(100), refund(100)])).toBe(0);
    expect(refundableCents([refund(100)])).toBe(0);
    expect(refundableCents([pay(300), { kind: 'reversal', amountCents: -300 }, pay(200)])).toBe(200);
  });

  it('when an admin records a refund, then a missing or bad amount, method, reference or note names its message', () => {
    const ok = refundRules.safeParse({ amountCents: 500, method: 'e-transfer', reference: '  ET-1 ', note: '' });
    expect(ok.success && ok.data).toEqual({ amountCents: 500, method: 'e-transfer', reference: 'ET-1', note: null });
    const blank = refundRules.safeParse({ amountCents: 500, method: 'cash', reference: '   ', note: '   ' });
    expect(blank.success && blank.data).toEqual({ amountCents: 500, method: 'cash', reference: null, note: null });
    const messages = (input: unknown) => {
      const r = refundRules.safeParse(input);
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    const amount = 'Enter an amount greater than $0.00, in dollars and cents';
    expect(messages({ method: 'cash' })).toEqual({ amountCents: amount });
    expect(messages({ amountCents: 0, method: 'cash' })).toEqual({ amountCents: amount });
    expect(messages({ amountCents: 1.5, method: 'cash' })).toEqual({ amountCents: amount });
    expect(messages({ amountCents: 100_000_001, method: 'cash' })).toEqual({ amountCents: amount });
    expect(messages({ amountCents: 100_000_000, method: 'cash' })).toEqual({});
    expect(messages({ amountCents: 1, method: 'bitcoin' })).toEqual({ method: 'Choose how the refund was made' });
    expect(messages({ amountCents: 1, method: 'cash', reference: 'x'.repeat(101) })).toEqual({ reference: 'Reference must be at most 100 characters' });
    expect(messages({ amountCents: 1, method: 'cash', reference: 7 })).toEqual({ reference: 'Reference must be at most 100 characters' });
    expect(messages({ amountCents: 1, method: 'cash', note: 'x'.repeat(501) })).toEqual({ note: 'Note must be at most 500 characters' });
    expect(messages({ amountCents: 1, method: 'cash', note: 7 })).toEqual({ note: 'Note must be at most 500 characters' });
    expect(messages({ amountCents: 1, method: 'cash', reference: 'x'.repeat(100), note: ' y '.repeat(166) })).toEqual({});
  });
});

describe('payment reference code', () => {
  const uuid = fc.uuid();

  it('when a code is derived, then it is the same every time, UJ- and 8 characters of an alphabet with no 0, O, 1 or I', () => {
    expect(REFERENCE_ALPHABET).toHaveLength(32);
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OI]/);
    fc.assert(
      fc.property(uuid, (id) => {
        const code = referenceCode(id);
        expect(code).toBe(referenceCode(id.toUpperCase()));
        expect(code).toMatch(/^UJ-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
      }),
    );
  });

  it('when ids differ in their first 40 bits, then their codes differ', () => {
    fc.assert(
      fc.property(uuid, uuid, (a, b) => {
        fc.pre(a.replace(/-/g, '').slice(0, 10).toLowerCase() !== b.replace(/-/g, '').slice(0, 10).toLowerCase());
        expect(referenceCode(a)).not.toBe(referenceCode(b));
      }),
    );
  });

  it('when known ids are coded, then the codes read as written here', () => {
    expect(referenceCode('00000000-0000-4000-8000-000000000000')).toBe('UJ-2222-2222');
    expect(referenceCode('ffffffff-ff00-4000-8000-000000000000')).toBe('UJ-ZZZZ-ZZZZ');
    expect(referenceCode('00000000-0100-4000-8000-000000000000')).toBe('UJ-3222-2222');
    expect(referenceCode('00000000210040008000000000000000')).toBe('UJ-3322-2222');
  });

  it('when the id is not a registration id, then it is refused', () => {
    for (const bad of [
      '',
      'not-an-id',
      '00000000-0000-4000-8000-00000000000',
      '00000000-0000-4000-8000-0000000000000',
      'g0000000-0000-4000-8000-000000000000',
    ]) {
      expect(() => referenceCode(bad)).toThrow(RangeError);
    }
    expect(() => referenceCode('x')).toThrow('not a registration id: x');
  });
});

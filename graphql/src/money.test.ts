// Property tests of the money arithmetic (graphql/src/money.ts): whatever the plan and the ledger,
// the sums hold to the cent and no float enters.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountOf,
  balanceReminder,
  balanceReminderText,
  depositFor,
  FARE_LABELS,
  FARES,
  formatCents,
  longDay,
  parseDollars,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  planFor,
  sumCents,
  type Fare,
  type PlanLine,
} from './money.js';

const cents = fc.integer({ min: 1, max: 5_000_000 });
const day = fc
  .date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const fare = fc.constantFrom<Fare>('barakah', 'nonBarakah');
const line: fc.Arbitrary<PlanLine> = fc.record({
  amountCents: cents,
  description: fc.string({ minLength: 1, maxLength: 20 }),
  fare: fc.constantFrom<PlanLine['fare']>('all', 'barakah', 'nonBarakah'),
  dueDate: fc.option(day, { nil: null }),
});

/** A ledger built as admins build it: payments, and reversals of payments not reversed yet. */
const ledger = fc.array(fc.oneof(fc.record({ pay: cents }), fc.record({ reverse: fc.nat() })), { maxLength: 40 }).map((steps) => {
  const entries: { amountCents: number; reverses?: number }[] = [];
  const open: number[] = [];
  for (const step of steps) {
    if ('pay' in step) {
      entries.push({ amountCents: step.pay });
      open.push(entries.length - 1);
    } else if (open.length) {
      const index = open.splice(step.reverse % open.length, 1)[0]!;
      entries.push({ amountCents: -entries[index]!.amountCents, reverses: index });
    }
  }
  const standing = open.map((i) => entries[i]!.amountCents);
  return { entries, standing };
});

describe('money arithmetic', () => {
  it('when payments and reversals are recorded in any order, then paid = the ledger sum = the payments still standing', () => {
    fc.assert(
      fc.property(ledger, fare, cents, fc.array(line, { maxLength: 6 }), day, ({ entries, standing }, f, fareCents, plan, today) => {
        const account = accountOf({ fare: f, fareCents, plan, entries, today });
        expect(account.paidCents).toBe(entries.reduce((a, e) => a + e.amountCents, 0));
        expect(account.paidCents).toBe(standing.reduce((a, c) => a + c, 0));
        expect(account.balanceCents).toBe(fareCents - account.paidCents);
        for (const n of [account.paidCents, account.balanceCents, account.overdueCents]) expect(Number.isSafeInteger(n)).toBe(true);
      }),
    );
  });

  it('when payments fill the schedule, then each item is covered in due order, never beyond its amount, and the statuses agree', () => {
    fc.assert(
      fc.property(ledger, fare, cents, fc.array(line, { maxLength: 6 }), day, ({ entries }, f, fareCents, plan, today) => {
        const account = accountOf({ fare: f, fareCents, plan, entries, today });
        const lines = planFor(plan, f);
        expect(account.schedule.map((s) => s.amountCents)).toEqual(lines.map((l) => l.amountCents));
        const covered = sumCents(account.schedule.map((s) => s.paidCents));
        expect(covered).toBe(Math.min(Math.max(0, account.paidCents), sumCents(lines.map((l) => l.amountCents))));
        let sawOpen = false;
        for (const item of account.schedule) {
          expect(item.paidCents).toBeGreaterThanOrEqual(0);
          expect(item.paidCents).toBeLessThanOrEqual(item.amountCents);
          // Only the first unpaid item may be partly paid; after it, nothing is paid.
          if (sawOpen) expect(item.paidCents).toBe(0);
          if (item.paidCents < item.amountCents) sawOpen = true;
          const expected =
            item.paidCents === item.amountCents ? 'paid' : item.dueDate !== null && item.dueDate < today ? 'overdue' : item.paidCents > 0 ? 'part paid' : 'due';
          expect(item.status).toBe(expected);
        }
        const open = account.schedule.find((s) => s.paidCents < s.amountCents);
        expect(account.nextDue?.amountCents ?? null).toBe(open ? open.amountCents - open.paidCents : null);
      }),
    );
  });

  it('when refunds are recorded beside payments and reversals, then paid − refunded = the ledger sum, the balance is exact and the schedule holds what is kept', () => {
    const withRefunds = ledger.chain(({ entries }) =>
      fc.array(fc.nat(), { maxLength: 5 }).map((refunds) => {
        let held = entries.reduce((a, e) => a + e.amountCents, 0);
        const all: { amountCents: number; kind?: 'refund' }[] = [...entries];
        for (const r of refunds) {
          const amount = held > 0 ? (r % held) + 1 : 0;
          if (!amount) continue;
          all.push({ amountCents: -amount, kind: 'refund' });
          held -= amount;
        }
        return { all, held, refunded: all.filter((e) => e.kind).reduce((a, e) => a - e.amountCents, 0) };
      }),
    );
    fc.assert(
      fc.property(withRefunds, fare, cents, fc.array(line, { maxLength: 6 }), day, ({ all, held, refunded }, f, fareCents, plan, today) => {
        const account = accountOf({ fare: f, fareCents, plan, entries: all, today });
        expect(account.refundedCents).toBe(refunded);
        expect(account.paidCents - account.refundedCents).toBe(held);
        expect(account.paidCents - account.refundedCents).toBe(all.reduce((a, e) => a + e.amountCents, 0));
        expect(account.balanceCents).toBe(fareCents - held);
        expect(account.balanceCents + account.paidCents - account.refundedCents).toBe(fareCents);
        const covered = sumCents(account.schedule.map((s) => s.paidCents));
        expect(covered).toBe(Math.min(held, sumCents(planFor(plan, f).map((l) => l.amountCents))));
      }),
    );
  });

  it('when a refund gives back part of what was paid, then the schedule is open again from that point', () => {
    const plan: PlanLine[] = [
      { amountCents: 20_000, description: 'Deposit', fare: 'all', dueDate: null },
      { amountCents: 130_000, description: 'First payment', fare: 'all', dueDate: '2025-09-30' },
    ];
    const entries = [{ amountCents: 150_000 }, { amountCents: -50_000, kind: 'refund' as const }];
    const account = accountOf({ fare: 'barakah', fareCents: 150_000, plan, entries, today: '2025-09-01' });
    expect(account).toMatchObject({ paidCents: 150_000, refundedCents: 50_000, balanceCents: 50_000 });
    expect(account.schedule.map((s) => [s.paidCents, s.status])).toEqual([
      [20_000, 'paid'],
      [80_000, 'part paid'],
    ]);
  });

  it('when an item is partly paid, then it is "part paid" until its due date and "overdue" after it', () => {
    const plan: PlanLine[] = [
      { amountCents: 20_000, description: 'Deposit', fare: 'all', dueDate: null },
      { amountCents: 130_000, description: 'First payment', fare: 'all', dueDate: '2025-09-30' },
    ];
    const entries = [{ amountCents: 70_000 }];
    const before = accountOf({ fare: 'barakah', fareCents: 150_000, plan, entries, today: '2025-09-30' });
    expect(before.schedule.map((s) => s.status)).toEqual(['paid', 'part paid']);
    expect(before.overdueCents).toBe(0);
    const after = accountOf({ fare: 'barakah', fareCents: 150_000, plan, entries, today: '2025-10-01' });
    expect(after.schedule.map((s) => s.status)).toEqual(['paid', 'overdue']);
    expect(after.overdueCents).toBe(80_000);
    expect(after.nextDue).toEqual({ description: 'First payment', dueDate: '2025-09-30', amountCents: 80_000 });
  });

  it('when the plan has lines for both fares, then each fare sees its own and the shared ones, at registration first, ties in plan order', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fare, (plan, f) => {
        // Each line is named by its place in the plan, to read the order back.
        const named = plan.map((l, i) => ({ ...l, description: String(i) }));
        const mine = planFor(named, f);
        expect(mine.every((l) => l.fare === 'all' || l.fare === f)).toBe(true);
        expect(mine).toHaveLength(plan.filter((l) => l.fare === 'all' || l.fare === f).length);
        const keys = mine.map((l) => [l.dueDate ?? '', Number(l.description)] as const);
        const sorted = [...keys].sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1]);
        expect(keys).toEqual(sorted);
      }),
    );
  });

  it('when the deposit of a fare is asked, then it is the sum of its lines due at registration', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fare, (plan, f) => {
        const expected = plan.filter((l) => (l.fare === 'all' || l.fare === f) && l.dueDate === null).reduce((a, l) => a + l.amountCents, 0);
        expect(depositFor(plan, f)).toBe(expected);
      }),
    );
    const plan: PlanLine[] = [
      { amountCents: 20_000, description: 'Deposit', fare: 'all', dueDate: null },
      { amountCents: 5_000, description: 'Member fee', fare: 'barakah', dueDate: null },
      { amountCents: 130_000, description: 'First payment', fare: 'all', dueDate: '2025-09-30' },
    ];
    expect(depositFor(plan, 'barakah')).toBe(25_000);
    expect(depositFor(plan, 'nonBarakah')).toBe(20_000);
  });

  it('when an amount is shown and read back, then it is the same number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (n) => {
        expect(parseDollars(formatCents(n).replace(/\s|CA/g, ''))).toBe(n);
      }),
    );
    expect(parseDollars('12.5')).toBe(1250);
    expect(parseDollars('1,300')).toBe(130_000);
    expect(parseDollars('12.345')).toBeNull();
    expect(parseDollars('-5')).toBeNull();
  });

  it('when a float or an unsafe number reaches a sum, then it is refused, saying which', () => {
    fc.assert(
      fc.property(fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }), (x) => {
        expect(() => sumCents([100, x])).toThrow(new RangeError(`not a whole number of cents: ${x}`));
      }),
    );
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(new RangeError('total out of range'));
  });

  it('when an amount is shown, then it reads in Canadian dollars with cents', () => {
    expect(formatCents(130_000)).toBe('$1,300.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-2_500)).toBe('-$25.00');
  });

  it('when any amount is shown, with or without zero cents, then it reads exactly as Intl writes CAD in en-CA', () => {
    const intl = (cents: number, dropZeroCents: boolean) =>
      new Intl.NumberFormat('en-CA', {
        style: 'currency',
        currency: 'CAD',
        ...(dropZeroCents && cents % 100 === 0 ? { maximumFractionDigits: 0 } : {}),
      }).format(cents / 100);
    fc.assert(
      fc.property(fc.integer({ min: -999_999_999_999, max: 999_999_999_999 }), fc.boolean(), (n, drop) => {
        expect(formatCents(n, { dropZeroCents: drop })).toBe(intl(n, drop));
      }),
    );
    for (const n of [0, 1, 99, 100, 101, 99_999, 100_000, 330_000, 1_234_567, 100_000_000, -1, -100, -330_000]) {
      expect([formatCents(n), formatCents(n, { dropZeroCents: true })]).toEqual([intl(n, false), intl(n, true)]);
    }
    expect(formatCents(330_000, { dropZeroCents: true })).toBe('$3,300');
    expect(formatCents(1_250, { dropZeroCents: true })).toBe('$12.50');
  });

  it('when the fares and payment methods are listed, then they read as the admin sees them', () => {
    expect(FARES.map((f) => FARE_LABELS[f])).toEqual(['Barakah member', 'Non-member']);
    expect(PAYMENT_METHODS.map((m) => PAYMENT_METHOD_LABELS[m])).toEqual(['E-transfer', 'Cash', 'Cheque', 'Card', 'Other']);
  });
});

describe('balance reminder (the journey card while money is owed)', () => {
  const plan: PlanLine[] = [
    { amountCents: 20_000, description: 'Deposit', fare: 'all', dueDate: null },
    { amountCents: 130_000, description: 'First payment', fare: 'all', dueDate: '2026-09-30' },
    { amountCents: 180_000, description: 'Balance', fare: 'all', dueDate: '2027-01-15' },
  ];
  const account = (paid: number[], today: string, fareCents = 330_000) =>
    accountOf({ fare: 'barakah', fareCents, plan, entries: paid.map((amountCents) => ({ amountCents })), today });

  it('when a balance remains and nothing is late, then it says how much and the last due date', () => {
    const r = balanceReminder(account([20_000, 130_000, 50_000], '2026-10-01'))!;
    expect(r).toEqual({ remainingCents: 130_000, dueDate: '2027-01-15', overdueCents: 0, overdueSince: null });
    expect(balanceReminderText(r)).toBe('$1,300.00 remaining — due January 15, 2027');
  });

  it('when items are past due, then it says what is overdue and since when (the earliest late item)', () => {
    const r = balanceReminder(account([20_000, 70_000], '2027-02-01'))!;
    expect(r).toEqual({ remainingCents: 240_000, dueDate: '2027-01-15', overdueCents: 240_000, overdueSince: '2026-09-30' });
    expect(balanceReminderText(r)).toBe('$2,400.00 remaining — $2,400.00 overdue since September 30, 2026');
    const later = balanceReminder(account([20_000, 130_000], '2027-02-01'))!;
    expect(balanceReminderText(later)).toBe('$1,800.00 remaining — $1,800.00 overdue since January 15, 2027');
  });

  it('when the balance is zero or overpaid, then there is nothing to say', () => {
    expect(balanceReminder(account([330_000], '2027-02-01'))).toBeNull();
    expect(balanceReminder(account([330_001], '2026-01-01'))).toBeNull();
    expect(balanceReminder(account([329_999], '2026-01-01'))?.remainingCents).toBe(1);
  });

  it("when every scheduled item is paid but the fare is larger, then the last item's date stands", () => {
    const r = balanceReminder(account([330_000], '2026-01-01', 340_000))!;
    expect(r).toEqual({ remainingCents: 10_000, dueDate: '2027-01-15', overdueCents: 0, overdueSince: null });
  });

  it('when the schedule has no dated line, then it is due at registration', () => {
    const r = balanceReminder(accountOf({ fare: 'barakah', fareCents: 500, plan: [], entries: [], today: '2026-01-01' }))!;
    expect(r).toEqual({ remainingCents: 500, dueDate: null, overdueCents: 0, overdueSince: null });
    expect(balanceReminderText(r)).toBe('$5.00 remaining — due at registration');
  });

  it('when a schedule date is shown long, then it reads like "January 15, 2027" whatever the zone', () => {
    expect(longDay('2027-01-15')).toBe('January 15, 2027');
    expect(longDay('2026-12-31')).toBe('December 31, 2026');
  });
});

import { describe, expect, it } from 'vitest';
import {
  canMoveTrip,
  TRIP_MESSAGES,
  TRIP_MOVE_LABELS,
  TRIP_STATUS_LABELS,
  copyOverlap,
  copyTripRules,
  shiftDay,
  shiftTrip,
  shortDay,
  TRIP_STATUSES,
  PREPARING_STATUSES,
  tripDates,
  tripFactsRules,
} from './trips.js';

describe('a trip’s life', () => {
  it('when a trip moves forward one step, then it may', () => {
    expect(canMoveTrip('draft', 'open')).toBe(true);
    expect(canMoveTrip('open', 'closed')).toBe(true);
    expect(canMoveTrip('closed', 'travelling')).toBe(true);
    expect(canMoveTrip('travelling', 'returned')).toBe(true);
    expect(canMoveTrip('returned', 'archived')).toBe(true);
  });

  it('when a closed trip reopens, then it may', () => {
    expect(canMoveTrip('closed', 'open')).toBe(true);
  });

  it('when a trip skips a step, goes back from travelling, or leaves the archive, then it may not', () => {
    expect(canMoveTrip('draft', 'closed')).toBe(false);
    expect(canMoveTrip('open', 'travelling')).toBe(false);
    expect(canMoveTrip('travelling', 'open')).toBe(false);
    expect(canMoveTrip('returned', 'travelling')).toBe(false);
    for (const to of TRIP_STATUSES) expect(canMoveTrip('archived', to)).toBe(false);
  });

  it('when a trip stays where it is, then that is not a move', () => {
    for (const s of TRIP_STATUSES) expect(canMoveTrip(s, s)).toBe(false);
  });

  it('travellers are preparing while their trip is open or closed, not before it opens nor once they travel', () => {
    expect(PREPARING_STATUSES).toEqual(['open', 'closed']);
  });
});

describe('what a trip tells people', () => {
  it('when a start meets a trip that is not open, or a trip is unknown, then the texts are these', () => {
    expect(TRIP_MESSAGES).toEqual({ closed: 'Registration for this trip is closed.', notFound: 'Trip not found.' });
  });
});

describe('a trip’s dates in words', () => {
  it('when a trip crosses the new year, then both days read in the spec’s short style', () => {
    expect(tripDates({ startsOn: '2025-12-31', endsOn: '2026-01-12' })).toBe('Dec. 31, 2025 to Jan. 12, 2026');
  });

  it('when a month is short enough, then it is written out, and September reads “Sept.”', () => {
    expect(shortDay('2026-03-01')).toBe('March 1, 2026');
    expect(shortDay('2026-04-09')).toBe('April 9, 2026');
    expect(shortDay('2026-05-10')).toBe('May 10, 2026');
    expect(shortDay('2026-06-11')).toBe('June 11, 2026');
    expect(shortDay('2026-07-12')).toBe('July 12, 2026');
    expect(shortDay('2026-02-02')).toBe('Feb. 2, 2026');
    expect(shortDay('2026-08-03')).toBe('Aug. 3, 2026');
    expect(shortDay('2026-09-04')).toBe('Sept. 4, 2026');
    expect(shortDay('2026-10-05')).toBe('Oct. 5, 2026');
    expect(shortDay('2026-11-06')).toBe('Nov. 6, 2026');
  });
});

const WINTER = {
  slug: 'winter-2026',
  name: 'Winter 2026 Umrah',
  startsOn: '2025-12-31',
  endsOn: '2026-01-12',
  departureCity: 'Montreal',
  groupSize: 45,
  holdHours: 72,
  offerHours: 48,
  fares: { barakah: 330_000, nonBarakah: 335_000 },
  paymentSchedule: [
    { amountCents: 20_000, description: 'Deposit at registration (Barakah members)', fare: 'barakah' as const, dueDate: null },
    { amountCents: 25_000, description: 'Deposit at registration (non-members)', fare: 'nonBarakah' as const, dueDate: null },
    { amountCents: 130_000, description: 'First payment', fare: 'all' as const, dueDate: '2025-09-30' },
    { amountCents: 180_000, description: 'Balance', fare: 'all' as const, dueDate: '2025-11-10' },
  ],
  refundPolicy: {
    depositRefundable: false,
    tiers: [
      { before: '2025-11-10', percent: 100 },
      { before: '2025-12-01', percent: 50 },
    ],
  },
  under18ReferenceDate: '2025-12-31',
  passportValidAfter: '2026-08-01',
  retentionDays: 90,
};

const errorsOf = (input: unknown) => {
  const r = tripFactsRules.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('a trip’s facts', () => {
  it('when the facts are the spec’s, then they pass', () => {
    expect(errorsOf(WINTER)).toEqual([]);
  });

  it('when the trip lasts one day or spans the same day, then the dates are in order', () => {
    expect(errorsOf({ ...WINTER, endsOn: '2025-12-31' })).toEqual([]);
  });

  it('when the return is before the departure, then it says so on the return', () => {
    expect(errorsOf({ ...WINTER, endsOn: '2025-12-30' })).toEqual(['endsOn: The return must be on or after the departure.']);
  });

  it('when a date is not a real day or not written YYYY-MM-DD, then it says how to write it', () => {
    expect(errorsOf({ ...WINTER, startsOn: '2025-02-30' })).toContain('startsOn: Enter a date as YYYY-MM-DD');
    expect(errorsOf({ ...WINTER, passportValidAfter: '2026-08-01T00:00:00Z' })).toEqual(['passportValidAfter: Enter a date as YYYY-MM-DD']);
    expect(errorsOf({ ...WINTER, under18ReferenceDate: 20251231 })).toEqual(['under18ReferenceDate: Enter a date as YYYY-MM-DD']);
  });

  it('when a fare is zero, negative or not whole cents, then a fare must be more than $0', () => {
    expect(errorsOf({ ...WINTER, fares: { barakah: 0, nonBarakah: 335_000 } })).toEqual(['fares.barakah: A fare must be more than $0.']);
    expect(errorsOf({ ...WINTER, fares: { barakah: 330_000, nonBarakah: -1 } })).toEqual(['fares.nonBarakah: A fare must be more than $0.']);
    expect(errorsOf({ ...WINTER, fares: { barakah: 1.5, nonBarakah: 1 } })).toEqual(['fares.barakah: A fare must be more than $0.']);
    expect(errorsOf({ ...WINTER, fares: { barakah: 100_000_001, nonBarakah: 1 } })).toEqual(['fares.barakah: A fare must be more than $0.']);
    expect(errorsOf({ ...WINTER, fares: { barakah: 100_000_000, nonBarakah: 1 } })).toEqual([]);
    expect(errorsOf({ ...WINTER, fares: null })).toEqual(['fares: A fare must be more than $0.']);
  });

  it('when an instalment is zero, then each instalment must be more than $0', () => {
    const schedule = WINTER.paymentSchedule.map((item, i) => (i === 2 ? { ...item, amountCents: 0 } : item));
    expect(errorsOf({ ...WINTER, paymentSchedule: schedule })).toEqual(['paymentSchedule.2.amountCents: Each instalment must be more than $0.']);
  });

  it('when an instalment has no description or a fare nobody pays, then it says so', () => {
    const blank = WINTER.paymentSchedule.map((item, i) => (i === 2 ? { ...item, description: '  ' } : item));
    expect(errorsOf({ ...WINTER, paymentSchedule: blank })).toEqual([
      'paymentSchedule.2.description: Each instalment needs a description (at most 120 characters).',
    ]);
    const long = WINTER.paymentSchedule.map((item, i) => (i === 2 ? { ...item, description: 'x'.repeat(121) } : item));
    expect(errorsOf({ ...WINTER, paymentSchedule: long })).toEqual([
      'paymentSchedule.2.description: Each instalment needs a description (at most 120 characters).',
    ]);
    const fare = WINTER.paymentSchedule.map((item, i) => (i === 2 ? { ...item, fare: 'vip' } : item));
    expect(errorsOf({ ...WINTER, paymentSchedule: fare })).toEqual(['paymentSchedule.2.fare: Choose which fare the instalment is for.']);
  });

  it('when an instalment falls due on or after the departure, then each due date must be before it', () => {
    const schedule = WINTER.paymentSchedule.map((item, i) => (i === 3 ? { ...item, dueDate: '2025-12-31' } : item));
    expect(errorsOf({ ...WINTER, paymentSchedule: schedule })).toEqual(['paymentSchedule.3.dueDate: Each due date must be before the departure.']);
    const dayBefore = WINTER.paymentSchedule.map((item, i) => (i === 3 ? { ...item, dueDate: '2025-12-30' } : item));
    expect(errorsOf({ ...WINTER, paymentSchedule: dayBefore })).toEqual([]);
  });

  it('when a fare has no deposit or two, then each fare needs exactly one', () => {
    const none = WINTER.paymentSchedule.filter((item) => item.fare !== 'barakah');
    expect(errorsOf({ ...WINTER, paymentSchedule: none })).toEqual([
      'paymentSchedule: Each fare needs exactly one deposit (an instalment without a due date).',
    ]);
    const two = [...WINTER.paymentSchedule, { amountCents: 1, description: 'Second deposit', fare: 'all', dueDate: null }];
    expect(errorsOf({ ...WINTER, paymentSchedule: two })).toEqual([
      'paymentSchedule: Each fare needs exactly one deposit (an instalment without a due date).',
      'paymentSchedule: Each fare needs exactly one deposit (an instalment without a due date).',
    ]);
    expect(errorsOf({ ...WINTER, paymentSchedule: 'none' })).toEqual([
      'paymentSchedule: Each fare needs exactly one deposit (an instalment without a due date).',
    ]);
  });

  it('when one deposit serves both fares, then each fare has exactly one', () => {
    const shared = [{ amountCents: 25_000, description: 'Deposit', fare: 'all', dueDate: null }, ...WINTER.paymentSchedule.slice(2)];
    expect(errorsOf({ ...WINTER, paymentSchedule: shared })).toEqual([]);
  });

  it('when a refund date is on or after the departure, then it must be before it', () => {
    const tiers = [{ before: '2025-12-31', percent: 10 }];
    expect(errorsOf({ ...WINTER, refundPolicy: { depositRefundable: false, tiers } })).toEqual([
      'refundPolicy.tiers.0.before: Each refund date must be before the departure.',
    ]);
    expect(errorsOf({ ...WINTER, refundPolicy: { depositRefundable: true, tiers: [{ before: '2025-12-30', percent: 0 }] } })).toEqual([]);
  });

  it('when a refund share is outside 0 to 100 or the policy is missing, then it says so', () => {
    expect(errorsOf({ ...WINTER, refundPolicy: { depositRefundable: false, tiers: [{ before: '2025-11-01', percent: 101 }] } })).toEqual([
      'refundPolicy.tiers.0.percent: A refund share is a whole percent from 0 to 100.',
    ]);
    expect(errorsOf({ ...WINTER, refundPolicy: { depositRefundable: false, tiers: [{ before: '2025-11-01', percent: -1 }] } })).toEqual([
      'refundPolicy.tiers.0.percent: A refund share is a whole percent from 0 to 100.',
    ]);
    expect(errorsOf({ ...WINTER, refundPolicy: { depositRefundable: 'no', tiers: 1 } })).toEqual([
      'refundPolicy.depositRefundable: A refund share is a whole percent from 0 to 100.',
      'refundPolicy.tiers: A refund share is a whole percent from 0 to 100.',
    ]);
    expect(errorsOf({ ...WINTER, refundPolicy: null })).toEqual(['refundPolicy: A refund share is a whole percent from 0 to 100.']);
  });

  it('when the slug has capitals, spaces, double dashes or is too long, then it shows the slug’s form', () => {
    const slug = 'slug: Use lowercase letters, digits and single dashes, for example winter-2027.';
    expect(errorsOf({ ...WINTER, slug: 'Winter 2027' })).toEqual([slug]);
    expect(errorsOf({ ...WINTER, slug: 'winter--2027' })).toEqual([slug]);
    expect(errorsOf({ ...WINTER, slug: '-winter' })).toEqual([slug]);
    expect(errorsOf({ ...WINTER, slug: 'winter-' })).toEqual([slug]);
    expect(errorsOf({ ...WINTER, slug: 'a'.repeat(61) })).toEqual([slug]);
    expect(errorsOf({ ...WINTER, slug: 'a'.repeat(60) })).toEqual([]);
    expect(errorsOf({ ...WINTER, slug: 7 })).toEqual([slug]);
  });

  it('when the name, city or a figure is out of range, then each says its range', () => {
    expect(errorsOf({ ...WINTER, name: ' W ' })).toEqual(['name: Name must be between 2 and 120 characters']);
    expect(errorsOf({ ...WINTER, name: 'x'.repeat(121) })).toEqual(['name: Name must be between 2 and 120 characters']);
    expect(errorsOf({ ...WINTER, departureCity: 'M' })).toEqual(['departureCity: Departure city must be between 2 and 100 characters']);
    expect(errorsOf({ ...WINTER, departureCity: 'x'.repeat(101) })).toEqual(['departureCity: Departure city must be between 2 and 100 characters']);
    expect(errorsOf({ ...WINTER, groupSize: 0 })).toEqual(['groupSize: Group size must be a whole number from 1 to 500']);
    expect(errorsOf({ ...WINTER, groupSize: 501 })).toEqual(['groupSize: Group size must be a whole number from 1 to 500']);
    expect(errorsOf({ ...WINTER, groupSize: 2.5 })).toEqual(['groupSize: Group size must be a whole number from 1 to 500']);
    expect(errorsOf({ ...WINTER, groupSize: '45' })).toEqual(['groupSize: Group size must be a whole number from 1 to 500']);
    expect(errorsOf({ ...WINTER, groupSize: 1, holdHours: 2160, offerHours: 1, retentionDays: 0 })).toEqual([]);
    expect(errorsOf({ ...WINTER, holdHours: 0, offerHours: 2161 })).toEqual([
      'holdHours: Hours must be a whole number from 1 to 2160',
      'offerHours: Hours must be a whole number from 1 to 2160',
    ]);
    expect(errorsOf({ ...WINTER, retentionDays: 3651 })).toEqual(['retentionDays: Retention must be a whole number of days from 0 to 3650.']);
    expect(errorsOf({ ...WINTER, retentionDays: -1 })).toEqual(['retentionDays: Retention must be a whole number of days from 0 to 3650.']);
    expect(errorsOf({ ...WINTER, retentionDays: 3650, groupSize: 500 })).toEqual([]);
  });

  it('when a name or city has spaces around it, then they are trimmed', () => {
    const r = tripFactsRules.parse({
      ...WINTER,
      name: '  Winter 2027 Umrah ',
      departureCity: ' Toronto ',
      paymentSchedule: WINTER.paymentSchedule.map((i) => ({ ...i, description: ` ${i.description} ` })),
    });
    expect(r.name).toBe('Winter 2027 Umrah');
    expect(r.departureCity).toBe('Toronto');
    expect(r.paymentSchedule[0]?.description).toBe('Deposit at registration (Barakah members)');
  });
});

describe('copying a trip into the next season', () => {
  it('when the copy is shifted 365 days, then every date moves and nothing else', () => {
    const next = shiftTrip(WINTER, 365);
    expect(next).toEqual({
      ...WINTER,
      startsOn: '2026-12-31',
      endsOn: '2027-01-12',
      paymentSchedule: [
        WINTER.paymentSchedule[0],
        WINTER.paymentSchedule[1],
        { ...WINTER.paymentSchedule[2], dueDate: '2026-09-30' },
        { ...WINTER.paymentSchedule[3], dueDate: '2026-11-10' },
      ],
      refundPolicy: {
        depositRefundable: false,
        tiers: [
          { before: '2026-11-10', percent: 100 },
          { before: '2026-12-01', percent: 50 },
        ],
      },
      under18ReferenceDate: '2026-12-31',
      passportValidAfter: '2027-08-01',
    });
    expect(WINTER.startsOn).toBe('2025-12-31');
  });

  it('when a date moves across a month end or backwards over a leap day, then it lands on the right day', () => {
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDay('2025-12-31', 0)).toBe('2025-12-31');
  });

  it('when the shifted dates overlap the source’s, then it says by how much to shift', () => {
    expect(copyOverlap(WINTER, 12)).toBe('The new dates overlap Winter 2026 Umrah: shift by at least 13 days.');
    expect(copyOverlap(WINTER, 0)).toBe('The new dates overlap Winter 2026 Umrah: shift by at least 13 days.');
    expect(copyOverlap(WINTER, -12)).toBe('The new dates overlap Winter 2026 Umrah: shift by at least 13 days.');
  });

  it('when the shifted dates start the day after the source returns, or end the day before it leaves, then they do not overlap', () => {
    expect(copyOverlap(WINTER, 13)).toBeNull();
    expect(copyOverlap(WINTER, -13)).toBeNull();
    expect(copyOverlap(WINTER, 365)).toBeNull();
  });

  it('when the copy’s name, slug or shift is wrong, then each says so', () => {
    const r = copyTripRules.safeParse({ name: 'W', slug: 'Next Year', shiftDays: 1.5 });
    expect(r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'name: Name must be between 2 and 120 characters',
      'slug: Use lowercase letters, digits and single dashes, for example winter-2027.',
      'shiftDays: Shift by a whole number of days, at most 3650 either way.',
    ]);
    expect(copyTripRules.safeParse({ name: 'Winter 2027', slug: 'winter-2027', shiftDays: 3651 }).success).toBe(false);
    expect(copyTripRules.safeParse({ name: 'Winter 2027', slug: 'winter-2027', shiftDays: -3651 }).success).toBe(false);
    expect(copyTripRules.safeParse({ name: 'Winter 2027', slug: 'winter-2027', shiftDays: -3650 }).success).toBe(true);
  });
});

describe('a trip’s status in words', () => {
  it('when the Trips tab shows a status or a move, then it reads as the product page says', () => {
    expect(TRIP_STATUS_LABELS).toEqual({
      draft: 'Draft',
      open: 'Open for registration',
      closed: 'Registration closed',
      travelling: 'Travelling',
      returned: 'Returned',
      archived: 'Archived',
    });
    expect(TRIP_MOVE_LABELS).toEqual({
      open: 'Open registration',
      closed: 'Close registration',
      travelling: 'Mark travelling',
      returned: 'Mark returned',
      archived: 'Archive',
    });
  });
});

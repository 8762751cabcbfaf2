// Property tests of the seat arithmetic (graphql/src/seats.ts): whatever the counts, the group
// limit is never exceeded, a freed seat goes to the list before a new starter, and each free seat
// is offered to one waiting person at most.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorsOf } from './errors-of.test-util.js';
import {
  cancelMineRules,
  deadlineLabel,
  extendHoldRules,
  reorderWaitlistRules,
  staffReasonRules,
  DEFAULT_HOLD_HOURS,
  DEFAULT_OFFER_HOURS,
  holdDeadline,
  holdExpiredReason,
  holdHasExpired,
  holdReminderDue,
  mayStart,
  offerDeadline,
  offerIsLive,
  offersToMake,
  OPEN_WAITLIST_STATES,
  seatFigures,
  seatsLeft,
  seatsTaken,
  WAITLIST_STATES,
  type SeatCount,
} from './seats.js';

const n = fc.integer({ min: 0, max: 200 });
const count: fc.Arbitrary<SeatCount> = fc.record({ limit: fc.integer({ min: 1, max: 120 }), active: n, openOffers: n, waiting: n });
const HOUR = 3_600_000;
const t0 = new Date('2026-11-26T12:00:00.000Z');

describe('seat arithmetic', () => {
  it('when counted, then taken is active plus open offers and left is what the limit leaves', () => {
    fc.assert(
      fc.property(count, (c) => {
        expect(seatsTaken(c)).toBe(c.active + c.openOffers);
        expect(seatsLeft(c)).toBe(Math.max(0, c.limit - c.active - c.openOffers));
        expect(seatsLeft(c) + seatsTaken(c)).toBeGreaterThanOrEqual(c.limit);
      }),
    );
  });

  it('when a start is allowed, then one more seat taken stays within the limit', () => {
    fc.assert(
      fc.property(count, (c) => {
        if (mayStart(c)) expect(seatsTaken({ ...c, active: c.active + 1 })).toBeLessThanOrEqual(c.limit);
      }),
    );
  });

  it('when someone waits, then no new starter takes a seat', () => {
    fc.assert(
      fc.property(count, fc.integer({ min: 1, max: 50 }), (c, waiting) => {
        expect(mayStart({ ...c, waiting })).toBe(false);
      }),
    );
  });

  it('when nobody waits and a seat is free, then a start is allowed', () => {
    expect(mayStart({ limit: 45, active: 44, openOffers: 0, waiting: 0 })).toBe(true);
    expect(mayStart({ limit: 45, active: 44, openOffers: 1, waiting: 0 })).toBe(false);
    expect(mayStart({ limit: 45, active: 45, openOffers: 0, waiting: 0 })).toBe(false);
  });

  it('when offers are made, then they fill free seats only, never more than wait, and leave none free while someone waits', () => {
    fc.assert(
      fc.property(count, (c) => {
        const k = offersToMake(c);
        expect(k).toBeGreaterThanOrEqual(0);
        expect(k).toBeLessThanOrEqual(c.waiting);
        const after = { ...c, openOffers: c.openOffers + k, waiting: c.waiting - k };
        expect(seatsTaken(after)).toBeLessThanOrEqual(Math.max(c.limit, seatsTaken(c)));
        // Nothing left unoffered: either no seat is free or nobody waits any more.
        expect(seatsLeft(after) === 0 || after.waiting === 0).toBe(true);
        // A second pass offers nothing more (no seat offered twice).
        expect(offersToMake(after)).toBe(0);
      }),
    );
  });

  it('when a run of starts, frees and offers is applied, then the taken count never passes the limit', () => {
    const step = fc.constantFrom('start', 'free', 'join', 'accept', 'lapse');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.array(step, { maxLength: 80 }), (limit, steps) => {
        const c: SeatCount = { limit, active: 0, openOffers: 0, waiting: 0 };
        const offer = () => {
          const k = offersToMake(c);
          c.openOffers += k;
          c.waiting -= k;
        };
        for (const s of steps) {
          if (s === 'start' && mayStart(c)) c.active += 1;
          else if (s === 'join') c.waiting += 1;
          else if (s === 'free' && c.active > 0) c.active -= 1;
          else if (s === 'accept' && c.openOffers > 0) {
            c.openOffers -= 1;
            c.active += 1;
          } else if (s === 'lapse' && c.openOffers > 0) c.openOffers -= 1;
          offer();
          expect(seatsTaken(c)).toBeLessThanOrEqual(limit);
          expect(seatsLeft(c) === 0 || c.waiting === 0).toBe(true);
        }
      }),
    );
  });

  it('when the limit is lowered below the taken count, then nothing is left and nobody starts', () => {
    expect(seatsLeft({ limit: 3, active: 5, openOffers: 1 })).toBe(0);
    expect(offersToMake({ limit: 3, active: 5, openOffers: 1, waiting: 2 })).toBe(0);
    expect(seatFigures({ limit: 3, active: 5, openOffers: 1, waiting: 2 })).toEqual({ limit: 3, left: 0, full: true, waiting: 3 });
  });

  it('when figures are asked, then a free seat with nobody waiting is for sale and a waiting list makes it full', () => {
    expect(seatFigures({ limit: 45, active: 40, openOffers: 2, waiting: 0 })).toEqual({ limit: 45, left: 3, full: false, waiting: 2 });
    expect(seatFigures({ limit: 45, active: 44, openOffers: 0, waiting: 1 })).toEqual({ limit: 45, left: 0, full: true, waiting: 1 });
    fc.assert(
      fc.property(count, (c) => {
        const f = seatFigures(c);
        expect(f.full).toBe(f.left === 0);
        expect(f.left).toBeLessThanOrEqual(f.limit);
      }),
    );
  });

  it('when counts are fractional or negative, then they count as whole non-negative numbers', () => {
    expect(seatsTaken({ active: 2.7, openOffers: -3 })).toBe(2);
    expect(seatsLeft({ limit: 4.9, active: 1, openOffers: 0 })).toBe(3);
    expect(offersToMake({ limit: 5, active: 0, openOffers: 0, waiting: -2 })).toBe(0);
  });
});

describe('deadlines', () => {
  it('when a hold starts, then its deadline is the hold period later; an offer likewise', () => {
    expect(holdDeadline(t0, 72).toISOString()).toBe('2026-11-29T12:00:00.000Z');
    expect(offerDeadline(t0, 48).toISOString()).toBe('2026-11-28T12:00:00.000Z');
    expect(DEFAULT_HOLD_HOURS).toBe(72);
    expect(DEFAULT_OFFER_HOURS).toBe(48);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (h) => {
        expect(holdDeadline(t0, h).getTime() - t0.getTime()).toBe(h * HOUR);
      }),
    );
  });

  it('when the deadline passes with no deposit, then the hold has expired; a deposit or a cancellation ends it otherwise', () => {
    const r = { depositPaid: false, holdExpiresAt: t0, cancelledAt: null };
    expect(holdHasExpired(r, new Date(t0.getTime() - 1))).toBe(false);
    expect(holdHasExpired(r, t0)).toBe(true);
    expect(holdHasExpired({ ...r, depositPaid: true }, new Date(t0.getTime() + HOUR))).toBe(false);
    expect(holdHasExpired({ ...r, cancelledAt: t0 }, new Date(t0.getTime() + HOUR))).toBe(false);
    expect(holdHasExpired({ ...r, holdExpiresAt: null }, new Date(t0.getTime() + HOUR))).toBe(false);
  });

  it('when a hold has a day or less to run, then its reminder is due, and not before nor after', () => {
    const r = { depositPaid: false, holdExpiresAt: t0, cancelledAt: null };
    expect(holdReminderDue(r, new Date(t0.getTime() - 24 * HOUR - 1))).toBe(false);
    expect(holdReminderDue(r, new Date(t0.getTime() - 24 * HOUR))).toBe(true);
    expect(holdReminderDue(r, new Date(t0.getTime() - 1))).toBe(true);
    expect(holdReminderDue(r, t0)).toBe(false);
    expect(holdReminderDue({ ...r, depositPaid: true }, new Date(t0.getTime() - HOUR))).toBe(false);
    expect(holdReminderDue({ ...r, cancelledAt: t0 }, new Date(t0.getTime() - HOUR))).toBe(false);
    expect(holdReminderDue({ ...r, holdExpiresAt: null }, new Date(t0.getTime() - HOUR))).toBe(false);
  });

  it('when an offer is open, then it is live until its deadline only', () => {
    const e = { state: 'offered' as const, offerExpiresAt: t0 };
    expect(offerIsLive(e, new Date(t0.getTime() - 1))).toBe(true);
    expect(offerIsLive(e, t0)).toBe(false);
    expect(offerIsLive({ ...e, state: 'waiting' }, new Date(t0.getTime() - 1))).toBe(false);
    expect(offerIsLive({ ...e, offerExpiresAt: null }, new Date(t0.getTime() - 1))).toBe(false);
  });

  it('when a hold expires, then the reason names its deadline', () => {
    expect(holdExpiredReason(t0)).toBe('Hold expired: no deposit by 2026-11-26T12:00:00.000Z');
  });

  it('lists the waiting list states, the open ones among them', () => {
    expect(WAITLIST_STATES).toEqual(['waiting', 'offered', 'accepted', 'lapsed', 'left']);
    expect(OPEN_WAITLIST_STATES).toEqual(['waiting', 'offered']);
  });
});

describe('deadline label and rules', () => {
  it('when a deadline is shown, then it reads in Toronto time, winter and summer', () => {
    expect(deadlineLabel('2026-11-29T12:00:00.000Z')).toBe('November 29, 2026 at 7:00 AM (Toronto time)');
    expect(deadlineLabel(new Date('2026-07-01T03:30:00.000Z'))).toBe('June 30, 2026 at 11:30 PM (Toronto time)');
  });

  it('when a staff reason is too short, too long or missing, then the one message says so', () => {
    const msg = 'Please give a reason of 3 to 1000 characters';
    expect(errorsOf(staffReasonRules, { reason: '  ab ' })).toEqual({ reason: msg });
    expect(errorsOf(staffReasonRules, { reason: 'x'.repeat(1001) })).toEqual({ reason: msg });
    expect(errorsOf(staffReasonRules, {})).toEqual({ reason: msg });
    expect(staffReasonRules.parse({ reason: ' abc ' })).toEqual({ reason: 'abc' });
    expect(staffReasonRules.parse({ reason: 'x'.repeat(1000) }).reason).toHaveLength(1000);
  });

  it('when a traveller cancels, then a reason is optional and at most 1000 characters', () => {
    expect(cancelMineRules.parse({})).toEqual({});
    expect(cancelMineRules.parse({ reason: ' Plans changed ' })).toEqual({ reason: 'Plans changed' });
    expect(errorsOf(cancelMineRules, { reason: 'x'.repeat(1001) })).toEqual({ reason: 'The reason can be at most 1000 characters' });
    expect(errorsOf(cancelMineRules, { reason: 5 })).toEqual({ reason: 'The reason can be at most 1000 characters' });
  });

  it('when a hold is extended, then the hours are whole, from 1 to 720', () => {
    const msg = 'Please give a whole number of hours from 1 to 720';
    expect(extendHoldRules.parse({ hours: 1, reason: 'abc' }).hours).toBe(1);
    expect(extendHoldRules.parse({ hours: 720, reason: 'abc' }).hours).toBe(720);
    for (const hours of [0, 721, 1.5, '24', undefined]) expect(errorsOf(extendHoldRules, { hours, reason: 'abc' })).toEqual({ hours: msg });
  });

  it('when the list is reordered, then the position is a whole number from 1', () => {
    const msg = 'Please give a position from 1';
    expect(reorderWaitlistRules.parse({ position: 1, reason: 'abc' }).position).toBe(1);
    for (const position of [0, -1, 2.5, '1', null]) expect(errorsOf(reorderWaitlistRules, { position, reason: 'abc' })).toEqual({ position: msg });
  });
});

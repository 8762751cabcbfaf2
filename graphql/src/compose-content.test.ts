import { describe, expect, it } from 'vitest';
import { composeTripContent, formatDay, formatTripDates } from './compose-content.js';
import { SEED_TRIP_FACTS, SEED_TRIP_WORDS } from './content.js';
import { i18nFor } from './i18n/server.js';
import type { TripFacts } from './trips.js';

const facts = (over: Partial<TripFacts> = {}): TripFacts => ({ ...SEED_TRIP_FACTS, ...over });

describe('formatting a day', () => {
  it('when a month has a short name, then it is written with a period', () => {
    expect(formatDay('2025-12-31')).toBe('Dec. 31, 2025');
    expect(formatDay('2026-01-02')).toBe('Jan. 2, 2026');
    expect(formatDay('2025-09-30')).toBe('Sept. 30, 2025');
    expect(formatDay('2026-02-01')).toBe('Feb. 1, 2026');
    expect(formatDay('2026-08-15')).toBe('Aug. 15, 2026');
    expect(formatDay('2026-10-09')).toBe('Oct. 9, 2026');
    expect(formatDay('2025-11-10')).toBe('Nov. 10, 2025');
  });

  it('when a month has a short full name, then it is written whole', () => {
    expect(formatDay('2026-03-05')).toBe('March 5, 2026');
    expect(formatDay('2026-04-05')).toBe('April 5, 2026');
    expect(formatDay('2026-05-05')).toBe('May 5, 2026');
    expect(formatDay('2026-06-05')).toBe('June 5, 2026');
    expect(formatDay('2026-07-05')).toBe('July 5, 2026');
  });

  it('when a trip has dates, then they read from the first day to the last', () => {
    expect(formatTripDates({ startsOn: '2025-12-31', endsOn: '2026-01-12' })).toBe('Dec. 31, 2025 to Jan. 12, 2026');
  });
});

describe('composing a trip’s page from its facts and its words', () => {
  it('when the first trip is composed, then the landing page and the portal read the same dates and departure', () => {
    const c = composeTripContent(facts(), SEED_TRIP_WORDS);
    expect(c.dates).toBe('Dec. 31, 2025 to Jan. 12, 2026');
    expect(c.portal.dates).toBe('Dec. 31, 2025 to Jan. 12, 2026');
    expect(c.portal.departure).toBe('From Montreal');
    expect(c.title).toBe('Winter 2026 Umrah');
    expect(c.slug).toBe('winter-2026');
  });

  it('when a trip has a daily programme, then the public page does not carry it (only the card and the road page show it)', () => {
    expect(SEED_TRIP_WORDS.programme.length).toBeGreaterThan(0);
    const c = composeTripContent(facts(), SEED_TRIP_WORDS);
    expect(c).not.toHaveProperty('programme');
    expect(c.itinerary).toEqual(SEED_TRIP_WORDS.itinerary);
  });

  it('when a trip is composed, then its group size, seats and fares come from its facts', () => {
    const c = composeTripContent(facts({ groupSize: 30, holdHours: 24, offerHours: 12, fares: { barakah: 100_000, nonBarakah: 120_000 } }), SEED_TRIP_WORDS);
    expect(c.groupSize).toBe(30);
    expect(c.seats).toEqual({ holdHours: 24, offerHours: 12 });
    expect(c.cost).toEqual({ barakahCents: 100_000, nonBarakahCents: 120_000, currency: 'CAD' });
  });

  it('when the schedule has a deposit per fare, then the portal shows each, and the larger as its one figure', () => {
    const c = composeTripContent(facts(), SEED_TRIP_WORDS);
    expect(c.portal.deposits).toEqual({ barakahCents: 20_000, nonBarakahCents: 25_000 });
    expect(c.portal.depositCents).toBe(25_000);
  });

  it('when the members’ deposit is the larger, then it is the one figure', () => {
    const schedule: TripFacts['paymentSchedule'] = [
      { amountCents: 40_000, description: 'Deposit', fare: 'barakah', dueDate: null },
      { amountCents: 30_000, description: 'Deposit', fare: 'nonBarakah', dueDate: null },
    ];
    expect(composeTripContent(facts({ paymentSchedule: schedule }), SEED_TRIP_WORDS).portal.depositCents).toBe(40_000);
  });

  it('when the schedule is composed, then each line says when it is due as the landing page shows it', () => {
    const c = composeTripContent(facts(), SEED_TRIP_WORDS);
    expect(c.paymentSchedule.map((p) => p.due)).toEqual(['At registration', 'At registration', 'Sept. 30, 2025', 'Nov. 10, 2025']);
    expect(c.paymentSchedule[2]).toEqual({ amountCents: 130_000, description: 'First payment', fare: 'all', dueDate: '2025-09-30', due: 'Sept. 30, 2025' });
  });

  it('when the balance is the last dated line, then the final payment rule names its day', () => {
    const schedule: TripFacts['paymentSchedule'] = [
      { amountCents: 1, description: 'Balance', fare: 'all', dueDate: '2026-11-10' },
      { amountCents: 1, description: 'First', fare: 'all', dueDate: '2026-09-30' },
    ];
    expect(composeTripContent(facts({ paymentSchedule: schedule }), SEED_TRIP_WORDS).portal.finalPaymentRule).toBe('Final payment is due Nov. 10, 2026.');
    expect(composeTripContent(facts(), SEED_TRIP_WORDS).portal.finalPaymentRule).toBe('Final payment is due Nov. 10, 2025.');
  });

  it('when everything is due at registration, then the final payment rule says so', () => {
    const schedule: TripFacts['paymentSchedule'] = [{ amountCents: 1, description: 'All', fare: 'all', dueDate: null }];
    expect(composeTripContent(facts({ paymentSchedule: schedule }), SEED_TRIP_WORDS).portal.finalPaymentRule).toBe('The full amount is due at registration.');
  });

  it('when the deposit is not refundable, then the note says so; when it is, then it does not', () => {
    expect(composeTripContent(facts(), SEED_TRIP_WORDS).portal.depositNote).toBe('The deposit is non-refundable and is applied toward the total cost.');
    const refundable = facts({ refundPolicy: { depositRefundable: true, tiers: [] } });
    const c = composeTripContent(refundable, SEED_TRIP_WORDS);
    expect(c.portal.depositNote).toBe('The deposit is applied toward the total cost.');
    expect(c.refundPolicy).toEqual({ depositRefundable: true, tiers: [] });
  });

  it('when the words are composed, then they pass through unchanged', () => {
    const c = composeTripContent(facts(), SEED_TRIP_WORDS);
    expect(c.exclusions).toContain('Meals (breakfast may be provided by the hotels)');
    expect(c.portal.packageLines).toEqual(SEED_TRIP_WORDS.portal.packageLines);
    expect(c.portal.registrationSteps[1]).toEqual({ title: 'Deposit Payment', description: 'Pay the deposit for your fare.' });
    expect(c.datesNote).toBe('Dates are subject to change.');
  });
});

describe('composing a trip’s page in a language', () => {
  const nbsp = '\u00a0';

  it('when a day is formatted in French or Arabic, then it reads in that language with Latin digits', () => {
    expect(formatDay('2025-12-31', 'fr')).toBe('31 décembre 2025');
    expect(formatDay('2026-01-02', 'ar')).toBe('2 يناير 2026');
    expect(formatDay('2025-09-30', 'en')).toBe('Sept. 30, 2025');
    expect(formatDay('not a day', 'fr')).toBe('not a day');
  });

  it('when the page is composed in English through a translator, then it is the page composed without one', () => {
    expect(composeTripContent(facts(), SEED_TRIP_WORDS, i18nFor('en'))).toEqual(composeTripContent(facts(), SEED_TRIP_WORDS));
    expect(formatTripDates({ startsOn: '2025-12-31', endsOn: '2026-01-12' }, i18nFor('en'))).toBe('Dec. 31, 2025 to Jan. 12, 2026');
  });

  it('when the page is composed in French, then its dates, schedule, departure and rules read in French', () => {
    const c = composeTripContent(facts(), SEED_TRIP_WORDS, i18nFor('fr'));
    expect(c.dates).toBe('Du 31 décembre 2025 au 12 janvier 2026');
    expect(c.portal.dates).toBe(c.dates);
    expect(c.portal.departure).toBe('Départ de Montreal');
    expect(c.paymentSchedule.map((p) => p.due)).toEqual(['À l’inscription', 'À l’inscription', '30 septembre 2025', '10 novembre 2025']);
    expect(c.portal.depositNote).toBe('Le dépôt n’est pas remboursable et est appliqué au coût total.');
    expect(c.portal.finalPaymentRule).toBe('Le paiement final est dû le 10 novembre 2025.');
    const refundable = composeTripContent(facts({ refundPolicy: { depositRefundable: true, tiers: [] }, paymentSchedule: [] }), SEED_TRIP_WORDS, i18nFor('fr'));
    expect(refundable.portal.depositNote).toBe('Le dépôt est appliqué au coût total.');
    expect(refundable.portal.finalPaymentRule).toBe('Le montant total est dû à l’inscription.');
    expect(c.dates).not.toContain(nbsp);
  });

  it('when the page is composed in Arabic, then its dates and sentences read in Arabic with Latin digits', () => {
    const c = composeTripContent(facts(), SEED_TRIP_WORDS, i18nFor('ar'));
    expect(c.dates).toBe('من 31 ديسمبر 2025 إلى 12 يناير 2026');
    expect(c.paymentSchedule[0]!.due).toBe('عند التسجيل');
    expect(c.portal.departure).toBe('الانطلاق من Montreal');
    expect(c.portal.finalPaymentRule).toBe('يُستحق الدفع النهائي في 10 نوفمبر 2025.');
    // The words are the editors' (the CMS's per language), not composed here.
    expect(c.datesNote).toBe('Dates are subject to change.');
  });
});

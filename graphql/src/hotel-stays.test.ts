// Hotel stays, room types and the room supplement (graphql/src/hotel-stays.ts, money.ts's accountOf).
import { describe, expect, it } from 'vitest';
import { errorsOf } from './errors-of.test-util.js';
import {
  stayOn,
  addRoomsRules,
  hotelStayRules,
  hotelStaysRules,
  nightsOf,
  roomChoiceRules,
  ROOM_TYPE_LABELS,
  supplementFor,
  typesOffered,
  busRules,
  defaultCapacity,
} from './hotel-stays.js';
import { accountOf } from './money.js';

const stay = (roomTypes: { type: 'quad' | 'triple' | 'double'; supplementCents: number }[]) => ({ roomTypes });
const madinah = {
  city: 'Madinah',
  hotelName: 'Dar Al Taqwa',
  addressEn: 'King Faisal Road',
  addressAr: 'طريق الملك فيصل',
  checkIn: '2027-01-02',
  checkOut: '2027-01-07',
  roomTypes: [
    { type: 'quad', capacity: 4, supplementCents: 0 },
    { type: 'double', capacity: 2, supplementCents: 45_000 },
  ],
};

describe('room supplement', () => {
  it('when a type is offered on every stay, then its supplement is the sum of the stays', () => {
    const stays = [
      stay([
        { type: 'quad', supplementCents: 0 },
        { type: 'double', supplementCents: 45_000 },
      ]),
      stay([
        { type: 'double', supplementCents: 30_000 },
        { type: 'quad', supplementCents: 0 },
      ]),
    ];
    expect(supplementFor(stays, 'double')).toBe(75_000);
    expect(supplementFor(stays, 'quad')).toBe(0);
    expect(supplementFor(stays, 'triple')).toBeNull();
    expect(supplementFor(stays, null)).toBe(0);
    expect(typesOffered(stays)).toEqual(['quad', 'double']);
    expect(typesOffered([])).toEqual([]);
  });

  it('when the ledger has a supplement, then the balance expects the fare plus it, due with the last instalment', () => {
    const plan = [
      { amountCents: 50_000, description: 'Deposit', fare: 'all' as const, dueDate: null },
      { amountCents: 250_000, description: 'Balance', fare: 'all' as const, dueDate: '2026-11-01' },
    ];
    const a = accountOf({ fare: 'barakah', fareCents: 300_000, supplementCents: 75_000, plan, entries: [{ amountCents: 300_000 }], today: '2026-10-01' });
    expect(a.balanceCents).toBe(75_000);
    expect(a.supplementCents).toBe(75_000);
    expect(a.schedule.at(-1)).toEqual({ description: 'Room supplement', dueDate: '2026-11-01', amountCents: 75_000, paidCents: 0, status: 'due' });
    expect(a.nextDue).toEqual({ description: 'Room supplement', dueDate: '2026-11-01', amountCents: 75_000 });
    const none = accountOf({ fare: 'barakah', fareCents: 300_000, plan, entries: [], today: '2026-10-01' });
    expect(none.supplementCents).toBe(0);
    expect(none.schedule).toHaveLength(2);
    const noPlan = accountOf({ fare: 'barakah', fareCents: 300_000, supplementCents: 100, plan: [], entries: [], today: '2026-10-01' });
    expect(noPlan.schedule).toEqual([{ description: 'Room supplement', dueDate: null, amountCents: 100, paidCents: 0, status: 'due' }]);
    expect(() => accountOf({ fare: 'barakah', fareCents: 1, supplementCents: 0.5, plan: [], entries: [], today: '2026-10-01' })).toThrow(RangeError);
  });
});

describe('hotel stay rules', () => {
  it('when a stay is complete, then it passes; a nights count is check-out minus check-in', () => {
    expect(hotelStayRules.safeParse(madinah).success).toBe(true);
    expect(nightsOf(madinah)).toBe(5);
    expect(defaultCapacity('triple')).toBe(3);
  });

  it('when the check-out is not after the check-in or a type repeats, then the clear message says so', () => {
    expect(errorsOf(hotelStayRules, { ...madinah, checkOut: '2027-01-02' })).toEqual({ checkOut: 'The check-out must be after the check-in.' });
    expect(errorsOf(hotelStayRules, { ...madinah, roomTypes: [madinah.roomTypes[0], madinah.roomTypes[0]] })).toEqual({
      roomTypes: 'Each room type appears once per hotel stay.',
    });
    expect(errorsOf(hotelStayRules, { ...madinah, checkIn: '2026-02-30' })).toEqual({ checkIn: 'Enter a date as YYYY-MM-DD.' });
    expect(errorsOf(hotelStayRules, { ...madinah, city: 'M' })).toEqual({ city: 'Enter the city (2 to 80 characters).' });
    expect(errorsOf(hotelStayRules, { ...madinah, roomTypes: [{ type: 'suite', capacity: 9, supplementCents: -1 }] })).toEqual({
      'roomTypes.0.type': 'Choose quad, triple or double.',
      'roomTypes.0.capacity': 'A room holds 1 to 8 people.',
      'roomTypes.0.supplementCents': 'Enter the supplement per person in cents (0 or more).',
    });
  });

  it('when a traveller chooses, then up to three emails and a known type pass', () => {
    expect(roomChoiceRules.safeParse({ roomType: 'double', wishes: ['a@example.com'] }).success).toBe(true);
    expect(errorsOf(roomChoiceRules, { roomType: 'double', wishes: ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com'] })).toEqual({
      wishes: 'Name up to 3 travellers by their email.',
    });
    expect(errorsOf(addRoomsRules, { type: 'quad', gender: 'mixed', count: 0 })).toEqual({
      gender: 'Choose men, women or family.',
      count: 'Add 1 to 50 rooms at a time.',
    });
    expect(errorsOf(busRules, { name: '', leaderUserId: null })).toEqual({ name: 'Enter the bus’s name (1 to 60 characters).' });
  });
});

describe('wrong types and limits', () => {
  it('when a value has the wrong type, then its own message says what to enter', () => {
    expect(
      errorsOf(hotelStayRules, {
        ...madinah,
        city: 5,
        hotelName: null,
        addressEn: 7,
        checkIn: 20270102,
        roomTypes: [{ type: 'quad', capacity: 'x', supplementCents: null }],
      }),
    ).toEqual({
      city: 'Enter the city (2 to 80 characters).',
      hotelName: 'Enter the hotel’s name (2 to 120 characters).',
      addressEn: 'Enter the address in English and in Arabic (up to 300 characters each).',
      checkIn: 'Enter a date as YYYY-MM-DD.',
      'roomTypes.0.capacity': 'A room holds 1 to 8 people.',
      'roomTypes.0.supplementCents': 'Enter the supplement per person in cents (0 or more).',
    });
    expect(errorsOf(hotelStayRules, { ...madinah, roomTypes: 'quad' })).toEqual({ roomTypes: 'Choose quad, triple or double.' });
    expect(errorsOf(hotelStaysRules, 'stays')).toEqual({ _: 'Give the trip’s hotel stays: 6 at most.' });
    expect(
      errorsOf(
        hotelStaysRules,
        Array.from({ length: 7 }, () => madinah),
      ),
    ).toEqual({ _: 'Give the trip’s hotel stays: 6 at most.' });
    expect(hotelStaysRules.safeParse(Array.from({ length: 6 }, () => madinah)).success).toBe(true);
    expect(errorsOf(roomChoiceRules, { roomType: null, wishes: 'a@example.com' })).toEqual({ wishes: 'Name up to 3 travellers by their email.' });
    expect(errorsOf(addRoomsRules, { type: 'quad', gender: 'men', count: '3' })).toEqual({ count: 'Add 1 to 50 rooms at a time.' });
    expect(errorsOf(addRoomsRules, { type: 'quad', gender: 'men', count: 1.5 })).toEqual({ count: 'Add 1 to 50 rooms at a time.' });
    expect(errorsOf(addRoomsRules, { type: 'quad', gender: 'men', count: 51 })).toEqual({ count: 'Add 1 to 50 rooms at a time.' });
    expect(errorsOf(hotelStayRules, { ...madinah, checkIn: 'x2027-01-02', checkOut: '2027-01-07z' })).toMatchObject({
      checkIn: 'Enter a date as YYYY-MM-DD.',
      checkOut: 'Enter a date as YYYY-MM-DD.',
    });
  });

  it('when a stay lacks a type, then the trip does not offer it; the labels name each type with its beds', () => {
    expect(
      typesOffered([
        stay([
          { type: 'quad', supplementCents: 0 },
          { type: 'double', supplementCents: 1 },
        ]),
        stay([{ type: 'quad', supplementCents: 0 }]),
      ]),
    ).toEqual(['quad']);
    expect(ROOM_TYPE_LABELS).toEqual({ quad: 'Quad (4 beds)', triple: 'Triple (3 beds)', double: 'Double (2 beds)' });
  });

  it('when the day falls in a stay, then that stay; the check-out day is the next one’s; before the trip the first, after it the last', () => {
    const madinah = { city: 'Madinah', checkIn: '2027-01-02', checkOut: '2027-01-07' };
    const makkah = { city: 'Makkah', checkIn: '2027-01-07', checkOut: '2027-01-12' };
    const stays = [madinah, makkah];
    expect(stayOn(stays, '2027-01-02')).toBe(madinah);
    expect(stayOn(stays, '2027-01-06')).toBe(madinah);
    expect(stayOn(stays, '2027-01-07')).toBe(makkah);
    expect(stayOn(stays, '2027-01-11')).toBe(makkah);
    expect(stayOn(stays, '2026-12-30')).toBe(madinah);
    expect(stayOn(stays, '2027-01-12')).toBe(makkah);
    expect(stayOn([], '2027-01-05')).toBeNull();
    // A night between two stays (on the road): the later stay.
    const later = { city: 'Makkah', checkIn: '2027-01-09', checkOut: '2027-01-12' };
    expect(stayOn([madinah, later], '2027-01-08')).toBe(later);
  });
});

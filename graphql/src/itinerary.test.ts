import { describe, expect, it } from 'vitest';
import { itineraryNow, minutesOf, riyadhMinutes, type ItineraryDay } from './itinerary.js';

const days: ItineraryDay[] = [
  { date: '2026-01-02', steps: [{ time: '09:00', title: 'Flight to Madinah' }] },
  {
    date: '2026-01-03',
    steps: [
      { time: '14:30', title: 'Ziyarah', place: 'Quba' },
      { time: '05:15', title: 'Fajr', place: 'Al-Masjid an-Nabawi' },
      { time: '25:00', title: 'Not a time' },
      { time: '09:00', title: 'Breakfast' },
    ],
  },
];

describe('minutesOf', () => {
  it('reads HH:MM as minutes since midnight and refuses anything else', () => {
    expect([minutesOf('00:00'), minutesOf('05:15'), minutesOf('19:59'), minutesOf('23:59')]).toEqual([0, 315, 1199, 1439]);
    for (const bad of ['24:00', '5:15', '05:60', '05:15 ', 'x05:15', '']) expect(minutesOf(bad)).toBeNaN();
  });
});

describe('riyadhMinutes', () => {
  it('is UTC+3: 02:30 UTC is 05:30 in Riyadh, 21:00 UTC is midnight', () => {
    expect(riyadhMinutes(new Date('2026-01-03T02:30:00Z'))).toBe(330);
    expect(riyadhMinutes(new Date('2026-01-02T21:00:00Z'))).toBe(0);
    expect(riyadhMinutes(new Date('2026-01-03T20:59:00Z'))).toBe(1439);
  });
});

describe('itineraryNow', () => {
  it('before the day’s first step: the day in time order, bad times left out, no current step', () => {
    const at = itineraryNow(days, new Date('2026-01-03T02:14:00Z')); // 05:14 in Riyadh
    expect(at?.day.steps.map((s) => s.time)).toEqual(['05:15', '09:00', '14:30']);
    expect(at?.day.date).toBe('2026-01-03');
    expect(at?.current).toBeNull();
  });
  it('at a step’s very minute it is current, until the next one’s', () => {
    expect(itineraryNow(days, new Date('2026-01-03T02:15:00Z'))?.current).toBe(0);
    expect(itineraryNow(days, new Date('2026-01-03T05:59:00Z'))?.current).toBe(0);
    expect(itineraryNow(days, new Date('2026-01-03T06:00:00Z'))?.current).toBe(1);
    expect(itineraryNow(days, new Date('2026-01-03T20:59:00Z'))?.current).toBe(2);
  });
  it('the day is Riyadh’s: 21:30 UTC on the 2nd is already the 3rd', () => {
    expect(itineraryNow(days, new Date('2026-01-02T21:30:00Z'))?.day.date).toBe('2026-01-03');
    expect(itineraryNow(days, new Date('2026-01-02T20:30:00Z'))).toEqual({ day: days[0], current: 0 });
  });
  it('a day without an itinerary: null; the given days are not reordered', () => {
    expect(itineraryNow(days, new Date('2026-01-05T10:00:00Z'))).toBeNull();
    expect(itineraryNow([], new Date('2026-01-03T10:00:00Z'))).toBeNull();
    expect(days[1]!.steps[0]!.time).toBe('14:30');
  });
});

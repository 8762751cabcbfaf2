import { afterEach, describe, expect, it } from 'vitest';
import { formatCents } from '../money.js';
import { formatDate, formatMoney, isolatedIn, toDate } from './format.js';

// Intl separates French thousands and the currency with no-break spaces.
const plain = (s: string | undefined) => s?.replace(/[\u00a0\u202f]/g, ' ').replace(/\u200f/g, '');

describe('money in each language', () => {
  it('English keeps the spec’s format; French and Arabic follow theirs', () => {
    expect(formatMoney(330_000, 'en')).toBe('$3,300.00');
    expect(plain(formatMoney(330_000, 'fr'))).toBe('3 300,00 $');
    expect(plain(formatMoney(330_000, 'ar'))).toBe('3,300.00 CA$');
    expect(plain(formatMoney(-1_250, 'fr'))).toBe('-12,50 $');
  });

  it('English is formatCents’ spec format, which is Intl’s en-CA, to the cent, for any amount', () => {
    for (const cents of [0, 1, 99, 100, 12_345, 130_000, 330_050, 123_456_789, -1_250, -330_000]) {
      expect(formatMoney(cents, 'en')).toBe(formatCents(cents));
      expect(formatMoney(cents, 'en', { dropZeroCents: true })).toBe(formatCents(cents, { dropZeroCents: true }));
      expect(formatMoney(cents, 'en')).toBe(new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100));
    }
  });

  it('zero is never negative', () => {
    expect(formatMoney(-0, 'en')).toBe('$0.00');
    expect(plain(formatMoney(-0, 'fr'))).toBe('0,00 $');
  });

  it('drops zero cents when asked, never other cents', () => {
    expect(formatMoney(330_000, 'en', { dropZeroCents: true })).toBe('$3,300');
    expect(plain(formatMoney(330_000, 'fr', { dropZeroCents: true }))).toBe('3 300 $');
    expect(plain(formatMoney(330_050, 'fr', { dropZeroCents: true }))).toBe('3 300,50 $');
  });
});

describe('formatters', () => {
  const real = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat };
  let made = 0;
  afterEach(() => Object.assign(Intl, real));
  it('are made once per language and style, then kept (making one loads locale data)', () => {
    // Count every formatter made from here on.
    Object.assign(Intl, {
      NumberFormat: class extends real.NumberFormat {
        constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
          super(...args);
          made += 1;
        }
      },
      DateTimeFormat: class extends real.DateTimeFormat {
        constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          super(...args);
          made += 1;
        }
      },
    });
    for (let i = 0; i < 3; i += 1) {
      formatMoney(100 + i, 'ar');
      formatDate(`2026-01-0${i + 1}`, 'ar', 'dateTime');
    }
    expect(made).toBeLessThanOrEqual(2);
    // English money is written by hand: no formatter at all (the landing page's first paint).
    const before = made;
    formatMoney(330_000, 'en');
    formatMoney(-1_250, 'en', { dropZeroCents: true });
    expect(made).toBe(before);
  });
});

describe('dates in each language, in Toronto', () => {
  it('medium, long and with the time', () => {
    expect(formatDate('2026-12-12', 'en')).toBe('Dec 12, 2026');
    expect(formatDate('2026-12-12', 'en', 'long')).toBe('December 12, 2026');
    expect(formatDate('2026-12-12', 'fr', 'long')).toBe('12 décembre 2026');
    expect(formatDate('2026-12-12', 'fr')).toBe('12 déc. 2026');
    expect(formatDate('2026-12-12', 'ar', 'long')).toBe('12 ديسمبر 2026');
    expect(plain(formatDate('2026-12-12T20:05:00Z', 'en', 'dateTime'))).toBe('Dec 12, 2026, 3:05 PM');
  });

  it('a bare day is that day in Toronto; a moment is read in Toronto', () => {
    expect(formatDate('2026-01-01', 'en')).toBe('Jan 1, 2026');
    expect(formatDate('2026-01-01T03:00:00Z', 'en')).toBe('Dec 31, 2025');
    expect(formatDate(Date.UTC(2026, 0, 1, 12), 'en')).toBe('Jan 1, 2026');
    expect(formatDate(new Date(Date.UTC(2026, 0, 1, 12)), 'fr')).toBe('1 janv. 2026');
  });

  it('no date gives undefined', () => {
    for (const empty of [null, undefined, '', 'not a date']) expect(formatDate(empty, 'en')).toBeUndefined();
    expect(toDate('nope')).toBeUndefined();
    expect(toDate('2026-02-03')?.toISOString()).toBe('2026-02-03T12:00:00.000Z');
    expect(toDate(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(toDate('2026-02-03T04:05:06Z')?.toISOString()).toBe('2026-02-03T04:05:06.000Z');
  });
});

describe('an amount inside right-to-left text', () => {
  it('is isolated left to right in Arabic, left as it is in English and French', () => {
    expect(isolatedIn('3,300.00 CA$', 'ar')).toBe('\u20663,300.00 CA$\u2069');
    expect(isolatedIn('$3,300.00', 'en')).toBe('$3,300.00');
    expect(isolatedIn('3 300,00 $', 'fr')).toBe('3 300,00 $');
  });
});

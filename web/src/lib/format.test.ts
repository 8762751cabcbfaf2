import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatDocumentType, formatFileSize, formatLongDate, formatMediumDate, formatPrice } from './format';
import { loadAreas } from './i18n';

// The fallback texts come from the common area's catalogue, in the active language.
beforeAll(() => loadAreas(['common'], 'en'));

describe('dates in the America/Toronto zone', () => {
  it('when a time is given, then the medium format reads like "Nov 22, 2026" and the long one like "November 22, 2026"', () => {
    expect(formatMediumDate('2026-11-22T15:00:00Z')).toBe('Nov 22, 2026');
    expect(formatLongDate('2026-11-22T15:00:00Z')).toBe('November 22, 2026');
  });
  it('when it is already tomorrow in UTC but still today in Toronto, then Toronto’s date is shown', () => {
    expect(formatMediumDate('2026-11-23T03:30:00Z')).toBe('Nov 22, 2026');
    expect(formatLongDate(new Date('2027-01-01T04:59:59Z'))).toBe('December 31, 2026');
  });
  it.each([null, undefined, '', 'not a date'])('when the value is %j, then "Unknown date"', (value) => {
    expect(formatMediumDate(value)).toBe('Unknown date');
    expect(formatLongDate(value)).toBe('Unknown date');
  });
});

describe('formatFileSize (spec §5: bytes, KB or MB with one decimal, or Unknown size)', () => {
  it.each([
    [0, '0 bytes'],
    [594, '594 bytes'],
    [1023, '1023 bytes'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024 - 1, '1024.0 KB'],
    [1024 * 1024, '1.0 MB'],
    [5 * 1024 * 1024, '5.0 MB'],
  ])('when the size is %i, then it reads "%s"', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
  it.each([null, undefined, -1, Number.NaN, Number.POSITIVE_INFINITY])('when the size is %s, then "Unknown size"', (bytes) => {
    expect(formatFileSize(bytes)).toBe('Unknown size');
  });
});

describe('formatDocumentType (spec §2: underscores become spaces)', () => {
  it.each([
    ['passport', 'Passport'],
    ['visa', 'Visa'],
    ['visa_photo', 'Visa Photo'],
    ['', 'Document'],
    [null, 'Document'],
  ])('when the type is %j, then it reads "%s"', (type, text) => {
    expect(formatDocumentType(type)).toBe(text);
  });
});

describe('formatPrice (CAD, en-CA)', () => {
  it('when the price is whole dollars, then no cents are shown', () => {
    expect(formatPrice(330_000)).toBe('$3,300');
    expect(formatPrice(335_000)).toBe('$3,350');
  });
  it('when it has cents, then they are shown', () => {
    expect(formatPrice(1250)).toBe('$12.50');
  });
  it('when any amount is shown, then it reads exactly as Intl writes CAD in en-CA, without making that formatter', async () => {
    const amounts = [0, 5, 99, 100, 1250, 99_999, 100_000, 330_000, 1_234_567, 100_000_000, 123_456_789, -1250, -330_000];
    const expected = amounts.map((cents) =>
      new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', ...(cents % 100 === 0 ? { maximumFractionDigits: 0 } : {}) }).format(cents / 100),
    );
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      vi.resetModules(); // a fresh copy of the module, with no formatter made by an earlier test
      const fresh = await import('./format');
      expect(amounts.map((cents) => fresh.formatPrice(cents))).toEqual(expected);
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});

describe('in French (fr-CA), the active language', () => {
  beforeAll(() => loadAreas(['common'], 'fr'));
  afterAll(() => loadAreas(['common'], 'en'));

  it('when a date is shown, then it reads "12 décembre 2026" (long) and "12 déc. 2026" (medium), in Toronto', () => {
    expect(formatLongDate('2026-12-12T15:00:00Z')).toBe('12 décembre 2026');
    expect(formatMediumDate('2026-12-12T15:00:00Z')).toBe('12 déc. 2026');
    expect(formatLongDate(new Date('2027-01-01T04:59:59Z'))).toBe('31 décembre 2026');
    expect(formatDateTime('2026-12-12T20:05:00Z')).toMatch(/^12 déc\. 2026, 15 h 05$/);
  });
  it('when there is no date, then "Date inconnue"', () => {
    expect(formatMediumDate(null)).toBe('Date inconnue');
    expect(formatLongDate('not a date')).toBe('Date inconnue');
  });
  it('when a price is shown, then "3 300 $" and "12,50 $" (no-break spaces)', () => {
    expect(formatPrice(330_000)).toBe('3\u00a0300\u00a0$');
    expect(formatPrice(1250)).toBe('12,50\u00a0$');
  });
  it.each([
    [594, '594 octets'],
    [1536, '1,5 Ko'],
    [1024 * 1024 - 1, '1024,0 Ko'],
    [5 * 1024 * 1024, '5,0 Mo'],
    [null, 'Taille inconnue'],
  ])('when the size is %s, then it reads "%s"', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
  it('when a document has no type, then "Document"', () => {
    expect(formatDocumentType('')).toBe('Document');
  });
  it('when the language is given, then it wins over the active one', () => {
    expect(formatLongDate('2026-12-12T15:00:00Z', 'en')).toBe('December 12, 2026');
    expect(formatPrice(330_000, 'en')).toBe('$3,300');
  });
});

// Dates and money in each language (docs/decisions/0110). English keeps the spec's formats exactly
// ("$3,300.00", "Nov 22, 2026", "November 22, 2026"); French and Arabic
// follow their Intl tag ("3 300,00 $", "12 décembre 2026"). Dates are days and times in Toronto,
// where the trip is run.
import { formatCents } from '../money.js';
import { directionOf, INTL_TAGS, type Locale } from './locales.js';

export const TIME_ZONE = 'America/Toronto';

/** Formatters are made on first use and kept: making one loads the runtime's locale data. */
const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function kept<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = made.get(key) as T | undefined;
  if (!formatter) made.set(key, (formatter = make()));
  return formatter;
}

/** Money in cents: "$3,300.00", "3 300,00 $", "‏3,300.00 CA$"; dropZeroCents gives "$3,300". */
export function formatMoney(cents: number, locale: Locale, { dropZeroCents = false }: { dropZeroCents?: boolean } = {}): string {
  // English by hand, as Intl's en-CA writes it (tested equal): no formatter to make on the landing
  // page's first paint, where every price is English by default.
  if (locale === 'en') return formatCents(cents, { dropZeroCents });
  const whole = Math.round(cents) % 100 === 0;
  const digits = dropZeroCents && whole ? 0 : 2;
  return kept(
    `money:${locale}:${digits}`,
    () => new Intl.NumberFormat(INTL_TAGS[locale], { style: 'currency', currency: 'CAD', minimumFractionDigits: digits, maximumFractionDigits: digits }),
  ).format(Math.round(cents) / 100 + 0); // + 0 turns -0 into 0: never "-0,00 $"
}

/**
 * A number-like text (an amount, a date) kept whole inside right-to-left text: in Arabic it goes in
 * a left-to-right isolate (U+2066 … U+2069), so "3,300.00 CA$" does not read "$CA 3,300.00".
 * Left-to-right languages get the text as it is. For pages and emails; a PDF lays out its own runs.
 */
export function isolatedIn(text: string, locale: Locale): string {
  return directionOf(locale) === 'rtl' ? `\u2066${text}\u2069` : text;
}

export type DateStyle = 'medium' | 'long' | 'dateTime';

// English dates read "Nov 22, 2026" in every browser with en-US (some en-CA data adds a period).
const DATE_TAGS: Record<Locale, string> = { ...INTL_TAGS, en: 'en-US' };
const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  medium: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
};

const BARE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A Date, an ISO string or epoch ms; undefined when empty or not a date. */
export function toDate(value: string | number | Date | null | undefined): Date | undefined {
  // A bare day ("2026-12-12") is that day in Toronto, not midnight UTC (the evening before there);
  // nothing (null, undefined, '') is no date, not 1970.
  const date = value instanceof Date ? value : new Date(typeof value === 'string' && BARE_DAY.test(value) ? `${value}T12:00:00Z` : (value ?? NaN));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "Nov 22, 2026" / "22 nov. 2026"; long: "November 22, 2026" / "22 novembre 2026"; undefined for no date. */
export function formatDate(value: string | number | Date | null | undefined, locale: Locale, style: DateStyle = 'medium'): string | undefined {
  const date = toDate(value);
  if (!date) return undefined;
  return kept(`date:${locale}:${style}`, () => new Intl.DateTimeFormat(DATE_TAGS[locale], { ...DATE_OPTIONS[style], timeZone: TIME_ZONE })).format(date);
}

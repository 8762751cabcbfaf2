// Moves the dates written in a trip page's words ("Dec. 31", "Jan. 2-7", "Dec. 31, 2025 - Jan. 2,
// 2026") by a number of days, when a trip is copied into the next season. Pure: plain text in,
// plain text out; a text without dates comes back unchanged.

const MONTHS = ['Jan.', 'Feb.', 'March', 'April', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];
// "Sept." and "Sep." both read; the month names written whole as well ("January").
const MONTH_PATTERN =
  '(Jan(?:uary|\\.)?|Feb(?:ruary|\\.)?|March|April|May|June|July|Aug(?:ust|\\.)?|Sept?(?:ember|\\.)?|Oct(?:ober|\\.)?|Nov(?:ember|\\.)?|Dec(?:ember|\\.)?)';
const DATE = new RegExp(`\\b${MONTH_PATTERN} (\\d{1,2})(?:-(\\d{1,2}))?(?:, (\\d{4}))?(?!\\d)`, 'g');

const monthIndex = (name: string) =>
  ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(name.slice(0, 3).toLowerCase());

/** The reference a date without a year is read against: the first dated day of the page (its year and month). */
export interface YearHint {
  year: number;
  month: number;
}

/** The first "Mon. D, YYYY" of a text: the year that dates without one belong to. */
export function yearHintOf(text: string): YearHint | undefined {
  for (const m of text.matchAll(DATE)) {
    if (m[4]) return { year: Number(m[4]), month: monthIndex(m[1]!) };
  }
  return undefined;
}

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));
const moved = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);
const monthDay = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;

/** The text with every date moved by `days`; a date without a year is read in the hint's season. */
export function shiftDatesInText(text: string, days: number, hint: YearHint | undefined): string {
  if (!days) return text;
  return text.replace(DATE, (whole, monthName: string, first: string, last: string | undefined, year: string | undefined) => {
    const month = monthIndex(monthName);
    // Without a year: the hint's year, or the next one for a month before the hint's (a winter trip spans two).
    const y = year ? Number(year) : hint ? (month >= hint.month ? hint.year : hint.year + 1) : 2001;
    const start = moved(utc(y, month, Number(first)), days);
    let out = monthDay(start);
    if (last) {
      const end = moved(utc(y, month, Number(last)), days);
      out += end.getUTCMonth() === start.getUTCMonth() ? `-${end.getUTCDate()}` : `-${monthDay(end)}`;
      if (year) out += `, ${end.getUTCFullYear()}`;
    } else if (year) {
      out += `, ${start.getUTCFullYear()}`;
    }
    return whole === out ? whole : out;
  });
}

/** Every string in a JSON-like value with its dates moved (arrays and objects walked; ids dropped by the caller). */
export function shiftDatesDeep<T>(value: T, days: number, hint: YearHint | undefined): T {
  if (typeof value === 'string') return shiftDatesInText(value, days, hint) as T;
  if (Array.isArray(value)) return value.map((v) => shiftDatesDeep(v, days, hint)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shiftDatesDeep(v, days, hint)])) as T;
  }
  return value;
}

// One source for the trip's facts (ADR 0098): the page a visitor reads is composed of the trip's
// facts (the trips table: dates, departure, fares, schedule, seats, refund policy) and the words
// the editors write in the CMS. Every page, email and export reads the composed TripContent, so a
// date or an amount is written once. Pure: no I/O.
import type { TripContent, TripWords } from './content.js';
import { messages as englishTrip } from './i18n/catalogs/en/trip.js';
import { formatDate } from './i18n/format.js';
import type { Locale } from './i18n/locales.js';
import { makeI18n, type I18n } from './i18n/translator.js';
import { depositFor } from './money.js';
import type { TripFacts } from './trips.js';

// Without a translator the page is composed in English: the trip area's English messages alone
// (a translator is a small object; the page is composed once per copy of the content).
const inEnglish = () => makeI18n('en', englishTrip);

// The Associated Press's month names, as the spec writes them ("Dec. 31, 2025", "Sept. 30, 2025").
const MONTHS = ['Jan.', 'Feb.', 'March', 'April', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'];

/** A day (YYYY-MM-DD) as every page shows it: "Sept. 30, 2025"; "30 septembre 2025" in French. */
export function formatDay(day: string, locale: Locale = 'en'): string {
  if (locale !== 'en') return formatDate(day, locale, 'long') ?? day;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${date}, ${year}`;
}

/** A trip's dates, the one reading every page shows: "Dec. 31, 2025 to Jan. 12, 2026". */
export function formatTripDates(facts: Pick<TripFacts, 'startsOn' | 'endsOn'>, i18n: I18n = inEnglish()): string {
  const locale = i18n.locale as Locale;
  return i18n._('trip.facts.dates', { start: formatDay(facts.startsOn, locale), end: formatDay(facts.endsOn, locale) });
}

/** The last dated instalment: the balance. */
function finalDueDate(facts: TripFacts): string | null {
  const dated = facts.paymentSchedule.map((p) => p.dueDate).filter((d): d is string => d !== null);
  return dated.length ? dated.reduce((a, b) => (b > a ? b : a)) : null;
}

/**
 * The trip's page: its facts composed with its words, the facts' dates and sentences in the
 * translator's language (English without one; `i18nFor(locale)` of '@umrah/graphql/node' on the api).
 */
export function composeTripContent(facts: TripFacts, words: TripWords, i18n: I18n = inEnglish()): TripContent {
  const locale = i18n.locale as Locale;
  const dates = formatTripDates(facts, i18n);
  const deposits = { barakahCents: depositFor(facts.paymentSchedule, 'barakah'), nonBarakahCents: depositFor(facts.paymentSchedule, 'nonBarakah') };
  const finalDue = finalDueDate(facts);
  // The daily programme is not public: the card and the road page read it from the words (ADR 0134).
  const { programme: _notPublic, ...shown } = words;
  return {
    ...shown,
    slug: facts.slug,
    title: facts.name,
    dates,
    groupSize: facts.groupSize,
    seats: { holdHours: facts.holdHours, offerHours: facts.offerHours },
    cost: { barakahCents: facts.fares.barakah, nonBarakahCents: facts.fares.nonBarakah, currency: 'CAD' },
    paymentSchedule: facts.paymentSchedule.map((p) => ({ ...p, due: p.dueDate === null ? i18n._('trip.facts.atRegistration') : formatDay(p.dueDate, locale) })),
    refundPolicy: facts.refundPolicy,
    portal: {
      ...words.portal,
      dates,
      departure: i18n._('trip.facts.departure', { city: facts.departureCity }),
      // One figure for clients that know one deposit: the larger, so nobody is told too little.
      depositCents: Math.max(deposits.barakahCents, deposits.nonBarakahCents),
      deposits,
      depositNote: facts.refundPolicy.depositRefundable ? i18n._('trip.facts.depositRefundable') : i18n._('trip.facts.depositNonRefundable'),
      finalPaymentRule: finalDue ? i18n._('trip.facts.finalPayment', { date: formatDay(finalDue, locale) }) : i18n._('trip.facts.allAtRegistration'),
    },
  };
}

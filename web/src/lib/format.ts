// Display formats of docs/product.md#names-and-formats in the page's language (ADR 0110): dates in
// the America/Toronto zone (English: medium "Nov 22, 2026", long "November 22, 2026"; French
// "22 nov. 2026", "22 novembre 2026"), money in CAD ("$3,300", "3 300 $"). English reads as the
// spec writes it; the formats themselves are the shared package's (formatDate, formatMoney).
import { formatDate, formatMoney, INTL_TAGS, type Locale } from '@umrah/graphql';
import { i18n } from './i18n';

type DateValue = string | number | Date | null | undefined;

/** The language the page shows (English until one is active). */
const active = (): Locale => (i18n.locale as Locale) || 'en';

/** "Nov 22, 2026"; an empty or invalid value gives "Unknown date". */
export function formatMediumDate(value: DateValue, locale: Locale = active()): string {
  return formatDate(value, locale, 'medium') ?? i18n._('common.unknownDate');
}

/** "November 22, 2026"; an empty or invalid value gives "Unknown date". */
export function formatLongDate(value: DateValue, locale: Locale = active()): string {
  return formatDate(value, locale, 'long') ?? i18n._('common.unknownDate');
}

/** "Nov 22, 2026, 3:05 PM" in Toronto; an empty or invalid value gives "Unknown date". */
export function formatDateTime(value: DateValue, locale: Locale = active()): string {
  return formatDate(value, locale, 'dateTime') ?? i18n._('common.unknownDate');
}

const KB = 1024;
const MB = 1024 * 1024;

/** One decimal: "1.5" in English (no grouping: "1024.0"), "1,5" in French. */
function oneDecimal(value: number, locale: Locale): string {
  if (locale === 'en') return value.toFixed(1);
  return new Intl.NumberFormat(INTL_TAGS[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }).format(value);
}

/** Bytes, KB or MB with one decimal (spec §5), or "Unknown size". */
export function formatFileSize(bytes: number | null | undefined, locale: Locale = active()): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return i18n._('common.unknownSize');
  if (bytes < KB) return i18n._('common.size.bytes', { size: String(bytes) });
  if (bytes < MB) return i18n._('common.size.kb', { size: oneDecimal(bytes / KB, locale) });
  return i18n._('common.size.mb', { size: oneDecimal(bytes / MB, locale) });
}

/** A document type for display: underscores become spaces, words capitalised ("passport" → "Passport"). */
export function formatDocumentType(type: string | null | undefined): string {
  const words = (type ?? '').replace(/_/g, ' ').split(' ').filter(Boolean);
  if (!words.length) return i18n._('common.document');
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

/**
 * A price: whole dollars without cents ("$3,300", "3 300 $"), otherwise with them ("$12.50");
 * in English no Intl formatter is made (ADR 0071).
 */
export function formatPrice(cents: number, locale: Locale = active()): string {
  return formatMoney(cents, locale, { dropZeroCents: true });
}

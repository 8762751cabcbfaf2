// Display formats of docs/product.md#names-and-formats: dates in the America/Toronto zone, medium "Nov 22, 2026",
// long "November 22, 2026"; money in CAD with the en-CA format.
import { formatCents } from '@umrah/graphql';

const TIME_ZONE = 'America/Toronto';

/**
 * A formatter made on its first use, not when this module loads: the first date format of a page
 * loads the browser's time-zone data (45-136 ms of main thread in Chromium here), and the landing
 * page, which imports this module for its prices, shows no date at all.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

// en-US gives "Nov 22, 2026" in every browser; some en-CA data adds a period ("Nov. 22").
const mediumDate = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: TIME_ZONE }));
const longDate = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: TIME_ZONE }));
const dateTime = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }));

function toDate(value: string | number | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "Nov 22, 2026"; an empty or invalid value gives "Unknown date". */
export function formatMediumDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? mediumDate().format(date) : 'Unknown date';
}

/** "November 22, 2026"; an empty or invalid value gives "Unknown date". */
export function formatLongDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? longDate().format(date) : 'Unknown date';
}

/** "Nov 22, 2026, 3:05 PM" in Toronto; an empty or invalid value gives "Unknown date". */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateTime().format(date) : 'Unknown date';
}

const KB = 1024;
const MB = 1024 * 1024;

/** Bytes, KB or MB with one decimal (spec §5), or "Unknown size". */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return 'Unknown size';
  if (bytes < KB) return `${bytes} bytes`;
  if (bytes < MB) return `${(bytes / KB).toFixed(1)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/** A document type for display: underscores become spaces, words capitalised ("passport" → "Passport"). */
export function formatDocumentType(type: string | null | undefined): string {
  const words = (type ?? '').replace(/_/g, ' ').split(' ').filter(Boolean);
  if (!words.length) return 'Document';
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

/** A price: whole dollars without cents ("$3,300"), otherwise with them ("$12.50"); no Intl formatter made (ADR 0071). */
export function formatPrice(cents: number): string {
  return formatCents(cents, { dropZeroCents: true });
}

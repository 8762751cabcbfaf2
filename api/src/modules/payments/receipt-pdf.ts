// A payment's receipt as a one-page PDF, made on the server with pdf-lib (the maintained
// @cantoo fork) and embedded Noto fonts, so every name prints (lib/pdf-text.ts): the organisation's
// brand, name and address, the traveller, amount, method, date and receipt number, the total paid
// and the balance as of this receipt (refunds beside them), and the note to the traveller. Never the internal note.
// Its words, money and dates are in the reader's language (the request's: ADR 0110), laid out right
// to left in Arabic.
import { directionOf, type Fare, formatDate, formatMoney, type Locale, type MessageId, type LedgerMethod, type TripContent } from '@umrah/graphql';
import { i18nFor } from '@umrah/graphql/node';
import { PDFDocument, rgb, type RGB } from '@cantoo/pdf-lib';
import { embedPdfFonts, type Weight } from '../../lib/pdf-text.js';
import type { RegistrationWithUser } from '../registration/registration.repository.js';
import type { PaymentEntry } from './payments.repository.js';
import { receiptNumber } from './payments.service.js';

const BRAND = rgb(0.016, 0.471, 0.341); // brand-700
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);

const englishDate = (day: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

const METHODS: Record<LedgerMethod, MessageId> = {
  'e-transfer': 'print.method.etransfer',
  cash: 'print.method.cash',
  cheque: 'print.method.cheque',
  card: 'print.method.card',
  other: 'print.method.other',
  'card (online)': 'print.method.cardOnline',
};
const FARES: Record<Fare, MessageId> = { barakah: 'print.fare.barakah', nonBarakah: 'print.fare.nonBarakah' };
const TITLES: Record<PaymentEntry['kind'], MessageId> = {
  payment: 'print.receipt.title.payment',
  reversal: 'print.receipt.title.reversal',
  refund: 'print.receipt.title.refund',
};

export async function receiptPdf({
  entry,
  registration,
  trip,
  totals,
  payer,
  locale = 'en',
}: {
  /** A share of a payment for the party (ADR 0123): the name of the lead who paid it. */
  payer?: string | null;
  entry: PaymentEntry;
  registration: RegistrationWithUser;
  trip: TripContent;
  /** As of this receipt: the ledger up to and including it. */
  totals: { paidCents: number; refundedCents: number; balanceCents: number };
  /** The reader's language: the requester's. */
  locale?: Locale;
}): Promise<Uint8Array> {
  const i18n = i18nFor(locale);
  const t = (id: MessageId, values?: Record<string, unknown>) => i18n._(id, values);
  const money = (cents: number) => t('print.receipt.money', { amount: formatMoney(cents, locale) });
  const longDate = (day: string) => (locale === 'en' ? englishDate(day) : (formatDate(day, locale, 'long') ?? day));
  const doc = await PDFDocument.create();
  const number = receiptNumber(entry.receiptNumber);
  doc.setTitle(t('print.receipt.docTitle', { number }));
  doc.setAuthor(`${trip.brand.wordmark} ${trip.brand.suffix}`.trim());
  const page = doc.addPage([612, 792]); // US Letter
  const fonts = await embedPdfFonts(doc);
  // Arabic reads right to left: the page is mirrored, a line set at x from the left edge is set
  // at x from the right edge, its alignment swapped.
  const rtl = directionOf(locale) === 'rtl';
  const place = (x: number, align: 'left' | 'right' = 'left') =>
    rtl ? { x: 612 - x, align: align === 'left' ? ('right' as const) : ('left' as const) } : { x, align };
  const write = (text: string, x: number, y: number, size = 11, weight: Weight = 'regular', color: RGB = INK) =>
    fonts.draw(page, text, { ...place(x), y, size, weight, color });

  page.drawRectangle({ x: 0, y: 712, width: 612, height: 80, color: BRAND });
  // The brand is a name in Latin letters: one block, its words in their order, at the reading side.
  const wordmarkWidth = fonts.width(trip.brand.wordmark, 24, 'bold');
  const brandStart = rtl ? 564 - wordmarkWidth - 8 - fonts.width(trip.brand.suffix, 14, 'regular') : 48;
  fonts.draw(page, trip.brand.wordmark, { x: brandStart, y: 750, size: 24, weight: 'bold', color: rgb(1, 1, 1) });
  fonts.draw(page, trip.brand.suffix, { x: brandStart + wordmarkWidth + 8, y: 750, size: 14, weight: 'regular', color: rgb(1, 1, 1) });
  write(trip.title, 48, 728, 11, 'regular', rgb(1, 1, 1));

  // The issuer: the organisers' name and postal address (CMS), at the right.
  const issuer = [
    trip.organiser.name,
    ...trip.organiser.address
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean),
  ].slice(0, 5);
  issuer.forEach((line, i) => {
    fonts.draw(page, line.slice(0, 60), {
      ...place(564, 'right'),
      y: 680 - i * 14,
      size: 10,
      weight: i === 0 ? 'bold' : 'regular',
      color: i === 0 ? INK : MUTED,
    });
  });

  write(t(TITLES[entry.kind]), 48, 660, 20, 'bold');
  write(t('print.receipt.number', { number }), 48, 636, 12, 'regular', MUTED);

  const name = registration.user.fullName || registration.user.username;
  const rows: [string, string][] = [
    [t(entry.kind === 'refund' ? 'print.receipt.refundedTo' : 'print.receipt.receivedFrom'), name],
    // A managed companion's generated username means nothing to anyone: left out (ADR 0122).
    ...(registration.user.managed ? [] : [[t('print.receipt.username'), registration.user.username] as [string, string]]),
    [t('print.receipt.amount'), money(entry.amountCents)],
    [t('print.receipt.method'), t(METHODS[entry.method])],
    [t(entry.kind === 'refund' ? 'print.receipt.dateRefunded' : 'print.receipt.dateReceived'), longDate(entry.receivedOn)],
    [t('print.receipt.fare'), t(FARES[registration.fare])],
  ];
  if (payer) rows.push([t('print.receipt.paidBy'), t('print.receipt.paidByValue', { payer, traveller: name })]);
  if (entry.reference) rows.push([t('print.receipt.reference'), entry.reference]);
  // The note to the traveller only: the internal note never leaves the admins' screens.
  if (entry.travellerNote) rows.push([t('print.receipt.note'), entry.travellerNote.slice(0, 90)]);
  rows.push([t('print.receipt.totalPaid'), money(totals.paidCents)]);
  if (totals.refundedCents > 0) rows.push([t('print.receipt.totalRefunded'), money(totals.refundedCents)]);
  rows.push([t('print.receipt.balance'), money(Math.max(0, totals.balanceCents))]);
  let y = 590;
  for (const [label, value] of rows) {
    write(label, 48, y, 11, 'regular', MUTED);
    write(value, 200, y, 12, 'bold');
    y -= 26;
  }
  page.drawLine({ start: { x: 48, y: y + 6 }, end: { x: 564, y: y + 6 }, thickness: 0.5, color: MUTED });
  write(t('print.receipt.recorded', { date: entry.recordedAt.toISOString().slice(0, 10), product: trip.productName }), 48, y - 16, 10, 'regular', MUTED);
  write(t('print.receipt.keep'), 48, y - 32, 10, 'regular', MUTED);
  return doc.save();
}

// A payment's receipt as a one-page PDF, made on the server with pdf-lib: the organisation's
// brand, name and address, the traveller, amount, method, date and receipt number, the total paid
// and the balance as of this receipt (refunds beside them), and the note to the traveller. Never the internal note.
import { FARE_LABELS, formatCents, PAYMENT_METHOD_LABELS, type TripContent } from '@umrah/graphql';
import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';
import type { RegistrationWithUser } from '../registration/registration.repository.js';
import type { PaymentEntry } from './payments.repository.js';
import { receiptNumber } from './payments.service.js';

const BRAND = rgb(0.016, 0.471, 0.341); // brand-700
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);

/** The standard fonts speak WinAnsi only: other characters become '?' rather than failing the receipt. */
function printable(font: PDFFont, text: string): string {
  return [...text]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return '?';
      }
    })
    .join('');
}

const longDate = (day: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

export async function receiptPdf({
  entry,
  registration,
  trip,
  totals,
}: {
  entry: PaymentEntry;
  registration: RegistrationWithUser;
  trip: TripContent;
  /** As of this receipt: the ledger up to and including it. */
  totals: { paidCents: number; refundedCents: number; balanceCents: number };
}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const number = receiptNumber(entry.receiptNumber);
  doc.setTitle(`Receipt ${number}`);
  doc.setAuthor(`${trip.brand.wordmark} ${trip.brand.suffix}`.trim());
  const page = doc.addPage([612, 792]); // US Letter
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const write = (text: string, x: number, y: number, size = 11, font = regular, color = INK) =>
    page.drawText(printable(font, text), { x, y, size, font, color });

  page.drawRectangle({ x: 0, y: 712, width: 612, height: 80, color: BRAND });
  write(trip.brand.wordmark, 48, 750, 24, bold, rgb(1, 1, 1));
  write(trip.brand.suffix, 48 + bold.widthOfTextAtSize(printable(bold, trip.brand.wordmark), 24) + 8, 750, 14, regular, rgb(1, 1, 1));
  write(trip.title, 48, 728, 11, regular, rgb(1, 1, 1));

  // The issuer: the organisers' name and postal address (CMS), at the right.
  const issuer = [
    trip.organiser.name,
    ...trip.organiser.address
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean),
  ].slice(0, 5);
  issuer.forEach((line, i) => {
    const font = i === 0 ? bold : regular;
    const text = printable(font, line).slice(0, 60);
    write(text, 564 - font.widthOfTextAtSize(text, 10), 680 - i * 14, 10, font, i === 0 ? INK : MUTED);
  });

  write({ payment: 'Payment Receipt', reversal: 'Reversal', refund: 'Refund' }[entry.kind], 48, 660, 20, bold);
  write(`Receipt number ${number}`, 48, 636, 12, regular, MUTED);

  const name = registration.user.fullName || registration.user.username;
  const rows: [string, string][] = [
    [entry.kind === 'refund' ? 'Refunded to' : 'Received from', name],
    ['Username', registration.user.username],
    ['Amount', `${formatCents(entry.amountCents)} CAD`],
    ['Method', PAYMENT_METHOD_LABELS[entry.method]],
    [entry.kind === 'refund' ? 'Date refunded' : 'Date received', longDate(entry.receivedOn)],
    ['Fare', FARE_LABELS[registration.fare]],
  ];
  if (entry.reference) rows.push(['Reference', entry.reference]);
  // The note to the traveller only: the internal note never leaves the admins' screens.
  if (entry.travellerNote) rows.push(['Note', entry.travellerNote.slice(0, 90)]);
  rows.push(['Total paid to date', `${formatCents(totals.paidCents)} CAD`]);
  if (totals.refundedCents > 0) rows.push(['Total refunded to date', `${formatCents(totals.refundedCents)} CAD`]);
  rows.push(['Balance remaining', `${formatCents(Math.max(0, totals.balanceCents))} CAD`]);
  let y = 590;
  for (const [label, value] of rows) {
    write(label, 48, y, 11, regular, MUTED);
    write(value, 200, y, 12, bold);
    y -= 26;
  }
  page.drawLine({ start: { x: 48, y: y + 6 }, end: { x: 564, y: y + 6 }, thickness: 0.5, color: MUTED });
  write(`Recorded ${entry.recordedAt.toISOString().slice(0, 10)} by the ${trip.productName} trip organisers.`, 48, y - 16, 10, regular, MUTED);
  write('Amounts in Canadian dollars. Keep this receipt for your records.', 48, y - 32, 10, regular, MUTED);
  return doc.save();
}

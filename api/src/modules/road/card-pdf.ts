// The pilgrim's card on one printed page (issue 37; docs/product.md#on-the-road): for a traveller
// without a smartphone. The same facts as the card page (card.service.ts), made like the receipts
// (receipt-pdf.ts: pdf-lib with embedded Noto fonts so every script prints, ADR 0109), in the
// reader's language and laid out right to left in Arabic. The hotel's address is printed in both
// English and Arabic whatever the language: it is shown to a taxi driver.
import { directionOf, formatDate, itineraryNow, type Locale, type MessageId } from '@umrah/graphql';
import { i18nFor } from '@umrah/graphql/node';
import { PDFDocument, rgb, type RGB } from '@cantoo/pdf-lib';
import QRCode from 'qrcode';
import { embedPdfFonts, type Weight } from '../../lib/pdf-text.js';
import type { CardView } from './card.service.js';

const BRAND = rgb(0.016, 0.471, 0.341); // brand-700
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const WIDTH = 612; // US Letter

export async function cardPdf({
  card,
  origin,
  locale = 'en',
  now = new Date(),
}: {
  card: CardView;
  origin: string;
  locale?: Locale;
  /** When it is printed: the day whose programme it carries (ADR 0134). */
  now?: Date;
}): Promise<Uint8Array> {
  const i18n = i18nFor(locale);
  const t = (id: MessageId, values?: Record<string, unknown>) => i18n._(id, values);
  const doc = await PDFDocument.create();
  doc.setTitle(`${t('portal.card.title')}: ${card.fullName}`);
  const page = doc.addPage([WIDTH, 792]);
  const fonts = await embedPdfFonts(doc);
  // Arabic reads right to left: a line set at x from the left edge is set at x from the right edge.
  const rtl = directionOf(locale) === 'rtl';
  const place = (x: number) => (rtl ? { x: WIDTH - x, align: 'right' as const } : { x, align: 'left' as const });
  const write = (text: string, x: number, y: number, size = 12, weight: Weight = 'regular', color: RGB = INK) =>
    fonts.draw(page, text.slice(0, 90), { ...place(x), y, size, weight, color });

  page.drawRectangle({ x: 0, y: 712, width: WIDTH, height: 80, color: BRAND });
  write(t('portal.card.title'), 48, 744, 24, 'bold', rgb(1, 1, 1));
  write(`${t('portal.card.group')}: ${card.groupName}`, 48, 722, 12, 'regular', rgb(1, 1, 1));

  write(card.fullName, 48, 670, 22, 'bold');
  let y = 630;
  const heading = (text: string) => {
    write(text, 48, y, 11, 'bold', MUTED);
    y -= 20;
  };
  const line = (text: string, size = 13, weight: Weight = 'regular') => {
    write(text, 60, y, size, weight);
    y -= size + 9;
  };
  const contacts = (title: MessageId, people: CardView['leaders']) => {
    if (!people.length) return;
    heading(t(title));
    for (const p of people) line(`${p.name}: ${p.phone}`);
    y -= 6;
  };
  contacts('portal.card.leaders', card.leaders);
  contacts('portal.card.organisers', card.organisers);

  heading(t('portal.card.hotel'));
  if (card.hotel) {
    line(card.hotel.name, 13, 'bold');
    if (card.hotel.addressEn) line(card.hotel.addressEn);
    if (card.hotel.addressAr) line(card.hotel.addressAr, 15);
  } else line(t('portal.card.noHotel'));
  line(`${t('portal.card.room')}: ${card.room ?? t('portal.card.noRoom')}`, 13, 'bold');

  // Today's programme (the card page's, itinerary.ts's rule), as many steps as leave room for the
  // code: the time, the title (bold for the current step), the place after it in grey, each drawn
  // on its own so no separator is needed (the Arabic font has no dash or dot).
  const today = itineraryNow(card.programme, now);
  if (today && today.day.steps.length) {
    y -= 8;
    heading(t('portal.programme.title'));
    write(t('portal.programme.when', { date: formatDate(`${today.day.date}T12:00:00Z`, locale, 'long') }), 60, y + 4, 10, 'regular', MUTED);
    y -= 18;
    for (const [i, step] of today.day.steps.entries()) {
      if (y < 215) {
        line('…', 12);
        break;
      }
      const weight: Weight = i === today.current ? 'bold' : 'regular';
      write(step.time, 60, y, 12, weight);
      write(step.title, 100, y, 12, weight);
      if (step.place) {
        const after = 100 + fonts.width(step.title, 12, weight) + 12;
        if (after + fonts.width(step.place, 11) <= WIDTH - 48) write(step.place, after, y, 11, 'regular', MUTED);
        else write(step.place, 100, (y -= 15), 11, 'regular', MUTED);
      }
      y -= 21;
    }
  }

  // The code the group's staff scan to open this traveller's details (the card page's).
  const png = await QRCode.toBuffer(new URL(card.leaderView, origin).href, { type: 'png', margin: 1, width: 360 });
  const image = await doc.embedPng(png);
  const size = 150;
  const qrY = Math.min(y - size - 10, 230);
  page.drawImage(image, { x: rtl ? WIDTH - 48 - size : 48, y: qrY, width: size, height: size });
  write(t('portal.card.qr'), 48, qrY - 18, 10, 'regular', MUTED);
  return doc.save();
}

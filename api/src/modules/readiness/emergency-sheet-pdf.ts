// The leader's emergency sheet (issue 35; docs/product.md#ready-to-travel): one block per traveller
// with their photo, names as on the passport, room, phone, emergency contact and care needs, in
// the reader's language, every script printed (ADR 0109: lib/pdf-text.ts).
import { type Locale, type MessageId } from '@umrah/graphql';
import { i18nFor } from '@umrah/graphql/node';
import { PDFDocument, rgb, type PDFPage } from '@cantoo/pdf-lib';
import { embedPdfFonts, type PdfFonts, type Weight } from '../../lib/pdf-text.js';

const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const RULE = rgb(0.8, 0.83, 0.87);

export interface EmergencyTraveller {
  name: string;
  room: string | null;
  phone: string;
  emergencyContact: string;
  medicalNotes: string | null;
  diet: string | null;
  wheelchair: boolean;
  photo: { bytes: Uint8Array; type: 'image/jpeg' | 'image/png' } | null;
}

const PAGE: [number, number] = [612, 792]; // US Letter
const MARGIN = 40;
const BLOCK = 168;
const PHOTO = { w: 84, h: 108 };

/** A text cut into lines that fit `width` at `size` (words kept whole; a word longer than a line is cut). */
function wrap(fonts: PdfFonts, text: string, width: number, size: number, weight: Weight = 'regular'): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (fonts.width(next, size, weight) <= width) line = next;
      else {
        if (line) lines.push(line);
        line = word;
        while (fonts.width(line, size, weight) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && fonts.width(line.slice(0, cut), size, weight) > width) cut -= 1;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

export async function emergencySheetPdf({
  tripName,
  travellers,
  locale = 'en',
}: {
  tripName: string;
  travellers: EmergencyTraveller[];
  locale?: Locale;
}): Promise<Uint8Array> {
  const i18n = i18nFor(locale);
  const t = (id: MessageId, values?: Record<string, unknown>) => i18n._(id, values);
  const doc = await PDFDocument.create();
  doc.setTitle(t('print.emergency.title', { trip: tripName }));
  const fonts = await embedPdfFonts(doc);
  let page: PDFPage | null = null;
  let top = 0;
  const newPage = () => {
    page = doc.addPage(PAGE);
    fonts.draw(page, t('print.emergency.title', { trip: tripName }), { x: MARGIN, y: PAGE[1] - MARGIN - 4, size: 16, weight: 'bold', color: INK });
    fonts.draw(page, t('print.emergency.confidential'), { x: MARGIN, y: PAGE[1] - MARGIN - 22, size: 9, color: MUTED });
    top = PAGE[1] - MARGIN - 36;
  };
  newPage();
  if (!travellers.length) fonts.draw(page!, t('print.emergency.none'), { x: MARGIN, y: top - 20, size: 11, color: MUTED });

  const textX = MARGIN + PHOTO.w + 14;
  const textWidth = PAGE[0] - MARGIN - textX;
  for (const traveller of travellers) {
    if (top - BLOCK < MARGIN) newPage();
    const p = page! as PDFPage;
    p.drawLine({ start: { x: MARGIN, y: top }, end: { x: PAGE[0] - MARGIN, y: top }, thickness: 0.5, color: RULE });
    const photoTop = top - 10;
    if (traveller.photo) {
      const image = traveller.photo.type === 'image/png' ? await doc.embedPng(traveller.photo.bytes) : await doc.embedJpg(traveller.photo.bytes);
      const scale = Math.min(PHOTO.w / image.width, PHOTO.h / image.height);
      p.drawImage(image, { x: MARGIN, y: photoTop - image.height * scale, width: image.width * scale, height: image.height * scale });
    } else {
      p.drawRectangle({ x: MARGIN, y: photoTop - PHOTO.h, width: PHOTO.w, height: PHOTO.h, borderColor: RULE, borderWidth: 1 });
      fonts.draw(p, t('print.emergency.noPhoto'), { x: MARGIN + 8, y: photoTop - PHOTO.h / 2, size: 8, color: MUTED });
    }
    let y = top - 24;
    fonts.draw(p, traveller.name, { x: textX, y, size: 13, weight: 'bold', color: INK });
    y -= 17;
    const care: string[] = [];
    if (traveller.wheelchair) care.push(t('print.emergency.wheelchair'));
    if (traveller.diet) care.push(t('print.emergency.diet', { diet: traveller.diet }));
    const rows: [MessageId, string][] = [
      ['print.emergency.room', traveller.room ?? t('print.emergency.noRoom')],
      ['print.emergency.phone', traveller.phone || '—'],
      ['print.emergency.contact', traveller.emergencyContact || '—'],
      ['print.emergency.medical', traveller.medicalNotes ?? t('print.emergency.noMedical')],
      ['print.emergency.needs', care.length ? care.join(' · ') : '—'],
    ];
    const labelWidth = 110;
    for (const [label, value] of rows) {
      fonts.draw(p, t(label), { x: textX, y, size: 9, color: MUTED });
      // At most four lines a field: the block keeps its size (the review page has the rest).
      const lines = wrap(fonts, value, textWidth - labelWidth, 10).slice(0, label === 'print.emergency.medical' ? 4 : 2);
      for (const line of lines) {
        fonts.draw(p, line, { x: textX + labelWidth, y, size: 10, color: INK });
        y -= 13;
      }
      y -= 2;
    }
    top -= Math.max(BLOCK, top - y + 8);
  }
  return doc.save();
}

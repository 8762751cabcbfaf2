// A hotel's rooming list (issue 36): its rooms in order, each occupant's name as on the passport,
// gender, party and nights, as xlsx (exceljs, like the other exports) and as a PDF (pdf-lib with
// the embedded Noto fonts, so Arabic names and the Arabic address print: ADR 0109). Words in the
// requester's language.
import { nightsOf, safeCell, type Locale, type MessageId, type RoomGender, type RoomType } from '@umrah/graphql';
import { i18nFor } from '@umrah/graphql/node';
import { PDFDocument, rgb } from '@cantoo/pdf-lib';
import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import { embedPdfFonts } from '../../lib/pdf-text.js';
import type { StoredStay } from './rooms.repository.js';
import type { RoomingTravellerView, RoomView } from './rooms.service.js';

export interface RoomingList {
  stay: StoredStay;
  rooms: (RoomView & { occupants: RoomingTravellerView[] })[];
}

const TYPES: Record<RoomType, MessageId> = { quad: 'print.rooming.type.quad', triple: 'print.rooming.type.triple', double: 'print.rooming.type.double' };
const FOR: Record<RoomGender, MessageId> = { men: 'print.rooming.for.men', women: 'print.rooming.for.women', family: 'print.rooming.for.family' };

/** `Rooming-list-<hotel>.<ext>`, the hotel's name made safe for a file name. */
export const roomingListFileName = (stay: StoredStay, ext: 'xlsx' | 'pdf') =>
  `Rooming-list-${
    stay.hotelName
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'hotel'
  }.${ext}`;

function words(locale: Locale) {
  const i18n = i18nFor(locale);
  const t = (id: MessageId, values?: Record<string, unknown>) => i18n._(id, values);
  const gender = (g: RoomingTravellerView['gender']) => (g === 'male' ? t('print.rooming.male') : g === 'female' ? t('print.rooming.female') : '');
  // The party: its lead's name, and the relationship to them (a lead or someone alone shows only the name or nothing).
  const party = (p: RoomingTravellerView) => (p.partyLeadName ? `${p.partyLeadName}${p.relationship ? ` (${p.relationship})` : ''}` : '');
  return { t, gender, party };
}

/** Rows of the list: one per occupant, an empty room on a row of its own. */
function rowsOf(list: RoomingList, locale: Locale): string[][] {
  const { t, gender, party } = words(locale);
  const nights = String(nightsOf(list.stay));
  return list.rooms.flatMap((r) =>
    r.occupants.length
      ? r.occupants.map((o) => [r.label, t(TYPES[r.type]), t(FOR[r.gender]), o.name, gender(o.gender), party(o), nights])
      : [[r.label, t(TYPES[r.type]), t(FOR[r.gender]), t('print.rooming.empty'), '', '', '']],
  );
}

const HEADERS: MessageId[] = [
  'print.rooming.room',
  'print.rooming.roomType',
  'print.rooming.roomFor',
  'print.rooming.name',
  'print.rooming.gender',
  'print.rooming.party',
  'print.rooming.nights',
];

/** The list as xlsx, streamed; answers how many names it holds. */
export async function roomingListXlsx(list: RoomingList, out: Writable, locale: Locale = 'en'): Promise<number> {
  const { t } = words(locale);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(t('print.rooming.sheet'), { views: [{ state: 'frozen', ySplit: 3 }] });
  sheet.columns = HEADERS.map((id) => ({ width: id === 'print.rooming.name' || id === 'print.rooming.party' ? 32 : 12 }));
  const s = list.stay;
  sheet.addRow([safeCell(t('print.rooming.title', { hotel: s.hotelName }))]).commit();
  sheet.addRow([safeCell(t('print.rooming.stay', { city: s.city, checkIn: s.checkIn, checkOut: s.checkOut, nights: nightsOf(s) }))]).commit();
  const header = sheet.addRow(HEADERS.map((id) => t(id)));
  header.font = { bold: true };
  header.commit();
  for (const row of rowsOf(list, locale)) sheet.addRow(row.map(safeCell)).commit();
  sheet.commit();
  await workbook.commit();
  return list.rooms.reduce((n, r) => n + r.occupants.length, 0);
}

/** The list as a PDF (US Letter, as many pages as it takes). */
export async function roomingListPdf(list: RoomingList, locale: Locale = 'en'): Promise<Uint8Array> {
  const { t } = words(locale);
  const doc = await PDFDocument.create();
  const fonts = await embedPdfFonts(doc);
  const s = list.stay;
  doc.setTitle(t('print.rooming.title', { hotel: s.hotelName }));
  const INK = rgb(0.06, 0.09, 0.16);
  const MUTED = rgb(0.28, 0.33, 0.41);
  const columns = [48, 92, 152, 212, 384, 430, 540];
  const clip = (text: string, width: number) => {
    let out = text;
    while (out.length > 1 && fonts.width(out, 9) > width) out = out.slice(0, -1);
    return out;
  };
  let page = doc.addPage([612, 792]);
  let y = 744;
  const header = () => {
    HEADERS.forEach((id, i) => fonts.draw(page, t(id), { x: columns[i]!, y, size: 9, weight: 'bold', color: INK }));
    y -= 16;
  };
  fonts.draw(page, t('print.rooming.title', { hotel: s.hotelName }), { x: 48, y, size: 16, weight: 'bold', color: INK });
  y -= 20;
  fonts.draw(page, t('print.rooming.stay', { city: s.city, checkIn: s.checkIn, checkOut: s.checkOut, nights: nightsOf(s) }), {
    x: 48,
    y,
    size: 10,
    color: MUTED,
  });
  y -= 14;
  if (s.addressEn) fonts.draw(page, s.addressEn, { x: 48, y, size: 10, color: MUTED });
  if (s.addressAr) fonts.draw(page, s.addressAr, { x: 564, y, size: 10, color: MUTED, align: 'right' });
  y -= 24;
  header();
  let lastRoom = '';
  for (const row of rowsOf(list, locale)) {
    if (y < 60) {
      page = doc.addPage([612, 792]);
      y = 744;
      header();
      lastRoom = '';
    }
    // A room's label once, with a rule above it: the hotel reads room by room.
    if (row[0] !== lastRoom) {
      page.drawLine({ start: { x: 48, y: y + 11 }, end: { x: 564, y: y + 11 }, thickness: 0.5, color: MUTED });
      lastRoom = row[0]!;
    } else row.splice(0, 3, '', '', '');
    row.forEach((cell, i) => {
      const width = (columns[i + 1] ?? 580) - columns[i]! - 6;
      if (cell) fonts.draw(page, clip(cell, width), { x: columns[i]!, y, size: 9, color: INK });
    });
    y -= 14;
  }
  y -= 8;
  if (y < 48) {
    page = doc.addPage([612, 792]);
    y = 744;
  }
  const people = list.rooms.reduce((n, r) => n + r.occupants.length, 0);
  fonts.draw(page, t('print.rooming.total', { rooms: list.rooms.filter((r) => r.occupants.length).length, people }), {
    x: 48,
    y,
    size: 10,
    weight: 'bold',
    color: INK,
  });
  return doc.save();
}

// Spec §3 / §9 export: a spreadsheet built on the device, no network call. exceljs is large
// (about 256 KB gzip), so it is imported only when an export starts and ships as its own chunk.
import type * as ExcelJsModule from 'exceljs';
import type { Workbook, Worksheet } from 'exceljs';
import { duplicateLabel, safeCell } from '@umrah/graphql';
import { formatLongDate } from '@/lib/format';

export interface InterestExportRow {
  name: string;
  email: string;
  phone: string;
  travelers: number;
  message?: string | null;
  createdAt: string;
  /** Flagged by the server (same email or phone as another submission). */
  sameEmail: boolean;
  samePhone: boolean;
}

/** `{product}` is Umrah (docs/product.md#names-and-formats). */
export const EXPORT_FILE_PREFIX = 'Umrah-registrations-';
export const EXPORT_SHEET_NAME = 'Registrations';
// The spec's six columns, then the server's flag of a likely duplicate ("No" when none).
export const EXPORT_HEADERS = ['Full Name', 'Email', 'Phone', 'Number of Travelers', 'Message', 'Date Submitted', 'Possible Duplicate'] as const;
/** Excel's limit on the text of one cell. */
export const CELL_TEXT_MAX = 32_767;
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const MIN_WIDTH = 10;
const MAX_WIDTH = 60;
const HEADER_FILL = 'FF047857'; // brand-700
const fileDateParts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' });

/** `Umrah-registrations-YYYY-MM-DD.xlsx`, the date of the export in Toronto. */
export function exportFileName(now: Date = new Date()): string {
  const part = (type: string) => fileDateParts.formatToParts(now).find((p) => p.type === type)?.value ?? '';
  return `${EXPORT_FILE_PREFIX}${part('year')}-${part('month')}-${part('day')}.xlsx`;
}

/** Cuts text to Excel's cell limit without splitting a surrogate pair. */
export function cellText(text: string): string {
  if (text.length <= CELL_TEXT_MAX) return text;
  const last = text.charCodeAt(CELL_TEXT_MAX - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? CELL_TEXT_MAX - 1 : CELL_TEXT_MAX);
}

/** One spreadsheet row per submission, in the order of EXPORT_HEADERS. */
export function exportRowValues(s: InterestExportRow): [string, string, string, number, string, string, string] {
  const message = s.message?.trim() ? s.message : 'N/A';
  // Typed by visitors: never a formula once the file goes through CSV.
  const text = (t: string) => cellText(safeCell(t));
  return [text(s.name), text(s.email), text(s.phone), s.travelers, text(message), formatLongDate(s.createdAt), duplicateLabel(s) || 'No'];
}

function fitColumnWidths(sheet: Worksheet, rows: (string | number)[][]): void {
  EXPORT_HEADERS.forEach((header, i) => {
    let longest = header.length;
    for (const row of rows) {
      const text = String(row[i] ?? '');
      // The longest line counts; a long message is capped rather than making a page-wide column.
      for (const line of text.split('\n')) if (line.length > longest) longest = line.length;
      if (longest >= MAX_WIDTH) break;
    }
    sheet.getColumn(i + 1).width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
  });
}

async function loadExcelJs(): Promise<typeof ExcelJsModule> {
  const mod = await import('exceljs');
  // exceljs ships a CommonJS browser bundle: its exports sit on `default` after bundling.
  return (mod as unknown as { default?: typeof ExcelJsModule }).default ?? mod;
}

/** The workbook: sheet "Registrations", a styled and frozen header row, fitted column widths. */
export async function buildInterestWorkbook(submissions: readonly InterestExportRow[]): Promise<Workbook> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Umrah Journey';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(EXPORT_SHEET_NAME, { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });

  const rows = submissions.map(exportRowValues);
  const header = sheet.addRow([...EXPORT_HEADERS]);
  sheet.addRows(rows);

  header.height = 20;
  header.eachCell((cell) => {
    cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
    cell.alignment = { vertical: 'middle' };
    cell.border = { bottom: { style: 'thin', color: { argb: 'FF064E3B' } } };
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_HEADERS.length } };
  fitColumnWidths(sheet, rows);
  return workbook;
}

/** The .xlsx file's bytes. */
export async function buildInterestXlsx(submissions: readonly InterestExportRow[]): Promise<ArrayBuffer> {
  const workbook = await buildInterestWorkbook(submissions);
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

function download(bytes: ArrayBuffer, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: XLSX_MIME }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the object URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Builds the spreadsheet and hands it to the browser as `Umrah-registrations-YYYY-MM-DD.xlsx`. */
export async function exportInterestSubmissions(submissions: readonly InterestExportRow[], now: Date = new Date()): Promise<string> {
  const fileName = exportFileName(now);
  download(await buildInterestXlsx(submissions), fileName);
  return fileName;
}

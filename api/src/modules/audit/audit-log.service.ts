// The audit log the owner reads (docs/product.md#the-audit-log): every event, newest first, paged
// on the server and filtered by person, action, traveller and Toronto days; the same list as a
// streamed xlsx. The export is itself an event of the log.
import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import { auditActionLabel, auditChange, auditLogQueryRules, type Locale, type MessageId, safeCell, type AuditLogQuery } from '@umrah/graphql';
import { i18nFor } from '@umrah/graphql/node';
import { validate } from '../../lib/validate.js';
import { auditSummary } from '../review/timeline.js';
import type { AuditLogRow, AuditRepository } from './audit.repository.js';
import type { TripsService } from '../trips/trips.service.js';

export interface AuditLogEntryView {
  id: string;
  at: string;
  action: string;
  actionLabel: string;
  /** What happened with its particulars ("Payment of $500.00 recorded (Cash, R-0001)"). */
  summary: string;
  actor: { username: string; fullName: string } | null;
  traveller: { registrationId: string; username: string; fullName: string } | null;
  before: string | null;
  after: string | null;
  reason: string | null;
  ip: string | null;
  requestId: string | null;
}

export interface AuditLogPageView {
  items: AuditLogEntryView[];
  total: number;
  page: number;
  pageSize: number;
}

/** The log export's headings, in the staff member's language. */
const AUDIT_EXPORT_HEADERS: MessageId[] = [
  'print.export.when',
  'print.export.person',
  'print.export.personUsername',
  'print.export.action',
  'print.export.details',
  'print.export.traveler',
  'print.export.travelerUsername',
  'print.export.before',
  'print.export.after',
  'print.export.reason',
  'print.export.ipAddress',
  'print.export.requestId',
];

export function toAuditLogEntry(r: AuditLogRow): AuditLogEntryView {
  const change = auditChange(r.payload);
  return {
    id: String(r.id),
    at: r.at.toISOString(),
    action: r.action,
    actionLabel: auditActionLabel(r.action),
    summary: auditSummary(r.action, r.payload),
    actor: r.actor,
    traveller: r.traveller,
    before: change?.before ?? null,
    after: change?.after ?? null,
    reason: typeof r.payload.reason === 'string' ? r.payload.reason : null,
    ip: r.ip,
    requestId: r.requestId,
  };
}

const torontoMinute = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
/** "2026-11-26 09:15:02", the moment in Toronto (a spreadsheet has no time zones). */
export const torontoTime = (d: Date): string => torontoMinute.format(d).replace(', ', ' ');

/** `Umrah-audit-log-YYYY-MM-DD.xlsx`, dated in Toronto. */
export const auditLogFileName = (now = new Date()): string => `Umrah-audit-log-${torontoTime(now).slice(0, 10)}.xlsx`;

export function createAuditLogService({ audit, trips }: { audit: AuditRepository; trips: Pick<TripsService, 'get'> }) {
  /** `tripId` given: that trip's events only (an unknown trip: "Trip not found."); absent: every event, accounts' included. */
  async function tripFilter(input: unknown): Promise<{ tripId?: string }> {
    const tripId = (input as { tripId?: unknown } | undefined)?.tripId;
    return typeof tripId === 'string' && tripId !== '' ? { tripId: (await trips.get(tripId)).id } : {};
  }
  return {
    /** The filters checked (and the trip found): a clear 400 or 404 before anything is read or sent. */
    async query(input: unknown): Promise<AuditLogQuery & { tripId?: string }> {
      return { ...validate(auditLogQueryRules, input), ...(await tripFilter(input)) };
    },

    async page(input: unknown): Promise<AuditLogPageView> {
      const { page, pageSize, ...filters } = validate(auditLogQueryRules, input);
      const { items, total } = await audit.page({ ...filters, ...(await tripFilter(input)) }, page, pageSize);
      return { items: items.map(toAuditLogEntry), total, page, pageSize };
    },

    /** The filtered log as xlsx, newest first, streamed a batch at a time; the export is audited first. */
    async exportXlsx(ownerId: string, query: AuditLogQuery & { tripId?: string }, out: Writable, locale: Locale = 'en'): Promise<number> {
      const i18n = i18nFor(locale);
      const { page: _page, pageSize: _size, ...filters } = query;
      await audit.record({ actorUserId: ownerId, action: 'audit_log.exported', entityType: 'audit_log', entityId: null, payload: { filters } });
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      const sheet = workbook.addWorksheet(i18n._('print.export.sheet.auditLog'), { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = AUDIT_EXPORT_HEADERS.map((id) => ({
        header: i18n._(id),
        width: id === 'print.export.details' || id === 'print.export.reason' ? 40 : 20,
      }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      let count = 0;
      for await (const batch of audit.exportRows(filters)) {
        for (const row of batch) {
          const e = toAuditLogEntry(row);
          const values = [
            torontoTime(row.at),
            e.actor?.fullName ?? '',
            e.actor?.username ?? '',
            e.actionLabel,
            e.summary,
            e.traveller?.fullName ?? '',
            e.traveller?.username ?? '',
            e.before ?? '',
            e.after ?? '',
            e.reason ?? '',
            e.ip ?? '',
            e.requestId ?? '',
          ];
          // People typed names, reasons and document names: none may run as a formula.
          sheet.addRow(values.map(safeCell)).commit();
          count += 1;
        }
      }
      sheet.commit();
      await workbook.commit();
      return count;
    },
  };
}
export type AuditLogService = ReturnType<typeof createAuditLogService>;

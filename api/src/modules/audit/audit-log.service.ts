// The audit log the owner reads (docs/product.md#the-audit-log): every event, newest first, paged
// on the server and filtered by person, action, traveller and Toronto days; the same list as a
// streamed xlsx. The export is itself an event of the log.
import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import { auditActionLabel, auditChange, auditLogQueryRules, safeCell, type AuditLogQuery } from '@umrah/graphql';
import { validate } from '../../lib/validate.js';
import { auditSummary } from '../review/timeline.js';
import type { AuditLogRow, AuditRepository } from './audit.repository.js';

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

export const AUDIT_EXPORT_HEADERS = [
  'When (Toronto)',
  'Person',
  'Person Username',
  'Action',
  'Details',
  'Traveler',
  'Traveler Username',
  'Before',
  'After',
  'Reason',
  'IP Address',
  'Request ID',
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

export function createAuditLogService({ audit }: { audit: AuditRepository }) {
  return {
    /** The filters checked: a clear 400 before anything is read or sent. */
    query: (input: unknown): AuditLogQuery => validate(auditLogQueryRules, input),

    async page(input: unknown): Promise<AuditLogPageView> {
      const { page, pageSize, ...filters } = validate(auditLogQueryRules, input);
      const { items, total } = await audit.page(filters, page, pageSize);
      return { items: items.map(toAuditLogEntry), total, page, pageSize };
    },

    /** The filtered log as xlsx, newest first, streamed a batch at a time; the export is audited first. */
    async exportXlsx(ownerId: string, query: AuditLogQuery, out: Writable): Promise<number> {
      const { page: _page, pageSize: _size, ...filters } = query;
      await audit.record({ actorUserId: ownerId, action: 'audit_log.exported', entityType: 'audit_log', entityId: null, payload: { filters } });
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      const sheet = workbook.addWorksheet('Audit log', { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = AUDIT_EXPORT_HEADERS.map((header) => ({ header, width: header === 'Details' || header === 'Reason' ? 40 : 20 }));
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

// A registration's audit events in plain words, for the admin's timeline.
import { auditActionLabel, FARE_LABELS, formatCents, LEDGER_METHOD_LABELS, type Fare, type LedgerMethod } from '@umrah/graphql';
import type { AuditEntry } from '../audit/audit.repository.js';

const DOCUMENT_LABELS: Record<string, string> = { passport: 'Passport', visa: 'Visa', photo: 'Photo', other: 'Other' };

// The actions whose line tells more than their label (graphql/src/audit-log.ts): the rest read as their label.
const SUMMARIES: Record<string, (p: Record<string, unknown>) => string> = {
  'document.uploaded': (p) => `${DOCUMENT_LABELS[String(p.type)] ?? 'A'} document uploaded${p.name ? `: ${String(p.name)}` : ''}`,
  'document.deleted': (p) => `${DOCUMENT_LABELS[String(p.type)] ?? 'A'} document deleted${p.name ? `: ${String(p.name)}` : ''}`,
  'payment.recorded': (p) =>
    `Payment of ${formatCents(Number(p.amountCents))} recorded (${LEDGER_METHOD_LABELS[p.method as LedgerMethod] ?? 'Other'}, ${String(p.receipt)})`,
  'payment.reversed': (p) => `Payment reversed: ${formatCents(-Number(p.amountCents))} (${String(p.receipt)})`,
  'payment.refunded': (p) =>
    `Refund of ${formatCents(-Number(p.amountCents))} recorded (${LEDGER_METHOD_LABELS[p.method as LedgerMethod] ?? 'Other'}, ${String(p.receipt)})`,
  'registration.fare_changed': (p) => `Fare changed to ${FARE_LABELS[p.to as Fare] ?? String(p.to)}`,
  'registration.hold_extended': (p) => `Hold extended by ${Number(p.hours)} hours`,
};

export interface TimelineEntryView {
  id: string;
  at: string;
  actor: { username: string; fullName: string } | null;
  summary: string;
  reason: string | null;
}

/** What an event did, in plain words with its particulars (the timeline's and the audit log's line). */
export function auditSummary(action: string, payload: Record<string, unknown>): string {
  const describe = SUMMARIES[action];
  return describe ? describe(payload) : auditActionLabel(action);
}

export function toTimelineEntry(e: AuditEntry): TimelineEntryView {
  return {
    id: String(e.id),
    at: e.at.toISOString(),
    actor: e.actor && { username: e.actor.username, fullName: e.actor.fullName },
    summary: auditSummary(e.action, e.payload),
    reason: typeof e.payload.reason === 'string' ? e.payload.reason : null,
  };
}

// Reminders and the admins' daily digest, decided on a schedule (the worker's cron) from the
// state of each registration. Each one has a dedupe key naming the person, the reminder and its
// occasion, so however often and in however many processes the cron runs, it is sent once.
import { accountOf, planFor, torontoToday, type TripContent } from '@umrah/graphql';
import { howToPayData } from './messages.service.js';
import type { OutboxRepository } from './outbox.repository.js';
import type { ReminderCandidate, RemindersRepository } from './reminders.repository.js';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export interface PlannedReminder {
  kind: 'payment_due' | 'payment_overdue' | 'form_reminder' | 'passport_expiring';
  dedupeKey: string;
  data: {
    description?: string;
    amountCents?: number;
    dueDate?: string;
    validAfter?: string;
    referenceCode?: string;
    etransferEmail?: string;
    paymentFormUrl?: string;
  };
}

/** What one traveller should be reminded of today (pure: tested with any day). */
export function remindersFor(c: ReminderCandidate, trip: TripContent, now: Date): PlannedReminder[] {
  const today = torontoToday(now);
  const out: PlannedReminder[] = [];
  if (!c.finalPaid) {
    // The price locked on the registration (docs/product.md#money); the CMS's for a row not locked yet.
    const fareCents = c.fareCents ?? (c.fare === 'barakah' ? trip.cost.barakahCents : trip.cost.nonBarakahCents);
    const plan = c.paymentPlan ?? planFor(trip.paymentSchedule, c.fare);
    const account = accountOf({ fare: c.fare, fareCents, plan, entries: [{ amountCents: c.paidCents }], today });
    const pay = howToPayData(c.registrationId, trip);
    for (const item of account.schedule) {
      if (item.dueDate === null || item.paidCents >= item.amountCents) continue;
      const left = daysBetween(today, item.dueDate);
      const data = { description: item.description, amountCents: item.amountCents - item.paidCents, dueDate: item.dueDate, ...pay };
      // Windows, not exact days: a cron that missed a day still sends each reminder once.
      if (left < 0) out.push({ kind: 'payment_overdue', dedupeKey: `reminder:overdue:${c.registrationId}:${item.dueDate}`, data });
      else if (left <= 3) out.push({ kind: 'payment_due', dedupeKey: `reminder:due-3:${c.registrationId}:${item.dueDate}`, data });
      else if (left <= 14) out.push({ kind: 'payment_due', dedupeKey: `reminder:due-14:${c.registrationId}:${item.dueDate}`, data });
    }
  }
  if (c.depositPaid && !c.formSubmitted && c.depositPaidAt && now.getTime() - c.depositPaidAt.getTime() >= 7 * DAY_MS) {
    out.push({ kind: 'form_reminder', dedupeKey: `reminder:form:${c.registrationId}`, data: {} });
  }
  // The cut-off of the registration's own trip (docs/product.md#trips).
  if (c.passportExpirationDate && c.passportExpirationDate <= c.passportValidAfter) {
    out.push({
      kind: 'passport_expiring',
      dedupeKey: `reminder:passport:${c.registrationId}:${c.passportExpirationDate}`,
      data: { dueDate: c.passportExpirationDate, validAfter: c.passportValidAfter },
    });
  }
  return out;
}

export function createRemindersService({
  reminders,
  outbox,
  content,
}: {
  reminders: RemindersRepository;
  outbox: OutboxRepository;
  content: () => Promise<TripContent>;
}) {
  return {
    /** One pass: enqueues what is due now (already enqueued reminders are kept once). */
    async run(now: Date = new Date()): Promise<number> {
      const [trip, candidates, digest] = await Promise.all([content(), reminders.candidates(), reminders.digest()]);
      let planned = 0;
      for (const c of candidates) {
        for (const r of remindersFor(c, trip, now)) {
          await outbox.enqueue({
            kind: r.kind,
            recipientUserId: c.userId,
            toEmail: c.email,
            dedupeKey: r.dedupeKey,
            payload: { name: c.fullName, ...(c.locale && { locale: c.locale }), ...r.data },
          });
          planned += 1;
        }
      }
      if (digest.forms + digest.visas > 0) {
        const day = torontoToday(now);
        for (const admin of digest.admins) {
          if (admin.email.endsWith('.invalid')) continue;
          await outbox.enqueue({
            kind: 'admin_digest',
            recipientUserId: admin.id,
            toEmail: admin.email,
            dedupeKey: `digest:${day}:${admin.id}`,
            payload: { name: admin.fullName, ...(admin.locale && { locale: admin.locale }), forms: digest.forms, visas: digest.visas },
          });
          planned += 1;
        }
      }
      return planned;
    },
  };
}
export type RemindersService = ReturnType<typeof createRemindersService>;

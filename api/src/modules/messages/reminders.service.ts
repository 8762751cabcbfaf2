// Reminders and the admins' daily digest, decided on a schedule (the worker's cron) from the
// state of each registration. Each one has a dedupe key naming the person, the reminder and its
// occasion, so however often and in however many processes the cron runs, it is sent once.
import { accountOf, planFor, readinessReminderWindow, torontoToday, type ReadinessItem, type TripContent } from '@umrah/graphql';
import { howToPayData } from './messages.service.js';
import type { OutboxRepository } from './outbox.repository.js';
import type { ReminderCandidate, RemindersRepository } from './reminders.repository.js';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export interface PlannedReminder {
  kind: 'payment_due' | 'payment_overdue' | 'form_reminder' | 'passport_expiring' | 'readiness_reminder';
  dedupeKey: string;
  data: {
    description?: string;
    amountCents?: number;
    dueDate?: string;
    validAfter?: string;
    referenceCode?: string;
    etransferEmail?: string;
    paymentFormUrl?: string;
    payNow?: boolean;
    /** Readiness: the catalogue ids of what is still missing or blocked, and the days left. */
    items?: string[];
    days?: number;
  };
}

/**
 * What is still missing for the trip, at 90, 30 and 7 days before departure (pure): once per
 * window and registration, only with the deposit paid (the form and documents open then), and
 * only when something is missing or blocked. `blockers`: the traveller's items that are.
 */
export function readinessReminderFor(c: ReminderCandidate, blockers: readonly ReadinessItem[], now: Date): PlannedReminder | null {
  const days = readinessReminderWindow(torontoToday(now), c.startsOn);
  if (days === null || !c.depositPaid || blockers.length === 0) return null;
  return {
    kind: 'readiness_reminder',
    dedupeKey: `reminder:readiness-${days}:${c.registrationId}`,
    data: { days, dueDate: c.startsOn, items: blockers.map((i) => i.message) },
  };
}

/** What one traveller should be reminded of today (pure: tested with any day); `payNow`: online payment is offered (ADR 0130). */
export function remindersFor(c: ReminderCandidate, trip: TripContent, now: Date, payNow = false): PlannedReminder[] {
  const today = torontoToday(now);
  const out: PlannedReminder[] = [];
  if (!c.finalPaid) {
    // The price locked on the registration (docs/product.md#money); the CMS's for a row not locked yet.
    const fareCents = c.fareCents ?? (c.fare === 'barakah' ? trip.cost.barakahCents : trip.cost.nonBarakahCents);
    const plan = c.paymentPlan ?? planFor(trip.paymentSchedule, c.fare);
    const account = accountOf({ fare: c.fare, fareCents, supplementCents: c.roomSupplementCents ?? 0, plan, entries: [{ amountCents: c.paidCents }], today });
    const pay = howToPayData(c.registrationId, trip);
    for (const item of account.schedule) {
      if (item.dueDate === null || item.paidCents >= item.amountCents) continue;
      const left = daysBetween(today, item.dueDate);
      const data = {
        description: item.description,
        amountCents: item.amountCents - item.paidCents,
        dueDate: item.dueDate,
        ...pay,
        ...(payNow ? { payNow } : {}),
      };
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
  payNow = async () => false,
  readinessBlockers,
}: {
  reminders: RemindersRepository;
  outbox: OutboxRepository;
  content: () => Promise<TripContent>;
  /** Online payment is offered now (keys set and the organisers' setting on): the reminders link to "Pay now". */
  payNow?: (trip: TripContent) => boolean | Promise<boolean>;
  /** Per registration of a trip, its readiness items that are missing or blocked (readiness.service.ts). */
  readinessBlockers: (tripId: string) => Promise<Map<string, ReadinessItem[]>>;
}) {
  return {
    /** One pass: enqueues what is due now (already enqueued reminders are kept once). */
    async run(now: Date = new Date()): Promise<number> {
      const [trip, candidates, digest] = await Promise.all([content(), reminders.candidates(), reminders.digest()]);
      const online = await payNow(trip);
      let planned = 0;
      // The readiness rules are read once per trip, and only for a trip inside a reminder window.
      const blockersOf = new Map<string, Promise<Map<string, ReadinessItem[]>>>();
      const blockers = (tripId: string) => {
        if (!blockersOf.has(tripId)) blockersOf.set(tripId, readinessBlockers(tripId));
        return blockersOf.get(tripId)!;
      };
      for (const c of candidates) {
        const due = remindersFor(c, trip, now, online);
        if (c.depositPaid && readinessReminderWindow(torontoToday(now), c.startsOn) !== null) {
          const r = readinessReminderFor(c, (await blockers(c.tripId)).get(c.registrationId) ?? [], now);
          if (r) due.push(r);
        }
        for (const r of due) {
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

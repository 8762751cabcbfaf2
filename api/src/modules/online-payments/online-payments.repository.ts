// The only code that touches checkout_sessions, provider_events and online_payment_flags (migration 0025)
// and card_refunds, auto_pay and auto_charges (migration 0031).
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { now as dbNow } from '../../lib/model.js';
import { AutoChargeModel } from './auto-charge.model.js';
import { AutoPayModel } from './auto-pay.model.js';
import { CardRefundModel } from './card-refund.model.js';
import { CheckoutSessionModel } from './checkout-session.model.js';
import { OnlinePaymentFlagModel } from './online-payment-flag.model.js';
import { ProviderEventModel } from './provider-event.model.js';

export interface CheckoutSessionRow {
  id: string;
  registrationId: string;
  amountCents: number;
  paymentId: string | null;
  receiptNumber: number | null;
}

export type FlagReason = OnlinePaymentFlagModel['reason'];

/** A flag as the settling reads it. */
export interface FlagRow {
  id: string;
  tripId: string | null;
  registrationId: string | null;
  providerPaymentId: string;
  amountMinor: number;
  currency: string;
  reason: FlagReason;
  createdAt: string;
  settledAt: string | null;
  settlementNote: string | null;
}
const flagRow = (r: OnlinePaymentFlagModel): FlagRow => ({
  id: r.id,
  tripId: r.tripId,
  registrationId: r.registrationId,
  providerPaymentId: r.providerPaymentId,
  amountMinor: Number(r.amountMinor),
  currency: r.currency,
  reason: r.reason,
  createdAt: new Date(r.createdAt).toISOString(),
  settledAt: r.settledAt ? new Date(r.settledAt).toISOString() : null,
  settlementNote: r.settlementNote,
});

export type CardRefundRow = Pick<
  CardRefundModel,
  'id' | 'registrationId' | 'decisionId' | 'providerPaymentId' | 'providerRefundId' | 'amountCents' | 'status' | 'note' | 'attempts' | 'paymentId'
>;
const CARD_REFUND_COLUMNS = [
  'id',
  'registration_id',
  'decision_id',
  'provider_payment_id',
  'provider_refund_id',
  'amount_cents',
  'status',
  'note',
  'attempts',
  'payment_id',
] as const;

export type AutoChargeRow = Pick<AutoChargeModel, 'id' | 'registrationId' | 'dueDate' | 'amountCents' | 'status' | 'attempts'>;

export function createOnlinePaymentsRepository(db: Knex) {
  const cardRefunds = (trx: Knex) =>
    CardRefundModel.query(trx)
      .select(...CARD_REFUND_COLUMNS)
      .castTo<CardRefundRow[]>();
  return {
    /** A traveller's agreement to automatic payments (the customer holding their saved card); one per registration. */
    async agreeAutoPay(registrationId: string, customerId: string, trx: Knex): Promise<void> {
      await AutoPayModel.query(trx)
        .insert({ registrationId, customerId, active: true })
        .onConflict('registration_id')
        .merge({ customerId, active: true, updatedAt: dbNow() });
    },
    /** Turns automatic payments off; answers whether they were on. */
    async stopAutoPay(registrationId: string, trx: Knex): Promise<boolean> {
      return (await AutoPayModel.query(trx).where({ registration_id: registrationId, active: true }).patch({ active: false, updatedAt: dbNow() })) > 0;
    },
    async autoPayOn(registrationId: string, trx: Knex = db): Promise<boolean> {
      return Boolean(await AutoPayModel.query(trx).where({ registration_id: registrationId, active: true }).select('registration_id').first());
    },
    /** The active agreements of registrations still on their trip, with the customer. */
    async activeAutoPay(trx: Knex = db): Promise<{ registrationId: string; customerId: string }[]> {
      const rows = await AutoPayModel.query(trx)
        .alias('a')
        .join('trip_registrations as r', 'r.id', 'a.registration_id')
        .where('a.active', true)
        .whereNull('r.cancelled_at')
        .select('a.registration_id', 'a.customer_id');
      return rows.map((r) => ({ registrationId: r.registrationId, customerId: r.customerId }));
    },
    /** The trip's travellers on automatic payments, by name, with the due day of a charge that gave up (if any). */
    // A report with a correlated aggregate over auto_charges: set-based SQL stays SQL (ADR 0060).
    async autoPayList(tripId: string, trx: Knex = db): Promise<{ registrationId: string; fullName: string; failingSince: string | null }[]> {
      const rows: { registration_id: string; full_name: string | null; username: string; failing: string | null }[] = await trx('auto_pay as a')
        .join('trip_registrations as r', 'r.id', 'a.registration_id')
        .join('users as u', 'u.id', 'r.user_id')
        .where({ 'a.trip_id': tripId, 'a.active': true })
        .whereNull('r.cancelled_at')
        .select(
          'a.registration_id',
          'u.full_name',
          'u.username',
          trx.raw(
            `(SELECT to_char(min(c.due_date), 'YYYY-MM-DD') FROM auto_charges c WHERE c.registration_id = a.registration_id AND c.status <> 'succeeded' AND c.attempts > 0) AS failing`,
          ),
        )
        .orderBy('u.full_name');
      return rows.map((r) => ({ registrationId: r.registration_id, fullName: r.full_name || r.username, failingSince: r.failing }));
    },
    /** The charge of one due item (made once per registration and due day), locked. */
    async autoCharge(registrationId: string, dueDate: string, amountCents: number, now: Date, trx: Knex): Promise<AutoChargeRow & { nextAttemptAt: Date }> {
      // First tried at the pass that finds it due (the pass's clock, so a test's day is the day).
      await AutoChargeModel.query(trx)
        .insert({ registrationId, dueDate, amountCents, nextAttemptAt: now })
        .onConflict(['registration_id', 'due_date'])
        .ignore();
      const row = (await AutoChargeModel.query(trx).findOne({ registration_id: registrationId, due_date: dueDate }).forUpdate())!;
      return {
        id: row.id,
        registrationId,
        dueDate,
        amountCents: row.amountCents,
        status: row.status,
        attempts: row.attempts,
        nextAttemptAt: new Date(row.nextAttemptAt),
      };
    },
    async patchAutoCharge(
      id: string,
      patch: {
        status?: AutoChargeRow['status'];
        attempts?: number;
        nextAttemptAt?: Date;
        providerPaymentId?: string;
        lastError?: string | null;
        amountCents?: number;
      },
      trx: Knex,
    ): Promise<void> {
      await AutoChargeModel.query(trx)
        .where('id', id)
        .patch({
          ...(patch.status ? { status: patch.status } : {}),
          ...(patch.attempts !== undefined ? { attempts: patch.attempts } : {}),
          ...(patch.nextAttemptAt ? { nextAttemptAt: patch.nextAttemptAt } : {}),
          ...(patch.providerPaymentId ? { providerPaymentId: patch.providerPaymentId } : {}),
          ...(patch.lastError !== undefined ? { lastError: patch.lastError } : {}),
          ...(patch.amountCents !== undefined ? { amountCents: patch.amountCents } : {}),
        });
    },
    /** The parts of one decision, in the order they were split. */
    async decision(decisionId: string, trx: Knex = db): Promise<CardRefundRow[]> {
      return cardRefunds(trx).where('decision_id', decisionId).orderBy('part');
    },
    /** Every part of a registration's card refunds (a failed one included). */
    async cardRefundsOf(registrationId: string, trx: Knex = db): Promise<CardRefundRow[]> {
      return cardRefunds(trx).where('registration_id', registrationId).orderBy('created_at').orderBy('part');
    },
    async addCardRefunds(
      parts: { registrationId: string; decisionId: string; decidedBy: string | null; providerPaymentId: string; amountCents: number; note: string | null }[],
      trx: Knex,
    ): Promise<void> {
      // created_at is the transaction's time for every part: `part` keeps the split's order.
      for (const [part, p] of parts.entries()) await CardRefundModel.query(trx).insert({ ...p, part });
    },
    /** The parts still to send (the provider could not be reached), oldest first. */
    async pendingCardRefunds(limit: number, trx: Knex = db): Promise<CardRefundRow[]> {
      return cardRefunds(trx).where('status', 'pending').orderBy('created_at').orderBy('part').limit(limit);
    },
    /** Locks a part (the sender and a webhook queue on it). */
    async lockCardRefund(id: string, trx: Knex): Promise<CardRefundRow | undefined> {
      const [row] = await cardRefunds(trx).where('id', id).forUpdate();
      return row;
    },
    /** The part the provider's refund belongs to: by its id, or by the part id we gave it as metadata (a webhook before our own save). */
    async cardRefundFor(providerRefundId: string, partId: string | undefined, trx: Knex): Promise<CardRefundRow | undefined> {
      const [row] = await cardRefunds(trx)
        .where('provider_refund_id', providerRefundId)
        .modify((q) => {
          if (partId) q.orWhere('id', partId);
        })
        .forUpdate();
      return row;
    },
    async patchCardRefund(
      id: string,
      patch: Partial<Pick<CardRefundModel, 'status' | 'providerRefundId' | 'lastError' | 'paymentId' | 'attempts'>>,
      trx: Knex,
    ): Promise<void> {
      await CardRefundModel.query(trx)
        .where('id', id)
        .patch({ ...patch, updatedAt: new Date() });
    },
    async addSession(s: { id: string; registrationId: string; amountCents: number }, trx: Knex = db): Promise<void> {
      await CheckoutSessionModel.query(trx).insert({ id: s.id, registrationId: s.registrationId, amountCents: s.amountCents });
    },
    /** A session with the receipt of the payment that settled it (if any). */
    async session(id: string, trx: Knex = db): Promise<CheckoutSessionRow | undefined> {
      const row = await CheckoutSessionModel.query(trx)
        .alias('s')
        .leftJoin('payments as p', 'p.id', 's.payment_id')
        .where('s.id', id)
        .select('s.id', 's.registration_id', 's.amount_cents', 's.payment_id', 'p.receipt_number')
        .first()
        .castTo<CheckoutSessionRow | undefined>();
      return row && { ...row, receiptNumber: row.receiptNumber === null ? null : Number(row.receiptNumber) };
    },
    /** Ties a session to the payment that settled it (once). */
    async settleSession(id: string, paymentId: string, trx: Knex): Promise<void> {
      await CheckoutSessionModel.query(trx).where('id', id).whereNull('payment_id').patch({ paymentId });
    },
    /** Claims an event: true the first time its id is seen, false for every later delivery (waits on a concurrent one). */
    async claimEvent(id: string, type: string, trx: Knex): Promise<boolean> {
      // The rows the database answers (an Objection instance would echo the id given even when nothing was inserted).
      const rows: unknown[] = await ProviderEventModel.query(trx).insert({ id, type }).onConflict('id').ignore().returning('id').toKnexQuery();
      return rows.length === 1;
    },
    async setOutcome(id: string, outcome: string, trx: Knex): Promise<void> {
      await ProviderEventModel.query(trx).where('id', id).patch({ outcome });
    },
    /** A provider payment already flagged. */
    async flagged(providerPaymentId: string, trx: Knex = db): Promise<boolean> {
      return Boolean(await OnlinePaymentFlagModel.query(trx).where('provider_payment_id', providerPaymentId).select('id').first());
    },
    /** Flags a payment for the treasurer's refund; answers its id (undefined when it was already flagged). */
    async flag(
      f: {
        registrationId: string | null;
        tripId: string | null;
        paymentId: string | null;
        providerPaymentId: string;
        amountMinor: number;
        currency: string;
        reason: FlagReason;
      },
      trx: Knex,
    ): Promise<string | undefined> {
      const rows: { id: string }[] = await OnlinePaymentFlagModel.query(trx).insert(f).onConflict('provider_payment_id').ignore().returning('id').toKnexQuery();
      return rows[0]?.id;
    },
    /** A refund made in the provider's dashboard, already succeeded: a part of its own with no decider, tied to its ledger entry. */
    async addDashboardRefund(
      r: { registrationId: string; providerPaymentId: string; providerRefundId: string; amountCents: number; paymentId: string },
      trx: Knex,
    ): Promise<void> {
      await CardRefundModel.query(trx).insert({ ...r, decisionId: randomUUID(), part: 0, decidedBy: null, status: 'succeeded', note: null });
    },
    /**
     * The open flags of one provider payment (pi_…), oldest first, locked: flagged under its own id, or a
     * failed refund of it (flagged under the refund's id, or `<pi>/<part>` when the provider refused it).
     */
    async openFlagsOfPayment(providerPaymentId: string, trx: Knex): Promise<FlagRow[]> {
      const rows = await OnlinePaymentFlagModel.query(trx)
        .whereNull('settled_at')
        .where((q) =>
          q
            .where('provider_payment_id', providerPaymentId)
            .orWhere('provider_payment_id', 'like', `${providerPaymentId.replace(/[\\%_]/g, '\\$&')}/%`)
            .orWhereIn(
              'provider_payment_id',
              CardRefundModel.query(trx).where('provider_payment_id', providerPaymentId).whereNotNull('provider_refund_id').select('provider_refund_id'),
            ),
        )
        .orderBy('created_at')
        .orderBy('id')
        .forUpdate();
      return rows.map(flagRow);
    },
    /** Whether any flag (open or settled) names this provider payment: a payment we know of, not in the ledger. */
    async anyFlagOfPayment(providerPaymentId: string, trx: Knex): Promise<boolean> {
      return Boolean(await OnlinePaymentFlagModel.query(trx).where('provider_payment_id', providerPaymentId).select('id').first());
    },
    /** One flag, locked (settling queues on it). */
    async lockFlag(id: string, trx: Knex): Promise<FlagRow | undefined> {
      const row = await OnlinePaymentFlagModel.query(trx).findById(id).forUpdate();
      return row && flagRow(row);
    },
    /** Settles an open flag (never twice: answers false when it was already settled). */
    async settleFlag(id: string, s: { settledBy: string | null; note: string }, trx: Knex): Promise<boolean> {
      const n = await OnlinePaymentFlagModel.query(trx)
        .where('id', id)
        .whereNull('settled_at')
        .patch({ settledAt: dbNow(), settledBy: s.settledBy, settlementNote: s.note });
      return n === 1;
    },
    /** The trip's open flags (and those of no known trip), newest first, with the traveller's name; settled ones leave the list. */
    async flags(tripId: string, trx: Knex = db) {
      const rows = await OnlinePaymentFlagModel.query(trx)
        .alias('f')
        .leftJoin('trip_registrations as r', 'r.id', 'f.registration_id')
        .leftJoin('users as u', 'u.id', 'r.user_id')
        .where((q) => q.where('f.trip_id', tripId).orWhereNull('f.trip_id'))
        .whereNull('f.settled_at')
        .orderBy('f.created_at', 'desc')
        .select('f.*', 'u.full_name as traveller_full_name', 'u.username as traveller_username')
        .castTo<(OnlinePaymentFlagModel & { travellerFullName: string | null; travellerUsername: string | null })[]>();
      return rows.map((r) => ({
        id: r.id,
        registrationId: r.registrationId,
        fullName: r.travellerFullName ?? r.travellerUsername ?? null,
        providerPaymentId: r.providerPaymentId,
        amountMinor: Number(r.amountMinor),
        currency: r.currency,
        reason: r.reason,
        createdAt: new Date(r.createdAt).toISOString(),
        settledAt: null,
        settlementNote: null,
      }));
    },
  };
}
export type OnlinePaymentsRepository = ReturnType<typeof createOnlinePaymentsRepository>;

// The only code that touches checkout_sessions, provider_events and online_payment_flags (migration 0025).
import type { Knex } from 'knex';
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

export function createOnlinePaymentsRepository(db: Knex) {
  return {
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
    /** The trip's flags (and those of no known trip), newest first, with the traveller's name. */
    async flags(tripId: string, trx: Knex = db) {
      const rows = await OnlinePaymentFlagModel.query(trx)
        .alias('f')
        .leftJoin('trip_registrations as r', 'r.id', 'f.registration_id')
        .leftJoin('users as u', 'u.id', 'r.user_id')
        .where((q) => q.where('f.trip_id', tripId).orWhereNull('f.trip_id'))
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
      }));
    },
  };
}
export type OnlinePaymentsRepository = ReturnType<typeof createOnlinePaymentsRepository>;

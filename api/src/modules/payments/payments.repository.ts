// The only code that touches payments. Append-only: there is no update or delete here, and the
// database refuses them too (migration 0006).
import type { LedgerMethod } from '@umrah/graphql';
import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { plain } from '../../lib/model.js';
import { PaymentModel } from './payment.model.js';

export interface PaymentEntry {
  id: string;
  receiptNumber: number;
  registrationId: string;
  kind: 'payment' | 'reversal' | 'refund';
  amountCents: number;
  method: LedgerMethod;
  receivedOn: string;
  reference: string | null;
  /** Internal: admins only, never sent to the traveller. */
  note: string | null;
  /** The note to the traveller. */
  travellerNote: string | null;
  reversesId: string | null;
  clientKey: string | null;
  /** The card provider's payment (pi_…) or refund (re_…) id; null for an admin's recording. */
  providerPaymentId: string | null;
  recordedBy: { id: string; username: string; fullName: string } | null;
  /** A payment for the party (ADR 0123): the lead's registration that paid this share; null: the traveller's own. */
  paidByRegistrationId: string | null;
  partyPaymentId: string | null;
  recordedAt: Date;
}

/** A ledger row with the admin who recorded it (joined; camelCase through the model). */
type PaymentRow = ModelObject<PaymentModel> & { recorderUsername: string | null; recorderFullName: string | null };

// The model's properties are the view but for the recorder, who is a person there.
const toEntry = ({ recorderUsername, recorderFullName, recordedBy, ...p }: PaymentRow): PaymentEntry => ({
  ...p,
  recordedBy: recorderUsername && recordedBy ? { id: recordedBy, username: recorderUsername, fullName: recorderFullName ?? '' } : null,
});

export type NewPayment = Pick<
  PaymentEntry,
  | 'registrationId'
  | 'kind'
  | 'amountCents'
  | 'method'
  | 'receivedOn'
  | 'reference'
  | 'note'
  | 'travellerNote'
  | 'reversesId'
  | 'clientKey'
  | 'providerPaymentId'
> & {
  /** Null: the card provider's webhook. */
  recordedBy: string | null;
} & Partial<Pick<PaymentEntry, 'paidByRegistrationId' | 'partyPaymentId'>>;

export function createPaymentsRepository(db: Knex) {
  const withRecorder = (trx: Knex) =>
    PaymentModel.query(trx)
      .alias('p')
      .leftJoin('users as u', 'u.id', 'p.recorded_by')
      .select('p.*', 'u.username as recorder_username', 'u.full_name as recorder_full_name')
      .castTo<PaymentRow[]>();
  return {
    /** A registration's ledger, oldest first. */
    async forRegistration(registrationId: string, trx: Knex = db): Promise<PaymentEntry[]> {
      return (await withRecorder(trx).where('p.registration_id', registrationId).orderBy('p.receipt_number')).map(toEntry);
    },
    async find(id: string, trx: Knex = db): Promise<PaymentEntry | undefined> {
      const [row] = await withRecorder(trx).where('p.id', id);
      return row && toEntry(row);
    },
    /** The entry of a card provider's payment or refund id, if recorded. */
    async findByProviderId(providerPaymentId: string, trx: Knex = db): Promise<PaymentEntry | undefined> {
      const [row] = await withRecorder(trx).where('p.provider_payment_id', providerPaymentId);
      return row && toEntry(row);
    },
    async findByClientKey(clientKey: string, trx: Knex = db): Promise<PaymentEntry | undefined> {
      const [row] = await withRecorder(trx).where('p.client_key', clientKey);
      return row && toEntry(row);
    },
    async insert(p: NewPayment, trx: Knex): Promise<PaymentEntry> {
      const { registrationId, kind, amountCents, method, receivedOn, reference, note, travellerNote, reversesId, clientKey, providerPaymentId, recordedBy } = p;
      const party = { paidByRegistrationId: p.paidByRegistrationId ?? null, partyPaymentId: p.partyPaymentId ?? null };
      const m = await PaymentModel.query(trx)
        .insert({
          registrationId,
          kind,
          amountCents,
          method,
          receivedOn,
          reference,
          note,
          travellerNote,
          reversesId,
          clientKey,
          providerPaymentId,
          recordedBy,
          ...party,
        })
        .returning('*');
      // Answered without the recorder joined (recordedBy null), as the service expects of a new entry.
      return toEntry({ ...plain(m), recorderUsername: null, recorderFullName: null });
    },
    /** The sum of each of these registrations' ledgers, in one query (no entry: absent). */
    async totalsFor(registrationIds: readonly string[]): Promise<Map<string, number>> {
      if (!registrationIds.length) return new Map();
      const rows = await PaymentModel.query(db)
        .select('registration_id')
        .sum('amount_cents as total')
        .whereIn('registration_id', registrationIds)
        .groupBy('registration_id')
        .castTo<{ registrationId: string; total: string }[]>();
      return new Map(rows.map((r) => [r.registrationId, Number(r.total)]));
    },
    /** The sum of each of the trip's registrations' ledger (registrations with no entry are absent). */
    async totals(tripId: string): Promise<Map<string, number>> {
      const rows = await PaymentModel.query(db)
        .where('trip_id', tripId)
        .select('registration_id')
        .sum('amount_cents as total')
        .groupBy('registration_id')
        .castTo<{ registrationId: string; total: string }[]>();
      return new Map(rows.map((r) => [r.registrationId, Number(r.total)]));
    },
    /** What was refunded across the trip's registrations (a positive number of cents). */
    async refundTotal(tripId: string): Promise<number> {
      const row = await PaymentModel.query(db)
        .where('trip_id', tripId)
        .where('kind', 'refund')
        .sum('amount_cents as total')
        .first()
        .castTo<{ total: string | null } | undefined>();
      return -Number(row?.total ?? 0);
    },
    /** Every entry of the trip with its traveller, oldest first, in batches (the ledger export). */
    async *exportRows(
      tripId: string,
      batchSize = 1000,
    ): AsyncGenerator<(PaymentEntry & { travellerUsername: string; travellerName: string; reversesReceipt: number | null })[]> {
      let after = 0;
      for (;;) {
        const rows = await withRecorder(db)
          .join('trip_registrations as r', 'r.id', 'p.registration_id')
          .join('users as t', 't.id', 'r.user_id')
          .leftJoin('payments as o', 'o.id', 'p.reverses_id')
          .select('t.username as traveller_username', 't.full_name as traveller_name', 'o.receipt_number as reverses_receipt')
          .where('p.trip_id', tripId)
          .where('p.receipt_number', '>', after)
          .orderBy('p.receipt_number')
          .limit(batchSize)
          .castTo<(PaymentRow & { travellerUsername: string; travellerName: string; reversesReceipt: number | null })[]>();
        if (!rows.length) return;
        yield rows.map(({ travellerUsername, travellerName, reversesReceipt, ...p }) => ({ ...toEntry(p), travellerUsername, travellerName, reversesReceipt }));
        if (rows.length < batchSize) return;
        after = rows[rows.length - 1]!.receiptNumber;
      }
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

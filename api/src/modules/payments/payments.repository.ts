// The only code that touches payments. Append-only: there is no update or delete here, and the
// database refuses them too (migration 0006).
import type { PaymentMethod } from '@umrah/graphql';
import type { Knex } from 'knex';

export interface PaymentEntry {
  id: string;
  receiptNumber: number;
  registrationId: string;
  kind: 'payment' | 'reversal';
  amountCents: number;
  method: PaymentMethod;
  receivedOn: string;
  reference: string | null;
  note: string | null;
  reversesId: string | null;
  clientKey: string | null;
  recordedBy: { id: string; username: string; fullName: string } | null;
  recordedAt: Date;
}

interface PaymentRow {
  id: string;
  receipt_number: number;
  registration_id: string;
  kind: 'payment' | 'reversal';
  amount_cents: number;
  method: PaymentMethod;
  received_on: string;
  reference: string | null;
  note: string | null;
  reverses_id: string | null;
  client_key: string | null;
  recorded_by: string;
  recorded_at: Date;
  recorder_username?: string | null;
  recorder_full_name?: string | null;
}

const fromRow = (r: PaymentRow): PaymentEntry => ({
  id: r.id,
  receiptNumber: Number(r.receipt_number),
  registrationId: r.registration_id,
  kind: r.kind,
  amountCents: r.amount_cents,
  method: r.method,
  receivedOn: r.received_on,
  reference: r.reference,
  note: r.note,
  reversesId: r.reverses_id,
  clientKey: r.client_key,
  recordedBy: r.recorder_username ? { id: r.recorded_by, username: r.recorder_username, fullName: r.recorder_full_name ?? '' } : null,
  recordedAt: r.recorded_at,
});

export type NewPayment = Pick<PaymentEntry, 'registrationId' | 'kind' | 'amountCents' | 'method' | 'receivedOn' | 'reference' | 'note' | 'reversesId' | 'clientKey'> & {
  recordedBy: string;
};

export function createPaymentsRepository(db: Knex) {
  const withRecorder = (k: Knex) =>
    k('payments as p').leftJoin('users as u', 'u.id', 'p.recorded_by').select('p.*', 'u.username as recorder_username', 'u.full_name as recorder_full_name');
  return {
    /** A registration's ledger, oldest first. */
    async forRegistration(registrationId: string, trx: Knex = db): Promise<PaymentEntry[]> {
      return (await withRecorder(trx).where('p.registration_id', registrationId).orderBy('p.receipt_number')).map(fromRow);
    },
    async find(id: string, trx: Knex = db): Promise<PaymentEntry | undefined> {
      const row = await withRecorder(trx).where('p.id', id).first();
      return row && fromRow(row);
    },
    async findByClientKey(clientKey: string, trx: Knex = db): Promise<PaymentEntry | undefined> {
      const row = await withRecorder(trx).where('p.client_key', clientKey).first();
      return row && fromRow(row);
    },
    async insert(p: NewPayment, trx: Knex): Promise<PaymentEntry> {
      const [row] = await trx('payments')
        .insert({
          registration_id: p.registrationId,
          kind: p.kind,
          amount_cents: p.amountCents,
          method: p.method,
          received_on: p.receivedOn,
          reference: p.reference,
          note: p.note,
          reverses_id: p.reversesId,
          client_key: p.clientKey,
          recorded_by: p.recordedBy,
        })
        .returning('*');
      return fromRow(row);
    },
    /** The sum of each registration's ledger (registrations with no entry are absent). */
    async totals(): Promise<Map<string, number>> {
      const rows: { registration_id: string; total: string }[] = await db('payments').select('registration_id').sum({ total: 'amount_cents' }).groupBy('registration_id');
      return new Map(rows.map((r) => [r.registration_id, Number(r.total)]));
    },
    /** Every entry with its traveller, oldest first, in batches (the ledger export). */
    async *exportRows(batchSize = 1000): AsyncGenerator<(PaymentEntry & { travellerUsername: string; travellerName: string; reversesReceipt: number | null })[]> {
      let after = 0;
      for (;;) {
        const rows = await withRecorder(db)
          .join('trip_registrations as r', 'r.id', 'p.registration_id')
          .join('users as t', 't.id', 'r.user_id')
          .leftJoin('payments as o', 'o.id', 'p.reverses_id')
          .select('t.username as traveller_username', 't.full_name as traveller_name', 'o.receipt_number as reverses_receipt')
          .where('p.receipt_number', '>', after)
          .orderBy('p.receipt_number')
          .limit(batchSize);
        if (!rows.length) return;
        yield rows.map((r: PaymentRow & { traveller_username: string; traveller_name: string; reverses_receipt: string | null }) => ({
          ...fromRow(r),
          travellerUsername: r.traveller_username,
          travellerName: r.traveller_name,
          reversesReceipt: r.reverses_receipt === null ? null : Number(r.reverses_receipt),
        }));
        if (rows.length < batchSize) return;
        after = Number(rows[rows.length - 1].receipt_number);
      }
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

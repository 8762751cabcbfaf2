import type { Knex } from 'knex';

// The treasurer's list of online payments to refund is settled (issue 34; ADR 0129): a flag is
// settled by itself when a refund of its payment for at least its amount succeeds (settled_by NULL),
// or by hand by staff who record refunds, with a note. Settled flags stay (the audit trail) but leave
// the list. A refund made in the provider's dashboard is recorded too: it becomes a part of its own
// (decided_by NULL: no admin decided it), so the card's room left counts it, and two new flag reasons
// keep the ones that cannot be recorded (more than the payment has left, or a payment we do not know).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('online_payment_flags', (t) => {
    t.timestamp('settled_at', { useTz: true });
    t.uuid('settled_by').references('users.id').onDelete('RESTRICT');
    t.text('settlement_note');
  });
  await knex.raw(`CREATE INDEX online_payment_flags_open ON online_payment_flags (trip_id, created_at) WHERE settled_at IS NULL`);
  await knex.raw(`ALTER TABLE online_payment_flags DROP CONSTRAINT online_payment_flags_reason_check`);
  await knex.raw(
    `ALTER TABLE online_payment_flags ADD CONSTRAINT online_payment_flags_reason_check CHECK (reason IN ('registration_cancelled', 'unknown_registration', 'currency', 'refund_failed', 'refund_too_large', 'refund_unknown_payment'))`,
  );
  await knex.raw(`ALTER TABLE card_refunds ALTER COLUMN decided_by DROP NOT NULL`);
}

export async function down(knex: Knex): Promise<void> {
  await knex('card_refunds').whereNull('decided_by').delete();
  await knex.raw(`ALTER TABLE card_refunds ALTER COLUMN decided_by SET NOT NULL`);
  await knex('online_payment_flags').whereIn('reason', ['refund_too_large', 'refund_unknown_payment']).delete();
  await knex.raw(`ALTER TABLE online_payment_flags DROP CONSTRAINT online_payment_flags_reason_check`);
  await knex.raw(
    `ALTER TABLE online_payment_flags ADD CONSTRAINT online_payment_flags_reason_check CHECK (reason IN ('registration_cancelled', 'unknown_registration', 'currency', 'refund_failed'))`,
  );
  await knex.raw(`DROP INDEX online_payment_flags_open`);
  await knex.schema.alterTable('online_payment_flags', (t) => {
    t.dropColumn('settlement_note');
    t.dropColumn('settled_by');
    t.dropColumn('settled_at');
  });
}

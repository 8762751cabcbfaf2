import type { Knex } from 'knex';

// Refunds sent back to the card (issue 34; ADR 0129). An admin's refund of a registration paid online
// is a decision split into parts, one per card payment it goes back to; each part is sent to the
// provider with its own idempotency key and waits there until the provider confirms it, and only then
// becomes a refund entry in the ledger (the ledger stays append-only and true to the money moved).
// A part the provider cannot be reached for stays `pending` and is sent again by the worker; one it
// refuses or fails is `failed` and set aside on the treasurer's list (a new flag reason).
// Instalments charged to a saved card (WeTravel's model; issue 34): `auto_pay` is a traveller's
// agreement (the provider's customer that holds the saved card), `auto_charges` each schedule item
// charged (or tried) under it, once per registration and due day, with bounded retries.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('card_refunds', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('trip_id').notNullable().references('trips.id').onDelete('RESTRICT');
    t.uuid('registration_id').notNullable();
    // One admin decision (its client key when the form sent one): the parts of one refund share it.
    t.uuid('decision_id').notNullable();
    // The part's place in the split (newest card payment first).
    t.smallint('part').notNullable();
    t.uuid('decided_by').notNullable().references('users.id').onDelete('RESTRICT');
    // The card payment it goes back to (pi_…) and the provider's refund once it answered (re_…).
    t.string('provider_payment_id', 255).notNullable();
    t.string('provider_refund_id', 255).unique();
    t.integer('amount_cents').notNullable();
    t.string('status', 16).notNullable().defaultTo('pending');
    t.text('note');
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error');
    // The ledger's refund entry, once the provider confirmed.
    t.uuid('payment_id').unique().references('payments.id').onDelete('RESTRICT');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['decision_id', 'provider_payment_id']);
    t.unique(['decision_id', 'part']);
    t.index(['registration_id']);
  });
  await knex.raw(`ALTER TABLE card_refunds ADD CONSTRAINT card_refunds_amount_check CHECK (amount_cents > 0)`);
  await knex.raw(`ALTER TABLE card_refunds ADD CONSTRAINT card_refunds_status_check CHECK (status IN ('pending', 'sent', 'succeeded', 'failed'))`);
  await knex.raw(
    `ALTER TABLE card_refunds ADD CONSTRAINT card_refunds_registration_trip FOREIGN KEY (registration_id, trip_id) REFERENCES trip_registrations (id, trip_id)`,
  );
  await knex.raw(`CREATE TRIGGER card_refunds_take_registration_trip BEFORE INSERT ON card_refunds FOR EACH ROW EXECUTE FUNCTION take_registration_trip()`);
  await knex.raw(`CREATE INDEX card_refunds_pending ON card_refunds (created_at) WHERE status = 'pending'`);

  await knex.raw(`ALTER TABLE online_payment_flags DROP CONSTRAINT online_payment_flags_reason_check`);
  await knex.raw(
    `ALTER TABLE online_payment_flags ADD CONSTRAINT online_payment_flags_reason_check CHECK (reason IN ('registration_cancelled', 'unknown_registration', 'currency', 'refund_failed'))`,
  );

  await knex.schema.createTable('auto_pay', (t) => {
    t.uuid('registration_id').primary();
    t.uuid('trip_id').notNullable().references('trips.id').onDelete('RESTRICT');
    // The provider's customer holding the card saved at checkout (cus_…); its card is looked up at each charge.
    t.string('customer_id', 255).notNullable();
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('agreed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['trip_id', 'active']);
  });
  await knex.raw(
    `ALTER TABLE auto_pay ADD CONSTRAINT auto_pay_registration_trip FOREIGN KEY (registration_id, trip_id) REFERENCES trip_registrations (id, trip_id)`,
  );
  await knex.raw(`CREATE TRIGGER auto_pay_take_registration_trip BEFORE INSERT ON auto_pay FOR EACH ROW EXECUTE FUNCTION take_registration_trip()`);

  await knex.schema.createTable('auto_charges', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('registration_id').notNullable().references('auto_pay.registration_id').onDelete('RESTRICT');
    t.date('due_date').notNullable();
    t.integer('amount_cents').notNullable();
    // pending (to try), succeeded (in the ledger), gave_up (the attempts are spent: the traveller pays by hand).
    t.string('status', 16).notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.string('provider_payment_id', 255);
    t.text('last_error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['registration_id', 'due_date']);
  });
  await knex.raw(`ALTER TABLE auto_charges ADD CONSTRAINT auto_charges_status_check CHECK (status IN ('pending', 'succeeded', 'gave_up'))`);
  await knex.raw(`ALTER TABLE auto_charges ADD CONSTRAINT auto_charges_amount_check CHECK (amount_cents > 0)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('auto_charges');
  await knex.schema.dropTable('auto_pay');
  await knex('online_payment_flags').where({ reason: 'refund_failed' }).delete();
  await knex.raw(`ALTER TABLE online_payment_flags DROP CONSTRAINT online_payment_flags_reason_check`);
  await knex.raw(
    `ALTER TABLE online_payment_flags ADD CONSTRAINT online_payment_flags_reason_check CHECK (reason IN ('registration_cancelled', 'unknown_registration', 'currency'))`,
  );
  await knex.schema.dropTable('card_refunds');
}

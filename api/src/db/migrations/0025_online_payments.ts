import type { Knex } from 'knex';

// Issue 34 (ADRs 0117, 0118): paying online through the card provider (Stripe Checkout). The ledger
// takes a new method, "card (online)", recorded by the provider's webhook with no admin behind it
// (recorded_by NULL, the provider's payment id in its place: one of the two is always there). Each
// provider payment lands once (a unique provider id on payments), each provider event is handled once
// (provider_events, keyed by the event's id), and a payment the ledger cannot take as it stands (a
// cancelled registration, an unknown one, another currency) waits on the treasurer's refund list.
// Old rows keep their recorder and method; nothing is rewritten (the ledger stays append-only).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE payments DROP CONSTRAINT payments_method_check`);
  await knex.raw(
    `ALTER TABLE payments ADD CONSTRAINT payments_method_check CHECK (method IN ('e-transfer', 'cash', 'cheque', 'card', 'other', 'card (online)'))`,
  );
  await knex.schema.alterTable('payments', (t) => {
    t.string('provider_payment_id', 255).unique();
  });
  await knex.raw(`ALTER TABLE payments ALTER COLUMN recorded_by DROP NOT NULL`);
  await knex.raw(`ALTER TABLE payments ADD CONSTRAINT payments_recorded_by_someone CHECK (recorded_by IS NOT NULL OR provider_payment_id IS NOT NULL)`);

  // Each Checkout Session the api opened: whose, for how much, and the payment that settled it.
  await knex.schema.createTable('checkout_sessions', (t) => {
    t.string('id', 255).primary();
    t.uuid('trip_id').notNullable().references('trips.id').onDelete('RESTRICT');
    t.uuid('registration_id').notNullable();
    t.integer('amount_cents').notNullable();
    t.uuid('payment_id').references('payments.id').onDelete('RESTRICT');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['trip_id', 'registration_id']);
  });
  await knex.raw(`ALTER TABLE checkout_sessions ADD CONSTRAINT checkout_sessions_amount_check CHECK (amount_cents > 0)`);
  await knex.raw(
    `ALTER TABLE checkout_sessions ADD CONSTRAINT checkout_sessions_registration_trip FOREIGN KEY (registration_id, trip_id) REFERENCES trip_registrations (id, trip_id)`,
  );
  await knex.raw(
    `CREATE TRIGGER checkout_sessions_take_registration_trip BEFORE INSERT ON checkout_sessions FOR EACH ROW EXECUTE FUNCTION take_registration_trip()`,
  );

  // Every provider event handled, once: a second delivery of the same id finds its row.
  await knex.schema.createTable('provider_events', (t) => {
    t.string('id', 255).primary();
    t.string('type', 100).notNullable();
    t.string('outcome', 32).notNullable().defaultTo('received');
    t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // Money the provider took that the ledger cannot keep as it stands: the treasurer refunds it.
  await knex.schema.createTable('online_payment_flags', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('trip_id').references('trips.id').onDelete('RESTRICT');
    t.uuid('registration_id').references('trip_registrations.id').onDelete('RESTRICT');
    t.uuid('payment_id').unique().references('payments.id').onDelete('RESTRICT');
    t.string('provider_payment_id', 255).notNullable().unique();
    t.bigInteger('amount_minor').notNullable();
    t.string('currency', 3).notNullable();
    t.string('reason', 32).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['trip_id', 'created_at']);
  });
  await knex.raw(
    `ALTER TABLE online_payment_flags ADD CONSTRAINT online_payment_flags_reason_check CHECK (reason IN ('registration_cancelled', 'unknown_registration', 'currency'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('online_payment_flags');
  await knex.schema.dropTable('provider_events');
  await knex.schema.dropTable('checkout_sessions');
  await knex.raw(`ALTER TABLE payments DROP CONSTRAINT payments_recorded_by_someone`);
  await knex.raw(`ALTER TABLE payments ALTER COLUMN recorded_by SET NOT NULL`);
  await knex.schema.alterTable('payments', (t) => t.dropColumn('provider_payment_id'));
  await knex.raw(`ALTER TABLE payments DROP CONSTRAINT payments_method_check`);
  await knex.raw(`ALTER TABLE payments ADD CONSTRAINT payments_method_check CHECK (method IN ('e-transfer', 'cash', 'cheque', 'card', 'other'))`);
}

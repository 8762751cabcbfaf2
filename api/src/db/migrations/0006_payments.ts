import type { Knex } from 'knex';

// Money (issue 11): each registration's fare, and an append-only ledger of payments. A mistake is
// cancelled by a reversal entry pointing at the payment it cancels; rows are never changed or
// deleted, and the database itself refuses it.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('trip_registrations', (t) => {
    t.string('fare', 16).notNullable().defaultTo('nonBarakah');
  });
  await knex.raw(`ALTER TABLE trip_registrations ADD CONSTRAINT trip_registrations_fare_check CHECK (fare IN ('barakah', 'nonBarakah'))`);

  await knex.schema.createTable('payments', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.specificType('receipt_number', 'bigint GENERATED ALWAYS AS IDENTITY').notNullable().unique();
    t.uuid('registration_id').notNullable().references('trip_registrations.id').onDelete('RESTRICT');
    t.string('kind', 10).notNullable();
    t.integer('amount_cents').notNullable();
    t.string('method', 16).notNullable();
    t.date('received_on').notNullable();
    t.string('reference', 100);
    t.string('note', 500);
    // A payment is reversed at most once.
    t.uuid('reverses_id').unique().references('payments.id').onDelete('RESTRICT');
    // Sent by the client with each recording: a retried or double-clicked submit lands once.
    t.uuid('client_key').unique();
    t.uuid('recorded_by').notNullable().references('users.id').onDelete('RESTRICT');
    t.timestamp('recorded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['registration_id', 'receipt_number']);
  });
  await knex.raw(`ALTER TABLE payments ADD CONSTRAINT payments_kind_check CHECK (
    (kind = 'payment' AND amount_cents > 0 AND reverses_id IS NULL) OR
    (kind = 'reversal' AND amount_cents < 0 AND reverses_id IS NOT NULL))`);
  await knex.raw(`ALTER TABLE payments ADD CONSTRAINT payments_method_check CHECK (method IN ('e-transfer', 'cash', 'cheque', 'card', 'other'))`);
  await knex.raw(`
    CREATE FUNCTION payments_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'payments are append-only: record a reversal instead' USING ERRCODE = 'P0001';
    END $$;
    CREATE TRIGGER payments_no_update_or_delete BEFORE UPDATE OR DELETE ON payments
      FOR EACH ROW EXECUTE FUNCTION payments_append_only();

    -- A reversal cancels exactly one payment of the same registration, for its whole amount.
    CREATE FUNCTION payments_check_reversal() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE original payments%ROWTYPE;
    BEGIN
      IF NEW.kind = 'reversal' THEN
        SELECT * INTO original FROM payments WHERE id = NEW.reverses_id;
        IF original.kind IS DISTINCT FROM 'payment' OR original.registration_id <> NEW.registration_id OR NEW.amount_cents <> -original.amount_cents THEN
          RAISE EXCEPTION 'a reversal must cancel one whole payment of the same registration' USING ERRCODE = 'P0001';
        END IF;
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER payments_reversal_matches BEFORE INSERT ON payments
      FOR EACH ROW EXECUTE FUNCTION payments_check_reversal();`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payments');
  await knex.raw('DROP FUNCTION payments_append_only(); DROP FUNCTION payments_check_reversal();');
  await knex.raw('ALTER TABLE trip_registrations DROP CONSTRAINT trip_registrations_fare_check');
  await knex.schema.alterTable('trip_registrations', (t) => t.dropColumn('fare'));
}

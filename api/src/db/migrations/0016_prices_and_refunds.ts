import type { Knex } from 'knex';

// Issue 29 (items 4 and 7; ADRs 0083, 0084). The price a traveller agreed to is locked on their
// registration when it starts: the fare's amount and its payment schedule (the lines for that fare,
// as JSON), so an editor's later change in the CMS applies to new registrations only. Rows that
// exist before this migration are locked at the api's next start with the CMS's values of that
// moment (not while the seed stands in for a CMS out of reach): a migration cannot read the CMS,
// which keeps its own database. Until then (NULL) readers use the live values, as before.
//
// Refunds are ledger entries of their own kind (a negative amount, no reversed payment); the
// ledger stays append-only (the triggers of 0006 still refuse UPDATE and DELETE).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('trip_registrations', (t) => {
    t.integer('fare_cents');
    t.jsonb('payment_plan');
  });
  await knex.raw(`ALTER TABLE trip_registrations ADD CONSTRAINT trip_registrations_fare_cents_check CHECK (fare_cents IS NULL OR fare_cents > 0)`);
  await knex.raw(`ALTER TABLE trip_registrations ADD CONSTRAINT trip_registrations_locked_together CHECK ((fare_cents IS NULL) = (payment_plan IS NULL))`);
  await knex.raw(`ALTER TABLE payments DROP CONSTRAINT payments_kind_check`);
  await knex.raw(`ALTER TABLE payments ADD CONSTRAINT payments_kind_check CHECK (
    (kind = 'payment' AND amount_cents > 0 AND reverses_id IS NULL) OR
    (kind = 'reversal' AND amount_cents < 0 AND reverses_id IS NOT NULL) OR
    (kind = 'refund' AND amount_cents < 0 AND reverses_id IS NULL))`);
  // A refund never takes back more than the registration's payments (net of reversals and earlier
  // refunds): checked by the service under the registration's row lock, and here as a last guard.
  await knex.raw(`
    CREATE FUNCTION payments_check_refund() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.kind = 'refund' AND (SELECT coalesce(sum(amount_cents), 0) FROM payments WHERE registration_id = NEW.registration_id) + NEW.amount_cents < 0 THEN
        RAISE EXCEPTION 'a refund cannot exceed what was paid' USING ERRCODE = 'P0001';
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER payments_refund_within_paid BEFORE INSERT ON payments
      FOR EACH ROW EXECUTE FUNCTION payments_check_refund();`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER payments_refund_within_paid ON payments; DROP FUNCTION payments_check_refund();');
  await knex.raw(`ALTER TABLE payments DROP CONSTRAINT payments_kind_check`);
  await knex.raw(`ALTER TABLE payments ADD CONSTRAINT payments_kind_check CHECK (
    (kind = 'payment' AND amount_cents > 0 AND reverses_id IS NULL) OR
    (kind = 'reversal' AND amount_cents < 0 AND reverses_id IS NOT NULL))`);
  await knex.raw('ALTER TABLE trip_registrations DROP CONSTRAINT trip_registrations_locked_together');
  await knex.raw('ALTER TABLE trip_registrations DROP CONSTRAINT trip_registrations_fare_cents_check');
  await knex.schema.alterTable('trip_registrations', (t) => {
    t.dropColumn('fare_cents');
    t.dropColumn('payment_plan');
  });
}

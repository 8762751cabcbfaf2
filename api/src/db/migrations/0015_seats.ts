import type { Knex } from 'knex';

// The seat as a resource with a lifecycle (docs/decisions/0080, 0081): a hold with a deadline on
// each registration, a cancellation beside the status (the row is kept), and the waiting list.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('trip_registrations', (t) => {
    // Set at start (now + the trip's hold period); no longer read once the deposit is recorded.
    t.timestamp('hold_expires_at', { useTz: true });
    t.timestamp('cancelled_at', { useTz: true });
    t.string('cancel_reason', 1000);
    // Null: the system (an expired hold).
    t.uuid('cancelled_by').references('users.id').onDelete('SET NULL');
  });
  // One active registration per traveller; cancelled ones stay beside it (the ledger points at them).
  await knex.raw('ALTER TABLE trip_registrations DROP CONSTRAINT trip_registrations_user_id_unique');
  await knex.raw('CREATE UNIQUE INDEX trip_registrations_user_active ON trip_registrations (user_id) WHERE cancelled_at IS NULL');
  await knex.raw('CREATE INDEX trip_registrations_user ON trip_registrations (user_id)');
  // The expiry job's walk: holds still running, by deadline.
  await knex.raw(
    'CREATE INDEX trip_registrations_hold_due ON trip_registrations (hold_expires_at) WHERE cancelled_at IS NULL AND deposit_paid = false AND hold_expires_at IS NOT NULL',
  );

  await knex.schema.createTable('waitlist_entries', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('state', 10).notNullable().defaultTo('waiting');
    // The order of the list: lower first; an admin's reorder moves an entry between two others.
    t.double('position').notNullable();
    t.timestamp('offered_at', { useTz: true });
    t.timestamp('offer_expires_at', { useTz: true });
    // The registration an accepted offer started.
    t.uuid('registration_id').references('trip_registrations.id').onDelete('SET NULL');
    t.timestamp('closed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    `ALTER TABLE waitlist_entries ADD CONSTRAINT waitlist_entries_state_check CHECK (state IN ('waiting', 'offered', 'accepted', 'lapsed', 'left'))`,
  );
  await knex.raw(`ALTER TABLE waitlist_entries ADD CONSTRAINT waitlist_entries_offer_check CHECK (state <> 'offered' OR offer_expires_at IS NOT NULL)`);
  await knex.raw(`CREATE UNIQUE INDEX waitlist_entries_user_open ON waitlist_entries (user_id) WHERE state IN ('waiting', 'offered')`);
  await knex.raw(`CREATE INDEX waitlist_entries_open ON waitlist_entries (position) WHERE state IN ('waiting', 'offered')`);
}

export async function down(knex: Knex): Promise<void> {
  // Cancelled rows cannot go back under the old one-row-per-traveller index, and deleting them would
  // take their payments with them: refuse rather than lose the ledger.
  const { rows } = await knex.raw<{ rows: { n: number }[] }>('SELECT count(*)::int AS n FROM trip_registrations WHERE cancelled_at IS NOT NULL');
  if (rows[0]!.n > 0) throw new Error(`0015_seats cannot be rolled back: ${rows[0]!.n} cancelled registrations exist`);
  await knex.schema.dropTable('waitlist_entries');
  await knex.raw('DROP INDEX trip_registrations_hold_due');
  await knex.raw('DROP INDEX trip_registrations_user');
  await knex.raw('DROP INDEX trip_registrations_user_active');
  await knex.raw('ALTER TABLE trip_registrations ADD CONSTRAINT trip_registrations_user_id_unique UNIQUE (user_id)');
  await knex.schema.alterTable('trip_registrations', (t) => {
    t.dropColumn('cancelled_by');
    t.dropColumn('cancel_reason');
    t.dropColumn('cancelled_at');
    t.dropColumn('hold_expires_at');
  });
}

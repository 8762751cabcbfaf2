// Trips as data (ADR 0092). One row per trip with its facts; `trip_id` on everything that belongs
// to one trip. Today's rows move into the first trip, seeded with the spec's figures (the values
// are written out here: a migration must not change when the shared package does). Rows that hang
// on a registration (forms, documents, payments) carry its trip too, held equal by a composite
// foreign key, so a per-trip list or export reads one index that leads with trip_id.
import type { Knex } from 'knex';

const STATUSES = ['draft', 'open', 'closed', 'travelling', 'returned', 'archived'];

/** The first trip, as this migration creates it (tests re-create it after emptying the tables). */
export const FIRST_TRIP = {
  slug: 'winter-2026',
  name: 'Winter 2026 Umrah',
  status: 'open',
  starts_on: '2025-12-31',
  ends_on: '2026-01-12',
  departure_city: 'Montreal',
  group_size: 45,
  hold_hours: 72,
  offer_hours: 48,
  barakah_cents: 330_000,
  non_barakah_cents: 335_000,
  payment_schedule: [
    { amountCents: 20_000, description: 'Deposit at registration (Barakah members)', fare: 'barakah', dueDate: null },
    { amountCents: 25_000, description: 'Deposit at registration (non-members)', fare: 'nonBarakah', dueDate: null },
    { amountCents: 130_000, description: 'First payment', fare: 'all', dueDate: '2025-09-30' },
    { amountCents: 180_000, description: 'Balance', fare: 'all', dueDate: '2025-11-10' },
  ],
  refund_policy: {
    depositRefundable: false,
    tiers: [
      { before: '2025-11-10', percent: 100 },
      { before: '2025-12-01', percent: 50 },
    ],
  },
  under_18_reference_date: '2024-12-31',
  passport_valid_after: '2026-08-01',
  retention_days: 90,
};

/** Tables whose rows belong to one trip directly. */
const DIRECT = ['trip_registrations', 'waitlist_entries', 'announcements', 'interest_submissions'];
/** Tables whose rows hang on a registration: they take its trip. */
const BY_REGISTRATION = ['trip_forms', 'trip_documents', 'payments'];

export async function insertFirstTrip(knex: Knex): Promise<string> {
  const [{ id }] = await knex('trips')
    .insert({
      ...FIRST_TRIP,
      payment_schedule: JSON.stringify(FIRST_TRIP.payment_schedule),
      refund_policy: JSON.stringify(FIRST_TRIP.refund_policy),
      opened_at: knex.fn.now(),
    })
    .returning('id');
  return id as string;
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('trips', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('slug', 60).notNullable().unique();
    t.string('name', 120).notNullable();
    t.string('status', 12).notNullable().defaultTo('draft');
    t.date('starts_on').notNullable();
    t.date('ends_on').notNullable();
    t.string('departure_city', 100).notNullable();
    t.integer('group_size').notNullable();
    t.integer('hold_hours').notNullable();
    t.integer('offer_hours').notNullable();
    t.integer('barakah_cents').notNullable();
    t.integer('non_barakah_cents').notNullable();
    t.jsonb('payment_schedule').notNullable();
    t.jsonb('refund_policy').notNullable();
    t.date('under_18_reference_date').notNullable();
    t.date('passport_valid_after').notNullable();
    t.integer('retention_days').notNullable().defaultTo(90);
    t.uuid('copied_from').references('trips.id').onDelete('SET NULL');
    t.timestamp('opened_at', { useTz: true });
    t.timestamp('purged_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE trips ADD CONSTRAINT trips_status_check CHECK (status IN (${STATUSES.map((s) => `'${s}'`).join(', ')}))`);
  await knex.raw(`ALTER TABLE trips ADD CONSTRAINT trips_slug_check CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')`);
  await knex.raw(`ALTER TABLE trips ADD CONSTRAINT trips_dates_check CHECK (starts_on <= ends_on)`);
  await knex.raw(`ALTER TABLE trips ADD CONSTRAINT trips_figures_check CHECK (
    group_size BETWEEN 1 AND 500 AND hold_hours BETWEEN 1 AND 2160 AND offer_hours BETWEEN 1 AND 2160 AND
    barakah_cents > 0 AND non_barakah_cents > 0 AND retention_days BETWEEN 0 AND 3650)`);
  // At most one trip takes registrations at a time: it is the current trip (ADR 0092).
  await knex.raw(`CREATE UNIQUE INDEX trips_one_open ON trips ((true)) WHERE status = 'open'`);

  const tripId = await insertFirstTrip(knex);

  // The ledger and the audit trail are append-only by trigger: their backfill is the one write
  // the triggers let through, inside this migration's transaction.
  await knex.raw('ALTER TABLE payments DISABLE TRIGGER payments_no_update_or_delete');
  await knex.raw('ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_update_or_delete');

  // No default: every writer names its trip (a row that guessed its trip could land in the wrong one).
  for (const table of DIRECT) {
    await knex.schema.alterTable(table, (t) => t.uuid('trip_id').references('trips.id').onDelete('RESTRICT'));
    await knex(table).update({ trip_id: tripId });
    await knex.raw(`ALTER TABLE ${table} ALTER COLUMN trip_id SET NOT NULL`);
  }
  // A row that hangs on a registration takes its trip: one place, so no writer can get it wrong
  // (the composite foreign key below refuses a different one).
  await knex.raw(`CREATE FUNCTION take_registration_trip() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.trip_id IS NULL AND NEW.registration_id IS NOT NULL THEN
        NEW.trip_id := (SELECT trip_id FROM trip_registrations WHERE id = NEW.registration_id);
      END IF;
      RETURN NEW;
    END $$`);
  await knex.raw('ALTER TABLE trip_registrations ADD CONSTRAINT trip_registrations_id_trip UNIQUE (id, trip_id)');
  for (const table of BY_REGISTRATION) {
    await knex.schema.alterTable(table, (t) => t.uuid('trip_id'));
    await knex.raw(`UPDATE ${table} x SET trip_id = r.trip_id FROM trip_registrations r WHERE r.id = x.registration_id`);
    await knex.raw(`ALTER TABLE ${table} ALTER COLUMN trip_id SET NOT NULL`);
    await knex.raw(
      `ALTER TABLE ${table} ADD CONSTRAINT ${table}_registration_trip FOREIGN KEY (registration_id, trip_id) REFERENCES trip_registrations (id, trip_id)`,
    );
    await knex.raw(`CREATE TRIGGER ${table}_take_registration_trip BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION take_registration_trip()`);
  }
  // Audit lines about one trip carry it (from their registration); lines about an account do not.
  await knex.schema.alterTable('audit_events', (t) => t.uuid('trip_id').references('trips.id').onDelete('RESTRICT'));
  await knex.raw(`UPDATE audit_events a SET trip_id = r.trip_id FROM trip_registrations r WHERE r.id = a.registration_id`);
  await knex.raw(`UPDATE audit_events SET trip_id = ? WHERE trip_id IS NULL AND entity_type IN ('announcement', 'waitlist_entry', 'payment')`, [tripId]);
  await knex.raw(`CREATE TRIGGER audit_events_take_registration_trip BEFORE INSERT ON audit_events FOR EACH ROW EXECUTE FUNCTION take_registration_trip()`);

  await knex.raw('ALTER TABLE payments ENABLE TRIGGER payments_no_update_or_delete');
  await knex.raw('ALTER TABLE audit_events ENABLE TRIGGER audit_events_no_update_or_delete');

  // One registration per traveller and trip; the waiting list is per trip.
  await knex.raw('DROP INDEX trip_registrations_user_active');
  await knex.raw('CREATE UNIQUE INDEX trip_registrations_user_active ON trip_registrations (trip_id, user_id) WHERE cancelled_at IS NULL');
  await knex.raw('DROP INDEX waitlist_entries_user_open');
  await knex.raw(`CREATE UNIQUE INDEX waitlist_entries_user_open ON waitlist_entries (trip_id, user_id) WHERE state IN ('waiting', 'offered')`);
  await knex.raw('DROP INDEX waitlist_entries_open');
  await knex.raw(`CREATE INDEX waitlist_entries_open ON waitlist_entries (trip_id, position) WHERE state IN ('waiting', 'offered')`);
  // Per-trip lists lead with trip_id.
  await knex.raw('DROP INDEX trip_registrations_status_rank');
  await knex.raw(
    `CREATE INDEX trip_registrations_status_rank ON trip_registrations (trip_id, (CASE status ${[
      'PENDING',
      'DEPOSIT_PAID',
      'FORM_SUBMITTED',
      'FORM_APPROVED',
      'VISA_SUBMITTED',
      'VISA_APPROVED',
      'COMPLETED',
    ]
      .map((s, i) => `WHEN '${s}' THEN ${i}`)
      .join(' ')} END), created_at DESC, id DESC)`,
  );
  await knex.raw('CREATE INDEX trip_registrations_trip_created ON trip_registrations (trip_id, created_at)');
  await knex.raw('CREATE INDEX trip_documents_trip ON trip_documents (trip_id, uploaded_at)');
  await knex.raw('CREATE INDEX trip_forms_trip ON trip_forms (trip_id)');
  await knex.raw('CREATE INDEX payments_trip ON payments (trip_id, receipt_number)');
  await knex.raw('CREATE INDEX announcements_trip ON announcements (trip_id, created_at)');
  await knex.raw('CREATE INDEX interest_submissions_trip ON interest_submissions (trip_id, created_at)');
  await knex.raw('CREATE INDEX audit_events_trip ON audit_events (trip_id, id)');
}

export async function down(knex: Knex): Promise<void> {
  const { rows } = await knex.raw<{ rows: { n: number }[] }>('SELECT count(*)::int AS n FROM trips');
  if (rows[0]!.n > 1) throw new Error(`0019_trips cannot be rolled back: ${rows[0]!.n} trips exist`);
  for (const index of ['audit_events_trip', 'interest_submissions_trip', 'announcements_trip', 'payments_trip', 'trip_forms_trip', 'trip_documents_trip']) {
    await knex.raw(`DROP INDEX ${index}`);
  }
  await knex.raw('DROP INDEX trip_registrations_trip_created');
  await knex.raw('DROP INDEX trip_registrations_status_rank');
  await knex.raw(
    `CREATE INDEX trip_registrations_status_rank ON trip_registrations ((CASE status ${[
      'PENDING',
      'DEPOSIT_PAID',
      'FORM_SUBMITTED',
      'FORM_APPROVED',
      'VISA_SUBMITTED',
      'VISA_APPROVED',
      'COMPLETED',
    ]
      .map((s, i) => `WHEN '${s}' THEN ${i}`)
      .join(' ')} END), created_at DESC, id DESC)`,
  );
  await knex.raw('DROP INDEX waitlist_entries_open');
  await knex.raw(`CREATE INDEX waitlist_entries_open ON waitlist_entries (position) WHERE state IN ('waiting', 'offered')`);
  await knex.raw('DROP INDEX waitlist_entries_user_open');
  await knex.raw(`CREATE UNIQUE INDEX waitlist_entries_user_open ON waitlist_entries (user_id) WHERE state IN ('waiting', 'offered')`);
  await knex.raw('DROP INDEX trip_registrations_user_active');
  await knex.raw('CREATE UNIQUE INDEX trip_registrations_user_active ON trip_registrations (user_id) WHERE cancelled_at IS NULL');
  await knex.raw('ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_update_or_delete');
  await knex.raw('DROP TRIGGER audit_events_take_registration_trip ON audit_events');
  await knex.schema.alterTable('audit_events', (t) => t.dropColumn('trip_id'));
  await knex.raw('ALTER TABLE audit_events ENABLE TRIGGER audit_events_no_update_or_delete');
  for (const table of BY_REGISTRATION) {
    await knex.raw(`DROP TRIGGER ${table}_take_registration_trip ON ${table}`);
    await knex.raw(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_registration_trip`);
    await knex.schema.alterTable(table, (t) => t.dropColumn('trip_id'));
  }
  await knex.raw('ALTER TABLE trip_registrations DROP CONSTRAINT trip_registrations_id_trip');
  for (const table of DIRECT) await knex.schema.alterTable(table, (t) => t.dropColumn('trip_id'));
  await knex.raw('DROP FUNCTION take_registration_trip() CASCADE');
  await knex.schema.dropTable('trips');
}

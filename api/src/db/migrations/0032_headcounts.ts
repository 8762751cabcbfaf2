import type { Knex } from 'knex';

// Headcounts on the road (issue 37; ADR 0131): a leader starts a check on a trip ("Bus 1: leaving
// the hotel for the Haram"), leaders' phones send marks, the check is closed. A mark's primary key
// is the id its phone gave it, so a mark sent twice is stored once. A group label is free text
// until buses exist; the marks go with their registration (cascade) and so with the trip's purge.

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('headcount_checks', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('trip_id').notNullable().references('trips.id').onDelete('CASCADE');
    t.string('label', 120).notNullable();
    t.string('group_label', 60);
    t.uuid('started_by').references('users.id').onDelete('SET NULL');
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.uuid('closed_by').references('users.id').onDelete('SET NULL');
    t.timestamp('closed_at', { useTz: true });
    t.index(['trip_id', 'started_at']);
  });
  await knex.schema.createTable('headcount_marks', (t) => {
    t.uuid('mark_id').primary();
    t.uuid('check_id').notNullable().references('headcount_checks.id').onDelete('CASCADE');
    t.uuid('registration_id').notNullable().references('trip_registrations.id').onDelete('CASCADE');
    t.boolean('present').notNullable();
    t.timestamp('marked_at', { useTz: true }).notNullable();
    t.string('device_id', 100).notNullable();
    t.uuid('marked_by').references('users.id').onDelete('SET NULL');
    t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['check_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('headcount_marks');
  await knex.schema.dropTable('headcount_checks');
}

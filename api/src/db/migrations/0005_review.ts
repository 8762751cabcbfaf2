import type { Knex } from 'knex';
import { statusRank } from '../sql-expressions.js';

// The review workspace (issue 10): an admin may send the form or the visa documents back with a
// reason, and every audit event that concerns a registration is findable by it (the timeline).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('trip_registrations', (t) => {
    t.text('form_changes_reason');
    t.text('visa_changes_reason');
  });
  await knex.raw(`ALTER TABLE trip_registrations ADD CONSTRAINT trip_registrations_reasons_check CHECK (
    (form_changes_reason IS NULL OR char_length(form_changes_reason) BETWEEN 10 AND 1000) AND
    (visa_changes_reason IS NULL OR char_length(visa_changes_reason) BETWEEN 10 AND 1000))`);
  await knex.schema.alterTable('audit_events', (t) => {
    t.uuid('registration_id').references('trip_registrations.id').onDelete('CASCADE');
    t.index(['registration_id', 'id']);
  });
  await knex.raw(`UPDATE audit_events SET registration_id = entity_id WHERE entity_type = 'trip_registration'`);
  await knex.raw(`UPDATE audit_events a SET registration_id = d.registration_id FROM trip_documents d
    WHERE a.entity_type = 'trip_document' AND a.entity_id = d.id`);
  // Search and sort of the admin list at scale (10,000 rows: see bench/review.mjs). pg_trgm is a
  // trusted extension: the database's owner may create it.
  await knex.schema.alterTable('trip_registrations', (t) => t.index(['status', 'created_at']));
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  // The expression as it was then (0011 replaces it with an accent-blind one).
  await knex.raw(`CREATE INDEX users_search_trgm ON users USING gin ((lower(full_name || chr(31) || username || chr(31) || email)) gin_trgm_ops)`);
  await knex.raw(`CREATE INDEX trip_registrations_status_rank ON trip_registrations (${statusRank()}, created_at DESC, id DESC)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX trip_registrations_status_rank');
  await knex.raw('DROP INDEX users_search_trgm');
  await knex.schema.alterTable('trip_registrations', (t) => t.dropIndex(['status', 'created_at']));
  await knex.schema.alterTable('audit_events', (t) => {
    t.dropIndex(['registration_id', 'id']);
    t.dropColumn('registration_id');
  });
  await knex.raw('ALTER TABLE trip_registrations DROP CONSTRAINT trip_registrations_reasons_check');
  await knex.schema.alterTable('trip_registrations', (t) => {
    t.dropColumn('form_changes_reason');
    t.dropColumn('visa_changes_reason');
  });
}

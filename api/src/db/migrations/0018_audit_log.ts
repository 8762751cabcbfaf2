import type { Knex } from 'knex';

// The audit log people can read (docs/decisions/0090, 0091): each event keeps the address and the
// request id of the request that caused it (none for the worker or a CLI), the log is paged newest
// first and filtered by actor, action and date, and nothing edits or deletes a line once written.
// TRUNCATE (the tests' reset) is a statement of its own and is not refused.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('audit_events', (t) => {
    t.specificType('ip', 'inet');
    t.string('request_id', 64);
    t.index(['actor_user_id', 'id']);
    t.index(['action', 'id']);
    t.index(['created_at']);
  });
  await knex.raw(`
    CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit events are append-only: record a new event instead' USING ERRCODE = 'P0001';
    END $$;
    CREATE TRIGGER audit_events_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_events
      FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER audit_events_no_update_or_delete ON audit_events; DROP FUNCTION audit_events_append_only();');
  await knex.schema.alterTable('audit_events', (t) => {
    t.dropIndex(['created_at']);
    t.dropIndex(['action', 'id']);
    t.dropIndex(['actor_user_id', 'id']);
    t.dropColumn('request_id');
    t.dropColumn('ip');
  });
}

import type { Knex } from 'knex';

// Messages (issue 12): an outbox in PostgreSQL. A message is written in the same transaction as the
// change that causes it and sent after commit by a worker, with retries and a growing backoff.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('outbox_messages', (t) => {
    t.bigIncrements('id');
    t.string('kind', 64).notNullable();
    t.uuid('recipient_user_id').references('users.id').onDelete('SET NULL');
    t.string('to_email', 254).notNullable();
    // One message per person per event: the same event enqueued twice lands once.
    t.string('dedupe_key', 200).notNullable().unique();
    t.jsonb('payload').notNullable().defaultTo('{}');
    t.string('status', 10).notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // A worker's claim: while it holds, no other worker sends the message.
    t.timestamp('locked_until', { useTz: true });
    t.timestamp('sent_at', { useTz: true });
    t.text('last_error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_status_check CHECK (status IN ('pending', 'sent'))`);
  await knex.raw(`CREATE INDEX outbox_messages_due ON outbox_messages (next_attempt_at) WHERE status = 'pending'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('outbox_messages');
}

import type { Knex } from 'knex';

// Undeliverable messages: after its last allowed attempt, or at once when the mail server refuses
// it for good (an SMTP 5xx reply), a message is set aside as 'dead' instead of being retried for
// ever. The admins see these and can send them again (docs/decisions/0075).
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_status_check');
  await knex.raw(`ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_status_check CHECK (status IN ('pending', 'sent', 'dead'))`);
  await knex.schema.alterTable('outbox_messages', (t) => {
    t.timestamp('dead_at', { useTz: true });
  });
  await knex.raw(`CREATE INDEX outbox_messages_dead ON outbox_messages (dead_at DESC) WHERE status = 'dead'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`UPDATE outbox_messages SET status = 'pending' WHERE status = 'dead'`);
  await knex.raw('DROP INDEX outbox_messages_dead');
  await knex.schema.alterTable('outbox_messages', (t) => {
    t.dropColumn('dead_at');
  });
  await knex.raw('ALTER TABLE outbox_messages DROP CONSTRAINT outbox_messages_status_check');
  await knex.raw(`ALTER TABLE outbox_messages ADD CONSTRAINT outbox_messages_status_check CHECK (status IN ('pending', 'sent'))`);
}

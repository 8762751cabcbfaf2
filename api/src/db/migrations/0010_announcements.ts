import type { Knex } from 'knex';

// Announcements (issue 12): an admin's message to every registered traveller or to one status
// group. The recipients are fixed when it is sent (the people in the group at that moment); each
// sees it on the dashboard until they dismiss it, and each gets it by email through the outbox.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('announcements', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('audience', 20).notNullable();
    t.string('subject', 150).notNullable();
    t.text('body').notNullable();
    t.integer('recipient_count').notNullable();
    // Idempotency: the same key (a double click, a retried request) sends once.
    t.uuid('client_key').unique();
    t.uuid('created_by').notNullable().references('users.id').onDelete('RESTRICT');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    `ALTER TABLE announcements ADD CONSTRAINT announcements_audience_check CHECK (audience IN ('ALL', 'PENDING', 'DEPOSIT_PAID', 'FORM_SUBMITTED', 'FORM_APPROVED', 'VISA_SUBMITTED', 'VISA_APPROVED', 'COMPLETED'))`,
  );
  await knex.raw(`ALTER TABLE announcements ADD CONSTRAINT announcements_subject_length CHECK (char_length(btrim(subject)) BETWEEN 1 AND 150)`);
  await knex.raw(`ALTER TABLE announcements ADD CONSTRAINT announcements_body_length CHECK (char_length(btrim(body)) BETWEEN 1 AND 5000)`);
  await knex.schema.createTable('announcement_recipients', (t) => {
    t.uuid('announcement_id').notNullable().references('announcements.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('dismissed_at', { useTz: true });
    t.primary(['announcement_id', 'user_id']);
  });
  // The dashboard's question: what has this traveller not dismissed yet?
  await knex.raw(`CREATE INDEX announcement_recipients_open ON announcement_recipients (user_id) WHERE dismissed_at IS NULL`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('announcement_recipients');
  await knex.schema.dropTable('announcements');
}

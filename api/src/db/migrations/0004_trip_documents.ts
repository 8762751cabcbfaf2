import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('trip_documents', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('registration_id').notNullable().references('trip_registrations.id').onDelete('CASCADE');
    t.string('type', 16).notNullable();
    t.string('original_name', 255).notNullable();
    // Random, never user-chosen: <uuid>.<ext>
    t.string('object_key', 64).notNullable().unique();
    t.string('content_type', 64).notNullable();
    t.integer('size_bytes').notNullable();
    t.string('description', 500);
    t.boolean('is_public').notNullable().defaultTo(false);
    t.timestamp('uploaded_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'uploaded_at']);
    t.index(['is_public', 'uploaded_at']);
  });
  await knex.raw(`ALTER TABLE trip_documents ADD CONSTRAINT trip_documents_type_check CHECK (type IN ('passport', 'visa', 'photo', 'other'))`);
  await knex.raw(`ALTER TABLE trip_documents ADD CONSTRAINT trip_documents_size_check CHECK (size_bytes > 0 AND size_bytes <= 5242880)`);
  // A passport page is never shared.
  await knex.raw(`ALTER TABLE trip_documents ADD CONSTRAINT trip_documents_passport_private CHECK (type <> 'passport' OR NOT is_public)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('trip_documents');
}

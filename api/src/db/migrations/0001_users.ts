import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('username', 50).notNullable();
    t.string('email', 254).notNullable();
    t.string('phone', 30).notNullable();
    t.string('full_name', 200).notNullable();
    t.text('password_hash').notNullable();
    t.string('role', 16).notNullable().defaultTo('traveler');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('traveler', 'admin'))`);
  // Case-insensitive uniqueness: "Amina" and "amina" are the same account.
  await knex.raw('CREATE UNIQUE INDEX users_username_lower_unique ON users (lower(username))');
  await knex.raw('CREATE UNIQUE INDEX users_email_lower_unique ON users (lower(email))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}

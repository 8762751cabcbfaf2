import type { Knex } from 'knex';

// Passwords (issue 12, docs/product.md#passwords): single-use reset tokens, stored hashed, valid one
// hour; a reset or change of password ends the sessions started before it.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('password_changed_at', { useTz: true });
  });
  await knex.schema.createTable('password_reset_tokens', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    // SHA-256 of the token: the database never holds a usable token.
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('password_reset_tokens');
  await knex.schema.alterTable('users', (t) => t.dropColumn('password_changed_at'));
}

import type { Knex } from 'knex';

// A verified email before a seat (issue 29, docs/product.md#email-verification, ADR 0077): the time
// the account's current email was confirmed, and single-use links stored hashed, valid 24 hours.
// Accounts that exist now: admins count as verified (they never take a seat, and nobody could
// confirm the placeholder address of the configured admin); travellers confirm like new ones.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('email_verified_at', { useTz: true });
  });
  await knex.raw(`UPDATE users SET email_verified_at = now() WHERE role = 'admin'`);
  await knex.schema.createTable('email_verification_tokens', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    // The address the link confirms: a link sent before an email change confirms nothing.
    t.string('email', 254).notNullable();
    // SHA-256 of the token: the database never holds a usable token.
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_verification_tokens');
  await knex.schema.alterTable('users', (t) => t.dropColumn('email_verified_at'));
}

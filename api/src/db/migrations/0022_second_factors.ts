import type { Knex } from 'knex';

// Strong sign-in (issue 32, docs/product.md#second-factor, ADR 0104): an authenticator app's
// secret (encrypted at rest with the field cipher, bound to its account), the last time step
// accepted (a code is taken once), ten single-use recovery codes stored hashed, and passkeys
// (WebAuthn credentials: public keys only, with their signature counter).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('totp_factors', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.text('secret_encrypted').notNullable();
    // Null until the first code proves the app holds the secret.
    t.timestamp('confirmed_at', { useTz: true });
    t.bigInteger('last_time_step');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('recovery_codes', (t) => {
    t.bigIncrements('id');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    // SHA-256 of the normalised code: the database never holds a usable code.
    t.string('code_hash', 64).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'code_hash']);
  });
  await knex.schema.createTable('passkeys', (t) => {
    // The credential id (base64url), as the authenticator names it.
    t.string('id', 1400).primary();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('public_key').notNullable();
    t.bigInteger('counter').notNullable().defaultTo(0);
    t.specificType('transports', 'text[]').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_used_at', { useTz: true });
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('passkeys');
  await knex.schema.dropTable('recovery_codes');
  await knex.schema.dropTable('totp_factors');
}

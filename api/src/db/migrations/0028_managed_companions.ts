import type { Knex } from 'knex';
import { userSearchText } from '../sql-expressions.js';

// Companions as travellers (issue 36, ADR 0122). Forms, documents, payments and readiness hang on a
// registration whose user_id is NOT NULL, so every companion has a users row of their own. A
// companion the lead adds is a *managed* account (managed_by = the lead's account): no password, so
// no sign-in; no email or phone of their own unless an adult is invited (messages about them go to
// the lead). Only a managed account may lack those: the CHECK keeps every other account whole. An
// invited adult claims the account (managed_by cleared, a username and password set), and from then
// on signs in as themself.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.uuid('managed_by').references('users.id').onDelete('RESTRICT');
    t.index(['managed_by']);
  });
  await knex.raw('ALTER TABLE users ALTER COLUMN email DROP NOT NULL');
  await knex.raw('ALTER TABLE users ALTER COLUMN phone DROP NOT NULL');
  await knex.raw('ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL');
  await knex.raw(`ALTER TABLE users ADD CONSTRAINT users_unmanaged_whole CHECK (
    managed_by IS NOT NULL OR (email IS NOT NULL AND phone IS NOT NULL AND password_hash IS NOT NULL))`);
  await knex.raw("ALTER TABLE users ADD CONSTRAINT users_managed_traveller CHECK (managed_by IS NULL OR role = 'traveler')");
  // The search's text now copes with an account without an email (coalesce); the index follows it.
  await knex.raw('DROP INDEX users_search_trgm');
  await knex.raw(`CREATE INDEX users_search_trgm ON users USING gin ((${userSearchText()}) gin_trgm_ops)`);

  // A payment for the party (ADR 0123): the lead's registration that paid, on each traveller's share,
  // and the one party payment the shares came from. Inserts only, as every ledger row.
  await knex.schema.alterTable('payments', (t) => {
    t.uuid('paid_by_registration_id').references('trip_registrations.id').onDelete('RESTRICT');
    t.uuid('party_payment_id');
    t.index(['party_payment_id']);
  });

  // An adult companion's invitation to claim their account: a hashed single-use token, like a reset.
  await knex.schema.createTable('companion_invitations', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('invited_by').notNullable().references('users.id').onDelete('RESTRICT');
    t.string('email', 254).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('companion_invitations');
  await knex.schema.alterTable('payments', (t) => {
    t.dropIndex(['party_payment_id']);
    t.dropColumn('party_payment_id');
    t.dropColumn('paid_by_registration_id');
  });
  await knex.raw('ALTER TABLE users DROP CONSTRAINT users_managed_traveller');
  await knex.raw('ALTER TABLE users DROP CONSTRAINT users_unmanaged_whole');
  await knex.raw('ALTER TABLE users ALTER COLUMN password_hash SET NOT NULL');
  await knex.raw('ALTER TABLE users ALTER COLUMN phone SET NOT NULL');
  await knex.raw('ALTER TABLE users ALTER COLUMN email SET NOT NULL');
  await knex.schema.alterTable('users', (t) => {
    t.dropIndex(['managed_by']);
    t.dropColumn('managed_by');
  });
}

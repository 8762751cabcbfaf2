import type { Knex } from 'knex';

// The team (issue 32, docs/product.md#the-team, ADR 0102): staff accounts keep `role = 'admin'`
// (staff, not a traveller) and gain a `staff_role` naming what they may do; the one admin there is
// becomes the owner, with the same password and sessions. A staff account without a staff role has
// been revoked: it signs in nowhere. `access_changed_at` ends every session started before a role
// change or a revocation, as `password_changed_at` does for a new password. Invitations are
// single-use links stored hashed, valid 72 hours.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('staff_role', 16);
    t.timestamp('access_changed_at', { useTz: true });
  });
  await knex.raw(`UPDATE users SET staff_role = 'owner' WHERE role = 'admin'`);
  await knex.raw(`ALTER TABLE users ADD CONSTRAINT users_staff_role_check CHECK (
    staff_role IN ('owner', 'reviewer', 'treasurer', 'leader') AND role = 'admin' OR staff_role IS NULL)`);
  await knex.schema.createTable('staff_invitations', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('email', 254).notNullable();
    t.string('staff_role', 16).notNullable();
    // SHA-256 of the token: the database never holds a usable link.
    t.string('token_hash', 64).notNullable().unique();
    t.uuid('invited_by').references('users.id').onDelete('SET NULL');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('accepted_at', { useTz: true });
    t.uuid('accepted_user_id').references('users.id').onDelete('SET NULL');
    t.timestamp('revoked_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
  });
  await knex.raw(
    `ALTER TABLE staff_invitations ADD CONSTRAINT staff_invitations_role_check CHECK (staff_role IN ('owner', 'reviewer', 'treasurer', 'leader'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('staff_invitations');
  await knex.raw('ALTER TABLE users DROP CONSTRAINT users_staff_role_check');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('access_changed_at');
    t.dropColumn('staff_role');
  });
}

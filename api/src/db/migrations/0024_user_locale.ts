import type { Knex } from 'knex';

// Languages (issue 33, ADR 0110): each account remembers the language it reads the product in;
// emails go out in it. Null until the person chooses one: then the cookie or the browser decides
// on the web, and English in emails.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('locale', 8);
  });
  await knex.raw(`ALTER TABLE users ADD CONSTRAINT users_locale_check CHECK (locale IN ('en', 'fr', 'ar'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE users DROP CONSTRAINT users_locale_check');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('locale');
  });
}

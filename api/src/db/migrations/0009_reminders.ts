import type { Knex } from 'knex';

// Reminders (issue 12): a traveller may turn them off; the messages about their own registration
// keep coming (docs/product.md#messages).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('reminders_opt_out').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.dropColumn('reminders_opt_out'));
}

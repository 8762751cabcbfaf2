import type { Knex } from 'knex';

// A headcount can be limited to one bus (issue 37; ADR 0131): the check keeps the bus it counts,
// and its travellers are that bus's at each reading. No cascade: a bus a headcount counted stays
// (removing it from the rooming board is refused with a clear message; a trip's deletion removes
// both in one statement).

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('headcount_checks', (t) => {
    t.uuid('bus_id').references('buses.id').onDelete('RESTRICT');
    t.index(['bus_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('headcount_checks', (t) => {
    t.dropColumn('bus_id');
  });
}

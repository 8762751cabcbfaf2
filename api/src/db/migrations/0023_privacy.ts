// Privacy (ADRs 0100, 0101): a trip's purge is marked before it starts (so a rerun resumes it),
// a deleted account keeps its row under a pseudonym (the ledger points at it), and every sign-up
// records which privacy notice it accepted.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('trips', (t) => t.timestamp('purge_started_at', { useTz: true }));
  await knex.schema.alterTable('users', (t) => t.timestamp('deleted_at', { useTz: true }));
  await knex.schema.createTable('consents', (t) => {
    t.bigIncrements('id');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('notice_version').notNullable();
    t.timestamp('accepted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.specificType('ip', 'inet');
    // 'form': the sign-up form showed the notice and sent its version; 'api': a client that does not know the notice.
    t.string('source', 8).notNullable().defaultTo('form');
    t.index(['user_id', 'accepted_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('consents');
  await knex.schema.alterTable('users', (t) => t.dropColumn('deleted_at'));
  await knex.schema.alterTable('trips', (t) => t.dropColumn('purge_started_at'));
}

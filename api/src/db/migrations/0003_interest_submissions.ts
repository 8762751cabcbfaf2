import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('interest_submissions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('name', 200).notNullable();
    t.string('email', 254).notNullable();
    t.string('phone', 30).notNullable();
    t.integer('travelers').notNullable();
    t.text('message').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // The group is at most 45 travellers: the database refuses anything else, whatever the caller.
  await knex.raw('ALTER TABLE interest_submissions ADD CONSTRAINT interest_submissions_travelers_check CHECK (travelers BETWEEN 1 AND 45)');
  // The admin list reads newest first.
  await knex.raw('CREATE INDEX interest_submissions_created_at_idx ON interest_submissions (created_at DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('interest_submissions');
}

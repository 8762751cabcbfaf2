import type { Knex } from 'knex';

// A payment's two notes (polish item 9): `note` is the admins' internal note and never reaches the
// traveller by any route; `traveller_note` is the note to the traveller, shown on their payments page
// and receipt. Notes written before this migration stay internal: nobody wrote them for a traveller.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.string('traveller_note', 500);
  });
  await knex.raw(`COMMENT ON COLUMN payments.note IS 'Internal: admins only, never shown or sent to the traveller'`);
  await knex.raw(`COMMENT ON COLUMN payments.traveller_note IS 'Shown to the traveller on the payments page and the receipt'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumn('traveller_note');
  });
}

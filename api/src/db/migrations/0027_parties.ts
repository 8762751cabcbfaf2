import type { Knex } from 'knex';

// Companions and rooms (issue 36): a party is the travellers of one trip who book, pay and room
// together. Its lead is one of its registrations; every other member carries the relationship to
// the lead. A traveller alone has no party (party_id NULL). Rooms, buses, headcounts and the
// leader's roster hang on the registration, so a party is only a grouping of registrations of the
// same trip (the composite key keeps a party from spanning two trips).

export const RELATIONSHIPS_0027 = ['spouse', 'child', 'parent', 'sibling', 'relative', 'friend'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('parties', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('trip_id').notNullable().references('trips.id').onDelete('RESTRICT');
    t.uuid('lead_registration_id').notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['id', 'trip_id']);
  });
  await knex.raw(`ALTER TABLE parties ADD CONSTRAINT parties_lead_same_trip FOREIGN KEY (lead_registration_id, trip_id)
    REFERENCES trip_registrations (id, trip_id) ON DELETE CASCADE`);

  await knex.schema.alterTable('trip_registrations', (t) => {
    t.uuid('party_id');
    t.string('relationship', 16);
    t.index(['party_id']);
  });
  await knex.raw(`ALTER TABLE trip_registrations ADD CONSTRAINT trip_registrations_party_same_trip FOREIGN KEY (party_id, trip_id)
    REFERENCES parties (id, trip_id) ON DELETE SET NULL (party_id)`);
  await knex.raw(`ALTER TABLE trip_registrations ADD CONSTRAINT trip_registrations_relationship_check CHECK (
    relationship IS NULL OR relationship IN (${RELATIONSHIPS_0027.map((r) => `'${r}'`).join(', ')}))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE trip_registrations DROP CONSTRAINT trip_registrations_relationship_check');
  await knex.raw('ALTER TABLE trip_registrations DROP CONSTRAINT trip_registrations_party_same_trip');
  await knex.schema.alterTable('trip_registrations', (t) => {
    t.dropIndex(['party_id']);
    t.dropColumn('relationship');
    t.dropColumn('party_id');
  });
  await knex.schema.dropTable('parties');
}

import type { Knex } from 'knex';

// Rooms (issue 36, ADR 0124, 0125): a trip's hotel stays and each stay's room types are facts of
// the trip (ADR 0098: prices live on the trip, not in the CMS). A traveller chooses one room type
// for the trip and who they wish to share with; the supplement (per person, summed over the
// stays) is locked on the registration beside its fare. Rooms belong to a stay; one row per
// traveller per stay says which room (the primary key keeps a person out of two rooms at once);
// the registration's rooming_version makes two admins' moves of the same person conflict. Buses
// are the trip's sub-groups, each with a leader from the staff.

const TYPES = `'quad', 'triple', 'double'`;
const GENDERS = `'men', 'women', 'family'`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('hotel_stays', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('trip_id').notNullable().references('trips.id').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.string('city', 80).notNullable();
    t.string('hotel_name', 120).notNullable();
    t.string('address_en', 300).notNullable();
    t.string('address_ar', 300).notNullable();
    t.date('check_in').notNullable();
    t.date('check_out').notNullable();
    t.index(['trip_id']);
  });
  await knex.raw('ALTER TABLE hotel_stays ADD CONSTRAINT hotel_stays_nights CHECK (check_out > check_in)');

  await knex.schema.createTable('hotel_room_types', (t) => {
    t.uuid('stay_id').notNullable().references('hotel_stays.id').onDelete('CASCADE');
    t.string('type', 10).notNullable();
    t.integer('capacity').notNullable();
    t.integer('supplement_cents').notNullable().defaultTo(0);
    t.primary(['stay_id', 'type']);
  });
  await knex.raw(`ALTER TABLE hotel_room_types ADD CONSTRAINT hotel_room_types_type CHECK (type IN (${TYPES}))`);
  await knex.raw('ALTER TABLE hotel_room_types ADD CONSTRAINT hotel_room_types_values CHECK (capacity BETWEEN 1 AND 8 AND supplement_cents >= 0)');

  await knex.schema.createTable('buses', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('trip_id').notNullable().references('trips.id').onDelete('CASCADE');
    t.string('name', 60).notNullable();
    t.uuid('leader_user_id').references('users.id').onDelete('SET NULL');
    t.unique(['trip_id', 'name']);
  });

  await knex.schema.createTable('rooms', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('stay_id').notNullable().references('hotel_stays.id').onDelete('CASCADE');
    t.string('label', 40).notNullable();
    t.string('type', 10).notNullable();
    t.integer('capacity').notNullable();
    t.string('gender', 10).notNullable();
    t.unique(['stay_id', 'label']);
  });
  await knex.raw(`ALTER TABLE rooms ADD CONSTRAINT rooms_type CHECK (type IN (${TYPES}))`);
  await knex.raw(`ALTER TABLE rooms ADD CONSTRAINT rooms_gender CHECK (gender IN (${GENDERS}))`);
  await knex.raw('ALTER TABLE rooms ADD CONSTRAINT rooms_capacity CHECK (capacity BETWEEN 1 AND 8)');

  await knex.schema.createTable('room_assignments', (t) => {
    t.uuid('registration_id').notNullable().references('trip_registrations.id').onDelete('CASCADE');
    t.uuid('stay_id').notNullable().references('hotel_stays.id').onDelete('CASCADE');
    t.uuid('room_id').notNullable().references('rooms.id').onDelete('CASCADE');
    // One room per traveller per stay, whatever two admins do at once.
    t.primary(['registration_id', 'stay_id']);
    t.index(['room_id']);
  });

  await knex.schema.alterTable('trip_registrations', (t) => {
    t.string('room_type', 10);
    t.integer('room_supplement_cents').notNullable().defaultTo(0);
    t.specificType('room_wishes', 'uuid[]').notNullable().defaultTo('{}');
    t.uuid('bus_id').references('buses.id').onDelete('SET NULL');
    t.integer('rooming_version').notNullable().defaultTo(0);
  });
  await knex.raw(`ALTER TABLE trip_registrations ADD CONSTRAINT trip_registrations_room_type CHECK (room_type IS NULL OR room_type IN (${TYPES}))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE trip_registrations DROP CONSTRAINT trip_registrations_room_type');
  await knex.schema.alterTable('trip_registrations', (t) => {
    t.dropColumn('rooming_version');
    t.dropColumn('bus_id');
    t.dropColumn('room_wishes');
    t.dropColumn('room_supplement_cents');
    t.dropColumn('room_type');
  });
  await knex.schema.dropTable('room_assignments');
  await knex.schema.dropTable('rooms');
  await knex.schema.dropTable('buses');
  await knex.schema.dropTable('hotel_room_types');
  await knex.schema.dropTable('hotel_stays');
}

import type { Knex } from 'knex';

// Ready to travel, what was left (issue 35, ADR 0127–0128).
// 1. Names as on the passport: trip_forms gets the surname and the given names apart. Existing
//    forms are split the way the manifest split them until now, made a little wiser: the last word
//    is the surname with the particles just before it (de, van, al...), the first word always a
//    given name (splitName0030; the traveller corrects it on the form).
// 2. (below, 3.) The reviewer's confirmation of the visa details at the visa's approval.
// 2. Flight legs per trip (airline, flight number, days, from/to airports, PNR) and the exceptions
//    to "every traveller on every leg": one row per traveller left off a leg.

const PARTICLES_0030 = new Set(['al', 'el', 'da', 'de', 'del', 'della', 'der', 'des', 'di', 'do', 'dos', 'du', 'la', 'le', 'van', 'von']);

/** The split written into existing forms (frozen here: a migration must not change with the shared package). */
export function splitName0030(fullName: string): { surname: string | null; givenNames: string | null } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return { surname: null, givenNames: null };
  let start = words.length - 1;
  while (start > 1 && PARTICLES_0030.has(words[start - 1]!.toLowerCase())) start -= 1;
  return { surname: words.slice(start).join(' ').slice(0, 100), givenNames: words.slice(0, start).join(' ').slice(0, 100) || null };
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('trip_forms', (t) => {
    t.string('passport_surname', 200);
    t.string('passport_given_names', 200);
  });
  const forms = await knex('trip_forms').select('registration_id', 'full_name_as_per_passport').whereNotNull('full_name_as_per_passport');
  for (const form of forms as { registration_id: string; full_name_as_per_passport: string }[]) {
    const { surname, givenNames } = splitName0030(form.full_name_as_per_passport);
    if (surname)
      await knex('trip_forms').where({ registration_id: form.registration_id }).update({ passport_surname: surname, passport_given_names: givenNames });
  }

  // 3. The reviewer who approved the visa confirmed the visa details the traveller entered (and when);
  //    a change of those details by the traveller clears it.
  await knex.schema.alterTable('travel_details', (t) => {
    t.uuid('visa_confirmed_by').references('users.id').onDelete('SET NULL');
    t.timestamp('visa_confirmed_at', { useTz: true });
  });

  await knex.schema.createTable('flight_legs', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('trip_id').notNullable().references('trips.id').onDelete('CASCADE');
    t.string('airline', 60).notNullable();
    t.string('flight_number', 8).notNullable();
    t.date('departs_on').notNullable();
    t.date('arrives_on').notNullable();
    t.string('from_airport', 3).notNullable();
    t.string('to_airport', 3).notNullable();
    t.string('pnr', 8);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['trip_id', 'flight_number', 'departs_on']);
    t.index(['trip_id', 'departs_on']);
  });
  await knex.raw(`ALTER TABLE flight_legs ADD CONSTRAINT flight_legs_shape_check CHECK (
    arrives_on >= departs_on AND from_airport ~ '^[A-Z]{3}$' AND to_airport ~ '^[A-Z]{3}$' AND from_airport <> to_airport
    AND flight_number ~ '^[A-Z0-9]{2}[0-9]{1,4}[A-Z]{0,1}$' AND (pnr IS NULL OR pnr ~ '^[A-Z0-9]{5,8}$'))`);
  await knex.schema.createTable('flight_leg_exclusions', (t) => {
    t.uuid('leg_id').notNullable().references('flight_legs.id').onDelete('CASCADE');
    t.uuid('registration_id').notNullable().references('trip_registrations.id').onDelete('CASCADE');
    t.primary(['leg_id', 'registration_id']);
    t.index(['registration_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('flight_leg_exclusions');
  await knex.schema.dropTable('flight_legs');
  await knex.schema.alterTable('travel_details', (t) => {
    t.dropColumn('visa_confirmed_at');
    t.dropColumn('visa_confirmed_by');
  });
  await knex.schema.alterTable('trip_forms', (t) => {
    t.dropColumn('passport_given_names');
    t.dropColumn('passport_surname');
  });
}

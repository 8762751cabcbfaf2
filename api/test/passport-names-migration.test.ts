// Migration 0030 (ADR 0127): forms saved with one full name get the surname and the given names
// apart, split as the manifest did (the last word, with its particles), and nothing else changes.
import { migrationSource } from '../src/db/migrate.js';
import { upTo, useScratchDatabase } from './scratch-database.js';

const scratch = useScratchDatabase('before_names');

it('when forms with one full name are migrated, then each gets its surname and given names apart and keeps everything else', async () => {
  const db = scratch.db();
  await db.migrate.latest({ migrationSource: upTo('0027_parties') });
  const [trip] = await db('trips').select('id');
  const names = ['Amina Rahman', '  Maria de la Cruz ', 'Cher', null, 'Ali Al Hassan'];
  const ids: string[] = [];
  for (const [i, fullName] of names.entries()) {
    const [user] = await db('users')
      .insert({ username: `old_${i}`, email: `o${i}@example.com`, phone: '4165550100', full_name: 'Old', password_hash: 'x', role: 'traveler' })
      .returning('id');
    const [reg] = await db('trip_registrations').insert({ user_id: user.id, trip_id: trip.id }).returning('id');
    await db('trip_forms').insert({ registration_id: reg.id, full_name_as_per_passport: fullName, address: `${i} Queen St` });
    ids.push(reg.id);
  }
  const before = await db('trip_forms').select('*').orderBy('address');

  await db.migrate.latest({ migrationSource });
  const after = await db('trip_forms').select('*').orderBy('address');
  const split = (s: string | null, g: string | null) => ({ passport_surname: s, passport_given_names: g });
  expect(after).toEqual([
    { ...before[0], ...split('Rahman', 'Amina') },
    { ...before[1], ...split('de la Cruz', 'Maria') },
    { ...before[2], ...split('Cher', null) },
    { ...before[3], ...split(null, null) },
    { ...before[4], ...split('Al Hassan', 'Ali') },
  ]);

  // The flight legs' guards hold at the database too.
  const leg = {
    trip_id: trip.id,
    airline: 'Saudia',
    flight_number: 'SV22',
    departs_on: '2026-12-20',
    arrives_on: '2026-12-21',
    from_airport: 'YYZ',
    to_airport: 'JED',
  };
  await db('flight_legs').insert(leg);
  await expect(db('flight_legs').insert(leg)).rejects.toThrow(/flight_legs_trip_id_flight_number_departs_on_unique/);
  await expect(db('flight_legs').insert({ ...leg, flight_number: 'SV23', arrives_on: '2026-12-19' })).rejects.toThrow(/flight_legs_shape_check/);
  await expect(db('flight_legs').insert({ ...leg, flight_number: 'SV24', to_airport: 'jed' })).rejects.toThrow(/flight_legs_shape_check/);

  await db.migrate.rollback({ migrationSource }, false);
  expect(await db.schema.hasColumn('trip_forms', 'passport_surname')).toBe(false);
  expect(await db.schema.hasTable('flight_legs')).toBe(false);
});

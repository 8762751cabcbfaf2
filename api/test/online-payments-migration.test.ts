// Migration 0025 (ADR 0117) keeps the ledger as it was: a database at 0024 with a payment recorded by
// an admin is migrated, the row reads the same (its recorder kept, no provider id), and the new guard
// still refuses a payment with neither a recorder nor a provider id.
import { migrationSource } from '../src/db/migrate.js';
import { upTo, useScratchDatabase } from './scratch-database.js';

const scratch = useScratchDatabase('before_online');

it('when a database with payments from before online payment is migrated, then every payment reads the same and the ledger’s guards hold', async () => {
  const db = scratch.db();
  await db.migrate.latest({ migrationSource: upTo('0024_user_locale') });
  const [trip] = await db('trips').select('id');
  const [admin] = await db('users')
    .insert({ username: 'old_admin', email: 'a@admin.invalid', phone: '', full_name: 'Admin', password_hash: 'x', role: 'admin', staff_role: 'owner' })
    .returning('id');
  const [traveller] = await db('users')
    .insert({ username: 'old_traveller', email: 't@example.com', phone: '4165550100', full_name: 'Old Traveller', password_hash: 'x', role: 'traveler' })
    .returning('id');
  const [reg] = await db('trip_registrations').insert({ user_id: traveller.id, trip_id: trip.id }).returning('id');
  await db('payments').insert({
    registration_id: reg.id,
    kind: 'payment',
    amount_cents: 25_000,
    method: 'e-transfer',
    received_on: '2026-01-15',
    reference: 'INT-1',
    recorded_by: admin.id,
  });
  const before = await db('payments').select('*');

  await db.migrate.latest({ migrationSource });
  const after = await db('payments').select('*');
  // The same rows, with the later columns (a provider's id; a party's payment, migration 0028) empty.
  expect(after).toEqual(before.map((row) => ({ ...row, provider_payment_id: null, paid_by_registration_id: null, party_payment_id: null })));

  // Neither a recorder nor a provider id: refused; a provider's payment with no recorder: taken once.
  const online = { registration_id: reg.id, kind: 'payment', amount_cents: 100, method: 'card (online)', received_on: '2026-01-16' };
  await expect(db('payments').insert({ ...online, recorded_by: null })).rejects.toThrow(/payments_recorded_by_someone/);
  await db('payments').insert({ ...online, provider_payment_id: 'pi_1' });
  await expect(db('payments').insert({ ...online, provider_payment_id: 'pi_1' })).rejects.toThrow(/provider_payment_id/);
  await expect(db('payments').insert({ ...online, method: 'bitcoin', recorded_by: admin.id })).rejects.toThrow(/payments_method_check/);
});

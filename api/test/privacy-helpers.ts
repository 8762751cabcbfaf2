// Data setup for the privacy tests: a past trip, and a registration moved onto it with everything
// that hangs on it (the admin screens for trips are not part of this module).
import type { Db } from '../src/lib/db.js';
import type { Agent } from './helpers.js';
import { readFileSync } from 'node:fs';

export const PDF = readFileSync(new URL('./fixtures/passport.pdf', import.meta.url));

let n = 0;
/** A trip that came back on `endsOn` and is `status` (returned by default). */
export async function insertPastTrip(db: Db, over: Record<string, unknown> = {}): Promise<string> {
  n += 1;
  const first = await db('trips').where({ slug: 'winter-2026' }).first();
  const { id: _id, created_at: _c, updated_at: _u, opened_at: _o, ...facts } = first as Record<string, unknown>;
  const [{ id }] = await db('trips')
    .insert({
      ...facts,
      payment_schedule: JSON.stringify(facts.payment_schedule),
      refund_policy: JSON.stringify(facts.refund_policy),
      slug: `winter-2025-${Date.now().toString(36)}-${n}`,
      name: `Winter 2025 Umrah ${n}`,
      status: 'returned',
      starts_on: '2024-12-31',
      ends_on: '2025-01-12',
      ...over,
    })
    .returning('id');
  return id as string;
}

/** Moves a registration and its rows onto another trip (data setup only: triggers and keys held off). */
export async function moveToTrip(db: Db, registrationId: string, tripId: string): Promise<void> {
  await db.transaction(async (trx) => {
    await trx.raw('SET LOCAL session_replication_role = replica');
    await trx('trip_registrations').where({ id: registrationId }).update({ trip_id: tripId });
    for (const table of ['trip_forms', 'trip_documents', 'payments', 'audit_events', 'travel_details'])
      await trx(table).where({ registration_id: registrationId }).update({ trip_id: tripId });
  });
}

/** Uploads a PDF as the traveller (the form must be approved). */
export async function uploadPdf(agent: Agent, type = 'passport', name = 'passport.pdf'): Promise<{ id: string; filename: string }> {
  const res = await agent
    .post('/api/trip/documents')
    .field('metadata', JSON.stringify({ type, description: 'scan' }))
    .attach('file', PDF, { filename: name, contentType: 'application/pdf' })
    .expect(201);
  return res.body;
}

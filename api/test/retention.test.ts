import type { BuiltApp } from '../src/app.js';
import { createTransactor } from '../src/lib/db.js';
import type { Storage } from '../src/lib/storage.js';
import { createAuditRepository } from '../src/modules/audit/audit.repository.js';
import { createRetentionRepository } from '../src/modules/privacy/retention.repository.js';
import { createRetentionService } from '../src/modules/privacy/retention.service.js';
import { agentOf, gql, resetDb, signedInAdmin, startApp, travellerAt, type Agent } from './helpers.js';
import { insertPastTrip, moveToTrip, uploadPdf } from './privacy-helpers.js';

let built: BuiltApp;
const count = async (table: string, where: Record<string, string>) => Number((await built.db(table).where(where).count('* as n'))[0]!.n);
let admin: Agent;
let adminId: string;
let currentTripId: string;
beforeAll(async () => {
  built = await startApp();
  await resetDb(built.db);
  ({ agent: admin, userId: adminId } = await signedInAdmin(built));
  currentTripId = (await built.db('trips').where({ slug: 'winter-2026' }).first()).id;
});
afterAll(() => built.close());

/** A traveller of a past trip (returned on 12 January 2025) with `docs` documents, and one of the current trip with one. */
async function pastAndCurrent(docs = 2, over: Record<string, unknown> = {}) {
  const tripId = await insertPastTrip(built.db, over);
  const past = await travellerAt(built, admin, 'FORM_APPROVED');
  const pastDocs = [];
  for (let i = 0; i < docs; i += 1) pastDocs.push(await uploadPdf(past.agent, i === 0 ? 'passport' : 'other', `scan-${i}.pdf`));
  await moveToTrip(built.db, past.registrationId, tripId);
  const current = await travellerAt(built, admin, 'FORM_APPROVED');
  const currentDoc = await uploadPdf(current.agent);
  return { tripId, past, pastDocs, current, currentDoc };
}

/** The app's storage, counting removals per key; it fails every removal after the first `failAfter`. */
function countingStorage(storage: Storage, removed: Map<string, number>, failAfter = Infinity): Pick<Storage, 'remove'> {
  let calls = 0;
  return {
    async remove(key) {
      calls += 1;
      if (calls > failAfter) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
      await storage.remove(key);
      removed.set(key, (removed.get(key) ?? 0) + 1);
    },
  };
}

const retentionWith = (storage: Pick<Storage, 'remove'>, batchSize = 3, parallel = 2) =>
  createRetentionService({
    tx: createTransactor(built.db),
    retention: createRetentionRepository(built.db),
    audit: createAuditRepository(built.db),
    storage,
    logger: built.logger,
    clock: () => new Date(),
    batchSize,
    parallel,
  });

describe('the retention panel', () => {
  it('when the admin opens it, then each trip says when its data goes and what would go', async () => {
    const { tripId } = await pastAndCurrent(2);
    const res = await admin.get('/api/admin/retention').expect(200);
    const past = res.body.find((t: { tripId: string }) => t.tripId === tripId);
    expect(past).toMatchObject({ status: 'returned', dueOn: '2025-04-12', state: 'due', purgedAt: null, counts: { passports: 1, documents: 2, forms: 1 } });
    const current = res.body.find((t: { tripId: string }) => t.tripId === currentTripId);
    expect(current).toMatchObject({ status: 'open', dueOn: '2026-04-12', state: 'not-returned' });
    const viaGql = await gql(admin, 'TripRetention');
    expect(viaGql.data?.tripRetention.find((t: { tripId: string }) => t.tripId === tripId)).toMatchObject({ state: 'due', counts: { documents: 2 } });
  });

  it('when a traveller or a stranger asks for it or runs a purge, then 403 / 401 and nothing is purged', async () => {
    const { tripId, past } = await pastAndCurrent(1);
    await past.agent.get('/api/admin/retention').expect(403);
    await past.agent.post(`/api/admin/trips/${tripId}/purge`).expect(403);
    await agentOf(built).post(`/api/admin/trips/${tripId}/purge`).expect(401);
    const viaGql = await gql(past.agent, 'PurgeTripData', { tripId });
    expect(viaGql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(past.agent, 'TripRetention')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await count('trip_documents', { trip_id: tripId })).toBe(1);
  });
});

describe('running a purge', () => {
  it('when the admin purges a returned trip, then its passports, documents and emergency contacts go, the ledger and the current trip stay, and one audit line counts it', async () => {
    const { tripId, past, pastDocs, currentDoc } = await pastAndCurrent(2);
    await built.db('travel_details').insert({ registration_id: past.registrationId, visa_number: 'U7654321', care_encrypted: 'v1:a:b:c' });
    const res = await admin.post(`/api/admin/trips/${tripId}/purge`).expect(200);
    expect(await count('travel_details', { registration_id: past.registrationId })).toBe(0);
    expect(res.body).toMatchObject({ tripId, state: 'purged', counts: { passports: 0, documents: 0, forms: 0 } });
    for (const d of pastDocs) expect(await built.storage.exists(d.filename)).toBe(false);
    expect(await built.storage.exists(currentDoc.filename)).toBe(true);
    const form = await built.db('trip_forms').where({ registration_id: past.registrationId }).first();
    expect(form).toMatchObject({
      passport_number_encrypted: null,
      emergency_contact_name: null,
      emergency_contact_email: null,
      emergency_contact_relationship: null,
    });
    expect(form.full_name_as_per_passport).not.toBeNull();
    expect(await count('payments', { registration_id: past.registrationId })).toBe(1);
    const audits = await built.db('audit_events').where({ action: 'trip.personal_data_purged', entity_id: tripId });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ trip_id: tripId, payload: { documents: 2, forms: 1, passports: 1, early: false, resumed: false } });
  });

  it('when it is run again, then "This trip has already been purged." on both faces', async () => {
    const { tripId } = await pastAndCurrent(1);
    await admin.post(`/api/admin/trips/${tripId}/purge`).expect(200);
    const again = await admin.post(`/api/admin/trips/${tripId}/purge`).expect(409);
    expect(again.body.message).toBe('This trip has already been purged.');
    const viaGql = await gql(admin, 'PurgeTripData', { tripId });
    expect(viaGql.errors?.[0]?.message).toBe('This trip has already been purged.');
  });

  it('when the trip has not come back, then "Only a returned or archived trip can be purged." and its files stay', async () => {
    const res = await admin.post(`/api/admin/trips/${currentTripId}/purge`).expect(409);
    expect(res.body.message).toBe('Only a returned or archived trip can be purged.');
    const viaGql = await gql(admin, 'PurgeTripData', { tripId: currentTripId });
    expect(viaGql.errors?.[0]?.message).toBe('Only a returned or archived trip can be purged.');
    expect(await built.db('trips').where({ id: currentTripId }).first()).toMatchObject({ purge_started_at: null, purged_at: null });
  });

  it('when the trip does not exist, then "Trip not found." (404)', async () => {
    expect((await admin.post('/api/admin/trips/not-a-trip/purge').expect(404)).body.message).toBe('Trip not found.');
    expect((await admin.post('/api/admin/trips/00000000-0000-4000-8000-000000000000/purge').expect(404)).body.message).toBe('Trip not found.');
  });

  it('when the admin purges before the due day (GraphQL), then it is done and the audit line says early', async () => {
    const { tripId } = await pastAndCurrent(1, { ends_on: '2099-01-12', starts_on: '2099-01-01' });
    const res = await gql(admin, 'PurgeTripData', { tripId });
    expect(res.data?.purgeTripData).toMatchObject({ state: 'purged', dueOn: '2099-04-12' });
    const [audit] = await built.db('audit_events').where({ action: 'trip.personal_data_purged', entity_id: tripId });
    expect(audit.payload.early).toBe(true);
  });
});

describe('an interrupted purge', () => {
  it("when storage fails after 3 deletions, then a rerun finishes it and deletes each object once, never the current trip's file", async () => {
    const { tripId, pastDocs, currentDoc } = await pastAndCurrent(7);
    const removed = new Map<string, number>();
    await expect(retentionWith(countingStorage(built.storage, removed, 3)).runNow(adminId, tripId)).rejects.toThrow('ECONNREFUSED');
    expect(removed.size).toBe(3);
    const halfway = await built.db('trips').where({ id: tripId }).first();
    expect(halfway.purge_started_at).not.toBeNull();
    expect(halfway.purged_at).toBeNull();
    expect(await count('trip_documents', { trip_id: tripId })).toBe(4);

    const resumed = await retentionWith(countingStorage(built.storage, removed)).runNow(adminId, tripId);
    expect(resumed.state).toBe('purged');
    expect(new Set(removed.keys())).toEqual(new Set(pastDocs.map((d) => d.filename)));
    expect([...removed.values()].every((times) => times === 1)).toBe(true);
    expect(await built.storage.exists(currentDoc.filename)).toBe(true);
    expect(await count('trip_documents', { trip_id: tripId })).toBe(0);
    const [audit] = await built.db('audit_events').where({ action: 'trip.personal_data_purged', entity_id: tripId });
    expect(audit.payload).toMatchObject({ documents: 4, resumed: true });
  });
});

describe("the worker's pass", () => {
  it('when a returned trip is past its retention period, then it is purged; one within it and an open trip are not', async () => {
    const due = await pastAndCurrent(1);
    const waiting = await pastAndCurrent(1, { ends_on: '2099-01-12', starts_on: '2099-01-01' });
    await built.services.retention.runDue();
    expect((await built.db('trips').where({ id: due.tripId }).first()).purged_at).not.toBeNull();
    expect((await built.db('trips').where({ id: waiting.tripId }).first()).purged_at).toBeNull();
    expect((await built.db('trips').where({ id: currentTripId }).first()).purged_at).toBeNull();
    expect(await built.storage.exists(waiting.pastDocs[0]!.filename)).toBe(true);
  });
});

describe('the traveller after a purge', () => {
  it('when their past trip was purged, then they are told when their documents were deleted (both faces), and a stranger is not', async () => {
    const { tripId, past } = await pastAndCurrent(1);
    expect((await past.agent.get('/api/user/purged-trips').expect(200)).body).toEqual([]);
    await admin.post(`/api/admin/trips/${tripId}/purge`).expect(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
    const rest = await past.agent.get('/api/user/purged-trips').expect(200);
    expect(rest.body).toEqual([{ tripId, tripName: expect.stringMatching(/^Winter 2025 Umrah/), documentsPurgedOn: today }]);
    const viaGql = await gql(past.agent, 'MyPurgedTrips');
    expect(viaGql.data?.myPurgedTrips).toEqual(rest.body);
    expect((await past.agent.get('/api/trip/documents').expect(200)).body).toEqual([]);
    await agentOf(built).get('/api/user/purged-trips').expect(401);
  });
});

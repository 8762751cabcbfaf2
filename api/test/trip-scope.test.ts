// Every row and every read belongs to one trip (issue 31, ADR 0094): the traveller's routes act on
// the current trip, a past trip stays readable to its own traveller, and every admin list, export
// and figure reads the chosen trip (default the current one).
import { randomUUID } from 'node:crypto';
import type { BuiltApp } from '../src/app.js';
import { FIRST_TRIP } from '../src/db/migrations/0019_trips.js';
import { binary, readXlsx } from './files.js';
import { agentOf, gql, resetDb, signedInAdmin, signedInTraveller, startApp, travellerAt, type Agent } from './helpers.js';

let built: BuiltApp;
let admin: Agent;
let winterId: string;
let summerId: string;
// Last season's traveller (deposit paid on winter-2026) and this season's (started on summer-2026).
let lastSeason: Awaited<ReturnType<typeof travellerAt>>;
let thisSeason: Awaited<ReturnType<typeof travellerAt>>;

/** The next season, as an admin would leave it: last season returned, the new one open. */
async function openNextSeason(): Promise<string> {
  await built.db('trips').where({ id: winterId }).update({ status: 'returned' });
  const [{ id }] = await built
    .db('trips')
    .insert({
      ...FIRST_TRIP,
      slug: 'summer-2026',
      name: 'Summer 2026 Umrah',
      status: 'open',
      starts_on: '2026-07-01',
      ends_on: '2026-07-13',
      under_18_reference_date: '2026-07-01',
      passport_valid_after: '2027-01-13',
      payment_schedule: JSON.stringify(FIRST_TRIP.payment_schedule),
      refund_policy: JSON.stringify(FIRST_TRIP.refund_policy),
      opened_at: built.db.fn.now(),
    })
    .returning('id');
  built.services.seats.forgetFigures();
  return id as string;
}

beforeAll(async () => {
  built = await startApp();
  await resetDb(built.db);
  admin = (await signedInAdmin(built)).agent;
  winterId = (await built.db('trips').where({ slug: 'winter-2026' }).first()).id;
  lastSeason = await travellerAt(built, admin, 'DEPOSIT_PAID');
  summerId = await openNextSeason();
  thisSeason = await travellerAt(built, admin, 'PENDING');
});
afterAll(async () => {
  await built.close();
});

describe('the traveller’s routes act on the current trip', () => {
  it('when last season’s traveller opens their dashboard, then they have no registration on the current trip, on both faces', async () => {
    expect((await lastSeason.agent.get('/api/trip/registration').expect(200)).body).toBeNull();
    expect((await gql(lastSeason.agent, 'MyRegistration')).data!.myRegistration).toBeNull();
    expect((await lastSeason.agent.get('/api/trip/payments').expect(200)).body).toBeNull();
  });

  it('when this season’s traveller opens their dashboard, then their registration is the one on the current trip', async () => {
    const res = await thisSeason.agent.get('/api/trip/registration').expect(200);
    expect(res.body).toMatchObject({ id: thisSeason.registrationId, status: 'PENDING' });
    const row = await built.db('trip_registrations').where({ id: thisSeason.registrationId }).first();
    expect(row.trip_id).toBe(summerId);
  });

  it('when the landing page asks for seats, then it counts the current trip only', async () => {
    const res = await agentOf(built).get('/api/trip/seats').expect(200);
    expect(res.body).toMatchObject({ limit: 45, left: 44, full: false });
  });
});

describe('past trips', () => {
  it('when last season’s traveller asks for their past trips, then they see that trip, its status and its receipts, on both faces', async () => {
    const rest = (await lastSeason.agent.get('/api/trip/past').expect(200)).body;
    expect(rest).toHaveLength(1);
    expect(rest[0]).toMatchObject({
      trip: { slug: 'winter-2026', name: 'Winter 2026 Umrah', status: 'returned', startsOn: '2025-12-31', endsOn: '2026-01-12', current: false },
      registration: { id: lastSeason.registrationId, status: 'DEPOSIT_PAID' },
      payments: { paidCents: 25_000 },
      documents: [],
    });
    expect(rest[0].payments.entries[0]).toMatchObject({ kind: 'payment', amountCents: 25_000, receiptUrl: expect.stringContaining('/receipt') });
    const g = await gql(lastSeason.agent, 'MyPastTrips');
    expect(g.data!.myPastTrips).toEqual([expect.objectContaining({ trip: expect.objectContaining({ name: 'Winter 2026 Umrah' }) })]);
  });

  it('when last season’s traveller downloads a past receipt, then they get it', async () => {
    const [past] = (await lastSeason.agent.get('/api/trip/past').expect(200)).body;
    const url = new URL(past.payments.entries[0].receiptUrl, 'http://x').pathname;
    const res = await lastSeason.agent.get(url).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it('when another traveller asks for past trips or last season’s receipt, then they see none of it', async () => {
    expect((await thisSeason.agent.get('/api/trip/past').expect(200)).body).toEqual([]);
    expect((await gql(thisSeason.agent, 'MyPastTrips')).data!.myPastTrips).toEqual([]);
    const [past] = (await lastSeason.agent.get('/api/trip/past').expect(200)).body;
    const url = new URL(past.payments.entries[0].receiptUrl, 'http://x').pathname;
    await thisSeason.agent.get(url).expect(404);
  });

  it('when nobody is signed in, then past trips answer 401', async () => {
    await agentOf(built).get('/api/trip/past').expect(401);
    const g = await gql(agentOf(built), 'MyPastTrips');
    expect(g.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('when last season’s traveller registers for the new season, then both registrations stand, one per trip', async () => {
    const res = await lastSeason.agent.post('/api/trip/register').expect(201);
    expect(res.body).toMatchObject({ status: 'PENDING' });
    expect((await lastSeason.agent.get('/api/trip/past').expect(200)).body).toHaveLength(1);
    await lastSeason.agent.post('/api/trip/cancel').send({ reason: 'Not this season' }).expect(200);
  });
});

describe('the admin reads the chosen trip', () => {
  it('when an admin lists registrations without a trip, then they get the current trip’s, on both faces', async () => {
    // Active ones: last season's traveller started and cancelled one this season (above).
    const active = (items: { id: string; cancellation: unknown }[]) => items.filter((r) => !r.cancellation).map((r) => r.id);
    const rest = (await admin.get('/api/admin/trip-registrations/search').expect(200)).body;
    expect(active(rest.items)).toEqual([thisSeason.registrationId]);
    expect(rest.summary).toMatchObject({ registered: 1 });
    const g = await gql(admin, 'RegistrationsPage', {});
    expect(active(g.data!.registrationsPage.items)).toEqual([thisSeason.registrationId]);
  });

  it('when an admin names last season’s trip, then the list, the waiting list, the finance figures and the spec’s list are that trip’s', async () => {
    const rest = (await admin.get(`/api/admin/trip-registrations/search?tripId=${winterId}`).expect(200)).body;
    expect(rest.items.map((r: { id: string }) => r.id)).toEqual([lastSeason.registrationId]);
    const g = await gql(admin, 'RegistrationsPage', { tripId: winterId });
    expect(g.data!.registrationsPage.total).toBe(1);
    expect((await admin.get(`/api/admin/trip-registrations?tripId=${winterId}`).expect(200)).body).toHaveLength(1);
    expect((await gql(admin, 'TripRegistrations', { tripId: winterId })).data!.tripRegistrations).toHaveLength(1);
    expect((await admin.get(`/api/admin/finance?tripId=${winterId}`).expect(200)).body).toMatchObject({ collectedCents: 25_000 });
    expect((await gql(admin, 'FinanceOverview', { tripId: summerId })).data!.financeOverview).toMatchObject({ collectedCents: 0 });
    expect((await gql(admin, 'Waitlist', { tripId: winterId })).data!.waitlist).toEqual([]);
  });

  it('when an admin names an unknown trip, then every list answers 404 "Trip not found."', async () => {
    const unknown = randomUUID();
    for (const path of [
      `/api/admin/trip-registrations/search?tripId=${unknown}`,
      `/api/admin/trip-registrations?tripId=not-a-trip`,
      `/api/admin/finance?tripId=${unknown}`,
      `/api/admin/waitlist?tripId=${unknown}`,
      `/api/admin/announcements?tripId=${unknown}`,
      `/api/admin/registrations?tripId=${unknown}`,
      `/api/admin/exports/registrations.xlsx?tripId=${unknown}`,
      `/api/admin/exports/payments.xlsx?tripId=${unknown}`,
      `/api/admin/exports/documents.zip?tripId=${unknown}`,
    ]) {
      const res = await admin.get(path);
      expect({ path, status: res.status, message: res.body.message }).toEqual({ path, status: 404, message: 'Trip not found.' });
    }
    const g = await gql(admin, 'RegistrationsPage', { tripId: unknown });
    expect(g.errors?.[0]).toMatchObject({ message: 'Trip not found.', extensions: { code: 'NOT_FOUND' } });
  });

  it('when an admin lists the trips, then the switcher gets them newest first with the current one marked, on both faces', async () => {
    const rest = (await admin.get('/api/admin/trip-choices').expect(200)).body;
    expect(rest.map((t: { slug: string; current: boolean }) => [t.slug, t.current])).toEqual([
      ['summer-2026', true],
      ['winter-2026', false],
    ]);
    const g = await gql(admin, 'TripChoices');
    expect(g.data!.tripChoices[0]).toMatchObject({ name: 'Summer 2026 Umrah', status: 'open', current: true });
  });

  it('when a traveller asks for the trips or another trip’s list, then it is forbidden', async () => {
    await lastSeason.agent.get('/api/admin/trip-choices').expect(403);
    await lastSeason.agent.get(`/api/admin/trip-registrations/search?tripId=${winterId}`).expect(403);
    const g = await gql(lastSeason.agent, 'TripChoices');
    expect(g.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await agentOf(built).get('/api/admin/trip-choices').expect(401);
  });

  it('when the registrations export names a trip, then it holds that trip’s rows only', async () => {
    const res = await admin.get(`/api/admin/exports/registrations.xlsx?tripId=${winterId}`).buffer(true).parse(binary).expect(200);
    const rows = readXlsx(res.body as Buffer);
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows[1])).toContain(lastSeason.t.email);
  });

  it('when an admin sends an announcement to last season’s trip, then only its travellers receive it', async () => {
    const res = await admin
      .post(`/api/admin/announcements?tripId=${winterId}`)
      .send({ audience: 'ALL', subject: 'Trip news: photos from winter', body: 'Salaam, the photos are ready.' })
      .expect(201);
    expect(res.body).toMatchObject({ recipientCount: 1 });
    expect((await admin.get(`/api/admin/announcements?tripId=${winterId}`).expect(200)).body).toHaveLength(1);
    expect((await admin.get('/api/admin/announcements').expect(200)).body).toEqual([]);
    // The traveller's dashboard shows the current trip's announcements.
    expect((await lastSeason.agent.get('/api/user/announcements').expect(200)).body).toEqual([]);
  });

  it('when the audit log names a trip, then it shows that trip’s events only', async () => {
    const res = await admin.get(`/api/admin/audit-events?tripId=${summerId}&pageSize=100`).expect(200);
    const actions = res.body.items.map((i: { action: string }) => i.action);
    expect(actions).toContain('registration.started');
    expect(actions).not.toContain('registration.deposit_paid');
    const g = await gql(admin, 'AuditLog', { tripId: randomUUID() });
    expect(g.errors?.[0]).toMatchObject({ message: 'Trip not found.', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('a trip that is not open', () => {
  it('when the current trip is closed, then a start and a join answer 409 "Registration for this trip is closed.", on both faces', async () => {
    await built.db('trips').where({ id: summerId }).update({ status: 'closed' });
    try {
      const t = await signedInTraveller(built);
      const res = await t.agent.post('/api/trip/register').expect(409);
      expect(res.body.message).toBe('Registration for this trip is closed.');
      const g = await gql(t.agent, 'StartRegistration', {});
      expect(g.errors?.[0]).toMatchObject({ message: 'Registration for this trip is closed.', extensions: { code: 'CONFLICT' } });
      expect((await t.agent.post('/api/trip/waitlist').expect(409)).body.message).toBe('Registration for this trip is closed.');
      // A traveller already on it keeps their registration.
      expect((await thisSeason.agent.get('/api/trip/registration').expect(200)).body).toMatchObject({ id: thisSeason.registrationId });
    } finally {
      await built.db('trips').where({ id: summerId }).update({ status: 'open' });
    }
  });
});

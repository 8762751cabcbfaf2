// A trip's life (issue 31; ADRs 0093, 0096): the admin copies a trip into the next season (its
// pages copied by the content studio first), edits its facts, and moves it from draft to archived;
// one trip is open at a time, and a draft is nobody's but the admins'.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BuiltApp } from '../src/app.js';
import { validForm } from './trip-form-fixtures.js';
import { agentOf, gql, resetDb, signedInAdmin, signedInTraveller, startApp, travellerAt, type Agent } from './helpers.js';

const SECRET = 'studio-shared-secret';

/** The content studio's edge: answers the copy with `status` and keeps what it was sent. */
class FakeStudio {
  status = 201;
  calls: { secret: string | undefined; body: Record<string, unknown> }[] = [];
  url = '';
  private server: Server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.method === 'POST' && req.url === '/api/trip-pages/copy') {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
      this.calls.push({ secret: req.headers['x-webhook-secret'] as string | undefined, body });
      res.writeHead(this.status, { 'content-type': 'application/json' }).end(JSON.stringify({ slug: body.to }));
    } else {
      res.writeHead(404).end();
    }
  });
  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }
  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }
}

let studio: FakeStudio;
let built: BuiltApp;
let admin: Agent;
let traveller: Awaited<ReturnType<typeof travellerAt>>;
let winterId: string;

const tripRow = (slug: string) => built.db('trips').where({ slug }).first();
const copy = (input: Record<string, unknown>, id = winterId, who: Agent = admin) => who.post(`/api/admin/trips/${id}/copy`).send(input);

beforeAll(async () => {
  studio = await new FakeStudio().start();
  built = await startApp({ CMS_URL: studio.url, CONTENT_WEBHOOK_SECRET: SECRET });
  await resetDb(built.db);
  admin = (await signedInAdmin(built)).agent;
  traveller = await travellerAt(built, admin, 'PENDING');
  winterId = (await tripRow('winter-2026')).id;
});
afterAll(async () => {
  await built.close();
  await studio.stop();
});

describe('the list of trips', () => {
  it('when an admin lists the trips, then each shows its name, dates in words, status and registrations, on both faces', async () => {
    const rest = (await admin.get('/api/admin/trips').expect(200)).body;
    expect(rest).toEqual([
      expect.objectContaining({
        slug: 'winter-2026',
        name: 'Winter 2026 Umrah',
        status: 'open',
        dates: 'Dec. 31, 2025 to Jan. 12, 2026',
        registrationCount: 1,
      }),
    ]);
    const viaGql = await gql(admin, 'Trips');
    expect(viaGql.data?.trips).toEqual([
      expect.objectContaining({
        slug: 'winter-2026',
        dates: 'Dec. 31, 2025 to Jan. 12, 2026',
        fares: { barakah: 330000, nonBarakah: 335000 },
        passportValidAfter: '2026-08-01',
        registrationCount: 1,
      }),
    ]);
  });

  it('when a traveller or a stranger asks for the trips, then 403 / 401', async () => {
    await traveller.agent.get('/api/admin/trips').expect(403);
    await traveller.agent.get(`/api/admin/trips/${winterId}`).expect(403);
    await agentOf(built).get('/api/admin/trips').expect(401);
    expect((await gql(traveller.agent, 'Trips')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(agentOf(built), 'Trips')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('when the trip does not exist, then 404 “Trip not found.”', async () => {
    const res = await admin.get('/api/admin/trips/00000000-0000-4000-8000-000000000000').expect(404);
    expect(res.body.message).toBe('Trip not found.');
    await admin.get('/api/admin/trips/not-an-id').expect(404);
  });
});

describe('copying a trip into the next season', () => {
  it('when the admin copies Winter 2026 shifted 365 days, then a draft with every date moved, its pages copied by the studio, audited', async () => {
    const res = await copy({ name: 'Winter 2027 Umrah', slug: 'winter-2027', shiftDays: 365 }).expect(201);
    expect(res.body).toMatchObject({
      name: 'Winter 2027 Umrah',
      slug: 'winter-2027',
      status: 'draft',
      startsOn: '2026-12-31',
      endsOn: '2027-01-12',
      dates: 'Dec. 31, 2026 to Jan. 12, 2027',
      departureCity: 'Montreal',
      fares: { barakah: 330000, nonBarakah: 335000 },
      under18ReferenceDate: '2025-12-31',
      passportValidAfter: '2027-08-01',
      registrationCount: 0,
      copiedFrom: winterId,
    });
    expect(res.body.paymentSchedule.map((i: { dueDate: string | null }) => i.dueDate)).toEqual([null, null, '2026-09-30', '2026-11-10']);
    expect(res.body.refundPolicy.tiers).toEqual([
      { before: '2026-11-10', percent: 100 },
      { before: '2026-12-01', percent: 50 },
    ]);
    expect(studio.calls.at(-1)).toEqual({ secret: SECRET, body: { from: 'winter-2026', to: 'winter-2027', shiftDays: 365 } });
    const audit = await built.db('audit_events').where({ action: 'trip.copied' });
    expect(audit).toEqual([expect.objectContaining({ trip_id: res.body.id, entity_id: res.body.id })]);
    expect(audit[0].payload).toMatchObject({ from: 'winter-2026', to: 'winter-2027', shiftDays: 365, content: 'copied' });
  });

  it('when the source trip has readiness rules of its own, then the copy keeps them', async () => {
    const source = await built.db('trips').where({ id: winterId }).first();
    const edited = { ...source.readiness_rules, passport: { ...source.readiness_rules.passport, monthsAfterReturn: 9 } };
    await built
      .db('trips')
      .where({ id: winterId })
      .update({ readiness_rules: JSON.stringify(edited) });
    const res = await copy({ name: 'Autumn 2026 Umrah', slug: 'autumn-2026', shiftDays: 30 }).expect(201);
    expect((await built.db('trips').where({ id: res.body.id }).first()).readiness_rules).toEqual(edited);
    await built
      .db('trips')
      .where({ id: winterId })
      .update({ readiness_rules: JSON.stringify(source.readiness_rules) });
  });

  it('when the source has no pages in the studio yet (404), then the trip is copied without them, through GraphQL too', async () => {
    studio.status = 404;
    const res = await gql(admin, 'CopyTrip', { id: winterId, input: { name: 'Spring 2026 Umrah', slug: 'spring-2026', shiftDays: 90 } });
    studio.status = 201;
    expect(res.errors).toBeUndefined();
    expect(res.data?.copyTrip).toMatchObject({ slug: 'spring-2026', status: 'draft', dates: 'March 31, 2026 to April 12, 2026' });
  });

  it('when the shifted dates overlap the source’s, then 400 says by how much to shift and nothing is created or copied', async () => {
    const calls = studio.calls.length;
    const res = await copy({ name: 'Too soon', slug: 'too-soon', shiftDays: 7 }).expect(400);
    expect(res.body.message).toBe('The new dates overlap Winter 2026 Umrah: shift by at least 13 days.');
    expect(res.body.fieldErrors).toEqual({ shiftDays: 'The new dates overlap Winter 2026 Umrah: shift by at least 13 days.' });
    const viaGql = await gql(admin, 'CopyTrip', { id: winterId, input: { name: 'Too soon', slug: 'too-soon', shiftDays: -12 } });
    expect(viaGql.errors?.[0]?.message).toBe('The new dates overlap Winter 2026 Umrah: shift by at least 13 days.');
    expect(await tripRow('too-soon')).toBeUndefined();
    expect(studio.calls).toHaveLength(calls);
  });

  it('when the name, slug or shift is bad, then each field says why', async () => {
    const res = await copy({ name: 'W', slug: 'Winter 2028', shiftDays: 'a year' }).expect(400);
    expect(res.body.fieldErrors).toEqual({
      name: 'Name must be between 2 and 120 characters',
      slug: 'Use lowercase letters, digits and single dashes, for example winter-2027.',
      shiftDays: 'Shift by a whole number of days, at most 3650 either way.',
    });
  });

  it('when the slug is taken, or the studio already has pages for it, then 409 and nothing is created', async () => {
    const taken = await copy({ name: 'Again', slug: 'winter-2027', shiftDays: 730 }).expect(409);
    expect(taken.body.message).toBe('A trip with the slug winter-2027 already exists.');
    studio.status = 409;
    const studioHas = await copy({ name: 'Winter 2028 Umrah', slug: 'winter-2028', shiftDays: 730 }).expect(409);
    studio.status = 201;
    expect(studioHas.body.message).toBe('The content studio already has pages for winter-2028. Choose another slug.');
    expect(await tripRow('winter-2028')).toBeUndefined();
  });

  it('when the studio answers with an error, then 503 and nothing is created', async () => {
    studio.status = 500;
    const res = await copy({ name: 'Winter 2028 Umrah', slug: 'winter-2028', shiftDays: 730 }).expect(503);
    studio.status = 201;
    expect(res.body.message).toBe('The content studio is unavailable. Nothing was copied; try again in a minute.');
    expect(await tripRow('winter-2028')).toBeUndefined();
  });

  it('when a traveller or a stranger copies, then 403 / 401 and nothing is created', async () => {
    await copy({ name: 'Mine', slug: 'mine', shiftDays: 365 }, winterId, traveller.agent).expect(403);
    await copy({ name: 'Mine', slug: 'mine', shiftDays: 365 }, winterId, agentOf(built)).expect(401);
    const viaGql = await gql(traveller.agent, 'CopyTrip', { id: winterId, input: { name: 'Mine', slug: 'mine', shiftDays: 365 } });
    expect(viaGql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await tripRow('mine')).toBeUndefined();
  });
});

describe('a draft trip', () => {
  it('when a draft exists, then travellers still register for the current trip and cannot see the draft', async () => {
    const t = await signedInTraveller(built);
    const reg = (await t.agent.post('/api/trip/register').expect(201)).body;
    expect((await built.db('trip_registrations').where({ id: reg.id }).first()).trip_id).toBe(winterId);
    expect((await built.services.trips.current()).slug).toBe('winter-2026');
    const draft = await tripRow('winter-2027');
    await t.agent.get(`/api/admin/trips/${draft.id}`).expect(403);
  });
});

describe('editing a trip’s facts', () => {
  const factsOf = (body: Record<string, any>) => {
    const { id: _i, status: _s, dates: _d, registrationCount: _r, copiedFrom: _c, openedAt: _o, ...facts } = body;
    return facts;
  };

  it('when the admin changes the draft’s fare, then it is saved and audited with what changed, on both faces', async () => {
    const draft = (await admin.get(`/api/admin/trips/${(await tripRow('winter-2027')).id}`).expect(200)).body;
    const res = await admin
      .put(`/api/admin/trips/${draft.id}`)
      .send({ ...factsOf(draft), fares: { barakah: 345000, nonBarakah: 350000 } })
      .expect(200);
    expect(res.body.fares).toEqual({ barakah: 345000, nonBarakah: 350000 });
    const viaGql = await gql(admin, 'UpdateTrip', { id: draft.id, input: { ...factsOf(res.body), departureCity: 'Toronto' } });
    expect(viaGql.data?.updateTrip).toMatchObject({ departureCity: 'Toronto', fares: { barakah: 345000, nonBarakah: 350000 } });
    const audit = await built.db('audit_events').where({ action: 'trip.updated', trip_id: draft.id }).orderBy('id');
    expect(audit.map((a) => a.payload.changed)).toEqual([['fares'], ['departureCity']]);
  });

  it('when a fact breaks a rule, then 400 names the field and nothing changes', async () => {
    const draft = (await admin.get(`/api/admin/trips/${(await tripRow('winter-2027')).id}`).expect(200)).body;
    const res = await admin
      .put(`/api/admin/trips/${draft.id}`)
      .send({ ...factsOf(draft), endsOn: '2026-12-01', fares: { barakah: 0, nonBarakah: 350000 } })
      .expect(400);
    expect(res.body.fieldErrors).toEqual({ 'fares.barakah': 'A fare must be more than $0.', endsOn: 'The return must be on or after the departure.' });
    const slug = await admin
      .put(`/api/admin/trips/${draft.id}`)
      .send({ ...factsOf(draft), slug: 'winter-2027-b' })
      .expect(400);
    expect(slug.body.message).toBe('A trip’s slug cannot change: it is the key of its pages in the content studio.');
    expect((await tripRow('winter-2027')).barakah_cents).toBe(345000);
  });

  it('when the group size would go below the travellers holding a seat, then 400 says how many hold one', async () => {
    const winter = (await admin.get(`/api/admin/trips/${winterId}`).expect(200)).body;
    const res = await admin
      .put(`/api/admin/trips/${winterId}`)
      .send({ ...factsOf(winter), groupSize: 1 })
      .expect(400);
    expect(res.body.message).toBe('2 travelers already hold a seat: the group size cannot be less.');
    await admin
      .put(`/api/admin/trips/${winterId}`)
      .send({ ...factsOf(winter), groupSize: 2 })
      .expect(200);
  });

  it('when a traveller edits a trip, then 403 and nothing changes', async () => {
    const winter = (await admin.get(`/api/admin/trips/${winterId}`).expect(200)).body;
    await traveller.agent
      .put(`/api/admin/trips/${winterId}`)
      .send({ ...factsOf(winter), groupSize: 500 })
      .expect(403);
    expect((await gql(traveller.agent, 'UpdateTrip', { id: winterId, input: { ...factsOf(winter), groupSize: 500 } })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await tripRow('winter-2026')).group_size).toBe(2);
  });
});

describe('a trip’s life', () => {
  it('when the admin opens the draft while Winter 2026 is open, then 409 names the trip to close first', async () => {
    const draft = await tripRow('winter-2027');
    const res = await admin.post(`/api/admin/trips/${draft.id}/move`).send({ to: 'open' }).expect(409);
    expect(res.body.message).toBe('Close Winter 2026 Umrah before opening another trip.');
    const viaGql = await gql(admin, 'MoveTrip', { id: draft.id, to: 'open' });
    expect(viaGql.errors?.[0]?.message).toBe('Close Winter 2026 Umrah before opening another trip.');
    expect((await tripRow('winter-2027')).status).toBe('draft');
  });

  it('when a move skips a step, then 409 says what the trip is and cannot become', async () => {
    const draft = await tripRow('winter-2027');
    const res = await admin.post(`/api/admin/trips/${draft.id}/move`).send({ to: 'travelling' }).expect(409);
    expect(res.body.message).toBe('A trip that is “Draft” cannot become “Travelling”.');
    const bad = await admin.post(`/api/admin/trips/${draft.id}/move`).send({ to: 'draft' }).expect(400);
    expect(bad.body.message).toBe('Choose a status to move the trip to.');
  });

  it('when a traveller moves a trip, then 403', async () => {
    await traveller.agent.post(`/api/admin/trips/${winterId}/move`).send({ to: 'closed' }).expect(403);
    expect((await gql(traveller.agent, 'MoveTrip', { id: winterId, to: 'closed' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await tripRow('winter-2026')).status).toBe('open');
  });

  it('when the admin closes Winter 2026 and opens the next, then the next is current and Winter’s travellers keep everything', async () => {
    const before = await built.db('trip_registrations').orderBy('id');
    const closed = await gql(admin, 'MoveTrip', { id: winterId, to: 'closed' });
    expect(closed.data?.moveTrip).toMatchObject({ status: 'closed' });
    const next = await tripRow('winter-2027');
    const opened = (await admin.post(`/api/admin/trips/${next.id}/move`).send({ to: 'open' }).expect(200)).body;
    expect(opened).toMatchObject({ status: 'open', openedAt: expect.any(String) });
    expect((await built.services.trips.current()).slug).toBe('winter-2027');
    expect(await built.db('trip_registrations').orderBy('id')).toEqual(before);
    const moves = await built.db('audit_events').whereIn('action', ['trip.closed', 'trip.opened']).orderBy('id');
    expect(moves.map((m) => [m.action, m.trip_id, m.payload])).toEqual([
      ['trip.closed', winterId, { from: 'open', to: 'closed' }],
      ['trip.opened', next.id, { from: 'draft', to: 'open' }],
    ]);
  });

  it('when a traveller fills the form for the next season, then its passport cut-off applies with the spec’s text, and Winter’s traveller finds Winter under Past trips', async () => {
    const t = await travellerAt(built, admin, 'DEPOSIT_PAID');
    const bad = await t.agent
      .post('/api/trip/form')
      .send(validForm({ tripRegistrationId: t.registrationId, passportExpirationDate: '2027-08-01' }))
      .expect(400);
    expect(bad.body.fieldErrors).toEqual({ passportExpirationDate: 'Passport must be valid until after August 1st, 2027' });
    await t.agent
      .post('/api/trip/form')
      .send(validForm({ tripRegistrationId: t.registrationId, passportExpirationDate: '2027-08-02' }))
      .expect(200);
    const mine = await gql(t.agent, 'MyRegistration');
    expect(mine.data?.myRegistration.trip).toEqual(
      expect.objectContaining({
        name: 'Winter 2027 Umrah',
        dates: 'Dec. 31, 2026 to Jan. 12, 2027',
        passportValidAfter: '2027-08-01',
        under18ReferenceDate: '2025-12-31',
      }),
    );
    // Winter's traveller: nothing on the new current trip; Winter is a past trip, read-only (ADR 0094).
    const winters = await gql(traveller.agent, 'MyRegistration');
    expect(winters.data?.myRegistration).toBeNull();
    const past = await gql(traveller.agent, 'MyPastTrips');
    expect(past.data?.myPastTrips.map((p: { trip: { name: string } }) => p.trip.name)).toEqual(['Winter 2026 Umrah']);
  });

  it('when the closed trip moves on to travelling, returned and archived, then an archived trip cannot be edited', async () => {
    for (const to of ['travelling', 'returned', 'archived']) await admin.post(`/api/admin/trips/${winterId}/move`).send({ to }).expect(200);
    const winter = (await admin.get(`/api/admin/trips/${winterId}`).expect(200)).body;
    expect(winter.status).toBe('archived');
    const { id: _i, status: _s, dates: _d, registrationCount: _r, copiedFrom: _c, openedAt: _o, ...facts } = winter;
    const res = await admin.put(`/api/admin/trips/${winterId}`).send(facts).expect(409);
    expect(res.body.message).toBe('An archived trip cannot be changed.');
  });
});

describe('the studio down', () => {
  it('when the content studio cannot be reached, then the copy answers 503 and creates nothing', async () => {
    const closed = await new FakeStudio().start();
    await closed.stop();
    const down = await startApp({ CMS_URL: closed.url, CONTENT_WEBHOOK_SECRET: SECRET });
    try {
      const downAdmin = (await signedInAdmin(down)).agent;
      const res = await downAdmin
        .post(`/api/admin/trips/${winterId}/copy`)
        .send({ name: 'Winter 2029 Umrah', slug: 'winter-2029', shiftDays: 1095 })
        .expect(503);
      expect(res.body.message).toBe('The content studio is unavailable. Nothing was copied; try again in a minute.');
      const viaGql = await gql(downAdmin, 'CopyTrip', { id: winterId, input: { name: 'Winter 2029 Umrah', slug: 'winter-2029', shiftDays: 1095 } });
      expect(viaGql.errors?.[0]?.message).toBe('The content studio is unavailable. Nothing was copied; try again in a minute.');
      expect(await tripRow('winter-2029')).toBeUndefined();
    } finally {
      await down.close();
    }
  });
});

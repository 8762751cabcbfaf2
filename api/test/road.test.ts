// On the road (issue 37): headcounts on both faces from every role, marks synced twice, marks for
// a traveller who left the trip, two leaders merging; the leader's roster with its audited care needs.
import request from 'supertest';
import { randomUUID } from 'node:crypto';
import type { BuiltApp } from '../src/app.js';
import { binary, pdfText } from './files.js';
import { gql, resetDb, signedInAdmin, signedInStaff, startApp, travellerAt as travellerAtStep, type Agent, type JourneyStep } from './helpers.js';

let built: BuiltApp;
let owner: Agent;
const staff: Partial<Record<'reviewer' | 'treasurer' | 'leader' | 'leader2', Agent>> = {};
let leaderId: string;
beforeAll(async () => {
  built = await startApp();
  await resetDb(built.db);
  ({ agent: owner } = await signedInAdmin(built));
  for (const role of ['reviewer', 'treasurer', 'leader'] as const) staff[role] = (await signedInStaff(built, owner, role)).agent;
  const second = await signedInStaff(built, owner, 'leader');
  staff.leader2 = second.agent;
  leaderId = second.userId;
});
afterAll(() => built.close());

const travellerAt = (step: JourneyStep) => travellerAtStep(built, owner, step);
const leader = () => staff.leader!;

const markOf = (checkId: string, registrationId: string, state: 'present' | 'absent', at: string, deviceId = 'phone-a') => ({
  markId: randomUUID(),
  checkId,
  registrationId,
  state,
  markedAt: at,
  deviceId,
});
const start = async (agent: Agent, label = 'Bus 1: leaving the hotel for the Haram') =>
  (await agent.post('/api/admin/headcounts').send({ label, group: 'Bus 1' }).expect(201)).body as { id: string; total: number };

describe('headcounts', () => {
  it('when the leader starts a check, marks two present, and closes it, then the organiser sees it finished with who is missing', async () => {
    const [a, b, c] = [await travellerAt('DEPOSIT_PAID'), await travellerAt('DEPOSIT_PAID'), await travellerAt('PENDING')];
    const check = await start(leader());
    expect(check).toMatchObject({ label: 'Bus 1: leaving the hotel for the Haram', group: 'Bus 1', closedAt: null, presentCount: 0 });

    const marks = [
      markOf(check.id, a.registrationId, 'present', '2026-01-03T14:05:00Z'),
      markOf(check.id, b.registrationId, 'present', '2026-01-03T14:06:00Z'),
    ];
    const synced = await leader().post(`/api/admin/headcounts/${check.id}/marks`).send({ marks }).expect(200);
    expect(synced.body).toMatchObject({ stored: 2, duplicates: 0, rejected: [] });
    expect(synced.body.check.presentCount).toBe(2);
    expect(synced.body.check.missing.map((m: { registrationId: string }) => m.registrationId)).toContain(c.registrationId);

    const closed = await leader().post(`/api/admin/headcounts/${check.id}/close`).expect(200);
    expect(closed.body.closedAt).toEqual(expect.any(String));

    const list = await owner.get('/api/admin/headcounts').expect(200);
    const seen = list.body.checks.find((x: { id: string }) => x.id === check.id);
    expect(seen).toMatchObject({ presentCount: 2, total: check.total });
    expect(list.body.lastMissing.checkId).toBe(check.id);
    expect(list.body.lastMissing.travellers).toContainEqual(
      expect.objectContaining({ registrationId: c.registrationId, fullName: 'Amina Traveller', state: 'unmarked' }),
    );
    expect(list.body.lastMissing.travellers.map((m: { registrationId: string }) => m.registrationId)).not.toContain(a.registrationId);

    const events = await built.db('audit_events').where({ entity_id: check.id }).orderBy('id');
    expect(events.map((e) => e.action)).toEqual(['headcount.started', 'headcount.closed']);
  });

  it('when the same batch is synced twice, then nothing changes the second time', async () => {
    const a = await travellerAt('DEPOSIT_PAID');
    const check = await start(leader());
    const marks = [markOf(check.id, a.registrationId, 'present', '2026-01-03T14:05:00Z')];
    await leader().post(`/api/admin/headcounts/${check.id}/marks`).send({ marks }).expect(200);
    const again = await leader().post(`/api/admin/headcounts/${check.id}/marks`).send({ marks }).expect(200);
    expect(again.body).toMatchObject({ stored: 0, duplicates: 1, rejected: [] });
    expect(again.body.check.presentCount).toBe(1);
    expect(await built.db('headcount_marks').where({ check_id: check.id }).count('* as n').first()).toEqual({ n: 1 });
  });

  it('when two leaders mark the same bus, then the marks merge and the later tap wins for the same traveller', async () => {
    const [a, b] = [await travellerAt('DEPOSIT_PAID'), await travellerAt('DEPOSIT_PAID')];
    const check = await start(leader());
    await leader()
      .post(`/api/admin/headcounts/${check.id}/marks`)
      .send({
        marks: [markOf(check.id, a.registrationId, 'present', '2026-01-03T14:05:00Z'), markOf(check.id, b.registrationId, 'absent', '2026-01-03T14:07:00Z')],
      })
      .expect(200);
    // The second leader's phone was offline: an earlier tap for b arrives later and does not win.
    const res = await gql(staff.leader2!, 'SyncHeadcount', {
      id: check.id,
      marks: [markOf(check.id, b.registrationId, 'present', '2026-01-03T14:06:00Z', 'phone-b')],
    });
    expect(res.errors).toBeUndefined();
    const states = Object.fromEntries(
      res.data!.syncHeadcount.check.travellers.map((t: { registrationId: string; state: string }) => [t.registrationId, t.state]),
    );
    expect(states[a.registrationId]).toBe('present');
    expect(states[b.registrationId]).toBe('absent');
    const stored = await built.db('headcount_marks').where({ check_id: check.id, device_id: 'phone-b' }).first();
    expect(stored.marked_by).toBe(leaderId);
  });

  it('when a mark names a traveller who left the trip meanwhile, then it is reported, not counted', async () => {
    const a = await travellerAt('PENDING');
    const check = await start(leader());
    await a.agent.post('/api/trip/cancel').send({}).expect(200);
    const res = await leader()
      .post(`/api/admin/headcounts/${check.id}/marks`)
      .send({ marks: [markOf(check.id, a.registrationId, 'present', '2026-01-03T14:05:00Z')] })
      .expect(200);
    expect(res.body.stored).toBe(0);
    expect(res.body.rejected).toEqual([{ markId: expect.any(String), reason: 'This traveller is no longer on the trip: the mark was not counted' }]);
    expect(res.body.check.travellers.map((t: { registrationId: string }) => t.registrationId)).not.toContain(a.registrationId);
  });

  it('when a mark belongs to another check, then it is reported and not stored', async () => {
    const a = await travellerAt('DEPOSIT_PAID');
    const [one, two] = [await start(leader()), await start(leader())];
    const res = await leader()
      .post(`/api/admin/headcounts/${one.id}/marks`)
      .send({ marks: [markOf(two.id, a.registrationId, 'present', '2026-01-03T14:05:00Z')] })
      .expect(200);
    expect(res.body.rejected[0].reason).toBe('This mark belongs to another headcount');
  });

  it('when marks arrive after the check was closed, then they are kept (made offline before the close)', async () => {
    const a = await travellerAt('DEPOSIT_PAID');
    const check = await start(leader());
    await leader().post(`/api/admin/headcounts/${check.id}/close`).expect(200);
    const res = await leader()
      .post(`/api/admin/headcounts/${check.id}/marks`)
      .send({ marks: [markOf(check.id, a.registrationId, 'present', '2026-01-03T14:05:00Z')] })
      .expect(200);
    expect(res.body.stored).toBe(1);
    const again = await leader().post(`/api/admin/headcounts/${check.id}/close`).expect(409);
    expect(again.body.message ?? again.body.error).toBe('This headcount is already closed');
  });

  it.each([
    ['no label', { label: '' }, 'Name the headcount, e.g. Bus 1: leaving the hotel for the Haram'],
    ['a group too long', { label: 'Airport', group: 'g'.repeat(61) }, 'The group label is 60 characters at most'],
  ])('when a check is started with %s, then it is refused with its message and nothing is written', async (_what, body, message) => {
    const before = await built.db('headcount_checks').count('* as n').first();
    const res = await leader().post('/api/admin/headcounts').send(body).expect(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect(await built.db('headcount_checks').count('* as n').first()).toEqual(before);
  });

  it('when a batch holds one unreadable mark, then the whole batch is refused and nothing is written', async () => {
    const a = await travellerAt('DEPOSIT_PAID');
    const check = await start(leader());
    const res = await leader()
      .post(`/api/admin/headcounts/${check.id}/marks`)
      .send({ marks: [markOf(check.id, a.registrationId, 'present', '2026-01-03T14:05:00Z'), { ...markOf(check.id, a.registrationId, 'present', 'soon') }] })
      .expect(400);
    expect(JSON.stringify(res.body)).toContain('This mark cannot be read: it needs a mark id, the traveller, present or absent, a time and a device');
    expect(await built.db('headcount_marks').where({ check_id: check.id }).count('* as n').first()).toEqual({ n: 0 });
  });

  it('when the check does not exist, then 404 with its message on both faces', async () => {
    const res = await leader().get(`/api/admin/headcounts/${randomUUID()}`).expect(404);
    expect(JSON.stringify(res.body)).toContain('No such headcount');
    await leader().post('/api/admin/headcounts/not-a-uuid/close').expect(404);
    const viaGql = await gql(leader(), 'Headcount', { id: randomUUID() });
    expect(viaGql.errors?.[0]?.message).toBe('No such headcount');
  });

  it('when a check goes through GraphQL, then the same answers as REST', async () => {
    const a = await travellerAt('DEPOSIT_PAID');
    const started = await gql(owner, 'StartHeadcount', { input: { label: 'Airport: boarding' } });
    expect(started.errors).toBeUndefined();
    const id = started.data!.startHeadcount.id as string;
    expect(started.data!.startHeadcount).toMatchObject({ label: 'Airport: boarding', group: null, closedAt: null });
    const synced = await gql(owner, 'SyncHeadcount', { id, marks: [markOf(id, a.registrationId, 'present', '2026-01-03T14:05:00+03:00')] });
    expect(synced.data!.syncHeadcount).toMatchObject({ stored: 1, duplicates: 0, rejected: [] });
    const mine = synced.data!.syncHeadcount.check.travellers.find((t: { registrationId: string }) => t.registrationId === a.registrationId);
    expect(mine).toMatchObject({ state: 'present', markedAt: '2026-01-03T11:05:00.000Z' });
    const closed = await gql(owner, 'CloseHeadcount', { id });
    expect(closed.data!.closeHeadcount.closedAt).toEqual(expect.any(String));
    const rest = await owner.get(`/api/admin/headcounts/${id}`).expect(200);
    const viaGql = await gql(owner, 'Headcount', { id });
    expect(viaGql.data!.headcount).toEqual(rest.body);
    const list = await gql(owner, 'Headcounts', {});
    expect(list.data!.headcounts.lastMissing.checkId).toBe(id);
  });
});

describe('a headcount of one bus', () => {
  /** A bus on the current trip with these travellers on it (the rooming board's own mutations). */
  async function busWith(name: string, registrationIds: string[]): Promise<string> {
    const tripId = await built.services.trips.currentId();
    const added = await gql(owner, 'AddBus', { tripId, input: { name, leaderUserId: null } });
    expect(added.errors).toBeUndefined();
    const bus = added.data!.addBus.buses.find((b: { name: string }) => b.name === name);
    for (const registrationId of registrationIds) {
      const board = await gql(owner, 'RoomingBoard', { tripId });
      const version = board.data!.roomingBoard.travellers.find((t: { id: string }) => t.id === registrationId).version;
      const res = await gql(owner, 'AssignBus', { input: { registrationId, busId: bus.id, version } });
      expect(res.errors).toBeUndefined();
    }
    return bus.id as string;
  }

  it('when the leader starts a check for one bus, then it lists and counts only that bus; a mark for someone off the bus is refused', async () => {
    const [a, b, off] = [await travellerAt('DEPOSIT_PAID'), await travellerAt('DEPOSIT_PAID'), await travellerAt('DEPOSIT_PAID')];
    const busId = await busWith('Bus 7', [a.registrationId, b.registrationId]);
    const started = await leader().post('/api/admin/headcounts').send({ label: 'Bus 7: to Mina', busId }).expect(201);
    expect(started.body).toMatchObject({ busId, bus: 'Bus 7', total: 2, presentCount: 0 });
    expect(started.body.travellers.map((t: { registrationId: string }) => t.registrationId).sort()).toEqual([a.registrationId, b.registrationId].sort());

    const marks = [
      markOf(started.body.id, a.registrationId, 'present', '2026-01-03T14:05:00Z'),
      markOf(started.body.id, off.registrationId, 'present', '2026-01-03T14:05:00Z'),
    ];
    const synced = await leader().post(`/api/admin/headcounts/${started.body.id}/marks`).send({ marks }).expect(200);
    expect(synced.body).toMatchObject({
      stored: 1,
      rejected: [{ markId: marks[1]!.markId, reason: 'This traveller is not on this bus: the mark was not counted' }],
    });
    expect(synced.body.check).toMatchObject({ total: 2, presentCount: 1 });
    expect(synced.body.check.missing.map((m: { registrationId: string }) => m.registrationId)).toEqual([b.registrationId]);
    expect(await built.db('headcount_marks').where({ check_id: started.body.id }).count('* as n').first()).toEqual({ n: 1 });

    await leader().post(`/api/admin/headcounts/${started.body.id}/close`).expect(200);
    const list = await owner.get('/api/admin/headcounts').expect(200);
    expect(list.body.checks.find((c: { id: string }) => c.id === started.body.id)).toMatchObject({
      bus: 'Bus 7',
      presentCount: 1,
      total: 2,
      closedAt: expect.any(String),
    });
    const viaGraphql = await gql(owner, 'Headcounts', {});
    expect(viaGraphql.data!.headcounts.checks.find((c: { id: string }) => c.id === started.body.id)).toMatchObject({ busId, bus: 'Bus 7', total: 2 });
  });

  it('when the bus is not one of the trip’s, then the start is refused with its message and nothing is written', async () => {
    const before = await built.db('headcount_checks').count('* as n').first();
    const res = await leader().post('/api/admin/headcounts').send({ label: 'Bus ?', busId: randomUUID() }).expect(400);
    expect(res.body.fieldErrors).toEqual({ busId: 'No such bus on this trip' });
    const bad = await gql(leader(), 'StartHeadcount', { input: { label: 'Bus ?', busId: 'not-a-bus' } });
    expect(bad.errors?.[0]?.message).toBe('No such bus on this trip');
    expect(await built.db('headcount_checks').count('* as n').first()).toEqual(before);
  });

  it('when the owner starts a bus check, then allowed; a treasurer or traveller, refused', async () => {
    const a = await travellerAt('DEPOSIT_PAID');
    const busId = await busWith('Bus 8', [a.registrationId]);
    const byOwner = await gql(owner, 'StartHeadcount', { input: { label: 'Bus 8: back to the hotel', busId } });
    expect(byOwner.errors).toBeUndefined();
    expect(byOwner.data!.startHeadcount).toMatchObject({ bus: 'Bus 8', total: 1 });
    await staff.treasurer!.post('/api/admin/headcounts').send({ label: 'x', busId }).expect(403);
    await a.agent.post('/api/admin/headcounts').send({ label: 'x', busId }).expect(403);
    expect((await gql(staff.treasurer!, 'StartHeadcount', { input: { label: 'x', busId } })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('a headcount started offline', () => {
  it('when the phone sends its start twice with its own id, then one check, audited once, and its marks attach to it', async () => {
    const a = await travellerAt('DEPOSIT_PAID');
    const id = randomUUID();
    const first = await leader().post('/api/admin/headcounts').send({ id, label: 'Leaving Mina' }).expect(201);
    const again = await gql(leader(), 'StartHeadcount', { input: { id, label: 'Leaving Mina' } });
    expect(again.errors).toBeUndefined();
    expect([first.body.id, again.data!.startHeadcount.id]).toEqual([id, id]);
    expect(await built.db('headcount_checks').where({ id }).count('* as n').first()).toEqual({ n: 1 });
    expect(await built.db('audit_events').where({ entity_id: id, action: 'headcount.started' }).count('* as n').first()).toEqual({ n: 1 });
    const synced = await leader()
      .post(`/api/admin/headcounts/${id}/marks`)
      .send({ marks: [markOf(id, a.registrationId, 'present', '2026-01-03T14:05:00Z')] })
      .expect(200);
    expect(synced.body.check.presentCount).toBe(1);
  });

  it('when two leaders start offline, then their distinct ids make two checks', async () => {
    const [one, two] = [randomUUID(), randomUUID()];
    await leader().post('/api/admin/headcounts').send({ id: one, label: 'Bus 1: Arafat' }).expect(201);
    await staff.leader2!.post('/api/admin/headcounts').send({ id: two, label: 'Bus 2: Arafat' }).expect(201);
    const ids = (await owner.get('/api/admin/headcounts').expect(200)).body.checks.map((c: { id: string }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([one, two]));
  });

  it('when the id is not a uuid, or is another trip’s check, then refused with its message', async () => {
    const res = await leader().post('/api/admin/headcounts').send({ id: 'abc', label: 'x' }).expect(400);
    expect(res.body.fieldErrors).toEqual({ id: 'This headcount’s id cannot be read: the phone makes it as a uuid' });
    const id = randomUUID();
    await leader().post('/api/admin/headcounts').send({ id, label: 'x' }).expect(201);
    // Another trip (a copy of the current one's facts): the same id there is someone else's check.
    const {
      id: _id,
      slug: _slug,
      ...facts
    } = await built
      .db('trips')
      .where({ id: await built.services.trips.currentId() })
      .first();
    const json = (v: unknown) => (v === null ? null : JSON.stringify(v));
    const [other] = await built
      .db('trips')
      .insert({
        ...facts,
        payment_schedule: json(facts.payment_schedule),
        refund_policy: json(facts.refund_policy),
        readiness_rules: json(facts.readiness_rules),
        slug: `other-${id.slice(0, 8)}`,
        name: 'Another trip',
        status: 'draft',
        opened_at: null,
      })
      .returning('id');
    const clash = await leader().post(`/api/admin/headcounts?tripId=${other.id}`).send({ id, label: 'x' });
    expect([clash.status, clash.body.message]).toEqual([409, 'This headcount id is already used by another headcount']);
    expect(await built.db('headcount_checks').where({ id }).first()).toMatchObject({ trip_id: await built.services.trips.currentId() });
  });
});

describe('who may count heads', () => {
  it('when a reviewer or treasurer starts, marks or closes a check, then each is refused; they may read the checks', async () => {
    const check = await start(leader());
    for (const role of ['reviewer', 'treasurer'] as const) {
      const agent = staff[role]!;
      await agent.post('/api/admin/headcounts').send({ label: 'x' }).expect(403);
      await agent.post(`/api/admin/headcounts/${check.id}/marks`).send({ marks: [] }).expect(403);
      await agent.post(`/api/admin/headcounts/${check.id}/close`).expect(403);
      await agent.get('/api/admin/road/roster').expect(403);
      expect((await gql(agent, 'StartHeadcount', { input: { label: 'x' } })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await gql(agent, 'RoadRoster', {})).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      await agent.get('/api/admin/headcounts').expect(200);
    }
  });

  it('when a traveller or a signed-out client asks, then refused (403 / 401) on both faces', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    const check = await start(leader());
    await t.agent.get('/api/admin/headcounts').expect(403);
    await t.agent.post(`/api/admin/headcounts/${check.id}/marks`).send({ marks: [] }).expect(403);
    await t.agent.get('/api/admin/road/roster').expect(403);
    expect((await gql(t.agent, 'Headcounts', {})).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = request.agent(built.app);
    await anonymous.get('/api/admin/headcounts').expect(401);
    await anonymous.post('/api/admin/headcounts').send({ label: 'x' }).expect(401);
    await anonymous.get('/api/admin/road/roster').expect(401);
    expect((await gql(anonymous, 'SyncHeadcount', { id: check.id, marks: [] })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the leader’s roster', () => {
  const DETAILS = { medicalNotes: 'Diabetic: insulin in the fridge', diet: 'No sugar', wheelchair: true };

  it('when the leader opens it, then each traveller has their phone, WhatsApp, emergency contact and care needs, the care read audited', async () => {
    const t = await travellerAt('FORM_SUBMITTED');
    await t.agent.put('/api/trip/readiness/details').send(DETAILS).expect(200);
    const before = await built.db('audit_events').where({ action: 'medical.read', registration_id: t.registrationId }).count('* as n').first();
    const res = await leader().get('/api/admin/road/roster').expect(200);
    const row = res.body.travellers.find((x: { registrationId: string }) => x.registrationId === t.registrationId);
    expect(row).toMatchObject({
      fullName: 'Amina Traveller',
      room: null,
      bus: null,
      photoUrl: null,
      care: { medicalNotes: 'Diabetic: insulin in the fridge', diet: 'No sugar', wheelchair: true },
    });
    expect(row.phone).toEqual(expect.any(String));
    expect(row.whatsapp).toMatch(/^\d{8,15}$/);
    expect(row.emergencyContact.name).toEqual(expect.any(String));
    const after = await built.db('audit_events').where({ action: 'medical.read', registration_id: t.registrationId }).count('* as n').first();
    expect(Number(after!.n)).toBe(Number(before!.n) + 1);

    const viaGql = await gql(leader(), 'RoadRoster', {});
    expect(viaGql.errors).toBeUndefined();
    expect(viaGql.data!.roadRoster.travellers.find((x: { registrationId: string }) => x.registrationId === t.registrationId)).toEqual(row);
  });

  it('when a traveller uploaded a photo, then the leader may open it, and a treasurer may not', async () => {
    const t = await travellerAt('FORM_APPROVED');
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2a1a3d40000000049454e44ae426082',
      'hex',
    );
    await t.agent
      .post('/api/trip/documents')
      .field('metadata', JSON.stringify({ type: 'photo' }))
      .attach('file', png, { filename: 'me.png', contentType: 'image/png' })
      .expect(201);
    const res = await leader().get('/api/admin/road/roster').expect(200);
    const row = res.body.travellers.find((x: { registrationId: string }) => x.registrationId === t.registrationId);
    expect(row.photoUrl).toMatch(/^\/uploads\/[0-9a-f-]+\.png$/);
    await leader().get(row.photoUrl).expect(200);
    await staff.treasurer!.get(row.photoUrl).expect(404);
  });
});

describe('the pilgrim’s card', () => {
  it('when a traveller opens it, then their name, group, the leaders’ and organiser’s phones, no hotel or room yet, and the leader’s view', async () => {
    const second = await signedInStaff(built, owner, 'owner');
    const t = await travellerAt('DEPOSIT_PAID');
    const res = await t.agent.get('/api/trip/card').expect(200);
    expect(res.body).toMatchObject({
      archived: false,
      registrationId: t.registrationId,
      fullName: 'Amina Traveller',
      groupName: expect.any(String),
      photoUrl: null,
      hotel: null,
      room: null,
      leaderView: `/admin/road?traveller=${t.registrationId}`,
    });
    expect(res.body.leaders.length).toBeGreaterThanOrEqual(2);
    expect(res.body.leaders[0]).toEqual({ name: expect.any(String), phone: expect.any(String) });
    // The first admin has no phone: only the owner who has one is listed.
    expect(res.body.organisers).toEqual([{ name: second.t.fullName, phone: second.t.phone }]);
    const viaGql = await gql(t.agent, 'MyCard');
    expect(viaGql.data?.myCard).toEqual(res.body);
    // The printed card: the same facts on one page, read back by pdftotext; the QR code an image.
    const pdf = await t.agent.get('/api/trip/card.pdf').buffer(true).parse(binary).expect(200);
    const text = pdfText(pdf.body as Buffer);
    for (const expected of [
      'My pilgrim card',
      'Amina Traveller',
      `Group: ${res.body.groupName}`,
      'Organiser',
      `${second.t.fullName}: ${second.t.phone}`,
      'The hotel is not set yet.',
      'Room: not assigned yet',
    ])
      expect(text).toContain(expected);
    expect((pdf.body as Buffer).includes(Buffer.from('/Subtype /Image'))).toBe(true);
  });

  it('when the trip is archived, then the card says only that', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    const trip = await built.db('trip_registrations').where({ id: t.registrationId }).first();
    await built.db('trips').where({ id: trip.trip_id }).update({ status: 'archived' });
    try {
      const res = await t.agent.get('/api/trip/card').expect(200);
      expect(res.body).toMatchObject({ archived: true, leaders: [], organisers: [], photoUrl: null, hotel: null, room: null });
      const pdf = await t.agent.get('/api/trip/card.pdf').expect(409);
      expect(pdf.body.message).toBe('This trip is over and archived: the card is no longer shown.');
    } finally {
      await built.db('trips').where({ id: trip.trip_id }).update({ status: 'open' });
    }
  });

  it('when there is no registration, then 404; signed out, 401', async () => {
    const t = await travellerAt('NONE');
    const res = await t.agent.get('/api/trip/card').expect(404);
    expect(JSON.stringify(res.body)).toContain('Registration not found');
    await request(built.app).get('/api/trip/card').expect(401);
    // Nobody else's card: a staff account has none, signed out none.
    await t.agent.get('/api/trip/card.pdf').expect(404);
    await owner.get('/api/trip/card.pdf').expect(404);
    await request(built.app).get('/api/trip/card.pdf').expect(401);
    expect((await gql(request.agent(built.app), 'MyCard')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

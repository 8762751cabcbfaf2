// The seat's lifecycle (docs/product.md#seats): a hold with a deadline, its expiry by the worker's
// pass, cancellations, the waiting list and its offers, on both faces and from every side. Time is
// the app's injected clock, moved by the tests (no sleeps). The group is 3 seats (the trip's facts).
import type { BuiltApp } from '../src/app.js';
import { startFakeCms, type FakeCms } from './fake-cms.js';
import { agentOf, gql, resetDb, signedInAdmin, setTripFacts, signedInTraveller, startApp, type Agent } from './helpers.js';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-11-26T12:00:00.000Z');
let nowMs = T0;
const at = (ms: number) => new Date(ms).toISOString();

let cms: FakeCms;
let built: BuiltApp;
let admin: Agent;
beforeAll(async () => {
  cms = await startFakeCms();
  built = await startApp({ CMS_URL: cms.url, CONTENT_TTL_SECONDS: '600' }, { clock: () => new Date(nowMs) });
});
beforeEach(async () => {
  nowMs = T0;
  await resetDb(built.db);
  await setTripFacts(built, { group_size: 3, hold_hours: 72, offer_hours: 48 });
  built.services.seats.forgetFigures();
  admin = (await signedInAdmin(built)).agent;
});
afterAll(async () => {
  await resetDb(built.db);
  await built.close();
  await cms.stop();
});

const count = async (table: string, where: Record<string, unknown>) =>
  Number((await built.db(table).where(where).count<{ count: string }[]>('* as count'))[0]!.count);
const outbox = (kind: string) => built.db('outbox_messages').where({ kind }).orderBy('id');

/** A signed-in traveller who started a registration. */
async function starter() {
  const t = await signedInTraveller(built);
  const reg = (await t.agent.post('/api/trip/register').expect(201)).body as { id: string; holdExpiresAt: string };
  return { ...t, registrationId: reg.id, reg };
}
/** Fills the group of 3. */
const fillGroup = () => Promise.all([starter(), starter(), starter()]);

describe('a hold with a deadline', () => {
  it('when a traveller starts, then the hold runs 72 hours, on both faces', async () => {
    const t = await starter();
    expect(t.reg.holdExpiresAt).toBe(at(T0 + 72 * HOUR));
    const g = await gql(t.agent, 'MyRegistration');
    expect(g.data!.myRegistration.holdExpiresAt).toBe(at(T0 + 72 * HOUR));
    expect(g.data!.myRegistration.cancellation).toBeNull();
  });

  it('when the deposit is recorded, then the hold no longer shows and never expires', async () => {
    const t = await starter();
    await admin.post('/api/admin/trip/deposit').send({ tripRegistrationId: t.registrationId, depositPaid: true }).expect(200);
    expect((await t.agent.get('/api/trip/registration').expect(200)).body.holdExpiresAt).toBeNull();
    nowMs = T0 + 100 * HOUR;
    expect(await built.services.seats.expire()).toEqual({ expired: 0, lapsed: 0, reminded: 0 });
    expect((await t.agent.get('/api/trip/registration').expect(200)).body.status).toBe('DEPOSIT_PAID');
  });

  it('when the deadline passes, then two passes at once expire the hold exactly once: cancelled by the system, emailed, audited', async () => {
    const t = await starter();
    nowMs = T0 + 72 * HOUR;
    const [a, b] = await Promise.all([built.services.seats.expire(), built.services.seats.expire()]);
    expect(a.expired + b.expired).toBe(1);
    expect((await t.agent.get('/api/trip/registration').expect(200)).body).toBeNull();
    const seat = (await t.agent.get('/api/trip/seat').expect(200)).body;
    expect(seat.lastCancellation).toEqual({ at: at(nowMs), reason: `Hold expired: no deposit by ${at(T0 + 72 * HOUR)}`, by: 'SYSTEM' });
    expect(await count('audit_events', { action: 'registration.hold_expired', entity_id: t.registrationId })).toBe(1);
    const mails = await outbox('hold_expired');
    expect(mails).toHaveLength(1);
    expect(mails[0].recipient_user_id).toBe(t.userId);
    // The row is kept, beside the status.
    const row = await built.db('trip_registrations').where({ id: t.registrationId }).first();
    expect(row.status).toBe('PENDING');
    expect(row.cancelled_by).toBeNull();
    // And a later pass finds nothing more to do.
    expect((await built.services.seats.expire()).expired).toBe(0);
  });

  it('when a pass crashes half-way, then the next pass expires what is left, each hold once', async () => {
    const [x, y] = await Promise.all([starter(), starter()]);
    nowMs = T0 + 73 * HOUR;
    // A crash half-way: the first hold's transaction is committed by hand, then the pass runs.
    await built.db.transaction(async (trx) => {
      await trx('trip_registrations')
        .where({ id: x.registrationId })
        .update({ cancelled_at: new Date(nowMs), cancel_reason: 'Hold expired: earlier pass' });
    });
    expect((await built.services.seats.expire()).expired).toBe(1);
    expect(await count('audit_events', { action: 'registration.hold_expired', entity_id: y.registrationId })).toBe(1);
    expect(await count('audit_events', { action: 'registration.hold_expired', entity_id: x.registrationId })).toBe(0);
  });

  it('when a day is left, then the traveller is reminded once, however many passes run', async () => {
    const t = await starter();
    nowMs = T0 + 47 * HOUR;
    expect((await built.services.seats.expire()).reminded).toBe(0);
    nowMs = T0 + 48 * HOUR;
    await Promise.all([built.services.seats.expire(), built.services.seats.expire()]);
    nowMs = T0 + 60 * HOUR;
    await built.services.seats.expire();
    const mails = await outbox('hold_reminder');
    expect(mails).toHaveLength(1);
    expect(mails[0].recipient_user_id).toBe(t.userId);
    expect(mails[0].payload.deadline).toBe(at(T0 + 72 * HOUR));
  });

  it('when an admin extends a hold with a reason (REST, then GraphQL), then the deadline moves on and the step is audited', async () => {
    const t = await starter();
    const rest = await admin.post(`/api/admin/extend-hold/${t.registrationId}`).send({ hours: 24, reason: 'Cheque in the post' }).expect(200);
    expect(rest.body.holdExpiresAt).toBe(at(T0 + 96 * HOUR));
    const g = await gql(admin, 'ExtendHold', { id: t.registrationId, hours: 2, reason: 'Bank delay' });
    expect(g.data!.extendHold.holdExpiresAt).toBe(at(T0 + 98 * HOUR));
    const events = await built.db('audit_events').where({ action: 'registration.hold_extended' }).orderBy('id');
    expect(events.map((e) => e.payload.reason)).toEqual(['Cheque in the post', 'Bank delay']);
    // The admin's timeline tells it in words, with the reason.
    const review = (await admin.get(`/api/admin/trip-registrations/${t.registrationId}/review`).expect(200)).body;
    expect(review.timeline.map((e: { summary: string; reason: string | null }) => [e.summary, e.reason])).toEqual([
      ['Registration started', null],
      ['Hold extended by 24 hours', 'Cheque in the post'],
      ['Hold extended by 2 hours', 'Bank delay'],
    ]);
    nowMs = T0 + 97 * HOUR;
    expect((await built.services.seats.expire()).expired).toBe(0);
  });

  it('when an extension is refused, then the answer says why and nothing changes', async () => {
    const t = await starter();
    const bad = await admin.post(`/api/admin/extend-hold/${t.registrationId}`).send({ hours: 0, reason: 'abc' }).expect(400);
    expect(bad.body.message).toBe('Please give a whole number of hours from 1 to 720');
    const noReason = await gql(admin, 'ExtendHold', { id: t.registrationId, hours: 5, reason: ' ' });
    expect(noReason.errors![0]!.message).toBe('Please give a reason of 3 to 1000 characters');
    expect((await t.agent.post(`/api/admin/extend-hold/${t.registrationId}`).send({ hours: 5, reason: 'abcd' })).status).toBe(403);
    expect((await agentOf(built).post(`/api/admin/extend-hold/${t.registrationId}`).send({ hours: 5, reason: 'abcd' })).status).toBe(401);
    expect((await gql(t.agent, 'ExtendHold', { id: t.registrationId, hours: 5, reason: 'abcd' })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await admin.post('/api/admin/extend-hold/00000000-0000-4000-8000-000000000000').send({ hours: 5, reason: 'abcd' }).expect(404)).body.message).toBe(
      'Registration not found',
    );
    await t.agent.post('/api/trip/cancel').send({}).expect(200);
    const cancelled = await admin.post(`/api/admin/extend-hold/${t.registrationId}`).send({ hours: 5, reason: 'abcd' }).expect(409);
    expect(cancelled.body.message).toBe('This registration is cancelled: its hold cannot be extended.');
    expect(await count('audit_events', { action: 'registration.hold_extended' })).toBe(0);
  });
});

describe('cancellation', () => {
  it('when a traveller cancels their own (REST), then the seat frees, the dashboard shows none and the last cancellation, and they may start again', async () => {
    const t = await starter();
    const res = await t.agent.post('/api/trip/cancel').send({ reason: 'Family reasons' }).expect(200);
    expect(res.body.cancellation).toEqual({ at: at(T0), reason: 'Family reasons', by: 'TRAVELLER' });
    expect((await t.agent.get('/api/trip/registration').expect(200)).body).toBeNull();
    expect((await t.agent.get('/api/trip/seat').expect(200)).body.lastCancellation).toEqual({ at: at(T0), reason: 'Family reasons', by: 'TRAVELLER' });
    expect((await outbox('registration_cancelled'))[0].payload.reason).toBe('Family reasons');
    expect(await count('audit_events', { action: 'registration.cancelled', actor_user_id: t.userId })).toBe(1);
    const again = (await t.agent.post('/api/trip/register').expect(201)).body;
    expect(again.id).not.toBe(t.registrationId);
  });

  it('when a traveller cancels twice (GraphQL, then REST), then the second is a clear conflict and nothing changes', async () => {
    const t = await starter();
    const g = await gql(t.agent, 'CancelMyRegistration', {});
    expect(g.data!.cancelMyRegistration.cancellation.by).toBe('TRAVELLER');
    const again = await gql(t.agent, 'CancelMyRegistration', { reason: 'again' });
    expect(again.errors![0]).toMatchObject({ message: 'You have no active registration to cancel.', extensions: { code: 'CONFLICT' } });
    expect((await t.agent.post('/api/trip/cancel').send({}).expect(409)).body.message).toBe('You have no active registration to cancel.');
    expect(await count('audit_events', { action: 'registration.cancelled' })).toBe(1);
  });

  it('when an anonymous caller cancels, then 401 on both faces', async () => {
    const anon = agentOf(built);
    expect((await anon.post('/api/trip/cancel').send({})).status).toBe(401);
    expect((await gql(anon, 'CancelMyRegistration', {})).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('when an admin cancels with a reason, then the traveller is told; a traveller may not; twice is a conflict', async () => {
    const t = await starter();
    const other = await signedInTraveller(built);
    expect((await other.agent.post(`/api/admin/cancel/${t.registrationId}`).send({ reason: 'Not mine' })).status).toBe(403);
    expect((await gql(other.agent, 'CancelRegistration', { id: t.registrationId, reason: 'Not mine' })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect((await agentOf(built).post(`/api/admin/cancel/${t.registrationId}`).send({ reason: 'Nobody' })).status).toBe(401);
    expect((await admin.post(`/api/admin/cancel/${t.registrationId}`).send({}).expect(400)).body.message).toBe('Please give a reason of 3 to 1000 characters');
    expect((await admin.post('/api/admin/cancel/not-an-id').send({ reason: 'Duplicate account' }).expect(404)).body.message).toBe('Registration not found');
    const g = await gql(admin, 'CancelRegistration', { id: t.registrationId, reason: 'Duplicate account' });
    expect(g.data!.cancelRegistration.cancellation).toEqual({ at: at(T0), reason: 'Duplicate account', by: 'ADMIN' });
    expect((await admin.post(`/api/admin/cancel/${t.registrationId}`).send({ reason: 'Again' }).expect(409)).body.message).toBe(
      'This registration is already cancelled.',
    );
    expect((await outbox('registration_cancelled')).map((m) => m.payload.reason)).toEqual(['Duplicate account']);
    // An admin step on a cancelled registration is refused too.
    expect((await admin.post('/api/admin/trip/deposit').send({ tripRegistrationId: t.registrationId, depositPaid: true }).expect(409)).body.message).toBe(
      'This registration is cancelled.',
    );
  });

  it('when the admin lists registrations, then a cancelled one is marked with its reason and the counts leave it out', async () => {
    const [a] = await Promise.all([starter(), starter()]);
    await admin.post(`/api/admin/cancel/${a.registrationId}`).send({ reason: 'Duplicate account' }).expect(200);
    const page = (await admin.get('/api/admin/trip-registrations/search').expect(200)).body;
    expect(page.total).toBe(2);
    expect(page.summary.registered).toBe(1);
    expect(page.items.find((r: { id: string }) => r.id === a.registrationId).cancellation.reason).toBe('Duplicate account');
    // The spec's list knows only active registrations.
    expect((await admin.get('/api/admin/trip-registrations').expect(200)).body).toHaveLength(1);
  });
});

describe('the waiting list', () => {
  it('when the group is full, then a start answers the spec FULL and the traveller joins the list on either face, with a place', async () => {
    await fillGroup();
    const w1 = await signedInTraveller(built);
    const w2 = await signedInTraveller(built);
    expect((await w1.agent.post('/api/trip/register').expect(409)).body.message).toBe('The trip is full');
    const joined = (await w1.agent.post('/api/trip/waitlist').expect(200)).body;
    expect(joined).toMatchObject({ state: 'WAITING', position: 1, offerExpiresAt: null });
    expect((await w1.agent.post('/api/trip/waitlist').expect(200)).body.id).toBe(joined.id);
    const g = await gql(w2.agent, 'JoinWaitlist');
    expect(g.data!.joinWaitlist).toMatchObject({ state: 'WAITING', position: 2 });
    expect((await gql(w2.agent, 'MySeat')).data!.mySeat.waitlist.position).toBe(2);
    expect((await outbox('waitlist_joined')).map((m) => m.payload.position)).toEqual([1, 2]);
    expect((await agentOf(built).get('/api/trip/seats').expect(200)).body).toEqual({ limit: 3, left: 0, full: true, waiting: 2 });
  });

  it('when seats are left or the caller is an admin or anonymous, then joining is refused with a reason', async () => {
    const t = await signedInTraveller(built);
    expect((await t.agent.post('/api/trip/waitlist').expect(409)).body.message).toBe('Places are still available: start your registration instead.');
    expect((await admin.post('/api/trip/waitlist').expect(403)).body.message).toBe('Admin accounts cannot join the waiting list.');
    expect((await agentOf(built).post('/api/trip/waitlist')).status).toBe(401);
    expect((await gql(agentOf(built), 'JoinWaitlist')).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    expect((await agentOf(built).get('/api/trip/seats').expect(200)).body).toEqual({ limit: 3, left: 3, full: false, waiting: 0 });
  });

  it('when a seat frees, then the first waiting gets one offer by email, new starters still read FULL, and only they may accept', async () => {
    const [a] = await fillGroup();
    const w1 = await signedInTraveller(built);
    const w2 = await signedInTraveller(built);
    const e1 = (await w1.agent.post('/api/trip/waitlist').expect(200)).body;
    await w2.agent.post('/api/trip/waitlist').expect(200);
    await a.agent.post('/api/trip/cancel').send({}).expect(200);

    const mine = (await w1.agent.get('/api/trip/seat').expect(200)).body.waitlist;
    expect(mine).toMatchObject({ id: e1.id, state: 'OFFERED', position: 1, offerExpiresAt: at(T0 + 48 * HOUR) });
    const offers = await outbox('waitlist_offer');
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ recipient_user_id: w1.userId, payload: expect.objectContaining({ deadline: at(T0 + 48 * HOUR) }) });
    const late = await signedInTraveller(built);
    expect((await late.agent.post('/api/trip/register').expect(409)).body.message).toBe('The trip is full');

    // Someone else's offer: not found, on both faces.
    expect((await w2.agent.post(`/api/trip/waitlist/${e1.id}/accept`).send({}).expect(404)).body.message).toBe('Offer not found');
    expect((await gql(w2.agent, 'AcceptOffer', { id: e1.id })).errors![0]!.extensions!.code).toBe('NOT_FOUND');
    expect((await agentOf(built).post(`/api/trip/waitlist/${e1.id}/accept`).send({})).status).toBe(401);

    nowMs = T0 + HOUR;
    const g = await gql(w1.agent, 'AcceptOffer', { id: e1.id, fare: 'barakah' });
    expect(g.data!.acceptOffer).toMatchObject({ status: 'PENDING', fare: 'barakah', holdExpiresAt: at(T0 + 73 * HOUR) });
    expect((await gql(w1.agent, 'AcceptOffer', { id: e1.id })).errors![0]!.message).toBe('There is no open offer to accept.');
    expect(await count('trip_registrations', { cancelled_at: null })).toBe(3);
    expect(await count('outbox_messages', { kind: 'registration_started', recipient_user_id: w1.userId })).toBe(1);
  });

  it('when an offer lapses, then it cannot be accepted and the pass offers the seat to the next person', async () => {
    const [a] = await fillGroup();
    const w1 = await signedInTraveller(built);
    const w2 = await signedInTraveller(built);
    const e1 = (await w1.agent.post('/api/trip/waitlist').expect(200)).body;
    const e2 = (await w2.agent.post('/api/trip/waitlist').expect(200)).body;
    await admin.post(`/api/admin/cancel/${a.registrationId}`).send({ reason: 'Asked by phone' }).expect(200);
    nowMs = T0 + 48 * HOUR;
    expect((await w1.agent.post(`/api/trip/waitlist/${e1.id}/accept`).send({}).expect(409)).body.message).toBe('This offer has expired.');
    const [p, q] = await Promise.all([built.services.seats.expire(), built.services.seats.expire()]);
    expect(p.lapsed + q.lapsed).toBe(1);
    expect((await w1.agent.get('/api/trip/seat').expect(200)).body.waitlist).toMatchObject({ state: 'LAPSED', position: null });
    expect((await w2.agent.get('/api/trip/seat').expect(200)).body.waitlist).toMatchObject({ id: e2.id, state: 'OFFERED', position: 1 });
    expect((await outbox('waitlist_offer_lapsed')).map((m) => m.recipient_user_id)).toEqual([w1.userId]);
    expect((await outbox('waitlist_offer')).map((m) => m.recipient_user_id)).toEqual([w1.userId, w2.userId]);
    // The lapsed traveller may join again, at the end.
    expect((await w1.agent.post('/api/trip/waitlist').expect(200)).body).toMatchObject({ state: 'WAITING', position: 2 });
  });

  it('when an offered traveller leaves the list, then the offer passes on at once', async () => {
    const [a] = await fillGroup();
    const w1 = await signedInTraveller(built);
    const w2 = await signedInTraveller(built);
    await w1.agent.post('/api/trip/waitlist').expect(200);
    await w2.agent.post('/api/trip/waitlist').expect(200);
    await a.agent.post('/api/trip/cancel').send({}).expect(200);
    expect((await gql(w1.agent, 'LeaveWaitlist')).data!.leaveWaitlist.state).toBe('LEFT');
    expect((await w2.agent.get('/api/trip/seat').expect(200)).body.waitlist.state).toBe('OFFERED');
    expect((await w1.agent.delete('/api/trip/waitlist').expect(409)).body.message).toBe('You are not on the waiting list.');
  });

  it('when the admin reorders with a reason and offers by hand, then the list follows, audited; a traveller may not', async () => {
    const [a] = await fillGroup();
    const ws = [await signedInTraveller(built), await signedInTraveller(built), await signedInTraveller(built)];
    const ids: string[] = [];
    for (const w of ws) ids.push((await w.agent.post('/api/trip/waitlist').expect(200)).body.id);

    const list = (await admin.get('/api/admin/waitlist').expect(200)).body;
    expect(list.map((e: { id: string; position: number }) => [e.id, e.position])).toEqual([
      [ids[0], 1],
      [ids[1], 2],
      [ids[2], 3],
    ]);
    expect(list[0].user.id).toBe(ws[0]!.userId);
    const moved = await gql(admin, 'ReorderWaitlist', { id: ids[2], position: 1, reason: 'Travels with family already in the group' });
    expect(moved.data!.reorderWaitlist.map((e: { id: string }) => e.id)).toEqual([ids[2], ids[0], ids[1]]);
    const rest = await admin.post(`/api/admin/waitlist/${ids[1]}/reorder`).send({ position: 2, reason: 'Earlier phone request' }).expect(200);
    expect(rest.body.map((e: { id: string }) => e.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect((await admin.post(`/api/admin/waitlist/${ids[1]}/reorder`).send({ position: 0, reason: 'abc' }).expect(400)).body.message).toBe(
      'Please give a position from 1',
    );
    expect((await ws[0]!.agent.post(`/api/admin/waitlist/${ids[1]}/reorder`).send({ position: 1, reason: 'abcd' })).status).toBe(403);
    expect((await gql(ws[0]!.agent, 'Waitlist')).errors![0]!.extensions!.code).toBe('FORBIDDEN');

    // No seat is free: an offer by hand is refused.
    expect((await admin.post(`/api/admin/waitlist/${ids[0]}/offer`).send({ reason: 'Priority' }).expect(409)).body.message).toBe(
      'No place is free to offer: every freed place is already offered.',
    );
    // A freed seat goes to the new first.
    await a.agent.post('/api/trip/cancel').send({}).expect(200);
    expect((await ws[2]!.agent.get('/api/trip/seat').expect(200)).body.waitlist.state).toBe('OFFERED');
    expect((await gql(admin, 'OfferSeat', { id: ids[2], reason: 'Again' })).errors![0]!.message).toBe('This person already has an open offer.');
    expect(await count('audit_events', { action: 'waitlist.reordered' })).toBe(2);
  });

  it('when the group limit is raised, then the admin may offer the new seat by hand, the pass offers none past the limit', async () => {
    await fillGroup();
    const ws = [await signedInTraveller(built), await signedInTraveller(built)];
    const ids: string[] = [];
    for (const w of ws) ids.push((await w.agent.post('/api/trip/waitlist').expect(200)).body.id);
    await setTripFacts(built, { group_size: 4 });
    try {
      expect((await built.services.seats.count(await built.services.trips.currentId())).limit).toBe(4);
      const g = await gql(admin, 'OfferSeat', { id: ids[1], reason: 'Travels with her mother' });
      expect(g.data!.offerSeat).toMatchObject({ state: 'OFFERED', offerExpiresAt: at(T0 + 48 * HOUR) });
      await built.services.seats.expire();
      expect((await ws[0]!.agent.get('/api/trip/seat').expect(200)).body.waitlist.state).toBe('WAITING');
      expect((await admin.post(`/api/admin/waitlist/${ids[0]}/offer`).send({ reason: 'Priority' }).expect(409)).body.message).toBe(
        'No place is free to offer: every freed place is already offered.',
      );
      expect((await built.db('audit_events').where({ action: 'waitlist.offered' }).first()).payload.reason).toBe('Travels with her mother');
    } finally {
      await setTripFacts(built, { group_size: 3 });
    }
  });

  it('when a traveller was cancelled and seats free up with nobody waiting, then the pass offers nothing and a start takes the seat', async () => {
    const [a] = await fillGroup();
    await a.agent.post('/api/trip/cancel').send({}).expect(200);
    expect((await built.services.seats.expire()).expired).toBe(0);
    expect((await agentOf(built).get('/api/trip/seats').expect(200)).body).toEqual({ limit: 3, left: 1, full: false, waiting: 0 });
    const late = await signedInTraveller(built);
    await late.agent.post('/api/trip/register').expect(201);
  });
});

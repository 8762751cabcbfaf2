// The seats under load (docs/decisions/0081): hundreds of simultaneous starts, cancellations,
// joins, acceptances and expiry passes against the real PostgreSQL. The group limit is never
// exceeded, every freed seat is offered exactly once, and no seat is offered twice.
import argon2 from 'argon2';
import type { BuiltApp } from '../src/app.js';
import { startFakeCms, type FakeCms } from './fake-cms.js';
import { agentOf, gql, resetDb, setTripFacts, startApp, type Agent } from './helpers.js';

const LIMIT = 20;
let cms: FakeCms;
let built: BuiltApp;
beforeAll(async () => {
  cms = await startFakeCms();
  // The requests queue for the pool's connections: each may wait as long as the machine needs.
  built = await startApp({ CMS_URL: cms.url, CONTENT_TTL_SECONDS: '600', DATABASE_ACQUIRE_TIMEOUT_MS: '120000' });
  await resetDb(built.db);
  await setTripFacts(built, { group_size: LIMIT });
});
afterAll(async () => {
  await resetDb(built.db);
  await built.close();
  await cms.stop();
});

/** `n` signed-in travellers (accounts inserted with a cheap hash: this test is about the seats, not argon2). */
async function travellers(n: number, tag: string): Promise<{ agent: Agent; id: string }[]> {
  const password = 'race-test-pass';
  const hash = await argon2.hash(password, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  const rows = Array.from({ length: n }, (_, i) => ({
    username: `race_${tag}_${i}`,
    email: `race_${tag}_${i}@example.com`,
    phone: '4165550000',
    full_name: `Race Traveller ${i}`,
    password_hash: hash,
    // Confirmed, as a seat needs (docs/product.md#email-verification).
    email_verified_at: new Date(),
  }));
  await built.db.batchInsert('users', rows, 100);
  const ids = new Map(
    (
      await built
        .db('users')
        .whereIn(
          'username',
          rows.map((r) => r.username),
        )
        .select('id', 'username')
    ).map((u: { id: string; username: string }) => [u.username, u.id]),
  );
  return Promise.all(
    rows.map(async (r) => {
      const agent = agentOf(built);
      await agent.post('/api/auth/login').send({ username: r.username, password }).expect(200);
      return { agent, id: ids.get(r.username)! };
    }),
  );
}

const scalar = async (sql: string) => Number(Object.values((await built.db.raw(sql)).rows[0] as Record<string, unknown>)[0]);

/** The invariants, read straight from the tables. */
async function check() {
  const active = await scalar('select count(*) from trip_registrations where cancelled_at is null');
  const offered = await scalar(`select count(*) from waitlist_entries where state = 'offered'`);
  const waiting = await scalar(`select count(*) from waitlist_entries where state = 'waiting'`);
  const cancellations = await scalar('select count(*) from trip_registrations where cancelled_at is not null');
  const offers = await scalar(`select count(*) from audit_events where action = 'waitlist.offered'`);
  const offeredTwice = await scalar(
    `select count(*) from (select entity_id from audit_events where action = 'waitlist.offered' group by entity_id having count(*) > 1) t`,
  );
  const offerMails = await scalar(`select count(*) from outbox_messages where kind = 'waitlist_offer'`);
  const lapsed = await scalar(`select count(*) from waitlist_entries where state in ('lapsed', 'left')`);
  // Never past the limit; no free seat while someone waits.
  expect(active + offered).toBeLessThanOrEqual(LIMIT);
  if (waiting > 0) expect(active + offered).toBe(LIMIT);
  // Every freed seat (a cancellation, a lapsed offer) offered exactly once, while people wait.
  if (waiting > 0) expect(offers).toBe(cancellations + lapsed);
  expect(offeredTwice).toBe(0);
  expect(offerMails).toBe(offers);
  return { active, offered, waiting, cancellations, offers };
}

it('when hundreds of starts, cancellations, joins and acceptances race, then the limit holds and every freed seat is offered exactly once', async () => {
  const holders = await travellers(LIMIT, 'h');
  const waiters = await travellers(40, 'w');
  const latecomers = await travellers(80, 'l');
  let requests = 0;
  const started = performance.now();

  // 20 starts at once (REST and GraphQL mixed) fill the group.
  const starts = await Promise.all(
    holders.map((h, i) => (i % 2 ? h.agent.post('/api/trip/register') : h.agent.post('/graphql').send({ query: 'mutation { startRegistration { id } }' }))),
  );
  requests += starts.length;
  expect(await check()).toMatchObject({ active: LIMIT, waiting: 0 });

  // 40 join at once (each twice), while 40 latecomers try to start: every place is distinct, every start FULL.
  const [joins, lateStarts] = await Promise.all([
    Promise.all(waiters.flatMap((w) => [w.agent.post('/api/trip/waitlist'), w.agent.post('/api/trip/waitlist')])),
    Promise.all(latecomers.slice(0, 40).map((l) => l.agent.post('/api/trip/register'))),
  ]);
  requests += joins.length + lateStarts.length;
  expect(joins.every((r) => r.status === 200)).toBe(true);
  expect(lateStarts.every((r) => r.status === 409 && r.body.message === 'The trip is full')).toBe(true);
  const places = await built.db('waitlist_entries').select('position');
  expect(new Set(places.map((p) => p.position)).size).toBe(40);

  // 15 holders cancel (each twice at once), 40 latecomers start, expiry passes run: all at once.
  const [cancels, starts2] = await Promise.all([
    Promise.all(holders.slice(0, 15).flatMap((h) => [h.agent.post('/api/trip/cancel').send({}), gql(h.agent, 'CancelMyRegistration', {})])),
    Promise.all(latecomers.slice(40).map((l) => l.agent.post('/api/trip/register'))),
    built.services.seats.expire(),
    built.services.seats.expire(),
  ]);
  requests += cancels.length + starts2.length;
  // Each holder's two cancellations: one succeeds, the other is a conflict.
  expect(cancels.filter((r) => ('body' in r ? r.status === 200 : Boolean(r.data?.cancelMyRegistration))).length).toBe(15);
  expect(starts2.every((r) => r.status === 409)).toBe(true);
  expect(await check()).toMatchObject({ active: 5, offered: 15, waiting: 25, cancellations: 15, offers: 15 });

  // Everyone offered accepts (twice at once), while 5 more holders cancel and the rest of the list tries to accept too.
  const offered = await built.db('waitlist_entries').where({ state: 'offered' }).select('id', 'user_id');
  const byUser = new Map(waiters.map((w) => [w.id, w]));
  const entries = await built.db('waitlist_entries').select('id', 'user_id');
  const accepts = await Promise.all([
    ...offered.flatMap((e) => [
      byUser.get(e.user_id)!.agent.post(`/api/trip/waitlist/${e.id}/accept`).send({}),
      gql(byUser.get(e.user_id)!.agent, 'AcceptOffer', { id: e.id }),
    ]),
    ...holders.slice(15).map((h) => h.agent.post('/api/trip/cancel').send({})),
    ...entries.filter((e) => !offered.some((o) => o.id === e.id)).map((e) => byUser.get(e.user_id)!.agent.post(`/api/trip/waitlist/${e.id}/accept`).send({})),
    built.services.seats.expire(),
  ]);
  requests += accepts.length;
  const after = await check();
  // The 5 seats freed in this round went to the next 5, who may have accepted within the same race.
  expect(after).toMatchObject({ waiting: 20, cancellations: 20, offers: 20 });
  expect(after.active + after.offered).toBe(LIMIT);
  expect(after.active).toBeGreaterThanOrEqual(15);
  // Every active registration came from an accepted offer; each started once, audited and emailed once.
  expect(await scalar(`select count(*) from waitlist_entries where state = 'accepted'`)).toBe(after.active);
  expect(await scalar(`select count(*) from audit_events where action = 'registration.started'`)).toBe(LIMIT + after.active);
  expect(await scalar(`select count(*) from outbox_messages where kind = 'registration_started'`)).toBe(LIMIT + after.active);
  console.log(`seats race: ${requests} requests in ${(performance.now() - started).toFixed(0)} ms; final ${JSON.stringify(after)}`);
});

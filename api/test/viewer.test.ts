// The viewer, resolved once per request from a Redis copy of the account (issue 15/16): two api
// processes share Redis, each keeps using the copy, and every change to the account voids it for
// both at once — a password change, a profile edit, a role change, and every change of the
// traveller's registration, which the copy carries (ADR 0065).
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { createTransactor } from '../src/lib/db.js';
import { createRegistrationRepository } from '../src/modules/registration/registration.repository.js';
import { newTraveller, resetDb, sessionCookie, startApp } from './helpers.js';

let a: BuiltApp;
let b: BuiltApp;
const prefix = `umrah-test:viewer-${Date.now()}:`;
beforeAll(async () => {
  a = await startApp({ REDIS_KEY_PREFIX: prefix });
  b = await startApp({ REDIS_KEY_PREFIX: prefix });
  await resetDb(a.db);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
});

async function signIn(app: BuiltApp, username: string, password: string, path = '/api/auth/login') {
  const res = await request(app.app).post(path).send({ username, password }).expect(200);
  return sessionCookie(res.headers)!;
}

async function traveller() {
  const t = newTraveller();
  await request(a.app).post('/api/auth/register').send(t).expect(201);
  return t;
}

/** The SQL statements an app sends while `work` runs. */
async function queriesDuring(app: BuiltApp, work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const listener = (q: { sql: string }) => seen.push(q.sql);
  app.db.on('query', listener);
  try {
    await work();
  } finally {
    app.db.off('query', listener);
  }
  return seen;
}

describe('the viewer', () => {
  it('when a traveller has signed in, then their calls ask PostgreSQL nothing about who is calling, on either process', async () => {
    const t = await traveller();
    // Signing in makes the copy (it already waits on the password hash).
    const cookie = await signIn(a, t.username, t.password);
    const first = await queriesDuring(b, async () => {
      const res = await request(b.app).get('/api/auth/check').set('Cookie', cookie);
      expect(res.body).toEqual({ isAuthenticated: true, isAdmin: false });
    });
    expect(first).toEqual([]);
    expect(await queriesDuring(a, () => request(a.app).get('/api/auth/check').set('Cookie', cookie).expect(200))).toEqual([]);
  });

  it('when the copy is gone (expired or voided), then the next call reads the account once and the calls after it nothing', async () => {
    const t = await traveller();
    const cookie = await signIn(a, t.username, t.password);
    const { id } = await a.db('users').where({ username: t.username }).first('id');
    expect(await a.redis.del(`${prefix}viewer:${id}`)).toBe(1);
    const first = await queriesDuring(b, () => request(b.app).get('/api/auth/check').set('Cookie', cookie).expect(200));
    expect(first.filter((sql) => sql.includes('"users"'))).toHaveLength(1);
    expect(await queriesDuring(b, () => request(b.app).get('/api/auth/check').set('Cookie', cookie).expect(200))).toEqual([]);
  });

  it('when a traveller changes their password through one process, then their other session ends on the other at once', async () => {
    const t = await traveller();
    const here = await signIn(a, t.username, t.password);
    const there = await signIn(b, t.username, t.password);
    expect((await request(b.app).get('/api/user/profile').set('Cookie', there)).status).toBe(200);
    await request(a.app).post('/api/user/change-password').set('Cookie', here).send({ currentPassword: t.password, newPassword: 'a-new-secret-1' }).expect(200);
    const res = await request(b.app).get('/api/user/profile').set('Cookie', there);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('You must be signed in');
    const check = await request(b.app).get('/api/auth/check').set('Cookie', there);
    expect(check.body).toEqual({ isAuthenticated: false, isAdmin: false });
  });

  it('when a traveller edits their profile through one process, then the other shows the new name at once', async () => {
    const t = await traveller();
    const cookie = await signIn(a, t.username, t.password);
    const status = () => request(b.app).post('/graphql').set('Cookie', cookie).send({ query: '{ authStatus { viewer { fullName } } }' });
    expect((await status()).body.data.authStatus.viewer.fullName).toBe(t.fullName);
    await request(a.app).put('/api/user/profile').set('Cookie', cookie).send({ fullName: 'Amina Renamed', email: t.email, phone: t.phone }).expect(200);
    expect((await status()).body.data.authStatus.viewer.fullName).toBe('Amina Renamed');
  });

  it("when an admin's role changes through one process, then the other refuses their next admin call (403)", async () => {
    const { user } = await a.services.auth.ensureAdmin({ username: 'viewer_admin', password: 'admin-secret-1' });
    const cookie = await signIn(b, 'viewer_admin', 'admin-secret-1', '/api/admin/login');
    expect((await request(b.app).get('/api/admin/finance').set('Cookie', cookie)).status).toBe(200);
    // An operator's change of role, made the way every account change is: between two voids.
    await a.services.viewers.changing(user.id, () => a.db('users').where({ id: user.id }).update({ role: 'traveler' }));
    const res = await request(b.app).get('/api/admin/finance').set('Cookie', cookie);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have access to this');
    const gql = await request(b.app).post('/graphql').set('Cookie', cookie).send({ query: '{ financeOverview { collectedCents } }' });
    expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('when a traveller signs out through one process, then the other treats the cookie as anonymous at once', async () => {
    const t = await traveller();
    const cookie = await signIn(a, t.username, t.password);
    expect((await request(b.app).get('/api/trip/registration').set('Cookie', cookie)).status).toBe(200);
    await request(a.app).post('/api/auth/logout').set('Cookie', cookie).expect(200);
    const res = await request(b.app).get('/api/trip/registration').set('Cookie', cookie);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('You must be signed in');
  });
});

describe("the traveller's registration, carried by the account copy", () => {
  let admin: string;
  beforeAll(async () => {
    await a.services.auth.ensureAdmin({ username: 'copy_admin', password: 'admin-secret-1' });
    admin = await signIn(a, 'copy_admin', 'admin-secret-1', '/api/admin/login');
  });
  const myRegistration = (app: BuiltApp, cookie: string) =>
    request(app.app).post('/graphql').set('Cookie', cookie).send({ query: '{ myRegistration { status fare depositPaid } }' });

  it('when a traveller reads their registration, then PostgreSQL is asked nothing, on either process, REST and GraphQL alike', async () => {
    const t = await traveller();
    const cookie = await signIn(a, t.username, t.password);
    await request(a.app).post('/api/trip/register').set('Cookie', cookie).send({}).expect(201);
    // The start voided the copy: the first read after it reads the account and the registration once.
    const first = await queriesDuring(a, () => request(a.app).get('/api/trip/registration').set('Cookie', cookie).expect(200));
    expect(first).toHaveLength(2);
    for (const app of [a, b]) {
      const reads = await queriesDuring(app, async () => {
        expect((await request(app.app).get('/api/trip/registration').set('Cookie', cookie)).body).toMatchObject({ status: 'PENDING' });
        expect((await myRegistration(app, cookie)).body.data.myRegistration).toEqual({ status: 'PENDING', fare: 'nonBarakah', depositPaid: false });
      });
      expect(reads).toEqual([]);
    }
  });

  it('when the traveller registers through one process, then the other shows the registration at once', async () => {
    const t = await traveller();
    const cookie = await signIn(a, t.username, t.password);
    expect((await request(b.app).get('/api/trip/registration').set('Cookie', cookie)).body).toBeNull();
    await request(a.app).post('/api/trip/register').set('Cookie', cookie).send({}).expect(201);
    expect((await request(b.app).get('/api/trip/registration').set('Cookie', cookie)).body).toMatchObject({ status: 'PENDING' });
  });

  it("when an admin takes a step or changes the fare through one process, then the traveller's next read on the other shows it, REST and GraphQL alike", async () => {
    const t = await traveller();
    const cookie = await signIn(a, t.username, t.password);
    const { body: started } = await request(a.app).post('/api/trip/register').set('Cookie', cookie).send({}).expect(201);
    expect((await myRegistration(b, cookie)).body.data.myRegistration).toMatchObject({ status: 'PENDING', fare: 'nonBarakah' });
    await request(a.app).post('/api/admin/trip/deposit').set('Cookie', admin).send({ tripRegistrationId: started.id, depositPaid: true }).expect(200);
    expect((await request(b.app).get('/api/trip/registration').set('Cookie', cookie)).body).toMatchObject({ status: 'DEPOSIT_PAID', depositPaid: true });
    expect((await myRegistration(b, cookie)).body.data.myRegistration).toMatchObject({ status: 'DEPOSIT_PAID', depositPaid: true });
    await request(a.app).post(`/api/admin/trip-registrations/${started.id}/fare`).set('Cookie', admin).send({ fare: 'barakah' }).expect(200);
    expect((await myRegistration(b, cookie)).body.data.myRegistration).toMatchObject({ fare: 'barakah' });
  });

  it('when the traveller reads while a change is being written, then the copy made from the old row is voided once it commits', async () => {
    const t = await traveller();
    const cookie = await signIn(a, t.username, t.password);
    const { body: started } = await request(a.app).post('/api/trip/register').set('Cookie', cookie).send({}).expect(201);
    const registrations = createRegistrationRepository(a.db, (tx, ids) => a.services.viewers.changedIn(tx, ids));
    const fare = async () => (await request(b.app).get('/api/trip/registration').set('Cookie', cookie)).body.fare;
    await createTransactor(a.db).transaction(async (tx) => {
      await registrations.setFare(started.id, 'barakah', tx);
      // Not committed yet: this read makes a copy from the old row.
      expect(await fare()).toBe('nonBarakah');
    });
    expect(await fare()).toBe('barakah');
  });

  it('when a copy was made before copies carried the registration, then it is read again, not answered empty', async () => {
    const t = await traveller();
    const cookie = await signIn(a, t.username, t.password);
    await request(a.app).post('/api/trip/register').set('Cookie', cookie).send({}).expect(201);
    await request(a.app).get('/api/trip/registration').set('Cookie', cookie).expect(200);
    const { id } = await a.db('users').where({ username: t.username }).first('id');
    // A copy as the api wrote them before (no format, no registration), under the current generation.
    const copy = JSON.parse((await a.redis.get(`${prefix}viewer:${id}`))!) as { f?: number; g: string; v: Record<string, unknown> };
    delete copy.f;
    delete copy.v.registration;
    await a.redis.set(`${prefix}viewer:${id}`, JSON.stringify(copy));
    expect((await request(b.app).get('/api/trip/registration').set('Cookie', cookie)).body).toMatchObject({ status: 'PENDING' });
  });

  it('when a step is refused, then the traveller still reads the registration as it is', async () => {
    const t = await traveller();
    const cookie = await signIn(a, t.username, t.password);
    const { body: started } = await request(a.app).post('/api/trip/register').set('Cookie', cookie).send({}).expect(201);
    await request(a.app).post(`/api/admin/approve-form/${started.id}`).set('Cookie', admin).expect(409);
    expect((await request(b.app).get('/api/trip/registration').set('Cookie', cookie)).body).toMatchObject({ status: 'PENDING', formApproved: false });
  });
});

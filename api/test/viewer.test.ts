// The viewer, resolved once per request from PostgreSQL (docs/decisions/0069): two api processes
// share one database, and every write to an account or its registration, through every path that
// makes one, shows in the very next request on the other process. There is no copy to go stale.
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { newTraveller, passSecondFactorByCookie, resetDb, sessionCookie, startApp, userIdOf, verifyEmailOf } from './helpers.js';

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
  const cookie = sessionCookie(res.headers)!;
  // Staff pass their second factor (ADR 0104): the session id changes with it.
  return res.body.secondFactor ? passSecondFactorByCookie(app, cookie, await userIdOf(app, username), res.body.secondFactor) : cookie;
}

async function traveller() {
  const t = newTraveller();
  await request(a.app).post('/api/auth/register').send(t).expect(201);
  await verifyEmailOf(a, await userIdOf(a, t.username));
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
  it('when a signed-in call is made, then the account is read once, by its id, and nothing else about who is calling', async () => {
    const t = await traveller();
    const cookie = await signIn(a, t.username, t.password);
    const reads = await queriesDuring(b, async () => {
      const res = await request(b.app).get('/api/auth/check').set('Cookie', cookie);
      expect(res.body).toEqual({ isAuthenticated: true, isAdmin: false });
    });
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/from "users" where "users"\."id" = \$1/);
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
    // An operator's change of role, straight in the database (no session ends: the role decides).
    await a.db('users').where({ id: user.id }).update({ staff_role: 'leader' });
    const res = await request(b.app).get('/api/admin/finance').set('Cookie', cookie);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have access to this');
    const gql = await request(b.app).post('/graphql').set('Cookie', cookie).send({ query: '{ financeOverview { collectedCents } }' });
    expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('when a traveller turns reminders off through one process, then the other shows the new profile time and setting at once', async () => {
    const t = await traveller();
    const cookie = await signIn(a, t.username, t.password);
    const before = (await request(b.app).get('/api/user/profile').set('Cookie', cookie).expect(200)).body.updatedAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await request(a.app).put('/api/user/reminders').set('Cookie', cookie).send({ enabled: false }).expect(200);
    expect((await request(b.app).get('/api/user/reminders').set('Cookie', cookie).expect(200)).body).toMatchObject({ enabled: false });
    expect((await request(b.app).get('/api/user/profile').set('Cookie', cookie).expect(200)).body.updatedAt).not.toBe(before);
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

describe("the traveller's registration", () => {
  let admin: string;
  beforeAll(async () => {
    await a.services.auth.ensureAdmin({ username: 'copy_admin', password: 'admin-secret-1' });
    admin = await signIn(a, 'copy_admin', 'admin-secret-1', '/api/admin/login');
  });
  const myRegistration = (app: BuiltApp, cookie: string) =>
    request(app.app).post('/graphql').set('Cookie', cookie).send({ query: '{ myRegistration { status fare depositPaid } }' });

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

  it('when a step is refused, then the traveller still reads the registration as it is', async () => {
    const t = await traveller();
    const cookie = await signIn(a, t.username, t.password);
    const { body: started } = await request(a.app).post('/api/trip/register').set('Cookie', cookie).send({}).expect(201);
    await request(a.app).post(`/api/admin/approve-form/${started.id}`).set('Cookie', admin).expect(409);
    expect((await request(b.app).get('/api/trip/registration').set('Cookie', cookie)).body).toMatchObject({ status: 'PENDING', formApproved: false });
  });
});

// Boundaries no other test touched (issue 16): each asserts the rule's edge from both sides,
// with the texts written out.
import { jest } from '@jest/globals';
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { newTraveller, resetDb, sessionCookie, signedInAdmin, startApp, travellerAt, type Agent } from './helpers.js';
import { validForm } from './trip-form-fixtures.js';

let built: BuiltApp;
let admin: Agent;
beforeAll(async () => {
  built = await startApp({ SESSION_ABSOLUTE_HOURS: '12', SESSION_IDLE_MINUTES: '120' });
  await resetDb(built.db);
  admin = (await signedInAdmin(built)).agent;
});
afterAll(() => built.close());

describe('password length', () => {
  it('when a sign-up password is exactly 200 characters, then the account is made and signs in with it', async () => {
    const t = newTraveller({ password: 'p'.repeat(200) });
    await request(built.app).post('/api/auth/register').send(t).expect(201);
    const login = await request(built.app).post('/api/auth/login').send({ username: t.username, password: t.password });
    expect(login.status).toBe(200);
  });

  it('when a sign-up password is 201 characters, then 400 "Password must be at most 200 characters" and no account', async () => {
    const t = newTraveller({ password: 'p'.repeat(201) });
    const res = await request(built.app).post('/api/auth/register').send(t);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ password: 'Password must be at most 200 characters' });
    expect(await built.db('users').whereRaw('lower(username) = lower(?)', [t.username])).toHaveLength(0);
  });

  it('when a login password is 201 characters, then 400 on the password field before any hashing', async () => {
    const res = await request(built.app)
      .post('/api/auth/login')
      .send({ username: 'someone', password: 'p'.repeat(201) });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ password: 'Password must be at least 6 characters' });
  });
});

describe('date of birth (spec §9: 1900-01-01 to today)', () => {
  it('when the date of birth is 1900-01-01, then the form is submitted and reads back that day', async () => {
    const t = await travellerAt(built, admin, 'DEPOSIT_PAID');
    const res = await t.agent.post('/api/trip/form').send(validForm({ tripRegistrationId: t.registrationId, dateOfBirth: '1900-01-01' }));
    expect(res.status).toBe(200);
    expect((await t.agent.get('/api/trip/form').expect(200)).body.dateOfBirth).toMatch(/^1900-01-01/);
  });

  it('when the date of birth is 1899-12-31, then 400 with the range message on the field', async () => {
    const t = await travellerAt(built, admin, 'DEPOSIT_PAID');
    const res = await t.agent.post('/api/trip/form').send(validForm({ tripRegistrationId: t.registrationId, dateOfBirth: '1899-12-31' }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.dateOfBirth).toBe('Date of birth must be between January 1st, 1900 and today');
  });
});

describe('a JPEG is known by FF D8 FF', () => {
  const upload = (agent: Agent, bytes: Buffer) =>
    agent
      .post('/api/trip/documents')
      .field('metadata', JSON.stringify({ type: 'photo' }))
      .attach('file', bytes, { filename: 'photo.jpg', contentType: 'image/jpeg' });

  it.each([
    ['FF D8 00', [0xff, 0xd8, 0x00]],
    ['FF D8 FE', [0xff, 0xd8, 0xfe]],
    ['FF D8 D8', [0xff, 0xd8, 0xd8]],
  ])('when a file starts %s (not FF D8 FF), then 400 "Only JPEG, PNG, WebP or PDF files are accepted." and nothing is stored', async (_label, head) => {
    const t = await travellerAt(built, admin, 'FORM_APPROVED');
    const res = await upload(t.agent, Buffer.concat([Buffer.from(head), Buffer.alloc(200, 7)]));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Only JPEG, PNG, WebP or PDF files are accepted.');
    expect(await built.db('trip_documents').where({ user_id: t.userId })).toHaveLength(0);
  });

  it('when a file starts FF D8 FF, then it is stored as a JPEG', async () => {
    const t = await travellerAt(built, admin, 'FORM_APPROVED');
    const res = await upload(t.agent, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]));
    expect(res.status).toBe(201);
    expect(res.body.contentType).toBe('image/jpeg');
  });
});

describe('the absolute session lifetime (12 hours here)', () => {
  afterEach(() => jest.restoreAllMocks());

  async function signIn() {
    const t = newTraveller();
    await request(built.app).post('/api/auth/register').send(t).expect(201);
    const login = await request(built.app).post('/api/auth/login').send({ username: t.username, password: t.password }).expect(200);
    return sessionCookie(login.headers)!;
  }
  const check = async (cookie: string) => (await request(built.app).get('/api/auth/check').set('Cookie', cookie)).body;
  const HOUR = 3_600_000;

  it('when the session is used just before 12 hours since sign-in, then it still works', async () => {
    const cookie = await signIn();
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 12 * HOUR - 60_000);
    expect(await check(cookie)).toEqual({ isAuthenticated: true, isAdmin: false });
  });

  it('when the session is used just after 12 hours since sign-in, however active, then it has ended for good', async () => {
    const cookie = await signIn();
    const now = Date.now();
    // Busy all along: the idle lifetime keeps restarting, the absolute one does not.
    for (const hours of [3, 6, 9, 11.9]) {
      jest.spyOn(Date, 'now').mockReturnValue(now + hours * HOUR);
      expect((await check(cookie)).isAuthenticated).toBe(true);
    }
    jest.spyOn(Date, 'now').mockReturnValue(now + 12 * HOUR + 1000);
    expect(await check(cookie)).toEqual({ isAuthenticated: false, isAdmin: false });
    jest.restoreAllMocks();
    // Back to the real clock: the same cookie no longer opens anything (the session is gone).
    expect(await check(cookie)).toEqual({ isAuthenticated: false, isAdmin: false });
    expect((await request(built.app).get('/api/user/profile').set('Cookie', cookie)).status).toBe(401);
  });

  it('when the traveller signs in again, then the lifetime counts from the new sign-in', async () => {
    await signIn();
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 13 * HOUR);
    const fresh = await signIn();
    jest.spyOn(Date, 'now').mockReturnValue(now + 24 * HOUR);
    expect((await check(fresh)).isAuthenticated).toBe(true);
  });
});

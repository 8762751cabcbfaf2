// Strong sign-in (docs/product.md#second-factor, ADR 0104): staff pass a second factor at every
// sign-in and enrol one first; travellers may. Both faces; the clock is the test's (a TOTP code
// belongs to a 30-second step).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from './env.js';
import { agentOf, gql, resetDb, sessionCookie, signedInTraveller, startApp, type Agent } from './helpers.js';

let now = new Date('2026-11-26T10:00:05Z');
const prefix = `umrah-test:second-factor-${Date.now()}:`;
let built: BuiltApp;
beforeAll(async () => {
  built = await startApp({ REDIS_KEY_PREFIX: prefix }, { clock: () => now });
  await resetDb(built.db);
});
afterAll(() => built.close());

let counter = 0;
async function newStaff() {
  counter += 1;
  const username = `staff_${counter}_${Date.now().toString(36)}`;
  const password = 'staff-secret-1';
  const { user } = await built.services.auth.ensureAdmin({ username, password });
  return { username, password, userId: user.id };
}
const codeAt = (secret: string, at = now) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
const later = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));

async function passwordStep(agent: Agent, s: { username: string; password: string }) {
  return (await agent.post('/api/admin/login').send({ username: s.username, password: s.password }).expect(200)).body;
}
async function enrolled(agent: Agent, s: { username: string; password: string }) {
  await passwordStep(agent, s);
  const { secret } = (await agent.post('/api/auth/second-factor/totp/setup').expect(200)).body;
  const { recoveryCodes } = (
    await agent
      .post('/api/auth/second-factor/totp/confirm')
      .send({ code: await codeAt(secret) })
      .expect(200)
  ).body;
  return { secret, recoveryCodes: recoveryCodes as string[] };
}
const actions = (userId: string) => built.db('audit_events').where({ actor_user_id: userId }).orderBy('id').pluck('action');

describe('a staff member without a factor', () => {
  it('when they sign in with their password, then the answer asks to enrol and nothing of the dashboard opens', async () => {
    const s = await newStaff();
    const agent = agentOf(built);
    expect(await passwordStep(agent, s)).toEqual({ success: true, isAdmin: true, secondFactor: 'enrol' });
    expect((await agent.get('/api/admin/trip-registrations')).status).toBe(401);
    expect((await agent.get('/api/auth/check')).body).toMatchObject({ isAuthenticated: false, isAdmin: false });
    expect((await agent.get('/api/auth/second-factor').expect(200)).body).toEqual({
      pending: 'enrol',
      username: s.username,
      totp: false,
      passkeys: 0,
      recoveryCodesLeft: 0,
    });
  });

  it('when they confirm the app with a wrong code, then 400 says so and they are still not in', async () => {
    const s = await newStaff();
    const agent = agentOf(built);
    await passwordStep(agent, s);
    const { secret } = (await agent.post('/api/auth/second-factor/totp/setup').expect(200)).body;
    const wrong = (await codeAt(secret, new Date(now.getTime() - 300_000))) as string;
    const res = await agent.post('/api/auth/second-factor/totp/confirm').send({ code: wrong });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'That code is not right. Enter the code your app shows now.',
      fieldErrors: { code: 'That code is not right. Enter the code your app shows now.' },
    });
    expect((await agent.get('/api/admin/trip-registrations')).status).toBe(401);
  });

  it('when they confirm the app with its code, then ten recovery codes come, the dashboard opens, and the enrolment is audited', async () => {
    const s = await newStaff();
    const agent = agentOf(built);
    const { recoveryCodes } = await enrolled(agent, s);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await agent.get('/api/admin/trip-registrations')).status).toBe(200);
    expect(await actions(s.userId)).toEqual(['factor.totp_enrolled']);
  });

  it('when the app secret is stored, then it is encrypted (the secret is not in the row)', async () => {
    const s = await newStaff();
    const { secret } = await enrolled(agentOf(built), s);
    const row = await built.db('totp_factors').where({ user_id: s.userId }).first();
    expect(row.secret_encrypted).not.toContain(secret);
    expect(row.secret_encrypted.startsWith('v1:')).toBe(true);
  });
});

describe('a staff member with an app', () => {
  it('when they sign in, then the answer asks for the code, and the code opens the dashboard (audited)', async () => {
    const s = await newStaff();
    const { secret } = await enrolled(agentOf(built), s);
    later(30);
    const agent = agentOf(built);
    expect((await passwordStep(agent, s)).secondFactor).toBe('verify');
    expect((await agent.get('/api/admin/trip-registrations')).status).toBe(401);
    await agent
      .post('/api/auth/second-factor/verify')
      .send({ code: await codeAt(secret) })
      .expect(200);
    expect((await agent.get('/api/admin/trip-registrations')).status).toBe(200);
    expect(await actions(s.userId)).toEqual(['factor.totp_enrolled', 'sign_in.totp']);
  });

  it('when a code is replayed within its window, then 400 "already used" and that sign-in stays closed', async () => {
    const s = await newStaff();
    const { secret } = await enrolled(agentOf(built), s);
    later(30);
    const first = agentOf(built);
    await passwordStep(first, s);
    const code = await codeAt(secret);
    await first.post('/api/auth/second-factor/verify').send({ code }).expect(200);
    const second = agentOf(built);
    await passwordStep(second, s);
    const res = await second.post('/api/auth/second-factor/verify').send({ code });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('That code was already used. Wait for the next code in your app.');
    expect((await second.get('/api/admin/trip-registrations')).status).toBe(401);
  });

  it('when a recovery code is used, then it works once; used again it is refused with the message', async () => {
    const s = await newStaff();
    const { recoveryCodes } = await enrolled(agentOf(built), s);
    const a = agentOf(built);
    await passwordStep(a, s);
    await a.post('/api/auth/second-factor/verify').send({ recoveryCode: recoveryCodes[0]!.toUpperCase() }).expect(200);
    expect((await a.get('/api/admin/trip-registrations')).status).toBe(200);
    const b = agentOf(built);
    await passwordStep(b, s);
    const res = await b.post('/api/auth/second-factor/verify').send({ recoveryCode: recoveryCodes[0] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'That recovery code is not valid or was already used.',
      fieldErrors: { recoveryCode: 'That recovery code is not valid or was already used.' },
    });
    expect((await b.get('/api/auth/second-factor')).body.recoveryCodesLeft).toBe(9);
  });

  it('when five wrong codes are typed, then the waiting sign-in ends and the password is asked again', async () => {
    const s = await newStaff();
    await enrolled(agentOf(built), s);
    const agent = agentOf(built);
    await passwordStep(agent, s);
    for (let i = 0; i < 4; i++) expect((await agent.post('/api/auth/second-factor/verify').send({ code: '000000' })).status).toBe(400);
    const last = await agent.post('/api/auth/second-factor/verify').send({ code: '000000' });
    expect(last.status).toBe(401);
    expect(last.body.message).toBe('Too many wrong codes. Please sign in again.');
    expect((await agent.post('/api/auth/second-factor/verify').send({ code: '000000' })).body.message).toBe('Your sign-in has expired. Please sign in again.');
  });

  it('when a sign-in waiting for its code tries to set up a new app, then it is refused (a factor cannot be skipped)', async () => {
    const s = await newStaff();
    await enrolled(agentOf(built), s);
    const agent = agentOf(built);
    await passwordStep(agent, s);
    const res = await agent.post('/api/auth/second-factor/totp/setup');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Your sign-in has expired. Please sign in again.');
  });

  it('when nobody has signed in, then every second-factor call is 401 on both faces', async () => {
    const anon = agentOf(built);
    expect((await anon.post('/api/auth/second-factor/verify').send({ code: '123456' })).status).toBe(401);
    expect((await anon.get('/api/auth/second-factor')).status).toBe(401);
    const g = await gql(anon, 'VerifySecondFactor', { code: '123456' });
    expect(g.errors?.[0]).toMatchObject({ message: 'Your sign-in has expired. Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('the GraphQL face', () => {
  it('when a staff member enrols and signs in again through GraphQL, then each step answers as REST does', async () => {
    const s = await newStaff();
    const agent = agentOf(built);
    const login = await gql(agent, 'AdminLogIn', { input: { username: s.username, password: s.password } });
    expect(login.data?.adminLogIn).toEqual({ isAdmin: true, secondFactor: 'enrol' });
    const setup = await gql(agent, 'SetUpTotp');
    expect(setup.data?.setUpTotp.uri).toMatch(/^otpauth:\/\/totp\//);
    const bad = await gql(agent, 'ConfirmTotp', { code: '12345' });
    expect(bad.errors?.[0]?.message).toBe('Enter the 6-digit code from your authenticator app');
    const ok = await gql(agent, 'ConfirmTotp', { code: await codeAt(setup.data?.setUpTotp.secret) });
    expect(ok.data?.confirmTotp.recoveryCodes).toHaveLength(10);
    expect((await gql(agent, 'AuthStatus')).data?.authStatus).toMatchObject({ isAuthenticated: true, isAdmin: true });

    later(30);
    const again = agentOf(built);
    expect((await gql(again, 'AdminLogIn', { input: { username: s.username, password: s.password } })).data?.adminLogIn.secondFactor).toBe('verify');
    const status = await gql(again, 'SecondFactorStatus');
    expect(status.data?.secondFactorStatus).toMatchObject({ pending: 'verify', totp: true, recoveryCodesLeft: 10 });
    const wrong = await gql(again, 'VerifySecondFactor', { recoveryCode: 'aaaaa-aaaaa' });
    expect(wrong.errors?.[0]?.message).toBe('That recovery code is not valid or was already used.');
    const verified = await gql(again, 'VerifySecondFactor', { code: await codeAt(setup.data?.setUpTotp.secret) });
    expect(verified.data?.verifySecondFactor).toEqual({ success: true });
    expect((await gql(again, 'AuthStatus')).data?.authStatus.isAdmin).toBe(true);
  });

  it('when a passkey response is not one, then it is refused with the message on both faces', async () => {
    const s = await newStaff();
    const agent = agentOf(built);
    await passwordStep(agent, s);
    const options = await gql(agent, 'PasskeyRegistrationOptions');
    expect(JSON.parse(options.data?.passkeyRegistrationOptions).rp).toMatchObject({ name: 'Umrah Journey' });
    const g = await gql(agent, 'RegisterPasskey', { response: '{"id":"x","response":{}}' });
    expect(g.errors?.[0]?.message).toBe('The passkey could not be checked. Try again, or use another way to sign in.');
    const rest = await agent.post('/api/auth/passkeys/register').send({ response: 'not json' });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe('The passkey could not be checked. Try again, or use another way to sign in.');
  });
});

describe('travellers', () => {
  it('when a traveller without a factor signs in, then nothing more is asked', async () => {
    const t = await signedInTraveller(built);
    const res = await agentOf(built).post('/api/auth/login').send({ username: t.t.username, password: t.t.password }).expect(200);
    expect(res.body).toEqual({ success: true, isAdmin: false, secondFactor: null });
  });

  it('when a traveller enrols an app from their profile, then their next sign-in asks for it', async () => {
    const t = await signedInTraveller(built);
    const { secret } = (await t.agent.post('/api/auth/second-factor/totp/setup').expect(200)).body;
    await t.agent
      .post('/api/auth/second-factor/totp/confirm')
      .send({ code: await codeAt(secret) })
      .expect(200);
    expect((await t.agent.get('/api/user/profile')).status).toBe(200);
    later(30);
    const next = agentOf(built);
    const res = await next.post('/api/auth/login').send({ username: t.t.username, password: t.t.password }).expect(200);
    expect(res.body.secondFactor).toBe('verify');
    expect((await next.get('/api/user/profile')).status).toBe(401);
    await next
      .post('/api/auth/second-factor/verify')
      .send({ code: await codeAt(secret) })
      .expect(200);
    expect((await next.get('/api/user/profile')).status).toBe(200);
  });

  it('when a traveller asks for staff enrolment state, then they cannot reach admin data with it', async () => {
    const t = await signedInTraveller(built);
    expect((await t.agent.get('/api/admin/trip-registrations')).status).toBe(403);
  });
});

describe('staff session lifetimes', () => {
  const sidOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1]!).slice(2).split('.')[0]!;
  async function staffCookie() {
    const s = await newStaff();
    const login = await request(built.app).post('/api/admin/login').send({ username: s.username, password: s.password }).expect(200);
    let cookie = sessionCookie(login.headers)!;
    const { secret } = (await request(built.app).post('/api/auth/second-factor/totp/setup').set('Cookie', cookie).expect(200)).body;
    const done = await request(built.app)
      .post('/api/auth/second-factor/totp/confirm')
      .set('Cookie', cookie)
      .send({ code: await codeAt(secret) })
      .expect(200);
    cookie = sessionCookie(done.headers) ?? cookie;
    return cookie;
  }
  async function moveBack(cookie: string, field: 'lastSeenAt' | 'signedInAt', ms: number) {
    const key = `${prefix}sess:${sidOf(cookie)}`;
    const stored = JSON.parse((await built.redis.get(key))!);
    stored[field] -= ms;
    await built.redis.set(key, JSON.stringify(stored), 'KEEPTTL');
  }

  it('when a staff session has been idle 31 minutes, then it is over', async () => {
    const cookie = await staffCookie();
    await request(built.app).get('/api/admin/trip-registrations').set('Cookie', cookie).expect(200);
    await moveBack(cookie, 'lastSeenAt', 31 * 60_000);
    expect((await request(built.app).get('/api/admin/trip-registrations').set('Cookie', cookie)).status).toBe(401);
  });

  it('when a staff session has been idle 29 minutes, then it goes on', async () => {
    const cookie = await staffCookie();
    await moveBack(cookie, 'lastSeenAt', 29 * 60_000);
    expect((await request(built.app).get('/api/admin/trip-registrations').set('Cookie', cookie)).status).toBe(200);
  });

  it('when a staff session started more than 12 hours ago, then it is over however active', async () => {
    const cookie = await staffCookie();
    await moveBack(cookie, 'signedInAt', 12 * 3_600_000 + 60_000);
    expect((await request(built.app).get('/api/admin/trip-registrations').set('Cookie', cookie)).status).toBe(401);
  });
});

describe('a staff member who lost every factor', () => {
  const resetFactors = (username: string) =>
    spawnSync('npx', ['tsx', 'src/cli/staff-reset-factors.ts', username], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: TEST_DATABASE_URL, REDIS_URL: TEST_REDIS_URL, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });

  it('when an operator runs staff:reset-factors, then the app, passkeys and codes are gone, their sessions end, the next sign-in enrols again, and it is audited', async () => {
    const s = await newStaff();
    const agent = agentOf(built);
    await enrolled(agent, s);
    await agent.get('/api/admin/trip-registrations').expect(200);

    const run = resetFactors(s.username);
    expect({ status: run.status, stdout: run.stdout }).toMatchObject({ status: 0 });
    expect(run.stdout).toContain(`Reset ${s.username}: 1 authenticator app(s), 0 passkey(s) and 10 recovery code(s) removed; every session ended.`);

    expect((await agent.get('/api/admin/trip-registrations')).status).toBe(401);
    const again = agentOf(built);
    expect((await passwordStep(again, s)).secondFactor).toBe('enrol');
    expect((await again.get('/api/admin/trip-registrations')).status).toBe(401);
    const audited = await built.db('audit_events').where({ entity_id: s.userId, action: 'factor.reset' }).first();
    expect(audited).toMatchObject({ actor_user_id: null, payload: { apps: 1, passkeys: 0, recoveryCodes: 10 } });
  });

  it('when the username is unknown, then it says so, exits non-zero and changes nothing', async () => {
    const run = resetFactors('nobody_by_that_name');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('No account named nobody_by_that_name.');
  });
});

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from './env.js';
import { agentOf, gql, newTraveller, passSecondFactor, resetDb, sessionCookie, startApp, userIdOf } from './helpers.js';

// Spec §5's texts, written out: a misspelt message in the rules fails here.
const SPEC = {
  signupFullName: 'Full name must be at least 3 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  username: 'Username must be at least 3 characters',
  password: 'Password must be at least 6 characters',
  adminUsername: 'Username is required',
  adminPassword: 'Password is required',
};

let built: BuiltApp;
const countUsers = async () => Number((await built.db('users').count<{ count: string }[]>('* as count'))[0]!.count);

beforeAll(async () => {
  built = await startApp();
  await resetDb(built.db);
  await built.services.auth.ensureAdmin({ username: 'root_admin', password: 'admin-secret-1' });
});
afterAll(() => built.close());

describe('sign up', () => {
  it('when the payload is valid (REST), then 201 and the account can sign in', async () => {
    const t = newTraveller();
    const res = await request(built.app).post('/api/auth/register').send(t);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true });
    const login = await request(built.app).post('/api/auth/login').send({ username: t.username, password: t.password });
    expect(login.status).toBe(200);
    expect(login.body.isAdmin).toBe(false);
  });

  it('when the payload is valid (GraphQL), then success and the password is stored as an argon2id hash', async () => {
    const t = newTraveller();
    const res = await gql(agentOf(built), 'SignUp', { input: t });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ signUp: { success: true } });
    const row = await built.db('users').whereRaw('lower(username) = lower(?)', [t.username]).first();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(t.password);
    expect(row.role).toBe('traveler');
  });

  it.each([
    ['fullName', 'Al', SPEC.signupFullName],
    ['fullName', '   ', SPEC.signupFullName],
    ['email', 'not-an-email', SPEC.email],
    ['phone', '12345', SPEC.phone],
    ['username', 'ab', SPEC.username],
    ['password', '12345', SPEC.password],
  ])('when %s is %p, then both faces answer "%s" and nothing is written', async (field, value, message) => {
    const before = await countUsers();
    const payload = newTraveller({ [field]: value });
    const rest = await request(built.app).post('/api/auth/register').send(payload);
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe(message);
    expect(rest.body.fieldErrors[field]).toBe(message);
    const g = await gql(agentOf(built), 'SignUp', { input: payload });
    expect(g.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(g.errors?.[0]?.extensions?.fieldErrors?.[field]).toBe(message);
    expect(await countUsers()).toBe(before);
  });

  it('when the username exists in another case, then 409 "Username already exists"', async () => {
    const t = newTraveller();
    await request(built.app).post('/api/auth/register').send(t).expect(201);
    const dup = newTraveller({ username: t.username.toUpperCase() });
    const rest = await request(built.app).post('/api/auth/register').send(dup);
    expect(rest.status).toBe(409);
    expect(rest.body).toEqual({ message: 'Username already exists', fieldErrors: { username: 'Username already exists' } });
    const g = await gql(agentOf(built), 'SignUp', { input: dup });
    expect(g.errors?.[0]).toMatchObject({ message: 'Username already exists', extensions: { code: 'CONFLICT' } });
  });

  it('when the email exists in another case, then 409 "Email already exists"', async () => {
    const t = newTraveller();
    await request(built.app).post('/api/auth/register').send(t).expect(201);
    const dup = newTraveller({ email: t.email.toUpperCase() });
    const rest = await request(built.app).post('/api/auth/register').send(dup);
    expect(rest.status).toBe(409);
    expect(rest.body.message).toBe('Email already exists');
    const g = await gql(agentOf(built), 'SignUp', { input: dup });
    expect(g.errors?.[0]).toMatchObject({ message: 'Email already exists', extensions: { code: 'CONFLICT' } });
  });

  it('when two sign-ups race for one username, then exactly one account exists', async () => {
    const t = newTraveller();
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        request(built.app)
          .post('/api/auth/register')
          .send({ ...t, email: `race${i}.${t.email}` }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.message === 'Username already exists')).toBe(true);
    const rows = await built.db('users').whereRaw('lower(username) = lower(?)', [t.username]);
    expect(rows).toHaveLength(1);
  });
});

describe('log in and out', () => {
  const t = newTraveller();
  beforeAll(async () => {
    await request(built.app).post('/api/auth/register').send(t).expect(201);
  });

  it('when the password is wrong (REST), then 401 "Invalid username or password" and no session', async () => {
    const res = await request(built.app).post('/api/auth/login').send({ username: t.username, password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid username or password' });
    expect(sessionCookie(res.headers)).toBeUndefined();
  });

  it('when the username is unknown (GraphQL), then UNAUTHENTICATED with the same text', async () => {
    const g = await gql(agentOf(built), 'LogIn', { input: { username: 'nobody_here', password: 'whatever1' } });
    expect(g.errors?.[0]).toMatchObject({ message: 'Invalid username or password', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it.each([
    ['username', 'ab', SPEC.username],
    ['password', '12345', SPEC.password],
  ])('when %s is %p, then 400 "%s"', async (field, value, message) => {
    const res = await request(built.app)
      .post('/api/auth/login')
      .send({ username: t.username, password: t.password, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toBe(message);
  });

  it('when a traveller signs in with any letter case (GraphQL), then authStatus knows them and isAdmin is false', async () => {
    const agent = agentOf(built);
    const g = await gql(agent, 'LogIn', { input: { username: t.username.toUpperCase(), password: t.password } });
    expect(g.data).toEqual({ logIn: { isAdmin: false, secondFactor: null } });
    const status = await gql(agent, 'AuthStatus');
    expect(status.data?.authStatus).toMatchObject({ isAuthenticated: true, isAdmin: false, viewer: { username: t.username } });
    const check = await agent.get('/api/auth/check');
    expect(check.body).toEqual({ isAuthenticated: true, isAdmin: false });
  });

  it('when a traveller signs in with their email in another case (REST), then 200 and the session is theirs', async () => {
    const agent = agentOf(built);
    const res = await agent.post('/api/auth/login').send({ username: `  ${t.email.toUpperCase()} `, password: t.password });
    expect(res.status).toBe(200);
    expect((await agent.get('/api/user/profile')).body).toMatchObject({ username: t.username, email: t.email });
  });

  it('when a traveller signs in with their email (GraphQL), then authStatus knows them', async () => {
    const agent = agentOf(built);
    const g = await gql(agent, 'LogIn', { input: { username: t.email, password: t.password } });
    expect(g.data).toEqual({ logIn: { isAdmin: false, secondFactor: null } });
    expect((await gql(agent, 'AuthStatus')).data?.authStatus).toMatchObject({ isAuthenticated: true, viewer: { username: t.username } });
  });

  it('when the email is right and the password wrong, then 401 "Invalid username or password", as for a username', async () => {
    const res = await request(built.app).post('/api/auth/login').send({ username: t.email, password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid username or password' });
  });

  it("when someone's username is another traveller's email, then that email still signs its owner in", async () => {
    const squatter = newTraveller({ password: 'squatters-own-1' });
    await request(built.app)
      .post('/api/auth/register')
      .send({ ...squatter, username: t.email })
      .expect(201);
    expect((await request(built.app).post('/api/auth/login').send({ username: t.email, password: t.password })).status).toBe(200);
    // The squatter's own password does not open the email's owner, nor their own account through it.
    expect((await request(built.app).post('/api/auth/login').send({ username: t.email, password: squatter.password })).status).toBe(401);
  });

  it('when anonymous, then the check answers not authenticated', async () => {
    expect((await request(built.app).get('/api/auth/check')).body).toEqual({ isAuthenticated: false, isAdmin: false });
    const g = await gql(agentOf(built), 'AuthStatus');
    expect(g.data?.authStatus).toEqual({ isAuthenticated: false, isAdmin: false, staffRole: null, permissions: [], viewer: null });
  });

  it('when the session cookie is HttpOnly and SameSite=Lax, then scripts and cross-site posts cannot use it', async () => {
    const res = await request(built.app).post('/api/auth/login').send({ username: t.username, password: t.password });
    const raw = ([] as string[]).concat(res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('umrah.sid='))!;
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
  });

  it('when someone signs in on an existing session, then the session id changes and the old id is dead (no fixation)', async () => {
    const first = await request(built.app).post('/api/auth/login').send({ username: t.username, password: t.password });
    const before = sessionCookie(first.headers)!;
    expect(before).toBeDefined();
    const second = await request(built.app).post('/api/auth/login').set('Cookie', before).send({ username: t.username, password: t.password });
    const after = sessionCookie(second.headers)!;
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect((await request(built.app).get('/api/auth/check').set('Cookie', before)).body.isAuthenticated).toBe(false);
    expect((await request(built.app).get('/api/auth/check').set('Cookie', after)).body.isAuthenticated).toBe(true);
  });

  it('when a traveller logs out (REST), then the old cookie no longer opens the profile', async () => {
    const login = await request(built.app).post('/api/auth/login').send({ username: t.username, password: t.password });
    const cookie = sessionCookie(login.headers)!;
    expect((await request(built.app).get('/api/user/profile').set('Cookie', cookie)).status).toBe(200);
    const out = await request(built.app).post('/api/auth/logout').set('Cookie', cookie);
    expect(out.body).toEqual({ success: true });
    expect((await request(built.app).get('/api/user/profile').set('Cookie', cookie)).status).toBe(401);
    expect((await request(built.app).get('/api/auth/check').set('Cookie', cookie)).body.isAuthenticated).toBe(false);
  });

  it('when a traveller logs out (GraphQL), then the old cookie is dead too', async () => {
    const agent = agentOf(built);
    const login = await gql(agent, 'LogIn', { input: { username: t.username, password: t.password } });
    const cookie = sessionCookie(login.headers)!;
    const out = await gql(agent, 'LogOut');
    expect(out.data).toEqual({ logOut: { success: true } });
    const after = await request(built.app).get('/api/auth/check').set('Cookie', cookie);
    expect(after.body.isAuthenticated).toBe(false);
  });
});

describe('admin login', () => {
  const t = newTraveller();
  beforeAll(async () => {
    await request(built.app).post('/api/auth/register').send(t).expect(201);
  });

  it('when the admin signs in at /api/admin/login, then isAdmin and check-auth answers ok', async () => {
    const agent = agentOf(built);
    const res = await agent.post('/api/admin/login').send({ username: 'root_admin', password: 'admin-secret-1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, isAdmin: true, secondFactor: expect.stringMatching(/^(enrol|verify)$/) });
    // Staff are signed in once the second factor passed (ADR 0104).
    expect((await agent.get('/api/admin/check-auth')).status).toBe(401);
    await passSecondFactor(built, agent, await userIdOf(built, 'root_admin'), res.body.secondFactor);
    const check = await agent.get('/api/admin/check-auth');
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ isAuthenticated: true });
    expect((await agent.get('/api/auth/check')).body).toEqual({ isAuthenticated: true, isAdmin: true });
    expect((await agent.post('/api/admin/logout')).body).toEqual({ success: true });
    expect((await agent.get('/api/admin/check-auth')).status).toBe(401);
  });

  it('when the admin signs in through the ordinary login, then the answer says isAdmin', async () => {
    const g = await gql(agentOf(built), 'LogIn', { input: { username: 'ROOT_ADMIN', password: 'admin-secret-1' } });
    expect(g.data).toEqual({ logIn: { isAdmin: true, secondFactor: expect.stringMatching(/^(enrol|verify)$/) } });
  });

  it('when the admin signs in at /api/admin/login with their email (GraphQL too), then isAdmin; a traveller by email still gets 401', async () => {
    const res = await request(built.app).post('/api/admin/login').send({ username: 'Root_Admin@Admin.invalid', password: 'admin-secret-1' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, isAdmin: true });
    const g = await gql(agentOf(built), 'AdminLogIn', { input: { username: 'root_admin@admin.invalid', password: 'admin-secret-1' } });
    expect(g.errors).toBeUndefined();
    const traveller = await request(built.app).post('/api/admin/login').send({ username: t.email, password: t.password });
    expect(traveller.status).toBe(401);
    expect(traveller.body).toEqual({ message: 'Invalid username or password' });
  });

  it('when a traveller tries the admin login with the right password, then 401 and no session', async () => {
    const res = await request(built.app).post('/api/admin/login').send({ username: t.username, password: t.password });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid username or password');
    expect(sessionCookie(res.headers)).toBeUndefined();
    const g = await gql(agentOf(built), 'AdminLogIn', { input: { username: t.username, password: t.password } });
    expect(g.errors?.[0]).toMatchObject({ message: 'Invalid username or password', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('when a signed-in traveller asks check-auth, then 401 not authenticated', async () => {
    const agent = agentOf(built);
    await agent.post('/api/auth/login').send({ username: t.username, password: t.password }).expect(200);
    const res = await agent.get('/api/admin/check-auth');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ isAuthenticated: false });
  });

  it.each([
    ['username', '', SPEC.adminUsername],
    ['password', '', SPEC.adminPassword],
  ])('when %s is empty, then 400 "%s"', async (field, value, message) => {
    const res = await request(built.app)
      .post('/api/admin/login')
      .send({ username: 'root_admin', password: 'x', [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toBe(message);
    const g = await gql(agentOf(built), 'AdminLogIn', { input: { username: 'root_admin', password: 'x', [field]: value } });
    expect(g.errors?.[0]?.extensions?.fieldErrors?.[field]).toBe(message);
  });

  it('when the admin logs out through GraphQL, then the session ends', async () => {
    const agent = agentOf(built);
    await gql(agent, 'AdminLogIn', { input: { username: 'root_admin', password: 'admin-secret-1' } });
    expect((await gql(agent, 'AdminLogOut')).data).toEqual({ adminLogOut: { success: true } });
    expect((await gql(agent, 'AuthStatus')).data?.authStatus).toMatchObject({ isAuthenticated: false });
  });
});

describe('admin accounts', () => {
  it('when ensureAdmin runs twice, then one admin exists and the second call only ensures role and password', async () => {
    const a = await built.services.auth.ensureAdmin({ username: 'ops_admin', password: 'first-pass-1' });
    const b = await built.services.auth.ensureAdmin({ username: 'ops_admin', password: 'second-pass-2' });
    expect(a.created).toBe(true);
    expect(b.created).toBe(false);
    expect(await built.db('users').whereRaw("lower(username) = 'ops_admin'")).toHaveLength(1);
    const old = await request(built.app).post('/api/admin/login').send({ username: 'ops_admin', password: 'first-pass-1' });
    expect(old.status).toBe(401);
    const now = await request(built.app).post('/api/admin/login').send({ username: 'ops_admin', password: 'second-pass-2' });
    expect(now.status).toBe(200);
  });

  it('when ensureAdmin names an existing traveller, then it refuses loudly and the traveller stays a traveller', async () => {
    const t = newTraveller();
    await request(built.app).post('/api/auth/register').send(t).expect(201);
    await expect(built.services.auth.ensureAdmin({ username: t.username.toUpperCase(), password: 'promoted-pass' })).rejects.toThrow(/not an admin/);
    const res = await request(built.app).post('/api/admin/login').send({ username: t.username, password: 'promoted-pass' });
    expect(res.status).toBe(401);
    const own = await request(built.app).post('/api/auth/login').send({ username: t.username, password: t.password });
    expect(own.body).toEqual({ success: true, isAdmin: false, secondFactor: null });
  });

  it('when admin:create names an existing traveller, then it exits non-zero with the reason and promotes no one', async () => {
    const t = newTraveller();
    await request(built.app).post('/api/auth/register').send(t).expect(201);
    const run = spawnSync('npx', ['tsx', 'src/cli/admin-create.ts', t.username, 'promoted-pass'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: TEST_DATABASE_URL, REDIS_URL: TEST_REDIS_URL, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/not an admin/);
    const row = await built.db('users').whereRaw('lower(username) = lower(?)', [t.username]).first();
    expect(row.role).toBe('traveler');
  });
});

describe('the configured admin username', () => {
  let withAdmin: BuiltApp;
  beforeAll(async () => {
    withAdmin = await startApp({ ADMIN_USERNAME: 'Site_Owner', ADMIN_PASSWORD: 'owner-secret-1' });
  });
  afterAll(() => withAdmin.close());

  it('when someone signs up (GraphQL) with the configured admin username, then CONFLICT', async () => {
    const res = await gql(agentOf(withAdmin), 'SignUp', { input: newTraveller({ username: 'SITE_OWNER' }) });
    expect(res.errors?.[0]?.message).toBe('Username already exists');
    expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('when someone signs up (REST) with the configured admin username in any case, then 409 "Username already exists"', async () => {
    const res = await request(withAdmin.app)
      .post('/api/auth/register')
      .send(newTraveller({ username: 'site_owner' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Username already exists', fieldErrors: { username: 'Username already exists' } });
    expect(await withAdmin.db('users').whereRaw("lower(username) = 'site_owner'")).toHaveLength(0);
  });
});

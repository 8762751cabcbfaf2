import { readFileSync, readdirSync, statSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { buildApp, type BuiltApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { migrateLatest } from '../src/db/migrate.js';
import type { Db } from '../src/lib/db.js';
import { insertFirstTrip } from '../src/db/migrations/0019_trips.js';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from './env.js';
import { validForm } from './trip-form-fixtures.js';

export type Agent = InstanceType<typeof TestAgent>;

/** A fresh app on the test database; each call gets its own Redis key space unless one is given. */
export async function startApp(env: Record<string, string> = {}, opts: Parameters<typeof buildApp>[1] = {}): Promise<BuiltApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: TEST_DATABASE_URL,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: `umrah-test:${randomUUID()}:`,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    WEB_DIST_DIR: '/nonexistent',
    S3_ENDPOINT: process.env.TEST_S3_ENDPOINT ?? 'http://127.0.0.1:9000',
    S3_BUCKET: `umrah-test-${randomUUID().slice(0, 8)}`,
    ...env,
  });
  const built = await buildApp(config, opts);
  await migrateLatest(built.db);
  await built.storage.ensureBucket();
  return built;
}

/** Empties every table (migrations excepted) but for the first trip: each test file starts from clean data. */
export async function resetDb(db: Db): Promise<void> {
  const { rows } = await db.raw<{ rows: { tablename: string }[] }>(
    `select tablename from pg_tables where schemaname = 'public' and tablename not like 'knex_%'`,
  );
  if (rows.length) await db.raw(`TRUNCATE ${rows.map((r) => `"${r.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`);
  await insertFirstTrip(db);
}

/** Changes the current trip's facts (snake_case columns) and voids the composed content at once. */
export async function setTripFacts(built: BuiltApp, columns: Record<string, unknown>): Promise<void> {
  await built.db('trips').where({ slug: 'winter-2026' }).update(columns);
  await built.services.content.invalidate(undefined, 0);
}

// The web's own operations (graphql/operations), run here exactly as the browser sends them.
const opsDir = fileURLToPath(new URL('../../graphql/operations/', import.meta.url));
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.graphql') ? [p] : [];
  });
const opSources = new Map<string, string>();
const fragments = new Map<string, string>();
for (const file of walk(opsDir)) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/^(query|mutation|fragment)\s+(\w+)[\s\S]*?^\}/gm)) {
    (m[1] === 'fragment' ? fragments : opSources).set(m[2]!, m[0]);
  }
}
/** The operation with every fragment it spreads (recursively), as the client sends it. */
function withFragments(source: string): string {
  const needed = new Set<string>();
  const visit = (text: string) => {
    for (const [, name] of text.matchAll(/\.\.\.(\w+)/g)) {
      if (!needed.has(name!) && fragments.has(name!)) {
        needed.add(name!);
        visit(fragments.get(name!)!);
      }
    }
  };
  visit(source);
  return [source, ...[...needed].map((n) => fragments.get(n)!)].join('\n');
}

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data: T | null | undefined;
  errors?: { message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }[];
  headers: Record<string, string>;
}

/** The text of one of the web's named operations, with its fragments. */
export function operationSource(name: string): string {
  const source = opSources.get(name);
  if (!source) throw new Error(`no operation named ${name} in graphql/operations`);
  return withFragments(source);
}

/** Runs one of the web's named operations through /graphql. */
export async function gql<T = Record<string, any>>(agent: Agent, name: string, variables?: Record<string, unknown>): Promise<GqlResult<T>> {
  const source = opSources.get(name);
  if (!source) throw new Error(`no operation named ${name} in graphql/operations`);
  const query = withFragments(source);
  const res = await agent.post('/graphql').set('content-type', 'application/json').send({ query, variables });
  return { status: res.status, data: res.body.data, errors: res.body.errors, headers: res.headers as Record<string, string> };
}

export const agentOf = (built: BuiltApp) => request.agent(built.app);

let counter = 0;
/** A valid, unique sign-up payload. */
export function newTraveller(over: Partial<Record<'fullName' | 'email' | 'phone' | 'username' | 'password', string>> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    fullName: 'Amina Traveller',
    email: `amina.${tag}@example.com`,
    phone: '4165550123',
    username: `amina_${tag}`,
    password: 'correct-horse',
    ...over,
  };
}

/** The session cookie's value from a response's Set-Cookie, if any. */
export function sessionCookie(headers: Record<string, unknown>): string | undefined {
  const raw = headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.find((c: string) => c.startsWith('umrah.sid='))?.split(';')[0];
}

/** The token of the newest confirmation link sent to an account, read from its email in the outbox. */
export async function verificationToken(built: BuiltApp, userId: string): Promise<string> {
  const message = await built
    .db('outbox_messages')
    .where({ recipient_user_id: userId, kind: 'email_verification' })
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .first();
  if (!message) throw new Error(`no confirmation email for user ${userId}`);
  return String(message.payload.token);
}

/** Confirms the account's email the way its owner does: the link from the email (no session needed). */
export async function verifyEmailOf(built: BuiltApp, userId: string): Promise<void> {
  await request(built.app)
    .post('/api/auth/verify-email')
    .send({ token: await verificationToken(built, userId) })
    .expect(200);
}

/** The id of the account with this username. */
export async function userIdOf(built: BuiltApp, username: string): Promise<string> {
  const user = (await built.db('users').whereRaw('lower(username) = lower(?)', [username]).first()) as { id: string };
  return user.id;
}

/**
 * Signs up and signs in a new traveller who has confirmed their email (a start needs it); the
 * agent keeps the session cookie. `{ verified: false }` leaves the email unconfirmed.
 */
export async function signedInTraveller(built: BuiltApp, over: Parameters<typeof newTraveller>[0] & { verified?: boolean } = {}) {
  const { verified = true, ...fields } = over;
  const t = newTraveller(fields);
  const agent = agentOf(built);
  await agent.post('/api/auth/register').send(t).expect(201);
  const userId = await userIdOf(built, t.username);
  if (verified) await verifyEmailOf(built, userId);
  await agent.post('/api/auth/login').send({ username: t.username, password: t.password }).expect(200);
  return { agent, t, userId };
}

/**
 * Passes the second factor a password sign-in on `agent` left (docs/decisions/0104): a first
 * enrolment of an authenticator app, with its code computed here from the secret the api gave; a
 * later sign-in uses a fresh recovery code issued through the service (a TOTP code is taken once
 * per 30 seconds, and tests sign in more often than that).
 */
export async function passSecondFactor(built: BuiltApp, agent: Agent, userId: string, step: 'enrol' | 'verify' | null): Promise<void> {
  if (step === 'enrol') {
    const { secret } = (await agent.post('/api/auth/second-factor/totp/setup').expect(200)).body as { secret: string };
    await agent
      .post('/api/auth/second-factor/totp/confirm')
      .send({ code: await generate({ secret, epoch: Math.floor(built.services.factors.clock().getTime() / 1000) }) })
      .expect(200);
  } else if (step === 'verify') {
    const [recoveryCode] = await built.services.factors.issueRecoveryCodes(userId, built.db);
    await agent.post('/api/auth/second-factor/verify').send({ recoveryCode }).expect(200);
  }
}

/** `passSecondFactor` for tests that carry the session cookie by hand: answers the new session's cookie. */
export async function passSecondFactorByCookie(built: BuiltApp, cookie: string, userId: string, step: 'enrol' | 'verify'): Promise<string> {
  const post = (path: string, body?: object) => request(built.app).post(path).set('Cookie', cookie).send(body).expect(200);
  let res;
  if (step === 'enrol') {
    const { secret } = (await post('/api/auth/second-factor/totp/setup')).body as { secret: string };
    res = await post('/api/auth/second-factor/totp/confirm', {
      code: await generate({ secret, epoch: Math.floor(built.services.factors.clock().getTime() / 1000) }),
    });
  } else {
    const [recoveryCode] = await built.services.factors.issueRecoveryCodes(userId, built.db);
    res = await post('/api/auth/second-factor/verify', { recoveryCode });
  }
  return sessionCookie(res.headers) ?? cookie;
}

/** Signs in at /api/admin/login and passes the second factor: a staff agent that may act. */
export async function signInStaff(built: BuiltApp, agent: Agent, userId: string, username: string, password: string): Promise<void> {
  const res = await agent.post('/api/admin/login').send({ username, password }).expect(200);
  await passSecondFactor(built, agent, userId, res.body.secondFactor);
}

/** An admin account (made once per app) and a signed-in agent for it, past its second factor. */
export async function signedInAdmin(built: BuiltApp, username = 'test_admin', password = 'admin-secret-1') {
  const { user } = await built.services.auth.ensureAdmin({ username, password });
  const agent = agentOf(built);
  await signInStaff(built, agent, user.id, username, password);
  return { agent, userId: user.id };
}

export type JourneyStep = 'NONE' | 'PENDING' | 'DEPOSIT_PAID' | 'FORM_SUBMITTED' | 'FORM_APPROVED';

/** A signed-in traveller moved along the journey to `step` (the admin does the admin steps). */
export async function travellerAt(built: BuiltApp, admin: Agent, step: JourneyStep) {
  const t = await signedInTraveller(built);
  if (step === 'NONE') return { ...t, registrationId: '' };
  const reg = (await t.agent.post('/api/trip/register').expect(201)).body;
  if (step === 'PENDING') return { ...t, registrationId: reg.id as string };
  await admin.post('/api/admin/trip/deposit').send({ tripRegistrationId: reg.id, depositPaid: true }).expect(200);
  if (step !== 'DEPOSIT_PAID')
    await t.agent
      .post('/api/trip/form')
      .send(validForm({ tripRegistrationId: reg.id }))
      .expect(200);
  if (step === 'FORM_APPROVED') await admin.post(`/api/admin/approve-form/${reg.id}`).expect(200);
  return { ...t, registrationId: reg.id as string };
}

/** The token of the newest invitation to the team sent to an address, read from its email in the outbox. */
export async function invitationToken(built: BuiltApp, email: string): Promise<string> {
  const message = await built.db('outbox_messages').where({ kind: 'staff_invitation', to_email: email }).orderBy('created_at', 'desc').first();
  if (!message) throw new Error(`no invitation email to ${email}`);
  return String(message.payload.token);
}

/**
 * A staff member with a role, the way one joins (docs/product.md#the-team): the owner invites,
 * the link's token makes the account, then it signs in past its second factor.
 */
export async function signedInStaff(built: BuiltApp, owner: Agent, staffRole: 'owner' | 'reviewer' | 'treasurer' | 'leader') {
  const t = newTraveller();
  await owner.post('/api/admin/team/invitations').send({ email: t.email, staffRole }).expect(201);
  const token = await invitationToken(built, t.email);
  await request(built.app)
    .post('/api/team/accept')
    .send({ token, fullName: t.fullName, phone: t.phone, username: t.username, password: t.password })
    .expect(201);
  const userId = await userIdOf(built, t.username);
  const agent = agentOf(built);
  await signInStaff(built, agent, userId, t.username, t.password);
  return { agent, userId, t };
}

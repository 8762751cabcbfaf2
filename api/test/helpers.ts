import { readFileSync, readdirSync, statSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { buildApp, type BuiltApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { migrateLatest } from '../src/db/migrate.js';
import type { Db } from '../src/lib/db.js';
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

/** Empties every table (migrations excepted): each test file starts from clean data. */
export async function resetDb(db: Db): Promise<void> {
  const { rows } = await db.raw<{ rows: { tablename: string }[] }>(
    `select tablename from pg_tables where schemaname = 'public' and tablename not like 'knex_%'`,
  );
  if (rows.length) await db.raw(`TRUNCATE ${rows.map((r) => `"${r.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`);
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

/** An admin account (made once per app) and a signed-in agent for it. */
export async function signedInAdmin(built: BuiltApp, username = 'test_admin', password = 'admin-secret-1') {
  const { user } = await built.services.auth.ensureAdmin({ username, password });
  const agent = agentOf(built);
  await agent.post('/api/admin/login').send({ username, password }).expect(200);
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

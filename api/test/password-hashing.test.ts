// Opening night (issue 29, ADR 0079): password hashes run at most PASSWORD_HASH_CONCURRENCY at
// once and wait in line; past the line's limit sign-up and sign-in answer 503 with Retry-After
// on both faces, writing nothing, and pages that hash nothing answer meanwhile.
import type { BuiltApp } from '../src/app.js';
import { passwordHashing } from '../src/lib/passwords.js';
import { agentOf, gql, newTraveller, resetDb, startApp } from './helpers.js';

const BUSY = 'Many people are signing in right now. Please try again in a moment.';
let built: BuiltApp;

beforeAll(async () => {
  built = await startApp({ PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '2' });
  await resetDb(built.db);
});
afterAll(async () => {
  await built.close();
});

it('when twelve people sign up at once, then one hash runs at a time, the line holds two, the rest get 503 with Retry-After and no account, and /healthz answers meanwhile', async () => {
  let most = 0;
  const watch = setInterval(() => (most = Math.max(most, passwordHashing().running)), 1);
  const people = Array.from({ length: 12 }, () => newTraveller());
  const answers = await Promise.all([
    ...people.map((t, i) => (i % 2 ? agentOf(built).post('/api/auth/register').send(t) : gql(agentOf(built), 'SignUp', { input: t }))),
    agentOf(built).get('/healthz'),
  ]);
  clearInterval(watch);
  expect(answers.pop()!.status).toBe(200);
  const busy = answers.filter((a) => a.status === 503);
  expect(busy.length).toBeGreaterThanOrEqual(1);
  expect(answers.filter((a) => a.status === 201 || (a.status === 200 && !('errors' in a && a.errors)))).toHaveLength(12 - busy.length);
  for (const a of busy) {
    expect(Number(a.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const message = 'body' in a ? a.body.message : a.errors?.[0]?.message;
    expect(message).toBe(BUSY);
    if (!('body' in a)) expect(a.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
  }
  expect(most).toBe(1);
  const accounts = await built.db('users').whereIn(
    'username',
    people.map((p) => p.username),
  );
  expect(accounts).toHaveLength(12 - busy.length);
});

it('when the line has room again, then signing in works (the refused were only asked to wait)', async () => {
  const t = newTraveller();
  await agentOf(built).post('/api/auth/register').send(t).expect(201);
  const res = await agentOf(built).post('/api/auth/login').send({ username: t.username, password: t.password });
  expect(res.status).toBe(200);
  expect(passwordHashing()).toMatchObject({ running: 0, waiting: 0, concurrency: 1, queueLimit: 2 });
});

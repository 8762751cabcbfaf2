// Sessions roll (docs/product.md#passwords, ADR 0052): each request restarts the idle lifetime, in the cookie and in
// the store. The store's expiry is pushed back at most once per interval (a tenth of the idle
// lifetime, at most a minute), counted from the sign-in that wrote it.
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { newTraveller, resetDb, sessionCookie, startApp } from './helpers.js';

const prefix = `umrah-test:session-expiry-${Date.now()}:`;
let built: BuiltApp;
beforeAll(async () => {
  built = await startApp({ REDIS_KEY_PREFIX: prefix, SESSION_IDLE_MINUTES: '1' });
  await resetDb(built.db);
});
afterAll(() => built.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('when a signed-in traveller keeps calling, then the stored session lives a full idle lifetime after their latest call', async () => {
  const t = newTraveller();
  await request(built.app).post('/api/auth/register').send(t).expect(201);
  const login = await request(built.app).post('/api/auth/login').send({ username: t.username, password: t.password }).expect(200);
  const cookie = sessionCookie(login.headers)!;
  const sid = decodeURIComponent(cookie.split('=')[1]!).slice(2).split('.')[0]!;
  const ttl = () => built.redis.pttl(`${prefix}sess:${sid}`);
  expect(await ttl()).toBeGreaterThan(58_000);

  // Just after signing in, a call finds the expiry as the sign-in set it.
  await sleep(1_500);
  await request(built.app).get('/api/user/profile').set('Cookie', cookie).expect(200);
  expect(await ttl()).toBeLessThan(59_000);

  // Once the interval (6 s for a one-minute lifetime) has passed, a call pushes it back to the full minute.
  await sleep(5_000);
  expect(await ttl()).toBeLessThan(54_000);
  await request(built.app).get('/api/user/profile').set('Cookie', cookie).expect(200);
  expect(await ttl()).toBeGreaterThan(59_000);
}, 20_000);

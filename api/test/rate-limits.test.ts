// Rate limits on Redis: per address and per account (growing backoff) for sign-in, per address for
// the interest form. Addresses come from X-Forwarded-For (TRUST_PROXY=1), as behind the edge proxy.
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { gql, agentOf, newTraveller, startApp } from './helpers.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let built: BuiltApp;
beforeAll(async () => {
  built = await startApp({
    TRUST_PROXY: '1',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    AUTH_ACCOUNT_FAILS_BEFORE_BACKOFF: '3',
    AUTH_BACKOFF_BASE_SECONDS: '1',
    AUTH_BACKOFF_MAX_SECONDS: '4',
    INTEREST_RATE_LIMIT_PER_HOUR: '2',
  });
});
afterAll(() => built.close());

let ipCounter = 0;
const newIp = () => `203.0.113.${(ipCounter += 1)}`;
const login = (username: string, password: string, ip = newIp()) =>
  request(built.app).post('/api/auth/login').set('X-Forwarded-For', ip).send({ username, password });

async function account() {
  const t = newTraveller();
  await request(built.app).post('/api/auth/register').set('X-Forwarded-For', newIp()).send(t).expect(201);
  return t;
}

describe('sign-in backoff per account', () => {
  it('when an account fails 3 times from different addresses, then the 4th try waits, even with the right password, with Retry-After', async () => {
    const t = await account();
    for (let i = 0; i < 3; i++) expect((await login(t.username, 'wrong-password')).status).toBe(401);
    const refused = await login(t.username.toUpperCase(), t.password);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many failed sign-in attempts. Please wait 1 second and try again.');
    expect(refused.headers['retry-after']).toBe('1');
    const g = await gql(agentOf(built), 'LogIn', { input: { username: t.username, password: t.password } });
    expect(g.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('when the wait is over, then the right password works; the next lockout the same day waits twice as long', async () => {
    const t = await account();
    for (let i = 0; i < 3; i++) await login(t.username, 'wrong-password');
    await login(t.username, 'wrong-password'); // refused: locked for 1 s
    await sleep(1100);
    expect((await login(t.username, t.password)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login(t.username, 'wrong-password')).status).toBe(401);
    const second = await login(t.username, t.password);
    expect(second.status).toBe(429);
    expect(second.headers['retry-after']).toBe('2');
  });

  it('when the failures alternate between the username and the email, then they count against the one account', async () => {
    const t = await account();
    for (const identifier of [t.username, t.email.toUpperCase(), t.username.toUpperCase()]) {
      expect((await login(identifier, 'wrong-password')).status).toBe(401);
    }
    for (const identifier of [t.email, t.username]) {
      const refused = await login(identifier, t.password);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Too many failed sign-in attempts. Please wait 1 second and try again.');
    }
  });

  it('when the right password is given by email, then earlier failures by username are forgotten', async () => {
    const t = await account();
    for (let i = 0; i < 2; i++) await login(t.username, 'wrong-password');
    expect((await login(t.email, t.password)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await login(t.username, 'wrong-password')).status).toBe(401);
    expect((await login(t.username, t.password)).status).toBe(200);
  });

  it('when one account is locked, then other accounts sign in from the same address', async () => {
    const [locked, other] = [await account(), await account()];
    const ip = newIp();
    for (let i = 0; i < 4; i++) await login(locked.username, 'wrong-password', ip);
    expect((await login(locked.username, locked.password, ip)).status).toBe(429);
    expect((await login(other.username, other.password, ip)).status).toBe(200);
  });

  it('when a sign-in succeeds, then earlier failures are forgotten', async () => {
    const t = await account();
    for (let i = 0; i < 2; i++) await login(t.username, 'wrong-password');
    expect((await login(t.username, t.password)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await login(t.username, 'wrong-password')).status).toBe(401);
    expect((await login(t.username, t.password)).status).toBe(200);
  });
});

describe('per address', () => {
  it('when one address sends the interest form too often, then 429 with Retry-After; another address still may', async () => {
    const ip = newIp();
    const body = { name: 'Fatima Visitor', email: 'fatima@example.com', phone: '4165550199', travelers: 2 };
    for (let i = 0; i < 2; i++) expect((await request(built.app).post('/api/interest').set('X-Forwarded-For', ip).send(body)).status).toBe(201);
    const refused = await request(built.app).post('/api/interest').set('X-Forwarded-For', ip).send(body);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many submissions. Please try again later.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await request(built.app).post('/api/interest').set('X-Forwarded-For', newIp()).send(body)).status).toBe(201);
  });

  it('when one address tries to sign in too often, then it waits with Retry-After; another address does not', async () => {
    const limited = await startApp({ TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const send = (ip: string) =>
        request(limited.app)
          .post('/api/auth/login')
          .set('X-Forwarded-For', ip)
          .send({ username: `nobody${ip}`, password: 'wrong-pass' });
      for (let i = 0; i < 3; i++) expect((await send('198.51.100.7')).status).toBe(401);
      const refused = await send('198.51.100.7');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Too many attempts. Please wait a minute and try again.');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await send('198.51.100.8')).status).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

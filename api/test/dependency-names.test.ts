// A dependency whose host name does not resolve (its container is being restarted) is "down": 503.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp, type BuiltApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { asAppError, isDependencyDown } from '../src/lib/errors.js';
import { TEST_REDIS_URL } from './env.js';
import { agentOf } from './helpers.js';

let built: BuiltApp;
beforeAll(async () => {
  built = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      // RFC 6761: .invalid never resolves.
      DATABASE_URL: 'postgres://postgres@umrah-db.invalid:5432/umrah',
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: `umrah-test:${randomUUID()}:`,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
    }),
  );
});
afterAll(() => built.close());

describe("when PostgreSQL's host name does not resolve", () => {
  it("then the pool's error (getaddrinfo ENOTFOUND) counts as the dependency being down: SERVICE_UNAVAILABLE", async () => {
    const err = await built.db.raw('select 1').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((err as { code?: string }).code).toMatch(/^(ENOTFOUND|EAI_AGAIN)$/);
    expect(isDependencyDown(err)).toBe(true);
    expect(asAppError(err)?.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('then a call that needs the database answers 503 with Retry-After, not 500', async () => {
    const res = await agentOf(built).post('/api/auth/login').send({ username: 'someone', password: 'whatever-password' });
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
  });
});

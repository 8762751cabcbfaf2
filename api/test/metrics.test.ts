// /metrics: the Prometheus text a scraper reads, after real requests through the app.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BuiltApp } from '../src/app.js';
import { agentOf, gql, newTraveller, resetDb, startApp } from './helpers.js';

let built: BuiltApp;
beforeAll(async () => {
  built = await startApp();
  await resetDb(built.db);
});
afterAll(() => built.close());

/** One sample's value from the exposition text, or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const body = line.slice(name.length + 1, line.indexOf('}'));
    const got = Object.fromEntries([...body.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('when requests were made, then it answers Prometheus text with their latency by route pattern and status', async () => {
    const agent = agentOf(built);
    const t = newTraveller();
    await agent.post('/api/auth/register').send(t).expect(201);
    await agent.post('/api/auth/login').send({ username: t.username, password: 'wrong-password' }).expect(401);
    await agent.post('/api/auth/login').send({ username: t.username, password: t.password }).expect(200);
    await agent.get('/uploads/no-such-file.pdf');
    await agent.get('/uploads/another-missing.png');

    const res = await agentOf(built).get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.text;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/auth/login', status_code: '200' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/auth/login', status_code: '401' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/auth/register', status_code: '201' })).toBe(1);
    // The pattern, not the path: both downloads are one series, and no file name appears.
    const uploads = text.split('\n').filter((l) => l.startsWith('http_request_duration_seconds_count{') && l.includes('route="/uploads/:key"'));
    expect(uploads.reduce((n, l) => n + Number(l.slice(l.lastIndexOf(' ') + 1)), 0)).toBe(2);
    expect(text).not.toContain('no-such-file');
    // Latency buckets are there, and the login's sum is a positive duration.
    expect(sample(text, 'http_request_duration_seconds_bucket', { method: 'POST', route: '/api/auth/login', status_code: '200', le: '+Inf' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_sum', { method: 'POST', route: '/api/auth/login', status_code: '200' })).toBeGreaterThan(0);
  });

  it('when GraphQL operations ran, then their timings are labelled by operation name, type and outcome', async () => {
    const agent = agentOf(built);
    const t = newTraveller();
    await agent.post('/api/auth/register').send(t).expect(201);
    await agent.post('/api/auth/login').send({ username: t.username, password: t.password }).expect(200);
    const ok = await gql(agent, 'MyRegistration');
    expect(ok.errors).toBeUndefined();
    const anonymous = await gql(agentOf(built), 'MyRegistration');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const text = (await agentOf(built).get('/metrics').expect(200)).text;
    expect(sample(text, 'graphql_operation_duration_seconds_count', { operation: 'MyRegistration', type: 'query', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'graphql_operation_duration_seconds_count', { operation: 'MyRegistration', type: 'query', outcome: 'error' })).toBe(1);
    expect(sample(text, 'graphql_operation_errors_total', { operation: 'MyRegistration', code: 'UNAUTHENTICATED' })).toBe(1);
  });

  it('when messages wait in the outbox, then the queue and pool gauges say so', async () => {
    const gauges = async () => {
      const text = (await agentOf(built).get('/metrics').expect(200)).text;
      return { text, value: (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]) };
    };
    const before = await gauges();
    await built.db('outbox_messages').insert([
      { kind: 'test', to_email: 'a@example.com', dedupe_key: `metrics-a-${Date.now()}`, payload: '{}' },
      {
        kind: 'test',
        to_email: 'b@example.com',
        dedupe_key: `metrics-b-${Date.now()}`,
        payload: '{}',
        next_attempt_at: built.db.raw(`now() + interval '1 hour'`),
      },
    ]);
    const { text, value } = await gauges();
    expect(value('outbox_messages_pending')).toBe(before.value('outbox_messages_pending') + 2);
    expect(value('outbox_messages_due')).toBe(before.value('outbox_messages_due') + 1);
    expect(value('outbox_stats_up')).toBe(1);
    expect(value('db_pool_connections_max')).toBe(10);
    expect(value('db_pool_connections_used') + value('db_pool_connections_free')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });
});

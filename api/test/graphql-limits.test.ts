// Abusive GraphQL documents: refused cheaply, and the api keeps answering others meanwhile.
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { operationSource, startApp } from './helpers.js';

const opsDir = fileURLToPath(new URL('../../graphql/operations/', import.meta.url));

let built: BuiltApp;
let server: Server;
let base: string;
beforeAll(async () => {
  built = await startApp();
  server = built.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A running server has validated the web's documents before (cold JIT is not the subject here).
  for (const name of ['TripRegistrations', 'MyDocuments', 'PortalTripInfo']) await post(operationSource(name));
});
afterAll(async () => {
  server.close();
  await built.close();
});

/** `levels` fragments, each spreading the one below it `spreads` times: tiny text, huge expansion. */
function fragmentBomb(levels: number, spreads: number): string {
  const parts = ['{ ...F' + levels + ' }', 'fragment F0 on Query { authStatus { isAdmin } }'];
  for (let i = 1; i <= levels; i++)
    parts.push(
      `fragment F${i} on Query { ${Array(spreads)
        .fill(`...F${i - 1}`)
        .join(' ')} }`,
    );
  return parts.join('\n');
}

// Every operation the web sends (graphql/operations); none may trip a limit.
const webOperations = readdirSync(opsDir, { recursive: true })
  .filter((f) => String(f).endsWith('.graphql'))
  .flatMap((f) => [...readFileSync(path.join(opsDir, String(f)), 'utf8').matchAll(/^(?:query|mutation) (\w+)/gm)].map((m) => m[1]!));

const post = (query: string) => fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });

describe('GraphQL document limits', () => {
  it('when an anonymous 10-level x 5-spread fragment bomb is sent, then it is refused by a limit, and /healthz keeps answering meanwhile', async () => {
    const bomb = fragmentBomb(10, 5);
    expect(bomb.length).toBeLessThan(700);
    const started = Date.now();
    const answer = post(bomb).then(async (res) => ({
      status: res.status,
      body: (await res.json()) as { data?: unknown; errors?: { message: string }[] },
      ms: Date.now() - started,
    }));
    // Probe liveness while the bomb is being handled.
    const probes: number[] = [];
    let done = false;
    void answer.finally(() => (done = true));
    while (!done || probes.length < 3) {
      const t = Date.now();
      const res = await fetch(`${base}/healthz`);
      expect(res.status).toBe(200);
      probes.push(Date.now() - t);
      if (probes.length > 200) break;
    }
    const result = await answer;
    console.log(`fragment bomb answered in ${result.ms} ms; /healthz max ${Math.max(...probes)} ms over ${probes.length} probes`);
    expect(result.status).toBe(400);
    expect(result.body.data).toBeUndefined();
    // Refused by a limit before the fragments are expanded (times are printed above, not asserted:
    // they measure the machine as much as the code).
    expect(result.body.errors?.map((e) => e.message).join(' ')).toMatch(/limit|too deep|tokens/i);
    expect(probes.length).toBeGreaterThanOrEqual(3);
  });

  it('when a document has more tokens than the limit, then it is refused with 400 before validation', async () => {
    const query = '{ ' + Array.from({ length: 1200 }, () => 'authStatus { isAdmin }').join(' ') + ' }';
    const res = await post(query);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { message: string }[] };
    expect(body.errors[0]!.message).toMatch(/token/i);
  });

  it('when a query aliases too much, then 400 naming the aliases limit', async () => {
    const query = '{ ' + Array.from({ length: 31 }, (_, i) => `a${i}: authStatus { isAdmin }`).join(' ') + ' }';
    const res = await request(built.app).post('/graphql').send({ query });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/Aliases limit of 30 exceeded/);
  });

  it('when a query nests too deeply, then 400 naming the depth limit and nothing runs', async () => {
    const query = '{ ' + 'authStatus { '.repeat(13) + 'isAdmin' + ' }'.repeat(13) + ' }';
    const res = await request(built.app).post('/graphql').send({ query });
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors.map((e: { message: string }) => e.message).join(' ')).toMatch(/[Dd]epth limit/);
  });

  it('when a field repeats directives too often, then 400 naming the directives limit', async () => {
    const query = '{ ' + '__typename @include(if: true) '.repeat(60) + '}';
    const res = await request(built.app).post('/graphql').send({ query });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/Directives limit/);
  });

  it.each(webOperations)('when the web sends its own operation %s, then the limits let it through', async (name) => {
    const source = operationSource(name);
    const res = await request(built.app).post('/graphql').send({ query: source, variables: {} });
    // Missing variables are expected here ({} is sent); only a limit's refusal matters.
    const messages = (res.body.errors ?? [])
      .map((e: { message: string }) => e.message)
      .filter((m: string) => !/^Variable "\$\w+" of required type/.test(m))
      .join(' ');
    expect(messages).not.toMatch(/limit|too deep|aliases|tokens/i);
  });
});

describe('schema suggestions', () => {
  it('when a field is misspelt in production, then the error does not suggest the schema', async () => {
    const prod = await startApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      PASSPORT_ENCRYPTION_KEY: 'a'.repeat(64),
      STORAGE_ENCRYPTION_KEYS: 'k1:' + 'c'.repeat(64),
    });
    try {
      const res = await request(prod.app).post('/graphql').send({ query: '{ authStatu { isAdmin } }' });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).not.toMatch(/Did you mean/);
      expect(res.body.errors[0].message).toMatch(/Cannot query field "authStatu"/);
    } finally {
      await prod.close();
    }
  });

  it('when a field is misspelt in development, then the suggestion helps', async () => {
    const res = await request(built.app).post('/graphql').send({ query: '{ authStatu { isAdmin } }' });
    expect(res.body.errors[0].message).toMatch(/Did you mean "authStatus"/);
  });
});

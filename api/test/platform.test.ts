import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { ConfigError, loadConfig, startupWarnings } from '../src/config.js';
import { ROUTE_PRELOADS_FILE, WEB_ROUTES } from '@umrah/graphql';
import { startFakeCms } from './fake-cms.js';
import { agentOf, gql, newTraveller, resetDb, sessionCookie, signedInAdmin, signedInTraveller, startApp } from './helpers.js';

let built: BuiltApp;
beforeAll(async () => {
  built = await startApp();
  await resetDb(built.db);
});
afterAll(() => built.close());

describe('health and readiness', () => {
  it('when everything is up, then /healthz and /readyz answer ok', async () => {
    expect((await request(built.app).get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await request(built.app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ok', checks: { postgres: 'ok', redis: 'ok', storage: 'ok' } });
  });

  it('when PostgreSQL cannot be reached, then /readyz answers 503 naming it', async () => {
    const broken = await startAppWithoutMigrations({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere', S3_ENDPOINT: process.env.TEST_S3_ENDPOINT! });
    try {
      const ready = await request(broken.app).get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body.checks).toEqual({ postgres: 'down', redis: 'ok', storage: 'ok' });
    } finally {
      await broken.close();
    }
  });

  it('when object storage cannot be reached, then /readyz answers 503 naming it', async () => {
    const broken = await startAppWithoutMigrations({ S3_ENDPOINT: 'http://127.0.0.1:1' });
    try {
      const ready = await request(broken.app).get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body.checks.storage).not.toBe('ok');
    } finally {
      await broken.close();
    }
  });

  it('when the server is shutting down, then /readyz answers 503 while /healthz stays ok, and every answer closes its connection', async () => {
    const other = await startApp();
    try {
      // A client that asks to keep its connection: kept while serving, closed while draining.
      const get = (path: string) => request(other.app).get(path).set('Connection', 'keep-alive');
      expect((await get('/healthz')).headers.connection).toBe('keep-alive');
      other.markShuttingDown();
      expect((await get('/readyz')).status).toBe(503);
      const health = await get('/healthz');
      expect(health.status).toBe(200);
      expect(health.headers.connection).toBe('close');
      expect((await get('/api/trip/content')).headers.connection).toBe('close');
    } finally {
      await other.close();
    }
  });
});

async function startAppWithoutMigrations(env: Record<string, string>) {
  const { buildApp } = await import('../src/app.js');
  return buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', ...env }));
}

describe('request hygiene', () => {
  it('when a request id is sent, then it is echoed; otherwise one is made', async () => {
    expect((await request(built.app).get('/healthz').set('X-Request-Id', 'abc-123')).headers['x-request-id']).toBe('abc-123');
    expect((await request(built.app).get('/healthz')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when a request is answered, then one access line says what was asked and its status, never its cookie, token or query (a reset link carries a token)', async () => {
    const lines: Record<string, any>[] = [];
    const logger = pino(
      { level: 'info', redact: { paths: ['req.headers.cookie', '*.password'], censor: '[redacted]' } },
      {
        write: (line: string) => void lines.push(JSON.parse(line)),
      },
    );
    const logged = await startApp({}, { logger });
    try {
      await request(logged.app)
        .get('/api/nothing-here?token=secret-reset-token&page=2')
        .set('X-Request-Id', 'req-42')
        .set('Cookie', 'umrah.sid=s%3Asecret-session')
        .set('Authorization', 'Bearer secret-token')
        .set('User-Agent', 'access-log-test');
      await request(logged.app).get('/healthz');
      const access = lines.filter((l) => l.msg === 'request completed');
      expect(access).toEqual([
        expect.objectContaining({
          reqId: 'req-42',
          req: { method: 'GET', url: '/api/nothing-here?…', remoteAddress: expect.any(String), userAgent: 'access-log-test' },
          res: { statusCode: 404 },
          responseTime: expect.any(Number),
        }),
      ]);
      expect(JSON.stringify(lines)).not.toMatch(/secret-session|secret-token|secret-reset-token/);
    } finally {
      await logged.close();
    }
  });

  it('when the JSON body is malformed, then 400 with a clear message', async () => {
    const res = await request(built.app).post('/api/auth/login').set('content-type', 'application/json').send('{"username":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Malformed JSON body' });
  });

  it('when an unknown /api path is asked, then 404 JSON', async () => {
    const res = await request(built.app).get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('when a REST write comes from another origin, then 403 and nothing is created', async () => {
    const t = newTraveller();
    const res = await request(built.app).post('/api/auth/register').set('Origin', 'https://evil.example').send(t);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Cross-site request refused');
    expect(await built.db('users').where({ username: t.username })).toHaveLength(0);
  });

  it('when a REST write comes from the app origin, then it goes through', async () => {
    const res = await request(built.app).post('/api/auth/register').set('Host', 'portal.example').set('Origin', 'https://portal.example').send(newTraveller());
    expect(res.status).toBe(201);
  });

  it('when a GraphQL mutation is sent as a simple (CSRF-able) request, then Apollo refuses it', async () => {
    const res = await request(built.app)
      .post('/graphql')
      .set('content-type', 'text/plain')
      .send(JSON.stringify({ query: 'mutation { logOut { success } }' }));
    expect(res.status).toBe(400);
  });
  it('when a GraphQL query is answered, then the answer is never stored (Cache-Control: no-store), as is an error', async () => {
    const ok = await request(built.app).post('/graphql').send({ query: '{ authStatus { isAuthenticated } }' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.authStatus.isAuthenticated).toBe(false);
    expect(ok.headers['cache-control']).toBe('no-store');
    const bad = await request(built.app).post('/graphql').send({ query: '{ nope }' });
    expect(bad.status).toBe(400);
    expect(bad.headers['cache-control']).toBe('no-store');
  });
  // Depth, aliases, directives, tokens and cost: graphql-limits.test.ts.
});

describe('rate limits', () => {
  it('when one address fails to log in too often, then 429 with a clear message', async () => {
    const limited = await startApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      for (let i = 0; i < 3; i++) {
        expect((await request(limited.app).post('/api/auth/login').send({ username: 'nobody', password: 'wrong-pass' })).status).toBe(401);
      }
      const res = await request(limited.app).post('/api/auth/login').send({ username: 'nobody', password: 'wrong-pass' });
      expect(res.status).toBe(429);
      expect(res.body.message).toBe('Too many attempts. Please wait a minute and try again.');
      const g = await gql(agentOf(limited), 'LogIn', { input: { username: 'nobody', password: 'wrong-pass' } });
      expect(g.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await limited.close();
    }
  });
});

describe('two api processes', () => {
  it('when a traveller signs in through one instance, then the other knows the session (shared Redis)', async () => {
    const prefix = `umrah-test:shared-${Date.now()}:`;
    const [a, b] = await Promise.all([startApp({ REDIS_KEY_PREFIX: prefix }), startApp({ REDIS_KEY_PREFIX: prefix })]);
    try {
      const t = newTraveller();
      await request(a.app).post('/api/auth/register').send(t).expect(201);
      const login = await request(a.app).post('/api/auth/login').send({ username: t.username, password: t.password });
      const cookie = sessionCookie(login.headers)!;
      const profile = await request(b.app).get('/api/user/profile').set('Cookie', cookie);
      expect(profile.status).toBe(200);
      expect(profile.body.username).toBe(t.username);
      await request(b.app).post('/api/auth/logout').set('Cookie', cookie).expect(200);
      expect((await request(a.app).get('/api/user/profile').set('Cookie', cookie)).status).toBe(401);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('configuration', () => {
  it('when several keys are bad, then start-up fails listing every one', () => {
    expect.assertions(4);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', NODE_ENV: 'production', ADMIN_USERNAME: 'x' });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const text = (err as Error).message;
      expect(text).toMatch(/PORT:/);
      expect(text).toMatch(/DATABASE_URL:/);
      expect(text).toMatch(/SESSION_SECRET: must be set/);
    }
  });
});

describe('production behind a proxy', () => {
  const prod = {
    NODE_ENV: 'production',
    SESSION_SECRET: 's'.repeat(40),
    PASSPORT_ENCRYPTION_KEY: 'a'.repeat(64),
    STORAGE_ENCRYPTION_KEYS: 'k1:' + 'c'.repeat(64),
    SMTP_URL: 'smtp://mail.example.org:587',
  };

  it('when production has a public https origin without TRUST_PROXY and COOKIE_SECURE, then start-up fails naming both', () => {
    expect.assertions(3);
    try {
      loadConfig({ ...prod, HOST: '0.0.0.0', PUBLIC_URL: 'https://umrah.example.org' });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as Error).message).toMatch(/TRUST_PROXY: /);
      expect((err as Error).message).toMatch(/COOKIE_SECURE: /);
    }
  });

  it('when the public origin has TRUST_PROXY and COOKIE_SECURE, then it starts without warnings', () => {
    const config = loadConfig({ ...prod, HOST: '0.0.0.0', PUBLIC_URL: 'https://umrah.example.org', TRUST_PROXY: '1', COOKIE_SECURE: 'true' });
    expect(startupWarnings(config)).toEqual([]);
  });

  it('when production listens on loopback only (npm start, the browser tests), then it starts without warnings', () => {
    expect(startupWarnings(loadConfig({ ...prod, HOST: '127.0.0.1' }))).toEqual([]);
    expect(startupWarnings(loadConfig({ ...prod, HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:8080' }))).toEqual([]);
  });

  it('when production listens on every interface without TRUST_PROXY or COOKIE_SECURE, then it starts but warns naming both', () => {
    const warnings = startupWarnings(loadConfig({ ...prod, HOST: '0.0.0.0' }));
    expect(warnings.join('\n')).toMatch(/TRUST_PROXY/);
    expect(warnings.join('\n')).toMatch(/COOKIE_SECURE/);
  });
});

describe('serving the web app', () => {
  let web: BuiltApp;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'umrah-web-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Umrah Journey</title><div id="root"></div>');
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    web = await startApp({ WEB_DIST_DIR: dir });
  });
  afterAll(() => web.close());

  // Every page the web declares (its router reads the same list), an id standing for `:id`.
  const everyPage = WEB_ROUTES.map((route) => route.replace(/:[a-z]+/gi, '0b4f7c1e-2d3a-4c5b-8e9f-1a2b3c4d5e6f'));
  it('when the web declares its pages, then they include those emails link to', () => {
    expect(everyPage).toEqual(expect.arrayContaining(['/forgot-password', '/reset-password', '/portal/payments']));
  });

  it.each(everyPage)('when %s is opened, then the app shell answers 200 uncached', async (p) => {
    const res = await request(web.app).get(p).set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  // ADR 0071: a guarded page opened with a session carries the authentication check's answer.
  it('when a signed-in traveller opens a portal page, then it carries their check, escaped, never stored by any cache', async () => {
    const { agent, t, userId } = await signedInTraveller(web);
    const name = '</script><script>alert(1)</script>\u2028';
    await web.db('users').where({ id: userId }).update({ full_name: name });
    const res = await agent.get('/portal/dashboard').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['vary']).toMatch(/Cookie/);
    expect(res.headers['etag']).toBeUndefined();
    const json = /<script id="auth-status" type="application\/json">(.*?)<\/script>/s.exec(res.text)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json!)).toEqual({
      isAuthenticated: true,
      isAdmin: false,
      staffRole: null,
      permissions: [],
      viewer: { id: userId, username: t.username, fullName: name, locale: 'en' },
    });
    expect(res.text.match(/<script\b/g)).toHaveLength(1);
  });

  it('when the admin opens the dashboard, then the page says admin; a stranger, a signed-out cookie or a page outside the guard get the shared shell', async () => {
    const admin = await signedInAdmin(web);
    const page = await admin.agent.get('/admin/dashboard').set('Accept', 'text/html');
    expect(page.text).toContain('"isAdmin":true');
    expect((await admin.agent.get('/login').set('Accept', 'text/html')).text).not.toContain('auth-status');

    const stranger = await request(web.app).get('/portal/dashboard').set('Accept', 'text/html');
    expect(stranger.text).not.toContain('auth-status');
    expect(stranger.headers['cache-control']).toBe('no-cache');

    const { agent } = await signedInTraveller(web);
    await agent.post('/api/auth/logout').expect(200);
    const after = await agent.get('/portal/profile').set('Accept', 'text/html');
    expect(after.text).not.toContain('auth-status');
    expect(after.headers['cache-control']).toBe('no-cache');
  });

  it('when an unknown path is opened, then the shell answers with status 404 (the app shows its 404 page)', async () => {
    const res = await request(web.app).get('/no/such/page').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<div id="root">');
  });

  it('when a hashed asset is fetched, then it is cached immutably; a missing one is a 404', async () => {
    const res = await request(web.app).get('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect((await request(web.app).get('/assets/missing.js')).status).toBe(404);
  });

  it('when an unknown /api path is asked, then it is still JSON 404, not the shell', async () => {
    const res = await request(web.app).get('/api/unknown').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });
});

// ADR 0138: a page of the app names in its HTML the scripts its route needs and the first
// catalogues in its language, from the list the web's build writes (web/vite.config.ts).
describe('the scripts a page asks for at once', () => {
  let web: BuiltApp;
  let dir: string;
  const preloads = {
    routes: [
      ['/login', ['/assets/providers-a1.js', '/assets/log-in-page-b2.js']],
      ['/portal/dashboard', ['/assets/providers-a1.js', '/assets/dashboard-page-c3.js']],
      ['/admin/registrations/:id', ['/assets/registration-review-page-d4.js']],
    ],
    notFound: ['/assets/not-found-page-e5.js'],
    catalogs: { en: ['/assets/common-en.js'], fr: ['/assets/common-fr.js'] },
  };
  const linked = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'umrah-web-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html lang="en"><head><link rel="modulepreload" crossorigin href="/assets/base-x.js"><link rel="stylesheet" crossorigin href="/assets/main-x.css"></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(dir, 'assets', 'main-x.css'), '.shell{color:#047857}');
    writeFileSync(path.join(dir, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
    web = await startApp({ WEB_DIST_DIR: dir });
  });
  afterAll(() => web.close());

  it('when a visitor opens the log-in page, then its HTML names its scripts and the English catalogues, after what the build put there', async () => {
    const res = await request(web.app).get('/login').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(linked(res.text)).toEqual(['/assets/base-x.js', '/assets/providers-a1.js', '/assets/log-in-page-b2.js', '/assets/common-en.js']);
    expect(res.text.indexOf('log-in-page-b2.js')).toBeLessThan(res.text.indexOf('</head>'));
  });

  it('when a page of the app is opened, then its stylesheet is inside it (its first paint waits for no request), signed in or not', async () => {
    const { agent } = await signedInTraveller(web);
    for (const res of [await request(web.app).get('/login').set('Accept', 'text/html'), await agent.get('/portal/dashboard').set('Accept', 'text/html')]) {
      expect(res.text).toContain('<style>.shell{color:#047857}</style>');
      expect(res.text).not.toContain('rel="stylesheet"');
    }
  });

  it('when the page is in French, then its French catalogues come first and the English ones beneath them', async () => {
    const res = await request(web.app).get('/login?lang=fr').set('Accept', 'text/html');
    expect(linked(res.text).slice(-2)).toEqual(['/assets/common-fr.js', '/assets/common-en.js']);
  });

  it('when a signed-in traveller opens the dashboard, then its scripts are named beside their check; a review page by its pattern', async () => {
    const { agent } = await signedInTraveller(web);
    const page = await agent.get('/portal/dashboard').set('Accept', 'text/html');
    expect(page.text).toContain('<script id="auth-status"');
    expect(linked(page.text)).toEqual(['/assets/base-x.js', '/assets/providers-a1.js', '/assets/dashboard-page-c3.js', '/assets/common-en.js']);
    const review = await request(web.app).get('/admin/registrations/0b4f7c1e-2d3a').set('Accept', 'text/html');
    expect(linked(review.text)).toContain('/assets/registration-review-page-d4.js');
  });

  it('when an unknown path is opened, then the 404 shell names the not-found page; the list itself is never served', async () => {
    const res = await request(web.app).get('/no/such/page').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(linked(res.text)).toEqual(['/assets/base-x.js', '/assets/not-found-page-e5.js', '/assets/common-en.js']);
    const list = await request(web.app).get(`/${ROUTE_PRELOADS_FILE}`);
    expect(list.text).not.toContain('log-in-page');
  });

  it('when the list cannot be read, then the pages go out as the build made them, with a warning', async () => {
    const broken = mkdtempSync(path.join(tmpdir(), 'umrah-web-'));
    mkdirSync(path.join(broken, '.vite'));
    writeFileSync(path.join(broken, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    writeFileSync(path.join(broken, ROUTE_PRELOADS_FILE), '{ not json');
    const lines: string[] = [];
    const app = await startApp({ WEB_DIST_DIR: broken }, { logger: pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) }) });
    try {
      const res = await request(app.app).get('/login').set('Accept', 'text/html');
      expect(res.status).toBe(200);
      expect(linked(res.text)).toEqual([]);
      expect(lines.join('')).toMatch(/route preloads/);
    } finally {
      await app.close();
    }
  });
});

describe('serving the landing page entry and compressed assets', () => {
  let web: BuiltApp;
  let webDir: string;
  const script = 'export const hello = "' + 'landing '.repeat(200) + '";';
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'umrah-web-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>');
    writeFileSync(
      path.join(dir, 'landing.html'),
      '<!doctype html><html><head><title>Landing</title></head><body><div id="root" data-page="landing"></div></body></html>',
    );
    writeFileSync(path.join(dir, 'assets', 'landing-abc123.js'), script);
    writeFileSync(path.join(dir, 'assets', 'landing-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dir, 'assets', 'landing-abc123.js.gz'), gzipSync(script));
    webDir = dir;
    web = await startApp({ WEB_DIST_DIR: dir });
  });
  afterAll(() => web.close());

  it('when "/" is opened, then the landing entry answers with the trip content inlined, uncached', async () => {
    const res = await request(web.app).get('/').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('data-page="landing"');
    expect(res.text).toMatch(
      /<script id="trip-content" type="application\/json">\{.*"groupSize":45.*\}<\/script><script id="landing-messages"[^>]*>\{.*\}<\/script><\/head>/s,
    );
  });

  it('when another page is opened, then the app shell answers, without the trip content', async () => {
    const res = await request(web.app).get('/login').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>App</title>');
    expect(res.text).not.toContain('trip-content');
  });

  it('when a page is opened, then its CSP allows only our scripts, frames only the payment form host (the app also our own files), and only our own framing', async () => {
    for (const page of ['/', '/login', '/portal/dashboard', '/admin/registrations/1']) {
      const res = await request(web.app).get(page).set('Accept', 'text/html');
      const csp = Object.fromEntries(
        String(res.headers['content-security-policy'])
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values.join(' ')]),
      );
      expect(csp['default-src']).toBe("'self'");
      expect(csp['script-src']).toBe("'self'");
      expect(csp['object-src']).toBe("'none'");
      expect(csp['base-uri']).toBe("'self'");
      // The seed content's payment form; the app's pages also frame our own files (the admin's PDF preview).
      expect(csp['frame-src']).toBe(page === '/' ? 'https://payments.example.org' : "'self' https://payments.example.org");
      expect(csp['frame-ancestors']).toBe("'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('when editors move the payment form to another host in the CMS, then frame-src follows it', async () => {
    const cms = await startFakeCms((d) => (d.paymentForm.url = 'https://pay.other-host.example/form?id=7'));
    const app = await startApp({ WEB_DIST_DIR: webDir, CMS_URL: cms.url });
    try {
      const res = await request(app.app).get('/').set('Accept', 'text/html');
      expect(res.headers['content-security-policy']).toMatch(/(^|; )frame-src https:\/\/pay\.other-host\.example(;|$)/);
    } finally {
      await app.close();
      await cms.stop();
    }
  });

  it('when the build renders the landing page, then "/" names no script or icon to fetch before its first paint, and its CSP allows exactly its one inline loader', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'umrah-web-ssr-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.ssr'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><title>App</title><script type="module" crossorigin src="/assets/main-1.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      path.join(dir, 'landing.html'),
      '<!doctype html><html><head><title>Landing</title>' +
        '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />' +
        '<script type="module" crossorigin src="/assets/landing-e1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/base-b2.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/landing-c3.js">' +
        '</head><body><div id="root"></div><noscript>Needs JavaScript</noscript></body></html>',
    );
    const icon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#047857"/></svg>';
    writeFileSync(path.join(dir, 'favicon.svg'), `${icon}\n`);
    writeFileSync(path.join(dir, '.ssr', 'landing-ssr.js'), 'export const renderLanding = (c) => `<main><h1>${c.title}</h1></main>`;\n');
    const ssr = await startApp({ WEB_DIST_DIR: dir });
    try {
      const res = await request(ssr.app).get('/').set('Accept', 'text/html');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root"><main><h1>');
      expect(res.text).not.toContain('Needs JavaScript');
      // No script element with a source and no modulepreload: nothing to download before the paint.
      expect(res.text).not.toMatch(/<script[^>]*\bsrc=/);
      expect(res.text).not.toMatch(/<link[^>]*modulepreload/);
      // The icon is inside the page, the file's own bytes.
      const href = /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,([^"]*)"/.exec(res.text)?.[1];
      expect(decodeURIComponent(href ?? '')).toBe(icon);
      const inline = [...res.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
      expect(inline).toHaveLength(1);
      const loader = inline[0] ?? '';
      // The loader adds back the entry and its preloads, in the build's order.
      expect(loader.indexOf('/assets/base-b2.js')).toBeGreaterThan(0);
      expect(loader.indexOf('/assets/base-b2.js')).toBeLessThan(loader.indexOf('/assets/landing-c3.js'));
      expect(loader).toContain('s.src="/assets/landing-e1.js"');
      expect(loader).toContain('first-contentful-paint');
      // ...and asks for the images the page holds back (ADR 0068).
      expect(loader).toContain('img[data-src]');
      const scriptSrc = (csp: unknown) => /(?:^|; )script-src ([^;]*)/.exec(String(csp))![1];
      const hash = `'sha256-${createHash('sha256').update(loader).digest('base64')}'`;
      expect(scriptSrc(res.headers['content-security-policy'])).toBe(`'self' ${hash}`);
      // The gzip copy is the same page.
      const gz = await request(ssr.app).get('/').set('Accept', 'text/html').set('Accept-Encoding', 'gzip');
      expect(gz.text).toBe(res.text);
      // The portal's pages keep their script as built, and no inline script is allowed there.
      const shell = await request(ssr.app).get('/login').set('Accept', 'text/html');
      expect(shell.text).toContain('<script type="module" crossorigin src="/assets/main-1.js"></script>');
      expect(scriptSrc(shell.headers['content-security-policy'])).toBe("'self'");
    } finally {
      await ssr.close();
    }
  });

  it('when served over plain HTTP, then no HSTS; with COOKIE_SECURE, then HSTS for a year', async () => {
    expect((await request(web.app).get('/login').set('Accept', 'text/html')).headers['strict-transport-security']).toBeUndefined();
    const secure = await startApp({ WEB_DIST_DIR: webDir, COOKIE_SECURE: 'true' });
    try {
      const res = await request(secure.app).get('/login').set('Accept', 'text/html');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/);
    } finally {
      await secure.close();
    }
  });

  it('when any answer goes out, then it carries the baseline headers and no X-Powered-By', async () => {
    for (const res of [
      await request(web.app).get('/api/unknown'),
      await request(web.app).get('/assets/landing-abc123.js'),
      await request(web.app).get('/healthz'),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('when the browser accepts gzip, then the HTML is sent gzipped', async () => {
    const res = await request(web.app).get('/').set('Accept', 'text/html').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.text).toContain('data-page="landing"'); // supertest decodes it
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])('when a script is asked with Accept-Encoding %s, then its %s copy is sent, typed and cached as the script', async (accept, encoding) => {
    // Plain http, so that nothing decodes the body before the test reads it.
    const server = web.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const res = await new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path: '/assets/landing-abc123.js', headers: { 'Accept-Encoding': accept } }, (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => resolve({ status: r.statusCode ?? 0, headers: r.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    }).finally(() => server.close());
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    const text = encoding === 'br' ? brotliDecompressSync(res.body) : encoding === 'gzip' ? gunzipSync(res.body) : res.body;
    expect(text.toString()).toBe(script);
  });
});

// Every page of the web on a phone (issue "Fast on a phone: every page"): Lighthouse's mobile
// preset (simulated slow 4G, 4x CPU slowdown), median of BENCH_RUNS runs per route, against the
// built app, the landing page measured in the same run as the baseline. Signed-in pages are
// measured with the session cookie of an account this script creates through the api: a
// traveller with a registration (deposit recorded, so every portal page has its content) and
// the organiser (scripts/e2e-server.sh's admin).
// Per route: performance, FCP, LCP, TBT, and JS = the scripts the page loaded, gzip -9 of the
// built files (what a gzip-only client downloads; brotli clients get less).
// Targets: portal and admin routes at performance >= 90, LCP <= 2.5 s, TBT <= 200 ms, JS <= 120 KB.
// Usage: npm run build && npm run bench:pages   (PostgreSQL and Redis running)
//   BENCH_URL=http://127.0.0.1:8585  measure a server already running (its admin: e2e_admin)
//   BENCH_PORT (default 8587)        the port of the server this script starts
//   BENCH_RUNS (default 3)           Lighthouse runs per route
//   BENCH_ROUTES=/portal,/admin      only routes starting with one of these (the baseline always runs)
//   BENCH_LHR_DIR=/tmp/lhr           also writes each route's median Lighthouse report there (to read its trace's findings)
// Figures are printed, never asserted: timings vary with the machine (docs/conventions.md#tests).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { generate } from 'otplib';
import { paths, WEB_ROUTES } from '../graphql/dist/routes.js';
import { loadLighthouse, medianRun, root, startChrome, startServer } from './lib/lighthouse.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8587);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ADMIN = { username: process.env.BENCH_ADMIN_USERNAME ?? 'e2e_admin', password: process.env.BENCH_ADMIN_PASSWORD ?? 'e2e-admin-password' };
const dist = path.join(root, 'web', 'dist');

const { lighthouse } = await loadLighthouse();

/** Signs in through the REST alias; answers the session cookie ("name=value") and the answer. */
async function signIn(base, endpoint, credentials) {
  const res = await fetch(`${base}${endpoint}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) });
  if (!res.ok) throw new Error(`${endpoint}: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('umrah.sid='));
  if (!cookie) throw new Error(`${endpoint}: no session cookie`);
  return { cookie: cookie.split(';')[0], body: await res.json() };
}

/** The token of the confirmation email the server's worker wrote to its mail folder (scripts/e2e-server.sh), once it is there. */
async function confirmationToken(port, email) {
  const dir = `/tmp/umrah-e2e-mail-${port}`;
  for (let i = 0; i < 100; i++) {
    for (const file of existsSync(dir) ? readdirSync(dir) : []) {
      const raw = readFileSync(path.join(dir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (raw.includes(`To: ${email}`)) {
        const token = /verify-email\?token=([\w-]+)/.exec(raw)?.[1];
        if (token) return token;
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no confirmation email to ${email} in ${dir} (BENCH_URL servers: confirm the account yourself)`);
}

/**
 * The admin's session past the second factor (docs/decisions/0104): on a fresh server the admin
 * enrols an authenticator app through the api, its code computed here from the key it gave.
 */
async function adminSession(base) {
  const { cookie, body } = await signIn(base, '/api/admin/login', ADMIN);
  if (body.secondFactor === undefined || body.secondFactor === null) return cookie;
  if (body.secondFactor !== 'enrol') throw new Error(`the admin's second factor is already set up (${body.secondFactor}): measure a fresh server`);
  const { secret } = await call(base, cookie, 'POST', '/api/auth/second-factor/totp/setup');
  const res = await fetch(`${base}/api/auth/second-factor/totp/confirm`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ code: await generate({ secret }) }),
  });
  if (!res.ok) throw new Error(`second factor: ${res.status} ${await res.text()}`);
  const renewed = res.headers.getSetCookie().find((c) => c.startsWith('umrah.sid='));
  return renewed ? renewed.split(';')[0] : cookie;
}

async function call(base, cookie, method, url, body) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A new traveller with a registration whose deposit is recorded; answers both cookies and its id. */
async function accounts(base) {
  const tag = Date.now().toString(36);
  const traveller = { fullName: 'Amina Rahman', email: `bench.${tag}@example.com`, phone: '4165550123', username: `bench_${tag}`, password: 'correct-horse' };
  const created = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(traveller),
  });
  if (created.status !== 201) throw new Error(`register: ${created.status} ${await created.text()}`);
  // A seat needs a confirmed email (the seats issue): the link's token, as its owner would follow it.
  await call(base, '', 'POST', '/api/auth/verify-email', { token: await confirmationToken(new URL(base).port, traveller.email) });
  const { cookie: travellerCookie } = await signIn(base, '/api/auth/login', { username: traveller.username, password: traveller.password });
  const registration = await call(base, travellerCookie, 'POST', '/api/trip/register');
  const adminCookie = await adminSession(base);
  await call(base, adminCookie, 'POST', '/api/admin/trip/deposit', { tripRegistrationId: registration.id, depositPaid: true });
  return { travellerCookie, adminCookie, registrationId: registration.id };
}

/** gzip -9 size of a built asset the page loaded (0 when it is not one of the build's files). */
const gzipSizes = new Map();
function gzipOf(url) {
  const m = /\/(assets\/[\w.-]+\.js)$/.exec(new URL(url).pathname);
  if (!m || !existsSync(path.join(dist, m[1]))) return 0;
  if (!gzipSizes.has(m[1])) gzipSizes.set(m[1], gzipSync(readFileSync(path.join(dist, m[1])), { level: 9 }).length);
  return gzipSizes.get(m[1]);
}

const server = await startServer({
  url: process.env.BENCH_URL,
  port: PORT,
  databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/umrah_bench_pages',
});
const rows = [];
try {
  const { travellerCookie, adminCookie, registrationId } = await accounts(server.base);
  // Every page of the app's list (graphql/src/routes.ts), with who opens it and what it needs.
  const query = {
    [paths.resetPassword]: '?token=bench',
    [paths.verifyEmail]: '?token=bench',
    [paths.claimAccount]: '?token=bench',
    [paths.joinTeam]: '?token=bench',
  };
  const skipped = {
    [paths.preview]: 'a CMS editor’s draft preview (signed by the CMS)',
    [paths.secondFactor]: 'only between a password and the second factor',
  };
  const routes = WEB_ROUTES.filter((route) => !(route in skipped)).map((route) => {
    const url = route.replace(':id', registrationId) + (query[route] ?? '');
    if (route === paths.home) return { route: url, who: 'anonymous (baseline)' };
    if (route.startsWith('/portal/')) return { route: url, who: 'traveller', cookie: travellerCookie };
    if (route.startsWith('/admin/') && route !== paths.admin.logIn) return { route: url, who: 'admin', cookie: adminCookie };
    return { route: url, who: 'anonymous' };
  });
  for (const [route, why] of Object.entries(skipped)) console.log(`not measured: ${route} (${why})`);
  const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
  for (const r of routes) {
    if (only && r.route !== '/' && !only.some((prefix) => r.route.startsWith(prefix))) continue;
    // A browser of its own per route: the session cookie the server renews on every answer would
    // otherwise stay in the profile and go along with the next account's pages.
    const chrome = await startChrome();
    let run;
    try {
      run = await medianRun(lighthouse, {
        url: server.base + r.route,
        port: chrome.port,
        runs: RUNS,
        categories: ['performance'],
        headers: r.cookie ? { Cookie: r.cookie } : undefined,
        label: r.route,
      });
    } finally {
      await chrome.stop();
    }
    if (process.env.BENCH_LHR_DIR) {
      mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
      writeFileSync(path.join(process.env.BENCH_LHR_DIR, `${r.route.replace(/[^\w]+/g, '_')}.json`), JSON.stringify(run.lhr));
    }
    const scripts = (run.lhr.audits['network-requests']?.details?.items ?? []).filter((i) => i.resourceType === 'Script');
    const jsGzip = scripts.reduce((s, i) => s + gzipOf(i.url), 0);
    const final = run.lhr.finalDisplayedUrl;
    rows.push({ ...r, ...run.median, jsGzip, scores: run.all.map((s) => s.scores.performance), tbts: run.all.map((s) => s.tbtMs), final });
    const m = run.median;
    console.log(
      `${r.route.padEnd(40)} perf ${String(m.scores.performance).padStart(3)}  FCP ${m.fcpMs} ms  LCP ${m.lcpMs} ms  TBT ${m.tbtMs} ms  JS ${(jsGzip / 1024).toFixed(1)} KB` +
        (new URL(final).pathname !== new URL(server.base + r.route).pathname ? `  (ended at ${new URL(final).pathname})` : ''),
    );
  }
} finally {
  server.stop();
}

console.log(
  `\nLighthouse mobile, median of ${RUNS} runs by performance (targets for signed-in pages: perf >= 90, LCP <= 2.5 s, TBT <= 200 ms, JS <= 120 KB gzip)`,
);
console.log('| route | who | perf (runs) | FCP | LCP | TBT (runs) | JS gzip |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) {
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `| \`${r.route.replace(/registrations\/[\w-]+/, 'registrations/:id')}\` | ${r.who} | ${r.scores.slice().sort((a, b) => a - b)[Math.floor(r.scores.length / 2)]} (${r.scores.join(', ')}) | ${s(r.fcpMs)} | ${s(r.lcpMs)} | ${r.tbtMs} ms (${r.tbts.join(', ')}) | ${(r.jsGzip / 1024).toFixed(1)} KB |`,
  );
}
for (const r of rows) {
  if (r.longTasks.length) console.log(`long tasks ${r.route}: ${r.longTasks.join(', ')}`);
  for (const e of r.consoleErrors) console.log(`console error ${r.route}: ${e.slice(0, 140)}`);
}
mkdirSync(path.join(root, 'test-results'), { recursive: true });
writeFileSync(
  path.join(root, 'test-results', 'lighthouse-pages.json'),
  JSON.stringify(
    rows.map(({ route, who, fcpMs, lcpMs, tbtMs, jsGzip, scores, tbts, lcpElement }) => ({
      route,
      who,
      fcpMs,
      lcpMs,
      tbtMs,
      jsGzip,
      scores,
      tbts,
      lcpElement,
    })),
  ),
);

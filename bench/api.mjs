// The api beside its framework's ceiling (issue 15). In one run, one server at a time, with
// autocannon (32 connections): a bare node:http server and an Express 5 hello-world answering the
// same JSON (stock, and served as the api serves its app), Express 5 with the session layer alone
// (the ceiling of any signed-in call), then the built api in production mode with its real
// services (PostgreSQL, Redis, an s3rver; seed content, no CMS) on its calls: /healthz, the
// session check, the signed-in reads (REST and their GraphQL twins), the trip content and the
// landing HTML.
// Prints req/s, p50, p99 and the ratio to Express-hello (GraphQL also to its REST twin). Each
// api call is measured in turn with an Express-hello that runs beside the api all along, and its
// ratio is to that one: on a shared machine whose speed drifts by a quarter within a run, a ratio
// to a baseline measured minutes earlier says more about the machine than about the api.
// Usage: npm run build && npm run bench:api   (PostgreSQL and Redis running)
//   BENCH_SECONDS (default 10)   measured seconds per call, after 2 s of warm-up
//   BENCH_CONNECTIONS (32)       concurrent connections
//   BENCH_PORT (default 8590)    first port: api, +1 Express, +2 node:http, +3 s3rver, +4 the
//                                BENCH_COMPARE build, +5 the session layer alone, +6 the
//                                Express-hello beside the api
//   BENCH_DATABASE_URL           default postgres://postgres@127.0.0.1:5432/umrah_bench_speed (recreated)
//   BENCH_REDIS_URL              default redis://127.0.0.1:6379/5
//   BENCH_CPU_PROF=dir           run the api with --cpu-prof, profiles written to dir
//   BENCH_COMPARE=dir            also run an earlier build of the api (its dist/ copied to dir) on
//                                port BENCH_PORT+4, each call measured on both in turn
//   BENCH_ONLY=/healthz,...      measure only these labels (baselines always run)
//   BENCH_ROUNDS (default 1)     measure each call in this many rounds of BENCH_SECONDS, merged;
//                                each round starts with the next of Express-hello and the
//                                build(s) (ABC, BCA, CAB...), so a machine speeding up or slowing
//                                down favours none (use a multiple of 2, or of 3 with BENCH_COMPARE)
// Figures are printed, never asserted: timings vary with the machine (docs/conventions.md#tests).
// autocannon is not part of the repository's install: the first run installs the pinned version
// into .bench-tools/ (git-ignored), as bench:landing does for Lighthouse.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(decodeURIComponent(new URL('..', import.meta.url).pathname));
const AUTOCANNON = 'autocannon@8.0.0';
const tools = path.join(root, '.bench-tools');
const autocannonDir = path.join(tools, 'node_modules', 'autocannon');
if (!existsSync(path.join(autocannonDir, 'package.json'))) {
  console.log(`Installing ${AUTOCANNON} into .bench-tools/ for this benchmark (once)...`);
  mkdirSync(tools, { recursive: true });
  if (!existsSync(path.join(tools, 'package.json'))) writeFileSync(path.join(tools, 'package.json'), '{ "private": true }\n');
  execFileSync('npm', ['install', '--prefix', tools, '--no-audit', '--no-fund', '--no-package-lock', AUTOCANNON], { stdio: 'inherit' });
}
const { default: autocannon } = await import(pathToFileURL(path.join(autocannonDir, 'autocannon.js')).href);

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PORT = Number(process.env.BENCH_PORT ?? 8590);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/umrah_bench_speed';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/5';
const ONLY = process.env.BENCH_ONLY?.split(',');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const children = [];
const stopAll = () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer`);
}
function start(args, env = {}) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}
async function stop(child) {
  if (child.exitCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await gone;
}

// ---- the two baselines: the same JSON body as /healthz ----
const BODY = '{"status":"ok"}';
const BARE = `require('node:http').createServer((req, res) => { res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': ${BODY.length} }); res.end('${BODY}'); }).listen(${PORT + 2}, '127.0.0.1');`;
const EXPRESS = (port) =>
  `import('express').then(({ default: express }) => { const app = express(); app.get('/', (_req, res) => { res.json({ status: 'ok' }); }); app.listen(${port}, '127.0.0.1'); });`;

// The stack's session layer alone (Express 5 + express-session + connect-redis over ioredis, as
// api/src/lib/session.ts uses them): the ceiling for any signed-in call, one Redis GET each.
const SESSION = `Promise.all([import('express'), import('express-session'), import('connect-redis'), import('ioredis')]).then(([{ default: express }, { default: session }, { default: RedisStore }, { default: Redis }]) => {
  const app = express();
  const store = new RedisStore({ client: new Redis(${JSON.stringify(REDIS_URL)}), prefix: 'umrah-bench-session:' });
  app.use(session({ store, secret: 'bench-session-layer-secret-0123456789', resave: false, saveUninitialized: false, rolling: true, cookie: { httpOnly: true, sameSite: 'lax', maxAge: 7200000 } }));
  app.post('/login', (req, res) => { req.session.userId = 'bench'; res.json({ ok: true }); });
  app.get('/', (req, res) => { res.json({ isAuthenticated: Boolean(req.session.userId), isAdmin: false }); });
  app.listen(${PORT + 5}, '127.0.0.1');
});`;

// The server's own CPU time (user + system, from /proc/<pid>/stat, in clock ticks of 10 ms): on a
// shared machine whose throughput moves by 20 % between identical runs, the CPU a request costs
// the server moves far less, so it is the figure to compare two builds by.
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim() || 100);
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return NaN;
  }
}

async function measure(url, opts = {}, pid = undefined) {
  const run = (duration) =>
    new Promise((resolve, reject) => {
      autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
    });
  await run(2); // warm-up: JIT, pools, caches
  const cpuBefore = cpuMs(pid);
  const r = await run(SECONDS);
  const cpu = cpuMs(pid) - cpuBefore;
  const bad = r.non2xx + r.errors + r.timeouts;
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpuUs: (cpu * 1000) / r.requests.total, bad, cpu, requests: r.requests.total };
}

// Rounds of one call merged into one figure: the mean throughput and p50, the worst p99, and the
// CPU of all rounds over all their requests.
function merge(rounds) {
  const sum = (f) => rounds.reduce((a, r) => a + f(r), 0);
  return {
    rps: sum((r) => r.rps) / rounds.length,
    p50: Math.round(sum((r) => r.p50) / rounds.length),
    p99: Math.max(...rounds.map((r) => r.p99)),
    cpuUs: (sum((r) => r.cpu) * 1000) / sum((r) => r.requests),
    bad: sum((r) => r.bad),
  };
}

console.log(
  `bench:api — ${CONNECTIONS} connections, ${SECONDS} s per call; ${cpus().length} cores, load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const results = [];
const record = (label, r) => {
  results.push({ label, ...r });
  console.log(`  measured ${label}: ${Math.round(r.rps)} req/s${r.bad ? ` (${r.bad} non-2xx/errors!)` : ''}`);
};

// ---- baselines (measured first and again last; ratios use their mean) ----
async function baselines(round) {
  const bare = start(['-e', BARE]);
  await waitFor(`http://127.0.0.1:${PORT + 2}/`);
  record(`node:http hello${round}`, await measure(`http://127.0.0.1:${PORT + 2}/`, {}, bare.pid));
  await stop(bare);
  const ex = start(['--input-type=module', '-e', EXPRESS(PORT + 1)]);
  await waitFor(`http://127.0.0.1:${PORT + 1}/`);
  record(`Express 5 hello${round}`, await measure(`http://127.0.0.1:${PORT + 1}/`, {}, ex.pid));
  await stop(ex);
  const sess = start(['--input-type=module', '-e', SESSION]);
  await waitFor(`http://127.0.0.1:${PORT + 5}/`);
  const cookie = (await fetch(`http://127.0.0.1:${PORT + 5}/login`, { method: 'POST' })).headers.get('set-cookie').split(';')[0];
  record(`Express 5 + session layer${round}`, await measure(`http://127.0.0.1:${PORT + 5}/`, { headers: { cookie } }, sess.pid));
  await stop(sess);
}
await baselines(' (first)');

// ---- the api, as production runs it (and, with BENCH_COMPARE, an earlier build beside it) ----
execFileSync(process.execPath, ['scripts/ensure-db.mjs', '--fresh', DATABASE_URL], { cwd: root, stdio: 'inherit' });
const s3dir = mkdtempSync(path.join(tmpdir(), 'umrah-bench-api-s3-'));
const s3 = start([
  '-e',
  `import('@20minutes/s3rver').then(({ default: S }) => new S({ port: ${PORT + 3}, address: '127.0.0.1', silent: true, directory: '${s3dir}' }).run())`,
]);
const profDir = process.env.BENCH_CPU_PROF;
const COMPARE = process.env.BENCH_COMPARE;

async function startApi(dir, port, tag) {
  const child = start([...(profDir && tag === 'now' ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profDir)}`] : []), path.join(dir, 'server.js')], {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL,
    REDIS_URL,
    REDIS_KEY_PREFIX: `umrah-bench-api:${tag}:${Date.now()}:`,
    SESSION_SECRET: `bench-session-secret-${Date.now()}-0123456789abcdef`,
    PASSPORT_ENCRYPTION_KEY: '0'.repeat(64),
    STORAGE_ENCRYPTION_KEYS: 'bench:' + '0'.repeat(63) + '3',
    S3_ENDPOINT: `http://127.0.0.1:${PORT + 3}`,
    CMS_URL: '',
    ADMIN_USERNAME: '',
    ADMIN_PASSWORD: '',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    // The capacity race signs in 200 travellers from this one address.
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    WEB_DIST_DIR: path.join(root, 'web', 'dist'),
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`);

  // A signed-in traveller with a registration.
  const json = { 'content-type': 'application/json' };
  const traveller = {
    fullName: 'Bench Traveller',
    email: `bench-${tag}@example.com`,
    phone: '4165550123',
    username: `bench_${tag}`,
    password: 'bench-password-1',
  };
  let res = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify(traveller) });
  if (!res.ok) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: traveller.username, password: traveller.password }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get('set-cookie').split(';')[0];
  res = await fetch(`${base}/api/trip/register`, { method: 'POST', headers: { ...json, cookie } });
  if (!res.ok) throw new Error(`registration: ${res.status} ${await res.text()}`);
  return { child, base, cookie };
}

const PROFILE = 'query Profile { profile { id username fullName email phone createdAt updatedAt } }';
const MY_REGISTRATION =
  'query MyRegistration { myRegistration { id fare status createdAt depositPaid formSubmitted formApproved visaSubmitted visaApproved finalPaid formChangesReason visaChangesReason progress } }';
const callsOf = (cookie) => {
  const gql = (query) => ({ method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query }) });
  return [
    ['/healthz', '/healthz', {}],
    ['/api/auth/check', '/api/auth/check', { headers: { cookie } }],
    ['/api/user/profile', '/api/user/profile', { headers: { cookie } }],
    ['/api/trip/registration', '/api/trip/registration', { headers: { cookie } }],
    ['GraphQL profile', '/graphql', gql(PROFILE)],
    ['GraphQL myRegistration', '/graphql', gql(MY_REGISTRATION)],
    ['/api/trip/content', '/api/trip/content', {}],
    ['/ (landing HTML)', '/', { headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } }],
  ];
};

const apis = [];
if (COMPARE) apis.push({ tag: 'before', ...(await startApi(path.resolve(COMPARE), PORT + 4, 'before')) });
apis.push({ tag: 'now', ...(await startApi(path.join(root, 'api', 'dist'), PORT, 'now')) });
// An Express-hello beside the api for the whole run: each call's ratio is to the Express-hello
// measured in the same rounds, alternating with it, so the ratio holds even on a machine whose
// speed drifts by a quarter between the first and last baselines.
const hello = start(['--input-type=module', '-e', EXPRESS(PORT + 6)]);
await waitFor(`http://127.0.0.1:${PORT + 6}/`);
const labels = callsOf('').map(([label]) => label);
for (const label of labels) {
  if (ONLY && !ONLY.includes(label)) continue;
  // Each build in turn on the same call, with the Express-hello beside them, so all see about the
  // same machine; with BENCH_ROUNDS, in several short rounds, each starting with the next of them
  // (ABC, BCA, CAB...), so a machine that speeds up or slows down during the run favours none.
  const rounds = new Map(apis.map((api) => [api, []]));
  const helloRounds = [];
  const sides = [{ tag: 'hello' }, ...apis];
  for (let round = 0; round < ROUNDS; round++) {
    for (const api of [...sides.slice(round % sides.length), ...sides.slice(0, round % sides.length)]) {
      if (api.tag === 'hello') {
        helloRounds.push(await measure(`http://127.0.0.1:${PORT + 6}/`, {}, hello.pid));
        continue;
      }
      const [, p, opts] = callsOf(api.cookie).find(([l]) => l === label);
      const check = await fetch(api.base + p, opts);
      if (!check.ok) throw new Error(`${label} (${api.tag}): ${check.status} ${await check.text()}`);
      const body = await check.text();
      if (label.startsWith('GraphQL') && body.includes('"errors"')) throw new Error(`${label} (${api.tag}): ${body}`);
      rounds.get(api).push(await measure(api.base + p, opts, api.child.pid));
    }
  }
  const besideExpress = merge(helloRounds).rps;
  for (const api of apis) record(COMPARE ? `${label} [${api.tag}]` : label, { ...merge(rounds.get(api)), express: besideExpress });
}
// ---- the capacity race: 200 signed-in travellers press Register at the same moment ----
// The sign-ins happen first and are not counted; each registration call is timed alone. The
// group limit is the seed's 45 (the bench traveller holds one seat), so 44 of the 200 get in.
const RACE = 200;
const raceRows = [];
if (!ONLY || ONLY.includes('capacity race')) {
  const { default: pg } = await import('pg');
  const { default: argon2 } = await import('argon2');
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  // A cheap hash: the race is about registrations, not argon2 (bench:logins measures that).
  const hash = await argon2.hash('race-password', { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  const json = { 'content-type': 'application/json' };
  for (const api of apis) {
    const tag = `race_${api.tag}_${Date.now().toString(36)}`;
    const { rows: users } = await db.query(
      `insert into users (username, email, phone, full_name, password_hash)
       select $1 || '_' || i, $1 || '_' || i || '@example.com', '4165550000', 'Race Traveller ' || i, $2
       from generate_series(1, ${RACE}) i returning username`,
      [tag, hash],
    );
    const cookies = await Promise.all(
      users.map(async ({ username }) => {
        const res = await fetch(`${api.base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ username, password: 'race-password' }) });
        if (!res.ok) throw new Error(`race sign-in: ${res.status} ${await res.text()}`);
        return res.headers.get('set-cookie').split(';')[0];
      }),
    );
    const started = performance.now();
    const answers = await Promise.all(
      cookies.map(async (cookie, i) => {
        const sent = performance.now();
        const res =
          i % 2
            ? await fetch(`${api.base}/api/trip/register`, { method: 'POST', headers: { ...json, cookie } })
            : await fetch(`${api.base}/graphql`, {
                method: 'POST',
                headers: { ...json, cookie },
                body: JSON.stringify({ query: 'mutation Start { startRegistration { id } }' }),
              });
        const body = await res.json();
        const ms = performance.now() - sent;
        const ok = i % 2 ? res.status === 201 : Boolean(body.data?.startRegistration?.id);
        const full = i % 2 ? res.status === 409 : body.errors?.[0]?.extensions?.code === 'FULL';
        return { ms, ok, full };
      }),
    );
    const wall = performance.now() - started;
    const { rows } = await db.query('select count(*)::int as n from trip_registrations');
    const times = answers.map((a) => a.ms).sort((a, b) => a - b);
    const pct = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
    raceRows.push({
      label: COMPARE ? `capacity race [${api.tag}]` : 'capacity race',
      registered: answers.filter((a) => a.ok).length,
      full: answers.filter((a) => a.full).length,
      rows: rows[0].n,
      p50: pct(50),
      p99: pct(99),
      max: times.at(-1),
      wall,
    });
    console.log(`  measured ${raceRows.at(-1).label}: p99 ${pct(99).toFixed(0)} ms`);
    // The next build races for the same seats.
    await db.query(`delete from trip_registrations where user_id in (select id from users where username like $1 || '\\_%')`, [tag]);
  }
  await db.end();
}
for (const api of apis) await stop(api.child);
await stop(hello);
await stop(s3);
await baselines(' (last)');

// ---- the table ----
const byLabel = Object.fromEntries(results.map((r) => [r.label, r]));
const express = (byLabel['Express 5 hello (first)'].rps + byLabel['Express 5 hello (last)'].rps) / 2;
const twinOf = (label) => {
  const m = /^GraphQL (profile|myRegistration)(.*)$/.exec(label);
  return m && byLabel[(m[1] === 'profile' ? '/api/user/profile' : '/api/trip/registration') + m[2]];
};
console.log(
  `\nload average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(
  `Express-hello for the ratios: the one measured beside each call, in the same rounds ("beside"); for the baselines, ${Math.round(express)} req/s (mean of their first and last runs)`,
);
// A call's ratio to Express-hello; a GraphQL call's ratio to its REST twin is the ratio of their
// two ratios, so the twin measured a minute earlier on a faster or slower machine does not tilt it.
const xExpress = (r) => r.rps / (r.express ?? express);
console.log(
  `\n${'call'.padEnd(48)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'beside'.padStart(7)} ${'× Express'.padStart(10)} ${'× REST twin'.padStart(12)} ${'CPU µs/req'.padStart(11)}`,
);
for (const r of results) {
  const twin = twinOf(r.label);
  console.log(
    `${r.label.padEnd(48)} ${String(Math.round(r.rps)).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${(r.express ? String(Math.round(r.express)) : '').padStart(7)} ${xExpress(r).toFixed(2).padStart(10)} ${(twin ? (xExpress(r) / xExpress(twin)).toFixed(2) : '').padStart(12)} ${Number.isFinite(r.cpuUs) ? Math.round(r.cpuUs).toString().padStart(11) : ''.padStart(11)}${r.bad ? `  (${r.bad} non-2xx or errors)` : ''}`,
  );
}
if (raceRows.length) {
  console.log(
    `\n${'capacity race (200 at once)'.padEnd(48)} ${'in'.padStart(4)} ${'FULL'.padStart(5)} ${'rows'.padStart(5)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'all ms'.padStart(7)}`,
  );
  for (const r of raceRows) {
    console.log(
      `${r.label.padEnd(48)} ${String(r.registered).padStart(4)} ${String(r.full).padStart(5)} ${String(r.rows).padStart(5)} ${r.p50.toFixed(0).padStart(7)} ${r.p99.toFixed(0).padStart(7)} ${r.max.toFixed(0).padStart(7)} ${r.wall.toFixed(0).padStart(7)}`,
    );
  }
}
console.log(
  '\n' +
    JSON.stringify(
      results.map(({ label, rps, p50, p99, cpuUs, express: beside }) => ({
        label,
        rps: Math.round(rps),
        p50,
        p99,
        xExpress: Number(xExpress({ rps, express: beside }).toFixed(3)),
        cpuUsPerRequest: Math.round(cpuUs),
      })),
    ),
);
process.exit(0);

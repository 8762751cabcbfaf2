// Opening night (issue 29): N visitors arrive within S seconds, each from a loopback address of
// its own (the client socket is bound to 127.x.y.z, so per-address limits see N people). Each
// loads `/`, signs up, waits for the confirmation email (a mail catcher in its own process reads
// the link), follows it, signs in and starts a registration; when the group is full, it joins the
// waiting list if the api has one (`/api/trip/waitlist`). Like the pages, sign-up and sign-in try
// again after a 503 (Retry-After, a few times). Prints p50/p99 per step, the 5xx answered and the
// 5xx a person would have seen, seats taken, the FULL answers, and the password hash's own limit
// (cores ÷ CPU time of one hash, measured here) beside the sign-up and sign-in throughput.
// Figures, never asserted; note the load average: the machine may be shared.
// Usage: npm run build -w @umrah/api && npm run build -w @umrah/web && npm run bench:opening
//   BENCH_VISITORS (300) · BENCH_SECONDS (30) · BENCH_PORT (8590; s3rver +1, mail catcher +2) ·
//   BENCH_DATABASE_URL (umrah_bench_opening, recreated) · BENCH_REDIS_URL (redis://127.0.0.1:6379/6)
import argon2 from 'argon2';
import { fork, spawn } from 'node:child_process';
import http from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { own, root, startBenchApi, stopChildren } from './lib/bench-api.mjs';

const N = Number(process.env.BENCH_VISITORS ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 8590);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/umrah_bench_opening';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/6';
const BASE = `http://127.0.0.1:${PORT}`;
/** What the sign-up and sign-in pages do with a 503: wait Retry-After (1–10 s) and try again, this many times. */
const PAGE_RETRIES = 3;
/** A visitor gives up waiting for the confirmation email after this long. */
const MAIL_WAIT_MS = 180_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

process.on('SIGINT', () => process.exit(130));

// ---- The hash's own limit, measured before the crowd (same parameters as api/src/lib/passwords.ts) ----
const HASH = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
await argon2.hash('warm-up', HASH);
const cpuBefore = process.cpuUsage();
const HASHES = 8;
for (let i = 0; i < HASHES; i++) await argon2.hash(`measure-${i}`, HASH);
const cpu = process.cpuUsage(cpuBefore);
const hashCpuMs = (cpu.user + cpu.system) / 1000 / HASHES;
const cores = availableParallelism();
const hashLimit = cores / (hashCpuMs / 1000);

// ---- Servers: s3rver, the mail catcher, the api and its message worker, on a fresh database ----
const links = new Map(); // email → link, or a waiter
const catcher = own(fork(fileURLToPath(new URL('./lib/link-catcher.mjs', import.meta.url))));
const catcherPort = new Promise((resolve) => {
  catcher.on('message', (msg) => {
    if (msg.port) resolve(msg.port);
    if (msg.link) {
      const waiting = links.get(msg.to);
      if (typeof waiting === 'function') waiting(msg.link);
      else links.set(msg.to, msg.link);
    }
  });
});
catcher.send({ listen: PORT + 2 });
await catcherPort;

const { env } = await startBenchApi({
  name: 'opening',
  port: PORT,
  databaseUrl: DATABASE_URL,
  redisUrl: REDIS_URL,
  extraEnv: { PUBLIC_URL: BASE, SMTP_URL: `smtp://127.0.0.1:${PORT + 2}`, WORKER_POLL_MS: '100' },
});
own(spawn(process.execPath, ['api/dist/worker.js'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] }));

// ---- One visitor's calls, from its own address, with its own connections and cookie ----
const addressOf = (i) => `127.${10 + Math.floor(i / 62500)}.${Math.floor((i % 62500) / 250)}.${(i % 250) + 2}`;

function client(i) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2, localAddress: addressOf(i) });
  let cookie = '';
  return {
    close: () => agent.destroy(),
    call(method, url, body) {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const sent = performance.now();
      return new Promise((resolve) => {
        const req = http.request(
          `${BASE}${url}`,
          {
            method,
            agent,
            headers: {
              ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
              ...(cookie ? { cookie } : {}),
            },
          },
          (res) => {
            const chunks = [];
            res.on('data', (c) => chunks.push(c));
            res.on('end', () => {
              const set = res.headers['set-cookie']?.find((c) => c.startsWith('umrah.sid='));
              if (set) cookie = set.split(';')[0];
              resolve({
                status: res.statusCode,
                retryAfter: Number(res.headers['retry-after'] ?? 0),
                text: Buffer.concat(chunks).toString(),
                ms: performance.now() - sent,
              });
            });
          },
        );
        req.on('error', (err) => resolve({ status: 0, retryAfter: 0, text: String(err.message), ms: performance.now() - sent }));
        req.end(payload);
      });
    },
  };
}

const steps = ['landing', 'sign-up', 'email arrives', 'confirm', 'sign-in', 'start', 'waiting list'];
const times = Object.fromEntries(steps.map((s) => [s, []]));
const outcome = { fiveHundreds: 0, fiveHundredsSeen: 0, unavailable: 0, failures: {}, seats: 0, full: 0, waitlisted: 0, noMail: 0 };
const span = { 'sign-up': [Infinity, 0, 0], 'sign-in': [Infinity, 0, 0] };
const fail = (step, res) => {
  const key = `${step} ${res.status}`;
  outcome.failures[key] = (outcome.failures[key] ?? 0) + 1;
  if (res.status >= 500) outcome.fiveHundredsSeen += 1;
};

/** A step as the page makes it: a 503 waits Retry-After (1–10 s) and tries again, a few times. */
async function asThePage(c, step, method, url, body, retries = 0) {
  const first = performance.now();
  for (let attempt = 0; ; attempt++) {
    const res = await c.call(method, url, body);
    if (res.status >= 500) outcome.fiveHundreds += 1;
    if (res.status === 503 && attempt < retries) {
      outcome.unavailable += 1;
      await sleep(Math.min(10, Math.max(1, res.retryAfter || 2)) * 1000);
      continue;
    }
    times[step].push(performance.now() - first);
    if (span[step] && res.status < 300) {
      span[step][0] = Math.min(span[step][0], first);
      span[step][1] = Math.max(span[step][1], performance.now());
      span[step][2] += 1;
    }
    return res;
  }
}

const tag = Date.now().toString(36);
let waitlist = false;
async function visitor(i) {
  const c = client(i);
  try {
    const landing = await asThePage(c, 'landing', 'GET', '/');
    if (landing.status !== 200) return fail('landing', landing);
    const who = {
      fullName: `Opening Visitor ${i}`,
      email: `opening-${tag}-${i}@example.com`,
      phone: '4165550123',
      username: `opening_${tag}_${i}`,
      password: `opening-${i}-pw`,
    };
    const signUp = await asThePage(c, 'sign-up', 'POST', '/api/auth/register', who, PAGE_RETRIES);
    if (signUp.status !== 201) return fail('sign-up', signUp);
    const mailed = performance.now();
    const link = await new Promise((resolve) => {
      const ready = links.get(who.email);
      if (ready) return resolve(ready);
      const timer = setTimeout(() => resolve(undefined), MAIL_WAIT_MS);
      links.set(who.email, (l) => {
        clearTimeout(timer);
        resolve(l);
      });
    });
    if (!link) {
      outcome.noMail += 1;
      return;
    }
    times['email arrives'].push(performance.now() - mailed);
    const confirm = await asThePage(c, 'confirm', 'POST', '/api/auth/verify-email', { token: new URL(link).searchParams.get('token') });
    if (confirm.status !== 200) return fail('confirm', confirm);
    const signIn = await asThePage(c, 'sign-in', 'POST', '/api/auth/login', { username: who.username, password: who.password }, PAGE_RETRIES);
    if (signIn.status !== 200) return fail('sign-in', signIn);
    const start = await asThePage(c, 'start', 'POST', '/api/trip/register', {});
    if (start.status === 201) outcome.seats += 1;
    else if (start.status === 409 && JSON.parse(start.text).message === 'The trip is full') {
      outcome.full += 1;
      if (waitlist) {
        const join = await asThePage(c, 'waiting list', 'POST', '/api/trip/waitlist', {});
        if (join.status < 300) outcome.waitlisted += 1;
        else fail('waiting list', join);
      }
    } else fail('start', start);
  } finally {
    c.close();
  }
}

// The waiting list arrives with another branch: joined when the api knows the route.
waitlist = (await fetch(`${BASE}/api/trip/waitlist`, { method: 'POST' })).status !== 404;

const loadBefore = load();
console.log(
  `bench:opening — ${N} visitors within ${SECONDS} s, each from its own 127.x address; ${cores} cores, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}; load average before ${loadBefore}`,
);
const started = performance.now();
await Promise.all(
  Array.from({ length: N }, async (_, i) => {
    await sleep((i * SECONDS * 1000) / N);
    await visitor(i);
  }),
);
const wall = (performance.now() - started) / 1000;
const loadAfter = load();

const db = new pg.Client({ connectionString: DATABASE_URL });
await db.connect();
const seatsInDb = Number((await db.query('select count(*) from trip_registrations')).rows[0].count);
await db.end();

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const fmt = (ms) => (ms === undefined ? '-' : ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${ms.toFixed(0)} ms`);
console.log(`  all ${N} visitors done in ${wall.toFixed(1)} s; load average after ${loadAfter}`);
for (const step of steps) {
  const t = times[step].sort((a, b) => a - b);
  if (!t.length) continue;
  console.log(
    `  ${step.padEnd(14)} n=${String(t.length).padStart(4)}  p50 ${fmt(pct(t, 50)).padStart(7)}  p99 ${fmt(pct(t, 99)).padStart(7)}  max ${fmt(t.at(-1)).padStart(7)}`,
  );
}
const rate = (s) => (s[2] > 1 ? s[2] / ((s[1] - s[0]) / 1000) : 0);
console.log(`  password hash: ${hashCpuMs.toFixed(0)} ms CPU each → its own limit ${hashLimit.toFixed(1)} hashes/s on ${cores} cores`);
console.log(
  `  sign-up ${rate(span['sign-up']).toFixed(1)}/s, sign-in ${rate(span['sign-in']).toFixed(1)}/s (each one hash; arrivals: ${(N / SECONDS).toFixed(1)} visitors/s)`,
);
console.log(
  `  5xx answered: ${outcome.fiveHundreds} (503 retried by the page: ${outcome.unavailable}); 5xx a visitor was left with: ${outcome.fiveHundredsSeen}; no email within ${MAIL_WAIT_MS / 1000} s: ${outcome.noMail}`,
);
console.log(`  seats taken: ${outcome.seats} (in the database: ${seatsInDb}); FULL: ${outcome.full}; waiting list: ${waitlist ? outcome.waitlisted : 'n/a'}`);
if (Object.keys(outcome.failures).length) console.log(`  other failures: ${JSON.stringify(outcome.failures)}`);
const summary = Object.fromEntries(steps.map((s) => [s, { p50: pct(times[s], 50), p99: pct(times[s], 99) }]));
console.log(JSON.stringify({ visitors: N, seconds: SECONDS, cores, loadBefore, loadAfter, hashCpuMs, hashLimit, ...outcome, seatsInDb, steps: summary }));
stopChildren();
process.exit(0);

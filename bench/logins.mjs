// Sign-in under a storm (issue 15): 100 travellers sign in at the same moment against the built
// api in production mode. argon2id runs at OWASP's parameters (19 MiB, 2 passes, 1 lane; see
// api/src/lib/passwords.ts) on libuv's thread pool, so the event loop must keep turning: the api
// measures its own loop delay with monitorEventLoopDelay (bench/lib/loop-monitor.mjs) and a
// /healthz probe every 20 ms records what other visitors wait meanwhile.
// Prints logins/s, each login's p50/p99, and the loop's worst delay. Figures, never asserted.
// Usage: npm run build -w @umrah/api && npm run bench:logins   (PostgreSQL and Redis running)
//   BENCH_PORT (default 8580; s3rver takes +1) · BENCH_DATABASE_URL (default umrah_bench_speed,
//   recreated) · BENCH_REDIS_URL (default redis://127.0.0.1:6379/5) · BENCH_LOGINS (default 100) ·
//   BENCH_CPU_PROF=dir (the api runs with --cpu-prof)
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(decodeURIComponent(new URL('..', import.meta.url).pathname));
const PORT = Number(process.env.BENCH_PORT ?? 8580);
const N = Number(process.env.BENCH_LOGINS ?? 100);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/umrah_bench_speed';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/5';
const BASE = `http://127.0.0.1:${PORT}`;
const children = [];
process.on('exit', () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM')));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
execFileSync(process.execPath, ['scripts/ensure-db.mjs', '--fresh', DATABASE_URL], { cwd: root, stdio: 'inherit' });
const s3 = spawn(
  process.execPath,
  [
    '-e',
    `import('s3rver').then(({ default: S }) => new S({ port: ${PORT + 1}, address: '127.0.0.1', silent: true, directory: '${mkdtempSync(path.join(tmpdir(), 'umrah-bench-logins-'))}' }).run())`,
  ],
  { cwd: root, stdio: 'inherit' },
);
children.push(s3);
const profDir = process.env.BENCH_CPU_PROF;
const api = spawn(
  process.execPath,
  [...(profDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profDir)}`] : []), '--import', './bench/lib/loop-monitor.mjs', 'api/dist/server.js'],
  {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATABASE_URL,
      REDIS_URL,
      REDIS_KEY_PREFIX: `umrah-bench-logins:${Date.now()}:`,
      SESSION_SECRET: `bench-session-secret-${Date.now()}-0123456789abcdef`,
      PASSPORT_ENCRYPTION_KEY: '0'.repeat(64),
      STORAGE_ENCRYPTION_KEYS: 'bench:' + '0'.repeat(63) + '3',
      S3_ENDPOINT: `http://127.0.0.1:${PORT + 1}`,
      CMS_URL: '',
      LOG_LEVEL: 'warn',
      // One address signs everyone up and in: the per-address limit would (rightly) stop it.
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  },
);
children.push(api);
let loopReport;
api.stderr.on('data', (chunk) => {
  for (const line of String(chunk).split('\n')) {
    if (line.startsWith('loop-delay ')) loopReport?.(JSON.parse(line.slice('loop-delay '.length)));
    else if (line.trim()) process.stderr.write(line + '\n');
  }
});
const loopDelay = () =>
  new Promise((resolve) => {
    loopReport = resolve;
    api.kill('SIGUSR2');
  });

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${BASE}/readyz`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 300) throw new Error('the api did not become ready');
  await sleep(200);
}

const json = { 'content-type': 'application/json' };
const tag = Date.now().toString(36);
const accounts = Array.from({ length: N }, (_, i) => ({
  fullName: `Storm Traveller ${i}`,
  email: `storm-${tag}-${i}@example.com`,
  phone: '4165550123',
  username: `storm_${tag}_${i}`,
  password: `storm-password-${i}`,
}));
// Sign-ups ten at a time (each hashes a password too), before the storm.
for (let i = 0; i < N; i += 10) {
  await Promise.all(
    accounts.slice(i, i + 10).map(async (a) => {
      const res = await fetch(`${BASE}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify(a) });
      if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
    }),
  );
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
async function storm() {
  await loopDelay(); // start the loop's figures afresh
  let probing = true;
  const probes = [];
  const probe = (async () => {
    while (probing) {
      const sent = performance.now();
      await fetch(`${BASE}/healthz`);
      probes.push(performance.now() - sent);
      await sleep(20);
    }
  })();
  const started = performance.now();
  const times = await Promise.all(
    accounts.map(async (a) => {
      const sent = performance.now();
      const res = await fetch(`${BASE}/api/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username: a.username, password: a.password }),
      });
      if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
      return performance.now() - sent;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  probing = false;
  await probe;
  const loop = await loopDelay();
  times.sort((x, y) => x - y);
  probes.sort((x, y) => x - y);
  return { seconds, perSecond: N / seconds, p50: pct(times, 50), p99: pct(times, 99), loop, probeMax: probes.at(-1), probeP99: pct(probes, 99) };
}

console.log(
  `bench:logins — ${N} simultaneous sign-ins, argon2id 19 MiB / t=2 / p=1; ${cpus().length} cores, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await storm(); // warm-up
const r = await storm();
console.log(`  ${N} logins in ${r.seconds.toFixed(2)} s: ${r.perSecond.toFixed(1)} logins/s`);
console.log(`  each login: p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms`);
console.log(`  the api's event loop during the storm (monitorEventLoopDelay): max ${r.loop.maxMs} ms, p99 ${r.loop.p99Ms} ms, mean ${r.loop.meanMs} ms`);
console.log(`  /healthz every 20 ms meanwhile: p99 ${r.probeP99.toFixed(1)} ms, max ${r.probeMax.toFixed(1)} ms`);
console.log(JSON.stringify({ logins: N, ...r }));
process.exit(0);

// Headcount sync on the road (issue 37): how fast a phone's queued marks reach the server once the
// network returns. On the built api with its real PostgreSQL and Redis (scripts/e2e-server.sh, a
// fresh database, no CMS), 45 travellers seeded, the owner signed in:
//  - one phone sends 45 marks in one batch (what the leader's page does when the network
//    returns): the time to sync them, p50/p95 over BENCH_ROUNDS fresh headcounts;
//  - the same batch sent again (idempotent: nothing stored): its time;
//  - marks per second: one mark per request, one after another, and 45-mark batches back to back;
//  - two phones sending 45 marks each at once into the same headcount.
// Usage: npm run build && npm run bench:road   (PostgreSQL and Redis running)
//   BENCH_PORT (default 8586), BENCH_ROUNDS (default 30)
// Figures are printed, never asserted (docs/conventions.md#tests).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { signInStaff } from './lib/setup.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8586);
const BASE = `http://127.0.0.1:${PORT}`;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/umrah_bench_road';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const TRAVELLERS = 45;

const server = spawn('bash', ['scripts/e2e-server.sh'], {
  env: { ...process.env, E2E_PORT: String(PORT), E2E_DATABASE_URL: DATABASE_URL, E2E_LOG_LEVEL: 'error', CMS_DISABLED: '1' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
process.on('exit', () => server.kill('SIGTERM'));

async function waitReady() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${BASE}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('api did not become ready');
}

const cookie = { value: '' };
async function call(path, body) {
  const res = await fetch(BASE + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie: cookie.value, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const set = res.headers.get('set-cookie');
  if (set) cookie.value = set.split(';')[0];
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function seed() {
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  await db.query(
    `INSERT INTO users (username, email, phone, full_name, password_hash)
     SELECT 'road_' || i, 'road' || i || '@example.com', '4165550123', 'Pilgrim ' || i, 'not-a-hash' FROM generate_series(1, $1) i`,
    [TRAVELLERS],
  );
  const { rows } = await db.query(
    `INSERT INTO trip_registrations (trip_id, user_id, status, deposit_paid)
     SELECT (SELECT id FROM trips WHERE slug = 'winter-2026'), id, 'DEPOSIT_PAID', true FROM users WHERE username LIKE 'road\\_%' RETURNING id`,
  );
  await db.end();
  return rows.map((r) => r.id);
}

const marksFor = (checkId, ids, deviceId) =>
  ids.map((registrationId, i) => ({
    markId: randomUUID(),
    checkId,
    registrationId,
    state: 'present',
    markedAt: new Date(Date.now() - 1000 * i).toISOString(),
    deviceId,
  }));
const newCheck = async (label) => (await call('/api/admin/headcounts', { label })).id;
const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

await waitReady();
const ids = await seed();
await signInStaff(call);

const once = [];
const again = [];
for (let r = 0; r < ROUNDS; r++) {
  const checkId = await newCheck(`Round ${r}`);
  const marks = marksFor(checkId, ids, 'phone-a');
  let t = process.hrtime.bigint();
  const first = await call(`/api/admin/headcounts/${checkId}/marks`, { marks });
  once.push(ms(t));
  if (first.stored !== TRAVELLERS) throw new Error(`stored ${first.stored}`);
  t = process.hrtime.bigint();
  const second = await call(`/api/admin/headcounts/${checkId}/marks`, { marks });
  again.push(ms(t));
  if (second.duplicates !== TRAVELLERS) throw new Error(`duplicates ${second.duplicates}`);
}

// One mark per request, as a phone tapping with a network sends them.
const single = await newCheck('One at a time');
let t = process.hrtime.bigint();
for (const m of marksFor(single, ids, 'phone-a')) await call(`/api/admin/headcounts/${single}/marks`, { marks: [m] });
const perMark = TRAVELLERS / (ms(t) / 1000);

// Batches of 45 back to back.
t = process.hrtime.bigint();
let sent = 0;
for (let r = 0; r < 10; r++) {
  const checkId = await newCheck(`Batch ${r}`);
  await call(`/api/admin/headcounts/${checkId}/marks`, { marks: marksFor(checkId, ids, 'phone-a') });
  sent += TRAVELLERS;
}
const batched = sent / (ms(t) / 1000);

// Two phones at once into one headcount.
const shared = await newCheck('Two phones');
t = process.hrtime.bigint();
await Promise.all(['phone-a', 'phone-b'].map((d) => call(`/api/admin/headcounts/${shared}/marks`, { marks: marksFor(shared, ids, d) })));
const twoPhones = ms(t);
const merged = await call(`/api/admin/headcounts/${shared}`);

console.log(`\nHeadcount sync, ${TRAVELLERS} travellers, ${ROUNDS} rounds (built api, PostgreSQL, Redis)`);
console.log('| measure | figure |');
console.log('| --- | --- |');
console.log(`| 45 marks in one batch (the page when the network returns): p50 / p95 | ${pct(once, 50).toFixed(1)} ms / ${pct(once, 95).toFixed(1)} ms |`);
console.log(`| the same 45 sent again (all duplicates): p50 / p95 | ${pct(again, 50).toFixed(1)} ms / ${pct(again, 95).toFixed(1)} ms |`);
console.log(`| one mark per request, in turn | ${perMark.toFixed(0)} marks/s |`);
console.log(`| 45-mark batches back to back | ${batched.toFixed(0)} marks/s |`);
console.log(`| two phones × 45 marks at once, one headcount | ${twoPhones.toFixed(1)} ms, ${merged.presentCount} of ${merged.total} present |`);
process.exit(0);

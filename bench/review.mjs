// The review workspace at scale (issue 10): 10,000 registrations seeded, then
//  - a filtered, sorted page of the admin list (search + status + sort), p50/p95 over 300 requests,
//    beside /healthz and the unfiltered first page in the same run;
//  - the registrations export (xlsx, streamed): time, size and the api's memory before, peak, after.
// Usage: npm run build && node bench/review.mjs   (PostgreSQL and Redis running)
import { signInStaff } from './lib/setup.mjs';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';

const PORT = Number(process.env.BENCH_PORT ?? 8585);
const BASE = `http://127.0.0.1:${PORT}`;
const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/umrah_bench_review';
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const REQUESTS = 300;

const server = spawn('bash', ['scripts/e2e-server.sh'], {
  env: { ...process.env, E2E_PORT: String(PORT), E2E_DATABASE_URL: DATABASE_URL, E2E_LOG_LEVEL: 'error', CMS_DISABLED: '1' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitReady() {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${BASE}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('api did not become ready');
}

/** The node process behind the shell script (exec'd, so same pid). */
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 1024;

/** 10,000 travellers along every step, with forms for those past the deposit, in a few statements. */
async function seed() {
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  await db.query(
    `INSERT INTO users (username, email, phone, full_name, password_hash)
    SELECT 'seed_' || i, 'seed' || i || '@example.com', '4165550123',
      (ARRAY['Aisha','Omar','Yusuf','Maryam','Bilal','Zainab','Ibrahim','Fatima'])[1 + i % 8] || ' ' ||
      (ARRAY['Rahman','Khan','Ahmed','Siddiqui','Qureshi','Hussain'])[1 + i % 6] || ' ' || i, 'not-a-hash'
    FROM generate_series(1, $1) i`,
    [ROWS],
  );
  await db.query(`INSERT INTO trip_registrations (trip_id, user_id, status, deposit_paid, form_submitted, form_approved, visa_submitted, visa_approved, final_paid, created_at)
    SELECT (SELECT id FROM trips WHERE slug = 'winter-2026'), u.id, s.status, s.rank >= 1, s.rank >= 2, s.rank >= 3, s.rank >= 4, s.rank >= 5, s.rank >= 6, now() - (n || ' minutes')::interval
    FROM (SELECT id, row_number() OVER () AS n FROM users WHERE username LIKE 'seed\\_%') u
    JOIN LATERAL (SELECT (ARRAY['PENDING','DEPOSIT_PAID','FORM_SUBMITTED','FORM_APPROVED','VISA_SUBMITTED','VISA_APPROVED','COMPLETED'])[1 + u.n % 7] AS status, u.n % 7 AS rank) s ON true`);
  await db.query(`INSERT INTO trip_forms (registration_id, full_name_as_per_passport, date_of_birth, gender, marital_status, address, mobile_phone,
      emergency_contact_name, emergency_contact_email, emergency_contact_relationship, passport_expiration_date, passport_issuance_country, submitted_at)
    SELECT r.id, u.full_name, '1985-05-05', 'female', 'married', '123 Queen St W, Toronto, ON M5H 2M9', '4165550123',
      'Emergency Contact', 'contact@example.com', 'Sibling', '2030-01-01', 'Canada', now()
    FROM trip_registrations r JOIN users u ON u.id = r.user_id WHERE r.form_submitted`);
  await db.query('ANALYZE');
  const { rows } = await db.query('SELECT count(*)::int AS n FROM trip_registrations');
  await db.end();
  return rows[0].n;
}

class Session {
  cookie = '';
  async fetch(path, init = {}) {
    const res = await fetch(BASE + path, { ...init, headers: { cookie: this.cookie, 'content-type': 'application/json', ...init.headers } });
    const set = res.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0];
    return res;
  }
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function latency(label, session, path) {
  const times = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const res = await session.fetch(path);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { label, p50: pct(times, 50), p95: pct(times, 95), max: times.at(-1) };
}

try {
  await waitReady();
  const seeded = await seed();
  const admin = new Session();
  await signInStaff(async (path, body) => {
    const res = await admin.fetch(path, { method: 'POST', body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  });
  console.log(`\nseeded ${seeded} registrations\n`);

  const filtered = '/api/admin/trip-registrations/search?search=omar&status=FORM_SUBMITTED&sort=NAME_ASC&page=3&pageSize=20';
  const probe = await (await admin.fetch(filtered)).json();
  console.log(`filtered page: ${probe.items.length} rows of ${probe.total} matching; summary ${JSON.stringify(probe.summary)}`);
  await latency('warm-up', admin, filtered);
  const rows = [
    await latency('GET /healthz (baseline)', admin, '/healthz'),
    await latency('first page, no filter', admin, '/api/admin/trip-registrations/search'),
    await latency('search + status + name sort, page 3', admin, filtered),
    await latency('sort by status, page 50', admin, '/api/admin/trip-registrations/search?sort=STATUS&page=50'),
  ];
  console.log(`\n${'request'.padEnd(40)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}   (${REQUESTS} sequential requests each)`);
  for (const r of rows) console.log(`${r.label.padEnd(40)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)}`);

  console.log('\nregistrations export (xlsx, streamed):');
  for (const run of [1, 2]) {
    const before = rssMb();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
    const started = performance.now();
    const res = await admin.fetch('/api/admin/exports/registrations.xlsx');
    const bytes = (await res.arrayBuffer()).byteLength;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (!res.ok) throw new Error(`export: ${res.status}`);
    console.log(
      `  run ${run}: ${seeded} rows, ${(bytes / 1024 / 1024).toFixed(2)} MB in ${seconds.toFixed(2)} s; ` +
        `api RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)}), after ${rssMb().toFixed(0)} MB`,
    );
  }
} finally {
  stop();
}

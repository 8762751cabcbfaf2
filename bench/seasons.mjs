// Seasons at scale (issue 31, ADR 0095): the admin's reads of the current trip while past trips
// pile up. One api, one database, two phases in the same run:
//  1. BASELINE: the current trip only (45 travellers, their forms and 3 documents rows each);
//  2. SEASONS: + 20 past trips × 500 travellers (10,000 registrations, 30,000 documents rows) and
//     one big archived trip of 10,000 registrations (the 10,000-row export).
// Measured on loopback in each phase: the GraphQL registrationsPage first page (p50/p95), a search,
// the current trip's registrations export; then the big trip's export; the api's RSS before and
// after. Prints figures, never asserts (docs/conventions.md). S3 objects are not needed here.
// Usage: npm run build -w @umrah/api && npm run bench:seasons   (PostgreSQL and Redis running)
import { signInStaff } from './lib/setup.mjs';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';

const PORT = Number(process.env.BENCH_PORT ?? 8587);
const BASE = `http://127.0.0.1:${PORT}`;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/umrah_bench_seasons';
const PAST_TRIPS = 20;
const PER_TRIP = 500;
const BIG_TRIP = 10_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);

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

const STATUSES = "ARRAY['PENDING','DEPOSIT_PAID','FORM_SUBMITTED','FORM_APPROVED','VISA_SUBMITTED','VISA_APPROVED','COMPLETED']";

/** `count` travellers named `<prefix>_<i>` with a registration on `tripSql` each, a form past the deposit, and 3 documents rows. */
async function seedTravellers(db, prefix, count, tripSql, userSql = null) {
  if (!userSql) {
    await db.query(
      `INSERT INTO users (username, email, phone, full_name, password_hash)
      SELECT $1 || '_' || i, $1 || '.' || i || '@example.com', '4165550123',
        (ARRAY['Aisha','Omar','Yusuf','Maryam','Bilal','Zainab','Ibrahim','Fatima'])[1 + i % 8] || ' ' ||
        (ARRAY['Rahman','Khan','Ahmed','Siddiqui','Qureshi','Hussain'])[1 + i % 6] || ' ' || i, 'not-a-hash'
      FROM generate_series(1, $2) i`,
      [prefix, count],
    );
    userSql = `SELECT id, row_number() OVER (ORDER BY username) AS n FROM users WHERE username LIKE '${prefix}\\_%'`;
  }
  const { rows } = await db.query(
    `INSERT INTO trip_registrations (trip_id, user_id, status, deposit_paid, form_submitted, form_approved, visa_submitted, visa_approved, final_paid, created_at)
    SELECT (${tripSql}), u.id, s.status, s.rank >= 1, s.rank >= 2, s.rank >= 3, s.rank >= 4, s.rank >= 5, s.rank >= 6, now() - (u.n || ' minutes')::interval
    FROM (${userSql}) u
    JOIN LATERAL (SELECT (${STATUSES})[1 + u.n % 7] AS status, u.n % 7 AS rank) s ON true
    RETURNING id`,
  );
  const ids = rows.map((r) => r.id);
  await db.query(
    `INSERT INTO trip_forms (registration_id, full_name_as_per_passport, date_of_birth, gender, marital_status, address, mobile_phone,
      emergency_contact_name, emergency_contact_email, emergency_contact_relationship, passport_expiration_date, passport_issuance_country, submitted_at)
    SELECT r.id, u.full_name, '1985-05-05', 'female', 'married', '123 Queen St W, Toronto, ON M5H 2M9', '4165550123',
      'Emergency Contact', 'contact@example.com', 'Sibling', '2030-01-01', 'Canada', now()
    FROM trip_registrations r JOIN users u ON u.id = r.user_id WHERE r.form_submitted AND r.id = ANY($1::uuid[])`,
    [ids],
  );
  await db.query(
    `INSERT INTO trip_documents (user_id, registration_id, type, original_name, object_key, content_type, size_bytes)
    SELECT r.user_id, r.id, t.type, t.type || '.pdf', gen_random_uuid() || '.pdf', 'application/pdf', 150000
    FROM trip_registrations r CROSS JOIN (VALUES ('passport'), ('visa'), ('photo')) t(type) WHERE r.id = ANY($1::uuid[])`,
    [ids],
  );
  return ids.length;
}

/** A trip like the first one, at another slug and status, `weeksBack` weeks before it. */
async function insertTrip(db, slug, name, status, weeksBack) {
  await db.query(
    `INSERT INTO trips (slug, name, status, starts_on, ends_on, departure_city, group_size, hold_hours, offer_hours, barakah_cents, non_barakah_cents,
       payment_schedule, refund_policy, under_18_reference_date, passport_valid_after)
     SELECT $1, $2, $3, starts_on - $4 * 7, ends_on - $4 * 7, departure_city, 500, hold_hours, offer_hours, barakah_cents, non_barakah_cents,
       payment_schedule, refund_policy, under_18_reference_date - $4 * 7, passport_valid_after - $4 * 7 FROM trips WHERE slug = 'winter-2026'`,
    [slug, name, status, weeksBack],
  );
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

async function latency(session, path, init) {
  const times = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const res = await session.fetch(path, init);
    const body = await res.text();
    if (!res.ok || body.includes('"errors"')) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p95: pct(times, 95) };
}

async function exportTime(session, tripId) {
  const before = rssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
  const started = performance.now();
  const res = await session.fetch(`/api/admin/exports/registrations.xlsx${tripId ? `?tripId=${tripId}` : ''}`);
  const bytes = (await res.arrayBuffer()).byteLength;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (!res.ok) throw new Error(`export: ${res.status}`);
  return { seconds, mb: bytes / 1024 / 1024, peakDelta: peak - before };
}

const PAGE_QUERY = JSON.stringify({
  query:
    'query P($tripId: ID) { registrationsPage(tripId: $tripId, pageSize: 20) { total items { id status user { username profile { fullName } } money { balanceCents } } } }',
});
const SEARCH = '/api/admin/trip-registrations/search?search=omar&sort=NAME_ASC';

async function measure(admin) {
  await latency(admin, '/graphql', { method: 'POST', body: PAGE_QUERY }); // warm-up
  const page = await latency(admin, '/graphql', { method: 'POST', body: PAGE_QUERY });
  const search = await latency(admin, SEARCH);
  const exp = await exportTime(admin);
  return { page, search, exp };
}

try {
  await waitReady();
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const admin = new Session();
  await signInStaff(async (path, body) => {
    const res = await admin.fetch(path, { method: 'POST', body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  });
  const rssStart = rssMb();

  // 1. BASELINE: the current trip only.
  const current = await seedTravellers(db, 'now', 45, `SELECT id FROM trips WHERE slug = 'winter-2026'`);
  await db.query('ANALYZE');
  const baseline = await measure(admin);
  const rssBaseline = rssMb();

  // 2. SEASONS: 20 past trips × 500 travellers, and one big archived trip of 10,000.
  let seeded = 0;
  const startedSeed = performance.now();
  for (let i = 1; i <= PAST_TRIPS; i++) {
    await insertTrip(db, `past-${i}`, `Past trip ${i}`, i <= 18 ? 'archived' : 'returned', 26 * i);
    seeded += await seedTravellers(db, `past${i}`, PER_TRIP, `SELECT id FROM trips WHERE slug = 'past-${i}'`);
  }
  await insertTrip(db, 'big-archive', 'Big archived trip', 'archived', 26 * (PAST_TRIPS + 1));
  // The same 10,000 past travellers, each registered once more on the big trip.
  const big = await seedTravellers(
    db,
    'big',
    BIG_TRIP,
    `SELECT id FROM trips WHERE slug = 'big-archive'`,
    `SELECT id, row_number() OVER (ORDER BY username) AS n FROM users WHERE username LIKE 'past%' LIMIT ${BIG_TRIP}`,
  );
  await db.query('ANALYZE');
  const seedSeconds = (performance.now() - startedSeed) / 1000;
  const totals = (
    await db.query(`SELECT (SELECT count(*) FROM trips)::int AS trips, (SELECT count(*) FROM trip_registrations)::int AS registrations,
      (SELECT count(*) FROM trip_documents)::int AS documents, (SELECT count(*) FROM trip_forms)::int AS forms`)
  ).rows[0];
  const seasons = await measure(admin);
  const bigId = (await db.query(`SELECT id FROM trips WHERE slug = 'big-archive'`)).rows[0].id;
  const bigExport = [await exportTime(admin, bigId), await exportTime(admin, bigId)];
  const rssEnd = rssMb();
  await db.end();

  console.log(
    `\nseeded: current trip ${current} travellers; ${PAST_TRIPS} past trips × ${PER_TRIP} = ${seeded} registrations; big trip ${big} (${seedSeconds.toFixed(1)} s)`,
  );
  console.log(`database: ${totals.trips} trips, ${totals.registrations} registrations, ${totals.forms} forms, ${totals.documents} documents rows\n`);
  const row = (label, b, s) => console.log(`${label.padEnd(46)} ${b.padStart(14)} ${s.padStart(14)}`);
  row('the current trip (45 travellers)', 'BASELINE', 'SEASONS');
  row(`GraphQL registrationsPage p50 ms (${REQUESTS} req)`, baseline.page.p50.toFixed(1), seasons.page.p50.toFixed(1));
  row('GraphQL registrationsPage p95 ms', baseline.page.p95.toFixed(1), seasons.page.p95.toFixed(1));
  row('search "omar", name sort p50 ms', baseline.search.p50.toFixed(1), seasons.search.p50.toFixed(1));
  row('search "omar", name sort p95 ms', baseline.search.p95.toFixed(1), seasons.search.p95.toFixed(1));
  row('registrations export s', baseline.exp.seconds.toFixed(3), seasons.exp.seconds.toFixed(3));
  console.log(`\nbig trip export (${big} rows, xlsx streamed):`);
  for (const [i, e] of bigExport.entries())
    console.log(`  run ${i + 1}: ${e.seconds.toFixed(2)} s, ${e.mb.toFixed(2)} MB, api RSS +${e.peakDelta.toFixed(0)} MB at its peak`);
  console.log(`\napi RSS: ${rssStart.toFixed(0)} MB at start, ${rssBaseline.toFixed(0)} MB after the baseline, ${rssEnd.toFixed(0)} MB at the end`);
} finally {
  stop();
}

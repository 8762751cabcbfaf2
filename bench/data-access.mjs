// The price of one data-access style (ADR 0060): the repositories read through Objection models
// (instances, column mappers, then a plain copy) where they used raw Knex and hand mapping. Same
// process, same data, same SQL shape; each pair alternates so neither side gets a warmer cache.
//  - the admin list (every registration with its traveller), p50 over RUNS;
//  - the registrations export stream (keyset batches of 500), whole stream, p50 over RUNS;
//  - one registration by traveller, 1,000 sequential look-ups.
// Usage: npm run build -w @umrah/graphql && npm run build -w @umrah/api && node bench/data-access.mjs
//        (PostgreSQL running; BENCH_DATABASE_URL, BENCH_ROWS to change the defaults)
import { freshDatabase } from './lib/setup.mjs';

const { createDb } = await import('../api/dist/lib/db.js');
const { migrateLatest } = await import('../api/dist/db/migrate.js');
const { createRegistrationRepository } = await import('../api/dist/modules/registration/registration.repository.js');

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/umrah_bench_data';
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const LOOKUPS = 1000;

async function seed(db) {
  await db.raw(
    `INSERT INTO users (username, email, phone, full_name, password_hash)
    SELECT 'seed_' || i, 'seed' || i || '@example.com', '4165550123', 'Traveller ' || i, 'not-a-hash' FROM generate_series(1, ?) i`,
    [ROWS],
  );
  await db.raw(`INSERT INTO trip_registrations (trip_id, user_id, status, deposit_paid, form_submitted, created_at)
    SELECT (SELECT id FROM trips WHERE slug = 'winter-2026'), id, 'FORM_SUBMITTED', true, true, now() - (row_number() OVER () || ' seconds')::interval FROM users`);
  await db.raw(`INSERT INTO trip_forms (registration_id, full_name_as_per_passport, date_of_birth, gender, marital_status, address,
      mobile_phone, passport_expiration_date, passport_issuance_country, submitted_at)
    SELECT r.id, 'Traveller', '1985-05-05', 'female', 'married', '123 Queen St W, Toronto', '4165550123', '2030-01-01', 'Canada', now()
    FROM trip_registrations r`);
  await db.raw('ANALYZE');
}

// The style the repositories had before ADR 0060: raw Knex rows and a hand-written mapping.
const toRegistration = (m) => ({
  id: m.id,
  userId: m.user_id,
  fare: m.fare,
  status: m.status,
  depositPaid: m.deposit_paid,
  formSubmitted: m.form_submitted,
  formApproved: m.form_approved,
  visaSubmitted: m.visa_submitted,
  visaApproved: m.visa_approved,
  finalPaid: m.final_paid,
  formChangesReason: m.form_changes_reason ?? null,
  visaChangesReason: m.visa_changes_reason ?? null,
  createdAt: m.created_at,
  updatedAt: m.updated_at,
});
const toWithUser = (r) => ({
  ...toRegistration(r),
  user: { id: r.user_id, username: r.username, fullName: r.full_name || null, email: r.email || null, phone: r.phone || null },
});
const withUsers = (db) =>
  db('trip_registrations as r').join('users as u', 'u.id', 'r.user_id').select('r.*', 'u.username', 'u.full_name', 'u.email', 'u.phone');
const knexStyle = (db) => ({
  listWithUsers: async () => (await withUsers(db).orderBy('r.created_at', 'desc')).map(toWithUser),
  async *exportRows(batchSize = 500) {
    let after = null;
    for (;;) {
      const q = withUsers(db)
        .leftJoin('trip_forms as f', 'f.registration_id', 'r.id')
        .select(db.raw('to_jsonb(f.*) as form'), db.raw('r.created_at::text as cursor_at'))
        .orderBy([
          { column: 'r.created_at', order: 'asc' },
          { column: 'r.id', order: 'asc' },
        ])
        .limit(batchSize);
      if (after) q.whereRaw('(r.created_at, r.id) > (?::timestamptz, ?::uuid)', [after.createdAt, after.id]);
      const rows = await q;
      if (!rows.length) return;
      yield rows.map((r) => ({ ...toWithUser(r), form: r.form ?? null }));
      if (rows.length < batchSize) return;
      after = { createdAt: rows.at(-1).cursor_at, id: rows.at(-1).id };
    }
  },
  findByUser: async (userId) => {
    const row = await db('trip_registrations').where({ user_id: userId }).first();
    return row && toRegistration(row);
  },
});

const p50 = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
async function timed(fn) {
  const started = performance.now();
  const result = await fn();
  return { ms: performance.now() - started, result };
}
async function drain(stream) {
  let n = 0;
  for await (const batch of stream) n += batch.length;
  return n;
}

await freshDatabase(DATABASE_URL);
const db = createDb({ DATABASE_URL, DATABASE_POOL_MAX: 4 });
try {
  await migrateLatest(db);
  await seed(db);
  const models = createRegistrationRepository(db, async () => {}); // reads only: no copies to void
  const raw = knexStyle(db);
  const userIds = (await db('users').select('id').limit(LOOKUPS)).map((r) => r.id);
  // The repository reads one trip's registrations (seasons, ADR 0094): the seeded trip.
  const tripId = (await db('trips').where({ slug: 'winter-2026' }).first('id')).id;

  // Both sides answer the same data (a check, not a timing). The model's rows also carry the
  // step stamps (depositPaidAt…), so the view's own fields are compared.
  const [a, b] = [await raw.listWithUsers(), await models.listWithUsers(tripId)];
  const fields = Object.keys(a[0]);
  const view = (r) => JSON.stringify(fields.map((f) => r[f]));
  if (a.length !== ROWS || b.length !== ROWS || a.some((r, i) => view(r) !== view(b[i]))) throw new Error('the two styles disagree');

  const cases = [
    ['admin list (all rows + traveller)', () => raw.listWithUsers(), () => models.listWithUsers(tripId)],
    ['export stream (batches of 500)', () => drain(raw.exportRows()), () => drain(models.exportRows(tripId))],
    [
      `findByUser × ${LOOKUPS}`,
      async () => {
        for (const id of userIds) await raw.findByUser(id);
      },
      async () => {
        for (const id of userIds) await models.findByUser(id, tripId);
      },
    ],
  ];
  console.log(`\n${ROWS} registrations; p50 of ${RUNS} alternating runs each\n`);
  console.log(`${'read'.padEnd(36)} ${'Knex + hand map'.padStart(16)} ${'Objection model'.padStart(16)} ${'ratio'.padStart(7)}`);
  for (const [label, before, after] of cases) {
    await before();
    await after();
    const [x, y] = [[], []];
    for (let i = 0; i < RUNS; i++) {
      x.push((await timed(before)).ms);
      y.push((await timed(after)).ms);
    }
    console.log(
      `${label.padEnd(36)} ${`${p50(x).toFixed(1)} ms`.padStart(16)} ${`${p50(y).toFixed(1)} ms`.padStart(16)} ${`${(p50(y) / p50(x)).toFixed(2)}×`.padStart(7)}`,
    );
  }
} finally {
  await db.destroy();
}

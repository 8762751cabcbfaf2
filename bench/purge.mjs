// The retention purge of one returned trip (ADR 0100): 1,500 travellers, each with a form (passport
// number, emergency contact) and a document whose encrypted object is really in S3 (a local s3rver
// in its own process). Prints the purge's time, what it erased, the objects left and the process's
// peak memory. The issue asks for under a minute; nothing here asserts it.
// Usage: npm run build -w @umrah/graphql && npm run build -w @umrah/api && npm run bench:purge
//        (PostgreSQL running; BENCH_DATABASE_URL, BENCH_DOCUMENTS, BENCH_S3_PORT to change the defaults)
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshDatabase, pool, startS3 } from './lib/setup.mjs';

const { loadConfig } = await import('../api/dist/config.js');
const { createDb, createTransactor } = await import('../api/dist/lib/db.js');
const { createStorage } = await import('../api/dist/lib/storage.js');
const { migrateLatest } = await import('../api/dist/db/migrate.js');
const { createAuditRepository } = await import('../api/dist/modules/audit/audit.repository.js');
const { createRetentionRepository } = await import('../api/dist/modules/privacy/retention.repository.js');
const { createRetentionService } = await import('../api/dist/modules/privacy/retention.service.js');

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/umrah_bench_purge';
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 1500);
const S3_PORT = Number(process.env.BENCH_S3_PORT ?? 8585);
const FILE_BYTES = 200 * 1024;

startS3(S3_PORT, '/tmp/umrah-bench-purge-s3-');

let peakRss = 0;
const sample = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
const mb = (b) => `${(b / 1024 / 1024).toFixed(0)} MB`;

await freshDatabase(DATABASE_URL);
const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL, S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`, S3_BUCKET: 'umrah-bench-purge', LOG_LEVEL: 'silent' });
const db = createDb(config);
await migrateLatest(db);
for (let i = 0; i < 50; i++) {
  try {
    await createStorage(config).ensureBucket();
    break;
  } catch {
    await new Promise((r) => setTimeout(r, 200));
  }
}
const storage = createStorage(config);

// The trip came back long ago; a second, open trip keeps its own traveller's file.
const [{ id: tripId }] = await db('trips').update({ status: 'returned', ends_on: '2025-01-12', starts_on: '2024-12-31' }).returning('id');
await db.raw(
  `INSERT INTO users (username, email, phone, full_name, password_hash)
   SELECT 'seed_' || i, 'seed' || i || '@example.com', '4165550123', 'Traveller ' || i, 'not-a-hash' FROM generate_series(1, ?) i`,
  [DOCUMENTS],
);
await db.raw(`INSERT INTO trip_registrations (user_id, trip_id, status, deposit_paid, form_submitted) SELECT id, ?, 'FORM_APPROVED', true, true FROM users`, [
  tripId,
]);
await db.raw(`INSERT INTO trip_forms (registration_id, full_name_as_per_passport, passport_number_encrypted, emergency_contact_name, emergency_contact_email, emergency_contact_relationship, submitted_at)
  SELECT id, 'Traveller', 'v1:not-a-real-ciphertext', 'Yusuf', 'yusuf@example.com', 'Spouse', now() FROM trip_registrations`);
await db.raw(
  `INSERT INTO trip_documents (user_id, registration_id, type, original_name, object_key, content_type, size_bytes)
  SELECT user_id, id, 'passport', 'passport.pdf', gen_random_uuid() || '.pdf', 'application/pdf', ? FROM trip_registrations`,
  [FILE_BYTES],
);

const file = path.join(mkdtempSync(path.join(tmpdir(), 'umrah-bench-purge-')), 'scan.pdf');
writeFileSync(file, Buffer.alloc(FILE_BYTES, 7));
const keys = (await db('trip_documents').select('object_key')).map((r) => r.object_key);
let t = performance.now();
await pool(keys, 16, (key) => storage.putFile(key, file, FILE_BYTES, 'application/pdf'));
console.log(`seeded ${keys.length} documents of ${FILE_BYTES / 1024} KB in S3 in ${((performance.now() - t) / 1000).toFixed(1)} s`);
await storage.putFile('current-trip-file.pdf', file, FILE_BYTES, 'application/pdf');

const retention = createRetentionService({
  tx: createTransactor(db),
  retention: createRetentionRepository(db),
  audit: createAuditRepository(db),
  storage,
  logger: { info() {}, error: console.error },
  clock: () => new Date(),
});
const rssBefore = process.memoryUsage().rss;
peakRss = rssBefore;
t = performance.now();
const purged = await retention.runDue();
const seconds = (performance.now() - t) / 1000;
const [audit] = await db('audit_events').where({ action: 'trip.personal_data_purged' });
const left = (await storage.listKeys()).length;
console.log(`purge of ${DOCUMENTS} documents: ${seconds.toFixed(1)} s (${purged} trip), audit ${JSON.stringify(audit.payload)}`);
console.log(
  `objects left: ${left} (the current trip's file: ${await storage.exists('current-trip-file.pdf')}); rss before ${mb(rssBefore)}, peak ${mb(peakRss)}`,
);
clearInterval(sample);
await db.destroy();
process.exit(0);

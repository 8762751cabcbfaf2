// "Download my data" for an account holding 50 MB of files (ADR 0101): ten 5 MB documents whose
// encrypted objects are really in S3 (a local s3rver in its own process), streamed as a ZIP into
// a sink that counts the bytes. Prints the time, the ZIP's size and the process's memory before
// and at its peak: the export streams, so the peak must not grow by the files' size.
// Usage: npm run build -w @umrah/graphql && npm run build -w @umrah/api && npm run bench:export-mine
//        (PostgreSQL running; BENCH_DATABASE_URL, BENCH_FILES, BENCH_S3_PORT to change the defaults)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { freshDatabase, startS3 } from './lib/setup.mjs';

const { loadConfig } = await import('../api/dist/config.js');
const { createDb, createTransactor } = await import('../api/dist/lib/db.js');
const { createStorage } = await import('../api/dist/lib/storage.js');
const { migrateLatest } = await import('../api/dist/db/migrate.js');
const { createAuditRepository } = await import('../api/dist/modules/audit/audit.repository.js');
const { createPrivacyRepository } = await import('../api/dist/modules/privacy/privacy.repository.js');
const { createPrivacyService } = await import('../api/dist/modules/privacy/privacy.service.js');

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/umrah_bench_my_data';
const FILES = Number(process.env.BENCH_FILES ?? 10);
const S3_PORT = Number(process.env.BENCH_S3_PORT ?? 8586);
const FILE_BYTES = 5 * 1024 * 1024;

startS3(S3_PORT, '/tmp/umrah-bench-my-data-s3-');

const mb = (b) => `${(b / 1024 / 1024).toFixed(0)} MB`;

await freshDatabase(DATABASE_URL);
const config = loadConfig({
  NODE_ENV: 'test',
  DATABASE_URL,
  S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
  S3_BUCKET: 'umrah-bench-my-data',
  LOG_LEVEL: 'silent',
});
const db = createDb(config);
await migrateLatest(db);
const storage = createStorage(config);
for (let i = 0; i < 50; i++) {
  try {
    await storage.ensureBucket();
    break;
  } catch {
    await new Promise((r) => setTimeout(r, 200));
  }
}

const [{ id: userId }] = await db('users')
  .insert({ username: 'bench_traveller', email: 'bench@example.com', phone: '4165550123', full_name: 'Bench Traveller', password_hash: 'not-a-hash' })
  .returning('id');
const [{ id: registrationId }] = await db('trip_registrations')
  .insert({
    trip_id: db('trips').where({ slug: 'winter-2026' }).select('id'),
    user_id: userId,
    status: 'FORM_APPROVED',
    deposit_paid: true,
    form_submitted: true,
  })
  .returning('id');
const dir = mkdtempSync(path.join(tmpdir(), 'umrah-bench-my-data-'));
for (let i = 0; i < FILES; i++) {
  const key = `${randomBytes(16).toString('hex')}.pdf`;
  const file = path.join(dir, `${i}.pdf`);
  writeFileSync(file, randomBytes(FILE_BYTES));
  await storage.putFile(key, file, FILE_BYTES, 'application/pdf');
  await db('trip_documents').insert({
    user_id: userId,
    registration_id: registrationId,
    type: 'other',
    original_name: `scan-${i}.pdf`,
    object_key: key,
    content_type: 'application/pdf',
    size_bytes: FILE_BYTES,
  });
}
console.log(`seeded ${FILES} files of 5 MB (${mb(FILES * FILE_BYTES)}) for one account`);

const privacy = createPrivacyService({
  tx: createTransactor(db),
  privacy: createPrivacyRepository(db),
  audit: createAuditRepository(db),
  storage,
  limits: { dataExport: async () => undefined },
  decryptPassport: () => null,
  logger: { info() {}, error: console.error },
  clock: () => new Date(),
});

global.gc?.();
const before = process.memoryUsage();
let peakRss = before.rss;
let peakHeap = before.heapUsed;
let peakExternal = before.arrayBuffers;
const sample = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
  peakExternal = Math.max(peakExternal, m.arrayBuffers);
}, 20);
let bytes = 0;
// A reader at about 100 MB/s: the export must wait for it rather than gather the files.
const sink = new Writable({
  highWaterMark: 64 * 1024,
  write(chunk, _enc, cb) {
    bytes += chunk.length;
    setTimeout(cb, Math.ceil(chunk.length / (100 * 1024)));
  },
});
const t = performance.now();
const files = await privacy.exportZip(userId, sink);
const seconds = (performance.now() - t) / 1000;
clearInterval(sample);
console.log(`streamed ${files} files, ${mb(bytes)} of ZIP in ${seconds.toFixed(1)} s`);
console.log(
  `rss before ${mb(before.rss)}, peak ${mb(peakRss)} (+${mb(peakRss - before.rss)}); heap before ${mb(before.heapUsed)}, peak ${mb(peakHeap)}; buffers before ${mb(before.arrayBuffers)}, peak ${mb(peakExternal)}`,
);
await db.destroy();
process.exit(0);

// The message worker's throughput (issue 12): N messages in the outbox, delivered to a real SMTP
// server in this process, beside the same N sent straight with nodemailer (no outbox) in the same
// run; then the delay before delivery resumes after the SMTP server was down.
// Usage: npm run build && node bench/messages.mjs   (PostgreSQL and Redis running)
import { execFileSync } from 'node:child_process';
import { SMTPServer } from 'smtp-server';
import nodemailer from 'nodemailer';
import { buildApp } from '../api/dist/app.js';
import { loadConfig } from '../api/dist/config.js';
import { migrateLatest } from '../api/dist/db/migrate.js';
import { createMailer } from '../api/dist/lib/mailer.js';
import { createMessageWorker } from '../api/dist/modules/messages/messages.service.js';

const N = Number(process.env.BENCH_MESSAGES ?? 500);
const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/umrah_bench_messages';
execFileSync(process.execPath, ['scripts/ensure-db.mjs', '--fresh', DATABASE_URL], { stdio: 'inherit' });

let received = 0;
function smtp(port = 0) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _s, cb) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received += 1;
        cb();
      });
    },
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
const waitFor = async (n) => {
  while (received < n) await new Promise((r) => setTimeout(r, 5));
};

const server = await smtp();
const port = server.server.address().port;
const url = `smtp://127.0.0.1:${port}`;
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'test',
  DATABASE_URL,
  LOG_LEVEL: 'silent',
  REDIS_KEY_PREFIX: `umrah-bench:${Date.now()}:`,
  WEB_DIST_DIR: '/nonexistent',
  CMS_URL: '',
});
const built = await buildApp(config);
await migrateLatest(built.db);
const enqueue = async (tag) => {
  for (let i = 0; i < N; i++) {
    await built.services.outbox.enqueue({
      kind: 'form_received',
      recipientUserId: null,
      toEmail: `t${i}@example.com`,
      dedupeKey: `bench:${tag}:${i}`,
      payload: { name: `Traveller ${i}` },
    });
  }
};
const worker = (pollMs = 10) =>
  createMessageWorker({
    outbox: built.services.outbox,
    mailer: createMailer({ smtpUrl: url, from: 'bench@umrah.local', dir: '/nonexistent' }),
    content: () => built.services.content.get(),
    logger: built.logger,
    baseUrl: 'http://127.0.0.1:8080',
    pollMs,
    retryBaseMs: 200,
    maxAttempts: 60,
    batchSize: 50,
  });

try {
  // Baseline: the same number of plain emails straight through nodemailer, one after another.
  const direct = nodemailer.createTransport(url);
  let started = performance.now();
  for (let i = 0; i < N; i++) await direct.sendMail({ from: 'bench@umrah.local', to: `t${i}@example.com`, subject: 'x', text: 'x', html: '<p>x</p>' });
  const directS = (performance.now() - started) / 1000;
  direct.close();

  await enqueue('a');
  received = 0;
  const w = worker();
  started = performance.now();
  w.start();
  await waitFor(N);
  const outboxS = (performance.now() - started) / 1000;
  await w.stop();

  // An outage: the server stops, N/10 messages wait, it comes back.
  await new Promise((r) => server.close(r));
  const n2 = Math.max(10, Math.round(N / 10));
  received = 0;
  const w2 = worker(100);
  w2.start();
  for (let i = 0; i < n2; i++)
    await built.services.outbox.enqueue({
      kind: 'form_received',
      recipientUserId: null,
      toEmail: `o${i}@example.com`,
      dedupeKey: `bench:outage:${i}`,
      payload: { name: 'x' },
    });
  await new Promise((r) => setTimeout(r, 1500));
  await smtp(port);
  const back = performance.now();
  await waitFor(n2);
  const resumeMs = performance.now() - back;
  await w2.stop();

  console.log(`\n${'path'.padEnd(44)} ${'messages'.padStart(8)} ${'seconds'.padStart(8)} ${'msg/s'.padStart(8)}`);
  console.log(
    `${'nodemailer straight to SMTP (baseline)'.padEnd(44)} ${String(N).padStart(8)} ${directS.toFixed(2).padStart(8)} ${(N / directS).toFixed(0).padStart(8)}`,
  );
  console.log(
    `${'outbox → worker (render React, send, mark)'.padEnd(44)} ${String(N).padStart(8)} ${outboxS.toFixed(2).padStart(8)} ${(N / outboxS).toFixed(0).padStart(8)}`,
  );
  console.log(`\nafter a 1.5 s SMTP outage, ${n2} waiting messages all delivered ${resumeMs.toFixed(0)} ms after the server came back (retry base 200 ms)`);
} finally {
  await built.close();
  process.exit(0);
}

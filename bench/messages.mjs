// The message worker's throughput (issue 12): N messages in the outbox, delivered to a real SMTP
// server in this process, beside the same N sent straight with nodemailer (no outbox) in the same
// run; then the delay before delivery resumes after the SMTP server was down.
// Usage: npm run build && node bench/messages.mjs   (PostgreSQL and Redis running)
import { execFileSync } from 'node:child_process';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';
import { buildApp } from '../api/dist/app.js';
import { loadConfig } from '../api/dist/config.js';
import { migrateLatest } from '../api/dist/db/migrate.js';
import { createMailer, pooledUrl, SMTP_CONNECTIONS } from '../api/dist/lib/mailer.js';
import { createMessageWorker } from '../api/dist/modules/messages/messages.service.js';

const N = Number(process.env.BENCH_MESSAGES ?? 500);
const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/umrah_bench_messages';
execFileSync(process.execPath, ['scripts/ensure-db.mjs', '--fresh', DATABASE_URL], { stdio: 'inherit' });

// The SMTP sink runs in a child process, as a mail server would: it does not share this process's
// event loop with the worker being measured.
let received = 0;
const sink = fork(fileURLToPath(new URL('./lib/smtp-sink.mjs', import.meta.url)));
const fromSink = (key) =>
  new Promise((resolve) =>
    sink.once('message', function on(msg) {
      if (key in msg) resolve(msg);
      else sink.once('message', on);
    }),
  );
sink.on('message', (msg) => {
  if (msg.received) received += msg.received;
});
const smtp = async (port = 0) => {
  const ready = fromSink('port');
  sink.send({ listen: port });
  return (await ready).port;
};
const closeSmtp = async () => {
  const closed = fromSink('closed');
  sink.send({ close: true });
  await closed;
};
const waitFor = async (n) => {
  while (received < n) await new Promise((r) => setTimeout(r, 5));
};

const port = await smtp();
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
  // Baselines: the same number of plain emails straight through nodemailer, with no outbox and no
  // rendering: one connection per message, one after another (how the worker sent before its pool),
  // then over a pool of connections, side by side (what the SMTP sink and nodemailer can take here).
  const plain = (i) => ({ from: 'bench@umrah.local', to: `t${i}@example.com`, subject: 'x', text: 'x', html: '<p>x</p>' });
  const single = nodemailer.createTransport(url);
  let started = performance.now();
  for (let i = 0; i < N; i++) await single.sendMail(plain(i));
  const singleS = (performance.now() - started) / 1000;
  single.close();
  const pooled = nodemailer.createTransport(pooledUrl(url));
  started = performance.now();
  await Promise.all(Array.from({ length: N }, (_, i) => pooled.sendMail(plain(i))));
  const pooledS = (performance.now() - started) / 1000;
  pooled.close();

  await enqueue('a');
  received = 0;
  const w = worker();
  started = performance.now();
  w.start();
  await waitFor(N);
  const outboxS = (performance.now() - started) / 1000;
  await w.stop();

  // An outage: the server stops, N/10 messages wait, it comes back.
  await closeSmtp();
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

  console.log(`\n${'path'.padEnd(52)} ${'messages'.padStart(8)} ${'seconds'.padStart(8)} ${'msg/s'.padStart(8)}`);
  const row = (label, seconds) =>
    console.log(`${label.padEnd(52)} ${String(N).padStart(8)} ${seconds.toFixed(2).padStart(8)} ${(N / seconds).toFixed(0).padStart(8)}`);
  row('nodemailer, a connection per message (old worker)', singleS);
  row(`nodemailer, pool of ${SMTP_CONNECTIONS} connections (limit here)`, pooledS);
  row('outbox → worker (render React, send, mark sent)', outboxS);
  console.log(`\nafter a 1.5 s SMTP outage, ${n2} waiting messages all delivered ${resumeMs.toFixed(0)} ms after the server came back (retry base 200 ms)`);
} finally {
  await built.close();
  sink.kill();
  process.exit(0);
}

// Runs the whole application from the builds: an S3 server when none is configured (s3rver,
// in this process), the CMS (Payload on Next: migrations, then `next start`) when it is built
// and no CMS_URL is given, the api (in this process) and its message worker (a child process;
// without SMTP_URL it writes each email to .data/mail/ as an .eml file). Everything stops together.
//   S3_DATA_DIR   where s3rver keeps objects (default .data/s3)
//   CMS_PORT      the CMS's port (default 3001); CMS_DISABLED=1 runs without a CMS (seed content)
//   FAKE_STRIPE=1 a stand-in card provider in this process (scripts/fake-stripe.mjs; the browser tests,
//                 ADR 0118): STRIPE_API_URL points at it, its checkout page delivers the signed webhook here
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import S3rver from '@20minutes/s3rver';

const env = process.env;
const log = (msg) => console.log(`[umrah] ${msg}`);
const children = [];
const stopAll = () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
process.on('exit', stopAll);
for (const sig of ['SIGTERM', 'SIGINT']) process.on(sig, () => (stopAll(), process.exit(0)));

// Object storage: documents (api) and media (CMS) buckets on one local server.
if (!env.S3_ENDPOINT) {
  const directory = env.S3_DATA_DIR ?? '.data/s3';
  const s3 = new S3rver({ port: Number(env.S3_PORT ?? 0), address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'umrah-media' }] });
  const { port } = await s3.run();
  env.S3_ENDPOINT = `http://127.0.0.1:${port}`;
  env.CMS_S3_ENDPOINT ??= env.S3_ENDPOINT;
  log(`local S3 (s3rver) on ${env.S3_ENDPOINT}, objects in ${directory}`);
}

// The fake card provider (browser tests only): the api's Stripe client and its webhook meet it here.
if (env.FAKE_STRIPE === '1') {
  const { startFakeStripe } = await import('./fake-stripe.mjs');
  const fake = await startFakeStripe({
    webhookUrl: `http://127.0.0.1:${env.PORT ?? 8080}/api/webhooks/stripe`,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    deliveries: Number(env.FAKE_STRIPE_DELIVERIES ?? 1),
  });
  env.STRIPE_API_URL = fake.url;
  log(`fake Stripe on ${fake.url} (webhook delivered ${fake.state.deliveries} times)`);
}

// The CMS, when built and not disabled or given elsewhere.
if (!env.CMS_URL && env.CMS_DISABLED !== '1' && existsSync('cms/.next/BUILD_ID')) {
  const port = env.CMS_PORT ?? '3001';
  env.CONTENT_WEBHOOK_SECRET ??= randomBytes(24).toString('hex');
  env.API_URL ??= `http://127.0.0.1:${env.PORT ?? '8080'}`;
  env.CMS_PUBLIC_URL ??= `http://127.0.0.1:${port}`;
  env.NEXT_TELEMETRY_DISABLED = '1';
  const cmsEnv = { ...env, NODE_ENV: 'production', PORT: port };
  const run = (args) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, args, { cwd: 'cms', env: cmsEnv, stdio: 'inherit' });
      children.push(child);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
    });
  log('CMS: applying migrations');
  await run(['../node_modules/payload/bin.js', 'migrate']);
  const cms = spawn(process.execPath, ['../node_modules/next/dist/bin/next', 'start', '-p', port, '-H', '127.0.0.1'], {
    cwd: 'cms',
    env: cmsEnv,
    stdio: 'inherit',
  });
  children.push(cms);
  cms.on('exit', (code) => code && log(`CMS exited with ${code}`));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/trip-pages?limit=1`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 120) throw new Error('the CMS did not start within 60 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  env.CMS_URL = url;
  log(`CMS on ${url}/admin`);
}

await import('../api/dist/server.js');

// The message worker: emails after each step, with retries (it waits for the api's migrations).
const worker = spawn(process.execPath, ['api/dist/worker.js'], { env, stdio: 'inherit' });
children.push(worker);
worker.on('exit', (code) => code && log(`message worker exited with ${code}`));

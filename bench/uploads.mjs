// 20 concurrent uploads of 5 MB (and of 1 MB, for comparison) through POST /api/trip/documents,
// against the built api with a local s3rver. Prints throughput and the api's peak memory:
// uploads are spooled to disk, so memory must not grow with the file size.
// Usage: npm run build && node bench/uploads.mjs   (PostgreSQL and Redis running)
import { signInStaff } from './lib/setup.mjs';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const PORT = Number(process.env.BENCH_PORT ?? 8484);
const BASE = `http://127.0.0.1:${PORT}`;
const CONCURRENCY = 20;

// s3rver in its own process, so the api's memory is measured alone.
const S3_PORT = PORT + 1;
const s3 = spawn(
  process.execPath,
  [
    '-e',
    `import('@20minutes/s3rver').then(({ default: S }) => new S({ port: ${S3_PORT}, address: '127.0.0.1', silent: true, directory: require('node:fs').mkdtempSync('/tmp/umrah-bench-s3-') }).run())`,
  ],
  { stdio: 'inherit' },
);
const server = spawn('bash', ['scripts/e2e-server.sh'], {
  env: {
    ...process.env,
    E2E_PORT: String(PORT),
    E2E_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/umrah_bench',
    E2E_LOG_LEVEL: 'error',
    E2E_S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
    CMS_DISABLED: '1',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  s3.kill('SIGTERM');
};
process.on('exit', stop);

async function waitReady() {
  for (let i = 0; i < 100; i++) {
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
const rssKb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]);
};

class Session {
  cookie = '';
  async call(method, path, body, headers = {}) {
    const res = await fetch(BASE + path, {
      method,
      headers: { cookie: this.cookie, ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0];
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  }
}

async function approvedTraveller(admin, i) {
  const s = new Session();
  const tag = `${Date.now().toString(36)}${i}`;
  const t = { fullName: 'Bench Traveller', email: `bench${tag}@example.com`, phone: '4165550123', username: `bench_${tag}`, password: 'bench-password' };
  await s.call('POST', '/api/auth/register', t);
  await s.call('POST', '/api/auth/login', { username: t.username, password: t.password });
  const reg = await s.call('POST', '/api/trip/register');
  await admin.call('POST', '/api/admin/trip/deposit', { tripRegistrationId: reg.id, depositPaid: true });
  await s.call('POST', '/api/trip/form', {
    fullNameAsPerPassport: 'Bench Traveller',
    dateOfBirth: '1990-01-01',
    gender: 'male',
    maritalStatus: 'single',
    address: '1 Bench Street, Toronto',
    mobilePhone: '4165550123',
    emergencyContactName: 'Someone',
    emergencyContactEmail: 'x@example.com',
    emergencyContactRelationship: 'Friend',
    passportNumber: 'AB123456',
    passportExpirationDate: '2030-01-01',
    passportIssuanceCountry: 'Canada',
  });
  await admin.call('POST', `/api/admin/approve-form/${reg.id}`);
  return s;
}

function pdfOf(bytes) {
  const head = Buffer.from('%PDF-1.4\n');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length, 0x20)]);
}

async function round(travellers, bytes) {
  const file = pdfOf(bytes);
  let peak = rssKb();
  const before = peak;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb())), 10);
  const started = performance.now();
  await Promise.all(
    travellers.map((s) => {
      const form = new FormData();
      form.append('metadata', JSON.stringify({ type: 'other', description: 'bench' }));
      form.append('file', new Blob([file], { type: 'application/pdf' }), 'bench.pdf');
      return s.call('POST', '/api/trip/documents', form);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const mb = (bytes * travellers.length) / 1024 / 1024;
  return { mb, seconds, before, peak };
}

try {
  await waitReady();
  const admin = new Session();
  await signInStaff((path, body) => admin.call('POST', path, body));
  const travellers = [];
  for (let i = 0; i < CONCURRENCY; i++) travellers.push(await approvedTraveller(admin, i));
  await round(travellers, 1024 * 1024); // warm-up: first allocations, JIT
  for (const [label, bytes] of [
    ['1 MB', 1024 * 1024],
    ['5 MB', 5 * 1024 * 1024],
    ['5 MB again', 5 * 1024 * 1024],
  ]) {
    const r = await round(travellers, bytes);
    console.log(
      `${CONCURRENCY} concurrent uploads of ${label}: ${r.mb.toFixed(0)} MB in ${r.seconds.toFixed(2)} s = ${(r.mb / r.seconds).toFixed(1)} MB/s; ` +
        `api RSS ${(r.before / 1024).toFixed(0)} MB before, peak ${(r.peak / 1024).toFixed(0)} MB (+${((r.peak - r.before) / 1024).toFixed(0)} MB)`,
    );
  }
} finally {
  stop();
}

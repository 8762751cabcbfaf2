// The compose stack, proven by running it as an operator would (npm run test:stack; docs/operations.md).
// testcontainers builds the images from the Dockerfiles and brings docker-compose.yml up (Debian's
// compose v1 here, v2 where it is installed), then every check goes through the edge proxy over
// HTTPS (Caddy's local CA for *.localhost) on 127.0.0.1, or into a container with docker exec.
// Base images come from docker/standins/build.sh when no registry is reachable (STACK_STANDINS=0
// skips it). Timings are printed as "# time <step>: <seconds>"; STACK_KEEP=1 leaves the stack up.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';

// No image registry here: the resource reaper (ryuk) image cannot be pulled; compose down cleans up.
process.env.TESTCONTAINERS_RYUK_DISABLED ??= 'true';
// The proxy publishes on 127.0.0.1 (PROXY_BIND) and every check calls 127.0.0.1. Without this,
// testcontainers on a machine with /.dockerenv probes ports on the bridge network's gateway
// (172.17.0.1), which dockerd reports once it has been restarted, as in CI after a session: nothing
// is published there, and the run waited 300 s for "Port 18443 not bound".
process.env.TESTCONTAINERS_HOST_OVERRIDE ??= '127.0.0.1';
const { DockerComposeEnvironment, GenericContainer, Wait, getContainerRuntimeClient } = await import('testcontainers');

const root = fileURLToPath(new URL('../..', import.meta.url));
const project = process.env.STACK_PROJECT ?? 'umrahstack';
const HTTPS_PORT = Number(process.env.STACK_HTTPS_PORT ?? 18443);
const HTTP_PORT = Number(process.env.STACK_HTTP_PORT ?? 18080);
const DOMAIN = 'umrah.localhost';
const CMS_DOMAIN = 'cms.umrah.localhost';
const TAG = process.env.STACK_TAG ?? 'stacktest';
const secret = (bytes) => randomBytes(bytes).toString('hex');

const env = {
  COMPOSE_PROJECT_NAME: project,
  DOMAIN,
  CMS_DOMAIN,
  PROXY_BIND: '127.0.0.1',
  HTTP_PORT: String(HTTP_PORT),
  HTTPS_PORT: String(HTTPS_PORT),
  UMRAH_TAG: TAG,
  CMS_ADMIN_EMAIL: 'editor@example.com',
  ADMIN_USERNAME: 'stackadmin',
  // Secrets are files (docker/secrets.sh), as an operator makes them; the mail catcher (dev
  // profile) is the configured SMTP server here.
  SECRETS_DIR: mkdtempSync(path.join(tmpdir(), 'umrah-stack-secrets-')),
  COMPOSE_PROFILES: 'dev',
};

const timings = [];
async function timed(label, fn) {
  const started = performance.now();
  try {
    return await fn();
  } finally {
    const seconds = (performance.now() - started) / 1000;
    timings.push([label, seconds]);
    console.log(`time ${label}: ${seconds.toFixed(1)} s`);
  }
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function run(command, args, opts = {}) {
  const res = spawnSync(command, args, { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...opts });
  if (res.status !== 0 && !opts.allowFail) throw new Error(`${command} ${args.join(' ')} failed (${res.status}):\n${res.stdout}\n${res.stderr}`);
  return res;
}
const composeV2 = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' }).status === 0;

run('bash', ['docker/secrets.sh']);
writeFileSync(path.join(env.SECRETS_DIR, 'smtp_url'), 'smtp://mail:1025\n');
const secretOf = (name) => readFileSync(path.join(env.SECRETS_DIR, name), 'utf8').trim();
const ADMIN_PASSWORD = secretOf('admin_password');
const SECRET_NAMES = readdirSync(env.SECRETS_DIR).filter((n) => n !== 'smtp_url');
// The operator's age key pair for the backups (the public half encrypts, the private half restores).
const backupKeys = mkdtempSync(path.join(tmpdir(), 'umrah-stack-age-'));
run('age-keygen', ['-o', path.join(backupKeys, 'identity.txt')]);
const backupEnv = {
  BACKUP_AGE_RECIPIENT: run('age-keygen', ['-y', path.join(backupKeys, 'identity.txt')]).stdout.trim(),
  BACKUP_AGE_IDENTITY: path.join(backupKeys, 'identity.txt'),
};

// The registry npm uses on this machine, and the extra CA certificates its TLS may need, go to the
// builds as build arguments at run time; nothing is written into the repository or the images.
const npmRegistry = run('npm', ['config', 'get', 'registry']).stdout.trim();
function extraCaPem() {
  const file = process.env.STACK_NPM_CA_FILE;
  if (file) return readFileSync(file, 'utf8');
  const dir = '/usr/local/share/ca-certificates';
  if (!existsSync(dir)) return '';
  return readdirSync(dir)
    .filter((f) => f.endsWith('.crt'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
}

let environment;
let docker;
let ca;
const agent = () => new https.Agent({ keepAlive: true, maxSockets: 16, ca });
let tlsAgent;

/** One HTTPS request through the proxy; `host` picks the site (SNI and Host header). */
function call(method, urlPath, { host = DOMAIN, jar, body, headers = {}, timeoutMs = 15_000 } = {}) {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        method,
        host: '127.0.0.1',
        port: HTTPS_PORT,
        path: urlPath,
        servername: host,
        agent: tlsAgent,
        headers: { host: `${host}:${HTTPS_PORT}`, ...(jar?.header() ? { cookie: jar.header() } : {}), ...headers },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          jar?.store(res.headers['set-cookie']);
          const buf = Buffer.concat(chunks);
          resolve({ status: res.statusCode, headers: res.headers, body: buf, text: buf.toString('utf8'), json: () => JSON.parse(buf.toString('utf8')) });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout ${method} ${urlPath}`)));
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}
const postJson = (urlPath, data, opts = {}) =>
  call('POST', urlPath, { ...opts, body: JSON.stringify(data), headers: { 'content-type': 'application/json', ...opts.headers } });

/** Staff sign in with a second factor (ADR 0104): a first sign-in enrols an authenticator app, its code computed here. */
async function signInStaff(jar, username, password) {
  const login = await postJson('/api/admin/login', { username, password }, { jar });
  assert.equal(login.status, 200, login.text);
  assert.equal(login.json().secondFactor, 'enrol', 'a new owner enrols a second factor first');
  const setup = await postJson('/api/auth/second-factor/totp/setup', {}, { jar });
  assert.equal(setup.status, 200, setup.text);
  const confirmed = await postJson('/api/auth/second-factor/totp/confirm', { code: await generate({ secret: setup.json().secret }) }, { jar });
  assert.equal(confirmed.status, 200, confirmed.text);
}

class Jar {
  cookies = new Map();
  lastSetCookie = [];
  store(setCookie) {
    if (!setCookie) return;
    this.lastSetCookie = setCookie;
    for (const c of setCookie) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** The project's containers (running only unless `all`), with their compose service names. */
async function containers({ all = false, service } = {}) {
  const list = await docker.container.dockerode.listContainers({ all, filters: { label: [`com.docker.compose.project=${project}`] } });
  return list
    .map((c) => ({ id: c.Id, name: c.Names[0].slice(1), service: c.Labels['com.docker.compose.service'], state: c.State, ports: c.Ports }))
    .filter((c) => !service || c.service === service)
    .sort((a, b) => a.name.localeCompare(b.name));
}
const handle = (id) => docker.container.dockerode.getContainer(id);
const inspect = (id) => handle(id).inspect();

/** Runs a command in a container; resolves with its stdout (throws on a non-zero exit). */
async function exec(id, cmd) {
  const res = run('docker', ['exec', id, ...cmd], { allowFail: true });
  if (res.status !== 0) throw new Error(`exec ${cmd.join(' ')} failed: ${res.stderr}`);
  return res.stdout;
}
const fetchInside = (id, url) =>
  exec(id, ['node', '-e', `fetch(${JSON.stringify(url)}).then(r=>r.text()).then(t=>process.stdout.write(t),e=>{console.error(e);process.exit(1)})`]);

/** An email's text with its quoted-printable soft breaks and escapes undone. */
const unQuote = (raw) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

async function waitFor(label, probe, { timeoutMs = 180_000, intervalMs = 250 } = {}) {
  const started = Date.now();
  let last;
  while (Date.now() - started < timeoutMs) {
    try {
      last = await probe();
      if (last === true) return (Date.now() - started) / 1000;
    } catch (err) {
      last = err.message;
    }
    await sleep(intervalMs);
  }
  throw new Error(`${label}: not within ${timeoutMs / 1000} s (last: ${JSON.stringify(last)})`);
}
const ready = async () => (await call('GET', '/readyz', { timeoutMs: 5000 })).status === 200;

function counterFor(metricsText, route, status) {
  let total = 0;
  for (const line of metricsText.split('\n')) {
    if (line.startsWith('http_request_duration_seconds_count{') && line.includes(`route="${route}"`) && line.includes(`status_code="${status}"`)) {
      total += Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return total;
}

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n' +
    `% stack test ${secret(8)}\n`,
);
function multipart(fields, file) {
  const boundary = `----stack${secret(8)}`;
  const parts = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function up() {
  // testcontainers' health wait gives up at the first "unhealthy" and downs the project, logs and
  // all; on a loaded machine a replica may be slow once. So it only starts the project (and waits
  // for the proxy's ports), and the test waits for every healthcheck itself, showing logs if not.
  environment = await new DockerComposeEnvironment(root, 'docker-compose.yml')
    .withProjectName(project)
    .withEnvironment(env)
    .withClientOptions(composeV2 ? {} : { executable: { standalone: true, executablePath: 'docker-compose' } })
    .withDefaultWaitStrategy(Wait.forListeningPorts())
    .withStartupTimeout(300_000)
    .up();
  try {
    await waitFor(
      'every container with a healthcheck is healthy',
      async () => {
        const states = await Promise.all((await containers()).map(async (c) => [c.name, (await inspect(c.id)).State.Health?.Status ?? 'none']));
        const waiting = states.filter(([, h]) => h !== 'healthy' && h !== 'none');
        return waiting.length === 0 || waiting.map(([n, h]) => `${n}: ${h}`).join(', ');
      },
      { timeoutMs: 300_000, intervalMs: 1000 },
    );
  } catch (err) {
    for (const c of await containers({ all: true })) {
      const info = await inspect(c.id);
      if (info.State.Health?.Status === 'healthy' || (!info.State.Health && info.State.ExitCode === 0)) continue;
      console.error(
        `--- ${c.name} (${info.State.Status}, health ${info.State.Health?.Status}, restarts ${info.RestartCount}):\n${run('docker', ['logs', '--tail', '40', c.id], { allowFail: true }).stderr}${run('docker', ['logs', '--tail', '40', c.id], { allowFail: true }).stdout}`,
      );
      for (const log of info.State.Health?.Log?.slice(-3) ?? []) console.error(`    healthcheck ${log.ExitCode}: ${log.Output.trim().slice(0, 300)}`);
    }
    throw err;
  }
}
async function trustProxyCa() {
  const [proxy] = await containers({ service: 'proxy' });
  // Caddy makes its local CA when it first serves a *.localhost site.
  await waitFor('Caddy local CA', async () => {
    ca = await exec(proxy.id, ['cat', '/data/caddy/pki/authorities/local/root.crt']);
    return ca.includes('BEGIN CERTIFICATE');
  });
  tlsAgent?.destroy();
  tlsAgent = agent();
}

const traveller = {
  fullName: 'Stack Traveller',
  email: `stack.${secret(3)}@example.com`,
  phone: '4165550123',
  username: `stack_${secret(3)}`,
  password: 'correct-horse-stack',
};
const travellerJar = new Jar();
let uploaded;

before(async () => {
  docker = await getContainerRuntimeClient();
  if (process.env.STACK_STANDINS !== '0') await timed('stand-in base images', async () => run('bash', ['docker/standins/build.sh'], { stdio: 'inherit' }));
  const caPem = extraCaPem();
  for (const name of ['api', 's3', 'mail', 'cms']) {
    await timed(`build umrah/${name}`, async () => {
      try {
        await GenericContainer.fromDockerfile(root, `docker/${name}.Dockerfile`)
          .withBuildArgs({ NPM_REGISTRY: npmRegistry, NPM_CA_PEM: caPem })
          .withCache(true)
          .build(`umrah/${name}:${TAG}`, { deleteOnExit: false });
      } catch (err) {
        // testcontainers reports only that the image is missing: show the builder's own output.
        const res = run(
          'docker',
          ['build', '-f', `docker/${name}.Dockerfile`, '--build-arg', `NPM_REGISTRY=${npmRegistry}`, '--build-arg', `NPM_CA_PEM=${caPem}`, '.'],
          { allowFail: true, env: { ...process.env, DOCKER_BUILDKIT: '0' } },
        );
        console.error(`${res.stdout}\n${res.stderr}`.split('\n').slice(-40).join('\n'));
        throw err;
      }
    });
  }
  run(composeV2 ? 'docker' : 'docker-compose', [...(composeV2 ? ['compose'] : []), 'down', '-v', '--remove-orphans'], { allowFail: true });
  await timed('compose up until every healthcheck passes', up);
  await trustProxyCa();
  await timed('ready through the proxy', () => waitFor('readyz through the proxy', ready));
});

after(async () => {
  if (environment && process.env.STACK_KEEP !== '1') await environment.down({ removeVolumes: true, timeout: 20_000 });
  tlsAgent?.destroy();
  const sizes = run('docker', ['images', '--format', '{{.Repository}}:{{.Tag}} {{.Size}}'])
    .stdout.split('\n')
    .filter((l) => l.includes(`:${TAG} `));
  console.log('image sizes\n' + sizes.map((l) => `  ${l}`).join('\n'));
  console.log('timings\n' + timings.map(([l, s]) => `  ${l.padEnd(55)} ${s.toFixed(1)} s`).join('\n'));
});

test('every base image is the version its pin names, the same in compose, the Dockerfiles, the stand-ins and .nvmrc', async () => {
  const pins = Object.fromEntries(
    readFileSync(path.join(root, 'docker/standins/versions.env'), 'utf8')
      .split('\n')
      .filter((l) => /^[A-Z_]+=/.test(l))
      .map((l) => l.split('=')),
  );
  const compose = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
  for (const key of ['POSTGRES_IMAGE', 'REDIS_IMAGE', 'CADDY_IMAGE'])
    assert.match(compose, new RegExp(`image: ${pins[key].replace(/[.]/g, '\\.')}\\n`), `${key} is compose's pin`);
  for (const name of ['api', 'cms', 's3', 'mail']) {
    assert.match(
      readFileSync(path.join(root, `docker/${name}.Dockerfile`), 'utf8'),
      new RegExp(`ARG NODE_IMAGE=${pins.NODE_IMAGE.replace(/[.]/g, '\\.')}\\n`),
      `${name}.Dockerfile`,
    );
  }
  assert.equal(readFileSync(path.join(root, '.nvmrc'), 'utf8').trim(), pins.NODE_VERSION, "development and tests run the images' Node");
  assert.equal(pins.NODE_IMAGE, `node:${pins.NODE_VERSION}-trixie-slim`);
  // What each image runs, asked of the image itself (a stand-in here, the official image elsewhere).
  const tagOf = (image) => image.slice(image.indexOf(':') + 1).replace(/-(bookworm|trixie)(-slim)?$/, '');
  const runs = (image, ...cmd) => run('docker', ['run', '--rm', '--entrypoint', cmd[0], image, ...cmd.slice(1)]).stdout.trim();
  assert.equal(runs(pins.NODE_IMAGE, 'node', '--version'), `v${pins.NODE_VERSION}`);
  assert.match(runs(pins.POSTGRES_IMAGE, 'postgres', '--version'), new RegExp(`\\(PostgreSQL\\) ${tagOf(pins.POSTGRES_IMAGE).replace(/[.]/g, '\\.')}\\b`));
  assert.match(runs(pins.REDIS_IMAGE, 'redis-server', '--version'), new RegExp(`v=${tagOf(pins.REDIS_IMAGE).replace(/[.]/g, '\\.')} `));
  assert.match(runs(pins.CADDY_IMAGE, 'caddy', 'version'), new RegExp(`^v?${tagOf(pins.CADDY_IMAGE).replace(/[.]/g, '\\.')}\\b`));
});

test('a managed S3 is a configuration switch: compose hands its endpoint, region and buckets to the api, the worker and the CMS', async () => {
  // docs/operations.md "Object storage": the .env keys an operator sets for AWS S3, R2 or B2.
  const managed = {
    S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
    CMS_S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
    S3_REGION: 'eu-central-1',
    S3_BUCKET: 'acme-umrah-documents',
    CMS_S3_BUCKET: 'acme-umrah-media',
  };
  const args = [...(composeV2 ? ['compose'] : []), 'config'];
  const config = run(composeV2 ? 'docker' : 'docker-compose', args, { env: { ...process.env, ...env, ...managed } }).stdout;
  const serviceBlock = (name) => {
    const start = config.search(new RegExp(`^  ${name}:\\n`, 'm'));
    assert.ok(start >= 0, `service ${name} in the configuration`);
    const rest = config.slice(start + 1);
    const end = rest.search(/^ {2}[a-z]/m);
    return end < 0 ? rest : rest.slice(0, end);
  };
  for (const name of ['api', 'worker']) {
    const block = serviceBlock(name);
    assert.match(block, /S3_ENDPOINT: https:\/\/s3\.eu-central-1\.amazonaws\.com\n/, `${name}: endpoint`);
    assert.match(block, /S3_REGION: eu-central-1\n/, `${name}: region`);
    assert.match(block, /S3_BUCKET: acme-umrah-documents\n/, `${name}: bucket`);
    assert.match(block, /S3_ACCESS_KEY_FILE: \/run\/secrets\/s3_access_key\n/, `${name}: key from the secret file`);
  }
  const cms = serviceBlock('cms');
  assert.match(cms, /CMS_S3_ENDPOINT: https:\/\/s3\.eu-central-1\.amazonaws\.com\n/);
  assert.match(cms, /CMS_S3_REGION: eu-central-1\n/);
  assert.match(cms, /CMS_S3_BUCKET: acme-umrah-media\n/);
});

test('the api image ships none of the deprecated packages exceljs used to bring (ADR 0107)', async () => {
  // Every installed package, nested ones included: the path after the last node_modules/.
  const installed = run('docker', ['run', '--rm', '--entrypoint', 'find', `umrah/api:${TAG}`, '/app/node_modules', '-name', 'package.json'])
    .stdout.split('\n')
    .map((p) => p.replace(/^.*node_modules\//, '').replace(/\/package\.json$/, ''));
  assert.ok(installed.includes('exceljs'), 'the image has exceljs (the exports)');
  for (const name of ['inflight', 'fstream', 'rimraf', 'lodash.isequal']) assert.equal(installed.includes(name), false, `${name} is not in the image`);
});

test('only the edge proxy publishes ports, on the configured address', async () => {
  const published = (await containers()).filter((c) => c.ports.some((p) => p.PublicPort));
  assert.deepEqual([...new Set(published.map((c) => c.service))], ['proxy']);
  const ports = published[0].ports
    .filter((p) => p.PublicPort)
    .map((p) => `${p.IP}:${p.PublicPort}->${p.PrivatePort}`)
    .sort();
  assert.deepEqual(ports, [`127.0.0.1:${HTTP_PORT}->80`, `127.0.0.1:${HTTPS_PORT}->443`].sort());
  assert.equal((await containers({ service: 'api' })).length, 2, 'two api replicas');
});

test('health: the portal, its readiness, the CMS and the content answer through the proxy; /metrics does not', async () => {
  assert.equal((await call('GET', '/healthz')).status, 200);
  const readyz = await call('GET', '/readyz');
  assert.equal(readyz.status, 200);
  assert.deepEqual(readyz.json().checks, { postgres: 'ok', redis: 'ok', storage: 'ok' });
  const page = await call('GET', '/');
  assert.equal(page.status, 200);
  assert.match(page.text, /<div id="root">/);
  assert.match(String(page.headers['strict-transport-security']), /max-age=/, 'HSTS over HTTPS');
  assert.equal((await call('GET', '/metrics')).status, 404, '/metrics is not forwarded');
  const content = await call('GET', '/api/trip/content');
  assert.equal(content.status, 200);
  const cms = await call('GET', '/api/trip-pages?where[trip][equals]=winter-2026&depth=0', { host: CMS_DOMAIN });
  assert.equal(cms.status, 200);
  assert.equal(cms.json().docs.length, 1, "the CMS answers the first trip's published page as JSON");
  // Plain HTTP is redirected to HTTPS.
  const plain = await new Promise((resolve, reject) =>
    http
      .get({ host: '127.0.0.1', port: HTTP_PORT, path: '/', headers: { host: DOMAIN } }, (res) =>
        resolve(res.statusCode === 308 ? res.headers.location : res.statusCode),
      )
      .on('error', reject),
  );
  assert.equal(plain, `https://${DOMAIN}/`);
});

test('sign-up → login → upload → download through the proxy, with a Secure session cookie', async () => {
  const admin = new Jar();
  await signInStaff(admin, env.ADMIN_USERNAME, ADMIN_PASSWORD);
  assert.equal((await postJson('/api/auth/register', traveller)).status, 201);
  const login = await postJson('/api/auth/login', { username: traveller.username, password: traveller.password }, { jar: travellerJar });
  assert.equal(login.status, 200);
  const cookie = travellerJar.lastSetCookie.find((c) => c.startsWith('umrah.sid='));
  assert.match(cookie, /; Secure/i, 'behind the TLS proxy the session cookie is Secure (TRUST_PROXY=1, COOKIE_SECURE=true)');
  // A seat needs a confirmed email: the worker sent the link to the configured SMTP server (here
  // the dev profile's catcher); the traveller follows it.
  const [mail] = await containers({ service: 'mail' });
  let token;
  await waitFor(
    'the confirmation email in the mail catcher',
    async () => {
      const found = JSON.parse(await fetchInside(mail.id, 'http://127.0.0.1:1080/messages')).find(
        (m) => m.to.includes(traveller.email) && m.subject === 'Confirm your email address',
      );
      if (!found) return false;
      token = /verify-email\?token=([\w-]+)/.exec(unQuote(await fetchInside(mail.id, `http://127.0.0.1:1080/messages/${found.file}`)))?.[1];
      return Boolean(token);
    },
    { timeoutMs: 60_000, intervalMs: 1000 },
  );
  const confirmed = await postJson('/api/auth/verify-email', { token });
  assert.equal(confirmed.status, 200, confirmed.text);
  const reg = await call('POST', '/api/trip/register', { jar: travellerJar, headers: { 'content-type': 'application/json' }, body: '{}' });
  assert.equal(reg.status, 201, reg.text);
  const registrationId = reg.json().id;
  assert.equal((await postJson('/api/admin/trip/deposit', { tripRegistrationId: registrationId, depositPaid: true }, { jar: admin })).status, 200);
  const form = {
    tripRegistrationId: registrationId,
    fullNameAsPerPassport: 'Stack Traveller',
    dateOfBirth: '1988-04-12T04:00:00.000Z',
    gender: 'female',
    maritalStatus: 'married',
    isCanadianCitizen: true,
    hasValidCanadianPassport: true,
    address: '123 Queen St W, Toronto, ON M5H 2M9',
    mobilePhone: '4165550123',
    emergencyContactName: 'Yusuf Rahman',
    emergencyContactEmail: 'yusuf@example.com',
    emergencyContactRelationship: 'Spouse',
    passportNumber: 'AB123456',
    passportExpirationDate: '2030-01-15',
    passportIssuanceCountry: 'Canada',
    hasValidSaudiVisa: false,
    roomPreferences: 'Near the lift, please',
    isUnder18: false,
  };
  const formRes = await postJson('/api/trip/form', form, { jar: travellerJar });
  assert.equal(formRes.status, 200, formRes.text);
  assert.equal((await call('POST', `/api/admin/approve-form/${registrationId}`, { jar: admin })).status, 200);

  const { body, contentType } = multipart(
    { metadata: JSON.stringify({ type: 'passport', description: 'Passport scan', isPublic: false }) },
    { name: 'passport.pdf', type: 'application/pdf', data: pdf },
  );
  const up = await call('POST', '/api/trip/documents', { jar: travellerJar, body, headers: { 'content-type': contentType } });
  assert.equal(up.status, 201, up.text);
  uploaded = up.json();
  const down = await call('GET', uploaded.url, { jar: travellerJar });
  assert.equal(down.status, 200);
  assert.equal(down.headers['content-type'], 'application/pdf');
  assert.ok(down.body.equals(pdf), 'the downloaded bytes are the uploaded bytes');
  // Another account, and nobody, cannot open it.
  assert.notEqual((await call('GET', uploaded.url)).status, 200);

  // In storage the object is ciphertext (envelope encryption in the api): no PDF header, no text.
  const [s3] = await containers({ service: 's3' });
  const stored = (await exec(s3.id, ['sh', '-c', 'find /data/umrah-documents -type f -name "*._S3rver_object"'])).trim().split('\n').filter(Boolean);
  assert.equal(stored.length, 1, `one object in the documents bucket (${stored.join(', ')})`);
  const raw = Buffer.from(run('docker', ['exec', s3.id, 'cat', stored[0]], { encoding: 'buffer' }).stdout);
  assert.ok(raw.length > pdf.length, 'the stored object carries its wrapped key and tag');
  assert.equal(raw.includes(Buffer.from('%PDF')), false, 'no PDF header in the raw object');
  assert.equal(raw.includes(Buffer.from('stack test')), false, 'no plain text of the document in the raw object');

  // The worker sent the traveller's emails to the configured SMTP server (here the dev profile's catcher).
  await waitFor(
    'an email to the traveller in the mail catcher',
    async () => JSON.parse(await fetchInside(mail.id, 'http://127.0.0.1:1080/messages')).some((m) => m.to.includes(traveller.email)),
    { timeoutMs: 60_000, intervalMs: 1000 },
  );
});

test('secrets come from files: no secret value in any container environment or command line', async () => {
  // The Stripe keys' files stay empty while online payment is off (ADR 0130): nothing to look for.
  const named = SECRET_NAMES.map((name) => [name, secretOf(name)]).filter(([name, v]) => !(name.startsWith('stripe_') && v === ''));
  const names = named.map(([name]) => name);
  const values = named.map(([, v]) => v);
  assert.ok(values.length >= 10 && values.every((v) => v.length >= 12));
  for (const c of await containers({ all: true })) {
    const info = await inspect(c.id);
    const visible = [...info.Config.Env, ...(info.Config.Cmd ?? []), ...(info.Config.Entrypoint ?? []), ...info.Args].join('\n');
    for (const [i, v] of values.entries()) assert.equal(visible.includes(v), false, `${c.name}: ${names[i]} visible in docker inspect`);
  }
  for (const service of ['redis', 'postgres', 'api', 's3']) {
    const [c] = await containers({ service });
    const cmdlines = await exec(c.id, ['sh', '-c', 'cat /proc/[0-9]*/cmdline 2>/dev/null | tr "\\0" " "']);
    for (const [i, v] of values.entries()) assert.equal(cmdlines.includes(v), false, `${service}: ${names[i]} on a command line`);
  }
  // Redis refuses a client without the password.
  const [redis] = await containers({ service: 'redis' });
  assert.match(await exec(redis.id, ['redis-cli', 'ping']), /NOAUTH/);
  // The worker says where mail goes, without the credentials.
  const [worker] = await containers({ service: 'worker' });
  const logs = run('docker', ['logs', worker.id]);
  assert.match(logs.stdout + logs.stderr, /mail:1025/);
});

test('one session, both api replicas: each serves the signed-in traveller', async () => {
  const replicas = await containers({ service: 'api' });
  const count = async () =>
    Promise.all(replicas.map(async (r) => counterFor(await fetchInside(r.id, 'http://127.0.0.1:8080/metrics'), '/api/auth/check', '200')));
  const before = await count();
  for (let i = 0; i < 30; i++) {
    // A new connection to the proxy each time, as different browser tabs would open.
    const res = await call('GET', '/api/auth/check', { jar: travellerJar, headers: { connection: 'close' } });
    assert.equal(res.status, 200);
    assert.deepEqual(res.json(), { isAuthenticated: true, isAdmin: false });
  }
  const afterCounts = await count();
  const served = afterCounts.map((n, i) => n - before[i]);
  console.log(`requests served per replica: ${served.join(' / ')}`);
  assert.equal(
    served.reduce((a, b) => a + b, 0),
    30,
  );
  assert.ok(
    served.every((n) => n > 0),
    `both replicas served the session (${served.join(', ')})`,
  );
});

test('SIGTERM to one api replica under steady traffic: zero failed requests', async () => {
  const [victim] = await containers({ service: 'api' });
  const startedAt = (await inspect(victim.id)).State.StartedAt;
  let stop = false;
  const results = { sent: 0, failed: 0, failures: [] };
  const worker = async (n) => {
    while (!stop) {
      const signedIn = n % 2 === 0;
      results.sent += 1;
      try {
        const res = signedIn ? await call('GET', '/api/auth/check', { jar: travellerJar }) : await call('GET', '/api/trip/content');
        if (res.status !== 200 || (signedIn && !res.json().isAuthenticated)) {
          results.failed += 1;
          results.failures.push(`${res.status} ${res.text.slice(0, 120)}`);
        }
      } catch (err) {
        results.failed += 1;
        results.failures.push(err.message);
      }
    }
  };
  const load = [0, 1, 2, 3].map(worker);
  await sleep(2000);
  const signalled = performance.now();
  await handle(victim.id).kill({ signal: 'SIGTERM' });
  const exitedAfter = await waitFor('the replica exits by itself', async () => !(await inspect(victim.id)).State.Running, {
    timeoutMs: 60_000,
    intervalMs: 100,
  });
  const exited = await inspect(victim.id);
  await sleep(2000);
  // The operator (or a deploy) starts it again; the proxy picks it up from DNS.
  await handle(victim.id).start();
  const healthyAfter = await waitFor('the restarted replica is healthy', async () => (await inspect(victim.id)).State.Health?.Status === 'healthy', {
    timeoutMs: 120_000,
    intervalMs: 200,
  });
  await sleep(2000);
  stop = true;
  await Promise.all(load);
  const total = (performance.now() - signalled) / 1000;
  console.log(
    `SIGTERM: ${results.sent} requests sent, ${results.failed} failed; the replica exited ${exitedAfter.toFixed(1)} s after the signal (code ${exited.State.ExitCode}), started again it was healthy after ${healthyAfter.toFixed(1)} s (${total.toFixed(1)} s of traffic after the signal)`,
  );
  timings.push(['SIGTERM: replica drained and exited', exitedAfter], ['SIGTERM: started again → healthy', healthyAfter]);
  assert.notEqual((await inspect(victim.id)).State.StartedAt, startedAt);
  assert.equal(exited.State.ExitCode, 0, 'Node exited cleanly after draining');
  const logs = run('docker', ['logs', victim.id]).stdout;
  assert.match(logs, /shutting down: readiness 503, draining connections/, 'Node received the SIGTERM (tini forwards it)');
  assert.ok(exitedAfter < 15, `exited by itself within the grace period (${exitedAfter.toFixed(1)} s), not killed`);
  assert.deepEqual(results.failures, []);
  assert.ok(results.sent > 50, `steady traffic (${results.sent} requests)`);
});

test('migrations: the migrate job ran once and every migration is applied exactly once', async () => {
  const [pg] = await containers({ service: 'postgres' });
  const out = await exec(pg.id, ['psql', '-U', 'umrah', '-d', 'umrah', '-tAc', 'select count(*), count(distinct name) from knex_migrations']);
  const [rows, distinct] = out.trim().split('|').map(Number);
  const files = readdirSync(path.join(root, 'api/src/db/migrations')).filter((f) => /^\d{4}_.*\.ts$/.test(f)).length;
  assert.equal(rows, files);
  assert.equal(distinct, files);
  const jobs = await containers({ all: true, service: 'migrate' });
  assert.equal(jobs.length, 1);
  assert.equal((await inspect(jobs[0].id)).State.ExitCode, 0);
  assert.match(run('docker', ['logs', jobs[0].id]).stdout, /Applied: /);
  for (const api of await containers({ service: 'api' })) {
    assert.equal((await inspect(api.id)).Config.Env.includes('MIGRATE_ON_START=false'), true);
  }
});

test('npm run migrate and npm run admin:create work inside the api image (compiled, no tsx)', async () => {
  const [api] = await containers({ service: 'api' });
  assert.match(await exec(api.id, ['npm', 'run', '--silent', 'migrate']), /Already up to date\./);
  const password = `ops-${secret(6)}`;
  assert.match(await exec(api.id, ['npm', 'run', '--silent', 'admin:create', '--', 'opsadmin', password]), /Admin opsadmin created\./);
  assert.equal((await postJson('/api/admin/login', { username: 'opsadmin', password })).status, 200);
});

test('PostgreSQL restarted: the app answers 503 (never 500) meanwhile and recovers by itself', async () => {
  const [pg] = await containers({ service: 'postgres' });
  const statuses = new Map();
  let stop = false;
  const probe = (async () => {
    while (!stop) {
      const res = await call('GET', '/api/trip/registration', { jar: travellerJar }).catch((e) => ({ status: e.message }));
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      await sleep(50);
    }
  })();
  const started = performance.now();
  await handle(pg.id).restart({ t: 10 });
  const restarted = (performance.now() - started) / 1000;
  const recovered = await waitFor(
    'a signed-in request that reads PostgreSQL',
    async () => (await call('GET', '/api/trip/registration', { jar: travellerJar })).status === 200,
    { timeoutMs: 60_000, intervalMs: 100 },
  );
  stop = true;
  await probe;
  console.log(
    `PostgreSQL restart: container restarted in ${restarted.toFixed(1)} s, app recovered ${recovered.toFixed(1)} s later; statuses seen ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  timings.push(['PostgreSQL restart → app recovered', restarted + recovered]);
  assert.equal(statuses.has(500), false);
  await waitFor('readiness', ready, { timeoutMs: 60_000 });
});

test('Redis restarted: the app recovers and the session survives (append-only file)', async () => {
  const [redis] = await containers({ service: 'redis' });
  const started = performance.now();
  await handle(redis.id).restart({ t: 10 });
  const restarted = (performance.now() - started) / 1000;
  let authenticated;
  const recovered = await waitFor(
    'the same session after the Redis restart',
    async () => {
      const res = await call('GET', '/api/auth/check', { jar: travellerJar });
      if (res.status !== 200) return res.status;
      authenticated = res.json().isAuthenticated;
      return true;
    },
    { timeoutMs: 60_000, intervalMs: 100 },
  );
  console.log(`Redis restart: container restarted in ${restarted.toFixed(1)} s, app recovered ${recovered.toFixed(1)} s later`);
  timings.push(['Redis restart → app recovered', restarted + recovered]);
  assert.equal(authenticated, true, 'the session survived the Redis restart');
});

test('backup, then restore into an empty stack: the traveller signs in and downloads the document', async () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'umrah-backup-'));
  // Without the operator's public key nothing is written.
  const refused = run('bash', ['docker/backup.sh', outDir], { allowFail: true });
  assert.equal(refused.status, 2);
  assert.match(refused.stderr, /BACKUP_AGE_RECIPIENT/);
  assert.deepEqual(readdirSync(outDir), []);
  // Two older archives are there already; BACKUP_KEEP=2 keeps the newest two.
  for (const [i, old] of ['umrah-backup-20260101-000000.tar.age', 'umrah-backup-20260102-000000.tar.age'].entries()) {
    writeFileSync(path.join(outDir, old), 'old');
    utimesSync(path.join(outDir, old), 1767225600 + i * 86400, 1767225600 + i * 86400);
  }
  const made = await timed('backup', async () =>
    run('bash', ['docker/backup.sh', outDir], { env: { ...process.env, ...env, ...backupEnv, BACKUP_KEEP: '2' } }),
  );
  const archive = made.stdout.trim().split('\n').pop();
  console.log(made.stderr.trim());
  assert.match(path.basename(archive), /^umrah-backup-\d{8}-\d{6}\.tar\.age$/);
  assert.deepEqual(readdirSync(outDir).sort(), ['umrah-backup-20260102-000000.tar.age', path.basename(archive)].sort(), 'retention kept the newest two');
  assert.ok(statSync(archive).size > 1000);
  const encrypted = readFileSync(archive);
  assert.equal(encrypted.subarray(0, 21).toString(), 'age-encryption.org/v1', 'the archive is age-encrypted');
  assert.equal(encrypted.includes(Buffer.from('PGDMP')), false, 'no readable database dump in it');
  const listing = run('bash', ['-c', `age -d -i "$BACKUP_AGE_IDENTITY" "${archive}" | tar -tzf -`], { env: { ...process.env, ...backupEnv } }).stdout;
  for (const f of ['umrah.dump', 'umrah_cms.dump', 's3-data.tar', 'MANIFEST']) assert.match(listing, new RegExp(`/${f.replace('.', '\\.')}$`, 'm'));
  // The writers were paused for the copy (one consistent point) and are running again.
  for (const c of await containers({ all: true })) assert.notEqual((await inspect(c.id)).State.Paused, true, `${c.name} unpaused`);
  assert.equal((await call('GET', '/api/auth/check', { jar: travellerJar })).json().isAuthenticated, true);

  await timed('compose down -v (every volume gone)', () => environment.down({ removeVolumes: true, timeout: 20_000 }));
  await timed('compose up (empty stack)', up);
  await trustProxyCa();
  await waitFor('readyz (empty stack)', ready);
  const empty = await postJson('/api/auth/login', { username: traveller.username, password: traveller.password });
  assert.equal(empty.status, 401, 'the new stack is empty');

  await timed('restore', async () => run('bash', ['docker/restore.sh', archive], { env: { ...process.env, ...env, ...backupEnv } }));
  await timed('ready after restore', () => waitFor('readyz after restore', ready));
  const jar = new Jar();
  const login = await postJson('/api/auth/login', { username: traveller.username, password: traveller.password }, { jar });
  assert.equal(login.status, 200, login.text);
  const docs = (await call('GET', '/api/trip/documents', { jar })).json();
  assert.deepEqual(
    docs.map((d) => d.url),
    [uploaded.url],
  );
  const down = await call('GET', uploaded.url, { jar });
  assert.equal(down.status, 200);
  assert.ok(down.body.equals(pdf), 'the restored passport scan has the same bytes');
  const cms = await call('GET', '/api/trip-pages?where[trip][equals]=winter-2026&depth=0', { host: CMS_DOMAIN });
  assert.equal(cms.status, 200, 'the CMS serves its restored database');
  assert.equal(cms.json().docs.length, 1, "the restored CMS holds the first trip's page");
});

// What several benches set up the same way: an empty database of their own, a local S3 server in
// a process of its own, and a bounded pool of concurrent workers.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../api/package.json', import.meta.url));
const knexFactory = require('knex');

/** Drops and creates the database `databaseUrl` names (a bench's own, never the app's). */
export async function freshDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unsafe database name: ${name}`);
  url.pathname = '/postgres';
  const admin = knexFactory({ client: 'pg', connection: url.toString() });
  await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.raw(`CREATE DATABASE ${name}`);
  await admin.destroy();
}

/** s3rver on `port` in its own process, its objects in a new temporary folder; stopped when this process exits. */
export function startS3(port, folderPrefix) {
  const s3 = spawn(
    process.execPath,
    [
      '-e',
      `import('@20minutes/s3rver').then(({ default: S }) => new S({ port: ${Number(port)}, address: '127.0.0.1', silent: true, directory: require('node:fs').mkdtempSync(${JSON.stringify(folderPrefix)}) }).run())`,
    ],
    { stdio: 'inherit' },
  );
  process.on('exit', () => s3.kill('SIGTERM'));
  return s3;
}

/** Runs `work` on every item, at most `n` at once. */
export async function pool(items, n, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/**
 * The password step of the benches' staff account, then its second factor (ADR 0104): a fresh
 * bench database's admin enrols an authenticator app. `post(path, body)` answers the JSON or throws.
 */
export async function signInStaff(post, username = 'e2e_admin', password = 'e2e-admin-password') {
  const login = await post('/api/admin/login', { username, password });
  if (login.secondFactor === null || login.secondFactor === undefined) return;
  if (login.secondFactor !== 'enrol') throw new Error(`the bench's admin already has a factor (${login.secondFactor}): use a fresh database`);
  const { generate } = await import('otplib');
  const { secret } = await post('/api/auth/second-factor/totp/setup', {});
  await post('/api/auth/second-factor/totp/confirm', { code: await generate({ secret }) });
}

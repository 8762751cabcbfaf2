// The built api for a bench, in production mode on a database of its own, with s3rver beside it
// (port + 1): started, waited for (/readyz), and stopped with the bench. Shared by bench:logins
// and bench:opening.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(decodeURIComponent(new URL('../..', import.meta.url).pathname));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const children = [];
/** Ends every process a bench started (also at exit). */
export const stopChildren = () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
process.on('exit', stopChildren);

/** A process the bench owns: ended with the bench. */
export function own(child) {
  children.push(child);
  return child;
}

/**
 * Recreates `databaseUrl`, starts s3rver and `api/dist/server.js` with `extraEnv` (and `nodeArgs`),
 * and resolves once the api is ready, with the api process and the environment it was given.
 */
export async function startBenchApi({ name, port, databaseUrl, redisUrl, extraEnv = {}, nodeArgs = [], stdio = ['ignore', 'ignore', 'inherit'] }) {
  execFileSync(process.execPath, ['scripts/ensure-db.mjs', '--fresh', databaseUrl], { cwd: root, stdio: 'inherit' });
  const storage = mkdtempSync(path.join(tmpdir(), `umrah-bench-${name}-`));
  own(
    spawn(
      process.execPath,
      [
        '-e',
        `import('@20minutes/s3rver').then(({ default: S }) => new S({ port: ${port + 1}, address: '127.0.0.1', silent: true, directory: '${storage}' }).run())`,
      ],
      {
        cwd: root,
        stdio: 'inherit',
      },
    ),
  );
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `umrah-bench-${name}:${Date.now()}:`,
    SESSION_SECRET: `bench-session-secret-${Date.now()}-0123456789abcdef`,
    PASSPORT_ENCRYPTION_KEY: '0'.repeat(64),
    STORAGE_ENCRYPTION_KEYS: 'bench:' + '0'.repeat(63) + '3',
    S3_ENDPOINT: `http://127.0.0.1:${port + 1}`,
    CMS_URL: '',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  const api = own(spawn(process.execPath, [...nodeArgs, 'api/dist/server.js'], { cwd: root, env, stdio }));
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 300) throw new Error('the api did not become ready');
    await sleep(200);
  }
  return { api, env };
}

// Once per run: a fresh, empty test database, and an S3 server unless TEST_S3_ENDPOINT is given.
// (Loaded by Jest as CommonJS: only relative imports without a .js suffix.)
import knexFactory from 'knex';
import type { TestS3 } from './s3.js';

// Jest loads this file as CommonJS without the ESM path mapping, hence require() of the .ts file.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startS3 } = require('./s3') as { startS3: () => Promise<TestS3> };

export default async function globalSetup(): Promise<void> {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/umrah_test');
  const name = url.pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unsafe test database name: ${name}`);
  url.pathname = '/postgres';
  const admin = knexFactory({ client: 'pg', connection: url.toString() });
  try {
    await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.raw(`CREATE DATABASE ${name}`);
  } finally {
    await admin.destroy();
  }
  if (!process.env.TEST_S3_ENDPOINT) {
    const s3 = await startS3();
    process.env.TEST_S3_ENDPOINT = s3.endpoint;
    (globalThis as { __testS3?: typeof s3 }).__testS3 = s3;
  }
}

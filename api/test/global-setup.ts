// Once per run: a fresh, empty test database. (Loaded by Jest as CommonJS: no project imports;
// migrations run from the test helpers' startApp.)
import knexFactory from 'knex';

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
}

// A database of its own for a migration test, made empty before the file's tests and dropped after
// them: a test migrates it to an older schema (`upTo`), writes rows as that schema had them, then
// migrates to the latest and reads them back.
import knexFactory, { type Knex } from 'knex';
import { migrationSource } from '../src/db/migrate.js';
import { TEST_DATABASE_URL } from './env.js';

/** The connection string of another database on the test server. */
export const databaseUrl = (database: string) => Object.assign(new URL(TEST_DATABASE_URL), { pathname: `/${database}` }).toString();

/** The migrations up to and including `last` (a migration's name, e.g. '0024_user_locale'). */
export const upTo = (last: string): Knex.MigrationSource<string> => ({
  ...migrationSource,
  getMigrations: async (ext) => (await migrationSource.getMigrations(ext)).filter((m) => m <= last),
});

/**
 * Registers the hooks that create `<test database>_<suffix>` before the file's tests and drop it after;
 * answers its name, its connection string, and a Knex on it (open while the tests run).
 */
export function useScratchDatabase(suffix: string): { name: string; url: string; db: () => Knex } {
  const name = `${new URL(TEST_DATABASE_URL).pathname.slice(1)}_${suffix}`;
  let server: Knex;
  let db: Knex | undefined;
  beforeAll(async () => {
    server = knexFactory({ client: 'pg', connection: databaseUrl('postgres') });
    await server.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await server.raw(`CREATE DATABASE ${name}`);
  });
  afterAll(async () => {
    await db?.destroy();
    await server.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await server.destroy();
  });
  return {
    name,
    url: databaseUrl(name),
    db: () => (db ??= knexFactory({ client: 'pg', connection: databaseUrl(name) })),
  };
}

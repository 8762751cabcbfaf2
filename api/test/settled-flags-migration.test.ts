// Migration 0035 (ADR 0129, amended) keeps the treasurer's list as it was: a database before it with a
// flag is migrated, the flag reads the same and waits (not settled); the new reasons and a settlement
// are taken; rolled back, the list is as before and the new reasons are refused again.
import knexFactory, { type Knex } from 'knex';
import { migrationSource } from '../src/db/migrate.js';
import { TEST_DATABASE_URL } from './env.js';

const url = new URL(TEST_DATABASE_URL);
const name = `${url.pathname.slice(1)}_before_settled`;
const at = (database: string) => Object.assign(new URL(url), { pathname: `/${database}` }).toString();
const before0035: Knex.MigrationSource<string> = {
  ...migrationSource,
  getMigrations: async (ext) => (await migrationSource.getMigrations(ext)).filter((m) => m < '0035'),
};

let server: Knex;
let db: Knex;
beforeAll(async () => {
  server = knexFactory({ client: 'pg', connection: at('postgres') });
  await server.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await server.raw(`CREATE DATABASE ${name}`);
  db = knexFactory({ client: 'pg', connection: at(name) });
});
afterAll(async () => {
  await db.destroy();
  await server.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await server.destroy();
});

it('when a database with flags is migrated, then each flag reads the same and waits; rolled back, the list is as it was', async () => {
  await db.migrate.latest({ migrationSource: before0035 });
  await db('online_payment_flags').insert({ provider_payment_id: 'pi_old', amount_minor: 4_000, currency: 'cad', reason: 'unknown_registration' });
  const before = await db('online_payment_flags').select('*');
  await expect(
    db('online_payment_flags').insert({ provider_payment_id: 're_1', amount_minor: 1, currency: 'cad', reason: 'refund_too_large' }),
  ).rejects.toThrow(/online_payment_flags_reason_check/);

  await db.migrate.latest({ migrationSource });
  expect(await db('online_payment_flags').select('*')).toEqual(before.map((row) => ({ ...row, settled_at: null, settled_by: null, settlement_note: null })));
  await db('online_payment_flags').insert({ provider_payment_id: 're_1', amount_minor: 1, currency: 'cad', reason: 'refund_too_large' });
  await db('online_payment_flags').insert({ provider_payment_id: 're_2', amount_minor: 1, currency: 'cad', reason: 'refund_unknown_payment' });
  await db('online_payment_flags').where({ provider_payment_id: 'pi_old' }).update({ settled_at: db.fn.now(), settlement_note: 'Refunded by cheque' });

  await db.migrate.down({ migrationSource });
  expect(await db('online_payment_flags').select('*')).toEqual(before);
  await expect(
    db('online_payment_flags').insert({ provider_payment_id: 're_3', amount_minor: 1, currency: 'cad', reason: 'refund_unknown_payment' }),
  ).rejects.toThrow(/online_payment_flags_reason_check/);
});

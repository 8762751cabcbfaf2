// Migration 0021 (ADR 0102): the admin of a database from before roles becomes the owner, signs
// in with the same password, and holds every permission once past the second factor.
import { PERMISSIONS } from '@umrah/graphql';
import knexFactory, { type Knex } from 'knex';
import { migrationSource } from '../src/db/migrate.js';
import { hashPassword } from '../src/lib/passwords.js';
import type { BuiltApp } from '../src/app.js';
import { TEST_DATABASE_URL } from './env.js';
import { agentOf, gql, passSecondFactor, startApp } from './helpers.js';

const url = new URL(TEST_DATABASE_URL);
const name = `${url.pathname.slice(1)}_before_roles`;
const at = (database: string) => Object.assign(new URL(url), { pathname: `/${database}` }).toString();

let built: BuiltApp | undefined;
let server: Knex;
beforeAll(async () => {
  server = knexFactory({ client: 'pg', connection: at('postgres') });
  await server.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await server.raw(`CREATE DATABASE ${name}`);
});
afterAll(async () => {
  await built?.close();
  await server.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await server.destroy();
});

it('when a database from before roles is migrated, then its admin is the owner, signs in with the same password, and may do everything', async () => {
  // The schema as it was before 0021, with its one admin.
  const old = knexFactory({ client: 'pg', connection: at(name) });
  const before: Knex.MigrationSource<string> = {
    ...migrationSource,
    getMigrations: async () => (await migrationSource.getMigrations([])).filter((m) => m < '0021'),
  };
  await old.migrate.latest({ migrationSource: before });
  await old('users').insert({
    username: 'old_admin',
    email: 'old_admin@admin.invalid',
    phone: '',
    full_name: 'Administrator',
    password_hash: await hashPassword('the-old-password'),
    role: 'admin',
    email_verified_at: old.fn.now(),
  });
  await old.destroy();

  built = await startApp({ DATABASE_URL: at(name) });
  const row = await built.db('users').where({ username: 'old_admin' }).first();
  expect(row).toMatchObject({ role: 'admin', staff_role: 'owner', access_changed_at: null });

  const agent = agentOf(built);
  const res = await agent.post('/api/admin/login').send({ username: 'old_admin', password: 'the-old-password' });
  expect(res.status).toBe(200);
  await passSecondFactor(built, agent, row.id, res.body.secondFactor);
  const status = (await gql(agent, 'AuthStatus')).data?.authStatus;
  expect(status).toMatchObject({ isAdmin: true, staffRole: 'owner' });
  expect(status.permissions).toEqual([...PERMISSIONS]);
  expect((await agent.get('/api/admin/team')).status).toBe(200);
});

// Migration 0021 (ADR 0102): the admin of a database from before roles becomes the owner, signs
// in with the same password, and holds every permission once past the second factor.
import { PERMISSIONS } from '@umrah/graphql';
import type { Knex } from 'knex';
import { migrationSource } from '../src/db/migrate.js';
import { hashPassword } from '../src/lib/passwords.js';
import type { BuiltApp } from '../src/app.js';
import { agentOf, gql, passSecondFactor, startApp } from './helpers.js';
import { useScratchDatabase } from './scratch-database.js';

let built: BuiltApp | undefined;
// The app closes before the scratch database is dropped: Jest runs afterAll hooks in the order they are declared.
afterAll(async () => {
  await built?.close();
});
const scratch = useScratchDatabase('before_roles');

it('when a database from before roles is migrated, then its admin is the owner, signs in with the same password, and may do everything', async () => {
  // The schema as it was before 0021, with its one admin.
  const old = scratch.db();
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

  built = await startApp({ DATABASE_URL: scratch.url });
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

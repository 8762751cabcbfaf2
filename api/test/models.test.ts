// One data-access style for every table (ADR 0060): each table of the migrations has one Objection
// model on BaseModel, listed in src/db/models.ts, whose mappers name every column; repositories
// hand services plain objects.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuiltApp } from '../src/app.js';
import { MODELS } from '../src/db/models.js';
import { BaseModel } from '../src/lib/model.js';
import { createPaymentsRepository } from '../src/modules/payments/payments.repository.js';
import { createRegistrationRepository } from '../src/modules/registration/registration.repository.js';
import { createTripFormRepository } from '../src/modules/trip-form/trip-form.repository.js';
import { resetDb, signedInAdmin, startApp, travellerAt } from './helpers.js';

let built: BuiltApp;
let columns: Map<string, string[]>;

beforeAll(async () => {
  built = await startApp();
  await resetDb(built.db);
  const { rows } = await built.db.raw<{ rows: { table_name: string; column_name: string }[] }>(
    `select c.table_name, c.column_name from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.table_name not like 'knex_%'
     order by c.table_name, c.ordinal_position`,
  );
  columns = new Map();
  for (const r of rows) columns.set(r.table_name, [...(columns.get(r.table_name) ?? []), r.column_name]);
});
afterAll(() => built.close());

const modulesDir = fileURLToPath(new URL('../src/modules/', import.meta.url));
const modelFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? modelFiles(path.join(dir, e.name)) : e.name.endsWith('.model.ts') ? [path.join(dir, e.name)] : [],
  );

describe('models', () => {
  test('when the migrations have run, then every table has exactly one model in src/db/models.ts', () => {
    const modelled = MODELS.map((m) => m.tableName).sort();
    const tables = [...columns.keys()].sort();
    const withoutModel = tables.filter((t) => !modelled.includes(t));
    expect({ withoutModel, modelsWithoutTable: modelled.filter((t) => !tables.includes(t)) }).toEqual({ withoutModel: [], modelsWithoutTable: [] });
    expect(new Set(modelled).size).toBe(modelled.length);
  });

  test('when a *.model.ts file exports a model, then src/db/models.ts lists it', async () => {
    const files = modelFiles(modulesDir);
    expect(files.length).toBeGreaterThanOrEqual(MODELS.length);
    const unlisted: string[] = [];
    for (const file of files) {
      const exported = Object.values(await import(file)) as unknown[];
      const models = exported.filter((v): v is typeof BaseModel => typeof v === 'function' && v.prototype instanceof BaseModel);
      expect(models.length).toBeGreaterThan(0);
      for (const m of models) if (!(MODELS as readonly unknown[]).includes(m)) unlisted.push(`${path.relative(modulesDir, file)}: ${m.name}`);
    }
    expect(unlisted).toEqual([]);
  });

  test('when a row is read and written through a model, then every column maps to a camelCase property and back to itself', () => {
    const broken: string[] = [];
    for (const model of MODELS) {
      expect(model.prototype).toBeInstanceOf(BaseModel);
      for (const column of columns.get(model.tableName) ?? []) {
        const [property] = Object.keys(model.columnNameMappers.parse({ [column]: 1 }));
        const [back] = Object.keys(model.columnNameMappers.format({ [property!]: 1 }));
        if (property!.includes('_') || back !== column) broken.push(`${model.tableName}.${column} → ${property} → ${back}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('repositories', () => {
  test('when a repository answers rows, then they are plain objects with camelCase properties, dates, numbers and YYYY-MM-DD strings', async () => {
    const admin = await signedInAdmin(built);
    const t = await travellerAt(built, admin.agent, 'FORM_SUBMITTED');

    const registration = (await createRegistrationRepository(built.db).findByUser(t.userId, await built.services.trips.currentId()))!;
    expect(Object.getPrototypeOf(registration)).toBe(Object.prototype);
    expect(registration).toMatchObject({ id: t.registrationId, userId: t.userId, status: 'FORM_SUBMITTED', depositPaid: true, formSubmitted: true });
    expect(registration.createdAt).toBeInstanceOf(Date);

    const form = (await createTripFormRepository(built.db).find(t.registrationId))!;
    expect(Object.getPrototypeOf(form)).toBe(Object.prototype);
    expect(form.registrationId).toBe(t.registrationId);
    expect(form.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(form.isUnder18).toBe(false);
    expect(form.submittedAt).toBeInstanceOf(Date);
    expect(form).not.toHaveProperty('createdAt');
    expect(Object.keys(form).filter((k) => k.includes('_'))).toEqual([]);

    const [deposit] = await createPaymentsRepository(built.db).forRegistration(t.registrationId);
    expect(Object.getPrototypeOf(deposit)).toBe(Object.prototype);
    expect(deposit).toMatchObject({
      kind: 'payment',
      recordedBy: { username: 'test_admin' },
      receiptNumber: expect.any(Number),
      amountCents: expect.any(Number),
      receivedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });

    const user = (await built.services.users.findById(t.userId))!;
    expect(Object.getPrototypeOf(user)).toBe(Object.prototype);
    expect(user).toMatchObject({ id: t.userId, username: t.t.username, fullName: t.t.fullName, role: 'traveler', passwordChangedAt: null });
  });
});

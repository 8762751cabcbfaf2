// Each admin step stamps when it happened and who did it (<step>_at, <step>_by), once.
import { readFileSync } from 'node:fs';
import type { BuiltApp } from '../src/app.js';
import { resetDb, signedInAdmin, signedInTraveller, startApp, type Agent } from './helpers.js';
import { validForm } from './trip-form-fixtures.js';

const PDF = readFileSync(new URL('./fixtures/passport.pdf', import.meta.url));
const STEPS = ['deposit_paid', 'form_approved', 'visa_approved', 'final_paid'] as const;
type Step = (typeof STEPS)[number];

let built: BuiltApp;
let first: { agent: Agent; userId: string };
let second: { agent: Agent; userId: string };
beforeAll(async () => {
  built = await startApp();
  await resetDb(built.db);
  first = await signedInAdmin(built, 'stamps_admin_one', 'admin-secret-1');
  second = await signedInAdmin(built, 'stamps_admin_two', 'admin-secret-2');
});
afterAll(() => built.close());

async function stamps(registrationId: string) {
  const row = await built.db('trip_registrations').where({ id: registrationId }).first();
  return Object.fromEntries(STEPS.map((s) => [s, { at: row[`${s}_at`] as Date | null, by: row[`${s}_by`] as string | null }])) as Record<
    Step,
    { at: Date | null; by: string | null }
  >;
}

/** Runs `act` and checks that exactly `step` got stamped, by `adminId`, during it. */
async function expectStamped(registrationId: string, step: Step, adminId: string, act: () => Promise<unknown>) {
  const before = await stamps(registrationId);
  expect(before[step]).toEqual({ at: null, by: null });
  const started = Date.now();
  await act();
  const ended = Date.now();
  const after = await stamps(registrationId);
  expect(after[step].by).toBe(adminId);
  expect(after[step].at).toBeInstanceOf(Date);
  // The database clock and ours agree within a second on one machine.
  expect(after[step].at!.getTime()).toBeGreaterThanOrEqual(started - 1000);
  expect(after[step].at!.getTime()).toBeLessThanOrEqual(ended + 1000);
  for (const other of STEPS.filter((s) => s !== step)) expect(after[other]).toEqual(before[other]);
  return after[step];
}

describe('step stamps', () => {
  it('when a registration is started, then no step is stamped', async () => {
    const t = await signedInTraveller(built);
    const reg = (await t.agent.post('/api/trip/register').expect(201)).body;
    const s = await stamps(reg.id);
    for (const step of STEPS) expect(s[step]).toEqual({ at: null, by: null });
  });

  it('when two admins move one traveller through every step, then each step carries its own time and the admin who did it', async () => {
    const t = await signedInTraveller(built);
    const id = (await t.agent.post('/api/trip/register').expect(201)).body.id as string;

    const deposit = await expectStamped(id, 'deposit_paid', first.userId, () =>
      first.agent.post('/api/admin/trip/deposit').send({ tripRegistrationId: id, depositPaid: true }).expect(200),
    );
    // The traveller's own steps stamp nothing.
    const beforeSubmit = await stamps(id);
    await t.agent
      .post('/api/trip/form')
      .send(validForm({ tripRegistrationId: id }))
      .expect(200);
    expect(await stamps(id)).toEqual(beforeSubmit);

    const form = await expectStamped(id, 'form_approved', second.userId, () => second.agent.post(`/api/admin/approve-form/${id}`).expect(200));
    expect(form.at!.getTime()).toBeGreaterThanOrEqual(deposit.at!.getTime());

    const res = await t.agent
      .post('/api/trip/documents')
      .field('metadata', JSON.stringify({ type: 'visa' }))
      .attach('file', PDF, { filename: 'visa.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(201);
    const visa = await expectStamped(id, 'visa_approved', first.userId, () => first.agent.post(`/api/admin/approve-visa/${id}`).expect(200));
    expect(visa.at!.getTime()).toBeGreaterThanOrEqual(form.at!.getTime());

    await expectStamped(id, 'final_paid', second.userId, () => second.agent.post(`/api/admin/final-payment/${id}`).expect(200));
    expect((await built.db('trip_registrations').where({ id }).first()).status).toBe('COMPLETED');
  });

  it('when an admin repeats a step, then it is refused and the first stamp stays', async () => {
    const t = await signedInTraveller(built);
    const id = (await t.agent.post('/api/trip/register').expect(201)).body.id as string;
    await first.agent.post('/api/admin/trip/deposit').send({ tripRegistrationId: id, depositPaid: true }).expect(200);
    const stamped = (await stamps(id)).deposit_paid;
    const again = await second.agent.post('/api/admin/trip/deposit').send({ tripRegistrationId: id, depositPaid: true });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The deposit is already marked as paid.');
    expect((await stamps(id)).deposit_paid).toEqual(stamped);
  });

  it('when a step is refused (form not submitted), then nothing is stamped', async () => {
    const t = await signedInTraveller(built);
    const id = (await t.agent.post('/api/trip/register').expect(201)).body.id as string;
    await first.agent.post('/api/admin/trip/deposit').send({ tripRegistrationId: id, depositPaid: true }).expect(200);
    const res = await first.agent.post(`/api/admin/approve-form/${id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The registration form has not been submitted yet.');
    expect((await stamps(id)).form_approved).toEqual({ at: null, by: null });
  });
});

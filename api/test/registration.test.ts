import { execFileSync } from 'node:child_process';
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { TEST_DATABASE_URL } from './env.js';
import { agentOf, gql, resetDb, signedInAdmin, signedInTraveller, startApp, travellerAt as travellerAtStep, type Agent, type JourneyStep } from './helpers.js';
import { validForm } from './trip-form-fixtures.js';

// Spec §5's messages, written out here: a typo in the rules module must fail these tests.
const M = {
  fullNameAsPerPassport: 'Full name is required',
  dateOfBirth: 'Date of birth is required',
  dateOfBirthRange: 'Date of birth must be between January 1st, 1900 and today',
  gender: 'Gender is required',
  maritalStatus: 'Marital status is required',
  address: 'Valid address is required',
  mobilePhone: 'Valid phone number is required',
  emergencyContactName: 'Emergency contact name is required',
  emergencyContactEmail: 'Valid email is required',
  emergencyContactRelationship: 'Relationship is required',
  passportNumber: 'Passport number is required',
  passportExpirationDate: 'Passport expiration date is required',
  passportValidity: 'Passport must be valid until after August 1st, 2026',
  passportExpired: 'Passport expiration date cannot be in the past',
  passportIssuanceCountry: 'Country of issuance is required',
} as const;

let built: BuiltApp;
let admin: Agent;
beforeAll(async () => {
  built = await startApp();
  await resetDb(built.db);
  admin = (await signedInAdmin(built)).agent;
});
afterAll(() => built.close());

/** A traveller with a registration, moved along to the given step by the admin. */
const travellerAt = (step: JourneyStep) => travellerAtStep(built, admin, step);

describe('anonymous callers', () => {
  it.each([
    ['get', '/api/trip/registration'],
    ['post', '/api/trip/register'],
    ['get', '/api/trip/form'],
    ['post', '/api/trip/form'],
  ] as const)('when anonymous %s %s, then 401', async (method, path) => {
    const res = await request(built.app)[method](path).send({});
    expect(res.status).toBe(401);
  });

  it('when anonymous asks GraphQL, then UNAUTHENTICATED for each traveller operation', async () => {
    const a = agentOf(built);
    for (const [name, vars] of [
      ['MyRegistration', undefined],
      ['StartRegistration', undefined],
      ['TripForm', undefined],
      ['SaveTripForm', { input: {}, submit: false }],
    ] as const) {
      expect((await gql(a, name, vars)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('starting a registration', () => {
  it('when a traveller has none, then REST answers 200 null and GraphQL null (the empty state)', async () => {
    const { agent } = await signedInTraveller(built);
    const res = await agent.get('/api/trip/registration');
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
    expect((await gql(agent, 'MyRegistration')).data).toEqual({ myRegistration: null });
    const form = await agent.get('/api/trip/form');
    expect(form.status).toBe(404);
    expect(form.body.message).toBe('No active registration found');
  });

  it('when a traveller starts (REST), then 201 PENDING at 0%, and a second start answers the same one', async () => {
    const { agent, userId } = await signedInTraveller(built);
    const first = await agent.post('/api/trip/register');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'PENDING', depositPaid: false, formSubmitted: false, progress: 0 });
    const again = await agent.post('/api/trip/register');
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect((await gql(agent, 'StartRegistration')).data?.startRegistration.id).toBe(first.body.id);
    expect((await agent.get('/api/trip/registration')).body.id).toBe(first.body.id);
    expect(await built.db('trip_registrations').where({ user_id: userId })).toHaveLength(1);
    const events = await built.services.audit.forEntity('trip_registration', first.body.id);
    expect(events.map((e) => e.action)).toEqual(['registration.started']);
  });

  it('when a traveller double-clicks (10 parallel starts, both faces), then exactly one registration exists', async () => {
    const { agent, userId } = await signedInTraveller(built);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? agent.post('/api/trip/register') : gql(agent, 'StartRegistration'))));
    const ids = new Set(results.map((r) => ('body' in r ? r.body.id : r.data?.startRegistration.id)));
    expect(ids.size).toBe(1);
    expect(await built.db('trip_registrations').where({ user_id: userId })).toHaveLength(1);
  });
});

describe('the registration form', () => {
  it('when the deposit is unpaid, then saving or submitting is refused and nothing is stored', async () => {
    const t = await travellerAt('PENDING');
    const res = await t.agent.post('/api/trip/form').send(validForm());
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Your deposit must be paid before you can complete the registration form.');
    const g = await gql(t.agent, 'SaveTripForm', { input: validForm(), submit: false });
    expect(g.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await built.db('trip_forms').where({ registration_id: t.registrationId })).toHaveLength(0);
  });

  it('when progress is saved with a partial form, then it is kept, the status stays DEPOSIT_PAID, and it reads back', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    const res = await t.agent
      .post('/api/trip/form')
      .send({ tripRegistrationId: t.registrationId, submit: false, fullNameAsPerPassport: 'Amina R', dateOfBirth: '1990-02-03T05:00:00.000Z' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      tripRegistrationId: t.registrationId,
      fullNameAsPerPassport: 'Amina R',
      dateOfBirth: '1990-02-03',
      address: null,
      submittedAt: null,
    });
    expect((await t.agent.get('/api/trip/registration')).body).toMatchObject({ status: 'DEPOSIT_PAID', formSubmitted: false, progress: 20 });
    const g = await gql(t.agent, 'TripForm');
    expect(g.data?.tripForm).toMatchObject({ fullNameAsPerPassport: 'Amina R', dateOfBirth: '1990-02-03', passportNumber: null });
  });

  it('when a draft holds a malformed date or an unknown option, then 400 and nothing changes', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    const bad = await t.agent.post('/api/trip/form').send({ submit: false, dateOfBirth: '2024-02-30' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.dateOfBirth).toBe('Please enter a valid date');
    const g = await gql(t.agent, 'SaveTripForm', { input: { gender: 'robot' }, submit: false });
    expect(g.errors?.[0]?.extensions?.fieldErrors?.gender).toBe('Gender is required');
    expect(await built.db('trip_forms').where({ registration_id: t.registrationId })).toHaveLength(0);
  });

  it('when an empty form is submitted, then every required field answers its spec message', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    const res = await t.agent.post('/api/trip/form').send({ tripRegistrationId: t.registrationId });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      fullNameAsPerPassport: M.fullNameAsPerPassport,
      dateOfBirth: M.dateOfBirth,
      gender: M.gender,
      maritalStatus: M.maritalStatus,
      address: M.address,
      mobilePhone: M.mobilePhone,
      emergencyContactName: M.emergencyContactName,
      emergencyContactEmail: M.emergencyContactEmail,
      emergencyContactRelationship: M.emergencyContactRelationship,
      passportNumber: M.passportNumber,
      passportExpirationDate: M.passportExpirationDate,
      passportIssuanceCountry: M.passportIssuanceCountry,
    });
    expect((await t.agent.get('/api/trip/registration')).body.status).toBe('DEPOSIT_PAID');
  });

  it.each([
    ['fullNameAsPerPassport', 'A', M.fullNameAsPerPassport],
    ['address', '1 St', M.address],
    ['mobilePhone', '416555', M.mobilePhone],
    ['emergencyContactEmail', 'nope', M.emergencyContactEmail],
    ['emergencyContactRelationship', 'x', M.emergencyContactRelationship],
    ['passportNumber', 'AB12', M.passportNumber],
    ['passportIssuanceCountry', 'C', M.passportIssuanceCountry],
    ['passportExpirationDate', '2026-08-01', M.passportValidity],
    ['passportExpirationDate', '2026-08-01T23:00:00.000Z', M.passportValidity],
    // After August 2026 a later-than-the-rule date can still be in the past.
    ['passportExpirationDate', new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10), M.passportExpired],
    ['dateOfBirth', '1899-12-31', M.dateOfBirthRange],
    ['dateOfBirth', '2999-01-01', M.dateOfBirthRange],
    ['maritalStatus', 'complicated', M.maritalStatus],
  ])('when %s is %p on submit, then "%s" (GraphQL too)', async (field, value, message) => {
    const t = await travellerAt('DEPOSIT_PAID');
    const rest = await t.agent.post('/api/trip/form').send(validForm({ [field]: value }));
    expect(rest.status).toBe(400);
    expect(rest.body.fieldErrors).toEqual({ [field]: message });
    const g = await gql(t.agent, 'SaveTripForm', { input: validForm({ [field]: value }), submit: true });
    expect(g.errors?.[0]?.extensions?.fieldErrors).toEqual({ [field]: message });
  });

  it('when a valid form is submitted, then FORM_SUBMITTED at 40% and the saved form reads back', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    const g = await gql(t.agent, 'SaveTripForm', { input: validForm({ tripRegistrationId: t.registrationId }), submit: true });
    expect(g.errors).toBeUndefined();
    expect(g.data?.saveTripForm).toMatchObject({
      passportNumber: 'AB123456',
      passportExpirationDate: '2030-01-15',
      dateOfBirth: '1988-04-12',
      gender: 'female',
    });
    expect(g.data?.saveTripForm.submittedAt).toEqual(expect.any(String));
    expect((await t.agent.get('/api/trip/registration')).body).toMatchObject({ status: 'FORM_SUBMITTED', formSubmitted: true, progress: 40 });
    // Editing and re-submitting before approval is allowed; Save Progress keeps the status.
    await t.agent
      .post('/api/trip/form')
      .send(validForm({ address: '456 King St E, Toronto' }))
      .expect(200);
    await t.agent
      .post('/api/trip/form')
      .send({ ...validForm(), submit: false, roomPreferences: '' })
      .expect(200);
    expect((await t.agent.get('/api/trip/registration')).body.status).toBe('FORM_SUBMITTED');
    expect((await t.agent.get('/api/trip/form')).body).toMatchObject({ address: '123 Queen St W, Toronto, ON M5H 2M9', roomPreferences: null });
  });

  it("when the payload names another traveller's registration, then 403 and nothing is written", async () => {
    const a = await travellerAt('DEPOSIT_PAID');
    const b = await travellerAt('DEPOSIT_PAID');
    const res = await a.agent.post('/api/trip/form').send(validForm({ tripRegistrationId: b.registrationId }));
    expect(res.status).toBe(403);
    expect(await built.db('trip_forms').whereIn('registration_id', [a.registrationId, b.registrationId])).toHaveLength(0);
  });

  it("when a traveller reads the form, then only their own comes back, never another's", async () => {
    const a = await travellerAt('FORM_SUBMITTED');
    const b = await travellerAt('DEPOSIT_PAID');
    expect((await b.agent.get('/api/trip/form')).body).toBeNull();
    expect((await gql(b.agent, 'TripForm')).data).toEqual({ tripForm: null });
    expect((await a.agent.get('/api/trip/form')).body.passportNumber).toBe('AB123456');
  });

  it('when the form is approved, then it is read-only: save and submit answer 409', async () => {
    const t = await travellerAt('FORM_APPROVED');
    for (const submit of [true, false]) {
      const res = await t.agent.post('/api/trip/form').send({ ...validForm(), submit });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Your registration form has been approved and can no longer be changed.');
    }
    expect((await t.agent.get('/api/trip/form')).body.address).toBe('123 Queen St W, Toronto, ON M5H 2M9');
  });
});

describe('passport numbers at rest', () => {
  it('when a form is saved, then neither the table nor a pg_dump holds the number in clear, and the api decrypts it', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    const passport = 'ZX987654Q';
    await t.agent
      .post('/api/trip/form')
      .send(validForm({ passportNumber: passport }))
      .expect(200);
    const row = await built.db('trip_forms').where({ registration_id: t.registrationId }).first();
    expect(row.passport_number_encrypted).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain(passport);
    const dump = execFileSync('pg_dump', ['--data-only', '--table=trip_forms', TEST_DATABASE_URL], { encoding: 'utf8' });
    expect(dump).toContain(t.registrationId);
    expect(dump).not.toContain(passport);
    expect((await t.agent.get('/api/trip/form')).body.passportNumber).toBe(passport);
  });

  it("when a ciphertext is copied onto another traveller's row, then it does not decrypt there", async () => {
    const a = await travellerAt('DEPOSIT_PAID');
    const b = await travellerAt('DEPOSIT_PAID');
    await a.agent
      .post('/api/trip/form')
      .send(validForm({ passportNumber: 'AAA11111' }))
      .expect(200);
    await b.agent
      .post('/api/trip/form')
      .send(validForm({ passportNumber: 'BBB22222' }))
      .expect(200);
    const { passport_number_encrypted } = await built.db('trip_forms').where({ registration_id: a.registrationId }).first();
    await built.db('trip_forms').where({ registration_id: b.registrationId }).update({ passport_number_encrypted });
    const res = await b.agent.get('/api/trip/form');
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('AAA11111');
  });
});

describe('admin steps', () => {
  it('when the whole journey runs (REST), then each step moves status and progress, and each is audited', async () => {
    const t = await travellerAt('PENDING');
    const id = t.registrationId;
    const dep = await admin.post('/api/admin/trip/deposit').send({ tripRegistrationId: id, depositPaid: true });
    expect(dep.body).toMatchObject({ status: 'DEPOSIT_PAID', depositPaid: true, progress: 20, user: { username: t.t.username } });
    await t.agent.post('/api/trip/form').send(validForm()).expect(200);
    const form = await admin.post(`/api/admin/approve-form/${id}`);
    expect(form.body).toMatchObject({ status: 'FORM_APPROVED', formApproved: true, progress: 60 });
    // Visa documents arrive with the documents module; here the row is set as that upload would.
    await built.db('trip_registrations').where({ id }).update({ visa_submitted: true, status: 'VISA_SUBMITTED' });
    const visa = await admin.post(`/api/admin/approve-visa/${id}`);
    expect(visa.body).toMatchObject({ status: 'VISA_APPROVED', visaApproved: true, progress: 100 });
    const final = await admin.post(`/api/admin/final-payment/${id}`);
    expect(final.body).toMatchObject({ status: 'COMPLETED', finalPaid: true, progress: 100 });
    expect((await t.agent.get('/api/trip/registration')).body.status).toBe('COMPLETED');

    const events = await built.services.audit.forEntity('trip_registration', id);
    expect(events.map((e) => e.action)).toEqual([
      'registration.started',
      'registration.deposit_paid',
      'form.submitted',
      'registration.form_approved',
      'registration.visa_approved',
      'registration.final_paid',
    ]);
    const adminEvents = events.filter((e) => e.action.startsWith('registration.') && e.action !== 'registration.started');
    expect(new Set(adminEvents.map((e) => e.actorUserId)).size).toBe(1);
    expect(adminEvents[0]!.actorUserId).not.toBe(t.userId);
    expect(adminEvents[0]!.payload).toEqual({ from: 'PENDING', to: 'DEPOSIT_PAID' });
  });

  it('when the steps run through GraphQL, then they answer the updated registration', async () => {
    const t = await travellerAt('PENDING');
    const dep = await gql(admin, 'MarkDepositPaid', { id: t.registrationId });
    expect(dep.data?.markDepositPaid).toMatchObject({ status: 'DEPOSIT_PAID', user: { username: t.t.username } });
    await gql(t.agent, 'SaveTripForm', { input: validForm(), submit: true });
    expect((await gql(admin, 'ApproveForm', { id: t.registrationId })).data?.approveForm.status).toBe('FORM_APPROVED');
    await built.db('trip_registrations').where({ id: t.registrationId }).update({ visa_submitted: true, status: 'VISA_SUBMITTED' });
    expect((await gql(admin, 'ApproveVisa', { id: t.registrationId })).data?.approveVisa.status).toBe('VISA_APPROVED');
    expect((await gql(admin, 'RecordFinalPayment', { id: t.registrationId })).data?.recordFinalPayment.status).toBe('COMPLETED');
  });

  it.each([
    ['approve-form', 'The registration form has not been submitted yet.'],
    ['approve-visa', 'No visa documents have been submitted yet.'],
    ['final-payment', 'The visa must be approved before the final payment is recorded.'],
  ])('when %s comes before its step, then 409 "%s" and nothing changes', async (path, message) => {
    const t = await travellerAt('DEPOSIT_PAID');
    const res = await admin.post(`/api/admin/${path}/${t.registrationId}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(message);
    expect((await t.agent.get('/api/trip/registration')).body.status).toBe('DEPOSIT_PAID');
  });

  it('when a step is repeated, then 409 and the audit log has it once', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    const again = await admin.post('/api/admin/trip/deposit').send({ tripRegistrationId: t.registrationId, depositPaid: true });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The deposit is already marked as paid.');
    const events = await built.services.audit.forEntity('trip_registration', t.registrationId);
    expect(events.filter((e) => e.action === 'registration.deposit_paid')).toHaveLength(1);
  });

  it('when a submitted form was emptied by Save Progress, then approval is refused as incomplete', async () => {
    const t = await travellerAt('FORM_SUBMITTED');
    await t.agent.post('/api/trip/form').send({ submit: false, fullNameAsPerPassport: 'Amina Rahman' }).expect(200);
    const res = await admin.post(`/api/admin/approve-form/${t.registrationId}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The registration form is incomplete; the traveller must submit it again.');
  });

  it('when the registration id is unknown or malformed, then 404; a bad deposit body is 400', async () => {
    expect((await admin.post('/api/admin/approve-form/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await admin.post('/api/admin/approve-visa/not-a-uuid')).status).toBe(404);
    expect((await gql(admin, 'ApproveForm', { id: "1' or '1'='1" })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const t = await travellerAt('PENDING');
    const res = await admin.post('/api/admin/trip/deposit').send({ tripRegistrationId: t.registrationId, depositPaid: false });
    expect(res.status).toBe(400);
    expect((await admin.post('/api/admin/trip/deposit').send({})).status).toBe(400);
  });

  it('when a traveller or anonymous calls an admin step or the list, then 403 / 401 and nothing changes', async () => {
    const t = await travellerAt('PENDING');
    const other = await signedInTraveller(built);
    const calls = [
      (a: ReturnType<typeof request> | Agent) => a.post('/api/admin/trip/deposit').send({ tripRegistrationId: t.registrationId, depositPaid: true }),
      (a: ReturnType<typeof request> | Agent) => a.post(`/api/admin/approve-form/${t.registrationId}`),
      (a: ReturnType<typeof request> | Agent) => a.post(`/api/admin/approve-visa/${t.registrationId}`),
      (a: ReturnType<typeof request> | Agent) => a.post(`/api/admin/final-payment/${t.registrationId}`),
      (a: ReturnType<typeof request> | Agent) => a.get('/api/admin/trip-registrations'),
    ];
    for (const call of calls) {
      expect((await call(t.agent)).status).toBe(403);
      expect((await call(other.agent)).status).toBe(403);
      expect((await call(request(built.app))).status).toBe(401);
    }
    for (const name of ['MarkDepositPaid', 'ApproveForm', 'ApproveVisa', 'RecordFinalPayment']) {
      expect((await gql(t.agent, name, { id: t.registrationId })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await gql(t.agent, 'TripRegistrations')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(agentOf(built), 'TripRegistrations')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.agent.get('/api/trip/registration')).body.status).toBe('PENDING');
  });

  it('when the admin lists registrations, then each carries its traveller and profile, newest first, on both faces', async () => {
    const older = await travellerAt('PENDING');
    const newer = await travellerAt('PENDING');
    const res = await admin.get('/api/admin/trip-registrations');
    expect(res.status).toBe(200);
    const ids = res.body.map((r: { id: string }) => r.id);
    expect(ids.indexOf(newer.registrationId)).toBeLessThan(ids.indexOf(older.registrationId));
    const item = res.body.find((r: { id: string }) => r.id === newer.registrationId);
    expect(item).toMatchObject({
      status: 'PENDING',
      depositPaid: false,
      user: { username: newer.t.username, profile: { fullName: newer.t.fullName, email: newer.t.email, phone: newer.t.phone } },
    });
    const g = await gql(admin, 'TripRegistrations');
    expect(g.data?.tripRegistrations.map((r: { id: string }) => r.id)).toEqual(ids);
  });
});

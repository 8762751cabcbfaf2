// Ready to travel (issue 35): the traveller's readiness and details, the organiser's board and a
// registration's row, on both faces, from every role; bad input leaves nothing written; the
// airline manifest read back with openpyxl.
import request from 'supertest';
import { readFileSync } from 'node:fs';
import { DEFAULT_READINESS_RULES, READINESS_MESSAGES } from '@umrah/graphql';
import type { BuiltApp } from '../src/app.js';
import { DEFAULT_RULES_0026 } from '../src/db/migrations/0026_readiness.js';
import { binary, readXlsx } from './files.js';
import { validForm } from './trip-form-fixtures.js';
import {
  gql,
  resetDb,
  signedInAdmin,
  signedInStaff,
  signedInTraveller,
  startApp,
  travellerAt as travellerAtStep,
  type Agent,
  type JourneyStep,
} from './helpers.js';

let built: BuiltApp;
let owner: Agent;
let ownerId: string;
const staff: Partial<Record<'reviewer' | 'treasurer' | 'leader', Agent>> = {};
const staffIds: Partial<Record<'reviewer' | 'treasurer' | 'leader', string>> = {};
beforeAll(async () => {
  built = await startApp();
  await resetDb(built.db);
  ({ agent: owner, userId: ownerId } = await signedInAdmin(built));
  for (const role of ['reviewer', 'treasurer', 'leader'] as const) {
    const member = await signedInStaff(built, owner, role);
    staff[role] = member.agent;
    staffIds[role] = member.userId;
  }
});
afterAll(() => built.close());

const travellerAt = (step: JourneyStep) => travellerAtStep(built, owner, step);
const pdf = readFileSync(new URL('./fixtures/passport.pdf', import.meta.url));
const uploadVaccination = (agent: Agent) =>
  agent
    .post('/api/trip/documents')
    .field('metadata', JSON.stringify({ type: 'vaccination' }))
    .attach('file', pdf, { filename: 'mening.pdf', contentType: 'application/pdf' });

// The first trip leaves on 2025-12-31 and is back on 2026-01-12.
const DETAILS = {
  visaNumber: 'u7654321',
  visaType: 'umrah',
  visaIssuedOn: '2025-11-01',
  visaExpiresOn: '2026-03-01',
  vaccineType: 'conjugate',
  vaccinatedOn: '2025-10-01',
  medicalNotes: 'Asthma: inhaler in hand luggage',
  diet: 'No nuts',
  wheelchair: true,
};
const statuses = (body: { items: { rule: string; status: string }[] }) => Object.fromEntries(body.items.map((i) => [i.rule, i.status]));

describe('the traveller’s readiness', () => {
  it('when a traveller with an approved form asks, then each rule has its state, message and fix, and they are not ready yet', async () => {
    const t = await travellerAt('FORM_APPROVED');
    const res = await t.agent.get('/api/trip/readiness').expect(200);
    expect(res.body).toMatchObject({ ready: false, departsOn: '2025-12-31', returnsOn: '2026-01-12' });
    expect(statuses(res.body)).toEqual({ passport: 'ready', visa: 'missing', meningitis: 'missing', emergencyContact: 'ready', minorConsent: 'ready' });
    expect(res.body.items[1]).toEqual({
      rule: 'visa',
      status: 'missing',
      message: 'rules.readiness.visaMissing',
      fix: '/portal/documents',
      until: '2026-01-12',
    });
    expect(res.body.details).toMatchObject({ visaNumber: null, medicalNotes: null, wheelchair: false, updatedAt: null });
    const viaGql = await gql(t.agent, 'MyReadiness');
    expect(viaGql.errors).toBeUndefined();
    expect(viaGql.data?.myReadiness.items).toEqual(res.body.items);
  });

  it('when the traveller gives their details and uploads the certificate, then they read ready; the care needs are encrypted at rest and the save audited', async () => {
    const t = await travellerAt('FORM_APPROVED');
    const saved = await t.agent.put('/api/trip/readiness/details').send(DETAILS).expect(200);
    expect(statuses(saved.body)).toMatchObject({ visa: 'ready', meningitis: 'missing' });
    expect(saved.body.details).toMatchObject({ visaNumber: 'U7654321', medicalNotes: DETAILS.medicalNotes, diet: 'No nuts', wheelchair: true });
    await uploadVaccination(t.agent).expect(201);
    const after = await t.agent.get('/api/trip/readiness').expect(200);
    expect(after.body.ready).toBe(true);
    expect(statuses(after.body).meningitis).toBe('ready');

    const row = await built.db('travel_details').where({ registration_id: t.registrationId }).first();
    expect(row.care_encrypted).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain('Asthma');
    const [event] = await built.db('audit_events').where({ registration_id: t.registrationId, action: 'travel_details.saved' });
    expect(event.payload).toEqual({ visa: true, vaccination: true, care: true });
    expect(JSON.stringify(event.payload)).not.toContain('Asthma');
  });

  it('when the details are saved through GraphQL, then the same answer', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    const res = await gql(t.agent, 'SaveTravelDetails', { input: { vaccineType: 'polysaccharide', vaccinatedOn: '2025-12-01', wheelchair: false } });
    expect(res.errors).toBeUndefined();
    expect(res.data?.saveTravelDetails.details).toMatchObject({
      vaccineType: 'polysaccharide',
      vaccinatedOn: '2025-12-01',
      visaNumber: null,
      medicalNotes: null,
    });
    // Certificate given, but no scan uploaded yet: still missing.
    expect(statuses(res.data!.saveTravelDetails).meningitis).toBe('missing');
  });

  it.each([
    ['a certificate dated in the future', { vaccineType: 'conjugate', vaccinatedOn: '2099-01-01' }, 'vaccinatedOn', READINESS_MESSAGES.certificateInFuture],
    ['a visa expiring before departure', { ...DETAILS, visaExpiresOn: '2025-12-30' }, 'visaExpiresOn', READINESS_MESSAGES.visaBeforeDeparture],
    [
      'a visa expiring before it is issued',
      { ...DETAILS, visaIssuedOn: '2026-02-01', visaExpiresOn: '2026-01-31' },
      'visaExpiresOn',
      READINESS_MESSAGES.visaOrder,
    ],
    ['a visa half given', { visaNumber: 'U1234567' }, 'visaNumber', READINESS_MESSAGES.visaIncomplete],
  ])('when the traveller sends %s, then 400 with the field’s message and nothing is written', async (_name, body, field, message) => {
    const t = await travellerAt('FORM_APPROVED');
    const res = await t.agent.put('/api/trip/readiness/details').send(body).expect(400);
    expect(res.body.fieldErrors[field]).toBe(message);
    expect(await built.db('travel_details').where({ registration_id: t.registrationId })).toHaveLength(0);
    const viaGql = await gql(t.agent, 'SaveTravelDetails', { input: body });
    expect(viaGql.errors?.[0]?.message).toBe(message);
  });

  it('when someone without a registration, or anonymous, asks, then 404 and 401', async () => {
    const t = await signedInTraveller(built);
    expect((await t.agent.get('/api/trip/readiness').expect(404)).body.message).toBe('No active registration found');
    await t.agent.put('/api/trip/readiness/details').send({}).expect(404);
    await request(built.app).get('/api/trip/readiness').expect(401);
    await request(built.app).put('/api/trip/readiness/details').send({}).expect(401);
  });
});

describe('the organiser’s board and a registration’s row', () => {
  it('when the board is read, then a row per active traveller, the counts, and the rules with their sources; the count moves when a traveller is ready', async () => {
    const before = (await owner.get('/api/admin/readiness').expect(200)).body;
    expect(before.rules.map((r: { id: string }) => r.id)).toEqual(['passport', 'visa', 'meningitis', 'emergencyContact', 'minorConsent']);
    expect(before.rules[0]).toEqual({
      id: 'passport',
      parameters: ['monthsAfterReturn=6'],
      checkedOn: DEFAULT_READINESS_RULES.passport.checkedOn,
      source: DEFAULT_READINESS_RULES.passport.source,
    });
    expect(before.rules[2].parameters).toEqual(['daysBeforeDeparture=10', 'fromAgeYears=1', 'validityYears.conjugate=5', 'validityYears.polysaccharide=3']);
    expect(before.total).toBe(before.rows.length);

    const t = await travellerAt('FORM_APPROVED');
    const mid = (await owner.get('/api/admin/readiness').expect(200)).body;
    expect(mid.total).toBe(before.total + 1);
    expect(mid.readyCount).toBe(before.readyCount);
    const row = mid.rows.find((r: { registrationId: string }) => r.registrationId === t.registrationId);
    expect(row).toMatchObject({ fullName: 'Amina Rahman', ready: false });

    await t.agent.put('/api/trip/readiness/details').send(DETAILS).expect(200);
    await uploadVaccination(t.agent).expect(201);
    const after = (await gql(owner, 'ReadinessBoard', {})).data!.readinessBoard;
    expect(after.readyCount).toBe(before.readyCount + 1);
    expect(after.rows.find((r: { registrationId: string }) => r.registrationId === t.registrationId).ready).toBe(true);
  });

  it('when each role asks for the board, then staff read it and a traveller or anonymous cannot, on both faces', async () => {
    for (const agent of [owner, staff.reviewer!, staff.treasurer!, staff.leader!]) {
      await agent.get('/api/admin/readiness').expect(200);
      expect((await gql(agent, 'ReadinessBoard', {})).errors).toBeUndefined();
    }
    const t = await signedInTraveller(built);
    await t.agent.get('/api/admin/readiness').expect(403);
    expect((await gql(t.agent, 'ReadinessBoard', {})).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await request(built.app).get('/api/admin/readiness').expect(401);
    expect((await gql(request.agent(built.app), 'ReadinessBoard', {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('when a chosen trip is named, then its board; an unknown one is 404', async () => {
    const trip = await built.db('trips').where({ slug: 'winter-2026' }).first();
    expect((await owner.get(`/api/admin/readiness?tripId=${trip.id}`).expect(200)).body.tripId).toBe(trip.id);
    expect((await owner.get('/api/admin/readiness?tripId=00000000-0000-4000-8000-000000000000').expect(404)).body.message).toBe('Trip not found.');
  });

  it('when a registration’s row is read, then the leader sees care needs but not the visa number, the reviewer the reverse, the treasurer neither', async () => {
    const t = await travellerAt('FORM_APPROVED');
    await t.agent.put('/api/trip/readiness/details').send(DETAILS).expect(200);
    const path = `/api/admin/trip-registrations/${t.registrationId}/readiness`;
    const read = async (agent: Agent) => (await agent.get(path).expect(200)).body.details;
    expect(await read(owner)).toMatchObject({ visaNumber: 'U7654321', medicalNotes: DETAILS.medicalNotes, wheelchair: true });
    const leader = await read(staff.leader!);
    expect(leader).toMatchObject({ visaNumber: null, medicalNotes: DETAILS.medicalNotes, diet: 'No nuts', wheelchair: true });
    const reviewer = await read(staff.reviewer!);
    expect(reviewer.visaNumber).toBe('U7654321');
    expect(reviewer).not.toHaveProperty('medicalNotes');
    const treasurer = await read(staff.treasurer!);
    expect(treasurer.visaNumber).toBeNull();
    expect(treasurer).not.toHaveProperty('medicalNotes');
    const viaGql = await gql(staff.reviewer!, 'RegistrationReadiness', { registrationId: t.registrationId });
    expect(viaGql.data?.registrationReadiness.details).toMatchObject({ visaNumber: 'U7654321', medicalNotes: null, wheelchair: null });

    // The wrong traveller (and anonymous) cannot read another traveller's row.
    const other = await travellerAt('DEPOSIT_PAID');
    await other.agent.get(path).expect(403);
    expect((await gql(other.agent, 'RegistrationReadiness', { registrationId: t.registrationId })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await request(built.app).get(path).expect(401);
    await owner.get('/api/admin/trip-registrations/not-a-uuid/readiness').expect(404);
    await owner.get('/api/admin/trip-registrations/00000000-0000-4000-8000-000000000000/readiness').expect(404);
  });

  it('when staff read a traveller’s care needs, then each read is audited with who read it; a role that cannot see them, or a traveller with none, leaves none', async () => {
    const t = await travellerAt('FORM_APPROVED');
    const path = `/api/admin/trip-registrations/${t.registrationId}/readiness`;
    const reads = () => built.db('audit_events').where({ action: 'medical.read', registration_id: t.registrationId }).orderBy('id');
    await staff.leader!.get(path).expect(200);
    expect(await reads()).toHaveLength(0);
    await t.agent.put('/api/trip/readiness/details').send(DETAILS).expect(200);
    await staff.leader!.get(path).expect(200);
    await gql(owner, 'RegistrationReadiness', { registrationId: t.registrationId });
    await staff.reviewer!.get(path).expect(200);
    await staff.treasurer!.get(path).expect(200);
    const events = await reads();
    expect(events.map((e: { actor_user_id: string }) => e.actor_user_id)).toEqual([staffIds.leader, ownerId]);
    expect(events[0]).toMatchObject({ entity_type: 'trip_registration', entity_id: t.registrationId });
    expect(events[0].trip_id).toEqual(expect.any(String));
  });
});

describe('the rules as data', () => {
  it('when the migration wrote the rules, then every trip carries the shared defaults', async () => {
    expect(DEFAULT_RULES_0026).toEqual(DEFAULT_READINESS_RULES);
    const trip = await built.db('trips').where({ slug: 'winter-2026' }).first();
    expect(trip.readiness_rules).toEqual(DEFAULT_READINESS_RULES);
  });

  it('when a trip’s rule is edited, then the same passport is judged by it; a broken rule set falls back to the defaults', async () => {
    const t = await travellerAt('FORM_APPROVED');
    await built.db('trip_forms').where({ registration_id: t.registrationId }).update({ passport_expiration_date: '2027-06-01' });
    const withMonths = (monthsAfterReturn: number) => ({
      ...DEFAULT_READINESS_RULES,
      warnDays: 0,
      passport: { ...DEFAULT_READINESS_RULES.passport, monthsAfterReturn },
    });
    await built
      .db('trips')
      .where({ slug: 'winter-2026' })
      .update({ readiness_rules: JSON.stringify(withMonths(12)) });
    try {
      const res = await t.agent.get('/api/trip/readiness').expect(200);
      expect(res.body.items[0]).toEqual({
        rule: 'passport',
        status: 'ready',
        message: 'rules.readiness.passportReady',
        fix: '/portal/registration-form',
        until: '2027-01-12',
      });
      await built
        .db('trips')
        .where({ slug: 'winter-2026' })
        .update({ readiness_rules: JSON.stringify(withMonths(24)) });
      expect((await t.agent.get('/api/trip/readiness').expect(200)).body.items[0]).toMatchObject({
        status: 'blocked',
        message: 'rules.readiness.passportTooSoon',
        until: '2028-01-12',
      });
      await built
        .db('trips')
        .where({ slug: 'winter-2026' })
        .update({ readiness_rules: JSON.stringify({ passport: 'six months' }) });
      expect((await t.agent.get('/api/trip/readiness').expect(200)).body.items[0]).toMatchObject({ status: 'ready', until: '2026-07-12' });
    } finally {
      await built
        .db('trips')
        .where({ slug: 'winter-2026' })
        .update({ readiness_rules: JSON.stringify(DEFAULT_READINESS_RULES) });
    }
  });
});

describe('the reviewer confirms the visa details at approval', () => {
  it('when the reviewer approves the visa, then the details read as confirmed by them; a change of the visa clears it, a change of the diet does not', async () => {
    const t = await travellerAt('FORM_APPROVED');
    await t.agent.put('/api/trip/readiness/details').send(DETAILS).expect(200);
    await t.agent
      .post('/api/trip/documents')
      .field('metadata', JSON.stringify({ type: 'visa' }))
      .attach('file', pdf, { filename: 'visa.pdf', contentType: 'application/pdf' })
      .expect(201);
    const before = await staff.reviewer!.get(`/api/admin/trip-registrations/${t.registrationId}/readiness`).expect(200);
    expect(before.body.details).toMatchObject({ visaNumber: 'U7654321', visaConfirmedBy: null, visaConfirmedAt: null });

    await staff.reviewer!.post(`/api/admin/approve-visa/${t.registrationId}`).expect(200);
    const reviewerName = (await built.db('users').where({ id: staffIds.reviewer }).first()).full_name;
    const after = await gql(staff.reviewer!, 'RegistrationReadiness', { registrationId: t.registrationId });
    expect(after.data?.registrationReadiness.details).toMatchObject({ visaNumber: 'U7654321', visaConfirmedBy: reviewerName });
    expect(Date.parse(after.data?.registrationReadiness.details.visaConfirmedAt)).not.toBeNaN();
    expect((await built.db('travel_details').where({ registration_id: t.registrationId }).first()).visa_confirmed_by).toBe(staffIds.reviewer);

    await t.agent
      .put('/api/trip/readiness/details')
      .send({ ...DETAILS, diet: 'Vegetarian' })
      .expect(200);
    expect((await t.agent.get('/api/trip/readiness').expect(200)).body.details).toMatchObject({ visaConfirmedBy: reviewerName });
    await t.agent
      .put('/api/trip/readiness/details')
      .send({ ...DETAILS, visaExpiresOn: '2026-04-01' })
      .expect(200);
    expect((await t.agent.get('/api/trip/readiness').expect(200)).body.details).toMatchObject({ visaConfirmedBy: null, visaConfirmedAt: null });
  });
});

describe('the airline manifest', () => {
  const download = (agent: Agent, format: 'xlsx' | 'csv') => agent.get(`/api/admin/exports/manifest.${format}`).buffer(true).parse(binary);

  it('when the owner downloads it, then xlsx and CSV hold the names as on the passport, the passport numbers (audited) and no formula', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    await t.agent
      .post('/api/trip/form')
      .send(validForm({ fullNameAsPerPassport: '=SUM(1) Amina Rahman', passportNumber: 'ZX9876543' }))
      .expect(200);
    const xlsx = await download(owner, 'xlsx').expect(200);
    expect(xlsx.headers['content-disposition']).toContain('Umrah-manifest-winter-2026.xlsx');
    const rows = readXlsx(xlsx.body as Buffer);
    expect(rows[0]).toEqual(['Surname', 'Given names', 'Date of birth', 'Gender', 'Nationality', 'Passport number', 'Passport expiry']);
    expect(rows).toContainEqual(['Rahman', "'=SUM(1) Amina", '1988-04-12', 'F', 'Canada', 'ZX9876543', '2030-01-15']);
    const [event] = await built.db('audit_events').where({ registration_id: t.registrationId, action: 'passport.exported' });
    expect(event).toBeDefined();

    const csv = await download(owner, 'csv').expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = (csv.body as Buffer).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Surname,Given names,Date of birth,Gender,Nationality,Passport number,Passport expiry');
    expect(lines).toContain("Rahman,'=SUM(1) Amina,1988-04-12,F,Canada,ZX9876543,2030-01-15");
  });

  it('when the traveller gives their surname and given names apart, then the form keeps them and the manifest uses them; left blank, they are split from the full name', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    const saved = await t.agent
      .post('/api/trip/form')
      .send(
        validForm({ fullNameAsPerPassport: 'Amina Binti Rahman', passportSurname: ' Binti Rahman ', passportGivenNames: 'Amina', passportNumber: 'NM1234567' }),
      )
      .expect(200);
    expect(saved.body).toMatchObject({ passportSurname: 'Binti Rahman', passportGivenNames: 'Amina' });
    const other = await travellerAt('DEPOSIT_PAID');
    const derived = await other.agent
      .post('/api/trip/form')
      .send(validForm({ fullNameAsPerPassport: 'Maria de la Cruz', passportSurname: '', passportNumber: 'NM7654321' }))
      .expect(200);
    expect(derived.body).toMatchObject({ passportSurname: 'de la Cruz', passportGivenNames: 'Maria' });
    const viaGql = await gql(other.agent, 'TripForm');
    expect(viaGql.data?.tripForm).toMatchObject({ passportSurname: 'de la Cruz', passportGivenNames: 'Maria' });
    const tooLong = await t.agent
      .post('/api/trip/form')
      .send(validForm({ passportSurname: 'x'.repeat(201) }))
      .expect(400);
    expect(tooLong.body.fieldErrors).toEqual({ passportSurname: 'At most 200 characters' });
    expect((await built.db('trip_forms').where({ registration_id: t.registrationId }).first()).passport_surname).toBe('Binti Rahman');

    const rows = readXlsx((await download(owner, 'xlsx').expect(200)).body as Buffer);
    expect(rows).toContainEqual(['Binti Rahman', 'Amina', '1988-04-12', 'F', 'Canada', 'NM1234567', '2030-01-15']);
    expect(rows).toContainEqual(['de la Cruz', 'Maria', '1988-04-12', 'F', 'Canada', 'NM7654321', '2030-01-15']);
    const review = await gql(owner, 'RegistrationReview', { id: t.registrationId });
    expect(review.data?.registrationReview.form).toMatchObject({ passportSurname: 'Binti Rahman', passportGivenNames: 'Amina' });
  });

  it('when each role asks, then the owner and the reviewer download it; the treasurer, the leader, a traveller and anonymous cannot', async () => {
    await download(staff.reviewer!, 'csv').expect(200);
    await download(staff.treasurer!, 'xlsx').expect(403);
    await download(staff.leader!, 'csv').expect(403);
    const t = await signedInTraveller(built);
    await download(t.agent, 'xlsx').expect(403);
    await request(built.app).get('/api/admin/exports/manifest.csv').expect(401);
  });
});

describe('a cancelled registration', () => {
  it('when a registration is cancelled, then it leaves the board but its review page still reads its readiness', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    await owner.post(`/api/admin/cancel/${t.registrationId}`).send({ reason: 'The traveller asked to cancel.' }).expect(200);
    const board = (await owner.get('/api/admin/readiness').expect(200)).body;
    expect(board.rows.map((r: { registrationId: string }) => r.registrationId)).not.toContain(t.registrationId);
    const res = await owner.get(`/api/admin/trip-registrations/${t.registrationId}/readiness`).expect(200);
    expect(res.body.ready).toBe(false);
  });
});

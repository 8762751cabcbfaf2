// The review workspace (issue 10): request changes, the admin's detail view with an audited
// passport reveal, the list at scale, and the streamed exports — both faces, every role.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { agentOf, gql, resetDb, signedInAdmin, signedInTraveller, startApp, travellerAt as travellerAtStep, type Agent, type JourneyStep } from './helpers.js';
import { validForm } from './trip-form-fixtures.js';
import { binary, readXlsx } from './files.js';

let built: BuiltApp;
let admin: Agent;
let adminId: string;
beforeAll(async () => {
  built = await startApp();
  await resetDb(built.db);
  ({ agent: admin, userId: adminId } = await signedInAdmin(built));
});
afterAll(() => built.close());

const travellerAt = (step: JourneyStep) => travellerAtStep(built, admin, step);
const REASON = 'Your passport expiry date does not match the scan.';
const REASON_MESSAGE = 'Please give a reason of 10 to 1000 characters.';
const pdf = readFileSync(new URL('./fixtures/passport.pdf', import.meta.url));
const png = readFileSync(new URL('./fixtures/visa-photo.png', import.meta.url));

function upload(agent: Agent, file: Buffer, metadata: Record<string, unknown>, filename: string, contentType: string) {
  return agent.post('/api/trip/documents').field('metadata', JSON.stringify(metadata)).attach('file', file, { filename, contentType });
}
const auditOf = (registrationId: string, action: string) => built.db('audit_events').where({ registration_id: registrationId, action });
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A traveller whose visa is submitted (form approved, one visa document uploaded). */
async function travellerWithVisa() {
  const t = await travellerAt('FORM_APPROVED');
  await upload(t.agent, png, { type: 'visa', description: 'Visa page' }, 'visa.png', 'image/png').expect(201);
  return t;
}

describe('requesting changes to a submitted form', () => {
  it('when an admin sends a submitted form back (REST), then DEPOSIT_PAID with the reason, audited, and the traveller sees it until they submit again', async () => {
    const t = await travellerAt('FORM_SUBMITTED');
    const res = await admin.post(`/api/admin/request-form-changes/${t.registrationId}`).send({ reason: `  ${REASON}  ` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'DEPOSIT_PAID', formSubmitted: false, formChangesReason: REASON, progress: 20 });

    const mine = await t.agent.get('/api/trip/registration');
    expect(mine.body).toMatchObject({ status: 'DEPOSIT_PAID', formChangesReason: REASON });
    expect((await gql(t.agent, 'MyRegistration')).data?.myRegistration).toMatchObject({ formChangesReason: REASON });
    const [event] = await auditOf(t.registrationId, 'registration.form_changes_requested');
    expect(event).toMatchObject({ actor_user_id: adminId, payload: { from: 'FORM_SUBMITTED', to: 'DEPOSIT_PAID', reason: REASON } });

    // Save Progress keeps the reason; Submit clears it.
    await t.agent
      .post('/api/trip/form')
      .send({ ...validForm(), submit: false })
      .expect(200);
    expect((await t.agent.get('/api/trip/registration')).body.formChangesReason).toBe(REASON);
    await t.agent.post('/api/trip/form').send(validForm()).expect(200);
    expect((await t.agent.get('/api/trip/registration')).body).toMatchObject({ status: 'FORM_SUBMITTED', formChangesReason: null });
    await admin.post(`/api/admin/approve-form/${t.registrationId}`).expect(200);
  });

  it('when an admin sends a form back (GraphQL), then the same change', async () => {
    const t = await travellerAt('FORM_SUBMITTED');
    const res = await gql(admin, 'RequestFormChanges', { id: t.registrationId, reason: REASON });
    expect(res.errors).toBeUndefined();
    expect(res.data?.requestFormChanges).toMatchObject({ status: 'DEPOSIT_PAID', formSubmitted: false, formChangesReason: REASON });
  });

  it.each([
    ['missing', {}],
    ['too short', { reason: 'Fix it.' }],
    ['blank', { reason: '            ' }],
    ['too long', { reason: 'x'.repeat(1001) }],
    ['not text', { reason: 42 }],
  ])('when the reason is %s, then 400 with the field message and nothing changes', async (_name, body) => {
    const t = await travellerAt('FORM_SUBMITTED');
    const res = await admin.post(`/api/admin/request-form-changes/${t.registrationId}`).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: REASON_MESSAGE, fieldErrors: { reason: REASON_MESSAGE } });
    expect((await t.agent.get('/api/trip/registration')).body.status).toBe('FORM_SUBMITTED');
    expect(await auditOf(t.registrationId, 'registration.form_changes_requested')).toHaveLength(0);
  });

  it('when the form is not submitted or already approved, then 409 and a clear message', async () => {
    const paid = await travellerAt('DEPOSIT_PAID');
    const notYet = await admin.post(`/api/admin/request-form-changes/${paid.registrationId}`).send({ reason: REASON });
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe('The registration form has not been submitted yet.');
    const approved = await travellerAt('FORM_APPROVED');
    const late = await gql(admin, 'RequestFormChanges', { id: approved.registrationId, reason: REASON });
    expect(late.errors?.[0]).toMatchObject({ message: 'The registration form is already approved.', extensions: { code: 'CONFLICT' } });
  });

  it('when a traveller or anonymous asks, then 403 / 401 on both faces and nothing changes', async () => {
    const t = await travellerAt('FORM_SUBMITTED');
    expect((await t.agent.post(`/api/admin/request-form-changes/${t.registrationId}`).send({ reason: REASON })).status).toBe(403);
    expect((await gql(t.agent, 'RequestFormChanges', { id: t.registrationId, reason: REASON })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await request(built.app).post(`/api/admin/request-form-changes/${t.registrationId}`).send({ reason: REASON })).status).toBe(401);
    expect((await gql(agentOf(built), 'RequestVisaChanges', { id: t.registrationId, reason: REASON })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.agent.get('/api/trip/registration')).body.status).toBe('FORM_SUBMITTED');
  });

  it('when the id is unknown or malformed, then 404', async () => {
    expect((await admin.post('/api/admin/request-form-changes/not-a-uuid').send({ reason: REASON })).status).toBe(404);
    const res = await admin.post('/api/admin/request-visa-changes/00000000-0000-4000-8000-000000000000').send({ reason: REASON });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Registration not found');
  });
});

describe('requesting new visa documents', () => {
  it('when an admin sends the visa back, then FORM_APPROVED with the reason until a new visa document is uploaded, then approve works', async () => {
    const t = await travellerWithVisa();
    const res = await admin.post(`/api/admin/request-visa-changes/${t.registrationId}`).send({ reason: REASON });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'FORM_APPROVED', visaSubmitted: false, visaChangesReason: REASON });
    expect((await admin.post(`/api/admin/approve-visa/${t.registrationId}`)).status).toBe(409);

    // A photo is not a visa document: the reason stays.
    await upload(t.agent, png, { type: 'photo' }, 'me.png', 'image/png').expect(201);
    expect((await t.agent.get('/api/trip/registration')).body.visaChangesReason).toBe(REASON);
    await upload(t.agent, pdf, { type: 'visa' }, 'visa-new.pdf', 'application/pdf').expect(201);
    expect((await t.agent.get('/api/trip/registration')).body).toMatchObject({ status: 'VISA_SUBMITTED', visaChangesReason: null });
    const approved = await gql(admin, 'ApproveVisa', { id: t.registrationId });
    expect(approved.data?.approveVisa).toMatchObject({ status: 'VISA_APPROVED' });
  });

  it('when nothing was submitted, then 409 on both faces', async () => {
    const t = await travellerAt('FORM_APPROVED');
    expect((await admin.post(`/api/admin/request-visa-changes/${t.registrationId}`).send({ reason: REASON })).body.message).toBe(
      'No visa documents have been submitted yet.',
    );
    expect((await gql(admin, 'RequestVisaChanges', { id: t.registrationId, reason: REASON })).errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});

describe("the registration's review", () => {
  it('when an admin opens it (GraphQL and REST), then profile, form with the passport masked, documents and a timeline in plain words', async () => {
    const t = await travellerWithVisa();
    await admin.post(`/api/admin/request-visa-changes/${t.registrationId}`).send({ reason: REASON }).expect(200);

    const res = await gql(admin, 'RegistrationReview', { id: t.registrationId });
    expect(res.errors).toBeUndefined();
    const review = res.data!.registrationReview;
    expect(review.traveller).toMatchObject({ username: t.t.username, fullName: 'Amina Traveller', email: t.t.email, phone: '4165550123' });
    expect(review.form).toMatchObject({ fullNameAsPerPassport: validForm().fullNameAsPerPassport, passportNumberMasked: '••••••56' });
    expect(JSON.stringify(review)).not.toContain('AB123456');
    expect(review.documents).toEqual([expect.objectContaining({ type: 'visa', originalName: 'visa.png', contentType: 'image/png' })]);
    expect(review.timeline.map((e: { summary: string }) => e.summary)).toEqual([
      'Registration started',
      // Mark Deposit Paid records the payment, then marks the step (one transaction, one message).
      expect.stringMatching(/^Payment of \$250\.00 recorded \(Other, R-\d{6}\)$/),
      'Deposit marked as paid',
      'Registration form submitted',
      'Registration form approved',
      'Visa document uploaded: visa.png',
      'Visa documents sent back for changes',
    ]);
    expect(review.timeline[1].actor).toEqual({ username: 'test_admin', fullName: expect.any(String) });
    expect(review.timeline[0].actor.username).toBe(t.t.username);
    expect(review.timeline[6].reason).toBe(REASON);

    const rest = await admin.get(`/api/admin/trip-registrations/${t.registrationId}/review`);
    expect(rest.status).toBe(200);
    expect(rest.body.form.passportNumberMasked).toBe('••••••56');
    expect(rest.body.timeline).toHaveLength(7);
  });

  it('when the form was never saved, then form is null and the rest is there', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    const res = await admin.get(`/api/admin/trip-registrations/${t.registrationId}/review`);
    expect(res.body).toMatchObject({ form: null, documents: [], registration: { status: 'DEPOSIT_PAID' } });
  });

  it('when a traveller (even the owner) or anonymous asks, then 403 / 401; an unknown id is 404', async () => {
    const t = await travellerAt('FORM_SUBMITTED');
    expect((await t.agent.get(`/api/admin/trip-registrations/${t.registrationId}/review`)).status).toBe(403);
    expect((await gql(t.agent, 'RegistrationReview', { id: t.registrationId })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await request(built.app).get(`/api/admin/trip-registrations/${t.registrationId}/review`)).status).toBe(401);
    expect((await admin.get('/api/admin/trip-registrations/00000000-0000-4000-8000-000000000000/review')).status).toBe(404);
    expect((await gql(admin, 'RegistrationReview', { id: 'nope' })).errors?.[0]).toMatchObject({
      message: 'Registration not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('revealing a passport number', () => {
  it('when an admin reveals it (both faces), then the number in clear and one audit event per reveal, shown on the timeline', async () => {
    const t = await travellerAt('FORM_SUBMITTED');
    const rest = await admin.post(`/api/admin/trip-registrations/${t.registrationId}/reveal-passport`);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ passportNumber: 'AB123456' });
    const viaGql = await gql(admin, 'RevealPassportNumber', { registrationId: t.registrationId });
    expect(viaGql.data).toEqual({ revealPassportNumber: 'AB123456' });
    const events = await auditOf(t.registrationId, 'passport.revealed');
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ actor_user_id: adminId });
    const timeline = (await gql(admin, 'RegistrationReview', { id: t.registrationId })).data!.registrationReview.timeline;
    expect(timeline.filter((e: { summary: string }) => e.summary === 'Passport number revealed')).toHaveLength(2);
  });

  it('when a traveller asks for their own or another, or anonymous asks, then refused and nothing is audited', async () => {
    const t = await travellerAt('FORM_SUBMITTED');
    const other = await signedInTraveller(built);
    expect((await t.agent.post(`/api/admin/trip-registrations/${t.registrationId}/reveal-passport`)).status).toBe(403);
    expect((await gql(other.agent, 'RevealPassportNumber', { registrationId: t.registrationId })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await request(built.app).post(`/api/admin/trip-registrations/${t.registrationId}/reveal-passport`)).status).toBe(401);
    expect(await auditOf(t.registrationId, 'passport.revealed')).toHaveLength(0);
  });

  it('when no passport number was given yet, then 404 with a clear message', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    const res = await admin.post(`/api/admin/trip-registrations/${t.registrationId}/reveal-passport`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This traveller has not given a passport number yet.');
  });
});

describe('the admin list at scale', () => {
  let names: string[];
  beforeAll(async () => {
    await resetDb(built.db);
    ({ agent: admin, userId: adminId } = await signedInAdmin(built));
    names = [];
    const make = async (fullName: string, step: JourneyStep) => {
      const t = await signedInTraveller(built, { fullName });
      const reg = (await t.agent.post('/api/trip/register').expect(201)).body;
      if (step !== 'PENDING') await admin.post('/api/admin/trip/deposit').send({ tripRegistrationId: reg.id, depositPaid: true }).expect(200);
      if (step === 'FORM_SUBMITTED') await t.agent.post('/api/trip/form').send(validForm()).expect(200);
      names.push(fullName);
      return t;
    };
    await make('Zainab Qureshi', 'PENDING');
    await make('Bilal Ahmed', 'DEPOSIT_PAID');
    await make('Yusuf Khan', 'FORM_SUBMITTED');
    await make('Aisha Rahman', 'FORM_SUBMITTED');
    await make('Omar 100%_match', 'PENDING');
  });

  it('when an admin asks for a page (GraphQL), then items, total, page and the summary counts', async () => {
    const res = await gql(admin, 'RegistrationsPage', { pageSize: 2 });
    expect(res.errors).toBeUndefined();
    const page = res.data!.registrationsPage;
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(page.items.map((r: { user: { profile: { fullName: string } } }) => r.user.profile.fullName)).toEqual(['Omar 100%_match', 'Aisha Rahman']);
    expect(page.summary).toEqual({ registered: 5, groupLimit: 45, formsAwaitingReview: 2, visasAwaitingReview: 0, completed: 0 });
    const third = await gql(admin, 'RegistrationsPage', { pageSize: 2, page: 3 });
    expect(third.data!.registrationsPage.items.map((r: { user: { profile: { fullName: string } } }) => r.user.profile.fullName)).toEqual(['Zainab Qureshi']);
  });

  it('when an admin searches by name, username or email (REST), then only matches, case-insensitive; % and _ are literal', async () => {
    const byName = await admin.get('/api/admin/trip-registrations/search').query({ search: 'khan' });
    expect(byName.status).toBe(200);
    expect(byName.body.items.map((r: { user: { profile: { fullName: string } } }) => r.user.profile.fullName)).toEqual(['Yusuf Khan']);
    const someone = byName.body.items[0].user;
    expect((await admin.get('/api/admin/trip-registrations/search').query({ search: someone.username.toUpperCase() })).body.total).toBe(1);
    expect((await admin.get('/api/admin/trip-registrations/search').query({ search: someone.profile.email })).body.total).toBe(1);
    expect((await admin.get('/api/admin/trip-registrations/search').query({ search: '100%_' })).body.total).toBe(1);
    expect((await admin.get('/api/admin/trip-registrations/search').query({ search: '%' })).body.total).toBe(1);
    expect((await admin.get('/api/admin/trip-registrations/search').query({ search: 'nobody-here' })).body).toMatchObject({ total: 0, items: [] });
  });

  it('when an admin filters by status and sorts, then the right rows in the right order', async () => {
    const submitted = await gql(admin, 'RegistrationsPage', { status: 'FORM_SUBMITTED', sort: 'NAME_ASC' });
    expect(submitted.data!.registrationsPage.items.map((r: { user: { profile: { fullName: string } } }) => r.user.profile.fullName)).toEqual([
      'Aisha Rahman',
      'Yusuf Khan',
    ]);
    expect(submitted.data!.registrationsPage.summary.registered).toBe(5);
    const byStatus = await admin.get('/api/admin/trip-registrations/search').query({ sort: 'STATUS' });
    expect(byStatus.body.items.map((r: { status: string }) => r.status)).toEqual(['PENDING', 'PENDING', 'DEPOSIT_PAID', 'FORM_SUBMITTED', 'FORM_SUBMITTED']);
    const oldest = await admin.get('/api/admin/trip-registrations/search').query({ sort: 'CREATED_ASC' });
    expect(oldest.body.items.map((r: { user: { profile: { fullName: string } } }) => r.user.profile.fullName)).toEqual(names);
    const desc = await admin.get('/api/admin/trip-registrations/search').query({ sort: 'NAME_DESC', pageSize: '1' });
    expect(desc.body.items[0].user.profile.fullName).toBe('Zainab Qureshi');
  });

  it('when names carry accents, then a search without them finds them and A-Z sorts them where a reader expects', async () => {
    for (const fullName of ['Émilie Côté', 'Pierre Probe']) {
      const t = await signedInTraveller(built, { fullName });
      await t.agent.post('/api/trip/register').expect(201);
    }
    const found = (search: string) =>
      admin
        .get('/api/admin/trip-registrations/search')
        .query({ search })
        .then((res) => res.body.items.map((r: { user: { profile: { fullName: string } } }) => r.user.profile.fullName));
    expect(await found('cote')).toEqual(['Émilie Côté']);
    expect(await found('EMILIE')).toEqual(['Émilie Côté']);
    expect(await found('côté')).toEqual(['Émilie Côté']);
    const az = await gql(admin, 'RegistrationsPage', { sort: 'NAME_ASC' });
    expect(az.data!.registrationsPage.items.map((r: { user: { profile: { fullName: string } } }) => r.user.profile.fullName)).toEqual([
      'Aisha Rahman',
      'Bilal Ahmed',
      'Émilie Côté',
      'Omar 100%_match',
      'Pierre Probe',
      'Yusuf Khan',
      'Zainab Qureshi',
    ]);
  });

  it.each([
    [{ page: '0' }, 'page', 'Page must be a whole number of 1 or more'],
    [{ page: 'two' }, 'page', 'Page must be a whole number of 1 or more'],
    [{ pageSize: '101' }, 'pageSize', 'Page size must be between 1 and 100'],
    [{ status: 'DONE' }, 'status', 'Unknown status'],
    [{ sort: 'RANDOM' }, 'sort', 'Unknown sort order'],
    [{ search: 'x'.repeat(201) }, 'search', 'Search must be at most 200 characters'],
  ])('when the query is %j, then 400 naming the field', async (query, field, message) => {
    const res = await admin.get('/api/admin/trip-registrations/search').query(query);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ [field]: message });
  });

  it('when a traveller or anonymous asks, then 403 / 401 on both faces', async () => {
    const t = await signedInTraveller(built);
    expect((await t.agent.get('/api/admin/trip-registrations/search')).status).toBe(403);
    expect((await gql(t.agent, 'RegistrationsPage', {})).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await request(built.app).get('/api/admin/trip-registrations/search')).status).toBe(401);
    expect((await gql(agentOf(built), 'RegistrationsPage', {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

/** Reads a ZIP with Python's zipfile: entry name → sha256 of its bytes. */
function readZip(bytes: Buffer): Record<string, string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'umrah-zip-'));
  const file = path.join(dir, 'export.zip');
  writeFileSync(file, bytes);
  const script = `import json,sys,zipfile,hashlib
z=zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None
print(json.dumps({n: hashlib.sha256(z.read(n)).hexdigest() for n in z.namelist()}))`;
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script, file], { encoding: 'utf8' }));
}

describe('exports', () => {
  let withVisa: Awaited<ReturnType<typeof travellerWithVisa>>;
  beforeAll(async () => {
    await resetDb(built.db);
    ({ agent: admin, userId: adminId } = await signedInAdmin(built));
    withVisa = await travellerWithVisa();
    await upload(withVisa.agent, pdf, { type: 'passport' }, 'passport.pdf', 'application/pdf').expect(201);
    await travellerAt('PENDING');
  });

  it('when an admin exports registrations, then an xlsx with one row per registration and no passport numbers', async () => {
    const res = await admin.get('/api/admin/exports/registrations.xlsx').buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?Umrah-trip-registrations-\d{4}-\d{2}-\d{2}\.xlsx"?$/);
    const rows = readXlsx(res.body as Buffer);
    expect(rows).toHaveLength(3);
    expect(rows[0]).not.toContain('Passport Number');
    expect(rows[0]!.slice(0, 6)).toEqual(['Username', 'Full Name', 'Email', 'Phone', 'Status', 'Registered']);
    const mine = rows.find((r) => r[0] === withVisa.t.username)!;
    expect(mine).toEqual(expect.arrayContaining(['Visa Submitted', 'Yes', validForm().fullNameAsPerPassport]));
    // Every form column, by its header (the form is read through its model: names must map).
    const byHeader = Object.fromEntries(rows[0]!.map((h, i) => [h, mine[i]]));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
    expect(byHeader).toMatchObject({
      Status: 'Visa Submitted',
      Registered: `date:${today}`,
      'Date of Birth': 'date:1988-04-12',
      Gender: 'Female',
      'Marital Status': 'Married',
      'Canadian Citizen': 'Yes',
      'Valid Canadian Passport': 'Yes',
      Address: '123 Queen St W, Toronto, ON M5H 2M9',
      'Mobile Phone': '4165550123',
      'Emergency Contact': 'Yusuf Rahman',
      'Emergency Contact Email': 'yusuf@example.com',
      'Emergency Contact Relationship': 'Spouse',
      'Passport Expiration': 'date:2030-01-15',
      'Passport Country': 'Canada',
      'Valid Saudi Visa': 'No',
      'Room Preferences': 'Near the lift, please',
      'Under 18': 'No',
      'Form Submitted At': `date:${today}`,
    });
    expect(JSON.stringify(rows)).not.toContain('AB123456');
    expect(await built.db('audit_events').where({ action: 'passport.exported' })).toHaveLength(0);
  });

  it('when an admin ticks "Include passport numbers", then the numbers are in the file and each one is audited on its registration', async () => {
    const res = await admin.get('/api/admin/exports/registrations.xlsx').query({ includePassportNumbers: 'true' }).buffer(true).parse(binary);
    const rows = readXlsx(res.body as Buffer);
    const header = rows[0]!;
    const col = header.indexOf('Passport Number');
    expect(col).toBeGreaterThan(0);
    expect(rows.find((r) => r[0] === withVisa.t.username)![col]).toBe('AB123456');
    const events = await built.db('audit_events').where({ action: 'passport.exported' });
    expect(events).toEqual([expect.objectContaining({ registration_id: withVisa.registrationId, actor_user_id: adminId })]);
  });

  it("when an admin downloads one traveller's documents, then a ZIP whose entries are byte-identical to the uploads, audited", async () => {
    const res = await admin.get(`/api/admin/trip-registrations/${withVisa.registrationId}/documents.zip`).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(readZip(res.body as Buffer)).toEqual({
      [`${withVisa.t.username}/visa-visa.png`]: sha(png),
      [`${withVisa.t.username}/passport-passport.pdf`]: sha(pdf),
    });
    expect(await auditOf(withVisa.registrationId, 'documents.exported')).toHaveLength(1);
  });

  it('when an admin downloads the group ZIP, then every passport and visa document (photos left out)', async () => {
    await upload(withVisa.agent, png, { type: 'photo' }, 'me.png', 'image/png').expect(201);
    const res = await admin.get('/api/admin/exports/documents.zip').buffer(true).parse(binary);
    expect(Object.keys(readZip(res.body as Buffer)).sort()).toEqual([`${withVisa.t.username}/passport-passport.pdf`, `${withVisa.t.username}/visa-visa.png`]);
  });

  it('when a traveller or anonymous asks for an export, then 403 / 401 and no file', async () => {
    for (const url of [
      '/api/admin/exports/registrations.xlsx',
      '/api/admin/exports/documents.zip',
      `/api/admin/trip-registrations/${withVisa.registrationId}/documents.zip`,
    ]) {
      const own = await withVisa.agent.get(url);
      expect(own.status).toBe(403);
      expect(own.body).toEqual({ message: 'You do not have access to this' });
      expect((await request(built.app).get(url)).status).toBe(401);
    }
  });

  it("when a username climbs folders and a name starts a formula, then the ZIP's entries stay inside its folder and the xlsx cell is text that no spreadsheet runs", async () => {
    const formula = '=HYPERLINK("http://evil.example/","Open me")';
    const t = await signedInTraveller(built, { username: '../../evil', fullName: formula });
    const reg = (await t.agent.post('/api/trip/register').expect(201)).body;
    await admin.post('/api/admin/trip/deposit').send({ tripRegistrationId: reg.id, depositPaid: true }).expect(200);
    await t.agent
      .post('/api/trip/form')
      .send(validForm({ tripRegistrationId: reg.id }))
      .expect(200);
    await admin.post(`/api/admin/approve-form/${reg.id}`).expect(200);
    await upload(t.agent, pdf, { type: 'passport' }, '../../../passport.pdf', 'application/pdf').expect(201);

    const zip = await admin.get(`/api/admin/trip-registrations/${reg.id}/documents.zip`).buffer(true).parse(binary);
    const entries = Object.keys(readZip(zip.body as Buffer));
    expect(entries).toHaveLength(1);
    for (const entry of entries) {
      expect(entry.startsWith('/')).toBe(false);
      expect(entry.split('/')).toHaveLength(2);
      for (const segment of entry.split('/')) expect(['', '.', '..']).not.toContain(segment);
    }
    expect(entries[0]).toMatch(/^___\.\._evil\/passport-/);

    const rows = readXlsx((await admin.get('/api/admin/exports/registrations.xlsx').buffer(true).parse(binary)).body as Buffer);
    const row = rows.find((r) => r[0] === '../../evil')!;
    expect(row[rows[0]!.indexOf('Full Name')]).toBe(`'${formula}`);
  });

  it('when the registration is unknown, then 404 before any byte of a ZIP', async () => {
    const res = await admin.get('/api/admin/trip-registrations/00000000-0000-4000-8000-000000000000/documents.zip');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Registration not found');
  });
});

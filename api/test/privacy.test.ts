import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BuiltApp } from '../src/app.js';
import { binary } from './files.js';
import { agentOf, gql, newTraveller, resetDb, signedInAdmin, signedInTraveller, startApp, travellerAt, userIdOf, type Agent } from './helpers.js';
import { insertPastTrip, moveToTrip, PDF, uploadPdf } from './privacy-helpers.js';

let built: BuiltApp;
let admin: Agent;
beforeAll(async () => {
  built = await startApp({ DATA_EXPORT_PER_HOUR: '3' });
  await resetDb(built.db);
  admin = (await signedInAdmin(built)).agent;
});
afterAll(() => built.close());

/** The ZIP's entries and their bytes, read by Python's zipfile (a second, independent reader). */
function readZip(bytes: Buffer): Record<string, Buffer> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'umrah-my-data-')), 'data.zip');
  writeFileSync(file, bytes);
  const script = `import json,sys,zipfile,base64
z=zipfile.ZipFile(sys.argv[1])
print(json.dumps({n: base64.b64encode(z.read(n)).decode() for n in z.namelist()}))`;
  const entries = JSON.parse(execFileSync('/usr/bin/python3', ['-c', script, file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
  return Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, Buffer.from(v as string, 'base64')]));
}

const download = (agent: Agent) => agent.get('/api/user/data-export.zip').buffer(true).parse(binary);

describe('Download my data', () => {
  it('when a traveller downloads their data, then the ZIP holds data.json (passport number in clear) and their files', async () => {
    const t = await travellerAt(built, admin, 'FORM_APPROVED');
    await uploadPdf(t.agent, 'passport', 'passport.pdf');
    await uploadPdf(t.agent, 'other', 'insurance.pdf');
    await t.agent
      .put('/api/trip/readiness/details')
      .send({
        visaNumber: 'U7654321',
        visaType: 'umrah',
        visaIssuedOn: '2025-11-01',
        visaExpiresOn: '2026-03-01',
        vaccineType: 'conjugate',
        vaccinatedOn: '2025-10-01',
        medicalNotes: 'Asthma',
        diet: 'No nuts',
        wheelchair: true,
      })
      .expect(200);
    const res = await download(t.agent).expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename=Umrah-my-data-${t.t.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
    expect(res.headers['cache-control']).toBe('private, no-store');
    const zip = readZip(res.body);
    expect(Object.keys(zip).sort()).toEqual(['data.json', 'files/winter-2026/other-insurance.pdf', 'files/winter-2026/passport-passport.pdf']);
    expect(zip['files/winter-2026/passport-passport.pdf']!.equals(PDF)).toBe(true);
    const data = JSON.parse(zip['data.json']!.toString('utf8'));
    expect(data.account).toMatchObject({ username: t.t.username, email: t.t.email, fullName: 'Amina Traveller' });
    expect(data.account.passwordHash).toBeUndefined();
    expect(data.registrations).toHaveLength(1);
    expect(data.registrations[0]).toMatchObject({ id: t.registrationId, tripName: 'Winter 2026 Umrah', status: 'FORM_APPROVED' });
    expect(data.forms[0]).toMatchObject({ passportNumber: 'AB123456', emergencyContactName: 'Yusuf Rahman' });
    expect(data.forms[0].passportNumberEncrypted).toBeUndefined();
    // Travel details (ADR 0120): visa, vaccine and the care needs in clear for their owner.
    expect(data.travelDetails).toEqual([
      expect.objectContaining({
        registrationId: t.registrationId,
        visaNumber: 'U7654321',
        visaType: 'umrah',
        visaExpiresOn: '2026-03-01',
        vaccineType: 'conjugate',
        vaccinatedOn: '2025-10-01',
        medicalNotes: 'Asthma',
        diet: 'No nuts',
        wheelchair: true,
        visaConfirmedAt: null,
      }),
    ]);
    expect(data.travelDetails[0].careEncrypted).toBeUndefined();
    expect(data.travelDetails[0].visaConfirmedBy).toBeUndefined();
    expect(data.payments).toHaveLength(1);
    expect(data.consents).toEqual([expect.objectContaining({ noticeVersion: '2026-11-26', source: 'api' })]);
    expect(data.documents.map((d: { file: string }) => d.file).sort()).toEqual([
      'files/winter-2026/other-insurance.pdf',
      'files/winter-2026/passport-passport.pdf',
    ]);
    expect(data.auditLines.map((a: { action: string }) => a.action)).toEqual(expect.arrayContaining(['registration.started', 'document.uploaded']));
    expect(data.waitingList).toEqual([]);
    const [audit] = await built.db('audit_events').where({ action: 'account.data_exported', entity_id: t.userId });
    expect(audit).toMatchObject({ actor_user_id: t.userId, payload: { documents: 2 } });
  });

  it("when another traveller downloads theirs, then nothing of the first one's is in it", async () => {
    const first = await travellerAt(built, admin, 'FORM_APPROVED');
    await uploadPdf(first.agent);
    const other = await signedInTraveller(built);
    const zip = readZip((await download(other.agent).expect(200)).body);
    expect(Object.keys(zip)).toEqual(['data.json']);
    const text = zip['data.json']!.toString('utf8');
    expect(text).toContain(other.t.username);
    expect(text).not.toContain(first.t.username);
    expect(text).not.toContain('AB123456');
    expect(JSON.parse(text).registrations).toEqual([]);
  });

  it('when nobody is signed in, then 401', async () => {
    await agentOf(built).get('/api/user/data-export.zip').expect(401);
  });

  it('when a traveller downloads more than three times in an hour, then the fourth is refused with the wait', async () => {
    const t = await signedInTraveller(built);
    for (let i = 0; i < 3; i++) await download(t.agent).expect(200);
    const res = await t.agent.get('/api/user/data-export.zip').expect(429);
    expect(res.body.message).toBe('You have downloaded your data several times this hour. Please wait 60 minutes and try again.');
  });
});

describe('Delete my account', () => {
  const input = (password = 'correct-horse', confirmation = 'DELETE') => ({ password, confirmation });

  it('when a traveller of a past trip deletes their account, then their personal data goes, the ledger stays under a pseudonym and the session ends', async () => {
    const tripId = await insertPastTrip(built.db);
    const t = await travellerAt(built, admin, 'FORM_APPROVED');
    const doc = await uploadPdf(t.agent);
    await moveToTrip(built.db, t.registrationId, tripId);
    const bystander = await travellerAt(built, admin, 'FORM_APPROVED');
    const bystanderDoc = await uploadPdf(bystander.agent);
    await built.db('travel_details').insert({ registration_id: t.registrationId, visa_number: 'U7654321', care_encrypted: 'v1:a:b:c' });

    expect((await t.agent.post('/api/user/delete-account').send(input()).expect(200)).body).toEqual({ success: true });
    expect(await built.db('travel_details').where({ registration_id: t.registrationId })).toHaveLength(0);

    const user = await built.db('users').where({ id: t.userId }).first();
    expect(user.full_name).toMatch(/^Deleted traveller [2-9A-HJKMNP-TV-Z]{4}$/);
    expect(user.username).not.toBe(t.t.username);
    expect(user.email).not.toBe(t.t.email);
    expect(user.phone).toBe('0000000000');
    expect(user.deleted_at).not.toBeNull();
    expect(await built.db('trip_forms').where({ registration_id: t.registrationId })).toEqual([]);
    expect(await built.db('trip_documents').where({ user_id: t.userId })).toEqual([]);
    expect(await built.storage.exists(doc.filename)).toBe(false);
    expect(await built.db('payments').where({ registration_id: t.registrationId })).toHaveLength(1);
    await t.agent.get('/api/user/profile').expect(401);
    await agentOf(built).post('/api/auth/login').send({ username: t.t.username, password: 'correct-horse' }).expect(401);
    const [audit] = await built.db('audit_events').where({ action: 'account.deleted', entity_id: t.userId });
    expect(audit.payload).toEqual({ documents: 1, forms: 1 });
    // Nobody else is touched.
    expect(await built.storage.exists(bystanderDoc.filename)).toBe(true);
    await bystander.agent.get('/api/user/profile').expect(200);
  });

  it('when a traveller without a registration deletes their account through GraphQL, then it is done and they are signed out', async () => {
    const t = await signedInTraveller(built);
    const res = await gql(t.agent, 'DeleteMyAccount', { input: input() });
    expect(res.data?.deleteMyAccount).toEqual({ success: true });
    expect((await gql(t.agent, 'Profile')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('when the registration is active, then "Cancel your registration first; refunds are settled before an account is deleted." and nothing is erased', async () => {
    const t = await travellerAt(built, admin, 'DEPOSIT_PAID');
    const rest = await t.agent.post('/api/user/delete-account').send(input()).expect(409);
    expect(rest.body.message).toBe('Cancel your registration first; refunds are settled before an account is deleted.');
    const viaGql = await gql(t.agent, 'DeleteMyAccount', { input: input() });
    expect(viaGql.errors?.[0]?.message).toBe('Cancel your registration first; refunds are settled before an account is deleted.');
    expect((await built.db('users').where({ id: t.userId }).first()).deleted_at).toBeNull();
    await t.agent.get('/api/user/profile').expect(200);
  });

  it('when the password is wrong or DELETE is not typed, then it says so on both faces and nothing changes', async () => {
    const t = await signedInTraveller(built);
    const wrong = await t.agent.post('/api/user/delete-account').send(input('not-my-password')).expect(400);
    expect(wrong.body).toEqual({ message: 'Your password is not correct.', fieldErrors: { password: 'Your password is not correct.' } });
    const untyped = await t.agent.post('/api/user/delete-account').send(input('correct-horse', 'delete')).expect(400);
    expect(untyped.body.fieldErrors).toEqual({ confirmation: 'Type DELETE to confirm.' });
    const empty = await t.agent.post('/api/user/delete-account').send({}).expect(400);
    expect(empty.body.fieldErrors).toEqual({ password: 'Enter your password.', confirmation: 'Type DELETE to confirm.' });
    const viaGql = await gql(t.agent, 'DeleteMyAccount', { input: input('nope') });
    expect(viaGql.errors?.[0]?.message).toBe('Your password is not correct.');
    expect((await built.db('users').where({ id: t.userId }).first()).deleted_at).toBeNull();
  });

  it('when staff try it, or nobody is signed in, then "Staff accounts cannot be deleted here." (403) / 401', async () => {
    const res = await admin.post('/api/user/delete-account').send(input('admin-secret-1')).expect(403);
    expect(res.body.message).toBe('Staff accounts cannot be deleted here.');
    expect((await gql(admin, 'DeleteMyAccount', { input: input('admin-secret-1') })).errors?.[0]?.message).toBe('Staff accounts cannot be deleted here.');
    await agentOf(built).post('/api/user/delete-account').send(input()).expect(401);
  });
});

describe('consent at sign-up', () => {
  it('when the form sends the notice version in force, then the consent is recorded with the version, the time and the address', async () => {
    const t = newTraveller();
    await agentOf(built)
      .post('/api/auth/register')
      .send({ ...t, privacyNoticeVersion: '2026-11-26' })
      .expect(201);
    const [consent] = await built.db('consents').where({ user_id: await userIdOf(built, t.username) });
    expect(consent).toMatchObject({ notice_version: '2026-11-26', source: 'form' });
    expect(consent.ip).toMatch(/127\.0\.0\.1/);
    expect(consent.accepted_at).toBeInstanceOf(Date);
  });

  it('when an old or empty version is sent, then "Accept the privacy notice to create an account." on both faces and no account is made', async () => {
    const t = newTraveller();
    const rest = await agentOf(built)
      .post('/api/auth/register')
      .send({ ...t, privacyNoticeVersion: '2025-01' })
      .expect(400);
    expect(rest.body).toEqual({
      message: 'Accept the privacy notice to create an account.',
      fieldErrors: { privacyNoticeVersion: 'Accept the privacy notice to create an account.' },
    });
    const viaGql = await gql(agentOf(built), 'SignUp', { input: { ...t, privacyNoticeVersion: '' } });
    expect(viaGql.errors?.[0]?.message).toBe('Accept the privacy notice to create an account.');
    expect(await built.db('users').where({ username: t.username })).toEqual([]);
  });

  it('when a client sends no version (the spec API), then the version in force is recorded as accepted through the API', async () => {
    const t = newTraveller();
    const res = await gql(agentOf(built), 'SignUp', { input: t });
    expect(res.data?.signUp).toEqual({ success: true });
    const [consent] = await built.db('consents').where({ user_id: await userIdOf(built, t.username) });
    expect(consent).toMatchObject({ notice_version: '2026-11-26', source: 'api' });
  });
});

// The leader's emergency sheet (issue 35): one block per active traveller with their photo, names
// as on the passport, room (none until rooms exist), phone, emergency contact and care needs, read
// back with pdftotext in English, French and Arabic; only roles with medical:read; each traveller
// whose care needs are printed is a medical.read audit event.
import request from 'supertest';
import { readFileSync } from 'node:fs';
import type { BuiltApp } from '../src/app.js';
import { binary, pdfText } from './files.js';
import { validForm } from './trip-form-fixtures.js';
import { resetDb, signedInAdmin, signedInStaff, signedInTraveller, startApp, travellerAt, type Agent } from './helpers.js';

let built: BuiltApp;
let owner: Agent;
const staff: Partial<Record<'reviewer' | 'treasurer' | 'leader', { agent: Agent; userId: string }>> = {};
beforeAll(async () => {
  built = await startApp();
  await resetDb(built.db);
  ({ agent: owner } = await signedInAdmin(built));
  for (const role of ['reviewer', 'treasurer', 'leader'] as const) staff[role] = await signedInStaff(built, owner, role);
});
afterAll(() => built.close());

const png = readFileSync(new URL('./fixtures/visa-photo.png', import.meta.url));
const sheet = (agent: Agent, lang = 'en') => agent.get('/api/admin/exports/emergency-sheet.pdf').set('Accept-Language', lang).buffer(true).parse(binary);

it('when the leader downloads it, then each traveller has a block with photo, names, room, phone, contact and care needs, in their language, audited', async () => {
  const cared = await travellerAt(built, owner, 'DEPOSIT_PAID');
  await cared.agent
    .post('/api/trip/form')
    .send(
      validForm({
        fullNameAsPerPassport: 'Maria de la Cruz',
        mobilePhone: '4165550177',
        emergencyContactName: 'Jose Cruz',
        emergencyContactEmail: 'jose@example.com',
        emergencyContactRelationship: 'Brother',
      }),
    )
    .expect(200);
  await cared.agent.put('/api/trip/readiness/details').send({ medicalNotes: 'Asthma: inhaler in hand luggage', diet: 'No nuts', wheelchair: true }).expect(200);
  await owner.post(`/api/admin/approve-form/${cared.registrationId}`).expect(200);
  await cared.agent
    .post('/api/trip/documents')
    .field('metadata', JSON.stringify({ type: 'photo' }))
    .attach('file', png, { filename: 'me.png', contentType: 'image/png' })
    .expect(201);
  const arabic = await travellerAt(built, owner, 'DEPOSIT_PAID');
  await arabic.agent
    .post('/api/trip/form')
    .send(validForm({ fullNameAsPerPassport: 'محمد عبد الله', passportSurname: 'عبد الله', passportGivenNames: 'محمد' }))
    .expect(200);

  const res = await sheet(staff.leader!.agent).expect(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toContain('Umrah-emergency-sheet-winter-2026.pdf');
  const text = pdfText(res.body as Buffer);
  expect(text).toContain('Emergency sheet — Winter 2026 Umrah');
  expect(text).toContain('Maria de la Cruz');
  expect(text).toContain('Not assigned yet');
  expect(text).toContain('4165550177');
  expect(text).toContain('Jose Cruz (Brother) jose@example.com');
  expect(text).toContain('Asthma: inhaler in hand luggage');
  expect(text).toContain('Wheelchair · Diet: No nuts');
  expect(text).toContain('محمد عبد الله');
  expect(text).toContain('No photo');
  // The photo is drawn: the PDF holds an image.
  expect((res.body as Buffer).toString('latin1')).toMatch(/\/Subtype\s*\/Image/);

  const events = await built.db('audit_events').where({ action: 'medical.read', actor_user_id: staff.leader!.userId });
  expect(events.map((e) => e.registration_id)).toEqual([cared.registrationId]);

  const fr = pdfText((await sheet(owner, 'fr').expect(200)).body as Buffer);
  expect(fr).toContain('Fiche d’urgence');
  expect(fr).toContain('Pas encore attribuée');
  // Staff read English or French (ADR 0110): asked in Arabic, the labels are English; the names stay Arabic.
  const ar = pdfText((await sheet(owner, 'ar').expect(200)).body as Buffer);
  expect(ar).toContain('Room');
  expect(ar).toContain('محمد عبد الله');
});

it('when a role without medical:read asks, then 403; anonymous 401; nothing is audited', async () => {
  const before = await built.db('audit_events').where({ action: 'medical.read' }).count<{ count: string }[]>({ count: '*' });
  await sheet(staff.reviewer!.agent).expect(403);
  await sheet(staff.treasurer!.agent).expect(403);
  await sheet((await signedInTraveller(built)).agent).expect(403);
  await request(built.app).get('/api/admin/exports/emergency-sheet.pdf').expect(401);
  expect(await built.db('audit_events').where({ action: 'medical.read' }).count<{ count: string }[]>({ count: '*' })).toEqual(before);
});

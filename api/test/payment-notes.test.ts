// A payment's two notes (polish item 9): the internal note is for admins and reaches a traveller by
// no route (REST, GraphQL, receipt, email); the note to the traveller does. Receipts name the
// organisers (name and address from the CMS) and give the total paid and the balance left.
import type { BuiltApp } from '../src/app.js';
import { startFakeCms, type FakeCms } from './fake-cms.js';
import { gql, resetDb, signedInAdmin, startApp, travellerAt, type Agent } from './helpers.js';
import { binary, pdfText } from './files.js';

const INTERNAL = 'Cheque held until Friday: call the bank first';
const FOR_TRAVELLER = 'Thank you! See you at the briefing.';
let built: BuiltApp;
let cms: FakeCms;
let admin: Agent;

beforeAll(async () => {
  cms = await startFakeCms((d) => {
    d.organiser = { name: 'Barakah Community Travel', address: '123 Maple Street\nToronto, ON M5V 2T6' };
  });
  built = await startApp({ CMS_URL: cms.url, CONTENT_TTL_SECONDS: '60' });
  await resetDb(built.db);
  ({ agent: admin } = await signedInAdmin(built));
});
afterAll(async () => {
  await built.close();
  await cms.stop();
});

const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());

describe("a payment's notes", () => {
  it('when an admin records a payment with both notes, then the traveller gets the note to them by REST, GraphQL and receipt, and never the internal one', async () => {
    const t = await travellerAt(built, admin, 'DEPOSIT_PAID'); // non-member fare: $3,350.00, deposit $250.00 recorded
    const recorded = await admin
      .post('/api/admin/payments')
      .send({ registrationId: t.registrationId, amountCents: 50_000, method: 'cheque', receivedOn: TODAY, note: INTERNAL, travellerNote: FOR_TRAVELLER });
    expect(recorded.status).toBe(201);

    // The admin sees both, each for what it is.
    const forAdmin = (await admin.get(`/api/admin/trip-registrations/${t.registrationId}/payments`)).body;
    expect(forAdmin.entries[1]).toMatchObject({ note: INTERNAL, travellerNote: FOR_TRAVELLER });
    const viaGqlAdmin = await gql(admin, 'RegistrationPayments', { registrationId: t.registrationId });
    expect(viaGqlAdmin.data?.registrationPayments.entries[1]).toMatchObject({ note: INTERNAL, travellerNote: FOR_TRAVELLER });

    // The traveller: REST and GraphQL carry the note to them; no internal note at all, old or new.
    const rest = await t.agent.get('/api/trip/payments');
    expect(rest.body.entries.map((e: { note: unknown; travellerNote: unknown }) => [e.note, e.travellerNote])).toEqual([
      [null, null],
      [null, FOR_TRAVELLER],
    ]);
    expect(JSON.stringify(rest.body)).not.toContain('Cheque held');
    expect(JSON.stringify(rest.body)).not.toContain('Deposit marked as paid');
    const viaGql = await gql(t.agent, 'MyPayments');
    expect(viaGql.errors).toBeUndefined();
    expect(viaGql.data?.myPayments.entries[1]).toMatchObject({ note: null, travellerNote: FOR_TRAVELLER });
    expect(JSON.stringify(viaGql)).not.toContain('Cheque held');

    // The receipt names the organisers, tells the total paid and the balance, and the note to the traveller.
    const entry = rest.body.entries[1];
    for (const reader of [t.agent, admin]) {
      const res = await reader.get(entry.receiptUrl).buffer(true).parse(binary);
      expect(res.status).toBe(200);
      const text = pdfText(res.body as Buffer);
      for (const expected of ['Barakah Community Travel', '123 Maple Street', 'Toronto, ON M5V 2T6', FOR_TRAVELLER]) expect(text).toContain(expected);
      expect(text).toMatch(/Total paid to date\s+\$750\.00 CAD/);
      expect(text).toMatch(/Balance remaining\s+\$2,600\.00 CAD/);
      expect(text).not.toContain('Cheque held');
    }
    // The first receipt reads as of itself: the deposit alone.
    const first = pdfText((await t.agent.get(rest.body.entries[0].receiptUrl).buffer(true).parse(binary)).body as Buffer);
    expect(first).toMatch(/Total paid to date\s+\$250\.00 CAD/);
    expect(first).toMatch(/Balance remaining\s+\$3,100\.00 CAD/);
    expect(first).not.toContain('Deposit marked as paid');

    // No email to the traveller carries it either.
    const mail = await built.db('outbox_messages').where({ recipient_user_id: t.userId });
    expect(JSON.stringify(mail)).not.toContain('Cheque held');
  });

  it('when a note to the traveller is too long, then 400 names the field and nothing is recorded', async () => {
    const t = await travellerAt(built, admin, 'DEPOSIT_PAID');
    const res = await admin
      .post('/api/admin/payments')
      .send({ registrationId: t.registrationId, amountCents: 100, method: 'cash', receivedOn: TODAY, travellerNote: 'x'.repeat(501) });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ travellerNote: 'Note to the traveler must be at most 500 characters' });
    expect(await built.db('payments').where({ registration_id: t.registrationId })).toHaveLength(1);
  });

  it('when a CMS from before the organiser fields answers, then receipts name the seed organiser', async () => {
    const { wordsFromPayload } = await import('../src/modules/content/payload-trip.js');
    const { organiser: _, ...old } = { ...structuredClone(cms.doc) };
    expect(wordsFromPayload(old).organiser).toEqual({ name: 'Barakah Lifestyle', address: '' });
  });
});

describe("the admin list's money", () => {
  it('when an admin reads a page of registrations, then each row has its fare, paid and balance; a traveller reads no money there', async () => {
    const paid = await travellerAt(built, admin, 'DEPOSIT_PAID'); // non-member: $3,350.00, $250.00 paid
    const started = await travellerAt(built, admin, 'PENDING');
    const page = await gql(admin, 'RegistrationsPage', { pageSize: 50 });
    expect(page.errors).toBeUndefined();
    const byId = new Map(page.data!.registrationsPage.items.map((r: { id: string; money: unknown }) => [r.id, r.money]));
    expect(byId.get(paid.registrationId)).toEqual({ fareCents: 335_000, paidCents: 25_000, balanceCents: 310_000 });
    expect(byId.get(started.registrationId)).toEqual({ fareCents: 335_000, paidCents: 0, balanceCents: 335_000 });
    // The REST twin of the page and the whole list carry the same figures (one service for both faces).
    const rest = await admin.get('/api/admin/trip-registrations/search?pageSize=50').expect(200);
    expect(rest.body.items.find((r: { id: string }) => r.id === paid.registrationId).money).toEqual(byId.get(paid.registrationId));
    const all = await gql(admin, 'TripRegistrations');
    expect(all.data!.tripRegistrations.find((r: { id: string }) => r.id === started.registrationId).money).toEqual(byId.get(started.registrationId));
    // A step's answer carries it too (the list's cache stays whole).
    const marked = await gql(admin, 'MarkDepositPaid', { id: started.registrationId, method: 'cash' });
    expect(marked.data?.markDepositPaid.money).toEqual({ fareCents: 335_000, paidCents: 25_000, balanceCents: 310_000 });
    const mine = await paid.agent.post('/graphql').set('content-type', 'application/json').send({ query: '{ myRegistration { id money { paidCents } } }' });
    expect(mine.body.data.myRegistration).toEqual({ id: paid.registrationId, money: null });
  });
});

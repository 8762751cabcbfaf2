// The ledger (issue 11) on both faces, every role: fares, payments, reversals, balances, the
// schedule, receipts, the spec's deposit and final steps on top, concurrency and the database's own guards.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { agentOf, gql, resetDb, signedInAdmin, signedInTraveller, startApp, travellerAt as travellerAtStep, type Agent, type JourneyStep } from './helpers.js';
import { binary, pdfText } from './files.js';

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
const png = readFileSync(new URL('./fixtures/visa-photo.png', import.meta.url));
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
const pay = (registrationId: string, over: Record<string, unknown> = {}) => ({
  registrationId,
  amountCents: 50_000,
  method: 'e-transfer',
  receivedOn: TODAY,
  reference: 'INT-123',
  ...over,
});
const ledgerOf = (registrationId: string) => built.db('payments').where({ registration_id: registrationId }).orderBy('receipt_number');

/** A barakah-fare traveller with a started registration (deposit not yet marked). */
async function barakahTraveller() {
  const t = await signedInTraveller(built);
  const reg = (await t.agent.post('/api/trip/register').send({ fare: 'barakah' }).expect(201)).body;
  return { ...t, registrationId: reg.id as string };
}

describe('fares', () => {
  it('when a traveller registers as a Barakah member, then the fare is kept; the spec client (no fare) pays the non-member price', async () => {
    const member = await barakahTraveller();
    expect((await member.agent.get('/api/trip/registration')).body.fare).toBe('barakah');
    const other = await signedInTraveller(built);
    const started = await gql(other.agent, 'StartRegistration');
    expect(started.data?.startRegistration.fare).toBe('nonBarakah');
    const viaGql = await signedInTraveller(built);
    expect((await gql(viaGql.agent, 'StartRegistration', { fare: 'barakah' })).data?.startRegistration.fare).toBe('barakah');
  });

  it('when an admin account tries to register for the trip, then 403 on both faces and no seat is taken', async () => {
    const res = await admin.post('/api/trip/register').send({});
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Admin accounts cannot register for the trip.');
    expect((await gql(admin, 'StartRegistration')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await built.db('trip_registrations').where({ user_id: adminId })).toHaveLength(0);
  });

  it('when the fare is unknown, then 400 "Choose Barakah member or non-member" and no registration', async () => {
    const t = await signedInTraveller(built);
    const res = await t.agent.post('/api/trip/register').send({ fare: 'vip' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Choose Barakah member or non-member', fieldErrors: { fare: 'Choose Barakah member or non-member' } });
    expect((await t.agent.get('/api/trip/registration')).body).toBeNull();
  });

  it('when an admin changes the fare, then the balance follows and the change is on the timeline', async () => {
    const t = await barakahTraveller();
    const res = await gql(admin, 'ChangeFare', { registrationId: t.registrationId, fare: 'nonBarakah' });
    expect(res.data?.changeFare).toMatchObject({ fare: 'nonBarakah', fareCents: 335_000, balanceCents: 335_000 });
    const timeline = (await gql(admin, 'RegistrationReview', { id: t.registrationId })).data!.registrationReview.timeline;
    expect(timeline.map((e: { summary: string }) => e.summary)).toContain('Fare changed to Non-member');
    expect((await t.agent.post(`/api/admin/trip-registrations/${t.registrationId}/fare`).send({ fare: 'barakah' })).status).toBe(403);
  });
});

describe('the deposit and the schedule', () => {
  it('when an admin marks the deposit paid, then the scheduled deposit for the fare is recorded and the schedule reads paid / overdue / due', async () => {
    const t = await barakahTraveller();
    await admin.post('/api/admin/trip/deposit').send({ tripRegistrationId: t.registrationId, depositPaid: true }).expect(200);
    const account = (await t.agent.get('/api/trip/payments')).body;
    expect(account).toMatchObject({ fare: 'barakah', fareCents: 330_000, paidCents: 20_000, balanceCents: 310_000 });
    expect(account.entries).toEqual([expect.objectContaining({ kind: 'payment', amountCents: 20_000, method: 'other', note: null })]);
    expect(account.schedule.map((s: { description: string; status: string }) => [s.description, s.status])).toEqual([
      ['Deposit at registration (Barakah members)', 'paid'],
      ['First payment', TODAY > '2025-09-30' ? 'overdue' : 'due'],
      ['Balance', TODAY > '2025-11-10' ? 'overdue' : 'due'],
    ]);
    expect(account.nextDue).toEqual({ description: 'First payment', dueDate: '2025-09-30', amountCents: 130_000 });
  });

  it('when an admin marks the deposit paid and says how it came, then that method is recorded; an unknown one is refused with nothing written', async () => {
    const t = await barakahTraveller();
    const bad = await admin.post('/api/admin/trip/deposit').send({ tripRegistrationId: t.registrationId, depositPaid: true, method: 'bitcoin' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ method: 'Choose how the payment was made' });
    expect(await ledgerOf(t.registrationId)).toHaveLength(0);
    expect((await t.agent.get('/api/trip/registration')).body).toMatchObject({ depositPaid: false });
    const res = await gql(admin, 'MarkDepositPaid', { id: t.registrationId, method: 'e-transfer' });
    expect(res.errors).toBeUndefined();
    expect((await t.agent.get('/api/trip/payments')).body.entries).toEqual([
      expect.objectContaining({ kind: 'payment', amountCents: 20_000, method: 'e-transfer', note: null }),
    ]);
  });

  it('when a payment covers the deposit before the admin marks it, then the deposit step is marked by the payment', async () => {
    const t = await barakahTraveller();
    await admin
      .post('/api/admin/payments')
      .send(pay(t.registrationId, { amountCents: 20_000 }))
      .expect(201);
    expect((await t.agent.get('/api/trip/registration')).body).toMatchObject({ status: 'DEPOSIT_PAID', depositPaid: true });
    expect(await ledgerOf(t.registrationId)).toHaveLength(1);
    // One event, one message: the deposit's, which tells the payment too.
    const messages = await built.db('outbox_messages').where({ recipient_user_id: t.userId }).orderBy('id');
    expect(messages.map((m: { kind: string }) => m.kind)).toEqual(['account_created', 'email_verification', 'registration_started', 'deposit_received']);
    expect(messages[3].payload).toMatchObject({ amountCents: 20_000, receipt: expect.stringMatching(/^R-\d{6}$/) });
  });
});

describe('recording payments', () => {
  it('when an admin records a partial payment (REST then GraphQL), then the balance and the next due amount follow to the cent', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    const rest = await admin.post('/api/admin/payments').send(pay(t.registrationId, { amountCents: 50_001 }));
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ paidCents: 75_001, balanceCents: 259_999, nextDue: { description: 'First payment', amountCents: 79_999 } });
    const viaGql = await gql(admin, 'RecordPayment', { input: pay(t.registrationId, { amountCents: 99, method: 'cash', reference: null }) });
    expect(viaGql.errors).toBeUndefined();
    expect(viaGql.data?.recordPayment).toMatchObject({ paidCents: 75_100, balanceCents: 259_900 });
    expect((await gql(t.agent, 'MyPayments')).data?.myPayments.entries.map((e: { amountCents: number }) => e.amountCents)).toEqual([25_000, 50_001, 99]);
    const [event] = await built.db('audit_events').where({ registration_id: t.registrationId, action: 'payment.recorded' }).orderBy('id', 'desc');
    expect(event).toMatchObject({ actor_user_id: adminId, payload: { amountCents: 99, method: 'cash' } });
  });

  it.each([
    [{ amountCents: 0 }, 'amountCents', 'Enter an amount greater than $0.00, in dollars and cents'],
    [{ amountCents: 12.5 }, 'amountCents', 'Enter an amount greater than $0.00, in dollars and cents'],
    [{ amountCents: '100' }, 'amountCents', 'Enter an amount greater than $0.00, in dollars and cents'],
    [{ method: 'bitcoin' }, 'method', 'Choose how the payment was made'],
    [{ receivedOn: '2999-01-01' }, 'receivedOn', 'The date received cannot be in the future'],
    [{ receivedOn: '31/12/2025' }, 'receivedOn', 'Enter the date the payment was received'],
    [{ receivedOn: undefined }, 'receivedOn', 'Enter the date the payment was received'],
    [{ reference: 'x'.repeat(101) }, 'reference', 'Reference must be at most 100 characters'],
  ])('when the payment is %j, then 400 on that field and nothing is written', async (over, field, message) => {
    const t = await travellerAt('DEPOSIT_PAID');
    const res = await admin.post('/api/admin/payments').send(pay(t.registrationId, over));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ [field]: message });
    expect(await ledgerOf(t.registrationId)).toHaveLength(1);
  });

  it('when a payment is above the balance, then 409 until the admin confirms it as an overpayment; then the balance is negative', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    const res = await admin.post('/api/admin/payments').send(pay(t.registrationId, { amountCents: 310_001 }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This payment is more than the balance of $3,100.00. Confirm it as an overpayment to record it.');
    const ok = await admin.post('/api/admin/payments').send(pay(t.registrationId, { amountCents: 310_001, allowOverpayment: true }));
    expect(ok.body).toMatchObject({ paidCents: 335_001, balanceCents: -1 });
  });

  it('when a traveller, another traveller or anonymous calls the admin side, then 403 / 401 and nothing is written; travellers see only their own', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    const other = await travellerAt('DEPOSIT_PAID');
    expect((await t.agent.post('/api/admin/payments').send(pay(t.registrationId))).status).toBe(403);
    expect((await gql(other.agent, 'RecordPayment', { input: pay(t.registrationId) })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await request(built.app).post('/api/admin/payments').send(pay(t.registrationId))).status).toBe(401);
    expect((await other.agent.get(`/api/admin/trip-registrations/${t.registrationId}/payments`)).status).toBe(403);
    expect((await gql(other.agent, 'RegistrationPayments', { registrationId: t.registrationId })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(t.agent, 'FinanceOverview')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await request(built.app).get('/api/trip/payments')).status).toBe(401);
    expect((await other.agent.get('/api/trip/payments')).body.registrationId).toBe(other.registrationId);
    expect(await ledgerOf(t.registrationId)).toHaveLength(1);
  });

  it('when a traveller has no registration, then their account is null (200)', async () => {
    const t = await signedInTraveller(built);
    const res = await t.agent.get('/api/trip/payments');
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
  });
});

describe('reversals', () => {
  it('when an admin reverses a payment, then a negative entry cancels it, the balance returns, and neither can be reversed again', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    const recorded = (await admin.post('/api/admin/payments').send(pay(t.registrationId, { amountCents: 40_000 }))).body;
    const payment = recorded.entries[1];
    const res = await admin.post(`/api/admin/payments/${payment.id}/reverse`).send({ reason: 'Cheque bounced at the bank.' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ paidCents: 25_000, balanceCents: 310_000 });
    expect(res.body.entries[2]).toMatchObject({
      kind: 'reversal',
      amountCents: -40_000,
      reversesId: payment.id,
      note: 'Cheque bounced at the bank.',
      reference: payment.receiptNumber,
    });
    expect(res.body.entries[1].reversedById).toBe(res.body.entries[2].id);
    const again = await gql(admin, 'ReversePayment', { paymentId: payment.id, reason: 'Trying a second time.' });
    expect(again.errors?.[0]?.message).toBe('This payment has already been reversed.');
    const ofReversal = await admin.post(`/api/admin/payments/${res.body.entries[2].id}/reverse`).send({ reason: 'Reversing the reversal.' });
    expect(ofReversal.body.message).toBe('A reversal cannot itself be reversed.');
    expect((await admin.post(`/api/admin/payments/${payment.id}/reverse`).send({ reason: 'short' })).body.fieldErrors).toEqual({
      reason: 'Please give a reason of 10 to 500 characters.',
    });
    expect((await t.agent.post(`/api/admin/payments/${payment.id}/reverse`).send({ reason: 'I would like my money.' })).status).toBe(403);
    expect((await admin.post('/api/admin/payments/00000000-0000-4000-8000-000000000000/reverse').send({ reason: 'No such payment here.' })).status).toBe(404);
  });

  it('when anyone tries to change or delete a ledger row in the database itself, then PostgreSQL refuses', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    const [row] = await ledgerOf(t.registrationId);
    await expect(built.db('payments').where({ id: row.id }).update({ amount_cents: 1 })).rejects.toThrow(/append-only/);
    await expect(built.db('payments').where({ id: row.id }).delete()).rejects.toThrow(/append-only/);
    await expect(
      built.db('payments').insert({
        registration_id: t.registrationId,
        kind: 'reversal',
        amount_cents: -1,
        method: 'cash',
        received_on: TODAY,
        reverses_id: row.id,
        recorded_by: adminId,
      }),
    ).rejects.toThrow(/whole payment/);
    expect(await ledgerOf(t.registrationId)).toHaveLength(1);
  });
});

describe('two admins at once', () => {
  it('when 12 payments are recorded at the same moment, then all 12 land once and the balance is their exact sum', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    const second = (await signedInAdmin(built, 'second_admin', 'admin-secret-2')).agent;
    const amounts = Array.from({ length: 12 }, (_, i) => 1_001 + i);
    const results = await Promise.all(
      amounts.map((amountCents, i) => (i % 2 ? second : admin).post('/api/admin/payments').send(pay(t.registrationId, { amountCents }))),
    );
    expect(results.map((r) => r.status)).toEqual(amounts.map(() => 201));
    const rows = await ledgerOf(t.registrationId);
    expect(rows).toHaveLength(13);
    expect((await t.agent.get('/api/trip/payments')).body.paidCents).toBe(25_000 + amounts.reduce((a, b) => a + b, 0));
  });

  it('when the same submit arrives 5 times at once (one client key), then it is recorded once', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    const clientKey = '6f1c3a52-8d0e-4a41-9a3b-1f2e3d4c5b6a';
    const results = await Promise.all(Array.from({ length: 5 }, () => admin.post('/api/admin/payments').send(pay(t.registrationId, { clientKey }))));
    expect(results.every((r) => r.status === 201 && r.body.paidCents === 75_000)).toBe(true);
    expect(await ledgerOf(t.registrationId)).toHaveLength(2);
  });
});

describe('the final payment', () => {
  it('when the visa is approved and an admin records the final payment, then what remains is recorded and the registration is COMPLETED with a zero balance', async () => {
    const t = await travellerAt('FORM_APPROVED');
    await t.agent
      .post('/api/trip/documents')
      .field('metadata', JSON.stringify({ type: 'visa' }))
      .attach('file', png, { filename: 'visa.png', contentType: 'image/png' })
      .expect(201);
    await admin
      .post('/api/admin/payments')
      .send(pay(t.registrationId, { amountCents: 100_000 }))
      .expect(201);
    const early = await admin.post(`/api/admin/final-payment/${t.registrationId}`);
    expect(early.body.message).toBe('The visa must be approved before the final payment is recorded.');
    expect(await ledgerOf(t.registrationId)).toHaveLength(2);
    await admin.post(`/api/admin/approve-visa/${t.registrationId}`).expect(200);
    const done = await admin.post(`/api/admin/final-payment/${t.registrationId}`);
    expect(done.body).toMatchObject({ status: 'COMPLETED', finalPaid: true, progress: 100 });
    const account = (await t.agent.get('/api/trip/payments')).body;
    expect(account).toMatchObject({ paidCents: 335_000, balanceCents: 0, nextDue: null });
    // The step's note is internal: the traveller's view has none.
    expect(account.entries.at(-1)).toMatchObject({ amountCents: 210_000, note: null });
  });
});

describe('receipts, the overview and the export', () => {
  it('when the owner opens a receipt, then a PDF with the brand, the traveller, amount, method, date and receipt number; others get 404', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    const account = (await admin.post('/api/admin/payments').send(pay(t.registrationId, { amountCents: 123_456, method: 'cheque', receivedOn: '2026-01-15' })))
      .body;
    const entry = account.entries[1];
    const res = await t.agent.get(entry.receiptUrl).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.body as Buffer);
    for (const expected of [
      'Barakah',
      'Payment Receipt',
      entry.receiptNumber,
      'Amina Traveller',
      t.t.username,
      '$1,234.56 CAD',
      'Cheque',
      'January 15, 2026',
    ]) {
      expect(text).toContain(expected);
    }
    expect((await admin.get(entry.receiptUrl)).status).toBe(200);
    const other = await signedInTraveller(built);
    expect((await other.agent.get(entry.receiptUrl)).status).toBe(404);
    expect((await request(built.app).get(entry.receiptUrl)).status).toBe(404);
  });

  it.each(['محمد عبد الله', 'Émilie Côté-Bélanger'])('when %s opens a receipt, then the PDF prints their name in its own script', async (fullName) => {
    const t = await signedInTraveller(built, { fullName });
    const reg = (await t.agent.post('/api/trip/register').expect(201)).body;
    const account = (
      await admin
        .post('/api/admin/payments')
        .send(pay(reg.id, { amountCents: 25_000 }))
        .expect(201)
    ).body;
    const res = await t.agent.get(account.entries[0].receiptUrl).buffer(true).parse(binary);
    const text = pdfText(res.body as Buffer);
    expect(text).toContain(fullName);
    expect(text).not.toContain('?');
  });

  it('when an admin opens the finance overview, then collected, outstanding and overdue travellers add up', async () => {
    await resetDb(built.db);
    ({ agent: admin, userId: adminId } = await signedInAdmin(built));
    const a = await travellerAt('DEPOSIT_PAID');
    const b = await travellerAt('PENDING');
    await admin
      .post('/api/admin/payments')
      .send(pay(a.registrationId, { amountCents: 130_000 }))
      .expect(201);
    const res = await gql(admin, 'FinanceOverview');
    expect(res.errors).toBeUndefined();
    const overview = res.data!.financeOverview;
    expect(overview.collectedCents).toBe(155_000);
    expect(overview.outstandingCents).toBe(335_000 - 155_000 + 335_000);
    if (TODAY > '2025-11-10') {
      // Most overdue first: b owes the first payment and the balance, a only the balance.
      expect(overview.overdue).toEqual([
        expect.objectContaining({ registrationId: b.registrationId, overdueCents: 310_000, balanceCents: 335_000, oldestDueDate: '2025-09-30' }),
        expect.objectContaining({ registrationId: a.registrationId, overdueCents: 180_000, balanceCents: 180_000, oldestDueDate: '2025-11-10' }),
      ]);
      expect(overview.overdueCents).toBe(490_000);
    }
    expect((await admin.get('/api/admin/finance')).body.collectedCents).toBe(155_000);
  });

  it('when an admin exports the ledger, then an xlsx with one row per entry that a second reader reads back', async () => {
    const res = await admin.get('/api/admin/exports/payments.xlsx').buffer(true).parse(binary);
    expect(res.status).toBe(200);
    const dir = mkdtempSync(path.join(tmpdir(), 'umrah-ledger-'));
    writeFileSync(path.join(dir, 'l.xlsx'), res.body as Buffer);
    const rows = JSON.parse(
      execFileSync(
        '/usr/bin/python3',
        [
          '-c',
          `import json,sys,openpyxl
wb=openpyxl.load_workbook(sys.argv[1], read_only=True)
print(json.dumps([[("" if c is None else c) for c in r] for r in wb.active.iter_rows(values_only=True)], default=str))`,
          path.join(dir, 'l.xlsx'),
        ],
        { encoding: 'utf8' },
      ),
    );
    expect(rows[0].slice(0, 7)).toEqual(['Receipt', 'Received On', 'Traveler', 'Username', 'Kind', 'Method', 'Amount (CAD)']);
    expect(rows.slice(1).map((r: unknown[]) => r[6])).toEqual([250, 1300]);
    expect((await agentOf(built).get('/api/admin/exports/payments.xlsx')).status).toBe(401);
  });
});

// Issue 29, items 4 and 7, on both faces and every role: the price locked when a registration
// starts (a CMS change applies to new registrations only), refunds as ledger entries of their own
// kind, the cancellation quote, and how to pay (reference code, e-transfer address, payment form).
import { jest } from '@jest/globals';
import request from 'supertest';
import { SEED_TRIP_CONTENT, type PlanLine, type RefundPolicy } from '@umrah/graphql';
import { FIRST_TRIP } from '../src/db/migrations/0019_trips.js';
import { tripPageSeed } from '../../cms/src/seed/trip.js';
import type { BuiltApp } from '../src/app.js';
import { wordsFromPayload } from '../src/modules/content/payload-trip.js';
import { renderMessage } from '../src/modules/messages/render.js';
import { remindersFor } from '../src/modules/messages/reminders.service.js';
import { binary, pdfText } from './files.js';
import { gql, resetDb, signedInAdmin, signedInTraveller, startApp, type Agent } from './helpers.js';

let built: BuiltApp;
let admin: Agent;
beforeAll(async () => {
  built = await startApp();
  await resetDb(built.db);
  ({ agent: admin } = await signedInAdmin(built));
});
afterAll(() => built.close());
afterEach(async () => {
  jest.restoreAllMocks();
  await built.db('trips').where({ slug: 'winter-2026' }).update(FIRST_FACTS);
});

const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());

/** The first trip's facts as the migration seeds them (each test starts from them). */
const FIRST_FACTS = {
  barakah_cents: FIRST_TRIP.barakah_cents,
  non_barakah_cents: FIRST_TRIP.non_barakah_cents,
  payment_schedule: JSON.stringify(FIRST_TRIP.payment_schedule),
  refund_policy: JSON.stringify(FIRST_TRIP.refund_policy),
};
/** The trip's facts as the owner left them in the Trips tab: the first trip with these changes. */
async function tripSays(change: { fares?: { barakah: number; nonBarakah: number }; paymentSchedule?: PlanLine[]; refundPolicy?: RefundPolicy }) {
  await built
    .db('trips')
    .where({ slug: 'winter-2026' })
    .update({
      ...(change.fares ? { barakah_cents: change.fares.barakah, non_barakah_cents: change.fares.nonBarakah } : {}),
      ...(change.paymentSchedule ? { payment_schedule: JSON.stringify(change.paymentSchedule) } : {}),
      ...(change.refundPolicy ? { refund_policy: JSON.stringify(change.refundPolicy) } : {}),
    });
}
const REPRICED = {
  fares: { barakah: 400_000, nonBarakah: 410_000 },
  paymentSchedule: [
    { amountCents: 60_000, description: 'New deposit', fare: 'all' as const, dueDate: null },
    { amountCents: 340_000, description: 'New balance', fare: 'all' as const, dueDate: '2099-12-01' },
  ],
};
/** A policy whose tiers are ahead of any day these tests run. */
const FUTURE_POLICY: RefundPolicy = {
  depositRefundable: false,
  tiers: [
    { before: '2998-01-01', percent: 100 },
    { before: '2999-01-01', percent: 50 },
  ],
};

async function registered(fare: 'barakah' | 'nonBarakah' = 'barakah') {
  const t = await signedInTraveller(built);
  const reg = (await t.agent.post('/api/trip/register').send({ fare }).expect(201)).body;
  return { ...t, registrationId: reg.id as string };
}
const payment = (registrationId: string, amountCents: number) =>
  admin.post('/api/admin/payments').send({ registrationId, amountCents, method: 'e-transfer', receivedOn: TODAY }).expect(201);
const refundOf = (registrationId: string, body: Record<string, unknown>) => admin.post(`/api/admin/trip-registrations/${registrationId}/refunds`).send(body);
const ledger = (registrationId: string) => built.db('payments').where({ registration_id: registrationId }).orderBy('receipt_number');

describe('locked prices', () => {
  it('when the owner changes the trip’s price after a traveller started, then their fare, schedule and balance stay as agreed; a new registration gets the new price', async () => {
    const early = await registered('barakah');
    await payment(early.registrationId, 20_000);
    await tripSays(REPRICED);
    const account = (await early.agent.get('/api/trip/payments').expect(200)).body;
    expect(account).toMatchObject({ fareCents: 330_000, paidCents: 20_000, balanceCents: 310_000 });
    expect(account.schedule.map((s: { description: string; amountCents: number; status: string }) => [s.description, s.amountCents, s.status])).toEqual([
      ['Deposit at registration (Barakah members)', 20_000, 'paid'],
      ['First payment', 130_000, 'overdue'],
      ['Balance', 180_000, 'overdue'],
    ]);
    const late = await registered('barakah');
    const theirs = (await gql(late.agent, 'MyPayments')).data!.myPayments;
    expect(theirs).toMatchObject({ fareCents: 400_000, balanceCents: 400_000 });
    expect(theirs.schedule.map((s: { description: string }) => s.description)).toEqual(['New deposit', 'New balance']);
  });

  it('when the admin reads the list, the finance overview or a receipt after a price change, then each uses the locked price', async () => {
    const t = await registered('nonBarakah');
    const paid = (await payment(t.registrationId, 25_000)).body;
    await tripSays(REPRICED);
    const list = (await gql(admin, 'RegistrationsPage', { search: t.t.username })).data!;
    expect(list.registrationsPage.items[0].money).toMatchObject({ fareCents: 335_000, paidCents: 25_000, balanceCents: 310_000 });
    const overview = (await admin.get('/api/admin/finance').expect(200)).body;
    const mine = overview.overdue.find((o: { registrationId: string }) => o.registrationId === t.registrationId);
    expect(mine).toMatchObject({ balanceCents: 310_000, overdueCents: 310_000 });
    const entry = paid.entries.at(-1);
    const text = pdfText((await t.agent.get(entry.receiptUrl).buffer(true).parse(binary).expect(200)).body as Buffer);
    expect(text).toContain('Balance remaining');
    expect(text).toContain('$3,100.00 CAD');
  });

  it('when the Mark Deposit Paid step runs after a price change, then it records the locked deposit, not the trip’s new one', async () => {
    const t = await registered('barakah');
    await tripSays(REPRICED);
    await admin.post('/api/admin/trip/deposit').send({ tripRegistrationId: t.registrationId, depositPaid: true }).expect(200);
    expect((await ledger(t.registrationId)).map((p) => p.amount_cents)).toEqual([20_000]);
  });

  it('when a registration from before the lock is found at start, then it takes its trip’s price of that moment, once', async () => {
    const t = await registered('barakah');
    await built.db('trip_registrations').where({ id: t.registrationId }).update({ fare_cents: null, payment_plan: null });
    await tripSays(REPRICED);
    // Unlocked, it reads the trip's facts, as before the lock.
    expect((await t.agent.get('/api/trip/payments')).body.fareCents).toBe(400_000);
    expect(await built.services.payments.lockUnlockedPrices()).toBe(1);
    const row = await built.db('trip_registrations').where({ id: t.registrationId }).first();
    expect(row.fare_cents).toBe(400_000);
    expect(row.payment_plan.map((l: { description: string }) => l.description)).toEqual(['New deposit', 'New balance']);
    await built.db('trips').where({ slug: 'winter-2026' }).update(FIRST_FACTS);
    expect((await t.agent.get('/api/trip/payments')).body.fareCents).toBe(400_000);
    expect(await built.services.payments.lockUnlockedPrices()).toBe(0);
  });

  it('when the database is asked for a price without its schedule, then it refuses', async () => {
    const t = await registered('barakah');
    await expect(built.db('trip_registrations').where({ id: t.registrationId }).update({ payment_plan: null })).rejects.toThrow(/locked_together/);
    await expect(built.db('trip_registrations').where({ id: t.registrationId }).update({ fare_cents: 0 })).rejects.toThrow(/fare_cents_check/);
  });

  it("when an admin changes a traveller's fare, then the new fare is locked at the trip’s price of today and the audit says from and to", async () => {
    const t = await registered('barakah');
    await tripSays(REPRICED);
    const res = await gql(admin, 'ChangeFare', { registrationId: t.registrationId, fare: 'nonBarakah' });
    expect(res.data?.changeFare).toMatchObject({ fare: 'nonBarakah', fareCents: 410_000 });
    const [event] = await built.db('audit_events').where({ registration_id: t.registrationId, action: 'registration.fare_changed' });
    expect(event.payload).toEqual({ from: 'barakah', to: 'nonBarakah', fromCents: 330_000, toCents: 410_000 });
  });
});

describe('refunds', () => {
  it('when an admin records a refund (REST), then it is a ledger entry of its own kind, the balance is exact, it is audited and the traveller is told', async () => {
    const t = await registered('barakah');
    await payment(t.registrationId, 150_000);
    const res = await refundOf(t.registrationId, { amountCents: 50_000, method: 'e-transfer', reference: 'ET-REF-9', note: 'Goodwill' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ paidCents: 150_000, refundedCents: 50_000, balanceCents: 230_000 });
    const refund = res.body.entries.at(-1);
    expect(refund).toMatchObject({ kind: 'refund', amountCents: -50_000, method: 'e-transfer', reference: 'ET-REF-9', note: 'Goodwill', reversesId: null });
    expect((await ledger(t.registrationId)).map((p) => [p.kind, p.amount_cents])).toEqual([
      ['payment', 150_000],
      ['refund', -50_000],
    ]);
    const [event] = await built.db('audit_events').where({ registration_id: t.registrationId, action: 'payment.refunded' });
    expect(event.payload).toMatchObject({ amountCents: -50_000, method: 'e-transfer', receipt: refund.receiptNumber });
    const timeline = (await gql(admin, 'RegistrationReview', { id: t.registrationId })).data!.registrationReview.timeline;
    expect(timeline.map((e: { summary: string }) => e.summary)).toContain(`Refund of $500.00 recorded (E-transfer, ${refund.receiptNumber})`);
    const [message] = await built.db('outbox_messages').where({ recipient_user_id: t.userId, kind: 'refund_recorded' });
    expect(message.payload).toMatchObject({ amountCents: 50_000, receipt: refund.receiptNumber });
    // The traveller sees it, without the internal note.
    const mine = (await t.agent.get('/api/trip/payments')).body;
    expect(mine).toMatchObject({ refundedCents: 50_000, balanceCents: 230_000 });
    expect(mine.entries.at(-1)).toMatchObject({ kind: 'refund', amountCents: -50_000, note: null });
  });

  it('when an admin records a refund (GraphQL), then the account answers it; the finance overview shows refunds', async () => {
    const t = await registered('nonBarakah');
    await payment(t.registrationId, 25_000);
    const before = (await admin.get('/api/admin/finance')).body;
    const res = await gql(admin, 'RecordRefund', { registrationId: t.registrationId, input: { amountCents: 5_000, method: 'cheque' } });
    expect(res.errors).toBeUndefined();
    expect(res.data?.recordRefund).toMatchObject({ paidCents: 25_000, refundedCents: 5_000, balanceCents: 315_000 });
    const after = (await gql(admin, 'FinanceOverview')).data!.financeOverview;
    expect(after.refundedCents - before.refundedCents).toBe(5_000);
    expect(after.collectedCents - before.collectedCents).toBe(0);
  });

  it('when the refund is more than was paid (net of reversals and earlier refunds), then 400 with the amount that can be refunded, and nothing is written', async () => {
    const t = await registered('barakah');
    const first = (await payment(t.registrationId, 30_000)).body.entries[0];
    await payment(t.registrationId, 10_000);
    await admin.post(`/api/admin/payments/${first.id}/reverse`).send({ reason: 'Entered twice by mistake' }).expect(201);
    await refundOf(t.registrationId, { amountCents: 4_000, method: 'cash' }).expect(201);
    const message = 'A refund cannot be more than what was paid: $60.00 can be refunded.';
    const rest = await refundOf(t.registrationId, { amountCents: 6_001, method: 'cash' });
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({ message, fieldErrors: { amountCents: message } });
    const viaGql = await gql(admin, 'RecordRefund', { registrationId: t.registrationId, input: { amountCents: 6_001, method: 'cash' } });
    expect(viaGql.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await ledger(t.registrationId)).toHaveLength(4);
    expect(await built.db('audit_events').where({ registration_id: t.registrationId, action: 'payment.refunded' })).toHaveLength(1);
    await refundOf(t.registrationId, { amountCents: 6_000, method: 'cash' }).expect(201);
  });

  it('when nothing was paid, then no refund is possible', async () => {
    const t = await registered('barakah');
    const res = await refundOf(t.registrationId, { amountCents: 1, method: 'cash' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A refund cannot be more than what was paid: $0.00 can be refunded.');
  });

  it('when the refund is badly formed, then 400 naming each field and nothing is written', async () => {
    const t = await registered('barakah');
    await payment(t.registrationId, 30_000);
    const res = await refundOf(t.registrationId, { amountCents: 12.5, method: 'gold', reference: 'x'.repeat(101) });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      amountCents: 'Enter an amount greater than $0.00, in dollars and cents',
      method: 'Choose how the refund was made',
      reference: 'Reference must be at most 100 characters',
    });
    expect(await ledger(t.registrationId)).toHaveLength(1);
  });

  it('when the registration is unknown, then 404 on both faces', async () => {
    expect((await refundOf('00000000-0000-4000-8000-000000000000', { amountCents: 1, method: 'cash' })).status).toBe(404);
    expect((await refundOf('nope', { amountCents: 1, method: 'cash' })).status).toBe(404);
    const res = await gql(admin, 'RecordRefund', { registrationId: '00000000-0000-4000-8000-000000000000', input: { amountCents: 1, method: 'cash' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('when a traveller or an anonymous caller records a refund, then 403 / 401 on both faces and nothing is written', async () => {
    const t = await registered('barakah');
    await payment(t.registrationId, 30_000);
    const body = { amountCents: 1_000, method: 'cash' };
    expect((await t.agent.post(`/api/admin/trip-registrations/${t.registrationId}/refunds`).send(body)).status).toBe(403);
    expect((await request(built.app).post(`/api/admin/trip-registrations/${t.registrationId}/refunds`).send(body)).status).toBe(401);
    expect((await gql(t.agent, 'RecordRefund', { registrationId: t.registrationId, input: body })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(request.agent(built.app), 'RecordRefund', { registrationId: t.registrationId, input: body })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(await ledger(t.registrationId)).toHaveLength(1);
  });

  it('when a refund is written past the service, then the database refuses one above what was paid and any edit of it', async () => {
    const t = await registered('barakah');
    await payment(t.registrationId, 10_000);
    const { id: adminId } = await built.db('users').where({ username: 'test_admin' }).first();
    const row = { registration_id: t.registrationId, kind: 'refund', method: 'cash', received_on: TODAY, recorded_by: adminId };
    await expect(built.db('payments').insert({ ...row, amount_cents: -10_001 })).rejects.toThrow(/refund cannot exceed/);
    await expect(built.db('payments').insert({ ...row, amount_cents: 500 })).rejects.toThrow(/payments_kind_check/);
    await built.db('payments').insert({ ...row, amount_cents: -10_000 });
    await expect(built.db('payments').where({ registration_id: t.registrationId, kind: 'refund' }).update({ amount_cents: -1 })).rejects.toThrow(/append-only/);
  });

  it('when a refund receipt is opened, then the PDF says Refund, to whom, and the totals paid and refunded to date', async () => {
    const t = await registered('barakah');
    await payment(t.registrationId, 100_000);
    const account = (await refundOf(t.registrationId, { amountCents: 40_000, method: 'e-transfer' }).expect(201)).body;
    const res = await t.agent.get(account.entries.at(-1).receiptUrl).buffer(true).parse(binary).expect(200);
    const text = pdfText(res.body as Buffer);
    for (const line of [
      'Refund',
      'Refunded to',
      '-$400.00 CAD',
      'Date refunded',
      'Total paid to date',
      '$1,000.00 CAD',
      'Total refunded to date',
      '$400.00 CAD',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toContain('$2,700.00 CAD');
  });
});

describe('the cancellation quote', () => {
  it('when a traveller asks (REST and GraphQL), then they get paid, refund and kept for their own registration, with the policy in words', async () => {
    await tripSays({ refundPolicy: FUTURE_POLICY });
    const t = await registered('barakah');
    await payment(t.registrationId, 150_000);
    const rest = await t.agent.get('/api/trip/cancellation-quote').expect(200);
    expect(rest.body).toEqual({
      registrationId: t.registrationId,
      paidCents: 150_000,
      refundedCents: 0,
      refundCents: 130_000,
      keptCents: 20_000,
      lines: [
        'The deposit ($200.00) is non-refundable.',
        'Cancelled before January 1, 2998: 100 % of payments beyond the deposit refunded.',
        'Cancelled before January 1, 2999: 50 % of payments beyond the deposit refunded.',
        'From January 1, 2999: no refund.',
      ],
      applies: 'Cancelling before January 1, 2998: 100 % of what you paid beyond the deposit is refunded.',
    });
    expect((await gql(t.agent, 'MyCancellationQuote')).data?.cancellationQuote).toEqual(rest.body);
  });

  it("when the seed's policy dates have passed, then the quote keeps everything", async () => {
    const t = await registered('barakah');
    await payment(t.registrationId, 50_000);
    expect((await t.agent.get('/api/trip/cancellation-quote')).body).toMatchObject({ paidCents: 50_000, refundCents: 0, keptCents: 50_000 });
  });

  it('when a traveller with no registration or an anonymous caller asks, then null / 401 on both faces', async () => {
    const none = await signedInTraveller(built);
    expect((await none.agent.get('/api/trip/cancellation-quote').expect(200)).body).toBeNull();
    expect((await gql(none.agent, 'MyCancellationQuote')).data?.cancellationQuote).toBeNull();
    expect((await request(built.app).get('/api/trip/cancellation-quote')).status).toBe(401);
    expect((await gql(request.agent(built.app), 'MyCancellationQuote')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("when an admin asks for any registration, then they get its quote; a traveller asking for another's is refused", async () => {
    await tripSays({ refundPolicy: FUTURE_POLICY });
    const t = await registered('nonBarakah');
    await payment(t.registrationId, 45_000);
    const rest = await admin.get(`/api/admin/trip-registrations/${t.registrationId}/cancellation-quote`).expect(200);
    expect(rest.body).toMatchObject({ paidCents: 45_000, refundCents: 20_000, keptCents: 25_000 });
    const viaGql = await gql(admin, 'RegistrationCancellationQuote', { registrationId: t.registrationId });
    expect(viaGql.data?.registrationCancellationQuote).toEqual(rest.body);
    const other = await registered('barakah');
    expect((await other.agent.get(`/api/admin/trip-registrations/${t.registrationId}/cancellation-quote`)).status).toBe(403);
    expect((await gql(other.agent, 'RegistrationCancellationQuote', { registrationId: t.registrationId })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await request(built.app).get(`/api/admin/trip-registrations/${t.registrationId}/cancellation-quote`)).status).toBe(401);
    expect((await admin.get('/api/admin/trip-registrations/00000000-0000-4000-8000-000000000000/cancellation-quote')).status).toBe(404);
    // The traveller's own quote is only ever their own.
    expect((await other.agent.get('/api/trip/cancellation-quote')).body.registrationId).toBe(other.registrationId);
  });
});

describe('how to pay', () => {
  it('when a traveller opens their payments, then they see the e-transfer address, their reference code and the payment form; the admin sees the same code', async () => {
    const t = await registered('barakah');
    const mine = (await gql(t.agent, 'MyPayments')).data!.myPayments.howToPay;
    expect(mine).toEqual({
      referenceCode: expect.stringMatching(/^UJ-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/),
      etransferEmail: 'payments@barakahlifestyle.ca',
      note: 'Write your reference code in the e-transfer message so the organisers can match your payment.',
      paymentFormUrl: 'https://payments.example.org/umrah-winter-2026',
    });
    expect((await t.agent.get('/api/trip/payments')).body.howToPay).toEqual(mine);
    expect((await admin.get(`/api/admin/trip-registrations/${t.registrationId}/payments`)).body.howToPay.referenceCode).toBe(mine.referenceCode);
  });

  it('when a registration starts or a payment is recorded, then the message says how to pay with the reference code', async () => {
    const t = await registered('barakah');
    await payment(t.registrationId, 5_000);
    const code = (await t.agent.get('/api/trip/payments')).body.howToPay.referenceCode;
    const messages = await built.db('outbox_messages').where({ recipient_user_id: t.userId }).orderBy('id');
    const byKind = Object.fromEntries(messages.map((m) => [m.kind, m.payload]));
    for (const kind of ['registration_started', 'payment_recorded']) {
      expect(byKind[kind]).toMatchObject({
        referenceCode: code,
        etransferEmail: 'payments@barakahlifestyle.ca',
        paymentFormUrl: 'https://payments.example.org/umrah-winter-2026',
      });
    }
    expect(byKind.registration_started.depositCents).toBe(20_000);
  });
});

describe('the CMS fields', () => {
  it("when the CMS's page gives how to pay, then it is served as given", () => {
    const words = wordsFromPayload({ ...tripPageSeed, paymentInstructions: { etransferEmail: 'money@example.org', note: 'Thank you.' }, updatedAt: null });
    expect(words.paymentInstructions).toEqual({ etransferEmail: 'money@example.org', note: 'Thank you.' });
  });

  it('when an older CMS page has no way to pay, then the seed stands in', () => {
    const { paymentInstructions: _pay, ...older } = tripPageSeed;
    expect(wordsFromPayload({ ...older, updatedAt: null }).paymentInstructions).toEqual(SEED_TRIP_CONTENT.paymentInstructions);
  });

  it('when the address is not an email, then the page is refused whole', () => {
    expect(() => wordsFromPayload({ ...tripPageSeed, paymentInstructions: { etransferEmail: 'not an email' }, updatedAt: null })).toThrow();
  });
});

describe('the emails about money', () => {
  const brand = { wordmark: 'Barakah', suffix: 'Lifestyle', tripTitle: SEED_TRIP_CONTENT.title };
  const pay = {
    referenceCode: 'UJ-7K4M-Q2ZX',
    etransferEmail: 'payments@barakahlifestyle.ca',
    paymentFormUrl: 'https://payments.example.org/umrah-winter-2026',
  };
  const HOW =
    'How to pay: by e-transfer to payments@barakahlifestyle.ca with your reference code UJ-7K4M-Q2ZX in the message, or through the payment portal (https://payments.example.org/umrah-winter-2026).';

  it('when a payment email is rendered with how to pay, then it gives the address, the code and the portal', async () => {
    const flat = (text: string) => text.replace(/\s+/g, ' ');
    for (const [kind, data] of [
      ['registration_started', { depositCents: 20_000 }],
      ['deposit_received', { amountCents: 20_000, receipt: 'R-000001' }],
      ['payment_recorded', { amountCents: 5_000, receipt: 'R-000002' }],
      ['payment_due', { description: 'First payment', amountCents: 130_000, dueDate: '2099-09-30' }],
      ['payment_overdue', { description: 'Balance', amountCents: 180_000, dueDate: '2025-11-10' }],
    ] as const) {
      const { text } = await renderMessage(kind, { name: 'Sara', ...data, ...pay }, brand, 'https://portal.example.org');
      expect(flat(text)).toContain(HOW);
    }
  });

  it('when a refund is told, then the subject and text give the amount and the receipt', async () => {
    const { subject, text } = await renderMessage(
      'refund_recorded',
      { name: 'Sara', amountCents: 50_000, receipt: 'R-000009' },
      brand,
      'https://portal.example.org',
    );
    expect(subject).toBe('Refund sent: $500.00');
    expect(text.replace(/\s+/g, ' ')).toContain('The organisers refunded $500.00 to you (receipt R-000009). The receipt is on your payments page.');
  });

  it("when a payment reminder is planned, then it carries how to pay and the registration's locked schedule", () => {
    const candidate = {
      registrationId: '00000000-2100-4000-8000-000000000000',
      userId: 'u1',
      email: 'sara@example.org',
      fullName: 'Sara',
      fare: 'barakah' as const,
      fareCents: 100_000,
      paymentPlan: [{ amountCents: 100_000, description: 'Everything', fare: 'all' as const, dueDate: '2026-03-10' }],
      depositPaid: true,
      formSubmitted: true,
      finalPaid: false,
      depositPaidAt: null,
      passportExpirationDate: null,
      passportValidAfter: '2026-08-01',
      paidCents: 40_000,
      tripId: 't1',
      startsOn: '2026-12-20',
    };
    const [reminder] = remindersFor(candidate, SEED_TRIP_CONTENT, new Date('2026-03-01T15:00:00Z'));
    expect(reminder).toEqual({
      kind: 'payment_due',
      dedupeKey: 'reminder:due-14:00000000-2100-4000-8000-000000000000:2026-03-10',
      data: {
        description: 'Everything',
        amountCents: 60_000,
        dueDate: '2026-03-10',
        referenceCode: 'UJ-3322-2222',
        etransferEmail: 'payments@barakahlifestyle.ca',
        paymentFormUrl: 'https://payments.example.org/umrah-winter-2026',
      },
    });
  });
});

// Paying online (issue 34; ADRs 0117, 0118) against the fake card provider of scripts/fake-stripe.mjs,
// over real HTTP: the traveller's Checkout Session, the signed webhook recorded once whatever the
// deliveries (duplicates, concurrent, out of order, forged), money the ledger cannot keep (unknown
// registration, another currency, a cancelled registration, a hold expiring at the same moment) on the
// treasurer's refund list, and the product unchanged with the keys unset.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { eventOf, signedDelivery, type FakeStripe } from '../../scripts/fake-stripe.mjs';
import { gql, signedInStaff, signedInTraveller, startApp, type Agent } from './helpers.js';
import { startWithFakeStripe, type FakeStripeApp } from './fake-stripe-app.js';
import { binary, pdfText } from './files.js';

const SECRET = 'whsec_test_online_payments';
let fake: FakeStripe;
let built: BuiltApp;
let admin: Agent;
let app: FakeStripeApp;
beforeAll(async () => {
  ({ fake, built, admin } = app = await startWithFakeStripe(SECRET));
});
afterAll(() => app.stop());

const DEPOSIT = 25_000; // the first trip's non-member deposit
const FARE = 335_000;

/** A traveller with a started registration (non-member fare, deposit owed). */
async function registered() {
  const t = await signedInTraveller(built);
  const reg = (await t.agent.post('/api/trip/register').send({}).expect(201)).body;
  return { ...t, registrationId: reg.id as string };
}
const ledgerOf = (registrationId: string) => built.db('payments').where({ registration_id: registrationId }).orderBy('receipt_number');
const flagsOf = (providerPaymentId: string) => built.db('online_payment_flags').where({ provider_payment_id: providerPaymentId });

/** A paid Checkout Session as the provider reports it (the fake's own shape). */
function paidSession(registrationId: string | null, over: Record<string, unknown> = {}) {
  const n = Math.random().toString(36).slice(2);
  return {
    id: `cs_test_${n}`,
    object: 'checkout.session',
    amount_total: DEPOSIT,
    currency: 'cad',
    client_reference_id: registrationId,
    metadata: registrationId ? { registrationId } : {},
    mode: 'payment',
    payment_intent: `pi_test_${n}`,
    payment_status: 'paid',
    status: 'complete',
    ...over,
  };
}
/** Posts one signed delivery to the webhook, as the provider would. */
function deliver(event: object, opts: { secret?: string; timestamp?: number; tamper?: (payload: string) => string } = {}) {
  const { payload, signature } = signedDelivery(event, opts.secret ?? SECRET, opts.timestamp);
  return request(built.app)
    .post('/api/webhooks/stripe')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signature)
    .send(opts.tamper ? opts.tamper(payload) : payload);
}

describe('opening a Checkout Session', () => {
  it('when a traveller owes the deposit, then their account offers from the next due item to the balance, on both faces', async () => {
    const t = await registered();
    const rest = (await t.agent.get('/api/trip/payments').expect(200)).body;
    expect(rest.online).toEqual({ minCents: DEPOSIT, maxCents: FARE });
    expect((await gql(t.agent, 'MyPayments')).data?.myPayments.online).toEqual({ minCents: DEPOSIT, maxCents: FARE });
    // Staff read the same account without an offer (it is the traveller's to pay).
    expect((await admin.get(`/api/admin/trip-registrations/${t.registrationId}/payments`).expect(200)).body.online).toBeNull();
  });

  it('when the traveller chooses the next due item, then a CAD session for the deposit is opened with their registration as reference', async () => {
    const t = await registered();
    const res = await t.agent.post('/api/trip/payments/online').send({ choice: 'NEXT_DUE' }).expect(201);
    expect(res.body).toEqual({ sessionId: expect.stringMatching(/^cs_test_/), url: `${fake.url}/pay/${res.body.sessionId}`, amountCents: DEPOSIT });
    const sent = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(sent.body).toMatchObject({
      mode: 'payment',
      client_reference_id: t.registrationId,
      metadata: { registrationId: t.registrationId },
      line_items: [{ quantity: '1', price_data: { currency: 'cad', unit_amount: String(DEPOSIT) } }],
    });
    expect(sent.body?.success_url).toMatch(/\/portal\/payments\/online\?session_id=\{CHECKOUT_SESSION_ID\}$/);
    expect(sent.idempotencyKey).toBeTruthy();
    expect(await built.db('checkout_sessions').where({ id: res.body.sessionId })).toEqual([
      expect.objectContaining({ registration_id: t.registrationId, amount_cents: DEPOSIT, payment_id: null }),
    ]);
    // The return page's question before the webhook: pending.
    expect((await t.agent.get(`/api/trip/payments/online/${res.body.sessionId}`).expect(200)).body).toEqual({
      sessionId: res.body.sessionId,
      amountCents: DEPOSIT,
      state: 'PENDING',
      receiptNumber: null,
    });
  });

  it('when the traveller chooses the whole balance or an amount between, then that amount; outside the bounds a clear message on both faces', async () => {
    const t = await registered();
    expect((await t.agent.post('/api/trip/payments/online').send({ choice: 'BALANCE' }).expect(201)).body.amountCents).toBe(FARE);
    const chosen = await gql(t.agent, 'StartOnlinePayment', { input: { choice: 'AMOUNT', amountCents: 100_050 } });
    expect(chosen.data?.startOnlinePayment.amountCents).toBe(100_050);
    const message = 'Enter an amount between $250.00 and $3,350.00';
    for (const amountCents of [DEPOSIT - 1, FARE + 1]) {
      const res = await t.agent.post('/api/trip/payments/online').send({ choice: 'AMOUNT', amountCents }).expect(400);
      expect(res.body).toEqual({ message, fieldErrors: { amountCents: message } });
    }
    const g = await gql(t.agent, 'StartOnlinePayment', { input: { choice: 'AMOUNT', amountCents: 10 } });
    expect(g.errors?.[0]?.message).toBe(message);
    expect((await t.agent.post('/api/trip/payments/online').send({ choice: 'AMOUNT' }).expect(400)).body.fieldErrors).toEqual({
      amountCents: 'Enter the amount to pay, in dollars and cents',
    });
    expect((await t.agent.post('/api/trip/payments/online').send({ choice: 'ALL' }).expect(400)).body.fieldErrors.choice).toMatch(/^Choose what to pay/);
    // A French reader gets the rule's message in French, the amounts written the French way.
    await built.db('users').where({ id: t.userId }).update({ locale: 'fr' });
    const fr = await t.agent.post('/api/trip/payments/online').set('Accept-Language', 'fr').send({ choice: 'AMOUNT', amountCents: 1 }).expect(400);
    expect(fr.body.message).toMatch(/^Saisissez un montant entre 250,00\s\$ et 3\s350,00\s\$$/);
  });

  it('when anyone but the traveller owning a registration asks, then nothing is opened: 401 anonymous, 403 every staff role, 404 without a registration', async () => {
    const before = fake.requests.length;
    await request(built.app).post('/api/trip/payments/online').send({ choice: 'NEXT_DUE' }).expect(401);
    expect((await gql(request.agent(built.app), 'StartOnlinePayment', { input: { choice: 'NEXT_DUE' } })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await admin.post('/api/trip/payments/online').send({ choice: 'NEXT_DUE' }).expect(403)).body.message).toBe(
      'Only a traveller pays online, for their own registration.',
    );
    for (const role of ['reviewer', 'treasurer', 'leader'] as const) {
      const staff = await signedInStaff(built, admin, role);
      await staff.agent.post('/api/trip/payments/online').send({ choice: 'NEXT_DUE' }).expect(403);
      expect((await gql(staff.agent, 'StartOnlinePayment', { input: { choice: 'NEXT_DUE' } })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const none = await signedInTraveller(built);
    await none.agent.post('/api/trip/payments/online').send({ choice: 'NEXT_DUE' }).expect(404);
    expect(fake.requests.length).toBe(before);
  });

  it("when another traveller asks for a session's state, then it does not exist for them", async () => {
    const owner = await registered();
    const { sessionId } = (await owner.agent.post('/api/trip/payments/online').send({ choice: 'NEXT_DUE' }).expect(201)).body;
    const other = await registered();
    await other.agent.get(`/api/trip/payments/online/${sessionId}`).expect(404);
    expect((await gql(other.agent, 'OnlinePayment', { sessionId })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await admin.get(`/api/trip/payments/online/${sessionId}`).expect(404);
  });

  it('when the provider fails, then 503 with a clear message and no session is kept', async () => {
    const t = await registered();
    fake.state.failWith = 500;
    try {
      const res = await t.agent.post('/api/trip/payments/online').send({ choice: 'NEXT_DUE' }).expect(503);
      expect(res.body.message).toMatch(/^The card payment service cannot be reached just now/);
    } finally {
      fake.state.failWith = undefined;
    }
    expect(await built.db('checkout_sessions').where({ registration_id: t.registrationId })).toEqual([]);
  });
});

describe('the webhook', () => {
  it("when the traveller pays on the provider's page and the event comes three times, then one ledger entry, the deposit marked, one message, and back to the return page", async () => {
    const t = await registered();
    const { sessionId, url } = (await t.agent.post('/api/trip/payments/online').send({ choice: 'NEXT_DUE' }).expect(201)).body;
    fake.state.deliveries = 3;
    let back: Response;
    try {
      expect((await fetch(url)).status).toBe(200);
      back = await fetch(url, { method: 'POST', redirect: 'manual' });
    } finally {
      fake.state.deliveries = 1;
    }
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toMatch(new RegExp(`/portal/payments/online\\?session_id=${sessionId}$`));
    const intent = fake.sessions.get(sessionId)!.payment_intent!;
    const ledger = await ledgerOf(t.registrationId);
    expect(ledger).toEqual([
      expect.objectContaining({
        kind: 'payment',
        amount_cents: DEPOSIT,
        method: 'card (online)',
        provider_payment_id: intent,
        reference: intent,
        recorded_by: null,
      }),
    ]);
    expect(await built.db('provider_events').where({ type: 'checkout.session.completed' }).whereIn('outcome', ['recorded'])).toHaveLength(1);
    const reg = (await t.agent.get('/api/trip/registration').expect(200)).body;
    expect(reg.depositPaid).toBe(true);
    // The step's one message tells the payment (ADR: one event, one message).
    const messages = await built.db('outbox_messages').where({ recipient_user_id: t.userId }).whereIn('kind', ['deposit_received', 'payment_recorded']);
    expect(messages.map((m) => m.kind)).toEqual(['deposit_received']);
    expect(messages[0].payload).toMatchObject({ amountCents: DEPOSIT, receipt: 'R-' + String(ledger[0].receipt_number).padStart(6, '0') });
    const status = (await t.agent.get(`/api/trip/payments/online/${sessionId}`).expect(200)).body;
    expect(status).toMatchObject({ state: 'PAID', receiptNumber: messages[0].payload.receipt });
    // The receipt names the card payment.
    const pdf = await t.agent.get(`/api/trip/payments/${ledger[0].id}/receipt.pdf`).buffer(true).parse(binary).expect(200);
    expect(await pdfText(pdf.body)).toMatch(/Card \(online\)/);
    // The admin's ledger: one entry, by no person.
    const account = (await admin.get(`/api/admin/trip-registrations/${t.registrationId}/payments`).expect(200)).body;
    expect(account.entries).toEqual([expect.objectContaining({ method: 'card (online)', amountCents: DEPOSIT, recordedBy: null, reference: intent })]);
  });

  it('when the same event arrives five times at once, then it is recorded once and every delivery is answered 200', async () => {
    const t = await registered();
    const event = eventOf('checkout.session.completed', paidSession(t.registrationId, { amount_total: 40_000 }));
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => deliver(event)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.body.outcome).sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'recorded']);
    expect(await ledgerOf(t.registrationId)).toHaveLength(1);
  });

  it('when events about one payment come out of order or under new ids, then the first that says paid records it, once', async () => {
    const t = await registered();
    const session = paidSession(t.registrationId);
    // Pre-authorised debit: completed while unpaid, then the async success; here the success comes first.
    const succeeded = eventOf('checkout.session.async_payment_succeeded', session);
    const completedUnpaid = eventOf('checkout.session.completed', { ...session, payment_status: 'unpaid' });
    expect((await deliver(succeeded).expect(200)).body.outcome).toBe('recorded');
    expect((await deliver(completedUnpaid).expect(200)).body.outcome).toBe('pending');
    // The same payment intent under another event id (a resent event): a duplicate.
    expect((await deliver(eventOf('checkout.session.completed', session)).expect(200)).body.outcome).toBe('duplicate');
    expect(await ledgerOf(t.registrationId)).toHaveLength(1);
    // An unpaid completion alone records nothing.
    const other = await registered();
    expect(
      (await deliver(eventOf('checkout.session.completed', paidSession(other.registrationId, { payment_status: 'unpaid' }))).expect(200)).body.outcome,
    ).toBe('pending');
    expect(await ledgerOf(other.registrationId)).toEqual([]);
  });

  it('when a delivery is forged, tampered with, unsigned or replayed past the window, then 400 and nothing is recorded', async () => {
    const t = await registered();
    const event = eventOf('checkout.session.completed', paidSession(t.registrationId));
    const refused = [
      await deliver(event, { secret: 'whsec_someone_else' }),
      await deliver(event, { tamper: (p) => p.replace(String(DEPOSIT), '1') }),
      await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      await request(built.app).post('/api/webhooks/stripe').set('Content-Type', 'application/json').send(JSON.stringify(event)),
    ];
    for (const res of refused) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The webhook signature is missing, wrong or too old.');
    }
    expect(await ledgerOf(t.registrationId)).toEqual([]);
    expect(await built.db('provider_events').where({ id: event.id })).toEqual([]);
    // The genuine delivery still lands afterwards.
    expect((await deliver(event).expect(200)).body.outcome).toBe('recorded');
  });

  it('when a payment names no registration we know, then nothing enters a ledger and the treasurer finds it on the refund list', async () => {
    const session = paidSession('6d1f4a52-0000-4000-8000-000000000000', { amount_total: 12_345 });
    expect((await deliver(eventOf('checkout.session.completed', session)).expect(200)).body.outcome).toBe('flagged');
    expect((await deliver(eventOf('checkout.session.completed', paidSession('not-a-uuid'))).expect(200)).body.outcome).toBe('flagged');
    expect(await built.db('payments').where({ provider_payment_id: session.payment_intent })).toEqual([]);
    const treasurer = await signedInStaff(built, admin, 'treasurer');
    const overview = (await gql(treasurer.agent, 'FinanceOverview')).data?.financeOverview;
    expect(overview.onlineToRefund).toContainEqual(
      expect.objectContaining({
        providerPaymentId: session.payment_intent,
        amountMinor: 12_345,
        currency: 'cad',
        reason: 'unknown_registration',
        registrationId: null,
      }),
    );
    expect((await treasurer.agent.get('/api/admin/finance').expect(200)).body.onlineToRefund).toContainEqual(
      expect.objectContaining({ providerPaymentId: session.payment_intent }),
    );
    expect(
      await built.db('audit_events').where({ action: 'payment.online_flagged' }).whereRaw(`payload->>'providerPaymentId' = ?`, [session.payment_intent]),
    ).toHaveLength(1);
  });

  it('when the amount is in another currency, then it is not recorded in the CAD ledger but flagged for a refund', async () => {
    const t = await registered();
    const session = paidSession(t.registrationId, { currency: 'usd' });
    expect((await deliver(eventOf('checkout.session.completed', session)).expect(200)).body.outcome).toBe('flagged');
    expect(await ledgerOf(t.registrationId)).toEqual([]);
    expect(await flagsOf(session.payment_intent)).toEqual([
      expect.objectContaining({ reason: 'currency', currency: 'usd', registration_id: t.registrationId }),
    ]);
    expect((await t.agent.get('/api/trip/registration').expect(200)).body.depositPaid).toBe(false);
  });

  it('when the payment arrives after the traveller cancelled, then it is recorded, marks no step, and waits on a refund (audited)', async () => {
    const t = await registered();
    await t.agent.post('/api/trip/cancel').send({}).expect(200);
    const session = paidSession(t.registrationId);
    expect((await deliver(eventOf('checkout.session.completed', session)).expect(200)).body.outcome).toBe('flagged');
    const [entry] = await ledgerOf(t.registrationId);
    expect(entry).toMatchObject({ method: 'card (online)', amount_cents: DEPOSIT });
    expect(await flagsOf(session.payment_intent)).toEqual([expect.objectContaining({ reason: 'registration_cancelled', payment_id: entry.id })]);
    const row = await built.db('trip_registrations').where({ id: t.registrationId }).first();
    expect(row.deposit_paid).toBe(false);
    expect(await built.db('audit_events').where({ action: 'payment.online_flagged', registration_id: t.registrationId })).toHaveLength(1);
  });
});

describe('a payment racing the hold’s expiry', () => {
  it('when the hold expired before the payment lands, then the payment is kept and flagged, the seat stays released', async () => {
    const t = await registered();
    await built
      .db('trip_registrations')
      .where({ id: t.registrationId })
      .update({ hold_expires_at: new Date(Date.now() - 60_000) });
    expect((await built.services.seats.expire()).expired).toBeGreaterThanOrEqual(1);
    const session = paidSession(t.registrationId);
    expect((await deliver(eventOf('checkout.session.completed', session)).expect(200)).body.outcome).toBe('flagged');
    expect(await ledgerOf(t.registrationId)).toHaveLength(1);
    expect(await flagsOf(session.payment_intent)).toEqual([expect.objectContaining({ reason: 'registration_cancelled' })]);
  });

  it('when the expiry pass and the payment come at the same moment, then one of two whole outcomes: paid and kept, or cancelled and flagged', async () => {
    for (let round = 0; round < 4; round++) {
      const t = await registered();
      await built
        .db('trip_registrations')
        .where({ id: t.registrationId })
        .update({ hold_expires_at: new Date(Date.now() - 60_000) });
      const session = paidSession(t.registrationId);
      await Promise.all([built.services.seats.expire(), deliver(eventOf('checkout.session.completed', session)).expect(200)]);
      const row = await built.db('trip_registrations').where({ id: t.registrationId }).first();
      const ledger = await ledgerOf(t.registrationId);
      const flags = await flagsOf(session.payment_intent);
      expect(ledger).toHaveLength(1);
      if (row.cancelled_at) {
        expect(row.deposit_paid).toBe(false);
        expect(flags).toEqual([expect.objectContaining({ reason: 'registration_cancelled' })]);
      } else {
        expect(row.deposit_paid).toBe(true);
        expect(flags).toEqual([]);
      }
    }
  });
});

describe('switched off', () => {
  it('when the keys are unset (the default), then no offer, no route to pay, the webhook is not there, and nothing changes in the ledger', async () => {
    const plain = await startApp();
    try {
      const t = await signedInTraveller(plain);
      await t.agent.post('/api/trip/register').send({}).expect(201);
      expect((await t.agent.get('/api/trip/payments').expect(200)).body.online).toBeNull();
      expect((await gql(t.agent, 'MyPayments')).data?.myPayments.online).toBeNull();
      expect((await t.agent.post('/api/trip/payments/online').send({ choice: 'NEXT_DUE' }).expect(404)).body.message).toBe('Online payment is not offered.');
      const { payload, signature } = signedDelivery(eventOf('checkout.session.completed', paidSession(null)), SECRET);
      await request(plain.app)
        .post('/api/webhooks/stripe')
        .set('Stripe-Signature', signature)
        .set('Content-Type', 'application/json')
        .send(payload)
        .expect(404);
    } finally {
      await plain.close();
    }
  });

  it('when only one of the two keys is given, then the configuration is refused naming the pair; each may come from a file', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(ConfigError);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/go together/);
    const dir = mkdtempSync(path.join(tmpdir(), 'stripe-secret-'));
    writeFileSync(path.join(dir, 'webhook'), 'whsec_from_file\n');
    writeFileSync(path.join(dir, 'key'), 'sk_test_from_file\n');
    const config = loadConfig({ STRIPE_SECRET_KEY_FILE: path.join(dir, 'key'), STRIPE_WEBHOOK_SECRET_FILE: path.join(dir, 'webhook') });
    expect([config.STRIPE_SECRET_KEY, config.STRIPE_WEBHOOK_SECRET, config.STRIPE_API_URL]).toEqual(['sk_test_from_file', 'whsec_from_file', undefined]);
    expect(loadConfig({}).STRIPE_SECRET_KEY).toBeUndefined();
    // The compose stack's default (ADR 0130): both files there and empty, online payment off; another empty secret is still refused.
    writeFileSync(path.join(dir, 'empty-key'), '');
    writeFileSync(path.join(dir, 'empty-webhook'), '\n');
    const off = loadConfig({ STRIPE_SECRET_KEY_FILE: path.join(dir, 'empty-key'), STRIPE_WEBHOOK_SECRET_FILE: path.join(dir, 'empty-webhook') });
    expect([off.STRIPE_SECRET_KEY, off.STRIPE_WEBHOOK_SECRET]).toEqual([undefined, undefined]);
    expect(() => loadConfig({ STRIPE_SECRET_KEY_FILE: path.join(dir, 'key'), STRIPE_WEBHOOK_SECRET_FILE: path.join(dir, 'empty-webhook') })).toThrow(
      /go together/,
    );
    expect(() => loadConfig({ SESSION_SECRET_FILE: path.join(dir, 'empty-key') })).toThrow(/is empty/);
  });
});

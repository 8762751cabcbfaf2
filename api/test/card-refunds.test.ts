// Refunds sent back to the card (issue 34; ADR 0129) against the fake card provider of
// scripts/fake-stripe.mjs over real HTTP: a refund of a registration paid online goes to the provider on
// the payment intent with an idempotency key, enters the ledger once when the provider confirms (its
// answer or its webhook, in any number and order), is split across several card payments, is set aside
// for the treasurer when it fails, and is kept and sent again when the provider is down.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { eventOf, signedDelivery, type FakeStripe } from '../../scripts/fake-stripe.mjs';
import { gql, signedInStaff, signedInTraveller, type Agent } from './helpers.js';
import { startWithFakeStripe, type FakeStripeApp } from './fake-stripe-app.js';

const SECRET = 'whsec_test_card_refunds';
let fake: FakeStripe;
let built: BuiltApp;
let admin: Agent;
let app: FakeStripeApp;
beforeAll(async () => {
  ({ fake, built, admin } = app = await startWithFakeStripe(SECRET));
});
afterAll(() => app.stop());
afterEach(() => {
  fake.state.failWith = undefined;
  fake.state.refundStatus = 'succeeded';
});

const DEPOSIT = 25_000;

/** A traveller who paid online through the fake's checkout page, once per amount (the next due item: NEXT_DUE); answers the payment intents and amounts, oldest first. */
async function paidOnline(...amounts: (number | 'NEXT_DUE')[]) {
  const t = await signedInTraveller(built);
  const reg = (await t.agent.post('/api/trip/register').send({}).expect(201)).body;
  const intents: string[] = [];
  const paid: number[] = [];
  for (const amount of amounts) {
    const choice = amount === 'NEXT_DUE' ? { choice: 'NEXT_DUE' } : { choice: 'AMOUNT', amountCents: amount };
    const { sessionId, url, amountCents } = (await t.agent.post('/api/trip/payments/online').send(choice).expect(201)).body;
    expect((await fetch(url, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    intents.push(fake.sessions.get(sessionId)!.payment_intent!);
    paid.push(amountCents);
  }
  return { ...t, registrationId: reg.id as string, intents, paid };
}
const refundsOf = (registrationId: string) => built.db('payments').where({ registration_id: registrationId, kind: 'refund' }).orderBy('receipt_number');
const refundToCard = (registrationId: string, body: object, agent: Agent = admin) =>
  agent.post(`/api/admin/trip-registrations/${registrationId}/refunds/card`).send(body);
const sentFor = (registrationId: string) =>
  fake.requests.filter((r) => r.path === '/v1/refunds' && (r.body?.metadata as Record<string, string>)?.registrationId === registrationId);
function deliver(event: object) {
  const { payload, signature } = signedDelivery(event, SECRET);
  return request(built.app).post('/api/webhooks/stripe').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);
}

describe('a refund to the card', () => {
  it('when an admin refunds part of a card payment, then the provider gets one refund on the intent and the ledger one refund entry, however often the news comes', async () => {
    const t = await paidOnline(DEPOSIT);
    const res = await refundToCard(t.registrationId, { amountCents: 10_000, note: 'Cancelled under the policy', clientKey: randomUUID() }).expect(201);
    expect(res.body).toEqual({
      decisionId: expect.any(String),
      amountCents: 10_000,
      parts: [{ providerPaymentId: t.intents[0], amountCents: 10_000, status: 'SUCCEEDED' }],
    });
    const [sent] = sentFor(t.registrationId);
    expect(sent!.body).toMatchObject({ payment_intent: t.intents[0], amount: '10000', reason: 'requested_by_customer' });
    expect(sent!.idempotencyKey).toBe(`card-refund:${res.body.decisionId}:${t.intents[0]}`);
    const refund = fake.refunds.find((r) => r.payment_intent === t.intents[0])!;
    // The provider's webhook for the same refund, twice and under two event ids: nothing more is recorded.
    const event = eventOf('refund.updated', refund);
    expect((await deliver(event).expect(200)).body).toEqual({ outcome: 'duplicate' });
    expect((await deliver(event).expect(200)).body).toEqual({ outcome: 'duplicate' });
    expect((await deliver(eventOf('charge.refunded', { id: 'ch_x', object: 'charge', refunds: { object: 'list', data: [refund] } })).expect(200)).body).toEqual(
      {
        outcome: 'duplicate',
      },
    );
    expect(await refundsOf(t.registrationId)).toEqual([
      expect.objectContaining({ amount_cents: -10_000, method: 'card (online)', provider_payment_id: refund.id, reference: refund.id, recorded_by: null }),
    ]);
    // The traveller's account and message; the admin's audit log names the decision and the entry.
    const account = (await t.agent.get('/api/trip/payments').expect(200)).body;
    expect(account).toMatchObject({ paidCents: DEPOSIT, refundedCents: 10_000 });
    const told = await built.db('outbox_messages').where({ recipient_user_id: t.userId, kind: 'refund_recorded' });
    expect(told.map((m) => m.payload.amountCents)).toEqual([10_000]);
    const actions = await built
      .db('audit_events')
      .where({ registration_id: t.registrationId })
      .whereIn('action', ['payment.card_refund_requested', 'payment.refunded']);
    expect(actions.map((a) => [a.action, a.actor_user_id === null])).toEqual(
      expect.arrayContaining([
        ['payment.card_refund_requested', false],
        ['payment.refunded', true],
      ]),
    );
  });

  it('when the same decision is submitted again (its client key), then nothing more is sent or recorded, on both faces', async () => {
    const t = await paidOnline(DEPOSIT);
    const clientKey = randomUUID();
    const first = (await refundToCard(t.registrationId, { amountCents: 5_000, clientKey }).expect(201)).body;
    const again = await gql(admin, 'RefundToCard', { registrationId: t.registrationId, input: { amountCents: 5_000, clientKey } });
    expect(again.data?.refundToCard).toEqual(first);
    expect(sentFor(t.registrationId)).toHaveLength(1);
    expect(await refundsOf(t.registrationId)).toHaveLength(1);
  });

  it('when the refund is more than the newest card payment, then it is split across the card payments, newest first, each recorded', async () => {
    const t = await paidOnline(DEPOSIT, 'NEXT_DUE');
    const second = t.paid[1]!;
    const res = (await refundToCard(t.registrationId, { amountCents: second + 10_000 }).expect(201)).body;
    expect(res.parts).toEqual([
      { providerPaymentId: t.intents[1], amountCents: second, status: 'SUCCEEDED' },
      { providerPaymentId: t.intents[0], amountCents: 10_000, status: 'SUCCEEDED' },
    ]);
    expect(sentFor(t.registrationId).map((r) => [r.body?.payment_intent, r.body?.amount])).toEqual([
      [t.intents[1], String(second)],
      [t.intents[0], '10000'],
    ]);
    expect((await refundsOf(t.registrationId)).map((r) => r.amount_cents)).toEqual([-second, -10_000]);
    // What is left on the cards: 15,000 of the deposit; a payment by hand is not theirs to take back.
    await admin
      .post('/api/admin/payments')
      .send({ registrationId: t.registrationId, amountCents: 5_000, method: 'cash', receivedOn: '2026-01-05' })
      .expect(201);
    const message = 'The card payments can take back at most $150.00: refund the rest by the method used.';
    expect((await refundToCard(t.registrationId, { amountCents: 15_001 }).expect(400)).body).toEqual({ message, fieldErrors: { amountCents: message } });
  });

  it('when the provider answers pending, then nothing enters the ledger until its webhook says succeeded, once', async () => {
    const t = await paidOnline(DEPOSIT);
    fake.state.refundStatus = 'pending';
    const res = (await refundToCard(t.registrationId, { amountCents: DEPOSIT }).expect(201)).body;
    expect(res.parts).toEqual([{ providerPaymentId: t.intents[0], amountCents: DEPOSIT, status: 'SENT' }]);
    expect(await refundsOf(t.registrationId)).toEqual([]);
    // A manual refund meanwhile leaves room for what is on its way back: nothing is left to refund.
    const manual = await admin.post(`/api/admin/trip-registrations/${t.registrationId}/refunds`).send({ amountCents: 100, method: 'e-transfer' }).expect(400);
    expect(manual.body.message).toBe('A refund cannot be more than what was paid: $0.00 can be refunded.');
    const refund = fake.refunds.find((r) => r.payment_intent === t.intents[0])!;
    expect(await fake.settleRefund(refund.id, 'succeeded')).toBe(200);
    expect(await fake.settleRefund(refund.id, 'succeeded')).toBe(200);
    expect((await refundsOf(t.registrationId)).map((r) => [r.amount_cents, r.provider_payment_id])).toEqual([[-DEPOSIT, refund.id]]);
    expect(await built.db('card_refunds').where({ registration_id: t.registrationId }).select('status')).toEqual([{ status: 'succeeded' }]);
  });

  it('when the webhook comes before the provider’s answer was saved, then the refund is found by the part it names and recorded once', async () => {
    const t = await paidOnline(DEPOSIT);
    fake.state.refundStatus = 'pending';
    await refundToCard(t.registrationId, { amountCents: 2_000 }).expect(201);
    const refund = fake.refunds.find((r) => r.payment_intent === t.intents[0])!;
    // As if our save had not happened yet: the row knows no refund id.
    await built.db('card_refunds').where({ registration_id: t.registrationId }).update({ provider_refund_id: null, status: 'pending' });
    expect((await deliver(eventOf('refund.updated', { ...refund, status: 'succeeded' })).expect(200)).body).toEqual({ outcome: 'recorded' });
    expect((await refundsOf(t.registrationId)).map((r) => r.amount_cents)).toEqual([-2_000]);
  });

  it('when the provider says the refund failed, then nothing is recorded, the treasurer finds it on the refund list (audited), and it may be sent again', async () => {
    const t = await paidOnline(DEPOSIT);
    fake.state.refundStatus = 'pending';
    await refundToCard(t.registrationId, { amountCents: 7_500 }).expect(201);
    const refund = fake.refunds.find((r) => r.payment_intent === t.intents[0])!;
    expect(await fake.settleRefund(refund.id, 'failed')).toBe(200);
    expect(await fake.settleRefund(refund.id, 'failed')).toBe(200);
    expect(await refundsOf(t.registrationId)).toEqual([]);
    const overview = (await admin.get('/api/admin/finance').expect(200)).body;
    expect(overview.onlineToRefund.filter((f: { providerPaymentId: string }) => f.providerPaymentId === refund.id)).toEqual([
      expect.objectContaining({ registrationId: t.registrationId, amountMinor: 7_500, currency: 'cad', reason: 'refund_failed' }),
    ]);
    expect(await built.db('audit_events').where({ action: 'payment.online_flagged', registration_id: t.registrationId })).toHaveLength(1);
    // The failed part no longer holds the card: the whole deposit can go back.
    fake.state.refundStatus = 'succeeded';
    await refundToCard(t.registrationId, { amountCents: DEPOSIT }).expect(201);
    expect((await refundsOf(t.registrationId)).map((r) => r.amount_cents)).toEqual([-DEPOSIT]);
  });

  it('when the provider refuses the refund, then the part is failed and set aside for the treasurer, not retried', async () => {
    const t = await paidOnline(DEPOSIT);
    // Refunded in the provider's dashboard meanwhile: the provider has less left than we think.
    fake.refunds.push({
      id: 're_dashboard',
      object: 'refund',
      amount: 20_000,
      currency: 'cad',
      payment_intent: t.intents[0]!,
      status: 'succeeded',
      failure_reason: null,
      metadata: {},
    });
    const res = (await refundToCard(t.registrationId, { amountCents: 10_000 }).expect(201)).body;
    expect(res.parts).toEqual([{ providerPaymentId: t.intents[0], amountCents: 10_000, status: 'FAILED' }]);
    expect(await built.db('online_payment_flags').where({ registration_id: t.registrationId, reason: 'refund_failed' })).toHaveLength(1);
    expect(await built.services.onlinePayments.sendPendingRefunds()).toEqual({ answered: 0, unreachable: 0 });
    // The dashboard's own refund, when its webhook comes, is recorded by itself and settles the flag it covers.
    const dashboard = fake.refunds.find((r) => r.id === 're_dashboard')!;
    expect((await deliver(eventOf('refund.updated', dashboard)).expect(200)).body).toEqual({ outcome: 'recorded' });
    expect((await refundsOf(t.registrationId)).map((r) => [r.amount_cents, r.provider_payment_id])).toEqual([[-20_000, 're_dashboard']]);
    expect(await built.db('online_payment_flags').where({ registration_id: t.registrationId, reason: 'refund_failed' }).first()).toMatchObject({
      settlement_note: 'Refunded to the card (re_dashboard)',
    });
  });
});

describe('the provider down', () => {
  it('when the provider cannot be reached, then 503 with a clear message, the decision is kept, and the worker sends it once when the provider is back', async () => {
    const t = await paidOnline(DEPOSIT);
    fake.state.failWith = 503;
    const clientKey = randomUUID();
    const res = await refundToCard(t.registrationId, { amountCents: 12_000, clientKey }).expect(503);
    expect(res.body.message).toBe(
      'The card payment service cannot be reached just now. The refund is kept and will be sent to the card automatically when it answers.',
    );
    expect(await built.db('card_refunds').where({ registration_id: t.registrationId }).select('status', 'amount_cents')).toEqual([
      { status: 'pending', amount_cents: 12_000 },
    ]);
    expect(await built.services.onlinePayments.sendPendingRefunds()).toMatchObject({ answered: 0 });
    expect(await refundsOf(t.registrationId)).toEqual([]);
    fake.state.failWith = undefined;
    expect(await built.services.onlinePayments.sendPendingRefunds()).toMatchObject({ answered: 1, unreachable: 0 });
    // The admin's retry of the same decision afterwards changes nothing.
    expect((await refundToCard(t.registrationId, { amountCents: 12_000, clientKey }).expect(201)).body.parts[0].status).toBe('SUCCEEDED');
    expect(fake.refunds.filter((r) => r.payment_intent === t.intents[0])).toHaveLength(1);
    // Every attempt carried the same idempotency key.
    expect(new Set(sentFor(t.registrationId).map((r) => r.idempotencyKey)).size).toBe(1);
    expect((await refundsOf(t.registrationId)).map((r) => r.amount_cents)).toEqual([-12_000]);
  });

  it('when GraphQL asks while the provider is down, then the same message as a 503 error', async () => {
    const t = await paidOnline(DEPOSIT);
    fake.state.failWith = 500;
    const res = await gql(admin, 'RefundToCard', { registrationId: t.registrationId, input: { amountCents: 1_000 } });
    expect(res.errors?.[0]).toMatchObject({
      message: 'The card payment service cannot be reached just now. The refund is kept and will be sent to the card automatically when it answers.',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    fake.state.failWith = undefined;
    await built.services.onlinePayments.sendPendingRefunds();
  });
});

describe('what may go back to the card', () => {
  it('when the traveller paid only by hand, then a clear message and nothing is sent; manual methods stay manual', async () => {
    const t = await signedInTraveller(built);
    const reg = (await t.agent.post('/api/trip/register').send({}).expect(201)).body;
    await admin.post('/api/admin/payments').send({ registrationId: reg.id, amountCents: DEPOSIT, method: 'e-transfer', receivedOn: '2026-01-05' }).expect(201);
    const res = await refundToCard(reg.id, { amountCents: 1_000 }).expect(400);
    expect(res.body.message).toBe('This traveller paid nothing online: record the refund by the method used.');
    expect(sentFor(reg.id)).toEqual([]);
    await admin.post(`/api/admin/trip-registrations/${reg.id}/refunds`).send({ amountCents: 1_000, method: 'e-transfer' }).expect(201);
    expect(sentFor(reg.id)).toEqual([]);
  });

  it('when the amount is missing, zero or more than was paid, then a clear message on the amount', async () => {
    const t = await paidOnline(DEPOSIT);
    for (const amountCents of [undefined, 0, -5, 1.5]) {
      expect((await refundToCard(t.registrationId, { amountCents }).expect(400)).body.fieldErrors).toEqual({
        amountCents: 'Enter the amount to send back to the card, in dollars and cents',
      });
    }
    expect((await refundToCard(t.registrationId, { amountCents: DEPOSIT + 1 }).expect(400)).body.message).toBe(
      'A refund cannot be more than what was paid: $250.00 can be refunded.',
    );
    await refundToCard(randomUUID(), { amountCents: 100 }).expect(404);
    expect(sentFor(t.registrationId)).toEqual([]);
  });

  it('when anyone but staff who record refunds asks, then nothing is sent: 401 anonymous, 403 a traveller or a leader', async () => {
    const t = await paidOnline(DEPOSIT);
    await request(built.app).post(`/api/admin/trip-registrations/${t.registrationId}/refunds/card`).send({ amountCents: 100 }).expect(401);
    await refundToCard(t.registrationId, { amountCents: 100 }, t.agent).expect(403);
    const leader = await signedInStaff(built, admin, 'leader');
    await refundToCard(t.registrationId, { amountCents: 100 }, leader.agent).expect(403);
    expect((await gql(leader.agent, 'RefundToCard', { registrationId: t.registrationId, input: { amountCents: 100 } })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const treasurer = await signedInStaff(built, admin, 'treasurer');
    await refundToCard(t.registrationId, { amountCents: 100 }, treasurer.agent).expect(201);
    expect(sentFor(t.registrationId)).toHaveLength(1);
  });
});

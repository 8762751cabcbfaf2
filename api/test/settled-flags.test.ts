// Refunds made in the provider's dashboard and the treasurer's list settled (issue 34; ADR 0129), against
// the fake card provider of scripts/fake-stripe.mjs over real HTTP: a dashboard refund of one of our card
// payments enters the ledger once whatever the number and order of its events, one the ledger cannot take
// waits on the treasurer's list, a refund of a flagged payment settles its flag, and staff who record
// refunds settle a flag by hand with a note, on both faces.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { eventOf, signedDelivery, type FakeStripe } from '../../scripts/fake-stripe.mjs';
import { gql, signedInStaff, signedInTraveller, type Agent } from './helpers.js';
import { startWithFakeStripe, type FakeStripeApp } from './fake-stripe-app.js';

const SECRET = 'whsec_test_settled_flags';
let fake: FakeStripe;
let built: BuiltApp;
let admin: Agent;
let app: FakeStripeApp;
beforeAll(async () => {
  ({ fake, built, admin } = app = await startWithFakeStripe(SECRET));
});
afterAll(() => app.stop());
afterEach(() => {
  fake.state.refundStatus = 'succeeded';
});

const DEPOSIT = 25_000;

/** A traveller who paid the deposit online through the fake's checkout page. */
async function paidOnline() {
  const t = await signedInTraveller(built);
  const reg = (await t.agent.post('/api/trip/register').send({}).expect(201)).body;
  const { sessionId, url } = (await t.agent.post('/api/trip/payments/online').send({ choice: 'NEXT_DUE' }).expect(201)).body;
  expect((await fetch(url, { method: 'POST', redirect: 'manual' })).status).toBe(303);
  return { ...t, registrationId: reg.id as string, intent: fake.sessions.get(sessionId)!.payment_intent! };
}
function deliver(event: object) {
  const { payload, signature } = signedDelivery(event, SECRET);
  return request(built.app).post('/api/webhooks/stripe').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);
}
const outcomeOf = async (event: object) => (await deliver(event).expect(200)).body.outcome as string;
const refundsOf = (registrationId: string) => built.db('payments').where({ registration_id: registrationId, kind: 'refund' }).orderBy('receipt_number');
const flagOf = (providerPaymentId: string) => built.db('online_payment_flags').where({ provider_payment_id: providerPaymentId }).first();
const onList = async (agent: Agent = admin) =>
  ((await agent.get('/api/admin/finance').expect(200)).body.onlineToRefund as { id: string; providerPaymentId: string; reason: string }[]).map(
    (f) => f.providerPaymentId,
  );
/** A paid session of a registration we do not know, flagged (not recorded); answers its flag. */
async function unknownPaymentFlag(amount = 4_000) {
  const n = randomUUID().replace(/-/g, '');
  const session = {
    id: `cs_test_${n}`,
    object: 'checkout.session',
    amount_total: amount,
    currency: 'cad',
    client_reference_id: randomUUID(),
    metadata: {},
    mode: 'payment',
    payment_intent: `pi_test_${n}`,
    payment_status: 'paid',
    status: 'complete',
  };
  // The fake knows the payment (it took it): a refund of it can be made in its dashboard.
  fake.sessions.set(session.id, session as never);
  expect(await outcomeOf(eventOf('checkout.session.completed', session))).toBe('flagged');
  return { intent: session.payment_intent, flag: await flagOf(session.payment_intent) };
}
const settleRest = (id: string, note: unknown, agent: Agent = admin) => agent.post(`/api/admin/online-payment-flags/${id}/settle`).send({ note });

describe('a refund made in the provider’s dashboard', () => {
  it('when its events come again, out of order and at once, then the ledger gets one refund by card, told and audited like ours', async () => {
    const t = await paidOnline();
    const refund = fake.refundInDashboard(t.intent, 6_000);
    // refund.updated (succeeded) first, then refund.created as it was (pending), charge.refunded, and one event twice.
    const updated = eventOf('refund.updated', refund);
    expect(await outcomeOf(updated)).toBe('recorded');
    expect(await outcomeOf(eventOf('refund.created', { ...refund, status: 'pending' }))).toBe('duplicate');
    expect(await outcomeOf(eventOf('charge.refunded', fake.chargeOf(t.intent)))).toBe('duplicate');
    expect(await outcomeOf(updated)).toBe('duplicate');
    // Two new events of the same refund at the same moment: one waits on the other and finds it.
    const both = await Promise.all([deliver(eventOf('refund.created', refund)), deliver(eventOf('charge.refunded', fake.chargeOf(t.intent)))]);
    expect(both.map((r) => r.body.outcome)).toEqual(['duplicate', 'duplicate']);
    expect(await refundsOf(t.registrationId)).toEqual([
      expect.objectContaining({ amount_cents: -6_000, method: 'card (online)', provider_payment_id: refund.id, reference: refund.id, recorded_by: null }),
    ]);
    // The traveller's account and message, as for a refund the admin sent.
    expect((await t.agent.get('/api/trip/payments').expect(200)).body).toMatchObject({ paidCents: DEPOSIT, refundedCents: 6_000 });
    const told = await built.db('outbox_messages').where({ recipient_user_id: t.userId, kind: 'refund_recorded' });
    expect(told.map((m) => m.payload.amountCents)).toEqual([6_000]);
    expect(await built.db('audit_events').where({ action: 'payment.refunded', registration_id: t.registrationId, actor_user_id: null })).toHaveLength(1);
    // What the card has left counts it: an admin's refund to the card may send back 19,000 at most.
    const tooMuch = await admin.post(`/api/admin/trip-registrations/${t.registrationId}/refunds/card`).send({ amountCents: DEPOSIT }).expect(400);
    expect(tooMuch.body.message).toBe('A refund cannot be more than what was paid: $190.00 can be refunded.');
    await admin.post(`/api/admin/trip-registrations/${t.registrationId}/refunds/card`).send({ amountCents: 19_000 }).expect(201);
    expect((await refundsOf(t.registrationId)).map((r) => r.amount_cents)).toEqual([-6_000, -19_000]);
  });

  it('when it is more than the payment has left in the ledger, then nothing is recorded and the treasurer finds it on the list (audited), once', async () => {
    const t = await paidOnline();
    // Refunded by hand in the ledger meanwhile: 5,000 is left to refund.
    await admin.post(`/api/admin/trip-registrations/${t.registrationId}/refunds`).send({ amountCents: 20_000, method: 'e-transfer' }).expect(201);
    const refund = fake.refundInDashboard(t.intent, 10_000);
    expect(await outcomeOf(eventOf('refund.created', refund))).toBe('flagged');
    expect(await outcomeOf(eventOf('charge.refunded', fake.chargeOf(t.intent)))).toBe('duplicate');
    expect((await refundsOf(t.registrationId)).map((r) => r.amount_cents)).toEqual([-20_000]);
    const treasurer = await signedInStaff(built, admin, 'treasurer');
    const overview = (await gql(treasurer.agent, 'FinanceOverview')).data?.financeOverview;
    expect(overview.onlineToRefund.filter((f: { providerPaymentId: string }) => f.providerPaymentId === refund.id)).toEqual([
      expect.objectContaining({ registrationId: t.registrationId, amountMinor: 10_000, currency: 'cad', reason: 'refund_too_large' }),
    ]);
    expect(await built.db('audit_events').where({ action: 'payment.online_flagged', registration_id: t.registrationId })).toHaveLength(1);
  });

  it('when it is of a payment we do not know, then it is flagged with no registration; a pending or failed one moves no money and is ignored', async () => {
    const refund = {
      id: `re_test_${randomUUID().slice(0, 8)}`,
      object: 'refund',
      amount: 3_000,
      currency: 'cad',
      payment_intent: 'pi_test_elsewhere',
      metadata: {},
    };
    expect(await outcomeOf(eventOf('refund.created', { ...refund, status: 'pending' }))).toBe('ignored');
    expect(await outcomeOf(eventOf('refund.failed', { ...refund, status: 'failed' }))).toBe('ignored');
    expect(await outcomeOf(eventOf('refund.updated', { ...refund, status: 'succeeded' }))).toBe('flagged');
    expect(await outcomeOf(eventOf('refund.updated', { ...refund, status: 'succeeded' }))).toBe('duplicate');
    expect(await flagOf(refund.id)).toMatchObject({ reason: 'refund_unknown_payment', registration_id: null, amount_minor: 3000 });
    expect(await onList()).toContain(refund.id);
  });
});

describe('a flag settled by a refund', () => {
  it('when a refund to the card of a payment set aside (a cancelled registration) succeeds for its amount, then the flag leaves the list by itself (audited)', async () => {
    const t = await paidOnline();
    await t.agent.post('/api/trip/cancel').send({}).expect(200);
    // A second payment of the cancelled registration, after the cancellation: recorded and set aside.
    const n = randomUUID().replace(/-/g, '');
    const session = {
      id: `cs_test_${n}`,
      object: 'checkout.session',
      amount_total: 7_000,
      currency: 'cad',
      client_reference_id: t.registrationId,
      metadata: { registrationId: t.registrationId },
      payment_intent: `pi_test_${n}`,
      payment_status: 'paid',
      status: 'complete',
    };
    fake.sessions.set(session.id, session as never);
    expect(await outcomeOf(eventOf('checkout.session.completed', session))).toBe('flagged');
    const flag = await flagOf(session.payment_intent);
    expect(flag).toMatchObject({ reason: 'registration_cancelled', settled_at: null });
    expect(await onList()).toContain(session.payment_intent);
    // Sent back to the card (the newest card payment) and not yet confirmed: the flag waits.
    fake.state.refundStatus = 'pending';
    await admin.post(`/api/admin/trip-registrations/${t.registrationId}/refunds/card`).send({ amountCents: 7_000 }).expect(201);
    expect(await onList()).toContain(session.payment_intent);
    const refund = fake.refunds.find((r) => r.payment_intent === session.payment_intent)!;
    expect(await fake.settleRefund(refund.id, 'succeeded')).toBe(200);
    expect(await flagOf(session.payment_intent)).toMatchObject({ settled_by: null, settlement_note: `Refunded to the card (${refund.id})` });
    expect(await onList()).not.toContain(session.payment_intent);
    const audited = await built.db('audit_events').where({ action: 'payment.online_flag_settled', entity_id: flag.id });
    expect(audited).toEqual([expect.objectContaining({ actor_user_id: null, registration_id: t.registrationId })]);
  });

  it('when a refund to the card failed and a later one of the same payment succeeds, then its refund_failed flag is settled; a smaller one leaves it', async () => {
    const t = await paidOnline();
    fake.state.refundStatus = 'pending';
    await admin.post(`/api/admin/trip-registrations/${t.registrationId}/refunds/card`).send({ amountCents: 7_500 }).expect(201);
    const failed = fake.refunds.find((r) => r.payment_intent === t.intent)!;
    expect(await fake.settleRefund(failed.id, 'failed')).toBe(200);
    expect(await onList()).toContain(failed.id);
    fake.state.refundStatus = 'succeeded';
    await admin.post(`/api/admin/trip-registrations/${t.registrationId}/refunds/card`).send({ amountCents: 7_499 }).expect(201);
    expect(await onList()).toContain(failed.id);
    // The rest refunded in the dashboard: the refund covers the flag's amount.
    const dashboard = fake.refundInDashboard(t.intent, 7_500);
    expect(await outcomeOf(eventOf('refund.created', dashboard))).toBe('recorded');
    expect(await flagOf(failed.id)).toMatchObject({ settlement_note: `Refunded to the card (${dashboard.id})` });
    expect(await onList()).not.toContain(failed.id);
  });

  it('when a payment set aside unrecorded is refunded in the dashboard in full, then its flag is settled and nothing enters the ledger', async () => {
    const { intent, flag } = await unknownPaymentFlag(4_000);
    const part = fake.refundInDashboard(intent, 1_000);
    expect(await outcomeOf(eventOf('refund.created', part))).toBe('ignored');
    expect(await onList()).toContain(intent);
    const rest = fake.refundInDashboard(intent, 3_000);
    // Not the whole 4,000 in one refund: the treasurer settles it by hand.
    expect(await outcomeOf(eventOf('refund.created', rest))).toBe('ignored');
    const { intent: other, flag: otherFlag } = await unknownPaymentFlag(4_000);
    const whole = fake.refundInDashboard(other, 4_000);
    expect(await outcomeOf(eventOf('refund.created', whole))).toBe('settled');
    expect(await outcomeOf(eventOf('charge.refunded', fake.chargeOf(other)))).toBe('ignored');
    expect(await flagOf(other)).toMatchObject({ id: otherFlag.id, settled_by: null });
    expect(await onList()).not.toContain(other);
    expect(await onList()).toContain(flag.provider_payment_id);
    expect(await built.db('payments').whereIn('provider_payment_id', [whole.id, part.id, rest.id])).toEqual([]);
  });
});

describe('settling a flag by hand', () => {
  it('when the owner settles one over REST, then it leaves the list with the note, audited under their name', async () => {
    const { intent, flag } = await unknownPaymentFlag();
    const res = await settleRest(flag.id, '  Refunded by e-transfer on March 3  ').expect(200);
    expect(res.body).toMatchObject({
      id: flag.id,
      providerPaymentId: intent,
      settledAt: expect.any(String),
      settlementNote: 'Refunded by e-transfer on March 3',
    });
    expect(await onList()).not.toContain(intent);
    const ownerId = (await built.db('audit_events').where({ action: 'payment.online_flag_settled', entity_id: flag.id }))[0];
    expect(ownerId).toMatchObject({ actor_user_id: expect.any(String), payload: expect.objectContaining({ note: 'Refunded by e-transfer on March 3' }) });
    expect(await flagOf(intent)).toMatchObject({ settled_by: ownerId.actor_user_id });
  });

  it('when a treasurer settles one over GraphQL, then the same; settled again it is a conflict on both faces', async () => {
    const { intent, flag } = await unknownPaymentFlag();
    const treasurer = await signedInStaff(built, admin, 'treasurer');
    const res = await gql(treasurer.agent, 'SettleOnlinePaymentFlag', { id: flag.id, note: 'Card closed: cheque sent' });
    expect(res.data?.settleOnlinePaymentFlag).toEqual({ id: flag.id, settledAt: expect.any(String), settlementNote: 'Card closed: cheque sent' });
    expect(await onList(treasurer.agent)).not.toContain(intent);
    expect((await settleRest(flag.id, 'Once more', treasurer.agent).expect(409)).body.message).toBe('This online payment was already settled.');
    expect((await gql(admin, 'SettleOnlinePaymentFlag', { id: flag.id, note: 'Once more' })).errors?.[0]).toMatchObject({
      message: 'This online payment was already settled.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await flagOf(intent)).toMatchObject({ settlement_note: 'Card closed: cheque sent', settled_by: treasurer.userId });
    expect(await built.db('audit_events').where({ action: 'payment.online_flag_settled', entity_id: flag.id })).toHaveLength(1);
  });

  it('when a leader, a reviewer, a traveller or nobody asks, then it is refused and the flag stays on the list', async () => {
    const { intent, flag } = await unknownPaymentFlag();
    await request(built.app).post(`/api/admin/online-payment-flags/${flag.id}/settle`).send({ note: 'Refunded' }).expect(401);
    const traveller = await signedInTraveller(built);
    await settleRest(flag.id, 'Refunded', traveller.agent).expect(403);
    for (const role of ['leader', 'reviewer'] as const) {
      const staff = await signedInStaff(built, admin, role);
      await settleRest(flag.id, 'Refunded', staff.agent).expect(403);
      expect((await gql(staff.agent, 'SettleOnlinePaymentFlag', { id: flag.id, note: 'Refunded' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await onList()).toContain(intent);
    expect(await flagOf(intent)).toMatchObject({ settled_at: null });
  });

  it('when the id is unknown or the note too short or too long, then a clear message and nothing is settled', async () => {
    const { intent, flag } = await unknownPaymentFlag();
    const missing = 'This online payment is not on the list.';
    expect((await settleRest(randomUUID(), 'Refunded').expect(404)).body.message).toBe(missing);
    expect((await settleRest('not-an-id', 'Refunded').expect(404)).body.message).toBe(missing);
    expect((await gql(admin, 'SettleOnlinePaymentFlag', { id: randomUUID(), note: 'Refunded' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const bad = 'Say how this payment was settled, in 3 to 500 characters.';
    for (const note of [undefined, '', '  ab  ', 'x'.repeat(501), 42]) {
      expect((await settleRest(flag.id, note).expect(400)).body).toEqual({ message: bad, fieldErrors: { note: bad } });
    }
    expect((await gql(admin, 'SettleOnlinePaymentFlag', { id: flag.id, note: 'ab' })).errors?.[0]).toMatchObject({
      message: bad,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // French asked: the message in French.
    expect((await settleRest(flag.id, '').set('Accept-Language', 'fr').expect(400)).body.message).toBe(
      'Indiquez comment ce paiement a été réglé, en 3 à 500 caractères.',
    );
    expect(await flagOf(intent)).toMatchObject({ settled_at: null });
    await settleRest(flag.id, 'x'.repeat(500)).expect(200);
  });
});

// Automatic payments (issue 34, WeTravel's model) against the fake card provider over real HTTP: the
// traveller saves their card at checkout and agrees to be charged each schedule item on its due date;
// the worker's pass charges what is due off session (one key per registration, due day and attempt)
// into the ledger, tries a declined charge again a day later (three tries in all), tells the traveller
// each time, costs no try while the provider is down; the traveller turns it off; the treasurer sees
// who is on it.
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { renderMessage } from '../src/modules/messages/render.js';
import type { FakeStripe } from '../../scripts/fake-stripe.mjs';
import { gql, signedInTraveller, type Agent } from './helpers.js';
import { startWithFakeStripe, type FakeStripeApp } from './fake-stripe-app.js';

const SECRET = 'whsec_test_auto_pay';
let fake: FakeStripe;
let built: BuiltApp;
let admin: Agent;
let app: FakeStripeApp;
beforeAll(async () => {
  ({ fake, built, admin } = app = await startWithFakeStripe(SECRET));
});
afterAll(() => app.stop());
afterEach(async () => {
  fake.state.declines = 0;
  fake.state.failWith = undefined;
  // Each test charges its own traveller only.
  await built.db('auto_pay').update({ active: false });
});

const day = (iso: string) => new Date(`${iso}T15:00:00Z`);

/** A traveller who paid the deposit online and saved their card for the next items. */
async function onAutoPay() {
  const t = await signedInTraveller(built);
  const reg = (await t.agent.post('/api/trip/register').send({}).expect(201)).body;
  const { sessionId, url } = (await t.agent.post('/api/trip/payments/online').send({ choice: 'NEXT_DUE', saveCard: true }).expect(201)).body;
  expect((await fetch(url, { method: 'POST', redirect: 'manual' })).status).toBe(303);
  const account = (await t.agent.get('/api/trip/payments').expect(200)).body;
  const dated = account.schedule.filter((s: { dueDate: string | null }) => s.dueDate !== null) as {
    dueDate: string;
    amountCents: number;
    description: string;
  }[];
  return { ...t, registrationId: reg.id as string, sessionId: sessionId as string, account, dated };
}
const charges = (registrationId: string) => [...fake.intents.values()].filter((i) => i.metadata.registrationId === registrationId);
const ledger = (registrationId: string) => built.db('payments').where({ registration_id: registrationId }).orderBy('receipt_number');

describe('saving the card', () => {
  it('when the traveller pays with "save my card", then the session saves it and automatic payments are on (audited), on both faces and on the finance page', async () => {
    const t = await onAutoPay();
    const sent = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(sent.body).toMatchObject({ customer_creation: 'always', payment_intent_data: { setup_future_usage: 'off_session' }, metadata: { autoPay: '1' } });
    expect(t.account.autoPay).toBe(true);
    expect((await gql(t.agent, 'MyPayments')).data?.myPayments.autoPay).toBe(true);
    expect(await built.db('audit_events').where({ registration_id: t.registrationId, action: 'payment.auto_pay_on' })).toHaveLength(1);
    const overview = (await gql(admin, 'FinanceOverview')).data?.financeOverview;
    expect(overview.autoPay).toContainEqual({ registrationId: t.registrationId, fullName: 'Amina Traveller', failingSince: null });
  });

  it('when the traveller pays without saving the card, then automatic payments stay off', async () => {
    const t = await signedInTraveller(built);
    await t.agent.post('/api/trip/register').send({}).expect(201);
    const { url } = (await t.agent.post('/api/trip/payments/online').send({ choice: 'NEXT_DUE' }).expect(201)).body;
    await fetch(url, { method: 'POST', redirect: 'manual' });
    const sent = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(sent.body).not.toHaveProperty('customer_creation');
    expect((await t.agent.get('/api/trip/payments').expect(200)).body.autoPay).toBe(false);
  });
});

describe('charging each item on its due date', () => {
  it('when an item falls due, then it is charged once off session to the saved card and recorded in the ledger', async () => {
    const t = await onAutoPay();
    const first = t.dated[0]!;
    const before = new Date(Date.parse(`${first.dueDate}T15:00:00Z`) - 86_400_000);
    await built.services.onlinePayments.chargeDue(before);
    expect(charges(t.registrationId)).toEqual([]);
    await built.services.onlinePayments.chargeDue(day(first.dueDate));
    await built.services.onlinePayments.chargeDue(day(first.dueDate));
    const [intent] = charges(t.registrationId);
    expect(charges(t.registrationId)).toHaveLength(1);
    expect(intent).toMatchObject({
      amount: first.amountCents,
      status: 'succeeded',
      customer: expect.stringMatching(/^cus_/),
      payment_method: expect.stringMatching(/^pm_/),
    });
    const sent = fake.requests.find(
      (r) => r.path === '/v1/payment_intents' && (r.body?.metadata as Record<string, string>)?.registrationId === t.registrationId,
    )!;
    expect(sent.body).toMatchObject({ off_session: 'true', confirm: 'true', currency: 'cad' });
    expect(sent.idempotencyKey).toBe(`auto-charge:${t.registrationId}:${first.dueDate}:1`);
    expect((await ledger(t.registrationId)).map((e) => [e.amount_cents, e.method, e.provider_payment_id])).toEqual([
      [t.account.paidCents, 'card (online)', expect.stringMatching(/^pi_/)],
      [first.amountCents, 'card (online)', intent!.id],
    ]);
  });

  it('when the card is declined, then it is tried again a day later, three tries in all, the traveller told each time (audited)', async () => {
    const t = await onAutoPay();
    const first = t.dated[0]!;
    fake.state.declines = 10;
    const start = Date.parse(`${first.dueDate}T15:00:00Z`);
    for (const offset of [0, 0.5, 1, 2, 3]) await built.services.onlinePayments.chargeDue(new Date(start + offset * 86_400_000 + 1_000));
    expect(charges(t.registrationId).map((i) => i.status)).toEqual(['requires_payment_method', 'requires_payment_method', 'requires_payment_method']);
    const keys = fake.requests.filter(
      (r) => r.path === '/v1/payment_intents' && (r.body?.metadata as Record<string, string>)?.registrationId === t.registrationId,
    );
    expect(keys.map((r) => r.idempotencyKey)).toEqual([1, 2, 3].map((n) => `auto-charge:${t.registrationId}:${first.dueDate}:${n}`));
    const told = await built.db('outbox_messages').where({ recipient_user_id: t.userId, kind: 'auto_charge_failed' }).orderBy('id');
    expect(told.map((m) => m.payload.attemptsLeft)).toEqual([2, 1, 0]);
    expect(await built.db('audit_events').where({ registration_id: t.registrationId, action: 'payment.auto_charge_failed' })).toHaveLength(3);
    expect((await ledger(t.registrationId)).length).toBe(1);
    const overview = (await admin.get('/api/admin/finance').expect(200)).body;
    expect(overview.autoPay.find((a: { registrationId: string }) => a.registrationId === t.registrationId)).toMatchObject({ failingSince: first.dueDate });
    const email = await renderMessage('auto_charge_failed', told[0].payload, { wordmark: 'B', suffix: 'L', tripTitle: 'Umrah' }, 'https://portal.example.org');
    expect(email.subject).toMatch(/^Your automatic payment of \$[\d,]+\.\d\d was declined$/);
    expect(email.text).toContain('We will try again tomorrow (2 more tries).');
    expect(email.html).toContain('href="https://portal.example.org/portal/payments?pay=next#pay-online"');
  });

  it('when the provider is down, then no try is spent and the charge goes through when it is back', async () => {
    const t = await onAutoPay();
    const first = t.dated[0]!;
    fake.state.failWith = 503;
    expect(await built.services.onlinePayments.chargeDue(day(first.dueDate))).toMatchObject({ charged: 0, unreachable: 1 });
    expect(await built.db('auto_charges').where({ registration_id: t.registrationId }).select('attempts', 'status')).toEqual([
      { attempts: 0, status: 'pending' },
    ]);
    fake.state.failWith = undefined;
    expect(await built.services.onlinePayments.chargeDue(day(first.dueDate))).toMatchObject({ charged: 1 });
    expect((await ledger(t.registrationId)).length).toBe(2);
  });
});

describe('turning it off', () => {
  it('when the traveller turns automatic payments off (REST or GraphQL), then nothing more is charged (audited); anonymous 401', async () => {
    const t = await onAutoPay();
    await request(built.app).delete('/api/trip/payments/auto').expect(401);
    expect((await t.agent.delete('/api/trip/payments/auto').expect(200)).body.autoPay).toBe(false);
    expect((await gql(t.agent, 'TurnOffAutoPay')).data?.turnOffAutoPay.autoPay).toBe(false);
    expect(await built.db('audit_events').where({ registration_id: t.registrationId, action: 'payment.auto_pay_off' })).toHaveLength(1);
    await built.services.onlinePayments.chargeDue(day(t.dated[0]!.dueDate));
    expect(charges(t.registrationId)).toEqual([]);
    const overview = (await admin.get('/api/admin/finance').expect(200)).body;
    expect(overview.autoPay.map((a: { registrationId: string }) => a.registrationId)).not.toContain(t.registrationId);
  });
});

// "Pay now" in the payment reminders (issue 34; ADR 0130): while online payment is offered, the due
// and overdue reminders link to the Payments page's online payment for the next due item, in the
// reader's language; with it off they stay as they were (api/test/reminders.test.ts).
import { SEED_TRIP_CONTENT } from '@umrah/graphql';
import type { BuiltApp } from '../src/app.js';
import { renderMessage } from '../src/modules/messages/render.js';
import { agentOf, resetDb, signedInTraveller, signInStaff, startApp, travellerAt, type Agent } from './helpers.js';

let built: BuiltApp;
let admin: Agent;
beforeAll(async () => {
  // The keys alone turn online payment on; no call reaches the provider in these tests.
  built = await startApp({ STRIPE_SECRET_KEY: 'sk_test_pay_now', STRIPE_WEBHOOK_SECRET: 'whsec_test_pay_now', STRIPE_API_URL: 'http://127.0.0.1:9' });
  await resetDb(built.db);
  const { user } = await built.services.auth.ensureAdmin({ username: 'pay_now_admin', password: 'admin-secret-1' });
  admin = agentOf(built);
  await signInStaff(built, admin, user.id, 'pay_now_admin', 'admin-secret-1');
});
afterAll(() => built.close());

const at = (iso: string) => new Date(`${iso}T15:00:00Z`);
const brand = { wordmark: 'Barakah', suffix: 'Lifestyle', tripTitle: SEED_TRIP_CONTENT.title };

describe('"Pay now" in the payment reminders', () => {
  it('when online payment is offered, then the due and the overdue reminders carry "Pay now"', async () => {
    const t = await travellerAt(built, admin, 'DEPOSIT_PAID');
    await built.services.reminders.run(at('2025-09-28'));
    await built.services.reminders.run(at('2025-10-02'));
    const sent = await built.db('outbox_messages').where({ recipient_user_id: t.userId }).whereIn('kind', ['payment_due', 'payment_overdue']).orderBy('id');
    expect(sent.map((m) => [m.kind, m.payload.payNow])).toEqual([
      ['payment_due', true],
      ['payment_overdue', true],
    ]);
  });

  it('when a "Pay now" reminder is rendered, then its button opens the online payment of the next due item, in the reader’s language', async () => {
    const data = { name: 'Sara', description: 'First payment', amountCents: 130_000, dueDate: '2025-09-30', payNow: true };
    const due = await renderMessage('payment_due', data, brand, 'https://portal.example.org');
    expect(due.html).toContain('href="https://portal.example.org/portal/payments?pay=next#pay-online"');
    expect(due.text).toContain('You can pay $1,300.00 now by card: the button below opens “Pay now” on your Payments page.');
    expect(due.text).toMatch(/Pay now/);
    const overdue = await renderMessage('payment_overdue', { ...data, locale: 'fr' }, brand, 'https://portal.example.org');
    expect(overdue.text).toMatch(/Vous pouvez payer 1\s300,00\s\$ maintenant par carte/);
    expect(overdue.text).toContain('Payer maintenant');
    const ar = await renderMessage('payment_due', { ...data, locale: 'ar' }, brand, 'https://portal.example.org');
    expect(ar.text).toContain('ادفع الآن');
  });

  it('when a hold is a day from its end, then its reminder offers to pay the deposit now by card', async () => {
    const t = await signedInTraveller(built);
    await t.agent.post('/api/trip/register').send({}).expect(201);
    const { hold_expires_at: ends } = await built.db('trip_registrations').where({ user_id: t.userId }).first('hold_expires_at');
    await built.services.seats.expire(new Date(new Date(ends).getTime() - 12 * 3_600_000));
    const [reminder] = await built.db('outbox_messages').where({ recipient_user_id: t.userId, kind: 'hold_reminder' });
    expect(reminder.payload.payNow).toBe(true);
    const mail = await renderMessage('hold_reminder', reminder.payload, brand, 'https://portal.example.org');
    expect(mail.text).toContain('You can pay the deposit now by card: the button below opens “Pay now” on your Payments page.');
    expect(mail.html).toContain('href="https://portal.example.org/portal/payments?pay=next#pay-online"');
    // Without online payment the same reminder links to the dashboard, as before.
    const plain = await renderMessage('hold_reminder', { ...reminder.payload, payNow: undefined }, brand, 'https://portal.example.org');
    expect(plain.html).toContain('href="https://portal.example.org/portal/dashboard"');
    expect(plain.text).not.toContain('Pay now');
  });
});

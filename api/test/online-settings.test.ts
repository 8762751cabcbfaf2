// The organisers' setting for paying online (issue 34; ADR 0130): the CMS's trip page says whether
// "Pay now" is offered and gives a surcharge text (translated like every word there). Turned off, it
// hides Pay now even with the Stripe keys set, refuses a new Checkout Session and leaves the
// reminders without their "Pay now"; a page from before the setting offers it, as the keys alone did.
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { wordsFromPayload } from '../src/modules/content/payload-trip.js';
import { tripPageSeed } from '../../cms/src/seed/trip.js';
import { startFakeCms, type FakeCms } from './fake-cms.js';
import { gql, resetDb, signedInAdmin, signedInTraveller, startApp, travellerAt, type Agent } from './helpers.js';

const KEYS = { STRIPE_SECRET_KEY: 'sk_test_settings', STRIPE_WEBHOOK_SECRET: 'whsec_test_settings', STRIPE_API_URL: 'http://127.0.0.1:9' };
const SURCHARGE = 'A 2.9 % card fee is added at checkout.';
let built: BuiltApp;
let cms: FakeCms;
let admin: Agent;
beforeAll(async () => {
  cms = await startFakeCms((d) => {
    d.onlinePayment = { offered: true, surcharge: SURCHARGE };
  });
  cms.translations.fr = { [cms.doc.trip as string]: { onlinePayment: { surcharge: 'Des frais de carte de 2,9 % sont ajoutés au paiement.' } } };
  // A content cache of one second: the organisers' change is read again soon after.
  built = await startApp({ ...KEYS, CMS_URL: cms.url, CONTENT_TTL_SECONDS: '1' });
  await resetDb(built.db);
  ({ agent: admin } = await signedInAdmin(built));
});
afterAll(async () => {
  await built.close();
  await cms.stop();
});

const wordsQuery = { query: 'query { tripContent { onlinePayment { offered surcharge } } }' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_200));

describe('the organisers’ setting', () => {
  it('when the CMS offers online payment with a surcharge text, then the traveller reads it in their language beside Pay now', async () => {
    const t = await signedInTraveller(built);
    await t.agent.post('/api/trip/register').send({}).expect(201);
    expect((await gql(t.agent, 'OnlinePaymentWords')).data?.tripContent.onlinePayment).toEqual({ offered: true, surcharge: SURCHARGE });
    const fr = await request(built.app).post('/graphql').set('Content-Type', 'application/json').set('Accept-Language', 'fr').send(wordsQuery);
    expect(fr.body.data.tripContent.onlinePayment.surcharge).toBe('Des frais de carte de 2,9 % sont ajoutés au paiement.');
    expect((await t.agent.get('/api/trip/payments').expect(200)).body.online).toEqual({ minCents: 25_000, maxCents: 335_000 });
  });

  it('when the organisers turn it off, then no Pay now, no new session (even with the keys set), and the reminders carry no "Pay now"', async () => {
    const t = await travellerAt(built, admin, 'DEPOSIT_PAID');
    cms.doc.onlinePayment = { offered: false, surcharge: SURCHARGE };
    await settle();
    try {
      expect((await gql(t.agent, 'OnlinePaymentWords')).data?.tripContent.onlinePayment.offered).toBe(false);
      expect((await t.agent.get('/api/trip/payments').expect(200)).body.online).toBeNull();
      expect((await gql(t.agent, 'MyPayments')).data?.myPayments.online).toBeNull();
      const res = await t.agent.post('/api/trip/payments/online').send({ choice: 'NEXT_DUE' }).expect(404);
      expect(res.body.message).toBe('Online payment is not offered.');
      await built.services.reminders.run(new Date('2025-09-28T15:00:00Z'));
      const due = await built.db('outbox_messages').where({ recipient_user_id: t.userId, kind: 'payment_due' });
      expect(due).toHaveLength(1);
      expect(due[0].payload).not.toHaveProperty('payNow');
    } finally {
      cms.doc.onlinePayment = { offered: true, surcharge: SURCHARGE };
      await settle();
    }
  });

  it('when a page predates the setting, then online payment is offered with no surcharge text, as the keys alone did', () => {
    const { onlinePayment: _none, ...older } = tripPageSeed as Record<string, unknown>;
    expect(wordsFromPayload({ ...older, updatedAt: null }).onlinePayment).toEqual({ offered: true, surcharge: '' });
    expect(wordsFromPayload({ ...older, onlinePayment: { offered: false, surcharge: '  Fee 2 %  ' }, updatedAt: null }).onlinePayment).toEqual({
      offered: false,
      surcharge: 'Fee 2 %',
    });
    expect(() => wordsFromPayload({ ...older, onlinePayment: { offered: true, surcharge: 'x'.repeat(301) }, updatedAt: null })).toThrow();
  });
});

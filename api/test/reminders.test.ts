// Reminders and the admins' digest (issue 12): what the cron enqueues on a given day, once per
// person and occasion however often it runs, and never for a traveller who turned them off.
import { SEED_TRIP_CONTENT } from '@umrah/graphql';
import type { BuiltApp } from '../src/app.js';
import { renderMessage } from '../src/modules/messages/render.js';
import { agentOf, gql, resetDb, signedInTraveller, startApp, travellerAt as travellerAtStep, type Agent, type JourneyStep, signInStaff } from './helpers.js';
import { validForm } from './trip-form-fixtures.js';

let built: BuiltApp;
let admin: Agent;
beforeAll(async () => {
  built = await startApp();
  await resetDb(built.db);
  const { user } = await built.services.auth.ensureAdmin({ username: 'digest_admin', password: 'admin-secret-1', email: 'organisers@example.org' });
  admin = agentOf(built);
  await signInStaff(built, admin, user.id, 'digest_admin', 'admin-secret-1');
});
afterAll(() => built.close());

const travellerAt = (step: JourneyStep) => travellerAtStep(built, admin, step);
const reminders = (userId: string) => built.db('outbox_messages').where({ recipient_user_id: userId }).whereNot('kind', 'like', '%created').orderBy('id');
const kinds = async (userId: string) =>
  (await reminders(userId))
    .map((m: { kind: string; dedupe_key: string }) => `${m.kind} ${m.dedupe_key.split(':')[1]}`)
    .filter((k) => /payment_due|overdue|form_reminder|passport/.test(k));
const at = (iso: string) => new Date(`${iso}T15:00:00Z`);

describe('payment reminders', () => {
  it('when a payment falls due within 14 days, then 3 days, then passes, then one reminder each, once however often the cron runs', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    // The seed's first payment ($1,300) is due Sept. 30, 2025; the balance Nov. 10, 2025.
    await built.services.reminders.run(at('2025-09-01'));
    expect(await kinds(t.userId)).toEqual([]);
    await built.services.reminders.run(at('2025-09-20'));
    await built.services.reminders.run(at('2025-09-21'));
    expect(await kinds(t.userId)).toEqual(['payment_due due-14']);
    await Promise.all([built.services.reminders.run(at('2025-09-28')), built.services.reminders.run(at('2025-09-28'))]);
    expect(await kinds(t.userId)).toEqual(['payment_due due-14', 'payment_due due-3']);
    await built.services.reminders.run(at('2025-10-02'));
    await built.services.reminders.run(at('2025-10-09'));
    expect(await kinds(t.userId)).toEqual(['payment_due due-14', 'payment_due due-3', 'payment_overdue overdue']);
    const due = (await reminders(t.userId)).find((m: { kind: string }) => m.kind === 'payment_due');
    expect(due.payload).toMatchObject({ description: 'First payment', amountCents: 130_000, dueDate: '2025-09-30' });
    // Online payment is off here (no keys): no "Pay now" (ADR 0130).
    expect(due.payload).not.toHaveProperty('payNow');
  });

  it('when the item is paid, then no reminder for it', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    await admin
      .post('/api/admin/payments')
      .send({ registrationId: t.registrationId, amountCents: 130_000, method: 'cash', receivedOn: '2025-09-01' })
      .expect(201);
    await built.services.reminders.run(at('2025-09-28'));
    expect(await kinds(t.userId)).toEqual([]);
  });

  it('when a traveller turns reminders off (REST or GraphQL), then none are sent; messages about their registration still are', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    expect((await t.agent.get('/api/user/reminders')).body).toEqual({ enabled: true });
    expect((await gql(t.agent, 'SetReminders', { enabled: false })).data).toEqual({ setReminders: { enabled: false } });
    expect((await t.agent.get('/api/user/reminders')).body).toEqual({ enabled: false });
    await built.services.reminders.run(at('2025-09-28'));
    expect(await kinds(t.userId)).toEqual([]);
    await t.agent.post('/api/trip/form').send(validForm()).expect(200);
    expect((await reminders(t.userId)).map((m: { kind: string }) => m.kind)).toContain('form_received');
    expect((await t.agent.put('/api/user/reminders').send({ enabled: 'no' })).body.fieldErrors).toEqual({ enabled: 'Enabled must be true or false' });
    expect((await agentOf(built).put('/api/user/reminders').send({ enabled: true })).status).toBe(401);
  });
});

describe('other reminders and the digest', () => {
  it('when the form is still not submitted a week after the deposit, then one reminder', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    await built.services.reminders.run(new Date(Date.now() + 6 * 86_400_000));
    expect((await kinds(t.userId)).filter((k) => k.startsWith('form_reminder'))).toEqual([]);
    await built.services.reminders.run(new Date(Date.now() + 8 * 86_400_000));
    await built.services.reminders.run(new Date(Date.now() + 9 * 86_400_000));
    expect((await kinds(t.userId)).filter((k) => k.startsWith('form_reminder'))).toEqual(['form_reminder form']);
  });

  it('when a saved passport expires before the cut-off, then one reminder', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    await t.agent
      .post('/api/trip/form')
      .send({ ...validForm(), passportExpirationDate: '2026-07-01', submit: false })
      .expect(200);
    await built.services.reminders.run(at('2025-08-01'));
    await built.services.reminders.run(at('2025-08-02'));
    expect((await kinds(t.userId)).filter((k) => k.startsWith('passport'))).toEqual(['passport_expiring passport']);
  });

  it('when forms or visas await review, then each admin with an address gets one digest a day', async () => {
    await travellerAt('FORM_SUBMITTED');
    const adminId = (await built.db('users').where({ username: 'digest_admin' }).first()).id;
    await built.services.reminders.run(at('2025-09-01'));
    await built.services.reminders.run(at('2025-09-01'));
    await built.services.reminders.run(at('2025-09-02'));
    const digests = await built
      .db('outbox_messages')
      .where({ recipient_user_id: adminId, kind: 'admin_digest' })
      .where('dedupe_key', 'like', 'digest:2025-09-0%')
      .orderBy('id');
    expect(digests.map((d: { dedupe_key: string }) => d.dedupe_key)).toEqual([`digest:2025-09-01:${adminId}`, `digest:2025-09-02:${adminId}`]);
    expect(digests[0].to_email).toBe('organisers@example.org');
    expect(digests[0].payload.forms).toBeGreaterThanOrEqual(1);
  });

  it('when each reminder is rendered, then its subject and text say what is due and how to turn reminders off', async () => {
    const brand = { wordmark: 'Barakah', suffix: 'Lifestyle', tripTitle: SEED_TRIP_CONTENT.title };
    const due = await renderMessage(
      'payment_due',
      { name: 'Sara', description: 'First payment', amountCents: 130_000, dueDate: '2025-09-30' },
      brand,
      'https://portal.example.org',
    );
    expect(due.subject).toBe('Reminder: $1,300.00 due September 30, 2025');
    expect(due.text).toContain('You can turn these reminders off on your profile page.');
    expect(due.text).not.toContain('Pay now');
    expect(due.html).toContain('href="https://portal.example.org/portal/payments"');
    const overdue = await renderMessage(
      'payment_overdue',
      { name: 'Sara', description: 'Balance', amountCents: 180_000, dueDate: '2025-11-10' },
      brand,
      'https://portal.example.org',
    );
    expect(overdue.subject).toBe('Overdue: $1,800.00 was due November 10, 2025');
    const digest = await renderMessage('admin_digest', { name: 'Admin', forms: 2, visas: 1 }, brand, 'https://portal.example.org');
    expect(digest.subject).toBe('Awaiting your review: 2 forms, 1 visas');
    expect(digest.url).toBe('https://portal.example.org/admin/dashboard?tab=portal');
    const passport = await renderMessage('passport_expiring', { name: 'Sara', dueDate: '2026-07-01' }, brand, 'https://portal.example.org');
    expect(passport.text).toContain('expires on July 1, 2026');
  });

  it('when a traveller who signed up has no registration, then no reminder', async () => {
    const t = await signedInTraveller(built);
    await built.services.reminders.run(at('2025-09-28'));
    expect(await kinds(t.userId)).toEqual([]);
  });
});

describe('a trip no longer preparing', () => {
  it('when the trip is travelling or back, then its travellers get no reminder and its forms no digest', async () => {
    const t = await travellerAt('DEPOSIT_PAID');
    const formWaiting = await travellerAt('FORM_SUBMITTED');
    const adminId = (await built.db('users').where({ username: 'digest_admin' }).first()).id;
    const digestOn = async (day: string) =>
      (
        await built
          .db('outbox_messages')
          .where({ recipient_user_id: adminId, kind: 'admin_digest', dedupe_key: `digest:${day}:${adminId}` })
          .first()
      )?.payload;
    await built.db('trips').update({ status: 'travelling' });
    try {
      await built.services.reminders.run(at('2025-09-29'));
      expect(await kinds(t.userId)).toEqual([]);
      expect(await kinds(formWaiting.userId)).toEqual([]);
      // Nothing awaits review on a trip under way: no digest at all.
      expect(await digestOn('2025-09-29')).toBeUndefined();
    } finally {
      await built.db('trips').update({ status: 'open' });
    }
    // The same day once the trip is open again: the reminder and the digest go out.
    await built.services.reminders.run(at('2025-09-29'));
    expect(await kinds(t.userId)).toEqual(['payment_due due-3']);
    expect((await digestOn('2025-09-29'))?.forms).toBeGreaterThanOrEqual(1);
  });
});

describe('readiness reminders (issue 35)', () => {
  // The first trip leaves on 2025-12-31: 90 days before is 2025-10-02, 30 is 2025-12-01, 7 is 2025-12-24.
  const readiness = async (userId: string) =>
    (await built.db('outbox_messages').where({ recipient_user_id: userId, kind: 'readiness_reminder' }).orderBy('id')) as {
      dedupe_key: string;
      payload: { items: string[]; days: number; locale?: string };
    }[];

  it('when 90, 30 and 7 days are left and items are missing, then one reminder each, once however often the cron runs, listing what is missing', async () => {
    const t = await travellerAt('FORM_APPROVED');
    await built.services.reminders.run(at('2025-10-01'));
    expect(await readiness(t.userId)).toEqual([]);
    await Promise.all([built.services.reminders.run(at('2025-10-02')), built.services.reminders.run(at('2025-10-02'))]);
    await built.services.reminders.run(at('2025-10-20'));
    expect((await readiness(t.userId)).map((m) => m.dedupe_key)).toEqual([`reminder:readiness-90:${t.registrationId}`]);
    await built.services.reminders.run(at('2025-12-01'));
    await built.services.reminders.run(at('2025-12-24'));
    await built.services.reminders.run(at('2025-12-31'));
    await built.services.reminders.run(at('2026-01-01'));
    const sent = await readiness(t.userId);
    expect(sent.map((m) => m.dedupe_key.split(':')[1])).toEqual(['readiness-90', 'readiness-30', 'readiness-7']);
    expect(sent[0]!.payload).toMatchObject({ days: 90, dueDate: '2025-12-31', items: ['rules.readiness.visaMissing', 'rules.readiness.meningitisMissing'] });
  });

  it('when nothing is missing, the deposit is unpaid or reminders are off, then no readiness reminder', async () => {
    const ready = await travellerAt('FORM_APPROVED');
    await ready.agent
      .put('/api/trip/readiness/details')
      .send({
        visaNumber: 'U7654321',
        visaType: 'umrah',
        visaIssuedOn: '2025-11-01',
        visaExpiresOn: '2026-03-01',
        vaccineType: 'conjugate',
        vaccinatedOn: '2025-10-01',
      })
      .expect(200);
    await built.db('trip_documents').insert({
      registration_id: ready.registrationId,
      user_id: ready.userId,
      type: 'vaccination',
      original_name: 'mening.pdf',
      object_key: `test/${ready.registrationId}`,
      content_type: 'application/pdf',
      size_bytes: 10,
    });
    const pending = await travellerAt('PENDING');
    const off = await travellerAt('FORM_APPROVED');
    await off.agent.put('/api/user/reminders').send({ enabled: false }).expect(200);
    await built.services.reminders.run(at('2025-12-24'));
    expect(await readiness(ready.userId)).toEqual([]);
    expect(await readiness(pending.userId)).toEqual([]);
    expect(await readiness(off.userId)).toEqual([]);
  });

  it('when a readiness reminder is rendered in the traveller’s language, then it lists what is missing in it', async () => {
    const brand = { wordmark: 'Barakah', suffix: 'Lifestyle', tripTitle: SEED_TRIP_CONTENT.title };
    const data = { name: 'Sara', days: 30, dueDate: '2025-12-31', items: ['rules.readiness.visaMissing', 'rules.readiness.meningitisMissing'] };
    const en = await renderMessage('readiness_reminder', data, brand, 'https://portal.example.org');
    expect(en.subject).toBe('30 days before departure: what is still missing');
    expect(en.text).toContain('Your trip leaves on December 31, 2025.');
    expect(en.text).toContain('Add your visa’s number, type and dates.');
    expect(en.text).toContain('Upload your meningitis ACWY certificate and give the vaccine and its date.');
    expect(en.url).toBe('https://portal.example.org/portal/dashboard');
    const fr = await renderMessage('readiness_reminder', { ...data, days: 7, locale: 'fr' }, brand, 'https://portal.example.org');
    expect(fr.subject).toBe('7 jours avant le départ : ce qui manque encore');
    expect(fr.text).toContain('Votre voyage part le');
  });
});

// Announcements (issue 12): an admin writes to every registered traveller or to one status group;
// each recipient gets it by email once and sees it on the dashboard until they dismiss it.
import { randomUUID } from 'node:crypto';
import type { BuiltApp } from '../src/app.js';
import type { createMessageWorker } from '../src/modules/messages/messages.service.js';
import { agentOf, gql, resetDb, signedInAdmin, signedInTraveller, startApp, travellerAt, type Agent } from './helpers.js';
import { eventually, startTestWorker, TestSmtp } from './smtp.js';

const APP_URL = 'https://portal.example.org';
let built: BuiltApp;
let admin: Agent;
let smtp: TestSmtp;
let worker: ReturnType<typeof createMessageWorker>;
// Three travellers at three steps, and one signed up who never registered.
let pending: Awaited<ReturnType<typeof travellerAt>>;
let depositPaid: Awaited<ReturnType<typeof travellerAt>>;
let formSubmitted: Awaited<ReturnType<typeof travellerAt>>;
let unregistered: Awaited<ReturnType<typeof travellerAt>>;

const announcementSubjects = (email: string) =>
  smtp
    .to(email)
    .map((m) => m.subject)
    .filter((s) => s?.startsWith('Trip news'));

beforeAll(async () => {
  smtp = await new TestSmtp().start();
  built = await startApp({ PUBLIC_URL: APP_URL });
  await resetDb(built.db);
  admin = (await signedInAdmin(built)).agent;
  pending = await travellerAt(built, admin, 'PENDING');
  depositPaid = await travellerAt(built, admin, 'DEPOSIT_PAID');
  formSubmitted = await travellerAt(built, admin, 'FORM_SUBMITTED');
  unregistered = await travellerAt(built, admin, 'NONE');
  worker = startTestWorker(built, smtp, APP_URL);
  worker.start();
});
afterAll(async () => {
  await worker.stop();
  await smtp.stop();
  await built.close();
});

describe('sending an announcement', () => {
  it('when an admin writes to everyone, then every registered traveller (and nobody else) is emailed once and sees it on the dashboard', async () => {
    const res = await admin
      .post('/api/admin/announcements')
      .send({
        audience: 'ALL',
        subject: 'Trip news: the visa workshop',
        body: 'Salaam all,\n\nThe visa workshop is on Saturday at 2 pm.\nBring your passport.',
      })
      .expect(201);
    expect(res.body).toMatchObject({
      audience: 'ALL',
      subject: 'Trip news: the visa workshop',
      recipientCount: 3,
      dismissedCount: 0,
      author: { username: 'test_admin' },
    });

    for (const t of [pending, depositPaid, formSubmitted]) {
      await eventually(() => expect(announcementSubjects(t.t.email)).toEqual(['Trip news: the visa workshop']));
      const mail = smtp.to(t.t.email).find((m) => m.subject === 'Trip news: the visa workshop')!;
      expect(mail.text).toContain('The visa workshop is on Saturday at 2 pm.');
      // One greeting: the admin's own, not one of ours before it.
      expect(mail.text).toContain('Salaam all,');
      expect(mail.text).not.toContain('Assalamu alaikum');
      expect(mail.html).toContain(`href="${APP_URL}/portal/dashboard"`);
      // The admin's text is escaped, never markup.
      const mine = (await t.agent.get('/api/user/announcements').expect(200)).body;
      expect(mine).toEqual([expect.objectContaining({ id: res.body.id, subject: 'Trip news: the visa workshop' })]);
    }
    expect(announcementSubjects(unregistered.t.email)).toEqual([]);
    expect((await unregistered.agent.get('/api/user/announcements').expect(200)).body).toEqual([]);
    // Audited, with who and to whom.
    const audit = await built.db('audit_events').where({ action: 'announcement.sent', entity_id: res.body.id });
    expect(audit).toHaveLength(1);
    expect(audit[0].payload).toMatchObject({ audience: 'ALL', recipientCount: 3 });
  });

  it('when an admin writes to one status group, then only the travellers at that status receive it', async () => {
    const res = await gql(admin, 'SendAnnouncement', {
      input: { audience: 'DEPOSIT_PAID', subject: 'Trip news: forms due', body: 'Please submit your form by Friday.' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.sendAnnouncement).toMatchObject({ audience: 'DEPOSIT_PAID', recipientCount: 1 });
    await eventually(() => expect(announcementSubjects(depositPaid.t.email)).toContain('Trip news: forms due'));
    await new Promise((r) => setTimeout(r, 300));
    expect(announcementSubjects(pending.t.email)).not.toContain('Trip news: forms due');
    expect(announcementSubjects(formSubmitted.t.email)).not.toContain('Trip news: forms due');
    const mine = await gql(depositPaid.agent, 'MyAnnouncements');
    expect(mine.data!.myAnnouncements.map((a: { subject: string }) => a.subject)).toEqual(['Trip news: forms due', 'Trip news: the visa workshop']);
  });

  it('when the same client key is sent twice, then one announcement and one email per person', async () => {
    const clientKey = randomUUID();
    const input = { audience: 'FORM_SUBMITTED', subject: 'Trip news: once', body: 'Sent once.', clientKey };
    const [a, b] = await Promise.all([admin.post('/api/admin/announcements').send(input), admin.post('/api/admin/announcements').send(input)]);
    expect([a.status, b.status, a.body.message, b.body.message]).toEqual([201, 201, undefined, undefined]);
    expect(a.body.id).toBe(b.body.id);
    expect(await built.db('announcements').where({ client_key: clientKey })).toHaveLength(1);
    await eventually(() => expect(announcementSubjects(formSubmitted.t.email)).toContain('Trip news: once'));
    await new Promise((r) => setTimeout(r, 300));
    expect(announcementSubjects(formSubmitted.t.email).filter((s) => s === 'Trip news: once')).toHaveLength(1);
  });

  it('when the group is empty or the input is bad, then a clear error and nothing is written', async () => {
    const before = await built.db('announcements').count<{ count: string }[]>('* as count');
    const empty = await admin.post('/api/admin/announcements').send({ audience: 'COMPLETED', subject: 'Trip news: nobody', body: 'Hello' }).expect(400);
    expect(empty.body.message).toBe('No registered traveller is in this group yet; nothing was sent.');
    const bad = await admin
      .post('/api/admin/announcements')
      .send({ audience: 'EVERYONE', subject: ' ', body: 'x'.repeat(5001) })
      .expect(400);
    expect(bad.body.fieldErrors).toEqual({
      audience: 'Choose who receives the announcement',
      subject: 'Subject must be 1 to 150 characters',
      body: 'Message must be 1 to 5000 characters',
    });
    const gqlBad = await gql(admin, 'SendAnnouncement', { input: { audience: 'ALL', subject: 'x'.repeat(151), body: 'ok' } });
    expect(gqlBad.errors?.[0]?.message).toBe('Subject must be 1 to 150 characters');
    expect(await built.db('announcements').count<{ count: string }[]>('* as count')).toEqual(before);
  });

  it('when a traveller or a stranger tries to send or list, then 403 / 401 and nothing is sent', async () => {
    const input = { audience: 'ALL', subject: 'Trip news: fake', body: 'Not from the organisers' };
    await pending.agent.post('/api/admin/announcements').send(input).expect(403);
    await pending.agent.get('/api/admin/announcements').expect(403);
    const anonymous = agentOf(built);
    await anonymous.post('/api/admin/announcements').send(input).expect(401);
    await anonymous.get('/api/user/announcements').expect(401);
    const viaGql = await gql(pending.agent, 'SendAnnouncement', { input });
    expect(viaGql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await built.db('announcements').where({ subject: 'Trip news: fake' })).toHaveLength(0);
  });
});

describe('dismissing', () => {
  it('when a traveller dismisses an announcement, then it leaves their dashboard only, and the admins see the count', async () => {
    const [first] = (await pending.agent.get('/api/user/announcements').expect(200)).body;
    await pending.agent.post(`/api/user/announcements/${first.id}/dismiss`).expect(200, { id: first.id });
    expect((await pending.agent.get('/api/user/announcements').expect(200)).body).toEqual([]);
    // Dismissing again is harmless.
    await pending.agent.post(`/api/user/announcements/${first.id}/dismiss`).expect(200);
    // Others still see it.
    expect((await formSubmitted.agent.get('/api/user/announcements').expect(200)).body.map((a: { id: string }) => a.id)).toContain(first.id);
    const list = (await admin.get('/api/admin/announcements').expect(200)).body as { id: string; dismissedCount: number; recipientCount: number }[];
    expect(list.find((a) => a.id === first.id)).toMatchObject({ recipientCount: 3, dismissedCount: 1 });
  });

  it('when someone who did not receive it tries to dismiss it, then "Announcement not found" and it stays for the others', async () => {
    const [formsDue] = (await depositPaid.agent.get('/api/user/announcements').expect(200)).body;
    expect(formsDue.subject).toBe('Trip news: forms due');
    const other = await pending.agent.post(`/api/user/announcements/${formsDue.id}/dismiss`).expect(404);
    expect(other.body.message).toBe('Announcement not found');
    await pending.agent.post('/api/user/announcements/not-a-uuid/dismiss').expect(404);
    const gqlOther = await gql(unregistered.agent, 'DismissAnnouncement', { id: formsDue.id });
    expect(gqlOther.errors?.[0]?.message).toBe('Announcement not found');
    expect((await depositPaid.agent.get('/api/user/announcements').expect(200)).body[0].id).toBe(formsDue.id);
  });

  it('when an admin sends markup, then the email and the api carry it as text', async () => {
    const t = await signedInTraveller(built);
    await t.agent.post('/api/trip/register').expect(201);
    await admin
      .post('/api/admin/announcements')
      .send({ audience: 'PENDING', subject: 'Trip news: <b>bold</b>', body: '<script>alert(1)</script>' })
      .expect(201);
    await eventually(() => expect(announcementSubjects(t.t.email)).toEqual(['Trip news: <b>bold</b>']));
    const mail = smtp.to(t.t.email).find((m) => m.subject === 'Trip news: <b>bold</b>')!;
    expect(mail.html).not.toContain('<script>alert(1)</script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});

// Undeliverable messages: the worker sets a message aside after its last attempt or when the mail
// server refuses the address for good, /metrics counts them, and only admins list them and send
// them again (audited); bad input changes nothing.
import type { BuiltApp } from '../src/app.js';
import type { createMessageWorker } from '../src/modules/messages/messages.service.js';
import { agentOf, gql, resetDb, signedInAdmin, signedInTraveller, startApp, type Agent } from './helpers.js';
import { eventually, startTestWorker, TestSmtp } from './smtp.js';

const APP_URL = 'https://portal.example.org';
const MAX_ATTEMPTS = 3;
let built: BuiltApp;
let admin: Agent;
let smtp: TestSmtp;
let worker: ReturnType<typeof createMessageWorker>;

beforeAll(async () => {
  smtp = await new TestSmtp().start();
  built = await startApp({ PUBLIC_URL: APP_URL });
  await resetDb(built.db);
  admin = (await signedInAdmin(built)).agent;
  worker = startTestWorker(built, smtp, APP_URL, undefined, MAX_ATTEMPTS);
  worker.start();
});
afterAll(async () => {
  await worker.stop();
  await smtp.stop();
  await built.close();
});

// Each sign-up sends two messages (the welcome, the email confirmation link): these tests follow the welcome.
const statusOf = async (email: string) =>
  (await built.db('outbox_messages').where({ to_email: email, kind: 'account_created' }).select('status', 'attempts')).map(
    (r) => r as { status: string; attempts: number },
  );
/** Waits (bounded: 20 s) until the worker has set every message of the address aside. */
const untilSetAside = async (email: string) => {
  const allDead = async () => {
    const rows = await built.db('outbox_messages').where({ to_email: email }).select('status');
    return rows.length === 2 && rows.every((r: { status: string }) => r.status === 'dead');
  };
  for (let i = 0; i < 400 && !(await allDead()); i++) await new Promise((r) => setTimeout(r, 50));
};
const deadGauge = async () => {
  const line = (await agentOf(built).get('/metrics').expect(200)).text.split('\n').find((l) => l.startsWith('outbox_messages_dead '));
  return Number(line?.split(' ')[1]);
};

describe('a message that cannot be delivered', () => {
  it('when the mail server refuses the address for good (550), then the message is set aside at its first attempt and counted', async () => {
    const email = `no-mailbox.${Date.now()}@example.com`;
    smtp.refused.add(email);
    const t = await signedInTraveller(built, { email });
    await untilSetAside(t.t.email);
    expect(await statusOf(t.t.email)).toEqual([{ status: 'dead', attempts: 1 }]);
    expect(smtp.to(t.t.email)).toHaveLength(0);
    await eventually(async () => expect(await deadGauge()).toBe(2));

    const listed = (await admin.get('/api/admin/messages/undelivered').expect(200)).body;
    expect(listed).toHaveLength(2);
    expect(listed).toEqual(
      expect.arrayContaining(
        ['account_created', 'email_verification'].map((kind) =>
          expect.objectContaining({ kind, toEmail: t.t.email, attempts: 1, lastError: expect.stringContaining('No such mailbox') }),
        ),
      ),
    );
    const viaGraphql = await gql(admin, 'UndeliveredMessages');
    expect(viaGraphql.data?.undeliveredMessages).toEqual(listed);
    smtp.refused.clear();
  });

  it('when the mail server stays down past the last attempt, then the message is set aside after exactly that many attempts', async () => {
    await smtp.stop();
    let email = '';
    try {
      email = (await signedInTraveller(built)).t.email;
      await untilSetAside(email);
    } finally {
      await smtp.start();
    }
    expect(await statusOf(email)).toEqual([{ status: 'dead', attempts: MAX_ATTEMPTS }]);
    await eventually(async () => expect(await deadGauge()).toBe(4));
  });
});

describe('sending undeliverable messages again', () => {
  it('when a traveller or a visitor asks, then they are refused and nothing changes', async () => {
    const t = await signedInTraveller(built);
    await t.agent.get('/api/admin/messages/undelivered').expect(403);
    await t.agent.post('/api/admin/messages/undelivered/send-again').send({}).expect(403);
    await agentOf(built).post('/api/admin/messages/undelivered/send-again').send({}).expect(401);
    const asTraveller = await gql(t.agent, 'SendUndeliveredAgain', {});
    expect(asTraveller.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const list = await gql(t.agent, 'UndeliveredMessages');
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await deadGauge()).toBe(4);
  });

  it('when an admin names ids that are not numbers, then a clear 400 and nothing changes', async () => {
    const res = await admin
      .post('/api/admin/messages/undelivered/send-again')
      .send({ ids: ['abc'] })
      .expect(400);
    expect(res.body.message).toBe('Choose the messages to send again');
    await admin.post('/api/admin/messages/undelivered/send-again').send({ ids: [] }).expect(400);
    expect(await deadGauge()).toBe(4);
  });

  it('when an admin sends one again, then it goes out once, the others stay set aside, and the audit log names the admin', async () => {
    const listed = (await admin.get('/api/admin/messages/undelivered').expect(200)).body as { id: string; toEmail: string }[];
    const newest = listed[0];
    const older = listed.find((m) => m.toEmail !== newest!.toEmail);
    const res = await gql(admin, 'SendUndeliveredAgain', { ids: [older!.id] });
    expect(res.data?.sendUndeliveredAgain).toEqual({ requeued: 1 });
    await eventually(() => expect(smtp.to(older!.toEmail)).toHaveLength(1));
    expect((await admin.get('/api/admin/messages/undelivered').expect(200)).body.map((m: { id: string }) => m.id)).toEqual(
      listed.filter((m) => m !== older).map((m) => m.id),
    );
    const audit = await built.db('audit_events').where({ action: 'messages.sent_again' });
    expect(audit).toHaveLength(1);
    expect(audit[0].payload).toEqual({ ids: [Number(older!.id)] });

    // Sending the same one again: it is no longer set aside, so nothing happens.
    expect(
      (
        await admin
          .post('/api/admin/messages/undelivered/send-again')
          .send({ ids: [older!.id] })
          .expect(200)
      ).body,
    ).toEqual({ requeued: 0 });
    // All of them: the other three go out too, each once.
    expect((await admin.post('/api/admin/messages/undelivered/send-again').send({}).expect(200)).body).toEqual({ requeued: 3 });
    await eventually(() => expect(smtp.to(newest!.toEmail)).toHaveLength(2));
    await eventually(async () => expect(await deadGauge()).toBe(0));
    await eventually(() => expect(smtp.to(older!.toEmail)).toHaveLength(2));
    expect(new Set(smtp.to(older!.toEmail).map((m) => m.subject)).size).toBe(2);
  });
});

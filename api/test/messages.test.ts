// Messages (issue 12): each step of the journey sends exactly one email to the right person, through
// a real SMTP server; a mail outage delays messages and never loses or doubles them.
import { readFileSync } from 'node:fs';
import type { BuiltApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createMailer } from '../src/lib/mailer.js';
import type { createMessageWorker } from '../src/modules/messages/messages.service.js';
import { resetDb, signedInAdmin, signedInTraveller, startApp, type Agent } from './helpers.js';
import { eventually, startTestWorker, TestSmtp } from './smtp.js';
import { validForm } from './trip-form-fixtures.js';

const APP_URL = 'https://portal.example.org';
let built: BuiltApp;
let admin: Agent;
let smtp: TestSmtp;
let worker: ReturnType<typeof createMessageWorker>;
const png = readFileSync(new URL('./fixtures/visa-photo.png', import.meta.url));

const startWorker = () => startTestWorker(built, smtp, APP_URL, 'Umrah Journey <no-reply@umrah.test>');

beforeAll(async () => {
  smtp = await new TestSmtp().start();
  built = await startApp({ PUBLIC_URL: APP_URL });
  await resetDb(built.db);
  admin = (await signedInAdmin(built)).agent;
  worker = startWorker();
  worker.start();
});
afterAll(async () => {
  await worker.stop();
  await smtp.stop();
  await built.close();
});

const subjects = (email: string) => smtp.to(email).map((m) => m.subject);

describe('the journey, told by email', () => {
  it('when a traveller goes from sign-up to COMPLETED, then each step sends exactly one message, in order, with its link', async () => {
    const t = await signedInTraveller(built, { fullName: 'Khadija Noor' });
    const email = t.t.email;
    const reg = (await t.agent.post('/api/trip/register').send({ fare: 'barakah' }).expect(201)).body;
    await admin.post('/api/admin/trip/deposit').send({ tripRegistrationId: reg.id, depositPaid: true, method: 'e-transfer' }).expect(200);
    await t.agent.post('/api/trip/form').send(validForm()).expect(200);
    await admin.post(`/api/admin/request-form-changes/${reg.id}`).send({ reason: 'Please check your passport expiry date.' }).expect(200);
    await t.agent.post('/api/trip/form').send(validForm()).expect(200);
    await admin.post(`/api/admin/approve-form/${reg.id}`).expect(200);
    await t.agent
      .post('/api/trip/documents')
      .field('metadata', JSON.stringify({ type: 'visa' }))
      .attach('file', png, { filename: 'visa.png', contentType: 'image/png' })
      .expect(201);
    await admin.post(`/api/admin/request-visa-changes/${reg.id}`).send({ reason: 'The visa page is cut off at the bottom.' }).expect(200);
    await t.agent
      .post('/api/trip/documents')
      .field('metadata', JSON.stringify({ type: 'visa' }))
      .attach('file', png, { filename: 'visa2.png', contentType: 'image/png' })
      .expect(201);
    await admin.post(`/api/admin/approve-visa/${reg.id}`).expect(200);
    await admin.post(`/api/admin/final-payment/${reg.id}`).expect(200);

    const expected = [
      'Your Umrah Journey account is ready',
      // A start needs a confirmed email: the traveller followed this one's link.
      'Confirm your email address',
      'Your registration has started: next, the deposit',
      // Mark Deposit Paid records the deposit and marks the step: one event, one message that tells both.
      'We received your deposit',
      'We received your registration form',
      'Changes needed on your registration form',
      'We received your registration form',
      'Your registration form is approved',
      'New visa documents needed',
      'Your visa documents are approved',
      // Record Final Payment records what remains and completes: one message too.
      'Your registration is complete',
    ];
    await eventually(() => expect(subjects(email)).toHaveLength(expected.length));
    // Delivery is in the order of the events (one worker, oldest first).
    expect(subjects(email)).toEqual(expected);
    const mails = smtp.to(email);
    expect(mails[3]!.text).toMatch(/Your deposit of \$200\.00 is recorded \(receipt R-\d{6}\)/);
    expect(mails.at(-1)!.text).toMatch(/We recorded your final payment of \$3,100\.00 \(receipt R-\d{6}\)/);
    expect(mails[0]!.text).toContain('Assalamu alaikum Khadija Noor');
    expect(mails[0]!.text).toContain(`${APP_URL}/login`);
    expect(mails[1]!.text).toContain(`${APP_URL}/verify-email?token=`);
    expect(mails[2]!.text).toContain('$200.00');
    expect(mails[2]!.text).toContain('https://payments.example.org/umrah-winter-2026');
    expect(mails[5]!.text).toContain('Please check your passport expiry date.');
    expect(mails[5]!.html).toContain(`href="${APP_URL}/portal/registration-form"`);
    expect(mails[8]!.text).toContain('The visa page is cut off at the bottom.');
    // The brand and the trip's name come from the content (the CMS).
    expect(mails[3]!.html).toContain('Barakah');
    // ...beside the logo mark, the site's own icon.
    expect(mails[3]!.html).toContain(`<img src="${APP_URL}/favicon.svg" width="28" height="28" alt=""`);
    expect(mails[3]!.html).toContain('Winter 2026 Umrah');
    // Only portal pages; the confirmation link's single-use token is the one secret a link carries.
    for (const m of mails)
      for (const [, href] of m.html ? String(m.html).matchAll(/href="([^"]+)"/g) : [])
        expect(href).toMatch(/^https:\/\/portal\.example\.org\/(login|portal\/[a-z-]+|verify-email\?token=[\w-]+)$/);
    expect(mails.map((m) => m.from?.value[0]?.address)).toEqual(expected.map(() => 'no-reply@umrah.test'));
  });

  it('when an admin acts, then the admin gets no traveller message; a refused step sends nothing', async () => {
    const before = smtp.received.length;
    const t = await signedInTraveller(built);
    const reg = (await t.agent.post('/api/trip/register').expect(201)).body;
    await admin.post(`/api/admin/approve-form/${reg.id}`).expect(409);
    await eventually(() => expect(smtp.received.length).toBe(before + 3));
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.length).toBe(before + 3);
    expect(subjects(t.t.email)).toEqual([
      'Your Umrah Journey account is ready',
      'Confirm your email address',
      'Your registration has started: next, the deposit',
    ]);
  });
});

describe('a mail outage', () => {
  it('when the SMTP server is down during two steps, then the requests succeed and exactly two messages arrive once it is back', async () => {
    const t = await signedInTraveller(built);
    const reg = (await t.agent.post('/api/trip/register').expect(201)).body;
    await eventually(() => expect(smtp.to(t.t.email)).toHaveLength(3));
    await smtp.stop();
    try {
      // The requests succeed with the mail server down: nothing in them waits on it.
      await admin.post('/api/admin/trip/deposit').send({ tripRegistrationId: reg.id, depositPaid: true }).expect(200); // 1 message
      await t.agent.post('/api/trip/form').send(validForm()).expect(200); // 1 message
      // The worker tries each, fails, and keeps it pending for a retry (however long a busy machine takes).
      type Row = { attempts: number; last_error: string | null };
      let pending: Row[] = [];
      for (const until = Date.now() + 30_000; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
        pending = await built.db('outbox_messages').where({ status: 'pending' });
        if (pending.length === 2 && pending.every((m) => m.attempts >= 1 && m.last_error)) break;
      }
      expect(pending).toHaveLength(2);
      expect(pending.every((m) => m.attempts >= 1 && m.last_error)).toBe(true);
    } finally {
      // Whatever happened above, the next tests get their mail server back.
      await smtp.start();
    }
    const back = Date.now();
    await eventually(() => expect(smtp.to(t.t.email)).toHaveLength(5), 15_000);
    const delay = Date.now() - back;
    await new Promise((r) => setTimeout(r, 500));
    // Retries may finish in any order; each message arrives exactly once.
    expect(subjects(t.t.email).slice(3).sort()).toEqual(['We received your deposit', 'We received your registration form']);
    console.log(`delivery after the SMTP server came back: ${delay} ms`);
  });
});

describe('several workers and repeated events', () => {
  it('when three workers run at once, then every message is sent exactly once', async () => {
    await worker.stop();
    const others = [startWorker(), startWorker(), startWorker()];
    const before = smtp.received.length;
    const travellers = await Promise.all(Array.from({ length: 8 }, () => signedInTraveller(built)));
    others.forEach((w) => w.start());
    // Each sign-up sends two: the welcome and the link confirming the email.
    await eventually(() => expect(smtp.received.length).toBe(before + 16));
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.length).toBe(before + 16);
    for (const t of travellers) expect(subjects(t.t.email)).toEqual(['Your Umrah Journey account is ready', 'Confirm your email address']);
    await Promise.all(others.map((w) => w.stop()));
    worker = startWorker();
    worker.start();
  });

  it('when the same event is enqueued twice, then one message is kept', async () => {
    const t = await signedInTraveller(built);
    const user = (await built.services.users.findById(t.userId))!;
    await built.db.transaction((trx) => built.services.messages.accountCreated(trx, user));
    const rows = await built.db('outbox_messages').where({ recipient_user_id: t.userId, kind: 'account_created' });
    expect(rows).toHaveLength(1);
  });
});

it('when no SMTP server is configured, then each message is written as an .eml file', async () => {
  const { mkdtempSync, readdirSync, readFileSync: read } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const dir = mkdtempSync(`${tmpdir()}/umrah-mail-`);
  const config = loadConfig({ NODE_ENV: 'test', MAIL_DIR: dir });
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dir: config.MAIL_DIR });
  await mailer.send({ to: 'a@example.com', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi', messageId: '<outbox-1@umrah.local>' });
  const [file] = readdirSync(dir);
  expect(read(`${dir}/${file}`, 'utf8')).toMatch(/Subject: Hello[\s\S]*To: a@example.com|To: a@example.com[\s\S]*Subject: Hello/);
});

describe('the SMTP connection', () => {
  it('when an SMTP URL is configured, then mail goes over a pool with bounded waits, and the URL can say otherwise', async () => {
    const { pooledUrl } = await import('../src/lib/mailer.js');
    const url = new URL(pooledUrl('smtp://user:secret@mail.example.org:587'));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      pool: 'true',
      maxConnections: '5',
      connectionTimeout: '10000',
      greetingTimeout: '10000',
      socketTimeout: '60000',
    });
    expect(new URL(pooledUrl('smtp://mail.example.org:25?pool=false&maxConnections=2')).searchParams.get('pool')).toBe('false');
    expect(new URL(pooledUrl('smtp://mail.example.org:25?pool=false&maxConnections=2')).searchParams.get('maxConnections')).toBe('2');
  });

  it('when the worker says where mail goes, then it names the server and never its credentials', async () => {
    const { mailDestination } = await import('../src/lib/mailer.js');
    expect(mailDestination({ smtpUrl: 'smtps://user:s3cret@mail.example.org:465', dir: '.data/mail' })).toBe('smtps://mail.example.org:465');
    expect(mailDestination({ dir: '.data/mail' })).toBe('files in .data/mail (no SMTP_URL)');
  });
});

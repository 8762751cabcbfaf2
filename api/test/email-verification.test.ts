// A verified email before a seat (issue 29): a single-use link valid 24 hours, sent with the
// sign-up and with an email change, sent again on request within a limit; a start needs it.
import type { BuiltApp } from '../src/app.js';
import type { createMessageWorker } from '../src/modules/messages/messages.service.js';
import { agentOf, gql, newTraveller, resetDb, signedInAdmin, signedInTraveller, startApp, type Agent } from './helpers.js';
import { eventually, startTestWorker, TestSmtp } from './smtp.js';

const APP_URL = 'https://portal.example.org';
const SUBJECT = 'Confirm your email address';
const CONFIRM_FIRST = 'Please confirm your email address first';
const BAD_LINK = 'This confirmation link is invalid or has expired. Please ask for a new one.';
let built: BuiltApp;
let smtp: TestSmtp;
let worker: ReturnType<typeof createMessageWorker>;
// The api's clock: a test moves it forward to see a link expire.
let offsetMs = 0;
let admin: Agent;

beforeAll(async () => {
  smtp = await new TestSmtp().start();
  built = await startApp({ PUBLIC_URL: APP_URL, EMAIL_VERIFICATION_RESEND_PER_HOUR: '3' }, { clock: () => new Date(Date.now() + offsetMs) });
  await resetDb(built.db);
  worker = startTestWorker(built, smtp, APP_URL);
  worker.start();
  admin = (await signedInAdmin(built)).agent;
});
afterEach(() => {
  offsetMs = 0;
});
afterAll(async () => {
  await worker.stop();
  await smtp.stop();
  await built.close();
});

/** The token of confirmation email number `count` to this address, read from its link. */
async function linkTokenFor(email: string, count = 1): Promise<string> {
  await eventually(() => expect(smtp.to(email).filter((m) => m.subject === SUBJECT)).toHaveLength(count));
  const mail = smtp
    .to(email)
    .filter((m) => m.subject === SUBJECT)
    .at(-1)!;
  const link = /https:\/\/portal\.example\.org\/verify-email\?token=([\w-]+)/.exec(String(mail.text))!;
  expect(link).not.toBeNull();
  return decodeURIComponent(link[1]!);
}

const unverified = () => signedInTraveller(built, { verified: false });
const registrations = async (userId: string) =>
  Number((await built.db('trip_registrations').where({ user_id: userId }).count<{ count: string }[]>('* as count'))[0]!.count);

describe('the link sent with a sign-up', () => {
  it('when a traveller signs up, then the spec answer is unchanged and an email with a single-use link arrives; following it confirms the address', async () => {
    const t = newTraveller();
    const res = await agentOf(built).post('/api/auth/register').send(t);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true });
    const token = await linkTokenFor(t.email);
    const stored = await built.db('email_verification_tokens').whereRaw('lower(email) = lower(?)', [t.email]).first();
    expect(stored.token_hash).not.toContain(token);

    const ok = await agentOf(built).post('/api/auth/verify-email').send({ token });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true });
    const agent = agentOf(built);
    await agent.post('/api/auth/login').send({ username: t.username, password: t.password }).expect(200);
    expect((await agent.get('/api/auth/email-verification')).body).toEqual({ email: t.email, verified: true });
  });

  it('when the link is followed through GraphQL, then the address is confirmed there too', async () => {
    const t = await unverified();
    const token = await linkTokenFor(t.t.email);
    expect((await gql(agentOf(built), 'VerifyEmail', { token })).data?.verifyEmail).toEqual({ success: true });
    expect((await gql(t.agent, 'EmailVerification')).data?.emailVerification).toEqual({ email: t.t.email, verified: true });
  });

  it('when a link is used twice, then the second time is refused with the message and nothing changes', async () => {
    const t = await unverified();
    const token = await linkTokenFor(t.t.email);
    await agentOf(built).post('/api/auth/verify-email').send({ token }).expect(200);
    const again = await agentOf(built).post('/api/auth/verify-email').send({ token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(BAD_LINK);
    const viaGql = await gql(agentOf(built), 'VerifyEmail', { token });
    expect(viaGql.errors?.[0]?.message).toBe(BAD_LINK);
    expect(viaGql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it.each([
    ['a made-up token', 'x'.repeat(43)],
    ['a token too short to be one', 'abc'],
  ])('when %s is sent, then it is refused with the message', async (_name, token) => {
    const res = await agentOf(built).post('/api/auth/verify-email').send({ token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: BAD_LINK, fieldErrors: { token: BAD_LINK } });
    expect((await gql(agentOf(built), 'VerifyEmail', { token })).errors?.[0]?.message).toBe(BAD_LINK);
  });

  it('when the link is followed after 24 hours, then it is refused and the address stays unconfirmed', async () => {
    const t = await unverified();
    const token = await linkTokenFor(t.t.email);
    offsetMs = 24 * 3_600_000 + 60_000;
    const res = await agentOf(built).post('/api/auth/verify-email').send({ token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(BAD_LINK);
    expect((await t.agent.get('/api/auth/email-verification')).body.verified).toBe(false);
  });

  it('when the link is followed just before 24 hours, then it still works', async () => {
    const t = await unverified();
    const token = await linkTokenFor(t.t.email);
    offsetMs = 24 * 3_600_000 - 60_000;
    await agentOf(built).post('/api/auth/verify-email').send({ token }).expect(200);
    expect((await t.agent.get('/api/auth/email-verification')).body.verified).toBe(true);
  });
});

describe('a start needs a confirmed email', () => {
  it('when an unconfirmed traveller starts on either face, then 403 says to confirm first and no registration is written', async () => {
    const t = await unverified();
    const rest = await t.agent.post('/api/trip/register').send({});
    expect(rest.status).toBe(403);
    expect(rest.body).toEqual({ message: CONFIRM_FIRST });
    const g = await gql(t.agent, 'StartRegistration');
    expect(g.errors?.[0]?.message).toBe(CONFIRM_FIRST);
    expect(g.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await registrations(t.userId)).toBe(0);
  });

  it('when the traveller then follows the link, then the same start goes through', async () => {
    const t = await unverified();
    await t.agent.post('/api/trip/register').expect(403);
    await agentOf(built)
      .post('/api/auth/verify-email')
      .send({ token: await linkTokenFor(t.t.email) })
      .expect(200);
    expect((await t.agent.post('/api/trip/register').send({})).status).toBe(201);
  });

  it('when a traveller registered before confirmations existed presses start again, then their registration comes back as before', async () => {
    const t = await unverified();
    await built.db('trip_registrations').insert({ user_id: t.userId, trip_id: await built.services.trips.currentId() });
    const res = await t.agent.post('/api/trip/register').send({});
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('PENDING');
    expect(await registrations(t.userId)).toBe(1);
  });

  it('when an admin starts, then the admin answer stays (admins never need a link and never take a seat)', async () => {
    expect((await admin.get('/api/auth/email-verification')).body.verified).toBe(true);
    const res = await admin.post('/api/trip/register').send({});
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Admin accounts cannot register for the trip.');
  });
});

describe('asking for a new link', () => {
  it('when nobody is signed in, then the status and a resend are 401 on both faces', async () => {
    const anon = agentOf(built);
    expect((await anon.get('/api/auth/email-verification')).status).toBe(401);
    expect((await anon.post('/api/auth/resend-verification')).status).toBe(401);
    expect((await gql(anon, 'EmailVerification')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(anon, 'ResendVerificationEmail')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('when a traveller asks again, then a new email comes, the new link works and the older one no longer does', async () => {
    const t = await unverified();
    const first = await linkTokenFor(t.t.email);
    const res = await t.agent.post('/api/auth/resend-verification');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email: t.t.email, verified: false });
    const second = await linkTokenFor(t.t.email, 2);
    expect(second).not.toBe(first);
    expect((await agentOf(built).post('/api/auth/verify-email').send({ token: first })).status).toBe(400);
    await agentOf(built).post('/api/auth/verify-email').send({ token: second }).expect(200);
  });

  it('when a traveller asks past the limit, then 429 says how long to wait, on both faces, and no further email is sent', async () => {
    const t = await unverified();
    await linkTokenFor(t.t.email);
    for (let i = 0; i < 3; i++)
      expect((await (i % 2 ? gql(t.agent, 'ResendVerificationEmail') : t.agent.post('/api/auth/resend-verification'))).status).toBe(200);
    const over = await t.agent.post('/api/auth/resend-verification');
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^Too many confirmation emails\. Please wait \d+ minutes and try again\.$/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const g = await gql(t.agent, 'ResendVerificationEmail');
    expect(g.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    await linkTokenFor(t.t.email, 4);
    expect(await built.db('outbox_messages').where({ recipient_user_id: t.userId, kind: 'email_verification' })).toHaveLength(4);
  });

  it('when a confirmed traveller or an admin asks, then nothing is sent and the answer says it is confirmed', async () => {
    const t = await signedInTraveller(built);
    expect((await t.agent.post('/api/auth/resend-verification')).body).toEqual({ email: t.t.email, verified: true });
    expect((await gql(admin, 'ResendVerificationEmail')).data?.resendVerificationEmail.verified).toBe(true);
    expect(await built.db('outbox_messages').where({ recipient_user_id: t.userId, kind: 'email_verification' })).toHaveLength(1);
  });
});

describe('changing the email on the profile', () => {
  const profileOf = (t: { t: { fullName: string; phone: string; password: string } }, email: string) => ({
    fullName: t.t.fullName,
    phone: t.t.phone,
    email,
    currentPassword: t.t.password,
  });

  it('when a confirmed traveller changes their email, then it is unconfirmed, a start is refused, and a link goes to the new address', async () => {
    const t = await signedInTraveller(built);
    const email = `new.${Date.now()}@example.com`;
    const res = await t.agent.put('/api/user/profile').send(profileOf(t, email));
    expect(res.status).toBe(200);
    expect((await t.agent.get('/api/auth/email-verification')).body).toEqual({ email, verified: false });
    expect((await t.agent.post('/api/trip/register')).body).toEqual({ message: CONFIRM_FIRST });
    const token = await linkTokenFor(email);
    await agentOf(built).post('/api/auth/verify-email').send({ token }).expect(200);
    expect((await t.agent.post('/api/trip/register')).status).toBe(201);
  });

  it("when the old address's link is followed after the change, then it confirms nothing", async () => {
    const t = await unverified();
    const oldToken = await linkTokenFor(t.t.email);
    const email = `moved.${Date.now()}@example.com`;
    expect((await gql(t.agent, 'UpdateProfile', { input: profileOf(t, email) })).errors).toBeUndefined();
    expect((await agentOf(built).post('/api/auth/verify-email').send({ token: oldToken })).status).toBe(400);
    expect((await t.agent.get('/api/auth/email-verification')).body).toEqual({ email, verified: false });
  });

  it('when only the letter case of the email changes, then it stays confirmed and no email is sent', async () => {
    const t = await signedInTraveller(built);
    await t.agent.put('/api/user/profile').send(profileOf(t, t.t.email.toUpperCase())).expect(200);
    expect((await t.agent.get('/api/auth/email-verification')).body.verified).toBe(true);
    expect(await built.db('outbox_messages').where({ recipient_user_id: t.userId, kind: 'email_verification' })).toHaveLength(1);
  });
});

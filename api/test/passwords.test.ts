// Passwords (issue 12): "Forgot password?" sends a single-use link valid one hour, the same answer
// whether or not the account exists; a reset ends every session; a real Change Password.
import type { BuiltApp } from '../src/app.js';
import type { createMessageWorker } from '../src/modules/messages/messages.service.js';
import { agentOf, gql, resetDb, signedInTraveller, startApp } from './helpers.js';
import { eventually, startTestWorker, TestSmtp } from './smtp.js';

const APP_URL = 'https://portal.example.org';
let built: BuiltApp;
let smtp: TestSmtp;
let worker: ReturnType<typeof createMessageWorker>;

beforeAll(async () => {
  smtp = await new TestSmtp().start();
  built = await startApp({ PUBLIC_URL: APP_URL, PASSWORD_RESET_PER_HOUR: '6' });
  await resetDb(built.db);
  worker = startTestWorker(built, smtp, APP_URL);
  worker.start();
});
afterAll(async () => {
  await worker.stop();
  await smtp.stop();
  await built.close();
});

/** The token of the newest reset email to this address, read from its link. */
async function resetTokenFor(email: string, count = 1): Promise<string> {
  await eventually(() => expect(smtp.to(email).filter((m) => m.subject === 'Reset your password')).toHaveLength(count));
  const mail = smtp
    .to(email)
    .filter((m) => m.subject === 'Reset your password')
    .at(-1)!;
  const link = /https:\/\/portal\.example\.org\/reset-password\?token=([\w-]+)/.exec(String(mail.text))!;
  expect(link).not.toBeNull();
  return decodeURIComponent(link[1]!);
}

describe('forgot password', () => {
  it('when a traveller asks for a link and uses it, then the new password works, the old one does not, and every session ended', async () => {
    const t = await signedInTraveller(built);
    const otherDevice = agentOf(built);
    await otherDevice.post('/api/auth/login').send({ username: t.t.username, password: t.t.password }).expect(200);
    const res = await agentOf(built).post('/api/auth/forgot-password').send({ email: t.t.email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    const token = await resetTokenFor(t.t.email);
    expect((await built.db('password_reset_tokens').where({ user_id: t.userId }).first()).token_hash).not.toContain(token);

    const reset = await gql(agentOf(built), 'ResetPassword', { token, password: 'a-brand-new-secret' });
    expect(reset.errors).toBeUndefined();
    expect((await t.agent.get('/api/auth/check')).body).toEqual({ isAuthenticated: false, isAdmin: false });
    expect((await otherDevice.get('/api/user/profile')).status).toBe(401);
    expect((await agentOf(built).post('/api/auth/login').send({ username: t.t.username, password: t.t.password })).status).toBe(401);
    expect((await agentOf(built).post('/api/auth/login').send({ username: t.t.username, password: 'a-brand-new-secret' })).status).toBe(200);

    // Single use: the same link again is refused.
    const again = await agentOf(built).post('/api/auth/reset-password').send({ token, password: 'another-secret' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This reset link is invalid or has expired. Please ask for a new one.');
  });

  it('when the email has no account, then the same answer and no email is sent', async () => {
    const before = smtp.received.length;
    const res = await gql(agentOf(built), 'RequestPasswordReset', { email: 'nobody-here@example.com' });
    expect(res.data).toEqual({ requestPasswordReset: { success: true } });
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.length).toBe(before);
  });

  it('when the link is older than an hour, or a newer link was used, then it is refused', async () => {
    const t = await signedInTraveller(built);
    await agentOf(built).post('/api/auth/forgot-password').send({ email: t.t.email }).expect(200);
    const first = await resetTokenFor(t.t.email);
    await built
      .db('password_reset_tokens')
      .where({ user_id: t.userId })
      .update({ expires_at: built.db.raw(`now() - interval '1 minute'`) });
    expect((await agentOf(built).post('/api/auth/reset-password').send({ token: first, password: 'new-secret-1' })).status).toBe(400);
    await agentOf(built).post('/api/auth/forgot-password').send({ email: t.t.email }).expect(200);
    const second = await resetTokenFor(t.t.email, 2);
    await agentOf(built).post('/api/auth/forgot-password').send({ email: t.t.email }).expect(200);
    const third = await resetTokenFor(t.t.email, 3);
    await agentOf(built).post('/api/auth/reset-password').send({ token: third, password: 'new-secret-3' }).expect(200);
    expect((await agentOf(built).post('/api/auth/reset-password').send({ token: second, password: 'new-secret-2' })).status).toBe(400);
  });

  it("when the new password breaks the sign-up's rule, then 400 with the spec's message", async () => {
    const res = await agentOf(built)
      .post('/api/auth/reset-password')
      .send({ token: 'x'.repeat(43), password: '12345' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.password).toBe('Password must be at least 6 characters');
  });

  it('when someone asks again and again, then 429 past the hourly limit per address (3) and per IP (6)', async () => {
    const fresh = await startApp({ PUBLIC_URL: APP_URL, PASSWORD_RESET_PER_HOUR: '6' });
    try {
      const client = agentOf(fresh);
      const ask = async (email: string) => (await client.post('/api/auth/forgot-password').send({ email })).status;
      const statuses = [await ask('flood@example.com'), await ask('flood@example.com'), await ask('flood@example.com'), await ask('flood@example.com')];
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect([await ask('other-1@example.com'), await ask('other-2@example.com'), await ask('other-3@example.com')]).toEqual([200, 200, 429]);
      // The refusal says how long to wait, as Retry-After does (within the hour the limit counts).
      const refused = await client.post('/api/auth/forgot-password').send({ email: 'x@example.com' });
      const minutes = Math.ceil(Number(refused.headers['retry-after']) / 60);
      expect(minutes).toBeGreaterThan(50);
      expect(refused.body.message).toBe(`Too many reset requests. Please wait ${minutes} minutes and try again.`);
    } finally {
      await fresh.close();
    }
  });
});

describe('change password', () => {
  it('when the current password is right, then the new one works, this session stays and the others end; a message says so', async () => {
    const t = await signedInTraveller(built);
    const otherDevice = agentOf(built);
    await otherDevice.post('/api/auth/login').send({ username: t.t.username, password: t.t.password }).expect(200);
    const res = await t.agent.post('/api/user/change-password').send({ currentPassword: t.t.password, newPassword: 'changed-secret' });
    expect(res.status).toBe(200);
    expect((await t.agent.get('/api/user/profile')).status).toBe(200);
    expect((await otherDevice.get('/api/user/profile')).status).toBe(401);
    expect((await agentOf(built).post('/api/auth/login').send({ username: t.t.username, password: 'changed-secret' })).status).toBe(200);
    await eventually(() => expect(smtp.to(t.t.email).map((m) => m.subject)).toContain('Your password was changed'));
  });

  it('when the current password is wrong or the new one too short, then 400 on that field (GraphQL too); anonymous 401', async () => {
    const t = await signedInTraveller(built);
    const wrong = await t.agent.post('/api/user/change-password').send({ currentPassword: 'not-it', newPassword: 'changed-secret' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({ currentPassword: 'Current password is incorrect' });
    const short = await gql(t.agent, 'ChangePassword', { currentPassword: t.t.password, newPassword: 'abc' });
    expect(short.errors?.[0]?.extensions?.fieldErrors).toEqual({ newPassword: 'Password must be at least 6 characters' });
    expect((await agentOf(built).post('/api/user/change-password').send({ currentPassword: 'x', newPassword: 'changed-secret' })).status).toBe(401);
    expect((await agentOf(built).post('/api/auth/login').send({ username: t.t.username, password: t.t.password })).status).toBe(200);
  });
});

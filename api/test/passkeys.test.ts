// Passkeys on the server (ADR 0104): a registration and a signature are checked against the
// session's single-use challenge, this site's origin and its host name; a software authenticator
// plays the browser's part (the browser itself: e2e/second-factor.spec.ts).
import type { BuiltApp } from '../src/app.js';
import { agentOf, gql, resetDb, signedInTraveller, startApp, type Agent } from './helpers.js';
import { softAuthenticator } from './soft-authenticator.js';

const SITE = 'https://umrah.example.org';
const OTHER = 'https://umrah-example.org';
const REFUSED = 'The passkey could not be checked. Try again, or use another way to sign in.';
let built: BuiltApp;
beforeAll(async () => {
  built = await startApp({ WEBAUTHN_ORIGIN: SITE });
  await resetDb(built.db);
});
afterAll(() => built.close());

let counter = 0;
async function staffAtPassword(): Promise<{ agent: Agent; userId: string; login: () => Promise<Agent> }> {
  counter += 1;
  const username = `passkey_staff_${counter}`;
  const { user } = await built.services.auth.ensureAdmin({ username, password: 'staff-secret-1' });
  const login = async () => {
    const agent = agentOf(built);
    await agent.post('/api/admin/login').send({ username, password: 'staff-secret-1' }).expect(200);
    return agent;
  };
  return { agent: await login(), userId: user.id, login };
}
const registrationOptions = async (agent: Agent) => (await agent.post('/api/auth/passkeys/registration-options').expect(200)).body;
const authenticationOptions = async (agent: Agent) => (await agent.post('/api/auth/passkeys/authentication-options').expect(200)).body;
const actions = (userId: string) => built.db('audit_events').where({ actor_user_id: userId }).orderBy('id').pluck('action');

it('when staff register a passkey made on this site, then ten recovery codes come, the dashboard opens, and it is audited', async () => {
  const s = await staffAtPassword();
  const key = softAuthenticator();
  const options = await registrationOptions(s.agent);
  expect(options.rp).toEqual({ name: 'Umrah Journey', id: 'umrah.example.org' });
  const res = await s.agent.post('/api/auth/passkeys/register').send({ response: key.register(options, SITE) });
  expect(res.status).toBe(200);
  expect(res.body.recoveryCodes).toHaveLength(10);
  expect((await s.agent.get('/api/admin/trip-registrations')).status).toBe(200);
  expect(await actions(s.userId)).toEqual(['factor.passkey_enrolled']);
  expect(await built.db('passkeys').where({ user_id: s.userId }).pluck('id')).toEqual([key.id]);
});

it('when the passkey was made on another origin, then it is refused, nothing is stored, and the sign-in still waits', async () => {
  const s = await staffAtPassword();
  const res = await s.agent.post('/api/auth/passkeys/register').send({ response: softAuthenticator().register(await registrationOptions(s.agent), OTHER) });
  expect(res.status).toBe(400);
  expect(res.body.message).toBe(REFUSED);
  expect(await built.db('passkeys').where({ user_id: s.userId })).toHaveLength(0);
  expect((await s.agent.get('/api/auth/second-factor')).body).toMatchObject({ pending: 'enrol', passkeys: 0 });
});

it('when a registration answers another challenge than the session was given, then it is refused', async () => {
  const s = await staffAtPassword();
  const options = await registrationOptions(s.agent);
  const res = await s.agent
    .post('/api/auth/passkeys/register')
    .send({ response: softAuthenticator().register({ ...options, challenge: 'c29tZXRoaW5nLWVsc2U' }, SITE) });
  expect(res.body.message).toBe(REFUSED);
});

describe('signing in with a registered passkey', () => {
  async function registered() {
    const s = await staffAtPassword();
    const key = softAuthenticator();
    await s.agent
      .post('/api/auth/passkeys/register')
      .send({ response: key.register(await registrationOptions(s.agent), SITE) })
      .expect(200);
    return { ...s, key };
  }

  it('when the signature is made on this site, then the sign-in completes (GraphQL) and it is audited', async () => {
    const s = await registered();
    const agent = await s.login();
    const options = JSON.parse((await gql(agent, 'PasskeyAuthenticationOptions')).data?.passkeyAuthenticationOptions);
    expect(options.allowCredentials).toEqual([{ id: s.key.id, type: 'public-key', transports: ['internal'] }]);
    const g = await gql(agent, 'SignInWithPasskey', { response: JSON.stringify(s.key.authenticate(options, SITE)) });
    expect(g.data?.signInWithPasskey).toEqual({ success: true });
    expect((await agent.get('/api/admin/trip-registrations')).status).toBe(200);
    expect(await actions(s.userId)).toEqual(['factor.passkey_enrolled', 'sign_in.passkey']);
  });

  it('when the signature was made on another origin, then it is refused and the sign-in still waits', async () => {
    const s = await registered();
    const agent = await s.login();
    const res = await agent.post('/api/auth/passkeys/authenticate').send({ response: s.key.authenticate(await authenticationOptions(agent), OTHER) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(REFUSED);
    expect((await agent.get('/api/admin/trip-registrations')).status).toBe(401);
  });

  it('when a signature is replayed on another sign-in, then it is refused (each challenge is single-use)', async () => {
    const s = await registered();
    const first = await s.login();
    const answer = s.key.authenticate(await authenticationOptions(first), SITE);
    await first.post('/api/auth/passkeys/authenticate').send({ response: answer }).expect(200);
    const second = await s.login();
    await authenticationOptions(second);
    const res = await second.post('/api/auth/passkeys/authenticate').send({ response: answer });
    expect(res.body.message).toBe(REFUSED);
    expect((await second.get('/api/admin/trip-registrations')).status).toBe(401);
  });

  it("when another account's passkey signs, then it is refused", async () => {
    const owner = await registered();
    const other = await registered();
    const agent = await other.login();
    const res = await agent.post('/api/auth/passkeys/authenticate').send({ response: owner.key.authenticate(await authenticationOptions(agent), SITE) });
    expect(res.body.message).toBe(REFUSED);
  });
});

describe('removing a passkey', () => {
  const LAST = 'Staff keep at least one way to confirm their sign-in: add another passkey or an authenticator app first.';
  const NONE = 'No such passkey on your account.';
  /** Staff signed in with a first passkey, then a second one added from the signed-in session. */
  async function staffWithTwoKeys() {
    const s = await staffAtPassword();
    const first = softAuthenticator();
    const second = softAuthenticator();
    await s.agent
      .post('/api/auth/passkeys/register')
      .send({ response: first.register(await registrationOptions(s.agent), SITE) })
      .expect(200);
    await s.agent
      .post('/api/auth/passkeys/register')
      .send({ response: second.register(await registrationOptions(s.agent), SITE) })
      .expect(200);
    return { ...s, first, second };
  }

  it('when staff remove one of two passkeys, then it is gone and audited; the last one stays (409), and the sign-in goes on', async () => {
    const s = await staffWithTwoKeys();
    const listed = (await s.agent.get('/api/auth/passkeys').expect(200)).body as { id: string; createdAt: string; lastUsedAt: string | null }[];
    expect(listed.map((p) => p.id).sort()).toEqual([s.first.id, s.second.id].sort());
    expect(listed.every((p) => !Number.isNaN(Date.parse(p.createdAt)) && p.lastUsedAt === null)).toBe(true);

    const removed = await s.agent.delete(`/api/auth/passkeys/${encodeURIComponent(s.first.id)}`);
    expect([removed.status, removed.body]).toEqual([200, { pending: null, username: expect.any(String), totp: false, passkeys: 1, recoveryCodesLeft: 10 }]);
    expect(await actions(s.userId)).toEqual(['factor.passkey_enrolled', 'factor.passkey_enrolled', 'factor.passkey_removed']);

    const last = await s.agent.delete(`/api/auth/passkeys/${encodeURIComponent(s.second.id)}`);
    expect([last.status, last.body.message]).toEqual([409, LAST]);
    expect(await built.db('passkeys').where({ user_id: s.userId }).pluck('id')).toEqual([s.second.id]);
    expect((await s.agent.get('/api/admin/trip-registrations')).status).toBe(200);
  });

  it('when staff remove both of their two passkeys at once, then one removal wins and one passkey remains', async () => {
    const s = await staffWithTwoKeys();
    const answers = await Promise.all([s.first, s.second].map((k) => s.agent.delete(`/api/auth/passkeys/${encodeURIComponent(k.id)}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await built.db('passkeys').where({ user_id: s.userId })).toHaveLength(1);
  });

  it('when a traveller removes their only passkey (GraphQL), then its recovery codes go too and the next sign-in asks the password only', async () => {
    const t = await signedInTraveller(built);
    const key = softAuthenticator();
    const codes = await t.agent.post('/api/auth/passkeys/register').send({ response: key.register(await registrationOptions(t.agent), SITE) });
    expect(codes.body.recoveryCodes).toHaveLength(10);
    const listed = await gql(t.agent, 'MyPasskeys');
    expect(listed.data?.myPasskeys.map((p: { id: string }) => p.id)).toEqual([key.id]);

    const g = await gql(t.agent, 'RemovePasskey', { id: key.id });
    expect(g.data?.removePasskey).toMatchObject({ totp: false, passkeys: 0, recoveryCodesLeft: 0 });
    expect(await built.db('recovery_codes').where({ user_id: t.userId })).toHaveLength(0);
    const again = await agentOf(built).post('/api/auth/login').send({ username: t.t.username, password: t.t.password });
    expect([again.status, again.body.secondFactor ?? null]).toEqual([200, null]);
  });

  it("when someone names another account's passkey, or nobody is signed in, then nothing is removed (404, 401)", async () => {
    const owner = await staffWithTwoKeys();
    const stranger = await signedInTraveller(built);
    const theirs = await stranger.agent.delete(`/api/auth/passkeys/${encodeURIComponent(owner.first.id)}`);
    expect([theirs.status, theirs.body.message]).toEqual([404, NONE]);
    const g = await gql(stranger.agent, 'RemovePasskey', { id: owner.first.id });
    expect(g.errors?.[0]?.message).toBe(NONE);
    expect((await agentOf(built).delete(`/api/auth/passkeys/${encodeURIComponent(owner.first.id)}`)).status).toBe(401);
    expect((await agentOf(built).get('/api/auth/passkeys')).status).toBe(401);
    // Staff at the password step (no factor passed yet) cannot remove one either.
    const waiting = await owner.login();
    expect((await waiting.delete(`/api/auth/passkeys/${encodeURIComponent(owner.first.id)}`)).status).toBe(401);
    expect(await built.db('passkeys').where({ user_id: owner.userId })).toHaveLength(2);
  });
});

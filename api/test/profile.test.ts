import { MESSAGES } from '@umrah/graphql';
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { agentOf, gql, newTraveller, resetDb, startApp, type Agent } from './helpers.js';

let built: BuiltApp;
beforeAll(async () => {
  built = await startApp();
  await resetDb(built.db);
});
afterAll(() => built.close());

async function signedIn(): Promise<{ agent: Agent; t: ReturnType<typeof newTraveller> }> {
  const t = newTraveller();
  const agent = agentOf(built);
  await agent.post('/api/auth/register').send(t).expect(201);
  await agent.post('/api/auth/login').send({ username: t.username, password: t.password }).expect(200);
  return { agent, t };
}

describe('profile', () => {
  it('when anonymous, then GET/PUT answer 401 and GraphQL UNAUTHENTICATED', async () => {
    expect((await request(built.app).get('/api/user/profile')).status).toBe(401);
    const put = await request(built.app).put('/api/user/profile').send({ fullName: 'Xx Yy', email: 'x@example.com', phone: '4165550000' });
    expect(put.status).toBe(401);
    expect(put.body.message).toBe('You must be signed in');
    const g = await gql(agentOf(built), 'Profile');
    expect(g.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const u = await gql(agentOf(built), 'UpdateProfile', { input: { fullName: 'Xx Yy', email: 'x@example.com', phone: '4165550000' } });
    expect(u.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('when signed in, then both faces answer the own profile with ISO dates', async () => {
    const { agent, t } = await signedIn();
    const rest = await agent.get('/api/user/profile');
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ fullName: t.fullName, email: t.email, phone: t.phone, username: t.username });
    expect(new Date(rest.body.createdAt).toISOString()).toBe(rest.body.createdAt);
    expect(rest.body).not.toHaveProperty('passwordHash');
    const g = await gql(agent, 'Profile');
    expect(g.data?.profile).toEqual(rest.body);
  });

  it('when the update is valid (REST), then it is stored, trimmed, and updatedAt moves', async () => {
    const { agent } = await signedIn();
    const before = (await agent.get('/api/user/profile')).body;
    const res = await agent
      .put('/api/user/profile')
      .send({ fullName: '  Amina Q. Traveller ', email: 'new.' + before.email, phone: '6475550199', currentPassword: 'correct-horse' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ fullName: 'Amina Q. Traveller', email: 'new.' + before.email, phone: '6475550199' });
    expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThan(new Date(before.updatedAt).getTime());
    expect(res.body.createdAt).toBe(before.createdAt);
    expect((await agent.get('/api/user/profile')).body.fullName).toBe('Amina Q. Traveller');
  });

  it('when the update is valid (GraphQL), then the mutation answers the new profile', async () => {
    const { agent, t } = await signedIn();
    const g = await gql(agent, 'UpdateProfile', { input: { fullName: 'Yusuf Ali', email: t.email, phone: '9055550100' } });
    expect(g.errors).toBeUndefined();
    expect(g.data?.updateProfile).toMatchObject({ fullName: 'Yusuf Ali', email: t.email, phone: '9055550100' });
  });

  it.each([
    ['fullName', 'A', MESSAGES.profileFullName],
    ['email', 'nope', MESSAGES.email],
    ['phone', '416', MESSAGES.phone],
  ])('when %s is %p, then "%s" and nothing changes', async (field, value, message) => {
    const { agent, t } = await signedIn();
    const input = { fullName: 'Valid Name', email: t.email, phone: '4165550123', [field]: value };
    const rest = await agent.put('/api/user/profile').send(input);
    expect(rest.status).toBe(400);
    expect(rest.body.fieldErrors[field]).toBe(message);
    const g = await gql(agent, 'UpdateProfile', { input });
    expect(g.errors?.[0]?.extensions?.fieldErrors?.[field]).toBe(message);
    expect((await agent.get('/api/user/profile')).body.fullName).toBe(t.fullName);
  });

  it('when the email is another account\'s, then 409 "Email already exists" and nothing changes', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const res = await a.agent
      .put('/api/user/profile')
      .send({ fullName: 'Taken Email', email: b.t.email.toUpperCase(), phone: '4165550123', currentPassword: a.t.password });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Email already exists', fieldErrors: { email: 'Email already exists' } });
    expect((await a.agent.get('/api/user/profile')).body.email).toBe(a.t.email);
  });

  it('when two travellers take the same new email at the same moment, then one gets it and the other "Email already exists", never a 500', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = [await signedIn(), await signedIn()];
      const email = `race-${round}-${Date.now()}@example.org`;
      const results = await Promise.all(
        [a, b].map((x) => x.agent.put('/api/user/profile').send({ fullName: 'Race Case', email, phone: '4165550123', currentPassword: x.t.password })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.message).toBe('Email already exists');
    }
  });

  describe('changing the email (the security finding of issue 32)', () => {
    const oldAddressMessages = (email: string) => built.db('outbox_messages').where({ kind: 'email_changed', to_email: email });
    const renamed = (t: { email: string }) => ({ fullName: 'Amina Moved', email: `moved.${t.email}`, phone: '4165550123' });

    it.each([
      ['without the current password', undefined, 'Current password is required'],
      ['with a wrong current password', 'wrong-horse', 'Current password is incorrect'],
    ])("when the email is changed %s (REST), then 400 with the password field's message and nothing changes", async (_case, currentPassword, message) => {
      const { agent, t } = await signedIn();
      const res = await agent.put('/api/user/profile').send({ ...renamed(t), currentPassword });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, fieldErrors: { currentPassword: message } });
      expect((await agent.get('/api/user/profile')).body).toMatchObject({ email: t.email, fullName: t.fullName });
      expect(await oldAddressMessages(t.email)).toHaveLength(0);
    });

    it.each([
      ['without the current password', undefined, 'Current password is required'],
      ['with a wrong current password', 'wrong-horse', 'Current password is incorrect'],
    ])('when the email is changed %s (GraphQL), then BAD_USER_INPUT with the message and nothing changes', async (_case, currentPassword, message) => {
      const { agent, t } = await signedIn();
      const g = await gql(agent, 'UpdateProfile', { input: { ...renamed(t), currentPassword } });
      expect(g.errors?.[0]?.message).toBe(message);
      expect(g.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { currentPassword: message } });
      expect((await agent.get('/api/user/profile')).body.email).toBe(t.email);
    });

    it('when the email is changed with the current password, then it is changed and the OLD address is told, with the new one', async () => {
      const { agent, t } = await signedIn();
      const res = await agent.put('/api/user/profile').send({ ...renamed(t), currentPassword: t.password });
      expect(res.status).toBe(200);
      expect(res.body.email).toBe(`moved.${t.email}`);
      const told = await oldAddressMessages(t.email);
      expect(told).toHaveLength(1);
      expect(told[0].payload).toMatchObject({ newEmail: `moved.${t.email}`, name: 'Amina Moved' });
    });

    it('when the email is changed with the current password (GraphQL), then the old address is told too', async () => {
      const { agent, t } = await signedIn();
      const g = await gql(agent, 'UpdateProfile', { input: { ...renamed(t), currentPassword: t.password } });
      expect(g.errors).toBeUndefined();
      expect(await oldAddressMessages(t.email)).toHaveLength(1);
    });

    it('when only the name, the phone or the letter case of the email change, then no password is asked and no one is told', async () => {
      const { agent, t } = await signedIn();
      const res = await agent.put('/api/user/profile').send({ fullName: 'Amina Renamed', email: t.email.toUpperCase(), phone: '6475550100' });
      expect(res.status).toBe(200);
      expect(await built.db('outbox_messages').where({ kind: 'email_changed' }).whereRaw('lower(to_email) = lower(?)', [t.email])).toHaveLength(0);
    });
  });

  it("when one traveller updates their profile, then another traveller's profile is untouched", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await a.agent.put('/api/user/profile').send({ fullName: 'Changed Name', email: a.t.email, phone: '4165550123' }).expect(200);
    expect((await b.agent.get('/api/user/profile')).body.fullName).toBe(b.t.fullName);
  });
});

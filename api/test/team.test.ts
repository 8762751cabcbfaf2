// The team (docs/product.md#the-team, ADRs 0102, 0103): the owner invites by email with a role, a
// single-use link valid 72 hours makes the staff account; the owner changes a role or revokes an
// account and its sessions end at once; the team never loses its last owner. Every change audited.
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import {
  agentOf,
  gql,
  invitationToken,
  newTraveller,
  resetDb,
  signedInAdmin,
  signedInStaff,
  signedInTraveller,
  signInStaff,
  startApp,
  travellerAt,
  userIdOf,
  type Agent,
} from './helpers.js';

let built: BuiltApp;
let owner: Agent;
let ownerId: string;
let offsetMs = 0;
beforeAll(async () => {
  built = await startApp({}, { clock: () => new Date(Date.now() + offsetMs) });
  await resetDb(built.db);
  ({ agent: owner, userId: ownerId } = await signedInAdmin(built));
});
afterAll(() => built.close());
afterEach(() => {
  offsetMs = 0;
});

const INVALID_LINK = 'This invitation link is invalid, was already used or has expired. Ask the owner for a new one.';
const accept = (token: string, t = newTraveller()) =>
  request(built.app).post('/api/team/accept').send({ token, fullName: t.fullName, phone: t.phone, username: t.username, password: t.password });
const staffCount = async () => Number((await built.db('users').where({ role: 'admin' }).count({ n: '*' }))[0]!.n);
const eventsOf = (action: string) => built.db('audit_events').where({ action }).orderBy('id');

describe('invitations', () => {
  it('when the owner invites over REST, then the email carries a link to /join-team, the invitation is pending and audited', async () => {
    const t = newTraveller();
    const res = await owner.post('/api/admin/team/invitations').send({ email: t.email, staffRole: 'reviewer' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: t.email, staffRole: 'reviewer', status: 'pending' });
    const hours = (new Date(res.body.expiresAt).getTime() - new Date(res.body.createdAt).getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(72);
    const mail = await built.db('outbox_messages').where({ kind: 'staff_invitation', to_email: t.email }).first();
    expect(mail.recipient_user_id).toBeNull();
    const stored = await built.db('staff_invitations').where({ id: res.body.id }).first();
    expect(stored.token_hash).not.toBe(mail.payload.token);
    expect(stored.token_hash).toHaveLength(64);
    const [event] = await built.db('audit_events').where({ action: 'team.invited', entity_id: res.body.id });
    expect(event).toMatchObject({ actor_user_id: ownerId, payload: { email: t.email, role: 'reviewer' } });
  });

  it('when the owner invites over GraphQL, then the team lists the invitation', async () => {
    const t = newTraveller();
    const g = await gql(owner, 'InviteStaff', { input: { email: t.email, staffRole: 'leader' } });
    expect(g.errors).toBeUndefined();
    const team = await gql(owner, 'Team');
    expect(team.data?.team.invitations[0]).toMatchObject({ email: t.email, staffRole: 'leader', status: 'pending' });
  });

  it('when the link is followed, then the account has the role, signs in as staff, and the link is spent', async () => {
    const t = newTraveller();
    await owner.post('/api/admin/team/invitations').send({ email: t.email, staffRole: 'treasurer' }).expect(201);
    const token = await invitationToken(built, t.email);
    const preview = await request(built.app).get('/api/team/invitation').query({ token });
    expect(preview.body).toEqual({ email: t.email, staffRole: 'treasurer' });
    expect((await accept(token, t)).status).toBe(201);
    const user = await built.db('users').whereRaw('lower(username) = lower(?)', [t.username]).first();
    expect(user).toMatchObject({ role: 'admin', staff_role: 'treasurer', email: t.email });
    const agent = agentOf(built);
    await signInStaff(built, agent, user.id, t.username, t.password);
    expect((await gql(agent, 'AuthStatus')).data?.authStatus).toMatchObject({ isAdmin: true, staffRole: 'treasurer' });
    expect((await gql(owner, 'Team')).data?.team.invitations.find((i: { email: string }) => i.email === t.email).status).toBe('accepted');
  });

  it('when a link is used a second time, then it is refused with its message and no account is made', async () => {
    const t = newTraveller();
    await owner.post('/api/admin/team/invitations').send({ email: t.email, staffRole: 'leader' }).expect(201);
    const token = await invitationToken(built, t.email);
    await accept(token, t).expect(201);
    const before = await staffCount();
    const again = await accept(token);
    expect([again.status, again.body.message, again.body.fieldErrors]).toEqual([400, INVALID_LINK, { token: INVALID_LINK }]);
    const g = await gql(agentOf(built), 'AcceptInvitation', { input: { token, ...(({ email: _e, ...rest }) => rest)(newTraveller()) } });
    expect(g.errors?.[0]?.message).toBe(INVALID_LINK);
    expect(await staffCount()).toBe(before);
  });

  it('when the link is older than 72 hours, then it is refused and no account is made', async () => {
    const t = newTraveller();
    await owner.post('/api/admin/team/invitations').send({ email: t.email, staffRole: 'reviewer' }).expect(201);
    const token = await invitationToken(built, t.email);
    offsetMs = 72 * 3_600_000 + 1_000;
    const before = await staffCount();
    const res = await accept(token, t);
    expect([res.status, res.body.message]).toEqual([400, INVALID_LINK]);
    expect((await request(built.app).get('/api/team/invitation').query({ token })).body.message).toBe(INVALID_LINK);
    expect(await staffCount()).toBe(before);
  });

  it('when the owner revokes an invitation, then its link is refused and the revocation is audited', async () => {
    const t = newTraveller();
    const { body } = await owner.post('/api/admin/team/invitations').send({ email: t.email, staffRole: 'reviewer' }).expect(201);
    const token = await invitationToken(built, t.email);
    expect((await gql(owner, 'RevokeInvitation', { id: body.id })).data?.revokeInvitation.success).toBe(true);
    expect((await accept(token, t)).body.message).toBe(INVALID_LINK);
    const again = await owner.post(`/api/admin/team/invitations/${body.id}/revoke`);
    expect([again.status, again.body.message]).toEqual([404, 'No such invitation']);
    expect((await eventsOf('team.invitation_revoked')).at(-1)).toMatchObject({ entity_id: body.id, actor_user_id: ownerId });
  });

  it("when the email is an existing account's, then the invitation is refused and nothing is sent", async () => {
    const { t } = await signedInTraveller(built);
    const res = await owner.post('/api/admin/team/invitations').send({ email: t.email.toUpperCase(), staffRole: 'reviewer' });
    expect([res.status, res.body.message]).toEqual([409, 'This email already belongs to an account']);
    expect(await built.db('outbox_messages').where({ kind: 'staff_invitation' }).whereRaw('lower(to_email) = lower(?)', [t.email])).toEqual([]);
  });

  it.each([
    [{ email: 'nope', staffRole: 'reviewer' }, { email: 'Please enter a valid email address' }],
    [{ email: 'someone@example.com', staffRole: 'admin' }, { staffRole: 'Choose a role: Owner, Reviewer, Treasurer or Tour leader' }],
  ])('when the invitation is %j, then each field says what is wrong', async (input, fieldErrors) => {
    const res = await owner.post('/api/admin/team/invitations').send(input);
    expect([res.status, res.body.fieldErrors]).toEqual([400, fieldErrors]);
    const g = await gql(owner, 'InviteStaff', { input });
    expect(g.errors?.[0]?.extensions?.fieldErrors).toEqual(fieldErrors);
  });
});

describe('role changes and revocations', () => {
  it("when the owner changes a member's role, then the member's session ends at once, the new role applies at the next sign-in, audited before and after", async () => {
    const member = await signedInStaff(built, owner, 'reviewer');
    expect((await member.agent.get('/api/admin/trip-registrations/search')).status).toBe(200);
    const res = await owner.post(`/api/admin/team/members/${member.userId}/role`).send({ staffRole: 'leader' });
    expect(res.body).toMatchObject({ id: member.userId, staffRole: 'leader' });
    const after = await member.agent.get('/api/admin/trip-registrations/search');
    expect([after.status, after.body.message]).toEqual([401, 'You must be signed in']);
    const again = agentOf(built);
    await signInStaff(built, again, member.userId, member.t.username, member.t.password);
    expect((await again.post('/api/admin/approve-form/00000000-0000-4000-8000-000000000000')).status).toBe(403);
    const [event] = await built.db('audit_events').where({ action: 'team.role_changed', entity_id: member.userId });
    expect(event.payload).toMatchObject({ from: 'reviewer', to: 'leader' });
  });

  it('when the owner revokes a member over GraphQL, then their session ends and they cannot sign in as staff', async () => {
    const member = await signedInStaff(built, owner, 'treasurer');
    const g = await gql(owner, 'RevokeStaff', { id: member.userId });
    expect(g.data?.revokeStaff).toEqual({ id: member.userId, staffRole: null });
    expect((await member.agent.get('/api/admin/finance')).status).toBe(401);
    const signIn = await agentOf(built).post('/api/admin/login').send({ username: member.t.username, password: member.t.password });
    expect([signIn.status, signIn.body.message]).toEqual([401, 'Invalid username or password']);
    expect((await eventsOf('team.access_revoked')).at(-1)).toMatchObject({ entity_id: member.userId, payload: { from: 'treasurer', to: null } });
  });

  it('when the last owner demotes themselves, then it is refused, the role stays and the session goes on', async () => {
    const res = await owner.post(`/api/admin/team/members/${ownerId}/role`).send({ staffRole: 'reviewer' });
    expect([res.status, res.body.message]).toEqual([409, 'The team needs an owner: make someone else owner first']);
    const g = await gql(owner, 'RevokeStaff', { id: ownerId });
    expect(g.errors?.[0]?.message).toBe('The team needs an owner: make someone else owner first');
    expect((await built.db('users').where({ id: ownerId }).first()).staff_role).toBe('owner');
    expect((await owner.get('/api/admin/team')).status).toBe(200);
  });

  it('when two owners demote each other at the same moment, then one change wins and an owner remains', async () => {
    const second = await signedInStaff(built, owner, 'owner');
    const results = await Promise.all([
      owner.post(`/api/admin/team/members/${second.userId}/role`).send({ staffRole: 'reviewer' }),
      second.agent.post(`/api/admin/team/members/${ownerId}/role`).send({ staffRole: 'reviewer' }),
    ]);
    const owners = await built.db('users').where({ role: 'admin', staff_role: 'owner' }).whereIn('id', [ownerId, second.userId]);
    // Put the first owner back, signed in, before asserting: the tests that follow act as them.
    if (owners[0]?.id !== ownerId) {
      await built.services.auth.ensureAdmin({ username: 'test_admin', password: 'admin-secret-1' });
      ({ agent: owner } = await signedInAdmin(built));
    }
    expect(owners).toHaveLength(1);
    // The loser is refused under the owners' lock (409) or, when the winner's change ended its
    // session before its request was read, is no longer signed in (401). Never both changes.
    const [won, lost] = results.map((r) => r.status).sort();
    expect(won).toBe(200);
    expect([409, 401]).toContain(lost);
    const loser = results.find((r) => r.status !== 200)!;
    expect(loser.body.message).toBe(lost === 409 ? 'The team needs an owner: make someone else owner first' : 'You must be signed in');
  });

  it("when a member's payment races their revocation, then it is either recorded before it or refused, and nothing follows it", async () => {
    const member = await signedInStaff(built, owner, 'treasurer');
    const t = await travellerAt(built, owner, 'DEPOSIT_PAID');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
    const [payment, revoked] = await Promise.all([
      member.agent.post('/api/admin/payments').send({ registrationId: t.registrationId, amountCents: 7_700, method: 'cash', receivedOn: today }),
      owner.post(`/api/admin/team/members/${member.userId}/revoke`),
    ]);
    expect(revoked.status).toBe(200);
    const recorded = await built.db('payments').where({ registration_id: t.registrationId, amount_cents: 7_700 });
    expect([payment.status, recorded.length]).toEqual(payment.status === 201 ? [201, 1] : [401, 0]);
    const after = await member.agent
      .post('/api/admin/payments')
      .send({ registrationId: t.registrationId, amountCents: 7_700, method: 'cash', receivedOn: today });
    expect(after.status).toBe(401);
    expect(await built.db('payments').where({ registration_id: t.registrationId, amount_cents: 7_700 })).toHaveLength(recorded.length);
  });

  it('when a member id is unknown or not staff, then 404 "No such member of the team"', async () => {
    const { userId } = await signedInTraveller(built);
    for (const id of [userId, 'not-a-uuid']) {
      const res = await owner.post(`/api/admin/team/members/${id}/revoke`);
      expect([res.status, res.body.message]).toEqual([404, 'No such member of the team']);
    }
    expect((await built.db('users').where({ id: userId }).first()).role).toBe('traveler');
  });

  it('when the old admin is migrated, then they are the owner with their password and every permission', async () => {
    const check = (await gql(owner, 'AuthStatus')).data?.authStatus;
    expect(check.staffRole).toBe('owner');
    expect(check.permissions).toContain('team:manage');
    expect(check.permissions).toContain('audit:read');
    expect(await userIdOf(built, 'test_admin')).toBe(ownerId);
  });
});

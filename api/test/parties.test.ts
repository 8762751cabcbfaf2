// Parties (docs/product.md#parties, ADRs 0122, 0123): a lead adds companions, each a managed
// traveller with their own registration; the party takes its seats all or none, never past the
// limit under any race; the lead acts for a managed companion in the portal, and nobody else may.
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { torontoToday } from '@umrah/graphql';
import { binary, pdfText } from './files.js';
import { gql, resetDb, setTripFacts, signedInAdmin, signedInStaff, signedInTraveller, startApp, type Agent } from './helpers.js';

let built: BuiltApp;
let admin: Agent;

const spouse = { fullNameAsPerPassport: 'Yusuf Rahman', dateOfBirth: '1982-04-02', gender: 'male', relationship: 'spouse' };
const daughter = { fullNameAsPerPassport: 'Maryam Rahman', dateOfBirth: '2015-07-09', gender: 'female', relationship: 'child' };

beforeAll(async () => {
  built = await startApp();
  await resetDb(built.db);
  await setTripFacts(built, { group_size: 45 });
  admin = (await signedInAdmin(built)).agent;
});
afterAll(async () => {
  await resetDb(built.db);
  await built.close();
});
beforeEach(async () => {
  await setTripFacts(built, { group_size: 45 });
  built.services.seats.forgetFigures();
});

/** A signed-in traveller with a registration (the party's lead). */
async function lead() {
  const t = await signedInTraveller(built);
  const reg = (await t.agent.post('/api/trip/register').expect(201)).body as { id: string; holdExpiresAt: string };
  return { ...t, registrationId: reg.id, holdExpiresAt: reg.holdExpiresAt };
}

const count = async (sql: string, bindings: string[] = []) => Number(Object.values((await built.db.raw(sql, bindings)).rows[0] as Record<string, unknown>)[0]);

describe('adding companions', () => {
  it('a lead adds spouse and daughter: a registration each in one party, one hold, managed accounts, audited, the lead told', async () => {
    const l = await lead();
    const res = await l.agent
      .post('/api/trip/party/companions')
      .send({ companions: [spouse, daughter] })
      .expect(201);
    const party = res.body;
    expect(party.youLead).toBe(true);
    expect(party.actingFor).toBe(l.userId);
    expect(party.members.map((m: { fullName: string; relationship: string | null; isLead: boolean }) => [m.fullName, m.relationship, m.isLead])).toEqual([
      ['Amina Traveller', null, true],
      ['Yusuf Rahman', 'spouse', false],
      ['Maryam Rahman', 'child', false],
    ]);
    const maryam = party.members[2];
    expect(maryam).toMatchObject({ minor: true, guardianInParty: true, managed: true, status: 'PENDING', holdExpiresAt: l.holdExpiresAt });
    expect(party.members[1]).toMatchObject({ minor: false, guardianInParty: false });
    expect(party.totals.fareCents).toBe(party.members.reduce((s: number, m: { fareCents: number }) => s + m.fareCents, 0));

    // Each companion: a managed account with no password, email or phone; a registration on the lead's party.
    const rows = await built
      .db('trip_registrations as r')
      .join('users as u', 'u.id', 'r.user_id')
      .where('r.party_id', party.id)
      .select('u.managed_by', 'u.password_hash', 'u.email', 'u.phone', 'r.relationship', 'r.hold_expires_at');
    expect(rows).toHaveLength(3);
    for (const r of rows.filter((x) => x.relationship)) {
      expect(r).toMatchObject({ managed_by: l.userId, password_hash: null, email: null, phone: null });
      expect(new Date(r.hold_expires_at).toISOString()).toBe(l.holdExpiresAt);
    }
    // The form is begun with what the lead gave.
    const form = await built.db('trip_forms').where({ registration_id: maryam.registrationId }).first();
    expect(form).toMatchObject({ full_name_as_per_passport: 'Maryam Rahman', date_of_birth: '2015-07-09', gender: 'female' });
    // Audited with the lead as actor; the lead's address hears of each companion's place.
    const events = await built.db('audit_events').where({ action: 'party.companion_added', actor_user_id: l.userId });
    expect(events).toHaveLength(2);
    const mails = await built.db('outbox_messages').where({ kind: 'registration_started', to_email: l.t.email });
    expect(mails.map((m) => m.payload.about ?? null).sort()).toEqual(['Maryam Rahman', 'Yusuf Rahman', null].sort());
  });

  it('GraphQL adds through the same service and answers the same party', async () => {
    const l = await lead();
    const res = await gql(l.agent, 'AddCompanions', { companions: [spouse] });
    expect(res.errors).toBeUndefined();
    expect(res.data!.addCompanions.members).toHaveLength(2);
    const again = await gql(l.agent, 'MyParty');
    expect(again.data!.myParty.members.map((m: { fullName: string }) => m.fullName)).toEqual(['Amina Traveller', 'Yusuf Rahman']);
  });

  it('refuses bad input with a clear field error and writes nothing', async () => {
    const l = await lead();
    const before = await count('select count(*) from users');
    const minorEmail = await l.agent
      .post('/api/trip/party/companions')
      .send({ companions: [spouse, { ...daughter, email: 'kid@example.com' }] })
      .expect(400);
    expect(minorEmail.body.fieldErrors).toEqual({ 'companions.1.email': 'A companion under 18 cannot be invited by email: they stay managed by you' });
    const bad = await l.agent
      .post('/api/trip/party/companions')
      .send({ companions: [{ ...spouse, relationship: 'cousin' }] })
      .expect(400);
    expect(bad.body.fieldErrors['companions.0.relationship']).toBe('Please choose how this companion is related to you');
    await l.agent.post('/api/trip/party/companions').send({ companions: [] }).expect(400);
    await l.agent.post('/api/trip/party/companions').send('nonsense').expect(400);
    const tooMany = await l.agent
      .post('/api/trip/party/companions')
      .send({ companions: Array(8).fill(spouse) })
      .expect(400);
    expect(tooMany.body.message).toBe('A party can have at most 8 travellers, you included');
    expect(await count('select count(*) from users')).toBe(before);
  });

  it('a traveller with no registration is told to start first; anonymous and staff get no party', async () => {
    const t = await signedInTraveller(built);
    expect(
      (
        await t.agent
          .post('/api/trip/party/companions')
          .send({ companions: [spouse] })
          .expect(409)
      ).body.message,
    ).toBe('Start your own registration before adding companions.');
    expect((await t.agent.get('/api/trip/party').expect(200)).body).toBeNull();
    await request(built.app).get('/api/trip/party').expect(401);
    expect(
      (
        await admin
          .post('/api/trip/party/companions')
          .send({ companions: [spouse] })
          .expect(409)
      ).body.message,
    ).toBe('Start your own registration before adding companions.');
  });

  it('one seat left for a party of three: a clear refusal, nobody added, the seat still free', async () => {
    const l = await lead();
    const active = await count('select count(*) from trip_registrations where cancelled_at is null');
    await setTripFacts(built, { group_size: active + 1 });
    built.services.seats.forgetFigures();
    const users = await count('select count(*) from users');
    const res = await l.agent
      .post('/api/trip/party/companions')
      .send({ companions: [spouse, daughter] })
      .expect(409);
    expect(res.body.message).toBe('There are not enough places left for your whole party: a party is never split, so nobody was added.');
    const g = await gql(l.agent, 'AddCompanions', { companions: [spouse, daughter] });
    expect(g.errors![0]!.extensions!.code).toBe('FULL');
    expect(await count('select count(*) from users')).toBe(users);
    expect(await count('select count(*) from trip_registrations where cancelled_at is null')).toBe(active);
    // One companion still fits.
    await l.agent
      .post('/api/trip/party/companions')
      .send({ companions: [spouse] })
      .expect(201);
    expect(await count('select count(*) from trip_registrations where cancelled_at is null')).toBe(active + 1);
  });

  it('simultaneous parties never pass the limit and are never split', async () => {
    const leads = await Promise.all(Array.from({ length: 8 }, () => lead()));
    const active = await count('select count(*) from trip_registrations where cancelled_at is null');
    // Room for three of the eight parties' two companions each.
    await setTripFacts(built, { group_size: active + 6 });
    built.services.seats.forgetFigures();
    const answers = await Promise.all(leads.map((l) => l.agent.post('/api/trip/party/companions').send({ companions: [spouse, daughter] })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    expect(await count('select count(*) from trip_registrations where cancelled_at is null')).toBe(active + 6);
    for (const l of leads) {
      const size = await count('select count(*) from trip_registrations r join parties p on p.id = r.party_id where p.lead_registration_id = ?', [
        l.registrationId,
      ]);
      expect([0, 3]).toContain(size);
    }
  });
});

describe('acting for a companion', () => {
  it('the lead switches to the daughter: her registration, form and readiness; the audit names the lead', async () => {
    const l = await lead();
    const party = (
      await l.agent
        .post('/api/trip/party/companions')
        .send({ companions: [spouse, daughter] })
        .expect(201)
    ).body;
    const maryam = party.members[2];
    const switched = (await l.agent.put('/api/trip/party/acting-for').send({ userId: maryam.userId }).expect(200)).body;
    expect(switched.actingFor).toBe(maryam.userId);
    expect((await l.agent.get('/api/trip/registration').expect(200)).body.id).toBe(maryam.registrationId);
    // The form opens once the deposit is in (the journey's rule, for a companion as for anyone).
    await admin.post('/api/admin/trip/deposit').send({ tripRegistrationId: maryam.registrationId, depositPaid: true }).expect(200);
    const form = (await l.agent.get('/api/trip/form').expect(200)).body;
    expect(form).toMatchObject({ fullNameAsPerPassport: 'Maryam Rahman', dateOfBirth: '2015-07-09' });
    await l.agent
      .post('/api/trip/form')
      .send({ ...form, tripRegistrationId: maryam.registrationId, roomPreferences: 'With her mother', submit: false })
      .expect(200);
    const saved = await built.db('trip_forms').where({ registration_id: maryam.registrationId }).first();
    expect(saved.room_preferences).toBe('With her mother');
    // Readiness: her guardian travels, so no consent letter is asked.
    const readiness = (await l.agent.get('/api/trip/readiness').expect(200)).body;
    expect(readiness.items.find((i: { rule: string }) => i.rule === 'minorConsent')).toMatchObject({
      status: 'ready',
      message: 'rules.readiness.minorConsentGuardian',
    });
    // Her travel details, saved by the lead for her: audited as the lead's act, for her.
    await l.agent.put('/api/trip/readiness/details').send({}).expect(200);
    const saved2 = await built.db('audit_events').where({ registration_id: maryam.registrationId, action: 'travel_details.saved' });
    expect(saved2).toHaveLength(1);
    expect(saved2[0]).toMatchObject({ actor_user_id: l.userId, payload: expect.objectContaining({ actingFor: maryam.userId }) });
    // GraphQL reads the same traveller.
    const g = await gql(l.agent, 'MyParty');
    expect(g.data!.myParty.actingFor).toBe(maryam.userId);
    // Back to the lead.
    await l.agent.put('/api/trip/party/acting-for').send({ userId: null }).expect(200);
    expect((await l.agent.get('/api/trip/registration').expect(200)).body.id).toBe(l.registrationId);
    // Nothing is ever recorded as done by the managed account itself.
    expect(await count('select count(*) from audit_events where actor_user_id = ?', [maryam.userId])).toBe(0);
  });

  it('nobody else may act for a companion: another lead, a staff member, the companion (no sign-in)', async () => {
    const l = await lead();
    const party = (
      await l.agent
        .post('/api/trip/party/companions')
        .send({ companions: [spouse] })
        .expect(201)
    ).body;
    const yusuf = party.members[1];
    const other = await lead();
    expect((await other.agent.put('/api/trip/party/acting-for').send({ userId: yusuf.userId }).expect(403)).body.message).toBe(
      'This person is not in your party.',
    );
    expect((await gql(other.agent, 'ActForTraveller', { userId: yusuf.userId })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    await other.agent.put('/api/trip/party/acting-for').send({ userId: 'not-a-uuid' }).expect(403);
    // The other lead still sees their own registration.
    expect((await other.agent.get('/api/trip/registration').expect(200)).body.id).toBe(other.registrationId);
    const treasurer = (await signedInStaff(built, admin, 'treasurer')).agent;
    await treasurer.put('/api/trip/party/acting-for').send({ userId: yusuf.userId }).expect(403);
    // A managed account cannot sign in, whatever is tried.
    const username = (await built.db('users').where({ id: yusuf.userId }).first()).username;
    await request(built.app).post('/api/auth/login').send({ username, password: 'anything-at-all' }).expect(401);
    // Another lead cannot take someone out of a party not theirs.
    await other.agent.delete(`/api/trip/party/companions/${yusuf.registrationId}`).expect(404);
  });

  it('a session acting for a companion who is no longer managed shows the lead again', async () => {
    const l = await lead();
    const party = (
      await l.agent
        .post('/api/trip/party/companions')
        .send({ companions: [spouse] })
        .expect(201)
    ).body;
    const yusuf = party.members[1];
    await l.agent.put('/api/trip/party/acting-for').send({ userId: yusuf.userId }).expect(200);
    await built
      .db('users')
      .where({ id: yusuf.userId })
      .update({ managed_by: null, email: `yusuf.${Date.now()}@example.com`, phone: '4165550000', password_hash: 'x' });
    expect((await l.agent.get('/api/trip/registration').expect(200)).body.id).toBe(l.registrationId);
    expect((await l.agent.get('/api/trip/party').expect(200)).body.actingFor).toBe(l.userId);
  });
});

describe('changing and ending a party', () => {
  it('the lead takes out an unpaid companion (their place is freed); not one with a deposit', async () => {
    const l = await lead();
    const party = (
      await l.agent
        .post('/api/trip/party/companions')
        .send({ companions: [spouse, daughter] })
        .expect(201)
    ).body;
    const [, yusuf, maryam] = party.members;
    await admin.post('/api/admin/trip/deposit').send({ tripRegistrationId: maryam.registrationId, depositPaid: true }).expect(200);
    const after = (await l.agent.delete(`/api/trip/party/companions/${yusuf.registrationId}`).expect(200)).body;
    expect(after.members.map((m: { fullName: string }) => m.fullName)).toEqual(['Amina Traveller', 'Maryam Rahman']);
    expect((await built.db('trip_registrations').where({ id: yusuf.registrationId }).first()).cancelled_at).not.toBeNull();
    expect(await count(`select count(*) from audit_events where action = 'party.companion_removed' and registration_id = ?`, [yusuf.registrationId])).toBe(1);
    expect((await l.agent.delete(`/api/trip/party/companions/${maryam.registrationId}`).expect(409)).body.message).toBe(
      'A payment is recorded for this companion: ask the organisers to cancel their place.',
    );
    await l.agent.delete(`/api/trip/party/companions/${l.registrationId}`).expect(404);
    await l.agent.delete('/api/trip/party/companions/nope').expect(404);
  });

  it("the lead's cancellation takes the party with it; an expired hold ends the whole party once", async () => {
    const l = await lead();
    const party = (
      await l.agent
        .post('/api/trip/party/companions')
        .send({ companions: [spouse, daughter] })
        .expect(201)
    ).body;
    await l.agent.post('/api/trip/cancel').send({}).expect(200);
    const rows = await built.db('trip_registrations').where({ party_id: party.id });
    expect(rows.every((r) => r.cancelled_at !== null)).toBe(true);
    expect(rows.filter((r) => r.relationship).every((r) => r.cancel_reason === "The party's lead cancelled")).toBe(true);

    const m = await lead();
    const p2 = (
      await m.agent
        .post('/api/trip/party/companions')
        .send({ companions: [spouse] })
        .expect(201)
    ).body;
    const result = await built.services.seats.expire(new Date(Date.parse(m.holdExpiresAt) + 1000));
    expect(result.expired).toBeGreaterThanOrEqual(2);
    const rows2 = await built.db('trip_registrations').where({ party_id: p2.id });
    expect(rows2.every((r) => r.cancelled_at !== null)).toBe(true);
    for (const r of rows2)
      expect(await count(`select count(*) from audit_events where action = 'registration.hold_expired' and registration_id = ?`, [r.id])).toBe(1);
  });

  it('an admin extending the lead’s hold extends the companions’ with it', async () => {
    const l = await lead();
    const party = (
      await l.agent
        .post('/api/trip/party/companions')
        .send({ companions: [spouse] })
        .expect(201)
    ).body;
    await admin.post(`/api/admin/extend-hold/${l.registrationId}`).send({ hours: 24, reason: 'Family asked' }).expect(200);
    const rows = await built.db('trip_registrations').where({ party_id: party.id });
    expect(new Set(rows.map((r) => new Date(r.hold_expires_at).toISOString())).size).toBe(1);
  });
});

describe('the lead pays for the party', () => {
  it('a party payment is shared out, the lead first, each share a ledger row naming who paid; receipts say for whom', async () => {
    const l = await lead();
    const party = (
      await l.agent
        .post('/api/trip/party/companions')
        .send({ companions: [spouse, daughter] })
        .expect(201)
    ).body;
    const [amina, yusuf, maryam] = party.members;
    const amount = amina.fareCents + 10_000;
    const res = await admin
      .post('/api/admin/party-payments')
      .send({ registrationId: l.registrationId, amountCents: amount, method: 'e-transfer', receivedOn: torontoToday(), travellerNote: 'Family transfer' })
      .expect(201);
    expect(res.body.balanceCents).toBe(0);
    const rows = await built.db('payments').whereIn('registration_id', [amina.registrationId, yusuf.registrationId, maryam.registrationId]);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.party_payment_id)).size).toBe(1);
    expect(rows.every((r) => r.paid_by_registration_id === l.registrationId)).toBe(true);
    expect(rows.find((r) => r.registration_id === yusuf.registrationId).amount_cents).toBe(10_000);
    // Each traveller's balance is theirs; the party's total is the sum.
    const after = (await l.agent.get('/api/trip/party').expect(200)).body;
    expect(after.members.map((m: { paidCents: number }) => m.paidCents)).toEqual([amina.fareCents, 10_000, 0]);
    expect(after.totals.paidCents).toBe(amount);
    expect(after.members[0].status).toBe('DEPOSIT_PAID');
    // The audit names the party payment on each share.
    const audits = await built
      .db('audit_events')
      .where({ action: 'payment.recorded' })
      .whereIn('registration_id', [amina.registrationId, yusuf.registrationId]);
    expect(audits.every((a) => a.payload.partyPaymentId === rows[0].party_payment_id)).toBe(true);
    // The spouse's receipt, read by the lead who paid it: paid by the lead, for the spouse.
    const share = rows.find((r) => r.registration_id === yusuf.registrationId);
    const pdf = await l.agent.get(`/api/trip/payments/${share.id}/receipt.pdf`).buffer(true).parse(binary).expect(200);
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain('Paid by');
    expect(text).toContain('Amina Traveller, for Yusuf Rahman');
    expect(text).not.toContain('companion-');
    // Another traveller does not read it.
    const other = await lead();
    await other.agent.get(`/api/trip/payments/${share.id}/receipt.pdf`).expect(404);
  });

  it('refuses more than the party owes, a registration that leads no party, and the wrong roles; nothing written', async () => {
    const l = await lead();
    const party = (
      await l.agent
        .post('/api/trip/party/companions')
        .send({ companions: [spouse] })
        .expect(201)
    ).body;
    const owed = party.totals.balanceCents;
    const body = { registrationId: l.registrationId, amountCents: owed + 1, method: 'cash', receivedOn: torontoToday() };
    const before = await count('select count(*) from payments');
    expect((await admin.post('/api/admin/party-payments').send(body).expect(409)).body.fieldErrors.amountCents).toMatch(/balance/i);
    expect(
      (
        await admin
          .post('/api/admin/party-payments')
          .send({ ...body, registrationId: party.members[1].registrationId, amountCents: 100 })
          .expect(409)
      ).body.message,
    ).toBe('This registration does not lead a party: record the payment on the traveller.');
    await l.agent
      .post('/api/admin/party-payments')
      .send({ ...body, amountCents: 100 })
      .expect(403);
    const leader = (await signedInStaff(built, admin, 'leader')).agent;
    await leader
      .post('/api/admin/party-payments')
      .send({ ...body, amountCents: 100 })
      .expect(403);
    expect(await count('select count(*) from payments')).toBe(before);
    // Confirmed, an overpayment stays with the lead.
    await admin
      .post('/api/admin/party-payments')
      .send({ ...body, allowOverpayment: true })
      .expect(201);
    const rows = await built.db('payments').where({ paid_by_registration_id: l.registrationId });
    expect(rows.find((r) => r.registration_id === l.registrationId).amount_cents).toBe(party.members[0].fareCents + 1);
  });
});

describe("the party on the admin's review page", () => {
  it('staff who read the money see the party of any member; a party payment through GraphQL shows each share; others are refused', async () => {
    const l = await lead();
    const party = (
      await l.agent
        .post('/api/trip/party/companions')
        .send({ companions: [spouse, daughter] })
        .expect(201)
    ).body;
    const [amina, yusuf, maryam] = party.members;
    const treasurer = (await signedInStaff(built, admin, 'treasurer')).agent;
    // Read from the daughter's review page: the same party, as nobody in it sees it.
    const seen = await gql(treasurer, 'RegistrationParty', { registrationId: maryam.registrationId });
    expect(seen.errors).toBeUndefined();
    expect(seen.data!.registrationParty).toMatchObject({ id: party.id, youLead: false, actingFor: maryam.userId });
    expect(
      seen.data!.registrationParty.members.map((m: { fullName: string; relationship: string | null; isLead: boolean; minor: boolean }) => [
        m.fullName,
        m.relationship,
        m.isLead,
        m.minor,
      ]),
    ).toEqual([
      ['Amina Traveller', null, true, false],
      ['Yusuf Rahman', 'spouse', false, false],
      ['Maryam Rahman', 'child', false, true],
    ]);

    const amount = amina.fareCents + 2_500;
    const paid = await gql(treasurer, 'RecordPartyPayment', {
      input: { registrationId: l.registrationId, amountCents: amount, method: 'cash', receivedOn: torontoToday() },
    });
    expect(paid.errors).toBeUndefined();
    const after = (await gql(treasurer, 'RegistrationParty', { registrationId: yusuf.registrationId })).data!.registrationParty;
    expect(after.members.map((m: { paidCents: number; balanceCents: number }) => [m.paidCents, m.balanceCents])).toEqual([
      [amina.fareCents, 0],
      [2_500, yusuf.fareCents - 2_500],
      [0, maryam.fareCents],
    ]);
    expect(after.totals.paidCents).toBe(amount);

    // A room supplement is part of what a traveller owes: the party's whole balance is paid with no overpayment.
    await built.db('trip_registrations').where({ id: maryam.registrationId }).update({ room_supplement_cents: 20_000 });
    const owed = (await gql(treasurer, 'RegistrationParty', { registrationId: l.registrationId })).data!.registrationParty.totals.balanceCents;
    const rest = await gql(treasurer, 'RecordPartyPayment', {
      input: { registrationId: l.registrationId, amountCents: owed, method: 'cash', receivedOn: torontoToday() },
    });
    expect(rest.errors).toBeUndefined();
    const settled = (await gql(treasurer, 'RegistrationParty', { registrationId: l.registrationId })).data!.registrationParty;
    expect(settled.members.map((m: { balanceCents: number }) => m.balanceCents)).toEqual([0, 0, 0]);
    expect(settled.members[2].paidCents).toBe(maryam.fareCents + 20_000);

    // A traveller alone is a party of one with no id.
    const alone = await lead();
    const solo = (await gql(treasurer, 'RegistrationParty', { registrationId: alone.registrationId })).data!.registrationParty;
    expect(solo).toMatchObject({ id: null, members: [{ registrationId: alone.registrationId, isLead: true }] });

    // Wrong role, a traveller, an unknown id: refused.
    const leader = (await signedInStaff(built, admin, 'leader')).agent;
    expect((await gql(leader, 'RegistrationParty', { registrationId: l.registrationId })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(l.agent, 'RegistrationParty', { registrationId: l.registrationId })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(treasurer, 'RegistrationParty', { registrationId: '00000000-0000-4000-8000-000000000000' })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await gql(treasurer, 'RegistrationParty', { registrationId: 'nope' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('an adult companion claims their account', () => {
  it('the emailed link sets their username, phone and password once; they sign in, and the lead no longer acts for them', async () => {
    const l = await lead();
    const email = `yusuf.${Date.now()}@example.com`;
    const party = (
      await l.agent
        .post('/api/trip/party/companions')
        .send({ companions: [{ ...spouse, email }] })
        .expect(201)
    ).body;
    const yusuf = party.members[1];
    const mail = await built.db('outbox_messages').where({ kind: 'companion_invitation', to_email: email }).first();
    expect(mail.payload).toMatchObject({ name: 'Yusuf Rahman', lead: 'Amina Traveller' });
    expect(await count(`select count(*) from audit_events where action = 'party.companion_invited' and registration_id = ?`, [yusuf.registrationId])).toBe(1);
    const token = String(mail.payload.token);
    // The stored token is a hash: the email's token is not in the table.
    expect(await count('select count(*) from companion_invitations where token_hash = ?', [token])).toBe(0);

    await request(built.app)
      .post('/api/party/claim')
      .send({ token: 'nope', username: `yusuf_${Date.now()}`, phone: '4165550123', password: 'secret-yusuf' })
      .expect(400);
    const taken = await request(built.app)
      .post('/api/party/claim')
      .send({ token, username: l.t.username, phone: '4165550123', password: 'secret-yusuf' })
      .expect(409);
    expect(taken.body.fieldErrors.username).toBeDefined();
    const username = `yusuf_${Date.now()}`;
    expect(
      (await request(built.app).post('/api/party/claim').send({ token, username, phone: '4165550123', password: 'secret-yusuf' }).expect(201)).body,
    ).toEqual({ username });
    // Once only.
    expect(
      (
        await request(built.app)
          .post('/api/party/claim')
          .send({ token, username: `${username}2`, phone: '4165550123', password: 'secret-yusuf' })
          .expect(400)
      ).body.message,
    ).toBe('This invitation link is not valid or has expired.');
    const account = await built.db('users').where({ id: yusuf.userId }).first();
    expect(account).toMatchObject({ username, email, phone: '4165550123', managed_by: null });
    expect(account.email_verified_at).not.toBeNull();
    expect(await count(`select count(*) from audit_events where action = 'party.companion_claimed' and actor_user_id = ?`, [yusuf.userId])).toBe(1);
    // They sign in and see their own registration; the lead may no longer act for them, but still leads the party.
    const own = request.agent(built.app);
    await own.post('/api/auth/login').send({ username, password: 'secret-yusuf' }).expect(200);
    expect((await own.get('/api/trip/registration').expect(200)).body.id).toBe(yusuf.registrationId);
    expect((await own.get('/api/trip/party').expect(200)).body.youLead).toBe(false);
    await l.agent.put('/api/trip/party/acting-for').send({ userId: yusuf.userId }).expect(403);
    expect((await l.agent.get('/api/trip/party').expect(200)).body.members[1].managed).toBe(false);
    // GraphQL answers the same refusal for a spent link.
    const g = await gql(request.agent(built.app), 'ClaimCompanionAccount', {
      input: { token, username: `${username}3`, phone: '4165550123', password: 'secret-yusuf' },
    });
    expect(g.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('the lead invites an adult companion after adding them, and again: only the newest link works; a minor, another party and a taken address are refused', async () => {
    const l = await lead();
    const party = (
      await l.agent
        .post('/api/trip/party/companions')
        .send({ companions: [spouse, daughter] })
        .expect(201)
    ).body;
    const [yusuf, maryam] = [party.members[1], party.members[2]];
    expect(yusuf.invitedEmail).toBeNull();
    const first = `yusuf.first.${Date.now()}@example.com`;
    const invited = (
      await l.agent
        .post(`/api/trip/party/companions/${yusuf.registrationId}/invitation`)
        .send({ email: ` ${first} ` })
        .expect(201)
    ).body;
    expect(invited.members[1]).toMatchObject({ registrationId: yusuf.registrationId, invitedEmail: first, managed: true });
    const tokenTo = async (to: string) =>
      String((await built.db('outbox_messages').where({ kind: 'companion_invitation', to_email: to }).first()).payload.token);
    const firstToken = await tokenTo(first);

    // Again, by GraphQL, to another address: the first link stops working.
    const second = `yusuf.second.${Date.now()}@example.com`;
    const again = await gql(l.agent, 'InviteCompanion', { registrationId: yusuf.registrationId, email: second });
    expect(again.errors).toBeUndefined();
    expect(again.data!.inviteCompanion.members[1].invitedEmail).toBe(second);
    expect(await count(`select count(*) from audit_events where action = 'party.companion_invited' and registration_id = ?`, [yusuf.registrationId])).toBe(2);
    const claim = (token: string, username: string) =>
      request(built.app).post('/api/party/claim').send({ token, username, phone: '4165550123', password: 'secret-yusuf' });
    expect((await claim(firstToken, `yusuf_a_${Date.now()}`).expect(400)).body.message).toBe('This invitation link is not valid or has expired.');

    // Refusals, each with its message, nothing written.
    const before = await count('select count(*) from companion_invitations');
    const refused = async (registrationId: string, email: string, status: number) =>
      (await l.agent.post(`/api/trip/party/companions/${registrationId}/invitation`).send({ email }).expect(status)).body;
    expect((await refused(maryam.registrationId, `maryam.${Date.now()}@example.com`, 400)).fieldErrors).toEqual({
      email: 'A companion under 18 cannot be invited by email: they stay managed by you',
    });
    expect((await refused(yusuf.registrationId, 'not-an-email', 400)).fieldErrors).toEqual({ email: 'Please enter a valid email address' });
    expect((await refused(yusuf.registrationId, l.t.email.toUpperCase(), 409)).fieldErrors.email).toBeDefined();
    expect((await refused(l.registrationId, `me.${Date.now()}@example.com`, 404)).message).toBe('This person is not in your party.');
    const other = await lead();
    expect(
      (
        await other.agent
          .post(`/api/trip/party/companions/${yusuf.registrationId}/invitation`)
          .send({ email: `x.${Date.now()}@example.com` })
          .expect(404)
      ).body.message,
    ).toBe('This person is not in your party.');
    await request(built.app).post(`/api/trip/party/companions/${yusuf.registrationId}/invitation`).send({ email: second }).expect(401);
    expect((await gql(admin, 'InviteCompanion', { registrationId: yusuf.registrationId, email: `y.${Date.now()}@example.com` })).errors).toBeDefined();
    expect(await count('select count(*) from companion_invitations')).toBe(before);

    // The newest link claims the account; then the lead may not invite them any more.
    const username = `yusuf_b_${Date.now()}`;
    await claim(await tokenTo(second), username).expect(201);
    expect(await built.db('users').where({ id: yusuf.userId }).first()).toMatchObject({ username, email: second, managed_by: null });
    expect((await refused(yusuf.registrationId, `later.${Date.now()}@example.com`, 409)).message).toBe('This companion manages their own account now.');
  });
});

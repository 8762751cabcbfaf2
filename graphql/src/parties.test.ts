// The party's rules (graphql/src/parties.ts): who may be added, a party takes its seats all or
// none and never past the limit, who stands as a minor's guardian, and a party payment's parts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actingForRules,
  claimCompanionRules,
  COMPANION_INVITATION_DAYS,
  addCompanionsRules,
  companionProblem,
  companionRules,
  inviteCompanionRules,
  guardianInParty,
  mayRemoveCompanion,
  PARTY_MAX_SIZE,
  PARTY_MESSAGES,
  partyHasRoom,
  partyMayTake,
  partyTotals,
  RELATIONSHIPS,
  splitPartyPayment,
  type PartyMember,
} from './parties.js';
import { evaluateReadiness, isMinorOn } from './readiness.js';
import { seatsLeft, type SeatCount } from './seats.js';

const trip = { startsOn: '2026-12-20', underAgeYears: 18 };
const valid = { fullNameAsPerPassport: 'Yusuf Rahman', dateOfBirth: '1980-02-03', gender: 'male', relationship: 'spouse' };
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('companionRules', () => {
  it('accepts a companion with the passport name, birth date, gender and relationship; no email is null', () => {
    expect(companionRules.parse(valid)).toEqual({ ...valid, email: null });
    expect(companionRules.parse({ ...valid, email: '  ' }).email).toBeNull();
    expect(companionRules.parse({ ...valid, email: null }).email).toBeNull();
    expect(companionRules.parse({ ...valid, email: ' yusuf@example.com ' }).email).toBe('yusuf@example.com');
  });
  it('names each wrong field with its message', () => {
    expect(issues(companionRules.safeParse({ ...valid, relationship: 'cousin' }))).toEqual([`relationship: ${PARTY_MESSAGES.relationship}`]);
    expect(issues(companionRules.safeParse({ ...valid, relationship: undefined }))).toEqual([`relationship: ${PARTY_MESSAGES.relationship}`]);
    expect(issues(companionRules.safeParse({ ...valid, email: 'not-an-email' }))).toEqual([`email: ${PARTY_MESSAGES.email}`]);
    expect(issues(companionRules.safeParse({ ...valid, email: 42 }))).toEqual([`email: ${PARTY_MESSAGES.email}`]);
    expect(issues(companionRules.safeParse({ ...valid, gender: 'x' }))).toEqual(['gender: Gender is required']);
    expect(issues(companionRules.safeParse({ ...valid, fullNameAsPerPassport: 'Y' }))).toHaveLength(1);
    expect(issues(companionRules.safeParse({ ...valid, dateOfBirth: '2999-01-01' }))).toHaveLength(1);
  });
  it('an invitation after adding takes one address, trimmed; none, a blank, a number or a non-address is refused', () => {
    expect(inviteCompanionRules.parse({ email: ' yusuf@example.com ' })).toEqual({ email: 'yusuf@example.com' });
    for (const email of [undefined, '', '  ', 42, 'not-an-email'])
      expect(issues(inviteCompanionRules.safeParse({ email }))).toEqual([`email: ${PARTY_MESSAGES.email}`]);
  });
  it('knows the six relationships', () => {
    expect(RELATIONSHIPS).toEqual(['spouse', 'child', 'parent', 'sibling', 'relative', 'friend']);
    for (const relationship of RELATIONSHIPS) expect(companionRules.parse({ ...valid, relationship }).relationship).toBe(relationship);
  });
  it('adds one to seven companions at once', () => {
    expect(issues(addCompanionsRules.safeParse({ companions: [] }))).toEqual([`companions: ${PARTY_MESSAGES.noCompanions}`]);
    expect(issues(addCompanionsRules.safeParse({}))).toEqual([`companions: ${PARTY_MESSAGES.noCompanions}`]);
    expect(addCompanionsRules.parse({ companions: Array(PARTY_MAX_SIZE - 1).fill(valid) }).companions).toHaveLength(7);
    expect(issues(addCompanionsRules.safeParse({ companions: Array(PARTY_MAX_SIZE).fill(valid) }))).toEqual([`companions: ${PARTY_MESSAGES.tooMany}`]);
  });
});

describe('actingForRules', () => {
  it('a user id, or null for the lead; anything else is refused', () => {
    expect(actingForRules.parse({ userId: 'abc' })).toEqual({ userId: 'abc' });
    expect(actingForRules.parse({})).toEqual({ userId: null });
    expect(actingForRules.parse({ userId: null })).toEqual({ userId: null });
    expect(issues(actingForRules.safeParse({ userId: 5 }))).toEqual([`userId: ${PARTY_MESSAGES.notInParty}`]);
  });
});

describe('claimCompanionRules', () => {
  it('asks the token, a username, a phone and a password', () => {
    expect(claimCompanionRules.parse({ token: 't', username: 'yusuf_r', phone: '4165550123', password: 'secret-1' })).toEqual({
      token: 't',
      username: 'yusuf_r',
      phone: '4165550123',
      password: 'secret-1',
    });
    expect(issues(claimCompanionRules.safeParse({ token: '', username: 'yusuf_r', phone: '4165550123', password: 'secret-1' }))).toEqual([
      `token: ${PARTY_MESSAGES.invitation}`,
    ]);
    expect(issues(claimCompanionRules.safeParse({ token: 'x'.repeat(201), username: 'yusuf_r', phone: '4165550123', password: 'secret-1' }))).toEqual([
      `token: ${PARTY_MESSAGES.invitation}`,
    ]);
    expect(issues(claimCompanionRules.safeParse({ username: 'yusuf_r', phone: '4165550123', password: 'secret-1' }))).toEqual([
      `token: ${PARTY_MESSAGES.invitation}`,
    ]);
    expect(COMPANION_INVITATION_DAYS).toBe(7);
  });
});

describe('companionProblem', () => {
  it('refuses an email for a minor on the first day of the trip, and only then', () => {
    expect(companionProblem({ dateOfBirth: '2010-05-05', email: 'kid@example.com' }, trip)).toEqual({ field: 'email', message: PARTY_MESSAGES.minorEmail });
    expect(companionProblem({ dateOfBirth: '2010-05-05', email: null }, trip)).toBeNull();
    expect(companionProblem({ dateOfBirth: '1980-05-05', email: 'a@example.com' }, trip)).toBeNull();
    // 18 on the very first day: an adult.
    expect(companionProblem({ dateOfBirth: '2008-12-20', email: 'a@example.com' }, trip)).toBeNull();
    expect(companionProblem({ dateOfBirth: '2008-12-21', email: 'a@example.com' }, trip)).not.toBeNull();
  });
});

describe('partyHasRoom', () => {
  it('allows up to the party size, the lead included', () => {
    expect(partyHasRoom(1, PARTY_MAX_SIZE - 1)).toBe(true);
    expect(partyHasRoom(1, PARTY_MAX_SIZE)).toBe(false);
    expect(partyHasRoom(PARTY_MAX_SIZE, 0)).toBe(true);
    expect(partyHasRoom(PARTY_MAX_SIZE, 1)).toBe(false);
  });
});

const counts = fc.record({ limit: fc.nat(60), active: fc.nat(70), openOffers: fc.nat(5), waiting: fc.nat(5) });

describe('partyMayTake', () => {
  it('takes all seats a party needs or none, never past the limit and never before someone waiting', () => {
    fc.assert(
      fc.property(counts, fc.integer({ min: -2, max: 10 }), (c: SeatCount, needed) => {
        const ok = partyMayTake(c, needed);
        if (ok) {
          expect(c.active + c.openOffers + needed).toBeLessThanOrEqual(c.limit);
          expect(c.waiting).toBe(0);
          expect(needed).toBeGreaterThanOrEqual(1);
        } else expect(needed < 1 || c.waiting > 0 || seatsLeft(c) < needed).toBe(true);
      }),
    );
  });
  it('one seat left refuses a party of three and takes a party of one', () => {
    const c = { limit: 45, active: 44, openOffers: 0, waiting: 0 };
    expect(partyMayTake(c, 3)).toBe(false);
    expect(partyMayTake(c, 1)).toBe(true);
    expect(partyMayTake({ ...c, active: 42 }, 3)).toBe(true);
    expect(partyMayTake({ ...c, active: 42, waiting: 1 }, 3)).toBe(false);
    expect(partyMayTake({ ...c, active: 42 }, 0)).toBe(false);
  });
  it('never exceeds the limit however parties arrive one after another', () => {
    fc.assert(
      fc.property(fc.nat(50), fc.array(fc.integer({ min: 1, max: PARTY_MAX_SIZE }), { maxLength: 40 }), (limit, parties) => {
        let active = 0;
        for (const size of parties) if (partyMayTake({ limit, active, openOffers: 0, waiting: 0 }, size)) active += size;
        expect(active).toBeLessThanOrEqual(limit);
      }),
    );
  });
});

describe('guardianInParty', () => {
  const lead: PartyMember = { relationship: null, dateOfBirth: '1985-01-01' };
  const spouse: PartyMember = { relationship: 'spouse', dateOfBirth: '1986-01-01' };
  const child: PartyMember = { relationship: 'child', dateOfBirth: '2012-06-01' };
  it("the lead's minor child has the adult lead as guardian", () => {
    expect(guardianInParty(child, [lead, child], trip)).toBe(true);
  });
  it("the lead's adult spouse is a guardian too (a minor lead's child)", () => {
    const minorLead = { relationship: null, dateOfBirth: '2009-01-01' };
    expect(guardianInParty(child, [minorLead, child], trip)).toBe(false);
    expect(guardianInParty(child, [minorLead, spouse, child], trip)).toBe(true);
  });
  it('a minor lead has a guardian when an adult parent travels', () => {
    const minorLead = { relationship: null, dateOfBirth: '2010-01-01' };
    expect(guardianInParty(minorLead, [minorLead, { relationship: 'parent', dateOfBirth: '1970-01-01' }], trip)).toBe(true);
    expect(guardianInParty(minorLead, [minorLead, { relationship: 'parent', dateOfBirth: null }], trip)).toBe(false);
    expect(guardianInParty(minorLead, [minorLead, { relationship: 'sibling', dateOfBirth: '1990-01-01' }], trip)).toBe(false);
  });
  it('a minor friend, sibling or relative needs a consent letter', () => {
    for (const relationship of ['friend', 'sibling', 'relative', 'parent', 'spouse'] as const) {
      const m = { relationship, dateOfBirth: '2012-01-01' };
      expect(guardianInParty(m, [lead, spouse, m], trip)).toBe(false);
    }
  });
  it('an adult needs no guardian; a member without a birth date counts as a minor', () => {
    expect(guardianInParty({ relationship: 'child', dateOfBirth: '2000-01-01' }, [lead], trip)).toBe(false);
    const unknown = { relationship: 'child' as const, dateOfBirth: null };
    expect(guardianInParty(unknown, [lead, unknown], trip)).toBe(true);
    expect(guardianInParty(unknown, [{ relationship: null, dateOfBirth: null }, unknown], trip)).toBe(false);
  });
  it('the member never stands as their own guardian', () => {
    const adultChild = { relationship: 'child' as const, dateOfBirth: '2012-01-01' };
    expect(guardianInParty(adultChild, [adultChild], trip)).toBe(false);
  });
  it('readiness asks no consent letter of a minor whose guardian travels, and still does otherwise', () => {
    const facts = {
      dateOfBirth: '2012-06-01',
      passportExpirationDate: null,
      emergencyContactName: null,
      emergencyContactEmail: null,
      visa: { number: null, type: null, issuedOn: null, expiresOn: null },
      vaccination: { type: null, givenOn: null, certificateUploaded: false },
      consentUploaded: false,
    };
    const consent = (f: typeof facts & { guardianInParty?: boolean }) =>
      evaluateReadiness(f, { startsOn: trip.startsOn, endsOn: '2027-01-05' } as never).find((i) => i.rule === 'minorConsent')!;
    expect(consent({ ...facts, guardianInParty: true })).toMatchObject({ status: 'ready', message: 'rules.readiness.minorConsentGuardian' });
    expect(consent({ ...facts, guardianInParty: false })).toMatchObject({ status: 'missing' });
    expect(consent({ ...facts, consentUploaded: true, guardianInParty: true })).toMatchObject({
      status: 'ready',
      message: 'rules.readiness.minorConsentReady',
    });
    expect(isMinorOn('2008-12-20', trip.startsOn, 18)).toBe(false);
    expect(isMinorOn('2008-12-21', trip.startsOn, 18)).toBe(true);
  });
});

describe('mayRemoveCompanion', () => {
  it('only while nothing is paid for them', () => {
    expect(mayRemoveCompanion({ depositPaid: false, paidCents: 0 })).toBe(true);
    expect(mayRemoveCompanion({ depositPaid: true, paidCents: 0 })).toBe(false);
    expect(mayRemoveCompanion({ depositPaid: false, paidCents: 1 })).toBe(false);
  });
});

describe('party money', () => {
  const member = fc.record({
    registrationId: fc.uuid(),
    fareCents: fc.nat(500_000),
    paidCents: fc.nat(500_000),
    balanceCents: fc.integer({ min: -1000, max: 500_000 }),
  });
  it('the totals are the sums of the shares', () => {
    fc.assert(
      fc.property(fc.array(member, { maxLength: 8 }), (shares) => {
        const t = partyTotals(shares);
        expect(t.fareCents).toBe(shares.reduce((s, x) => s + x.fareCents, 0));
        expect(t.paidCents).toBe(shares.reduce((s, x) => s + x.paidCents, 0));
        expect(t.balanceCents).toBe(shares.reduce((s, x) => s + x.balanceCents, 0));
      }),
    );
    expect(partyTotals([])).toEqual({ fareCents: 0, paidCents: 0, balanceCents: 0 });
  });
  it('a payment for the party adds up to the amount, meets balances in order, and the rest stays with the lead', () => {
    fc.assert(
      fc.property(fc.nat(2_000_000), fc.array(member, { minLength: 1, maxLength: 8 }), (amount, members) => {
        const parts = splitPartyPayment(amount, members);
        expect(parts.reduce((s, p) => s + p.amountCents, 0)).toBe(amount);
        for (const p of parts) expect(p.amountCents).toBeGreaterThan(0);
        const owed = members.reduce((s, m) => s + Math.max(0, m.balanceCents), 0);
        members.forEach((m, i) => {
          const got = parts.filter((p) => p.registrationId === m.registrationId).reduce((s, p) => s + p.amountCents, 0);
          if (amount <= owed && new Set(members.map((x) => x.registrationId)).size === members.length)
            expect(got).toBeLessThanOrEqual(Math.max(0, m.balanceCents));
          if (i > 0 && amount >= owed && new Set(members.map((x) => x.registrationId)).size === members.length) expect(got).toBe(Math.max(0, m.balanceCents));
        });
      }),
    );
  });
  it('examples: the lead first, then in order; an overpayment stays with the lead; nothing for nobody', () => {
    const m = [
      { registrationId: 'lead', balanceCents: 100 },
      { registrationId: 'spouse', balanceCents: 50 },
      { registrationId: 'child', balanceCents: 30 },
    ];
    expect(splitPartyPayment(120, m)).toEqual([
      { registrationId: 'lead', amountCents: 100 },
      { registrationId: 'spouse', amountCents: 20 },
    ]);
    expect(splitPartyPayment(200, m)).toEqual([
      { registrationId: 'lead', amountCents: 120 },
      { registrationId: 'spouse', amountCents: 50 },
      { registrationId: 'child', amountCents: 30 },
    ]);
    expect(splitPartyPayment(0, m)).toEqual([]);
    expect(splitPartyPayment(-5, m)).toEqual([]);
    expect(splitPartyPayment(10, [])).toEqual([]);
    expect(
      splitPartyPayment(10.7, [
        { registrationId: 'a', balanceCents: 0 },
        { registrationId: 'b', balanceCents: 5.9 },
      ]),
    ).toEqual([
      { registrationId: 'a', amountCents: 5 },
      { registrationId: 'b', amountCents: 5 },
    ]);
  });
});

// The owner edits a trip's readiness rules (issue 35, ADR 0119): on both faces, the board judges
// by the new figures at once; bad input is refused with its field's message and changes nothing;
// every other role, a traveller and anonymous are refused; each save is audited with what changed.
import request from 'supertest';
import { DEFAULT_READINESS_RULES, READINESS_MESSAGES } from '@umrah/graphql';
import type { BuiltApp } from '../src/app.js';
import { gql, resetDb, signedInAdmin, signedInStaff, signedInTraveller, startApp, travellerAt, type Agent } from './helpers.js';

let built: BuiltApp;
let owner: Agent;
let ownerId: string;
let tripId: string;
const staff: Partial<Record<'reviewer' | 'treasurer' | 'leader', Agent>> = {};
beforeAll(async () => {
  built = await startApp();
  await resetDb(built.db);
  ({ agent: owner, userId: ownerId } = await signedInAdmin(built));
  for (const role of ['reviewer', 'treasurer', 'leader'] as const) staff[role] = (await signedInStaff(built, owner, role)).agent;
  tripId = (await built.db('trips').where({ slug: 'winter-2026' }).first()).id;
});
afterAll(() => built.close());

const path = () => `/api/admin/trips/${tripId}/readiness-rules`;
const stored = async () => (await built.db('trips').where({ id: tripId }).first()).readiness_rules;
const savedEvents = () => built.db('audit_events').where({ action: 'readiness_rules.saved' }).orderBy('id');
const withPassportMonths = (monthsAfterReturn: number) => ({
  ...DEFAULT_READINESS_RULES,
  passport: { ...DEFAULT_READINESS_RULES.passport, monthsAfterReturn, checkedOn: '2027-01-05' },
});
type Board = {
  rules: { id: string; parameters: string[]; checkedOn: string }[];
  rows: { registrationId: string; items: { rule: string; status: string }[] }[];
};
const passportOf = (board: Board, registrationId: string) =>
  board.rows.find((r) => r.registrationId === registrationId)!.items.find((i) => i.rule === 'passport')!.status;

afterEach(async () => {
  await built
    .db('trips')
    .where({ id: tripId })
    .update({ readiness_rules: JSON.stringify(DEFAULT_READINESS_RULES) });
});

describe('the owner edits the readiness rules', () => {
  it('when the owner asks for 4 months after the return instead of 6, then a passport expiring 5 months after it goes from blocked to ready; the save is audited', async () => {
    // The trip is back on 2026-01-12: this passport expires 5 months later.
    const t = await travellerAt(built, owner, 'FORM_APPROVED');
    await built.db('trip_forms').where({ registration_id: t.registrationId }).update({ passport_expiration_date: '2026-06-12' });
    const before = (await owner.get(`/api/admin/readiness?tripId=${tripId}`).expect(200)).body as Board;
    expect(passportOf(before, t.registrationId)).toBe('blocked');

    const res = await owner.put(path()).send(withPassportMonths(4)).expect(200);
    expect(passportOf(res.body, t.registrationId)).toBe('ready');
    expect(res.body.warnDays).toBe(DEFAULT_READINESS_RULES.warnDays);
    expect(res.body.rules[0]).toMatchObject({ id: 'passport', parameters: ['monthsAfterReturn=4'], checkedOn: '2027-01-05' });
    expect(await stored()).toEqual(withPassportMonths(4));
    // The traveller reads the same rule.
    const mine = (await t.agent.get('/api/trip/readiness').expect(200)).body;
    expect(mine.items[0]).toMatchObject({ rule: 'passport', status: 'ready', until: '2026-05-12' });

    const [event] = await savedEvents();
    expect(event).toMatchObject({ actor_user_id: ownerId, entity_type: 'trip', entity_id: tripId, trip_id: tripId });
    expect(event.payload).toEqual({
      changed: ['passport.checkedOn', 'passport.monthsAfterReturn'],
      before: { 'passport.monthsAfterReturn': 6, 'passport.checkedOn': DEFAULT_READINESS_RULES.passport.checkedOn },
      after: { 'passport.monthsAfterReturn': 4, 'passport.checkedOn': '2027-01-05' },
    });
    const listed = (await owner.get('/api/admin/audit-events?action=readiness_rules.saved').expect(200)).body;
    expect(JSON.stringify(listed)).toContain('Readiness rules edited');
  });

  it('when the owner saves through GraphQL, then the same answer and rules', async () => {
    const rules = { ...DEFAULT_READINESS_RULES, meningitis: { ...DEFAULT_READINESS_RULES.meningitis, validityYears: { polysaccharide: 2, conjugate: 5 } } };
    const res = await gql(owner, 'SaveReadinessRules', { tripId, rules });
    expect(res.errors).toBeUndefined();
    expect(res.data?.saveReadinessRules.rules[2].parameters).toContain('validityYears.polysaccharide=2');
    expect(await stored()).toEqual(rules);
    expect((await savedEvents()).at(-1).payload).toEqual({
      changed: ['meningitis.validityYears.polysaccharide'],
      before: { 'meningitis.validityYears.polysaccharide': 3 },
      after: { 'meningitis.validityYears.polysaccharide': 2 },
    });
  });

  it.each([
    [
      'negative months',
      { ...DEFAULT_READINESS_RULES, passport: { ...DEFAULT_READINESS_RULES.passport, monthsAfterReturn: -1 } },
      'passport.monthsAfterReturn',
      READINESS_MESSAGES.monthsAfterReturn,
    ],
    [
      'a checked-on day that is not a date',
      { ...DEFAULT_READINESS_RULES, visa: { ...DEFAULT_READINESS_RULES.visa, checkedOn: '2026-02-30' } },
      'visa.checkedOn',
      READINESS_MESSAGES.checkedOn,
    ],
    [
      'a source address that is not http(s)',
      { ...DEFAULT_READINESS_RULES, visa: { ...DEFAULT_READINESS_RULES.visa, source: { title: 'Nusuk', url: 'javascript:alert(1)' } } },
      'visa.source.url',
      READINESS_MESSAGES.sourceUrl,
    ],
  ])('when the owner sends %s, then 400 with the field’s message (GraphQL: BAD_USER_INPUT) and nothing changes', async (_name, rules, field, message) => {
    const before = await stored();
    const events = (await savedEvents()).length;
    const res = await owner.put(path()).send(rules).expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fieldErrors[field]).toBe(message);
    const viaGql = await gql(owner, 'SaveReadinessRules', { tripId, rules });
    expect(viaGql.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await stored()).toEqual(before);
    expect(await savedEvents()).toHaveLength(events);
  });

  it('when the trip is unknown, then 404 and nothing is audited', async () => {
    const events = (await savedEvents()).length;
    await owner.put('/api/admin/trips/00000000-0000-4000-8000-000000000000/readiness-rules').send(DEFAULT_READINESS_RULES).expect(404);
    await owner.put('/api/admin/trips/not-a-uuid/readiness-rules').send(DEFAULT_READINESS_RULES).expect(404);
    expect(await savedEvents()).toHaveLength(events);
  });

  it('when the reviewer, treasurer, leader, a traveller or anonymous tries, then refused on both faces and nothing changes', async () => {
    const rules = withPassportMonths(3);
    for (const agent of [staff.reviewer!, staff.treasurer!, staff.leader!]) {
      await agent.put(path()).send(rules).expect(403);
      expect((await gql(agent, 'SaveReadinessRules', { tripId, rules })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const t = await signedInTraveller(built);
    await t.agent.put(path()).send(rules).expect(403);
    expect((await gql(t.agent, 'SaveReadinessRules', { tripId, rules })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await request(built.app).put(path()).send(rules).expect(401);
    expect((await gql(request.agent(built.app), 'SaveReadinessRules', { tripId, rules })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await stored()).toEqual(DEFAULT_READINESS_RULES);
  });
});

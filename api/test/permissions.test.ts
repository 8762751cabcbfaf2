// The permission table, enforced (docs/product.md#the-team, ADR 0102): every admin operation ×
// every role (owner, reviewer, treasurer, leader), a traveller and anonymous, on both faces. A
// role the table grants gets past the guard (the record asked for does not exist: 404, or the
// list: 200); any other gets 403 "You do not have access to this", anonymous 401. Then own/other:
// a receipt and a document, by their traveller, another traveller, and each role.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { roleCan, STAFF_ROLES, type Permission, type StaffRole } from '@umrah/graphql';
import type { BuiltApp } from '../src/app.js';
import { agentOf, gql, resetDb, signedInAdmin, signedInStaff, signedInTraveller, startApp, travellerAt, type Agent } from './helpers.js';

let built: BuiltApp;
const agents = {} as Record<StaffRole | 'traveller' | 'anonymous', Agent>;
beforeAll(async () => {
  built = await startApp();
  await resetDb(built.db);
  agents.owner = (await signedInAdmin(built)).agent;
  for (const role of ['reviewer', 'treasurer', 'leader'] as const) agents[role] = (await signedInStaff(built, agents.owner, role)).agent;
  agents.traveller = (await signedInTraveller(built)).agent;
  agents.anonymous = agentOf(built);
}, 60_000);
afterAll(() => built.close());

const NONE = randomUUID();
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());

interface Operation {
  permission: Permission;
  rest: [method: 'get' | 'post' | 'delete', path: string, body?: object];
  /** What a granted role gets from REST (the record asked for does not exist, or the list). */
  granted: number;
  gql?: [name: string, variables?: Record<string, unknown>];
}

const OPERATIONS: Record<string, Operation> = {
  'the roster': { permission: 'roster:read', rest: ['get', '/api/admin/trip-registrations'], granted: 200, gql: ['TripRegistrations'] },
  'the roster, paged': { permission: 'roster:read', rest: ['get', '/api/admin/trip-registrations/search'], granted: 200, gql: ['RegistrationsPage', {}] },
  'interest submissions': {
    permission: 'interest:read',
    rest: ['get', '/api/admin/registrations'],
    granted: 200,
    gql: ['InterestPage', { offset: 0, limit: 5 }],
  },
  'a review': {
    permission: 'roster:read',
    rest: ['get', `/api/admin/trip-registrations/${NONE}/review`],
    granted: 404,
    gql: ['RegistrationReview', { id: NONE }],
  },
  'the readiness board': { permission: 'roster:read', rest: ['get', '/api/admin/readiness'], granted: 200, gql: ['ReadinessBoard', {}] },
  'a registration’s readiness': {
    permission: 'roster:read',
    rest: ['get', `/api/admin/trip-registrations/${NONE}/readiness`],
    granted: 404,
    gql: ['RegistrationReadiness', { registrationId: NONE }],
  },
  'approve a form': { permission: 'forms:review', rest: ['post', `/api/admin/approve-form/${NONE}`], granted: 404, gql: ['ApproveForm', { id: NONE }] },
  'send a form back': {
    permission: 'forms:review',
    rest: ['post', `/api/admin/request-form-changes/${NONE}`, { reason: 'Please fix the passport date.' }],
    granted: 404,
    gql: ['RequestFormChanges', { id: NONE, reason: 'Please fix the passport date.' }],
  },
  'approve a visa': { permission: 'visas:review', rest: ['post', `/api/admin/approve-visa/${NONE}`], granted: 404, gql: ['ApproveVisa', { id: NONE }] },
  'send a visa back': {
    permission: 'visas:review',
    rest: ['post', `/api/admin/request-visa-changes/${NONE}`, { reason: 'Please upload a clearer photo.' }],
    granted: 404,
    gql: ['RequestVisaChanges', { id: NONE, reason: 'Please upload a clearer photo.' }],
  },
  'reveal a passport number': {
    permission: 'passports:reveal',
    rest: ['post', `/api/admin/trip-registrations/${NONE}/reveal-passport`],
    granted: 404,
    gql: ['RevealPassportNumber', { registrationId: NONE }],
  },
  "one traveller's documents ZIP": { permission: 'documents:read', rest: ['get', `/api/admin/trip-registrations/${NONE}/documents.zip`], granted: 404 },
  "every traveller's documents ZIP": { permission: 'documents:read', rest: ['get', '/api/admin/exports/documents.zip'], granted: 200 },
  'the registrations export': { permission: 'registrations:export', rest: ['get', '/api/admin/exports/registrations.xlsx'], granted: 200 },
  'the airline manifest': { permission: 'registrations:export', rest: ['get', '/api/admin/exports/manifest.csv'], granted: 200 },
  'the emergency sheet': { permission: 'medical:read', rest: ['get', '/api/admin/exports/emergency-sheet.pdf'], granted: 200 },
  "the ground handler's roster": { permission: 'registrations:export', rest: ['get', '/api/admin/exports/ground-roster.xlsx'], granted: 200 },
  'the flight legs': { permission: 'roster:read', rest: ['get', '/api/admin/flight-legs'], granted: 200, gql: ['FlightLegs', {}] },
  'remove a flight leg': {
    permission: 'trips:manage',
    rest: ['delete', `/api/admin/flight-legs/${NONE}`],
    granted: 404,
    gql: ['DeleteFlightLeg', { id: NONE }],
  },
  'mark a deposit paid': {
    permission: 'payments:record',
    rest: ['post', '/api/admin/trip/deposit', { tripRegistrationId: NONE, depositPaid: true }],
    granted: 404,
    gql: ['MarkDepositPaid', { id: NONE }],
  },
  'record the final payment': {
    permission: 'payments:record',
    rest: ['post', `/api/admin/final-payment/${NONE}`],
    granted: 404,
    gql: ['RecordFinalPayment', { id: NONE }],
  },
  'record a payment': {
    permission: 'payments:record',
    rest: ['post', '/api/admin/payments', { registrationId: NONE, amountCents: 5_000, method: 'cash', receivedOn: TODAY }],
    granted: 404,
    gql: ['RecordPayment', { input: { registrationId: NONE, amountCents: 5_000, method: 'cash', receivedOn: TODAY } }],
  },
  'reverse a payment': {
    permission: 'payments:record',
    rest: ['post', `/api/admin/payments/${NONE}/reverse`, { reason: 'Cheque bounced at the bank.' }],
    granted: 404,
    gql: ['ReversePayment', { paymentId: NONE, reason: 'Cheque bounced at the bank.' }],
  },
  'change a fare': {
    permission: 'payments:record',
    rest: ['post', `/api/admin/trip-registrations/${NONE}/fare`, { fare: 'barakah' }],
    granted: 404,
    gql: ['ChangeFare', { registrationId: NONE, fare: 'barakah' }],
  },
  'record a refund': {
    permission: 'refunds:record',
    rest: ['post', `/api/admin/trip-registrations/${NONE}/refunds`, { amountCents: 1_000, method: 'cash' }],
    granted: 404,
    gql: ['RecordRefund', { registrationId: NONE, input: { amountCents: 1_000, method: 'cash' } }],
  },
  "a traveller's account": {
    permission: 'finance:read',
    rest: ['get', `/api/admin/trip-registrations/${NONE}/payments`],
    granted: 404,
    gql: ['RegistrationPayments', { registrationId: NONE }],
  },
  'a cancellation quote': {
    permission: 'finance:read',
    rest: ['get', `/api/admin/trip-registrations/${NONE}/cancellation-quote`],
    granted: 404,
    gql: ['RegistrationCancellationQuote', { registrationId: NONE }],
  },
  'the finance overview': { permission: 'finance:read', rest: ['get', '/api/admin/finance'], granted: 200, gql: ['FinanceOverview'] },
  'the ledger export': { permission: 'ledger:export', rest: ['get', '/api/admin/exports/payments.xlsx'], granted: 200 },
  'the waiting list': { permission: 'seats:manage', rest: ['get', '/api/admin/waitlist'], granted: 200, gql: ['Waitlist'] },
  'cancel a registration': {
    permission: 'seats:manage',
    rest: ['post', `/api/admin/cancel/${NONE}`, { reason: 'Asked by phone.' }],
    granted: 404,
    gql: ['CancelRegistration', { id: NONE, reason: 'Asked by phone.' }],
  },
  'extend a hold': {
    permission: 'seats:manage',
    rest: ['post', `/api/admin/extend-hold/${NONE}`, { hours: 24, reason: 'Bank transfer on its way.' }],
    granted: 404,
    gql: ['ExtendHold', { id: NONE, hours: 24, reason: 'Bank transfer on its way.' }],
  },
  'reorder the waiting list': {
    permission: 'seats:manage',
    rest: ['post', `/api/admin/waitlist/${NONE}/reorder`, { position: 1, reason: 'Family travelling together.' }],
    granted: 404,
    gql: ['ReorderWaitlist', { id: NONE, position: 1, reason: 'Family travelling together.' }],
  },
  'offer a seat': {
    permission: 'seats:manage',
    rest: ['post', `/api/admin/waitlist/${NONE}/offer`, { reason: 'A place came free.' }],
    granted: 404,
    gql: ['OfferSeat', { id: NONE, reason: 'A place came free.' }],
  },
  'sent announcements': { permission: 'announcements:send', rest: ['get', '/api/admin/announcements'], granted: 200, gql: ['SentAnnouncements'] },
  'undelivered emails': { permission: 'messages:manage', rest: ['get', '/api/admin/messages/undelivered'], granted: 200, gql: ['UndeliveredMessages'] },
  'the audit log': { permission: 'audit:read', rest: ['get', '/api/admin/audit-events'], granted: 200, gql: ['AuditLog', {}] },
  'the audit log export': { permission: 'audit:read', rest: ['get', '/api/admin/exports/audit-events.xlsx'], granted: 200 },
  'the team': { permission: 'team:manage', rest: ['get', '/api/admin/team'], granted: 200, gql: ['Team'] },
  'revoke an invitation': {
    permission: 'team:manage',
    rest: ['post', `/api/admin/team/invitations/${NONE}/revoke`],
    granted: 404,
    gql: ['RevokeInvitation', { id: NONE }],
  },
  "change a member's role": {
    permission: 'team:manage',
    rest: ['post', `/api/admin/team/members/${NONE}/role`, { staffRole: 'leader' }],
    granted: 404,
    gql: ['ChangeStaffRole', { id: NONE, staffRole: 'leader' }],
  },
  'revoke a member': { permission: 'team:manage', rest: ['post', `/api/admin/team/members/${NONE}/revoke`], granted: 404, gql: ['RevokeStaff', { id: NONE }] },
};

const CALLERS = [...STAFF_ROLES, 'traveller', 'anonymous'] as const;
const TABLE = Object.entries(OPERATIONS).flatMap(([name, op]) => CALLERS.map((caller) => [name, caller, op] as const));

describe.each(TABLE)('%s, by %s', (_name, caller, op) => {
  const granted = caller !== 'traveller' && caller !== 'anonymous' && roleCan(caller, op.permission);

  it('when asked over REST, then the table decides', async () => {
    const [method, path, body] = op.rest;
    const res = await agents[caller][method](path).send(body);
    if (caller === 'anonymous') {
      expect([res.status, res.body.message]).toEqual([401, 'You must be signed in']);
    } else if (!granted) {
      expect([res.status, res.body.message]).toEqual([403, 'You do not have access to this']);
    } else {
      expect(res.status).toBe(op.granted);
    }
  });

  // The downloads are REST only.
  if (op.gql)
    it('when asked over GraphQL, then the table decides', async () => {
      const [name, variables] = op.gql!;
      const g = await gql(agents[caller], name, variables);
      const codes = (g.errors ?? []).map((e) => e.extensions?.code);
      if (caller === 'anonymous') expect(codes).toEqual(['UNAUTHENTICATED']);
      else if (!granted) expect(g.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([['FORBIDDEN', 'You do not have access to this']]);
      else expect(codes).toEqual(op.granted === 404 ? ['NOT_FOUND'] : []);
    });
});

describe('own and other', () => {
  const PDF = readFileSync(new URL('./fixtures/passport.pdf', import.meta.url));
  let receiptPath: string;
  let documentPath: string;
  let other: Agent;
  let owner: Agent;
  let registrationId: string;
  beforeAll(async () => {
    const t = await travellerAt(built, agents.owner, 'FORM_APPROVED');
    registrationId = t.registrationId;
    owner = t.agent;
    other = (await signedInTraveller(built)).agent;
    const account = await agents.owner
      .post('/api/admin/payments')
      .send({ registrationId: t.registrationId, amountCents: 5_000, method: 'cash', receivedOn: TODAY })
      .expect(201);
    receiptPath = `/api/trip/payments/${account.body.entries.at(-1).id}/receipt.pdf`;
    const doc = await owner
      .post('/api/trip/documents')
      .field('metadata', JSON.stringify({ type: 'passport', description: 'Main page', isPublic: false }))
      .attach('file', PDF, { filename: 'passport.pdf', contentType: 'application/pdf' })
      .expect(201);
    documentPath = doc.body.url;
  }, 30_000);

  it.each([
    ['its traveller', 200],
    ['another traveller', 404],
    ['owner', 200],
    ['treasurer', 200],
    ['reviewer', 404],
    ['leader', 404],
  ] as const)('when %s asks for a receipt, then %i', async (who, status) => {
    const agent = who === 'its traveller' ? owner : who === 'another traveller' ? other : agents[who];
    expect((await agent.get(receiptPath)).status).toBe(status);
  });

  it.each([
    ['its traveller', 200],
    ['another traveller', 404],
    ['owner', 200],
    ['reviewer', 200],
    ['treasurer', 404],
    ['leader', 404],
  ] as const)('when %s asks for a passport scan, then %i', async (who, status) => {
    const agent = who === 'its traveller' ? owner : who === 'another traveller' ? other : agents[who];
    expect((await agent.get(documentPath)).status).toBe(status);
  });

  it.each([
    ['leader', 0, null],
    ['treasurer', 0, null],
    ['reviewer', 1, '••••••56'],
  ] as const)('when the %s opens the registration, then %i documents and passport number %j', async (who, documents, masked) => {
    const res = await agents[who].get(`/api/admin/trip-registrations/${registrationId}/review`);
    expect(res.body.documents).toHaveLength(documents);
    expect(res.body.form.passportNumberMasked).toBe(masked);
  });

  it('when the leader reads the roster, then no money is on it', async () => {
    const g = await gql(agents.leader, 'TripRegistrations');
    expect(g.errors).toBeUndefined();
    const rows = g.data?.tripRegistrations as { money: unknown }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.money === null)).toBe(true);
  });
});

// The audit log people can read (docs/product.md#the-audit-log): append-only in PostgreSQL, each
// event with the address and request id of the request that caused it, the owner's paged and
// filtered list on both faces, its xlsx export, and a label for every action the api writes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { AUDIT_ACTION_LABELS } from '@umrah/graphql';
import type { BuiltApp } from '../src/app.js';
import { binary, readXlsx } from './files.js';
import { TEST_DATABASE_URL } from './env.js';
import { startTcpProxy } from './tcp-proxy.js';
import { agentOf, gql, resetDb, signedInAdmin, signedInTraveller, startApp, travellerAt, type Agent } from './helpers.js';

let built: BuiltApp;
let admin: Agent;
let adminId: string;
beforeAll(async () => {
  built = await startApp();
  await resetDb(built.db);
  ({ agent: admin, userId: adminId } = await signedInAdmin(built));
});
afterAll(() => built.close());

const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
const REASON = 'Please check the passport expiry date.';

describe('append-only', () => {
  it('when anything tries to UPDATE or DELETE an audit event, then PostgreSQL refuses and the event stays as written', async () => {
    const t = await travellerAt(built, admin, 'PENDING');
    const [event] = await built.db('audit_events').where({ registration_id: t.registrationId, action: 'registration.started' });
    await expect(built.db('audit_events').where({ id: event.id }).update({ action: 'registration.cancelled' })).rejects.toThrow(
      'audit events are append-only: record a new event instead',
    );
    await expect(built.db('audit_events').where({ id: event.id }).delete()).rejects.toThrow('audit events are append-only: record a new event instead');
    expect(await built.db('audit_events').where({ id: event.id }).first()).toEqual(event);
  });
});

describe('who, from where', () => {
  it('when an admin acts over REST, then the event keeps the address and the request id of that request', async () => {
    const t = await travellerAt(built, admin, 'PENDING');
    await admin
      .post('/api/admin/trip/deposit')
      .set('X-Request-Id', 'deposit-req-1')
      .send({ tripRegistrationId: t.registrationId, depositPaid: true })
      .expect(200);
    const event = await built.db('audit_events').where({ registration_id: t.registrationId, action: 'registration.deposit_paid' }).first();
    expect(event).toMatchObject({ actor_user_id: adminId, request_id: 'deposit-req-1' });
    expect(['127.0.0.1', '::ffff:127.0.0.1', '::1']).toContain(event.ip);
  });

  it('when an admin acts over GraphQL, then the event keeps that request id too', async () => {
    const t = await travellerAt(built, admin, 'FORM_APPROVED');
    const res = await admin
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('X-Request-Id', 'reveal-req-7')
      .send({ query: 'mutation($id: ID!) { revealPassportNumber(registrationId: $id) }', variables: { id: t.registrationId } });
    expect(res.body.errors).toBeUndefined();
    const event = await built.db('audit_events').where({ registration_id: t.registrationId, action: 'passport.revealed' }).first();
    expect(event).toMatchObject({ actor_user_id: adminId, request_id: 'reveal-req-7' });
    expect(event.ip).not.toBeNull();
  });

  it('when an event is written outside any request (the worker, a command line), then it carries no address and no request id', async () => {
    const id = await built.services.audit.record({
      actorUserId: null,
      action: 'messages.sent_again',
      entityType: 'outbox_message',
      entityId: null,
      payload: { ids: [] },
    });
    expect(await built.db('audit_events').where({ id }).first()).toMatchObject({ ip: null, request_id: null });
  });

  it('when the api sits behind a trusted proxy, then the forwarded address is kept, and a forwarded value that is no address is not', async () => {
    const proxied = await startApp({ TRUST_PROXY: '1' });
    try {
      const { agent } = await signedInAdmin(proxied);
      const t = await travellerAt(proxied, agent, 'PENDING');
      await agent
        .post('/api/admin/trip/deposit')
        .set('X-Forwarded-For', '203.0.113.7')
        .send({ tripRegistrationId: t.registrationId, depositPaid: true })
        .expect(200);
      expect(await proxied.db('audit_events').where({ registration_id: t.registrationId, action: 'registration.deposit_paid' }).first()).toMatchObject({
        ip: '203.0.113.7',
      });
      const u = await travellerAt(proxied, agent, 'PENDING');
      await agent
        .post('/api/admin/trip/deposit')
        .set('X-Forwarded-For', 'not-an-address')
        .send({ tripRegistrationId: u.registrationId, depositPaid: true })
        .expect(200);
      expect(await proxied.db('audit_events').where({ registration_id: u.registrationId, action: 'registration.deposit_paid' }).first()).toMatchObject({
        ip: null,
      });
    } finally {
      await proxied.close();
    }
  });
});

describe('the audit log', () => {
  let amina: Awaited<ReturnType<typeof travellerAt>>;
  let bilal: Awaited<ReturnType<typeof travellerAt>>;

  beforeAll(async () => {
    await resetDb(built.db);
    ({ agent: admin, userId: adminId } = await signedInAdmin(built));
    amina = await travellerAt(built, admin, 'FORM_SUBMITTED');
    bilal = await travellerAt(built, admin, 'PENDING');
    await admin.post(`/api/admin/request-form-changes/${amina.registrationId}`).send({ reason: REASON }).expect(200);
    await admin.post(`/api/admin/trip-registrations/${bilal.registrationId}/fare`).send({ fare: 'barakah' }).expect(200);
    const recorded = (
      await admin.post('/api/admin/payments').send({ registrationId: amina.registrationId, amountCents: 40_000, method: 'cash', receivedOn: TODAY })
    ).body;
    await admin.post(`/api/admin/payments/${recorded.entries[1].id}/reverse`).send({ reason: 'Counted twice by mistake.' }).expect(201);
  });

  it('when the owner opens it, then every event is listed newest first in plain words, with before and after where a value changed', async () => {
    const res = await admin.get('/api/admin/audit-events').expect(200);
    const items = res.body.items as Record<string, any>[];
    expect(res.body).toMatchObject({ total: items.length, page: 1, pageSize: 50 });
    expect(items.map((i) => Number(i.id))).toEqual(items.map((i) => Number(i.id)).sort((a, b) => b - a));
    expect(items[0]).toMatchObject({
      action: 'payment.reversed',
      actionLabel: 'Payment reversed',
      summary: expect.stringMatching(/^Payment reversed: \$400\.00 \(R-\d{6}\)$/),
      actor: { username: 'test_admin' },
      traveller: { registrationId: amina.registrationId, username: amina.t.username, fullName: 'Amina Traveller' },
      before: 'Paid $650.00',
      after: 'Paid $250.00',
      reason: 'Counted twice by mistake.',
    });
    expect(items[0]!.ip).not.toBeNull();
    expect(items[1]).toMatchObject({ action: 'payment.recorded', actionLabel: 'Payment recorded', before: 'Paid $250.00', after: 'Paid $650.00' });
    expect(items.find((i) => i.action === 'registration.fare_changed')).toMatchObject({
      actionLabel: 'Fare changed',
      traveller: { username: bilal.t.username },
      before: 'Non-member',
      after: 'Barakah member',
    });
    expect(items.find((i) => i.action === 'registration.form_changes_requested')).toMatchObject({
      actionLabel: 'Registration form sent back for changes',
      before: 'Form Submitted',
      after: 'Deposit Paid',
      reason: REASON,
    });
    expect(items.find((i) => i.action === 'registration.started' && i.traveller.username === bilal.t.username)).toMatchObject({
      actor: { username: bilal.t.username, fullName: 'Amina Traveller' },
      before: null,
      after: null,
    });
  });

  it('when GraphQL asks with the same filters, then it answers what REST does', async () => {
    const rest = (await admin.get('/api/admin/audit-events').query({ traveller: amina.t.username, pageSize: 3 }).expect(200)).body;
    const g = await gql(admin, 'AuditLog', { traveller: amina.t.username, pageSize: 3 });
    expect(g.errors).toBeUndefined();
    expect(g.data?.auditLog).toEqual(rest);
    expect(rest.items).toHaveLength(3);
  });

  it('when GraphQL leaves filters null (as the web does for an empty filter), then they filter nothing', async () => {
    const g = await gql(admin, 'AuditLog', { person: null, traveller: null, action: null, from: null, to: null, page: 1, pageSize: 50 });
    expect(g.errors).toBeUndefined();
    expect(g.data?.auditLog).toEqual((await admin.get('/api/admin/audit-events').expect(200)).body);
  });

  it('when filtered by traveller, then only that traveller’s events, whoever did them', async () => {
    const res = await admin.get('/api/admin/audit-events').query({ traveller: bilal.t.username.toUpperCase() }).expect(200);
    expect(res.body.items.map((i: { action: string }) => i.action)).toEqual(['registration.fare_changed', 'registration.started']);
  });

  it('when filtered by person, then only what that person did', async () => {
    const res = await admin.get('/api/admin/audit-events').query({ person: amina.t.username }).expect(200);
    expect(res.body.items.map((i: { action: string }) => i.action)).toEqual(['form.submitted', 'registration.started']);
    const none = await admin.get('/api/admin/audit-events').query({ person: 'nobody_here' }).expect(200);
    expect(none.body).toMatchObject({ items: [], total: 0 });
  });

  it('when filtered by action, then only that action', async () => {
    const res = await admin.get('/api/admin/audit-events').query({ action: 'registration.started' }).expect(200);
    expect(res.body.total).toBe(2);
    expect(res.body.items.every((i: { action: string }) => i.action === 'registration.started')).toBe(true);
  });

  it('when filtered by days in Toronto, then today holds every event and yesterday none', async () => {
    const all = (await admin.get('/api/admin/audit-events').expect(200)).body.total;
    expect((await admin.get('/api/admin/audit-events').query({ from: TODAY, to: TODAY }).expect(200)).body.total).toBe(all);
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date(Date.now() - 86_400_000 * 1.5));
    expect((await admin.get('/api/admin/audit-events').query({ to: yesterday }).expect(200)).body.total).toBe(0);
    expect((await admin.get('/api/admin/audit-events').query({ from: yesterday }).expect(200)).body.total).toBe(all);
  });

  it('when paged, then the pages follow each other without a repeat or a gap', async () => {
    const all = (await admin.get('/api/admin/audit-events').query({ pageSize: 100 }).expect(200)).body.items.map((i: { id: string }) => i.id);
    const pages: string[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 4); page++) {
      const res = await admin.get('/api/admin/audit-events').query({ page, pageSize: 4 }).expect(200);
      expect(res.body).toMatchObject({ page, pageSize: 4, total: all.length });
      pages.push(...res.body.items.map((i: { id: string }) => i.id));
    }
    expect(pages).toEqual(all);
  });

  it.each([
    [{ action: 'seat.held' }, 'action', 'Unknown action'],
    [{ from: '2026-02-30' }, 'from', 'Enter a date as YYYY-MM-DD'],
    [{ from: '2026-11-27', to: '2026-11-26' }, 'to', 'The start date must be on or before the end date'],
    [{ pageSize: '500' }, 'pageSize', 'Page size must be between 1 and 100'],
    [{ page: '0' }, 'page', 'Page must be a whole number of 1 or more'],
  ])('when the filters are bad (%j), then a clear 400 on both faces', async (query, field, message) => {
    const rest = await admin.get('/api/admin/audit-events').query(query);
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ message, fieldErrors: { [field]: message } });
    const variables = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, k.startsWith('page') ? Number(v) : v]));
    const g = await gql(admin, 'AuditLog', variables);
    expect(g.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fieldErrors: { [field]: message } } });
    const exported = await admin.get('/api/admin/exports/audit-events.xlsx').query(query);
    expect(exported.status).toBe(400);
    expect(exported.body).toMatchObject({ message });
  });

  it('when anyone but the owner asks, then 401 for anonymous and 403 for a traveller, on both faces and for the export', async () => {
    const anonymous = agentOf(built);
    expect((await anonymous.get('/api/admin/audit-events')).status).toBe(401);
    expect((await anonymous.get('/api/admin/exports/audit-events.xlsx')).status).toBe(401);
    expect((await gql(anonymous, 'AuditLog')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await amina.agent.get('/api/admin/audit-events')).status).toBe(403);
    expect((await amina.agent.get('/api/admin/exports/audit-events.xlsx')).status).toBe(403);
    expect((await gql(amina.agent, 'AuditLog')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('when the owner exports the filtered log, then the xlsx holds those rows in plain words, text made safe, and the export is itself audited', async () => {
    const formulaName = await signedInTraveller(built, { fullName: '=HYPERLINK("http://evil","x")' });
    await formulaName.agent.post('/api/trip/register').expect(201);
    const res = await admin
      .get('/api/admin/exports/audit-events.xlsx')
      .query({ from: TODAY, to: TODAY, traveller: amina.t.username })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename=Umrah-audit-log-${TODAY}.xlsx`);
    const rows = readXlsx(res.body as Buffer);
    expect(rows[0]).toEqual([
      'When (Toronto)',
      'Person',
      'Person Username',
      'Action',
      'Details',
      'Traveler',
      'Traveler Username',
      'Before',
      'After',
      'Reason',
      'IP Address',
      'Request ID',
    ]);
    const listed = (await admin.get('/api/admin/audit-events').query({ traveller: amina.t.username, pageSize: 100 }).expect(200)).body.items;
    expect(rows).toHaveLength(listed.length + 1);
    expect(rows[1]!.slice(1, 10)).toEqual([
      'Administrator',
      'test_admin',
      'Payment reversed',
      expect.stringMatching(/^Payment reversed: \$400\.00 \(R-\d{6}\)$/),
      'Amina Traveller',
      amina.t.username,
      'Paid $650.00',
      'Paid $250.00',
      'Counted twice by mistake.',
    ]);
    expect(rows[1]![0]).toMatch(new RegExp(`^${TODAY} \\d{2}:\\d{2}:\\d{2}$`));
    expect(rows.slice(1).every((r) => r[6] === amina.t.username)).toBe(true);

    const everyone = readXlsx((await admin.get('/api/admin/exports/audit-events.xlsx').buffer(true).parse(binary).expect(200)).body as Buffer);
    expect(everyone.find((r) => r[6] === formulaName.t.username)?.[5]).toBe(`'=HYPERLINK("http://evil","x")`);
    const exported = await built.db('audit_events').where({ action: 'audit_log.exported' }).orderBy('id');
    expect(exported).toHaveLength(2);
    expect(exported[0]).toMatchObject({ actor_user_id: adminId, payload: { filters: { from: TODAY, to: TODAY, traveller: amina.t.username } } });
  });
  it('when a trip is chosen, then the log and its export hold that trip’s events only; an unknown trip is a clear 404', async () => {
    const {
      rows: [past],
    } = await built.db.raw(
      `INSERT INTO trips (slug, name, status, starts_on, ends_on, departure_city, group_size, hold_hours, offer_hours, barakah_cents,
         non_barakah_cents, payment_schedule, refund_policy, under_18_reference_date, passport_valid_after)
       SELECT 'summer-2025-audit', 'Summer 2025 Umrah', 'returned', '2025-07-01', '2025-07-13', departure_city, group_size, hold_hours,
         offer_hours, barakah_cents, non_barakah_cents, payment_schedule, refund_policy, under_18_reference_date, passport_valid_after
       FROM trips WHERE slug = 'winter-2026' RETURNING id`,
    );
    await built.db('audit_events').insert({ actor_user_id: adminId, action: 'trip.returned', entity_type: 'trip', entity_id: past.id, trip_id: past.id });
    const ofPast = (await admin.get('/api/admin/audit-events').query({ tripId: past.id }).expect(200)).body;
    expect(ofPast.items.map((e: { action: string }) => e.action)).toEqual(['trip.returned']);
    const all = (await admin.get('/api/admin/audit-events').query({ pageSize: 100 }).expect(200)).body;
    expect(all.total).toBeGreaterThan(1);
    const rows = readXlsx(
      (await admin.get('/api/admin/exports/audit-events.xlsx').query({ tripId: past.id }).buffer(true).parse(binary).expect(200)).body as Buffer,
    );
    expect(rows.slice(1).map((r) => r[3])).toEqual(['Trip marked returned']);
    const unknown = await admin.get('/api/admin/exports/audit-events.xlsx').query({ tripId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Trip not found.');
  });
});

describe('when PostgreSQL is down', () => {
  it('when the owner asks for the log or its export, then 503 with Retry-After, never a 500; once back, the log answers again', async () => {
    const pgProxy = await startTcpProxy(TEST_DATABASE_URL);
    const behind = await startApp({ DATABASE_URL: pgProxy.url });
    try {
      const { agent } = await signedInAdmin(behind);
      await agent.get('/api/admin/audit-events').expect(200);
      pgProxy.cut();
      for (const path of ['/api/admin/audit-events', '/api/admin/exports/audit-events.xlsx']) {
        const res = await agent.get(path);
        expect(res.status).toBe(503);
        expect(res.headers['retry-after']).toMatch(/^\d+$/);
      }
      for (const res of [await agent.get('/api/admin/audit-events'), await agent.post('/graphql').send({ query: '{ auditLog { total } }' })]) {
        expect(res.status).toBe(503);
        // REST answers { message }; GraphQL its errors (here the session's account could not be read before Apollo).
        expect(res.body.message ?? res.body.errors?.[0]?.message).toMatch(/temporarily unavailable/i);
      }
      pgProxy.restore();
      let status = 0;
      for (let i = 0; i < 150 && status !== 200; i++) {
        status = (await agent.get('/api/admin/audit-events')).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe(200);
    } finally {
      await behind.close();
      await pgProxy.close();
    }
  });
});

describe('labels', () => {
  /** Every action literal the api writes: `action: '…'` (and both sides of a ternary) and the journey's `audit: '…'`. */
  function writtenActions(): Set<string> {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? files(full) : full.endsWith('.ts') ? [full] : [];
      });
    const roots = [new URL('../src', import.meta.url), new URL('../../graphql/src', import.meta.url)].map((u) => u.pathname);
    const found = new Set<string>();
    for (const file of roots.flatMap(files).filter((f) => !f.endsWith('.test.ts') && !f.includes('__generated__'))) {
      for (const [, rest] of readFileSync(file, 'utf8').matchAll(/\b(?:action|audit):\s*([^\n]*)/g)) {
        for (const [, literal] of rest!.matchAll(/'([a-z_]+\.[a-z_]+)'/g)) found.add(literal!);
      }
    }
    return found;
  }

  it('when the api writes an action, then the audit log has a label for it', () => {
    const written = writtenActions();
    expect(written.size).toBeGreaterThanOrEqual(19);
    expect([...written].filter((a) => !Object.hasOwn(AUDIT_ACTION_LABELS, a))).toEqual([]);
  });
});

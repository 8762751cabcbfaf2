import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { agentOf, gql, newTraveller, resetDb, signedInAdmin, startApp, type Agent } from './helpers.js';

// The interest form's texts (docs/product.md §2, §5), written out so that a misspelt message fails here.
const MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  travelers: 'Number of travelers must be between 1 and 45',
  message: 'Message must be at most 2000 characters',
};

let built: BuiltApp;
const ADMIN = { username: 'interest_admin', password: 'admin-secret-1' };
const countSubmissions = async () => Number((await built.db('interest_submissions').count<{ count: string }[]>('* as count'))[0]!.count);

beforeAll(async () => {
  // Many submissions come from the one test address: the per-IP limit is tested on its own app below.
  built = await startApp({ INTEREST_RATE_LIMIT_PER_HOUR: '10000' });
  await resetDb(built.db);
  await built.services.auth.ensureAdmin(ADMIN);
});
afterAll(() => built.close());

let counter = 0;
/** A valid interest payload, unique by email. */
function interest(over: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Yusuf Khan',
    email: `yusuf.${Date.now().toString(36)}${counter}@example.com`,
    phone: '6475550142',
    travelers: 3,
    message: 'We are a family of three.',
    ...over,
  };
}

async function adminAgent(): Promise<Agent> {
  return (await signedInAdmin(built, ADMIN.username, ADMIN.password)).agent;
}

async function travellerAgent(): Promise<Agent> {
  const t = newTraveller();
  const agent = agentOf(built);
  await agent.post('/api/auth/register').send(t).expect(201);
  await agent.post('/api/auth/login').send({ username: t.username, password: t.password }).expect(200);
  return agent;
}

describe('submitting interest', () => {
  it('when the payload is valid (REST), then 201 { success: true } and the row is stored trimmed', async () => {
    const payload = interest({ name: '  Yusuf Khan ', message: '  Two adults, one child.  ' });
    const res = await request(built.app).post('/api/interest').send(payload);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true });
    const row = await built.db('interest_submissions').where({ email: payload.email }).first();
    expect(row).toMatchObject({ name: 'Yusuf Khan', phone: '6475550142', travelers: 3, message: 'Two adults, one child.' });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.created_at).toBeInstanceOf(Date);
  });

  it('when the payload is valid (GraphQL), then success and one row is stored', async () => {
    const before = await countSubmissions();
    const payload = interest({ travelers: 45 });
    const g = await gql(agentOf(built), 'SubmitInterest', { input: payload });
    expect(g.errors).toBeUndefined();
    expect(g.data).toEqual({ submitInterest: { success: true } });
    expect(await countSubmissions()).toBe(before + 1);
  });

  it.each([
    ['message is left out', {}],
    ['message is blank', { message: '   ' }],
    ['message is null', { message: null }],
  ])('when the %s, then it is stored without a message', async (_label, over) => {
    const payload = interest(over);
    if (!('message' in over)) delete (payload as Record<string, unknown>).message;
    await request(built.app).post('/api/interest').send(payload).expect(201);
    const row = await built.db('interest_submissions').where({ email: payload.email }).first();
    expect(row.message).toBeNull();
  });

  it('when the message is exactly 2000 characters, then it is accepted whole', async () => {
    const payload = interest({ message: 'x'.repeat(2000) });
    await request(built.app).post('/api/interest').send(payload).expect(201);
    const row = await built.db('interest_submissions').where({ email: payload.email }).first();
    expect(row.message).toHaveLength(2000);
  });

  it.each([
    ['name', '"A"', 'A', MESSAGES.name],
    ['name', 'blank', '   ', MESSAGES.name],
    ['email', '"not-an-email"', 'not-an-email', MESSAGES.email],
    ['phone', '"416555"', '416555', MESSAGES.phone],
    ['travelers', '0', 0, MESSAGES.travelers],
    ['travelers', '46', 46, MESSAGES.travelers],
    ['message', '2001 characters', 'x'.repeat(2001), MESSAGES.message],
  ])('when %s is %s, then both faces answer the field message and nothing is stored', async (field, _label, value, message) => {
    const before = await countSubmissions();
    const payload = interest({ [field]: value });
    const rest = await request(built.app).post('/api/interest').send(payload);
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe(message);
    expect(rest.body.fieldErrors[field]).toBe(message);
    const g = await gql(agentOf(built), 'SubmitInterest', { input: payload });
    expect(g.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(g.errors?.[0]?.extensions?.fieldErrors?.[field]).toBe(message);
    expect(await countSubmissions()).toBe(before);
  });

  it('when travelers is a fraction, a string or missing (REST), then 400 with the travelers message', async () => {
    for (const travelers of [2.5, '3']) {
      const res = await request(built.app).post('/api/interest').send(interest({ travelers }));
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors.travelers).toBe(MESSAGES.travelers);
    }
    const { travelers: _omitted, ...missing } = interest();
    const res = await request(built.app).post('/api/interest').send(missing);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.travelers).toBe(MESSAGES.travelers);
  });

  it('when travelers is a fraction (GraphQL), then the Int type refuses it before the service runs', async () => {
    const before = await countSubmissions();
    const g = await gql(agentOf(built), 'SubmitInterest', { input: interest({ travelers: 2.5 }) });
    expect(g.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await countSubmissions()).toBe(before);
  });

  it('when every field is wrong, then each one carries its own message', async () => {
    const res = await request(built.app).post('/api/interest').send({ name: '', email: 'x', phone: '1', travelers: 99 });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      name: MESSAGES.name,
      email: MESSAGES.email,
      phone: MESSAGES.phone,
      travelers: MESSAGES.travelers,
    });
  });

  it('when the hidden website field is filled (REST), then the answer is the usual success and nothing is stored', async () => {
    const before = await countSubmissions();
    const res = await request(built.app)
      .post('/api/interest')
      .send(interest({ website: 'https://spam.example' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true });
    expect(await countSubmissions()).toBe(before);
  });

  it('when the hidden website field is filled (GraphQL), then success and nothing is stored', async () => {
    const before = await countSubmissions();
    const g = await gql(agentOf(built), 'SubmitInterest', { input: interest({ website: 'spam' }) });
    expect(g.errors).toBeUndefined();
    expect(g.data).toEqual({ submitInterest: { success: true } });
    expect(await countSubmissions()).toBe(before);
  });

  it('when the website field is sent empty, then the submission is stored as usual', async () => {
    const payload = interest({ website: '' });
    await request(built.app).post('/api/interest').send(payload).expect(201);
    expect(await built.db('interest_submissions').where({ email: payload.email })).toHaveLength(1);
  });

  it('when the form is posted from another site, then 403 and nothing is stored', async () => {
    const before = await countSubmissions();
    const res = await request(built.app).post('/api/interest').set('Origin', 'https://evil.example').send(interest());
    expect(res.status).toBe(403);
    expect(await countSubmissions()).toBe(before);
  });

  it('when a row breaks the 1..45 rule behind the service, then the database refuses it', async () => {
    const tripId = await built.services.trips.currentId();
    await expect(
      built.db('interest_submissions').insert({ trip_id: tripId, name: 'Direct', email: 'd@example.com', phone: '4165550100', travelers: 46 }),
    ).rejects.toMatchObject({ constraint: 'interest_submissions_travelers_check' });
  });
});

describe('the interest rate limit', () => {
  let limited: BuiltApp;
  // One proxy hop is trusted so each test can speak from its own client address.
  const from = (ip: string) => request(limited.app).post('/api/interest').set('X-Forwarded-For', ip);
  beforeAll(async () => {
    limited = await startApp({ INTEREST_RATE_LIMIT_PER_HOUR: '3', TRUST_PROXY: '1' });
  });
  afterAll(() => limited.close());

  it('when one address submits more than the hourly limit, then 429 with a clear message and nothing more is stored', async () => {
    const before = await countSubmissions();
    // Invalid and honeypot attempts count too: the limit is on attempts, not on stored rows.
    await from('203.0.113.7').send(interest()).expect(201);
    await from('203.0.113.7')
      .send(interest({ email: 'nope' }))
      .expect(400);
    await from('203.0.113.7')
      .send(interest({ website: 'bot' }))
      .expect(201);
    const res = await from('203.0.113.7').send(interest());
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: 'Too many submissions. Please try again later.' });
    expect(await countSubmissions()).toBe(before + 1);
  });

  it('when the limit is reached through GraphQL, then TOO_MANY_REQUESTS with the same message', async () => {
    const agent = agentOf(limited).set('X-Forwarded-For', '203.0.113.9');
    const send = () => gql(agent, 'SubmitInterest', { input: interest() });
    for (let i = 0; i < 3; i++) expect((await send()).data).toEqual({ submitInterest: { success: true } });
    const res = await send();
    expect(res.errors?.[0]).toMatchObject({
      message: 'Too many submissions. Please try again later.',
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
  });

  it('when another address submits, then it has its own allowance', async () => {
    await from('203.0.113.8').send(interest()).expect(201);
  });

  it('when the interest limit is used up, then signing in from that address is not affected (separate buckets)', async () => {
    const res = await request(limited.app).post('/api/auth/login').set('X-Forwarded-For', '203.0.113.7').send({ username: 'nobody', password: 'wrong-pass' });
    expect(res.status).toBe(401);
  });
});

describe('the admin list of interest submissions', () => {
  it('when anonymous, then REST answers 401 and GraphQL UNAUTHENTICATED', async () => {
    const rest = await request(built.app).get('/api/admin/registrations');
    expect(rest.status).toBe(401);
    expect(rest.body).toEqual({ message: 'You must be signed in' });
    const g = await gql(agentOf(built), 'InterestSubmissions');
    expect(g.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(g.data).toBeNull();
  });

  it('when a traveller asks, then REST answers 403 and GraphQL FORBIDDEN', async () => {
    const agent = await travellerAgent();
    const rest = await agent.get('/api/admin/registrations');
    expect(rest.status).toBe(403);
    expect(rest.body).toEqual({ message: 'You do not have access to this' });
    const g = await gql(agent, 'InterestSubmissions');
    expect(g.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('when an admin asks, then both faces answer 200 with every submission, newest first, dates as ISO', async () => {
    const older = interest({ name: 'Older Person', message: null });
    const newer = interest({ name: 'Newer Person' });
    await request(built.app).post('/api/interest').send(older).expect(201);
    await request(built.app).post('/api/interest').send(newer).expect(201);
    // Make the order unambiguous whatever the clock's resolution.
    await built
      .db('interest_submissions')
      .where({ email: older.email })
      .update({ created_at: new Date('2026-11-20T15:00:00Z') });
    await built
      .db('interest_submissions')
      .where({ email: newer.email })
      .update({ created_at: new Date('2030-01-01T15:00:00Z') });

    const agent = await adminAgent();
    const rest = await agent.get('/api/admin/registrations');
    expect(rest.status).toBe(200);
    expect(Array.isArray(rest.body)).toBe(true);
    expect(rest.body).toHaveLength(await countSubmissions());
    expect(rest.body[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Newer Person',
      email: newer.email,
      phone: newer.phone,
      travelers: 3,
      message: 'We are a family of three.',
      createdAt: '2030-01-01T15:00:00.000Z',
      // Every test payload shares one phone: flagged as a likely duplicate.
      sameEmail: false,
      samePhone: true,
    });
    const times = rest.body.map((s: { createdAt: string }) => Date.parse(s.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const olderRow = rest.body.find((s: { email: string }) => s.email === older.email);
    expect(olderRow).toMatchObject({ message: null, createdAt: '2026-11-20T15:00:00.000Z' });

    const g = await gql(agent, 'InterestSubmissions');
    expect(g.errors).toBeUndefined();
    expect(g.data?.interestSubmissions).toEqual(rest.body);
  });

  it('when a honeypot submission was made, then the admin never sees it', async () => {
    const bot = interest({ name: 'Spam Bot', website: 'https://spam.example' });
    await request(built.app).post('/api/interest').send(bot).expect(201);
    const agent = await adminAgent();
    const rest = await agent.get('/api/admin/registrations');
    expect(rest.body.some((s: { email: string }) => s.email === bot.email)).toBe(false);
  });
});

describe('likely duplicate submissions', () => {
  it('when two submissions share an email (case, spaces) or a phone (its digits, a leading +1), then both are flagged, on every page and in the full list', async () => {
    await built.db('interest_submissions').del();
    const tag = Date.now().toString(36);
    const rows = [
      interest({ name: 'Email One', email: `Dup.${tag}@Example.com`, phone: '905-555-0101' }),
      interest({ name: 'Email Two', email: `dup.${tag}@example.com`, phone: '905-555-0102' }),
      interest({ name: 'Phone One', phone: '(416) 555-0177' }),
      interest({ name: 'Phone Two', phone: '+1 416 555 0177' }),
      interest({ name: 'Both', email: `DUP.${tag}@example.com`, phone: '14165550177' }),
      interest({ name: 'Alone', phone: '6135550199' }),
    ];
    for (const r of rows) await request(built.app).post('/api/interest').send(r).expect(201);
    const agent = await adminAgent();
    const flags = (list: { name: string; sameEmail: boolean; samePhone: boolean }[]) =>
      Object.fromEntries(list.map((s) => [s.name, [s.sameEmail, s.samePhone]]));
    const expected = {
      'Email One': [true, false],
      'Email Two': [true, false],
      'Phone One': [false, true],
      'Phone Two': [false, true],
      Both: [true, true],
      Alone: [false, false],
    };
    const all = await gql(agent, 'InterestSubmissions');
    expect(flags(all.data!.interestSubmissions)).toEqual(expected);
    // A page of one row still knows of the others (the window runs over the whole table).
    const pages = await Promise.all(rows.map((_, i) => gql(agent, 'InterestPage', { offset: i, limit: 1 })));
    expect(flags(pages.flatMap((p) => p.data!.interestPage.items))).toEqual(expected);
    expect(flags((await agent.get('/api/admin/registrations')).body)).toEqual(expected);
  });
});

describe('the admin table of interest submissions, a page at a time', () => {
  const ROWS = 60;
  let agent: Agent;
  beforeAll(async () => {
    await built.db('interest_submissions').del();
    const tripId = await built.services.trips.currentId();
    // Row 0 is the newest: one hour apart, so the order is plain.
    await built.db('interest_submissions').insert(
      Array.from({ length: ROWS }, (_, i) => ({
        trip_id: tripId,
        name: `Paged Person ${String(i).padStart(2, '0')}`,
        email: `paged.${i}@example.com`,
        phone: '4165550100',
        travelers: 1 + (i % 45),
        created_at: new Date(Date.UTC(2026, 10, 22, 12) - i * 3_600_000),
      })),
    );
    agent = await adminAgent();
  });
  const names = (items: { name: string }[]) => items.map((s) => s.name);

  it('when an admin asks for the first page of 50, then 50 rows come, newest first, with the total of 60', async () => {
    const g = await gql(agent, 'InterestPage', { offset: 0, limit: 50 });
    expect(g.errors).toBeUndefined();
    const page = g.data!.interestPage;
    expect(page).toMatchObject({ total: ROWS, offset: 0, limit: 50 });
    expect(page.items).toHaveLength(50);
    expect(names(page.items).slice(0, 2)).toEqual(['Paged Person 00', 'Paged Person 01']);
    expect(page.items[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Paged Person 00',
      email: 'paged.0@example.com',
      phone: '4165550100',
      travelers: 1,
      message: null,
      createdAt: '2026-11-22T12:00:00.000Z',
      sameEmail: false,
      samePhone: true,
    });
  });

  it('when an admin asks for the second page, then only the last 10 rows come, continuing the order', async () => {
    const page = (await gql(agent, 'InterestPage', { offset: 50, limit: 50 })).data!.interestPage;
    expect(page.total).toBe(ROWS);
    expect(names(page.items)).toEqual(Array.from({ length: 10 }, (_, i) => `Paged Person ${50 + i}`));
  });

  it('when the pages are put together, then they are exactly the whole list the export reads', async () => {
    const first = (await gql(agent, 'InterestPage', { offset: 0, limit: 50 })).data!.interestPage.items;
    const second = (await gql(agent, 'InterestPage', { offset: 50, limit: 50 })).data!.interestPage.items;
    const all = (await gql(agent, 'InterestSubmissions')).data!.interestSubmissions;
    expect(all).toHaveLength(ROWS);
    expect([...first, ...second]).toEqual(all);
  });

  it('when the REST list is asked for, then it is still the whole array (the spec shape), paging or not', async () => {
    const rest = await agent.get('/api/admin/registrations');
    expect(rest.status).toBe(200);
    expect(rest.body).toHaveLength(ROWS);
  });

  it.each([
    ['a negative offset', { offset: -1, limit: 50 }],
    ['a limit of 0', { offset: 0, limit: 0 }],
    ['a limit over 100', { offset: 0, limit: 101 }],
  ])('when an admin asks with %s, then BAD_USER_INPUT says what is allowed', async (_label, variables) => {
    const g = await gql(agent, 'InterestPage', variables);
    expect(g.errors?.[0]).toMatchObject({
      message: 'Give an offset of 0 or more and a limit from 1 to 100.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('when a traveller or nobody asks for a page, then FORBIDDEN or UNAUTHENTICATED', async () => {
    expect((await gql(agentOf(built), 'InterestPage', { offset: 0, limit: 50 })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(await travellerAgent(), 'InterestPage', { offset: 0, limit: 50 })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('an empty interest list', () => {
  it('when nothing was submitted, then the admin gets an empty array', async () => {
    await built.db('interest_submissions').del();
    const agent = await adminAgent();
    const rest = await agent.get('/api/admin/registrations');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual([]);
    expect((await gql(agent, 'InterestSubmissions')).data).toEqual({ interestSubmissions: [] });
  });
});

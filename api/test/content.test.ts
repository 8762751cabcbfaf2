import { SEED_TRIP_CONTENT, SEED_TRIP_WORDS } from '@umrah/graphql';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { agentOf, gql, resetDb, setTripFacts, signedInTraveller, startApp } from './helpers.js';
import { startFakeCms } from './fake-cms.js';
import { wordsFromPayload } from '../src/modules/content/payload-trip.js';
import { tripPageSeed } from '../../cms/src/seed/trip.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('trip content', () => {
  it("when the CMS is seeded, then its seed maps to exactly the api's own seed words (no drift)", () => {
    expect(wordsFromPayload({ ...tripPageSeed, updatedAt: null })).toEqual(SEED_TRIP_WORDS);
  });

  it('when no CMS is configured, then the seed content of spec §9 is served on both faces', async () => {
    const app = await startApp();
    try {
      const res = await request(app.app).get('/api/trip/content');
      expect(res.status).toBe(200);
      expect(res.body).toEqual(SEED_TRIP_CONTENT);
      expect(res.body.cost).toEqual({ barakahCents: 330000, nonBarakahCents: 335000, currency: 'CAD' });
      expect(res.body.groupSize).toBe(45);
      // One reading of the facts on every page (ADR 0098): the landing's and the portal's agree.
      expect(res.body.dates).toBe('Dec. 31, 2025 to Jan. 12, 2026');
      const g = await gql(agentOf(app), 'PortalTripInfo');
      expect(g.data?.tripContent.portal.dates).toBe('Dec. 31, 2025 to Jan. 12, 2026');
      expect(g.data?.tripContent.portal.departure).toBe('From Montreal');
      expect(g.data?.tripContent.portal.deposits).toEqual({ barakahCents: 20000, nonBarakahCents: 25000 });
      expect(g.data?.tripContent.portal.finalPaymentRule).toBe('Final payment is due Nov. 10, 2025.');
    } finally {
      await app.close();
    }
  });

  it('when a browser revalidates the content with its ETag, then the answer is 304 with no body; other JSON carries no ETag', async () => {
    const app = await startApp();
    try {
      const first = await request(app.app).get('/api/trip/content');
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      const again = await request(app.app)
        .get('/api/trip/content')
        .set('If-None-Match', first.headers.etag as string);
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      // Ordinary JSON answers are not hashed for an ETag (ADR 0053).
      expect((await request(app.app).get('/healthz')).headers.etag).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it("when the CMS has the trip's page, then its words are served with the trip's facts, and cached until its TTL", async () => {
    // A page from before ADR 0098 still carries facts: they are ignored.
    const cms = await startFakeCms((d) => {
      d.purpose = 'A pilgrimage, edited';
      d.cost = { barakah: 3199.5, nonBarakah: 3299 };
      d.dates = '15 December 2025 to 2 January 2026';
    });
    const app = await startApp({ CMS_URL: cms.url, CONTENT_TTL_SECONDS: '60' });
    try {
      const first = await request(app.app).get('/api/trip/content');
      expect(first.body.purpose).toBe('A pilgrimage, edited');
      expect(first.body.cost.barakahCents).toBe(330000);
      expect(first.body.dates).toBe('Dec. 31, 2025 to Jan. 12, 2026');
      expect(cms.asked).toEqual(['winter-2026']);
      expect(first.body.updatedAt).toBe(cms.doc.updatedAt);
      await request(app.app).get('/api/trip/content');
      await request(app.app).get('/api/trip/content');
      expect(cms.requests).toBe(1);
    } finally {
      await app.close();
      await cms.stop();
    }
  });

  it('when the CMS stops, then the last good copy is served; with no copy ever fetched, the seed', async () => {
    const cms = await startFakeCms((d) => (d.purpose = 'Winter Umrah, edited'));
    const app = await startApp({ CMS_URL: cms.url, CONTENT_TTL_SECONDS: '1' });
    try {
      expect((await request(app.app).get('/api/trip/content')).body.purpose).toBe('Winter Umrah, edited');
      await cms.stop();
      await sleep(1100);
      const res = await request(app.app).get('/api/trip/content');
      expect(res.status).toBe(200);
      expect(res.body.purpose).toBe('Winter Umrah, edited');
    } finally {
      await app.close();
    }
    const fresh = await startApp({ CMS_URL: cms.url });
    try {
      const res = await request(fresh.app).get('/api/trip/content');
      expect(res.status).toBe(200);
      expect(res.body.purpose).toBe(SEED_TRIP_CONTENT.purpose);
    } finally {
      await fresh.close();
    }
  });

  it('when the CMS answers an incomplete document, then it is not served (the last good copy is)', async () => {
    const cms = await startFakeCms();
    const app = await startApp({ CMS_URL: cms.url, CONTENT_TTL_SECONDS: '1' });
    try {
      const good = (await request(app.app).get('/api/trip/content')).body.productName;
      delete cms.doc.productName;
      cms.doc.purpose = 'Half an edit';
      await sleep(1100);
      const res = await request(app.app).get('/api/trip/content');
      expect(res.body.productName).toBe(good);
      expect(res.body.purpose).toBe(SEED_TRIP_CONTENT.purpose);
    } finally {
      await app.close();
      await cms.stop();
    }
  });

  it('when the CMS calls the webhook with the secret, then the change shows at once; without it, 401', async () => {
    const cms = await startFakeCms();
    const app = await startApp({ CMS_URL: cms.url, CONTENT_TTL_SECONDS: '3600', CONTENT_WEBHOOK_SECRET: 'hook-secret-123' });
    try {
      const headline = async () => (await request(app.app).get('/api/trip/content')).body.landing.heroHeadline as string;
      expect(await headline()).toBe('A Journey of the Soul');
      cms.doc.landing.heroHeadline = 'A Journey of the Heart';
      expect((await request(app.app).post('/api/content/webhook')).status).toBe(401);
      expect((await request(app.app).post('/api/content/webhook').set('x-webhook-secret', 'wrong-secret-12')).status).toBe(401);
      expect(await headline()).toBe('A Journey of the Soul');
      const hook = await request(app.app).post('/api/content/webhook').set('x-webhook-secret', 'hook-secret-123').send({ trip: 'winter-2026' });
      expect(hook.status).toBe(200);
      expect(hook.body.success).toBe(true);
      expect(await headline()).toBe('A Journey of the Heart');
    } finally {
      await app.close();
      await cms.stop();
    }
  });

  it('when the webhook reaches one api process, then the other serves the change too (its copy in memory is voided through Redis)', async () => {
    const cms = await startFakeCms();
    const env = {
      CMS_URL: cms.url,
      CONTENT_TTL_SECONDS: '3600',
      CONTENT_WEBHOOK_SECRET: 'hook-secret-123',
      REDIS_KEY_PREFIX: `umrah-test:content-${Date.now()}:`,
    };
    const [a, b] = [await startApp(env), await startApp(env)];
    try {
      const price = async (app: typeof a) => (await request(app.app).get('/api/trip/content')).body.purpose as string;
      expect(await price(a)).toBe(SEED_TRIP_CONTENT.purpose);
      expect(await price(b)).toBe(SEED_TRIP_CONTENT.purpose);
      cms.doc.purpose = 'Edited';
      expect(await price(b)).toBe(SEED_TRIP_CONTENT.purpose); // from memory: the CMS is not asked again
      await request(a.app).post('/api/content/webhook').set('x-webhook-secret', 'hook-secret-123').send({ trip: 'winter-2026' }).expect(200);
      const started = Date.now();
      while ((await price(b)) !== 'Edited') {
        if (Date.now() - started > 10_000) throw new Error('the other process still serves the old content');
        await sleep(50);
      }
      expect(await price(a)).toBe('Edited');
    } finally {
      await Promise.all([a.close(), b.close()]);
      await cms.stop();
    }
  });

  it('when no webhook secret is configured, then the webhook refuses everyone', async () => {
    const app = await startApp();
    try {
      expect((await request(app.app).post('/api/content/webhook').set('x-webhook-secret', '')).status).toBe(401);
    } finally {
      await app.close();
    }
  });

  it("when the trip's group size is 2, then the third registration is FULL", async () => {
    const cms = await startFakeCms();
    const app = await startApp({ CMS_URL: cms.url });
    try {
      await resetDb(app.db);
      await setTripFacts(app, { group_size: 2 });
      for (let i = 0; i < 2; i++) await (await signedInTraveller(app)).agent.post('/api/trip/register').expect(201);
      const late = await signedInTraveller(app);
      const res = await late.agent.post('/api/trip/register');
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('The trip is full');
    } finally {
      await resetDb(app.db);
      await app.close();
      await cms.stop();
    }
  });

  it('when the landing page is served, then its content is inlined safely in the HTML, and only there', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'umrah-web-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
    const cms = await startFakeCms((d) => (d.purpose = 'Trip </script><script>alert(1)</script>'));
    const app = await startApp({ WEB_DIST_DIR: dir, CMS_URL: cms.url });
    try {
      const home = await request(app.app).get('/').set('Accept', 'text/html');
      expect(home.status).toBe(200);
      const m = /<script id="trip-content" type="application\/json">(.*?)<\/script>/s.exec(home.text);
      expect(m).not.toBeNull();
      expect(JSON.parse(m![1]!).purpose).toBe('Trip </script><script>alert(1)</script>');
      expect(home.text).not.toContain('<script>alert(1)');
      expect((await request(app.app).get('/login').set('Accept', 'text/html')).text).not.toContain('trip-content');
    } finally {
      await app.close();
      await cms.stop();
    }
  });
});

/** A second trip (a draft for next season) beside the first. */
async function nextSeason(app: BuiltApp) {
  await app.db('trips').insert({
    slug: 'winter-2027',
    name: 'Winter 2027 Umrah',
    status: 'draft',
    starts_on: '2026-12-30',
    ends_on: '2027-01-11',
    departure_city: 'Toronto',
    group_size: 40,
    hold_hours: 72,
    offer_hours: 48,
    barakah_cents: 340_000,
    non_barakah_cents: 345_000,
    payment_schedule: JSON.stringify([
      { amountCents: 30_000, description: 'Deposit', fare: 'all', dueDate: null },
      { amountCents: 310_000, description: 'Balance', fare: 'all', dueDate: '2026-11-09' },
    ]),
    refund_policy: JSON.stringify({ depositRefundable: false, tiers: [] }),
    under_18_reference_date: '2026-12-30',
    passport_valid_after: '2027-07-31',
  });
}

describe('trip content per trip', () => {
  let app: BuiltApp;
  afterEach(async () => {
    await resetDb(app.db);
    await app.close();
  });

  it('when a trip has a published page, then its words and its own facts are served by its slug, on both faces', async () => {
    const cms = await startFakeCms();
    cms.pages['winter-2027'] = { ...structuredClone(cms.doc), trip: 'winter-2027', landing: { ...cms.doc.landing, heroHeadline: 'Next winter, together' } };
    app = await startApp({ CMS_URL: cms.url });
    try {
      await resetDb(app.db);
      await nextSeason(app);
      const res = await request(app.app).get('/api/trip/content?trip=winter-2027');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ slug: 'winter-2027', title: 'Winter 2027 Umrah', dates: 'Dec. 30, 2026 to Jan. 11, 2027', groupSize: 40 });
      expect(res.body.landing.heroHeadline).toBe('Next winter, together');
      expect(res.body.portal).toMatchObject({ departure: 'From Toronto', depositCents: 30000, finalPaymentRule: 'Final payment is due Nov. 9, 2026.' });
      const g = await gql(agentOf(app), 'PortalTripInfo');
      expect(g.data?.tripContent.portal.departure).toBe('From Montreal');
      // The current trip's page is not the next one's.
      expect((await request(app.app).get('/api/trip/content')).body.landing.heroHeadline).toBe('A Journey of the Soul');
    } finally {
      await cms.stop();
    }
  });

  it('when a trip has no published page (none yet, or only a draft), then the seed words are shown with its facts', async () => {
    const cms = await startFakeCms();
    cms.pages['winter-2027'] = { ...structuredClone(cms.doc), trip: 'winter-2027', _status: 'draft', purpose: 'Not yet' };
    app = await startApp({ CMS_URL: cms.url });
    try {
      await resetDb(app.db);
      await nextSeason(app);
      const res = await request(app.app).get('/api/trip/content?trip=winter-2027');
      expect(res.status).toBe(200);
      expect(res.body.purpose).toBe('A guided group pilgrimage to Madinah and Mecca, organised by two Canadian community organisations.');
      expect(res.body.dates).toBe('Dec. 30, 2026 to Jan. 11, 2027');
    } finally {
      await cms.stop();
    }
  });

  it('when the slug names no trip, then 404 with a clear message', async () => {
    app = await startApp();
    const res = await request(app.app).get('/api/trip/content?trip=summer-1999');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Trip not found.');
  });

  it("when the webhook names one trip, then only that trip's page is read again", async () => {
    const cms = await startFakeCms();
    cms.pages['winter-2027'] = { ...structuredClone(cms.doc), trip: 'winter-2027' };
    app = await startApp({ CMS_URL: cms.url, CONTENT_TTL_SECONDS: '3600', CONTENT_WEBHOOK_SECRET: 'hook-secret-123' });
    try {
      await resetDb(app.db);
      await nextSeason(app);
      const purpose = async (slug: string) => (await request(app.app).get(`/api/trip/content?trip=${slug}`)).body.purpose as string;
      expect(await purpose('winter-2026')).toBe(SEED_TRIP_CONTENT.purpose);
      expect(await purpose('winter-2027')).toBe(SEED_TRIP_CONTENT.purpose);
      cms.doc.purpose = 'This winter, edited';
      cms.pages['winter-2027']!.purpose = 'Next winter, edited';
      await request(app.app).post('/api/content/webhook').set('x-webhook-secret', 'hook-secret-123').send({ trip: 'winter-2027' }).expect(200);
      expect(await purpose('winter-2027')).toBe('Next winter, edited');
      expect(await purpose('winter-2026')).toBe(SEED_TRIP_CONTENT.purpose);
    } finally {
      await cms.stop();
    }
  });

  it("when the admin changes the trip's facts, then every page shows them at once after the content is voided", async () => {
    app = await startApp();
    await resetDb(app.db);
    expect((await request(app.app).get('/api/trip/content')).body.dates).toBe('Dec. 31, 2025 to Jan. 12, 2026');
    await setTripFacts(app, { starts_on: '2026-01-02', departure_city: 'Ottawa' });
    const res = await request(app.app).get('/api/trip/content');
    expect(res.body.dates).toBe('Jan. 2, 2026 to Jan. 12, 2026');
    expect(res.body.portal.departure).toBe('From Ottawa');
  });
});

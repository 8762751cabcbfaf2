import { SEED_TRIP_CONTENT } from '@umrah/graphql';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { agentOf, gql, resetDb, signedInTraveller, startApp } from './helpers.js';
import { startFakeCms } from './fake-cms.js';
import { fromPayload } from '../src/modules/content/payload-trip.js';
import { tripSeed } from '../../cms/src/seed/trip.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('trip content', () => {
  it("when the CMS is seeded, then its seed maps to exactly the api's own seed (no drift)", () => {
    expect(fromPayload({ ...tripSeed, updatedAt: null })).toEqual(SEED_TRIP_CONTENT);
  });

  it('when no CMS is configured, then the seed content of spec §9 is served on both faces', async () => {
    const app = await startApp();
    try {
      const res = await request(app.app).get('/api/trip/content');
      expect(res.status).toBe(200);
      expect(res.body).toEqual(SEED_TRIP_CONTENT);
      expect(res.body.cost).toEqual({ barakahCents: 330000, nonBarakahCents: 335000, currency: 'CAD' });
      expect(res.body.groupSize).toBe(45);
      const g = await gql(agentOf(app), 'PortalTripInfo');
      expect(g.data?.tripContent.portal.dates).toBe('15 December 2025 to 2 January 2026');
      expect(g.data?.tripContent.portal.depositCents).toBe(50000);
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

  it('when the CMS has content, then it is served (dollars become cents) and cached until its TTL', async () => {
    const cms = await startFakeCms((d) => (d.cost.barakah = 3199.5));
    const app = await startApp({ CMS_URL: cms.url, CONTENT_TTL_SECONDS: '60' });
    try {
      const first = await request(app.app).get('/api/trip/content');
      expect(first.body.cost.barakahCents).toBe(319950);
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
    const cms = await startFakeCms((d) => (d.title = 'Winter Umrah, edited'));
    const app = await startApp({ CMS_URL: cms.url, CONTENT_TTL_SECONDS: '1' });
    try {
      expect((await request(app.app).get('/api/trip/content')).body.title).toBe('Winter Umrah, edited');
      await cms.stop();
      await sleep(1100);
      const res = await request(app.app).get('/api/trip/content');
      expect(res.status).toBe(200);
      expect(res.body.title).toBe('Winter Umrah, edited');
    } finally {
      await app.close();
    }
    const fresh = await startApp({ CMS_URL: cms.url });
    try {
      const res = await request(fresh.app).get('/api/trip/content');
      expect(res.status).toBe(200);
      expect(res.body.title).toBe(SEED_TRIP_CONTENT.title);
    } finally {
      await fresh.close();
    }
  });

  it('when the CMS answers an incomplete document, then it is not served (the last good copy is)', async () => {
    const cms = await startFakeCms();
    const app = await startApp({ CMS_URL: cms.url, CONTENT_TTL_SECONDS: '1' });
    try {
      const good = (await request(app.app).get('/api/trip/content')).body.title;
      delete cms.doc.title;
      cms.doc.cost.barakah = -5;
      await sleep(1100);
      const res = await request(app.app).get('/api/trip/content');
      expect(res.body.title).toBe(good);
      expect(res.body.cost.barakahCents).toBe(330000);
    } finally {
      await app.close();
      await cms.stop();
    }
  });

  it('when the CMS calls the webhook with the secret, then the change shows at once; without it, 401', async () => {
    const cms = await startFakeCms();
    const app = await startApp({ CMS_URL: cms.url, CONTENT_TTL_SECONDS: '3600', CONTENT_WEBHOOK_SECRET: 'hook-secret-123' });
    try {
      expect((await request(app.app).get('/api/trip/content')).body.cost.barakahCents).toBe(330000);
      cms.doc.cost.barakah = 2999;
      expect((await request(app.app).post('/api/content/webhook')).status).toBe(401);
      expect((await request(app.app).post('/api/content/webhook').set('x-webhook-secret', 'wrong-secret-12')).status).toBe(401);
      expect((await request(app.app).get('/api/trip/content')).body.cost.barakahCents).toBe(330000);
      const hook = await request(app.app).post('/api/content/webhook').set('x-webhook-secret', 'hook-secret-123');
      expect(hook.status).toBe(200);
      expect(hook.body.success).toBe(true);
      expect((await request(app.app).get('/api/trip/content')).body.cost.barakahCents).toBe(299900);
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
      const price = async (app: typeof a) => (await request(app.app).get('/api/trip/content')).body.cost.barakahCents as number;
      expect(await price(a)).toBe(330000);
      expect(await price(b)).toBe(330000);
      cms.doc.cost.barakah = 2999;
      expect(await price(b)).toBe(330000); // from memory: the CMS is not asked again
      await request(a.app).post('/api/content/webhook').set('x-webhook-secret', 'hook-secret-123').expect(200);
      const started = Date.now();
      while ((await price(b)) !== 299900) {
        if (Date.now() - started > 3000) throw new Error('the other process still serves the old content');
        await sleep(50);
      }
      expect(await price(a)).toBe(299900);
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

  it("when the CMS's group size is 2, then the third registration is FULL", async () => {
    const cms = await startFakeCms((d) => (d.groupSize = 2));
    const app = await startApp({ CMS_URL: cms.url });
    try {
      await resetDb(app.db);
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
    const cms = await startFakeCms((d) => (d.title = 'Trip </script><script>alert(1)</script>'));
    const app = await startApp({ WEB_DIST_DIR: dir, CMS_URL: cms.url });
    try {
      const home = await request(app.app).get('/').set('Accept', 'text/html');
      expect(home.status).toBe(200);
      const m = /<script id="trip-content" type="application\/json">(.*?)<\/script>/s.exec(home.text);
      expect(m).not.toBeNull();
      expect(JSON.parse(m![1]!).title).toBe('Trip </script><script>alert(1)</script>');
      expect(home.text).not.toContain('<script>alert(1)');
      expect((await request(app.app).get('/login').set('Accept', 'text/html')).text).not.toContain('trip-content');
    } finally {
      await app.close();
      await cms.stop();
    }
  });
});

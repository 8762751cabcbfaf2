// The trip content cache over real time: what the landing page gets as seconds pass, and how
// often the api calls the CMS while the CMS is down (once per TTL, never once per visitor).
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { startFakeCms, type FakeCms } from './fake-cms.js';
import { startApp } from './helpers.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const TTL_MS = 1000;

let cms: FakeCms;
let app: BuiltApp;
beforeEach(async () => {
  cms = await startFakeCms((d) => (d.purpose = 'Winter Umrah, first'));
  app = await startApp({ CMS_URL: cms.url, CONTENT_TTL_SECONDS: String(TTL_MS / 1000) });
});
afterEach(async () => {
  await app.close();
  await cms.stop();
});
const title = async () => {
  const res = await request(app.app).get('/api/trip/content');
  expect(res.status).toBe(200);
  return res.body.purpose as string;
};

describe('the content cache', () => {
  it('when an editor changes the trip, then the old copy is served until the TTL has passed, and the new one right after', async () => {
    expect(await title()).toBe('Winter Umrah, first');
    expect(cms.requests).toBe(1);
    cms.doc.purpose = 'Winter Umrah, second';
    for (let i = 0; i < 3; i++) expect(await title()).toBe('Winter Umrah, first');
    expect(cms.requests).toBe(1);
    await sleep(TTL_MS + 150);
    expect(await title()).toBe('Winter Umrah, second');
    expect(cms.requests).toBe(2);
    expect(await title()).toBe('Winter Umrah, second');
    expect(cms.requests).toBe(2);
  });

  it('when the CMS is down, then visitors get the last good copy and the CMS is asked once per TTL, not once per visitor', async () => {
    expect(await title()).toBe('Winter Umrah, first');
    cms.failWith = 503;
    await sleep(TTL_MS + 150);
    // The first visitor after the TTL makes the one attempt; the rest ride on its answer.
    for (let i = 0; i < 10; i++) expect(await title()).toBe('Winter Umrah, first');
    expect(cms.requests).toBe(2);
    await sleep(TTL_MS + 150);
    for (let i = 0; i < 10; i++) expect(await title()).toBe('Winter Umrah, first');
    expect(cms.requests).toBe(3);

    // Back up: the next attempt after the TTL brings the current copy.
    cms.failWith = undefined;
    cms.doc.purpose = 'Winter Umrah, after the outage';
    await sleep(TTL_MS + 150);
    expect(await title()).toBe('Winter Umrah, after the outage');
    expect(cms.requests).toBe(4);
  });
});

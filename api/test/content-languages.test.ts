// The trip content per language (ADR 0112): the CMS is asked in the page's language, with English
// wherever a text is not translated yet; each language is cached apart; a publish in any language
// voids them all. The CMS here answers over HTTP as Payload does (fake-cms.ts); e2e/cms-languages.spec.ts
// walks the real Payload.
import { DEFAULT_LOCALE, LOCALES, SEED_PRIVACY_NOTICE } from '@umrah/graphql';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { CONTENT_LOCALES, DEFAULT_CONTENT_LOCALE } from '../../cms/src/localization.js';
import { startFakeCms, type FakeCms } from './fake-cms.js';
import { startApp } from './helpers.js';

type App = Awaited<ReturnType<typeof startApp>>;
const SECRET = 'hook-secret-123';

/** The CMS with the first trip's headline and first inclusion in French; nothing in Arabic. */
async function frenchCms(): Promise<FakeCms> {
  const cms = await startFakeCms();
  cms.translations.fr = { 'winter-2026': { landing: { heroHeadline: 'Un voyage de l’âme' }, inclusions: [{ item: 'Vols' }] } };
  return cms;
}

const content = (app: App, headers: Record<string, string> = {}, query = '') =>
  request(app.app)
    .get(`/api/trip/content${query}`)
    .set(headers)
    .then((res) => res.body as { landing: { heroHeadline: string; heroButton: string }; inclusions: string[]; purpose: string; dates: string });

describe('trip content per language', () => {
  it("when the CMS's languages are listed, then they are the product's, English first and the fallback", () => {
    expect(CONTENT_LOCALES).toEqual(LOCALES);
    expect(DEFAULT_CONTENT_LOCALE).toBe(DEFAULT_LOCALE);
  });

  it('when the CMS has French words, then a French reader gets them, with English where a text is not translated; an Arabic reader gets English', async () => {
    const cms = await frenchCms();
    const app = await startApp({ CMS_URL: cms.url });
    try {
      const fr = await content(app, { Cookie: 'umrah_lang=fr' });
      expect(fr.landing.heroHeadline).toBe('Un voyage de l’âme');
      expect(fr.inclusions.slice(0, 2)).toEqual(['Vols', 'Visa fee']);
      expect(fr.landing.heroButton).toBe('Secure Your Spot');
      // The trip's facts are the same trip's, written the reader's way.
      expect(fr.dates).toBe('Du 31 décembre 2025 au 12 janvier 2026');
      expect((await content(app, { 'Accept-Language': 'fr-CA,fr;q=0.9' })).landing.heroHeadline).toBe('Un voyage de l’âme');
      const ar = await content(app, { Cookie: 'umrah_lang=ar' });
      expect(ar.landing.heroHeadline).toBe('A Journey of the Soul');
      expect(ar.inclusions[0]).toBe('Flights');
      expect((await content(app)).landing.heroHeadline).toBe('A Journey of the Soul');
      // ?locale= names the language whatever the browser says.
      expect((await content(app, { Cookie: 'umrah_lang=ar' }, '?locale=fr')).landing.heroHeadline).toBe('Un voyage de l’âme');
      // The CMS was asked in each language, with English as its fallback.
      expect([...new Set(cms.locales)].sort()).toEqual(['ar', 'en', 'fr']);
      const res = await request(app.app).get('/api/trip/content').set('Cookie', 'umrah_lang=fr');
      expect(res.headers.vary).toBe('Cookie, Accept-Language');
    } finally {
      await app.close();
      await cms.stop();
    }
  });

  it('when GraphQL asks for the trip content, then it answers in the language asked, else the request’s', async () => {
    const cms = await frenchCms();
    const app = await startApp({ CMS_URL: cms.url });
    try {
      const ask = (query: string, lang = 'en') =>
        request(app.app).post('/graphql').set('content-type', 'application/json').set('Accept-Language', lang).send({ query });
      const explicit = await ask('query Words { tripContent(locale: "fr") { landing { heroHeadline } } }');
      expect(explicit.body.data.tripContent.landing.heroHeadline).toBe('Un voyage de l’âme');
      const byHeader = await ask('query Words { tripContent { landing { heroHeadline } } }', 'fr');
      expect(byHeader.body.data.tripContent.landing.heroHeadline).toBe('Un voyage de l’âme');
      const arabic = await ask('query Words { tripContent(locale: "ar") { landing { heroHeadline } } }', 'fr');
      expect(arabic.body.data.tripContent.landing.heroHeadline).toBe('A Journey of the Soul');
    } finally {
      await app.close();
      await cms.stop();
    }
  });

  it('when each language has been read once, then each is served from its own cache, and a French edit shows nowhere until published', async () => {
    const cms = await frenchCms();
    const app = await startApp({ CMS_URL: cms.url, CONTENT_TTL_SECONDS: '3600' });
    try {
      expect((await content(app, { Cookie: 'umrah_lang=fr' })).landing.heroHeadline).toBe('Un voyage de l’âme');
      expect((await content(app)).landing.heroHeadline).toBe('A Journey of the Soul');
      const asked = cms.requests;
      expect(cms.locales).toEqual(['fr', 'en']);
      for (let i = 0; i < 3; i++) {
        expect((await content(app, { Cookie: 'umrah_lang=fr' })).landing.heroHeadline).toBe('Un voyage de l’âme');
        expect((await content(app)).landing.heroHeadline).toBe('A Journey of the Soul');
      }
      expect(cms.requests).toBe(asked);
      // An edit the api was not told of (no webhook): the cached copies stand.
      cms.translations.fr!['winter-2026']!.landing.heroHeadline = 'Un voyage du cœur';
      expect((await content(app, { Cookie: 'umrah_lang=fr' })).landing.heroHeadline).toBe('Un voyage de l’âme');
    } finally {
      await app.close();
      await cms.stop();
    }
  });

  it('when the CMS calls the webhook for a trip, then every language of its page is read again', async () => {
    const cms = await frenchCms();
    const app = await startApp({ CMS_URL: cms.url, CONTENT_TTL_SECONDS: '3600', CONTENT_WEBHOOK_SECRET: SECRET });
    try {
      expect((await content(app, { Cookie: 'umrah_lang=fr' })).purpose).toBe(cms.doc.purpose);
      expect((await content(app, { Cookie: 'umrah_lang=ar' })).landing.heroHeadline).toBe('A Journey of the Soul');
      expect((await content(app)).landing.heroHeadline).toBe('A Journey of the Soul');
      cms.translations.fr!['winter-2026']!.purpose = 'Un pèlerinage guidé';
      cms.doc.landing.heroHeadline = 'A Journey of the Heart';
      await request(app.app).post('/api/content/webhook').set('x-webhook-secret', SECRET).send({ trip: 'winter-2026' }).expect(200);
      const fr = await content(app, { Cookie: 'umrah_lang=fr' });
      expect(fr.purpose).toBe('Un pèlerinage guidé');
      expect(fr.landing.heroHeadline).toBe('Un voyage de l’âme');
      // Arabic has no words of its own: the new English headline shows there at once too.
      expect((await content(app, { Cookie: 'umrah_lang=ar' })).landing.heroHeadline).toBe('A Journey of the Heart');
      expect((await content(app)).landing.heroHeadline).toBe('A Journey of the Heart');
    } finally {
      await app.close();
      await cms.stop();
    }
  });

  it('when the landing page is asked for in French, then its inlined content is the French one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'umrah-web-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>');
    const cms = await frenchCms();
    const app = await startApp({ WEB_DIST_DIR: dir, CMS_URL: cms.url });
    try {
      const inlined = async (cookie: string) => {
        const home = await request(app.app).get('/').set('Accept', 'text/html').set('Cookie', cookie);
        const m = /<script id="trip-content" type="application\/json">(.*?)<\/script>/s.exec(home.text);
        return JSON.parse(m![1]!).landing.heroHeadline as string;
      };
      expect(await inlined('umrah_lang=fr')).toBe('Un voyage de l’âme');
      expect(await inlined('umrah_lang=ar')).toBe('A Journey of the Soul');
      expect(await inlined('umrah_lang=en')).toBe('A Journey of the Soul');
    } finally {
      await app.close();
      await cms.stop();
    }
  });

  it('when the privacy notice is translated, then /api/privacy answers in the reader’s language (English where it is not), with the one version', async () => {
    const cms = await startFakeCms();
    cms.privacyTranslations.fr = { title: 'Avis de confidentialité' };
    const app = await startApp({ CMS_URL: cms.url });
    try {
      const fr = (await request(app.app).get('/api/privacy').set('Accept-Language', 'fr')).body;
      expect(fr.title).toBe('Avis de confidentialité');
      expect(fr.body).toBe(SEED_PRIVACY_NOTICE.body);
      expect(fr.version).toBe(SEED_PRIVACY_NOTICE.version);
      expect((await request(app.app).get('/api/privacy').set('Cookie', 'umrah_lang=ar')).body.title).toBe('Privacy notice');
      expect((await request(app.app).get('/api/privacy?locale=fr')).body.title).toBe('Avis de confidentialité');
    } finally {
      await app.close();
      await cms.stop();
    }
  });
});

// The landing page in the visitor's language (issue 33, ADR 0113): rendered on the server with
// the trip's facts and the page's own words in that language, its messages inlined for hydration,
// one page per language made once; a language chosen by the switch's link is remembered.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { startApp } from './helpers.js';

let web: BuiltApp;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'umrah-web-lang-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.ssr'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><head><title>App</title></head><body><div id="root"></div></body></html>');
  writeFileSync(
    path.join(dir, 'landing.html'),
    '<!doctype html><html lang="en"><head>' +
      `<meta name="description" content="Join our community's Winter 2026 group Umrah from Canada." />` +
      '<meta property="og:title" content="A Journey of the Soul: Winter 2026 Umrah" />' +
      '<title>Landing</title></head><body><div id="root"></div><noscript>Needs JavaScript</noscript></body></html>',
  );
  // A stand-in for the web build's renderer: it shows the language it was asked for and the
  // composed dates (the real one is exercised by e2e/landing-languages.spec.ts).
  writeFileSync(path.join(dir, '.ssr', 'landing-ssr.js'), 'export const renderLanding = (c, l) => `<main data-locale="${l}"><p>${c.dates}</p></main>`;\n');
  web = await startApp({ WEB_DIST_DIR: dir });
});
afterAll(() => web.close());

const open = (headers: Record<string, string>, url = '/') => request(web.app).get(url).set('Accept', 'text/html').set(headers);
const messagesOf = (html: string) =>
  JSON.parse(/<script id="landing-messages" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;

describe('the landing page in a language', () => {
  it('when a French browser opens "/", then it is rendered in French on the server: dates, description, and the French messages inlined', async () => {
    const res = await open({ 'Accept-Language': 'fr-CA,fr;q=0.9,en;q=0.8' });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="fr" dir="ltr">');
    expect(res.text).toContain('<main data-locale="fr"><p>Du 31 décembre 2025 au 12 janvier 2026</p></main>');
    expect(res.text).toContain('<meta name="description" content="Joignez-vous à l’omra de groupe');
    expect(res.text).toContain('<meta property="og:title" content="Un voyage de l’âme\u00a0: Omra de l’hiver 2026"');
    const messages = messagesOf(res.text);
    expect(messages['landing.topBar.secureSpot']).toEqual(['Réservez votre place']);
    expect(messages['common.language.label']).toBeDefined();
    // Only the landing page's areas: nothing of the portal's, the admin's or the emails'.
    expect(Object.keys(messages).every((id) => id.startsWith('landing.') || id.startsWith('common.'))).toBe(true);
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  it('when an Arabic reader opens "/", then it is right to left with the Arabic dates and messages', async () => {
    const res = await open({ Cookie: 'umrah_lang=ar' });
    expect(res.text).toContain('<html lang="ar" dir="rtl">');
    expect(res.text).toContain('<main data-locale="ar"><p>من 31 ديسمبر 2025 إلى 12 يناير 2026</p></main>');
    expect(messagesOf(res.text)['landing.topBar.secureSpot']).toEqual(['احجز مكانك']);
  });

  it('when English is asked, then the page is the English one, as before', async () => {
    const res = await open({ 'Accept-Language': 'en-CA' });
    expect(res.text).toContain('<html lang="en" dir="ltr">');
    expect(res.text).toContain('<p>Dec. 31, 2025 to Jan. 12, 2026</p>');
    expect(res.text).toContain(`<meta name="description" content="Join our community's Winter 2026 group Umrah from Canada." />`);
    expect(messagesOf(res.text)['landing.topBar.secureSpot']).toEqual(['Secure Your Spot']);
  });

  it('when French and Arabic are each opened twice, then they are two pages, each made once (the same ETag again)', async () => {
    const fr = [await open({ 'Accept-Language': 'fr' }), await open({ 'Accept-Language': 'fr' })];
    const ar = [await open({ 'Accept-Language': 'ar' }), await open({ 'Accept-Language': 'ar' })];
    expect(fr[0]!.headers.etag).toBe(fr[1]!.headers.etag);
    expect(ar[0]!.headers.etag).toBe(ar[1]!.headers.etag);
    expect(fr[0]!.headers.etag).not.toBe(ar[0]!.headers.etag);
    expect(fr[0]!.text).not.toBe(ar[0]!.text);
  });

  it('when the switch’s link names a language, then the page answers in it and the cookie remembers it; a language we do not speak is ignored', async () => {
    const res = await open({ 'Accept-Language': 'en' }, '/?lang=ar');
    expect(res.text).toContain('<html lang="ar" dir="rtl">');
    expect(String(res.headers['set-cookie'])).toMatch(/^umrah_lang=ar; Max-Age=31536000; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    const other = await open({ 'Accept-Language': 'fr' }, '/?lang=de');
    expect(other.text).toContain('<html lang="fr" dir="ltr">');
    expect(other.headers['set-cookie']).toBeUndefined();
  });
});

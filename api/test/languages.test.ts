// The account's language (ADR 0110, issue 33): set through REST and GraphQL (one service), kept
// from the sign-up request, and the language every page is sent in (<html lang dir>): the
// account's, else the visitor's cookie, else Accept-Language; `?lang=` chooses and remembers.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { agentOf, gql, newTraveller, resetDb, sessionCookie, signedInAdmin, signedInTraveller, startApp, userIdOf } from './helpers.js';

const UNKNOWN = "Choose one of the product's languages: en (English), fr (French) or ar (Arabic).";

let built: BuiltApp;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'umrah-web-lang-'));
  // The web's own shell (its status line and <noscript> are what shows before the scripts run).
  writeFileSync(path.join(dir, 'index.html'), readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8'));
  built = await startApp({ WEB_DIST_DIR: dir });
  await resetDb(built.db);
});
afterAll(() => built.close());

const localeOf = async (userId: string) => (await built.db('users').where({ id: userId }).first('locale')).locale as string | null;
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0];

describe("the account's language", () => {
  it('when a traveller sets French (REST), then it is kept and shown on the profile and the authentication check', async () => {
    const { agent, userId } = await signedInTraveller(built);
    const res = await agent.put('/api/user/language').send({ locale: 'fr' });
    expect(res.status).toBe(200);
    expect(res.body.locale).toBe('fr');
    expect(await localeOf(userId)).toBe('fr');
    expect((await agent.get('/api/user/profile')).body.locale).toBe('fr');
    expect((await gql(agent, 'Profile')).data?.profile.locale).toBe('fr');
    expect((await gql(agent, 'AuthStatus')).data?.authStatus.viewer.locale).toBe('fr');
  });

  it('when a traveller sets Arabic (GraphQL), then the mutation answers it and it is kept', async () => {
    const { agent, userId } = await signedInTraveller(built);
    const g = await gql(agent, 'SetMyLanguage', { locale: 'ar' });
    expect(g.errors).toBeUndefined();
    expect(g.data?.setMyLanguage).toEqual({ id: userId, locale: 'ar' });
    expect(await localeOf(userId)).toBe('ar');
  });

  it.each(['de', '', 'EN-gb', 42])('when the language is %p, then 400 with a clear message and nothing changes', async (locale) => {
    const { agent, userId } = await signedInTraveller(built);
    const rest = await agent.put('/api/user/language').send({ locale });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe(UNKNOWN);
    expect(rest.body.fieldErrors).toEqual({ locale: UNKNOWN });
    if (typeof locale === 'string') {
      const g = await gql(agent, 'SetMyLanguage', { locale });
      expect(g.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(g.errors?.[0]?.message).toBe(UNKNOWN);
    }
    expect(await localeOf(userId)).toBe('en');
  });

  it('when a French account sends an unknown language, then the message reads in French', async () => {
    const { agent } = await signedInTraveller(built);
    await agent.put('/api/user/language').send({ locale: 'fr' }).expect(200);
    const res = await agent.put('/api/user/language').send({ locale: 'xx' });
    expect(res.body.message).toBe("Choisissez l'une des langues offertes\u00a0: en (anglais), fr (français) ou ar (arabe).");
  });

  it('when nobody is signed in, then 401 and UNAUTHENTICATED', async () => {
    const res = await request(built.app).put('/api/user/language').send({ locale: 'fr' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('You must be signed in');
    expect((await gql(agentOf(built), 'SetMyLanguage', { locale: 'fr' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('when someone signs up with a French cookie (REST) or an Arabic browser (GraphQL), then the account keeps that language', async () => {
    const a = newTraveller();
    await request(built.app).post('/api/auth/register').set('Cookie', 'umrah_lang=fr').send(a).expect(201);
    expect(await localeOf(await userIdOf(built, a.username))).toBe('fr');
    const b = newTraveller();
    const g = await gql(agentOf(built).set('Accept-Language', 'ar-SA,ar;q=0.9,en;q=0.5'), 'SignUp', { input: b });
    expect(g.errors).toBeUndefined();
    expect(await localeOf(await userIdOf(built, b.username))).toBe('ar');
    const c = newTraveller();
    await request(built.app).post('/api/auth/register').send(c).expect(201);
    expect(await localeOf(await userIdOf(built, c.username))).toBe('en');
  });
});

describe('the language a page is sent in', () => {
  const page = (agent: ReturnType<typeof agentOf> | ReturnType<typeof request>, url: string) =>
    (agent as ReturnType<typeof agentOf>).get(url).set('Accept', 'text/html');

  it('when a visitor has no preference, then English left to right', async () => {
    const res = await page(request(built.app), '/login');
    expect(htmlTag(res.text)).toBe('<html lang="en" dir="ltr">');
  });

  it('when the browser prefers French, or the cookie says Arabic, then the page is in it; the cookie beats the browser', async () => {
    expect(htmlTag((await page(request(built.app), '/login').set('Accept-Language', 'fr-CA,fr;q=0.9')).text)).toBe('<html lang="fr" dir="ltr">');
    expect(htmlTag((await page(request(built.app), '/register').set('Cookie', 'umrah_lang=ar')).text)).toBe('<html lang="ar" dir="rtl">');
    const both = await page(request(built.app), '/login').set('Cookie', 'umrah_lang=ar').set('Accept-Language', 'fr');
    expect(htmlTag(both.text)).toBe('<html lang="ar" dir="rtl">');
  });

  it("when a signed-in traveller's account is French, then their portal page is French whatever the cookie says", async () => {
    const t = newTraveller();
    await request(built.app).post('/api/auth/register').send(t).expect(201);
    const session = sessionCookie((await request(built.app).post('/api/auth/login').send({ username: t.username, password: t.password }).expect(200)).headers);
    await request(built.app).put('/api/user/language').set('Cookie', session!).send({ locale: 'fr' }).expect(200);
    const res = await page(request(built.app), '/portal/dashboard').set('Cookie', `${session}; umrah_lang=ar`).set('Accept-Language', 'ar');
    expect(htmlTag(res.text)).toBe('<html lang="fr" dir="ltr">');
  });

  it('when a page is sent in French or Arabic, then what shows before the scripts run is in that language too', async () => {
    const statusLine = (html: string) => /<div id="root"><div role="status"[^>]*>([^<]*)<\/div>/.exec(html)?.[1];
    const noscript = (html: string) => /<noscript>([^<]*)<\/noscript>/.exec(html)?.[1];
    const en = (await page(request(built.app), '/login')).text;
    expect([statusLine(en), noscript(en)]).toEqual(['Loading...', 'Umrah Journey needs JavaScript to run. Please enable it in your browser.']);
    const fr = (await page(request(built.app), '/login').set('Cookie', 'umrah_lang=fr')).text;
    expect([statusLine(fr), noscript(fr)]).toEqual([
      'Chargement…',
      'Umrah Journey a besoin de JavaScript pour fonctionner. Veuillez l’activer dans votre navigateur.',
    ]);
    const { agent } = await signedInTraveller(built);
    await agent.put('/api/user/language').send({ locale: 'ar' }).expect(200);
    const ar = (await page(agent, '/portal/dashboard')).text;
    expect(htmlTag(ar)).toBe('<html lang="ar" dir="rtl">');
    expect([statusLine(ar), noscript(ar)]).toEqual(['جارٍ التحميل...', 'يحتاج Umrah Journey إلى JavaScript ليعمل. يُرجى تفعيله في متصفحك.']);
  });

  it('when ?lang=fr is opened, then the page is French and a year-long cookie remembers it (readable by the page, Lax)', async () => {
    const res = await page(request(built.app), '/login?lang=fr').set('Accept-Language', 'ar');
    expect(htmlTag(res.text)).toBe('<html lang="fr" dir="ltr">');
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('umrah_lang='));
    expect(cookie).toMatch(/^umrah_lang=fr; Max-Age=31536000; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    // An unknown one changes nothing and sets nothing.
    const unknown = await page(request(built.app), '/login?lang=xx');
    expect(htmlTag(unknown.text)).toBe('<html lang="en" dir="ltr">');
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('when a signed-in traveller opens any page with ?lang=ar, then it is Arabic, right to left, and saved to the account', async () => {
    const { agent, userId } = await signedInTraveller(built);
    const res = await page(agent, '/login?lang=ar');
    expect(htmlTag(res.text)).toBe('<html lang="ar" dir="rtl">');
    expect(await localeOf(userId)).toBe('ar');
    const portal = await page(agent, '/portal/dashboard?lang=fr');
    expect(htmlTag(portal.text)).toBe('<html lang="fr" dir="ltr">');
    expect(portal.text).toContain('"locale":"fr"');
    expect(await localeOf(userId)).toBe('fr');
  });

  it('when staff choose Arabic, by cookie, browser, account or ?lang=, then the staff side stays in English', async () => {
    const admin = await signedInAdmin(built);
    await built.db('users').where({ id: admin.userId }).update({ locale: 'ar' });
    const dashboard = await page(admin.agent, '/admin/dashboard').set('Accept-Language', 'ar');
    expect(htmlTag(dashboard.text)).toBe('<html lang="en" dir="ltr">');
    const chosen = await page(admin.agent, '/admin/dashboard?lang=ar');
    expect(htmlTag(chosen.text)).toBe('<html lang="en" dir="ltr">');
    expect(chosen.headers['set-cookie']?.toString() ?? '').not.toContain('umrah_lang');
    await admin.agent.put('/api/user/language').send({ locale: 'fr' }).expect(200);
    expect(htmlTag((await page(admin.agent, '/admin/dashboard').set('Accept-Language', 'ar')).text)).toBe('<html lang="fr" dir="ltr">');
  });
});

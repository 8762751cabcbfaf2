import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { CMS_URL, EDITOR, editorSignIn } from './support';

// The trip's words per language (ADR 0112): an editor sees in Payload which texts are not yet in
// French, translates the headline and publishes; French readers of the landing page read it, Arabic
// readers (nothing translated yet) read the English.

const PAGE = '/api/trip-pages?where[trip][equals]=winter-2026&depth=0';
const ENGLISH = 'A Journey of the Soul';
const FRENCH = 'Un voyage de l’âme';

async function shot(page: Page, name: string) {
  mkdirSync('test-results/lang', { recursive: true });
  await page.screenshot({ path: `test-results/lang/${name}.png`, fullPage: true });
}

test('an editor sees what is not yet in French, translates the headline and publishes it; the French landing shows it, the Arabic one the English', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const anon = await playwright.request.newContext({ baseURL: CMS_URL });
  const { id } = (await (await anon.get(PAGE)).json()).docs[0] as { id: number };
  const editor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const cms = await editor.newPage();
  try {
    await editorSignIn(cms);
    // In English, the default language, nothing is "not translated".
    await cms.goto(`${CMS_URL}/admin/collections/trip-pages/${id}?locale=en`);
    await expect(cms.getByLabel('Headline')).toHaveValue(ENGLISH);
    await expect(cms.getByRole('status', { name: 'Translation' })).toHaveCount(0);

    await cms.goto(`${CMS_URL}/admin/collections/trip-pages/${id}?locale=fr`);
    const banner = cms.getByRole('status', { name: 'Translation' });
    await expect(banner).toContainText('not yet translated into French: visitors reading French see the English text there.');
    await expect(banner.getByRole('listitem').filter({ hasText: /^Landing page texts › Headline$/ })).toBeVisible();
    await expect(banner.getByRole('listitem').filter({ hasText: /^Purpose$/ })).toBeVisible();
    await expect(banner.getByRole('listitem').filter({ hasText: /^Inclusions 1 › Inclusion$/ })).toBeVisible();
    // The French field is empty (no English copy is saved as French); the English shows to visitors.
    const headline = cms.getByLabel('Headline');
    await expect(headline).toHaveValue('');
    await shot(cms, 'cms-not-yet-translated-fr');

    await headline.fill(FRENCH);
    // The list follows the form: the headline is translated now, the rest is not.
    await expect(banner.getByRole('listitem').filter({ hasText: /^Landing page texts › Headline$/ })).toHaveCount(0);
    await expect(banner.getByRole('listitem').filter({ hasText: /^Purpose$/ })).toBeVisible();
    await cms.getByRole('button', { name: 'Publish changes' }).click();
    await expect(cms.getByText(/successfully/i).first()).toBeVisible({ timeout: 30_000 });
    // After publishing, the form still holds only what is French: the English is not copied in.
    await expect(headline).toHaveValue(FRENCH);
    await expect(cms.getByLabel('Invitation')).toHaveValue('');
    await expect(banner.getByRole('listitem').filter({ hasText: /^Purpose$/ })).toBeVisible();
    await shot(cms, 'cms-headline-translated-fr');
    await cms.reload();
    await expect(cms.getByLabel('Headline')).toHaveValue(FRENCH);
    await expect(cms.getByLabel('Invitation')).toHaveValue('');
    // English is untouched.
    expect((await (await anon.get(`${PAGE}&locale=en`)).json()).docs[0].landing.heroHeadline).toBe(ENGLISH);

    const french = await browser.newContext({ locale: 'fr-CA', viewport: { width: 1280, height: 900 } });
    const arabic = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await arabic.addCookies([{ name: 'umrah_lang', value: 'ar', url: baseURL! }]);
    try {
      const fr = await french.newPage();
      // The api reads the CMS again after its webhook or its TTL (2 s here); a CMS slower than the
      // api's deadline on a loaded machine delays it, so the bound is a hang's, not a speed's.
      const published = Date.now();
      await expect(async () => {
        await fr.goto('/');
        await expect(fr.getByRole('heading', { level: 1, name: FRENCH })).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: 90_000, intervals: [500] });
      console.log(`the French landing showed the French headline ${((Date.now() - published) / 1000).toFixed(1)} s after Publish`);
      await expect(fr.locator('html')).toHaveAttribute('lang', 'fr');
      await shot(fr, 'landing-fr');
      await fr.setViewportSize({ width: 375, height: 812 });
      await shot(fr, 'landing-fr-phone');

      const ar = await arabic.newPage();
      await ar.goto('/');
      await expect(ar.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(ar.getByRole('heading', { level: 1, name: ENGLISH })).toBeVisible();
      await shot(ar, 'landing-ar-english-fallback');
    } finally {
      await Promise.all([french.close(), arabic.close()]);
    }
  } finally {
    // Take the French headline away again whatever happened above, so French reads English again.
    const token = (await (await anon.post('/api/users/login', { data: EDITOR })).json()).token;
    const undo = await anon.patch(`/api/trip-pages/${id}?locale=fr`, {
      data: { landing: { heroHeadline: null }, _status: 'published' },
      headers: { Authorization: `JWT ${token}` },
    });
    expect(undo.status()).toBe(200);
    await Promise.all([anon.dispose(), editor.close()]);
  }
});

test('the CMS speaks French to a French editor, and lists in French what is not yet in Arabic', async ({ browser, playwright }) => {
  const anon = await playwright.request.newContext({ baseURL: CMS_URL });
  const { id } = (await (await anon.get(PAGE)).json()).docs[0] as { id: number };
  await anon.dispose();
  const editor = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } });
  const cms = await editor.newPage();
  try {
    await cms.goto(`${CMS_URL}/admin/login`);
    await cms.getByLabel('E-mail').fill(EDITOR.email);
    await cms.getByLabel('Mot de passe').fill(EDITOR.password);
    await cms.getByRole('button', { name: 'Se connecter' }).click();
    await expect(cms).toHaveURL(/\/admin\/?$/);
    await cms.goto(`${CMS_URL}/admin/collections/trip-pages/${id}?locale=ar`);
    const banner = cms.getByRole('status', { name: 'Traduction' });
    await expect(banner).toContainText('pas encore traduits en arabe : les visiteurs qui lisent en arabe y voient le texte anglais.');
    await expect(banner.getByRole('listitem').filter({ hasText: /^Landing page texts › Headline$/ })).toBeVisible();
    await shot(cms, 'cms-admin-fr-not-yet-translated-ar');
  } finally {
    await editor.close();
  }
});

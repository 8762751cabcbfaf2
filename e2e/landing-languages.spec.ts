import AxeBuilder from '@axe-core/playwright';
import { englishLeft } from './support';
import { expect, test, type Page } from '@playwright/test';

// The landing page in English, French and Arabic (issue 33, ADR 0113): the visitor's language from
// Accept-Language or the switch (remembered by a cookie), rendered on the server and hydrated in
// the same language with no error; Arabic right to left, a mirror of the page; axe clean in each.

const PAYMENT_URL = 'https://payments.example.org/umrah-winter-2026';

/** The page's own words in each language (the trip's words are the CMS's, per language elsewhere). */
const WORDS = {
  en: {
    spot: 'Secure Your Spot',
    submit: 'Submit Interest',
    member: 'Barakah member',
    more: 'Show More Details',
    portal: 'Payment Portal',
    footer: 'Traveler portal',
  },
  fr: {
    spot: 'Réservez votre place',
    submit: 'Manifester mon intérêt',
    member: 'Membre Barakah',
    more: 'Afficher plus de détails',
    portal: 'Portail de paiement',
    footer: 'Portail des voyageurs',
  },
  ar: { spot: 'احجز مكانك', submit: 'تسجيل الاهتمام', member: 'عضو بركة', more: 'عرض المزيد من التفاصيل', portal: 'بوابة الدفع', footer: 'بوابة المسافرين' },
} as const;
type Lang = keyof typeof WORDS;

/** Console errors and uncaught exceptions (a hydration mismatch is one), but the network's. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The payment provider's host is unreachable here: a stub page stands in for it. */
const stubPaymentForm = (page: Page) =>
  page.route(`${PAYMENT_URL}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Stub payment form</title><body><h1>Tickets</h1></body></html>' }),
  );

/** Opens a landing page address and waits until React has taken the rendered page over. */
async function openIn(page: Page, lang: Lang, url = '/') {
  await stubPaymentForm(page);
  await page.goto(url);
  await expect(page.getByRole('button', { name: WORDS[lang].submit })).toBeEnabled();
}

/** The page's own words are in `lang`, and none of them in another language. */
async function expectWordsIn(page: Page, lang: Lang) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('banner').getByRole('link', { name: WORDS[lang].spot })).toBeVisible();
  const summary = page.locator('#trip-summary-title').locator('xpath=ancestor::article');
  await expect(summary.getByText(WORDS[lang].member, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: WORDS[lang].portal })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText(WORDS[lang].footer, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: WORDS[lang].more })).toBeVisible();
  // "Secure Your Spot" is also the registration section's heading, the CMS's words (English until translated).
  if (lang !== 'en') expect(await englishLeft(page, lang, ['common', 'landing'], { except: ['Secure Your Spot'] })).toEqual([]);
  for (const other of Object.keys(WORDS) as Lang[]) {
    if (other === lang) continue;
    // "Secure Your Spot" is also a heading the editors write (the CMS's words, per language elsewhere).
    await expect(page.getByRole('banner').getByText(WORDS[other].spot, { exact: true })).toHaveCount(0);
    const { spot: _spot, ...words } = WORDS[other];
    for (const text of Object.values(words)) await expect(page.getByText(text, { exact: true }), `${other}: ${text}`).toHaveCount(0);
  }
}

async function expectAxeClean(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('the landing page for a French browser', () => {
  test.use({ locale: 'fr-CA', reducedMotion: 'reduce' });

  test('when it opens, then it is in French from the first byte: words, dates, money; it hydrates with no error, and axe finds nothing', async ({ page }) => {
    const errors = errorsOf(page);
    await openIn(page, 'fr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expectWordsIn(page, 'fr');
    const summary = page.locator('#trip-summary-title').locator('xpath=ancestor::article');
    await expect(summary.getByText('3\u00a0300\u00a0$', { exact: true })).toBeVisible();
    await expect(summary.getByText('Du 31 décembre 2025 au 12 janvier 2026', { exact: true })).toBeVisible();
    await expect(summary.getByText('Limité à 45 participants')).toBeVisible();
    await expect(page.locator('#hero').getByText('Du 31 décembre 2025 au 12 janvier 2026 · Limité à 45 voyageurs')).toBeVisible();

    await page.getByRole('button', { name: 'Afficher plus de détails' }).click();
    const table = summary.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Échéance' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'À l’inscription' }).first()).toBeVisible();
    await expect(table.getByRole('cell', { name: '30 septembre 2025' })).toBeVisible();
    await expect(summary.getByText('Remarques importantes', { exact: true })).toBeVisible();
    await expectAxeClean(page, 'fr');
    expect(errors).toEqual([]);
  });
});

test.describe('the landing page’s language switch', () => {
  test.use({ reducedMotion: 'reduce' });

  test('when an English visitor picks Français, then the page is French, and stays French after a reload and on the next visit', async ({ page, context }) => {
    const errors = errorsOf(page);
    await openIn(page, 'en');
    const bar = page.getByRole('banner');
    await expect(bar.locator('summary')).toHaveAccessibleName('Language English');
    await bar.locator('summary').click();
    const links = bar.getByRole('listitem').getByRole('link');
    await expect(links).toHaveText(['English', 'Français', 'العربية']);
    await expect(bar.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await expect(bar.getByRole('link', { name: 'العربية' })).toHaveAttribute('hreflang', 'ar');
    await expect(bar.getByRole('link', { name: 'العربية' })).toHaveAttribute('lang', 'ar');

    await bar.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/\?lang=fr$/);
    await expect(page.getByRole('button', { name: WORDS.fr.submit })).toBeEnabled();
    await expectWordsIn(page, 'fr');
    expect((await context.cookies()).find((c) => c.name === 'umrah_lang')?.value).toBe('fr');

    await page.reload();
    await expect(page.getByRole('button', { name: WORDS.fr.submit })).toBeEnabled();
    await page.goto('/');
    await expect(page.getByRole('button', { name: WORDS.fr.submit })).toBeEnabled();
    await expectWordsIn(page, 'fr');
    await expect(bar.locator('summary')).toHaveAccessibleName('Langue Français');
    await bar.locator('summary').click();
    await expect(bar.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
    expect(errors).toEqual([]);
  });
});

test.describe('the landing page in Arabic', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const width of [375, 1280]) {
    test(`at ${width} px, when it opens, then it reads right to left, a mirror with nothing sideways, hydrated with no error, and axe finds nothing`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
      const errors = errorsOf(page);
      await openIn(page, 'ar', '/?lang=ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expectWordsIn(page, 'ar');
      // A mirror: the brand at the right, the call to action at the left; the arrow points left.
      const bar = page.getByRole('banner');
      const brand = (await bar.getByRole('link').first().boundingBox())!;
      const spot = (await bar.getByRole('link', { name: WORDS.ar.spot }).boundingBox())!;
      expect(brand.x).toBeGreaterThan(spot.x + spot.width);
      const arrow = page.locator('#hero a[href="#register"]').first().locator('svg');
      expect(await arrow.evaluate((el) => getComputedStyle(el).scale)).toBe('-1 1');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await expectAxeClean(page, `ar ${width}`);
      await page.getByRole('button', { name: WORDS.ar.more }).click();
      await expect(page.getByText('عند التسجيل').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await expectAxeClean(page, `ar ${width} expanded`);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('the landing page in each language, looked at', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const lang of ['en', 'fr', 'ar'] as const) {
    for (const width of [375, 1280]) {
      test(`${lang} at ${width} px: a full-page screenshot, the language menu open on the first view`, async ({ page }) => {
        await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
        await openIn(page, lang, `/?lang=${lang}`);
        await expect(page.locator('#hero')).toHaveAttribute('data-image', 'loaded');
        await page.getByRole('button', { name: WORDS[lang].more }).click();
        await page.screenshot({ path: `test-results/lang/landing-${lang}-${width}.png`, fullPage: true });
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        // Every control of the top bar is on the screen, the longest call to action (French) too.
        for (const link of await page.getByRole('banner').getByRole('link').all()) {
          const box = await link.boundingBox();
          if (box) expect(box.x >= 0 && box.x + box.width <= width, `${await link.textContent()} within the screen`).toBe(true);
        }
        await page.locator('header summary').click();
        await page.screenshot({ path: `test-results/lang/landing-${lang}-${width}-menu.png` });
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      });
    }
  }
});

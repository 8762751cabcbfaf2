// Issue 33: a visitor picks their language with the switch; the account keeps it (a new browser
// finds it again after signing in); Arabic turns the frame right to left, a mirror of the English one.
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newTraveller, signIn } from './support';

const WIDTHS = [375, 1280] as const;

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * At each width: axe finds no WCAG 2.1 AA violation (once nothing moves: a toast caught sliding in
 * is half transparent), and a full-page screenshot under test-results/lang/, for a person to look at.
 */
async function shoot(page: Page, name: string) {
  mkdirSync('test-results/lang', { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
    expect(violations.map((v) => `${name} ${width} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.screenshot({ path: `test-results/lang/${name}-${width}.png`, fullPage: true });
  }
}

const html = (page: Page) => page.locator('html');

test.describe('the language switch', () => {
  test('a visitor turns the sign-in page French, signs up in it, and the account brings French back in a new browser; Arabic mirrors the frame', async ({
    page,
    browser,
  }) => {
    await page.goto('/login');
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');

    // The page turns French at once: <html lang>, the switch, the shared fields.
    await expect(html(page)).toHaveAttribute('lang', 'fr');
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    await expect(page.getByLabel("Nom d'utilisateur")).toBeVisible();
    await expect(page.getByLabel('Mot de passe')).toBeVisible();
    // The cookie keeps it: the next page comes from the server in French.
    await page.reload();
    await expect(html(page)).toHaveAttribute('lang', 'fr');
    await expect(page.getByLabel("Nom d'utilisateur")).toBeVisible();
    await shoot(page, 'sign-in-fr');

    // Signing up from this browser: the new account reads in French (its emails too).
    const t = newTraveller();
    const signUp = await page.request.post('/api/auth/register', { data: t });
    expect(signUp.status(), await signUp.text()).toBe(201);

    // Another browser, with nothing remembered: English until the account signs in, then French.
    const other = await browser.newContext({ locale: 'en-CA' });
    try {
      const elsewhere = await other.newPage();
      await signIn(elsewhere, t);
      await expect(elsewhere).toHaveURL(/\/portal\/dashboard$/);
      await expect(html(elsewhere)).toHaveAttribute('lang', 'fr');
      const nav = elsewhere.getByRole('navigation', { name: 'Portail' });
      await expect(nav.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Paiements' })).toBeVisible();
      await expect(elsewhere.getByRole('button', { name: 'Se déconnecter' }).first()).toBeVisible();
      await shoot(elsewhere, 'dashboard-fr');

      // Arabic from the portal's switch: right to left, the sidebar on the right, kept by the account.
      await elsewhere.setViewportSize({ width: 1280, height: 900 });
      await elsewhere.getByRole('combobox', { name: 'Langue' }).selectOption('ar');
      await expect(html(elsewhere)).toHaveAttribute('lang', 'ar');
      await expect(html(elsewhere)).toHaveAttribute('dir', 'rtl');
      const arNav = elsewhere.getByRole('navigation', { name: 'البوابة' });
      await expect(arNav.getByRole('link', { name: 'لوحة المتابعة' })).toBeVisible();
      const aside = (await elsewhere.locator('aside').boundingBox())!;
      const main = (await elsewhere.locator('#portal-main').boundingBox())!;
      expect(aside.x).toBeGreaterThan(main.x + main.width - 1);
      await expect.poll(async () => (await (await elsewhere.request.get('/api/user/profile')).json()).locale as string).toBe('ar');
      await shoot(elsewhere, 'dashboard-ar');

      // On a phone the menu slides in from the right, its links in Arabic.
      await elsewhere.setViewportSize({ width: 375, height: 800 });
      await elsewhere.getByRole('button', { name: 'فتح القائمة' }).click();
      const drawer = elsewhere.getByRole('dialog', { name: 'القائمة' });
      await expect(drawer.getByRole('link', { name: 'المدفوعات' })).toBeVisible();
      await expect.poll(async () => (await drawer.boundingBox())?.x ?? -1).toBeGreaterThan(375 - 288 - 2);
      await elsewhere.screenshot({ path: 'test-results/lang/menu-ar-375.png' });
      await elsewhere.keyboard.press('Escape');

      // Signed out, the sign-in page stays in Arabic, right to left.
      await elsewhere.goto('/login');
      await expect(html(elsewhere)).toHaveAttribute('dir', 'rtl');
      await expect(elsewhere.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
      await shoot(elsewhere, 'sign-in-ar');
    } finally {
      await other.close();
    }
  });

  test('?lang= on a page chooses its language and remembers it', async ({ page }) => {
    await page.goto('/login?lang=ar');
    await expect(html(page)).toHaveAttribute('lang', 'ar');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expect(page.getByLabel('اسم المستخدم')).toBeVisible();
    await page.goto('/signup');
    await expect(html(page)).toHaveAttribute('lang', 'ar');
    await page.goto('/login?lang=en');
    await expect(html(page)).toHaveAttribute('dir', 'ltr');
    await expect(page.getByLabel('Username')).toBeVisible();
  });
});

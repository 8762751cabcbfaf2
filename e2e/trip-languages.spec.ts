// Languages (issue 33), the trip area: a traveller whose deposit is paid and form approved opens the
// registration form, the documents and the payments pages in French and in Arabic (the umrah_lang
// cookie chooses). Each page speaks that language and not English, Arabic runs right to left,
// axe finds nothing at a phone's width and a desktop's, and the screenshots go to
// test-results/lang/ for a person to look at.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { adminApi, approvedTraveller, englishLeft } from './support';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface PageCheck {
  path: string;
  name: string;
  heading: string;
  /** Texts of the page in the language. */
  present: (string | RegExp)[];
  /** The English of those texts (and others of the page), which must not show. */
  absent: string[];
}

const PAGES: Record<'fr' | 'ar', PageCheck[]> = {
  fr: [
    {
      path: '/portal/registration-form',
      name: 'form',
      heading: 'Formulaire d’inscription',
      present: [
        'Renseignements personnels',
        'Coordonnées',
        'Votre formulaire d’inscription a été approuvé et ne peut plus être modifié.',
        'Retour au tableau de bord',
      ],
      absent: ['Registration Form', 'Personal Information', 'Passport Number', 'Back to Dashboard', 'Contact Information'],
    },
    {
      path: '/portal/documents',
      name: 'documents',
      heading: 'Documents',
      present: ['Téléverser un nouveau document', 'Mes documents', 'Ressources partagées', 'JPEG, PNG, WebP ou PDF, 5 Mo au maximum', 'Vos documents'],
      absent: ['Upload New Document', 'My Documents', 'Shared Resources', 'Your Documents', 'Document Type'],
    },
    {
      path: '/portal/payments',
      name: 'payments',
      heading: 'Paiements',
      present: ['Sommaire', 'Solde', 'Calendrier', 'Historique', /^Tarif\s:\s.+\([\d\s]+,00\s\$\)$/, 'À l’inscription'],
      absent: ['Summary', 'Next payment', 'How to pay', 'Schedule', 'History', 'At registration', 'Payment schedule'],
    },
  ],
  ar: [
    {
      path: '/portal/registration-form',
      name: 'form',
      heading: 'استمارة التسجيل',
      present: ['البيانات الشخصية', 'بيانات الاتصال', 'بيانات جواز السفر والتأشيرة', 'العودة إلى لوحة المتابعة'],
      absent: ['Registration Form', 'Personal Information', 'Passport Number', 'Back to Dashboard', 'Contact Information'],
    },
    {
      path: '/portal/documents',
      name: 'documents',
      heading: 'المستندات',
      present: ['رفع مستند جديد', 'مستنداتي', 'الموارد المشتركة', 'مستنداتك'],
      absent: ['Upload New Document', 'My Documents', 'Shared Resources', 'Your Documents', 'Document Type'],
    },
    {
      path: '/portal/payments',
      name: 'payments',
      heading: 'المدفوعات',
      present: ['الملخص', 'الرصيد المتبقي', 'جدول الدفعات', 'عند التسجيل'],
      absent: ['Summary', 'Next payment', 'How to pay', 'Schedule', 'History', 'At registration', 'Payment schedule'],
    },
  ],
};

/** Waits until the page has settled (no request, no animation under way), then runs axe. */
async function expectAccessible(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  expect(violations.map((v) => `${label} ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const lang of ['fr', 'ar'] as const) {
  for (const width of [375, 1280]) {
    test(`when a traveller reads the form, documents and payments in ${lang} at ${width} px, then they are in that language and accessible`, async ({
      browser,
      playwright,
      baseURL,
    }) => {
      const admin = await adminApi(playwright.request, baseURL!);
      const t = await approvedTraveller(playwright.request, baseURL!, admin);
      await admin.dispose();

      const context = await browser.newContext({ viewport: { width, height: width > 400 ? 900 : 812 } });
      await context.addCookies([{ name: 'umrah_lang', value: lang, url: baseURL! }]);
      const page = await context.newPage();
      // Signed in through the api (the sign-in page is another area's), sharing the page's cookies.
      expect((await page.request.post('/api/auth/login', { data: { username: t.username, password: t.password } })).ok()).toBe(true);
      // The account's language wins over the cookie: this traveller signed up in English, and chooses.
      expect((await page.request.put('/api/user/language', { data: { locale: lang } })).ok()).toBe(true);
      mkdirSync('test-results/lang', { recursive: true });

      for (const check of PAGES[lang]) {
        await page.goto(check.path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await expect(page.getByRole('heading', { level: 1, name: check.heading })).toBeVisible();
        const main = page.getByRole('main');
        for (const text of check.present) await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
        for (const text of check.absent) await expect(main.getByText(text, { exact: true })).toHaveCount(0);
        expect(await englishLeft(page, lang, ['common', 'portal', 'trip', 'rules'])).toEqual([]);
        if (check.name === 'form') await expect(page.locator('#trip-passport-number')).toHaveAttribute('dir', 'ltr');
        await expectAccessible(page, `${lang} ${check.path} at ${width}`);
        await page.screenshot({ path: `test-results/lang/trip-${check.name}-${lang}-${width}.png`, fullPage: true });
      }
      await context.close();
    });
  }
}

// Issue 33: the same traveller walk in English, French and Arabic (sign up, confirm the email, the
// dashboard, take a seat, the profile). Each language in a browser of its own with the visitor's
// `umrah_lang` cookie: the pages speak it (and not English), <html lang dir> follow, axe finds
// nothing, and each page is photographed at 375 and 1280 px under test-results/lang/ to be looked at.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { englishLeft, MAIL_DIR, newTraveller, unQuote } from './support';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const LANGUAGES = ['en', 'fr', 'ar'] as const;
type Lang = (typeof LANGUAGES)[number];

/** What the traveller reads on each page, in each language (the English is the spec's). */
const TEXTS = {
  en: {
    signUpTitle: 'Create an Account',
    createAccount: 'Create Account',
    fullName: 'Full Name',
    phone: 'Phone Number',
    signInTitle: 'Sign In',
    forgot: 'Forgot password?',
    dashboardTitle: 'My Umrah Journey',
    confirmEmail: 'Please confirm your email address',
    resend: 'Resend Email',
    journeyStatus: 'Journey Status',
    noRegistration: 'No Active Registration',
    editProfile: 'Edit Profile',
    emailConfirmed: 'Email Confirmed',
    toDashboard: 'Go to Dashboard',
    registerTitle: 'Register for Umrah Journey',
    tripInformation: 'Trip Information',
    tripDetails: 'Trip Details',
    registrationTab: 'Registration',
    depositRequired: 'Deposit Required',
    registered: 'Success!',
    currentStatus: 'Current Status',
    pendingPayment: 'Pending Payment',
    completeForm: 'Complete Form',
    profileTitle: 'My Profile',
    personalInformation: 'Personal Information',
    saveChanges: 'Save Changes',
    yourData: 'Your Data',
    memberSince: 'Member Since',
  },
  fr: {
    signUpTitle: 'Créer un compte',
    createAccount: 'Créer le compte',
    fullName: 'Nom complet',
    phone: 'Numéro de téléphone',
    signInTitle: 'Se connecter',
    forgot: 'Mot de passe oublié\u00a0?',
    dashboardTitle: 'Mon voyage de la Omra',
    confirmEmail: 'Veuillez confirmer votre adresse courriel',
    resend: 'Renvoyer le courriel',
    journeyStatus: 'État du voyage',
    noRegistration: 'Aucune inscription en cours',
    editProfile: 'Modifier le profil',
    emailConfirmed: 'Adresse courriel confirmée',
    toDashboard: 'Aller au tableau de bord',
    registerTitle: 'S’inscrire à Umrah Journey',
    tripInformation: 'Renseignements sur le voyage',
    tripDetails: 'Détails du voyage',
    registrationTab: 'Inscription',
    depositRequired: 'Dépôt requis',
    registered: 'C’est fait\u00a0!',
    currentStatus: 'Statut actuel',
    pendingPayment: 'Paiement en attente',
    completeForm: 'Remplir le formulaire',
    profileTitle: 'Mon profil',
    personalInformation: 'Renseignements personnels',
    saveChanges: 'Enregistrer les modifications',
    yourData: 'Vos données',
    memberSince: 'Membre depuis',
  },
  ar: {
    signUpTitle: 'إنشاء حساب',
    createAccount: 'إنشاء الحساب',
    fullName: 'الاسم الكامل',
    phone: 'رقم الهاتف',
    signInTitle: 'تسجيل الدخول',
    forgot: 'نسيت كلمة المرور؟',
    dashboardTitle: 'رحلتي إلى العمرة',
    confirmEmail: 'يُرجى تأكيد بريدك الإلكتروني',
    resend: 'إعادة إرسال البريد',
    journeyStatus: 'حالة الرحلة',
    noRegistration: 'لا يوجد تسجيل نشط',
    editProfile: 'تعديل الملف الشخصي',
    emailConfirmed: 'تم تأكيد البريد الإلكتروني',
    toDashboard: 'الانتقال إلى لوحة المتابعة',
    registerTitle: 'التسجيل في Umrah Journey',
    tripInformation: 'معلومات الرحلة',
    tripDetails: 'تفاصيل الرحلة',
    registrationTab: 'التسجيل',
    depositRequired: 'العربون مطلوب',
    registered: 'تم بنجاح!',
    currentStatus: 'الحالة الحالية',
    pendingPayment: 'بانتظار الدفع',
    completeForm: 'إكمال الاستمارة',
    profileTitle: 'ملفي الشخصي',
    personalInformation: 'المعلومات الشخصية',
    saveChanges: 'حفظ التغييرات',
    yourData: 'بياناتك',
    memberSince: 'عضو منذ',
  },
} satisfies Record<Lang, Record<string, string>>;
type Key = keyof (typeof TEXTS)['en'];

/** The confirmation link of the newest email to `to`, whatever language its subject is in. */
async function confirmationLinkTo(to: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        if (!existsSync(MAIL_DIR)) return false;
        for (const file of readdirSync(MAIL_DIR).sort().reverse()) {
          const mail = unQuote(readFileSync(path.join(MAIL_DIR, file), 'utf8'));
          const found = /https?:\/\/[^\s"<]+\/verify-email\?token=[\w-]+/.exec(mail);
          if (new RegExp(`^To: ${to}\\r?$`, 'm').test(mail) && found) {
            link = found[0];
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return link;
}

/**
 * One page in one language: the texts are there (and, in French and Arabic, their English is not),
 * <html lang dir> say the language, axe finds nothing at either width, and both widths are photographed.
 */
async function checkPage(page: Page, lang: Lang, name: string, keys: Key[]) {
  const body = page.locator('body');
  for (const key of keys) await expect(body.getByText(TEXTS[lang][key], { exact: true }).first()).toBeVisible();
  if (lang !== 'en') {
    for (const key of keys) await expect(body.getByText(TEXTS.en[key], { exact: true })).toHaveCount(0);
    // None of the product's own English sentences is left on the page.
    expect(await englishLeft(page, lang, ['common', 'auth', 'portal', 'trip', 'rules'])).toEqual([]);
  }
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    // No fade or slide under way: a toast caught mid-animation is half transparent for axe.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
    expect(violations.map((v) => `${lang} ${name} ${width} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.screenshot({ path: `test-results/lang/${name}-${lang}-${width}.png`, fullPage: true });
  }
}

test.beforeAll(() => mkdirSync('test-results/lang', { recursive: true }));

for (const lang of LANGUAGES) {
  test(`in ${lang}, a traveller signs up, confirms the email, takes a seat and opens the profile in that language`, async ({ browser, baseURL }) => {
    const ctx = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    await ctx.addCookies([{ name: 'umrah_lang', value: lang, url: baseURL! }]);
    const page = await ctx.newPage();
    const text = TEXTS[lang];
    const t = newTraveller();

    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: text.signUpTitle })).toBeVisible();
    await checkPage(page, lang, 'signup', ['signUpTitle', 'createAccount', 'fullName', 'phone']);
    await page.getByLabel(text.fullName).fill(t.fullName);
    await page.locator('#signup-email').fill(t.email);
    await page.getByLabel(text.phone).fill(t.phone);
    await page.locator('#signup-username').fill(t.username);
    await page.locator('#signup-password').fill(t.password);
    await page.getByRole('button', { name: text.createAccount }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: text.signInTitle })).toBeVisible();
    await checkPage(page, lang, 'login', ['signInTitle', 'forgot']);
    await page.locator('#login-username').fill(t.username);
    await page.locator('#login-password').fill(t.password);
    await page.getByRole('button', { name: text.signInTitle }).click();

    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: text.confirmEmail })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(text.dashboardTitle));
    await checkPage(page, lang, 'dashboard-unconfirmed', ['dashboardTitle', 'confirmEmail', 'resend', 'journeyStatus', 'noRegistration', 'editProfile']);

    await page.goto(await confirmationLinkTo(t.email));
    await expect(page.getByRole('heading', { name: text.emailConfirmed })).toBeVisible();
    await checkPage(page, lang, 'email-confirmed', ['emailConfirmed', 'toDashboard']);

    await page.goto('/portal/register-trip');
    await expect(page.getByRole('heading', { name: text.registerTitle, level: 1 })).toBeVisible();
    await checkPage(page, lang, 'register-trip-information', ['registerTitle', 'tripInformation', 'tripDetails']);
    await page.getByRole('tab', { name: text.registrationTab }).click();
    await expect(page.getByText(text.depositRequired)).toBeVisible();
    await checkPage(page, lang, 'register-trip-registration', ['depositRequired']);
    await page.getByRole('button', { name: text.registerTitle }).click();
    await expect(page.getByText(text.registered, { exact: true }).filter({ visible: true })).toBeVisible();

    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    await expect(main.getByText(text.pendingPayment)).toBeVisible();
    await checkPage(page, lang, 'dashboard-registered', ['dashboardTitle', 'currentStatus', 'pendingPayment', 'completeForm']);

    await main.getByRole('button', { name: text.editProfile }).click();
    await expect(page).toHaveURL(/\/portal\/profile$/);
    await expect(page.getByRole('heading', { name: text.profileTitle, level: 1 })).toBeVisible();
    await checkPage(page, lang, 'profile', ['profileTitle', 'personalInformation', 'saveChanges', 'yourData', 'memberSince']);
    await ctx.close();
  });
}

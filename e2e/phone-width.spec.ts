// Phones (issue 27): at 375 px no page of the web is wider than the screen, whatever the names in it.
// Tables scroll inside their own box or stack; long words wrap. Each page is measured as rendered
// (some routes still answer 404 from the api with the app shell; the page itself is what is checked).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { validForm } from '../api/test/trip-form-fixtures';
import { torontoToday } from '../graphql/src/rules';
import { paths } from '@umrah/graphql';
import { adminApi, adminSignIn, newTraveller, registerViaApi, signIn, snap } from './support';

const PHONE = { width: 375, height: 812 };
/** 109 characters with no space to break at: the worst a name can do to a line. */
const LONG_NAME = 'Abdulrahman'.repeat(10).slice(0, 109);
const ARABIC_NAME = 'عبد الرحمن بن محمد بن عبد العزيز بن عبد الله آل سعود القحطاني';

// The routes of the web (graphql/src/routes.ts): a page added there is measured here too.
const PUBLIC_ROUTES = [paths.home, paths.signUp, paths.logIn, paths.forgotPassword, paths.resetPassword, paths.admin.logIn];
const PORTAL_ROUTES = Object.values(paths.portal);
const ADMIN_TABS = ['interest', 'portal', 'finance', 'announcements'];

/** A traveller named `fullName` with a registration whose deposit and one payment are recorded. */
async function travellerWithPayments(request: APIRequestContext, admin: APIRequestContext, fullName: string) {
  const t = await registerViaApi(request, { ...newTraveller(), fullName });
  expect((await request.post('/api/auth/login', { data: { username: t.username, password: t.password } })).ok()).toBe(true);
  const reg = await (await request.post('/api/trip/register', { data: {} })).json();
  expect((await admin.post('/api/admin/trip/deposit', { data: { tripRegistrationId: reg.id, depositPaid: true } })).ok()).toBe(true);
  const form = await request.post('/api/trip/form', { data: validForm({ fullNameAsPerPassport: fullName }) });
  expect(form.ok(), await form.text()).toBe(true);
  const payment = await admin.post('/api/admin/payments', {
    data: {
      registrationId: reg.id,
      amountCents: 123456,
      method: 'e-transfer',
      receivedOn: torontoToday(),
      reference: `REF-${LONG_NAME.slice(0, 90)}`,
      note: `Paid for ${fullName}`,
      allowOverpayment: false,
      clientKey: crypto.randomUUID(),
    },
  });
  expect(payment.ok(), await payment.text()).toBe(true);
  return { ...t, registrationId: reg.id as string };
}

/** The page's heading is shown and nothing is still loading. */
const loaded = async (page: Page) => {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
};

/** Opens `route`, waits for its content (not for a status: a few routes answer 404 with the shell) and measures. */
async function pageWidth(page: Page, route: string) {
  await page.goto(route);
  await loaded(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  // In the report: the figure per route, to compare before and after a change.
  test.info().annotations.push({ type: 'scrollWidth', description: `${route}: ${width}` });
  return width;
}

function slug(route: string) {
  return (
    route
      .replace(/\/[0-9a-f-]{36}$/, '')
      .replace(/[/?=]+/g, '-')
      .replace(/^-|-$/g, '') || 'home'
  );
}

/** Full-page screenshots at 375 and 1280 px under test-results/screenshots/, for a person to look at. */
async function snapBoth(page: Page, routes: string[]) {
  for (const width of [PHONE.width, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const route of routes) {
      await page.goto(route);
      await loaded(page);
      await snap(page, `width-${width}-${slug(route)}`);
    }
  }
  await page.setViewportSize(PHONE);
}

test.describe('at 375 px no page scrolls sideways', () => {
  test.use({ viewport: PHONE });

  test('the public pages', async ({ page }) => {
    for (const route of PUBLIC_ROUTES) {
      expect.soft(await pageWidth(page, route), route).toBeLessThanOrEqual(PHONE.width);
    }
  });

  for (const [label, fullName] of [
    ['a 109-character name', LONG_NAME],
    ['an Arabic name', ARABIC_NAME],
  ] as const) {
    test(`every portal page, and the admin's pages, for a traveller with ${label}`, async ({ page, browser, playwright, baseURL }) => {
      // Seventeen pages to open (and for one name, sixteen screenshots): more than the default minute.
      test.setTimeout(240_000);
      const admin = await adminApi(playwright.request, baseURL!);
      const t = await travellerWithPayments(page.request, admin, fullName);
      await signIn(page, t);
      await expect(page).toHaveURL(/\/portal\/dashboard$/);
      for (const route of PORTAL_ROUTES) {
        expect.soft(await pageWidth(page, route), route).toBeLessThanOrEqual(PHONE.width);
      }
      if (fullName === LONG_NAME) await snapBoth(page, ['/portal/dashboard', '/portal/payments', '/portal/profile']);

      const adminCtx = await browser.newContext({ viewport: PHONE });
      const adminPage = await adminCtx.newPage();
      await adminSignIn(adminPage);
      const adminRoutes = [...ADMIN_TABS.map((tab) => `${paths.admin.dashboard}?tab=${tab}`), paths.admin.registration(t.registrationId)];
      for (const route of adminRoutes) {
        expect.soft(await pageWidth(adminPage, route), route).toBeLessThanOrEqual(PHONE.width);
      }
      if (fullName === LONG_NAME) await snapBoth(adminPage, adminRoutes);
      await adminCtx.close();
      await admin.dispose();
    });
  }
});

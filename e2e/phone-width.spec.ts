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
const ADMIN_TABS = ['interest', 'portal', 'finance', 'announcements', 'audit'];

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

/**
 * What sticks out of its card on the right: a box wider than the card it is in shows past the
 * card's border even when the page itself is no wider than the screen. Contents of a box that
 * scrolls sideways on its own (a table's) are inside that box by design.
 */
const outOfCards = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    for (const card of document.querySelectorAll<HTMLElement>('section.rounded-xl')) {
      const edge = card.getBoundingClientRect().right;
      for (const el of card.querySelectorAll<HTMLElement>('*')) {
        const scroller = el.parentElement?.closest<HTMLElement>('[class*="overflow-x-auto"]');
        if (scroller && card.contains(scroller)) continue;
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.right > edge + 1) {
          out.push(
            `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40)}" ends ${Math.round(r.right - edge)} px past its card`,
          );
          break;
        }
      }
    }
    return out;
  });

/** Opens `route`, waits for its content (not for a status: a few routes answer 404 with the shell) and measures. */
async function pageWidth(page: Page, route: string) {
  await page.goto(route);
  await loaded(page);
  expect.soft(await outOfCards(page), `${route}: nothing sticks out of its card`).toEqual([]);
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

/**
 * The controls in view that something else covers: at the centre (and both ends) of each visible
 * button, input, select and textarea, elementFromPoint must return that control or something inside it.
 */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, input:not([type="hidden"]), select, textarea')) {
      if (el.closest('[aria-hidden="true"]')) continue; // the honeypot, off screen on purpose
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) continue;
      const y = r.top + r.height / 2;
      if (r.left + r.width / 2 < 0 || y < 0 || r.left + r.width / 2 >= window.innerWidth || y >= window.innerHeight) continue; // not in view
      // Its centre, and its two ends (where a number field's arrows and a floating button sit).
      for (const x of [r.left + r.width / 2, r.left + 6, r.right - 6]) {
        const hit = document.elementFromPoint(x, y);
        if (hit && (hit === el || el.contains(hit))) continue;
        // The page's sticky top bar: content scrolls under it by design (scroll-padding keeps focus clear).
        if (hit?.closest('header')) continue;
        const name = el.getAttribute('aria-label') || el.id || el.textContent?.trim();
        out.push(`${el.tagName.toLowerCase()} "${name}" under ${hit?.tagName.toLowerCase()}.${String(hit?.className).slice(0, 40)}`);
        break;
      }
    }
    return out;
  });
}

test.describe('at 375 px nothing covers a control', () => {
  test.use({ viewport: PHONE });

  test('the landing page: the back-to-top button and the toast leave the interest form and its confirmation free', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Register your interest' });
    // Walk the page a screen at a time: at each stop, every control in view is reachable.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += PHONE.height / 2) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => coveredControls(page), { message: `scrolled to ${y}` }).toEqual([]);
    }
    // Filling the form, each field and the submit button in view with the page scrolled past 300 px.
    for (const [label, value] of [
      ['Name', 'Amina Rahman'],
      ['Email', `amina.${Date.now()}@example.com`],
      ['Phone', '4165550123'],
      ['Number of Travelers', '2'],
    ] as const) {
      const field = form.getByLabel(label);
      await field.scrollIntoViewIfNeeded();
      await field.fill(value);
      await expect.poll(() => coveredControls(page), { message: label }).toEqual([]);
    }
    const submit = form.getByRole('button', { name: 'Submit Interest' });
    await submit.scrollIntoViewIfNeeded();
    await expect.poll(() => coveredControls(page)).toEqual([]);
    await submit.click();
    await expect(form.getByRole('status')).toHaveText('Thank you! We will be in touch.');
    await expect(page.getByText('Interest Submitted', { exact: true })).toBeVisible();
    // The confirmation is in view and not under the toast; no control is either.
    const confirmation = form.getByRole('status');
    await expect(confirmation).toBeInViewport();
    const uncovered = await confirmation.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return Boolean(hit && (hit === el || el.contains(hit)));
    });
    expect(uncovered).toBe(true);
    await expect.poll(() => coveredControls(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/screenshots/landing-interest-sent-375.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await confirmation.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screenshots/landing-interest-sent-1280.png' });
  });
});

// What a traveller and an admin hit in a real walk (the polish issue): each test is one item.
import { expect, test, type APIRequestContext, type Locator, type Page, type request as requestFactory, type Route } from '@playwright/test';
import { adminApi, adminSignIn, answerNextDialog, newTraveller, registerViaApi, signIn } from './support';

const ARABIC_NAME = 'عبد الرحمن بن محمد بن عبد العزيز بن عبد الله آل سعود القحطاني';

/** A traveller whose deposit is recorded: the registration form is theirs to fill. */
async function travellerAtForm(request: APIRequestContext, admin: APIRequestContext) {
  const t = await registerViaApi(request, newTraveller());
  expect((await request.post('/api/auth/login', { data: { username: t.username, password: t.password } })).ok()).toBe(true);
  const reg = await (await request.post('/api/trip/register', { data: {} })).json();
  expect((await admin.post('/api/admin/trip/deposit', { data: { tripRegistrationId: reg.id, depositPaid: true } })).ok()).toBe(true);
  return { ...t, registrationId: reg.id as string };
}

/** Screenshot of what is in view, under test-results/screenshots/, for a person to look at. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png` });
}

test('an Arabic name in the passport-name box reads right to left, its start in view (item 6)', async ({ browser, playwright, baseURL }) => {
  const admin = await adminApi(playwright.request, baseURL!);
  for (const width of [375, 1280]) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await ctx.newPage();
    const t = await travellerAtForm(page.request, admin);
    await signIn(page, t);
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    await page.goto('/portal/registration-form');
    const name = page.getByLabel('Full Name (as per passport)');
    await name.fill(ARABIC_NAME);
    await name.evaluate((el: HTMLInputElement) => el.setSelectionRange(0, 0));
    // The box's direction follows the text; the first word is at its right edge, not scrolled away.
    expect(await name.evaluate((el) => el.matches(':dir(rtl)'))).toBe(true);
    const roomNotes = page.getByLabel('Room Preferences');
    await roomNotes.fill('غرفة قريبة من المصعد');
    expect(await roomNotes.evaluate((el) => el.matches(':dir(rtl)'))).toBe(true);
    await name.scrollIntoViewIfNeeded();
    await shot(page, `arabic-name-${width}`);
    await ctx.close();
  }
  await admin.dispose();
});

test('at 1280 px the portal sidebar runs the full height of a long page (item 17)', async ({ browser, playwright, baseURL }) => {
  const admin = await adminApi(playwright.request, baseURL!);
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  const t = await travellerAtForm(page.request, admin);
  await signIn(page, t);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await page.goto('/portal/registration-form');
  await expect(page.getByLabel('Room Preferences')).toBeVisible();
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(pageHeight).toBeGreaterThan(800 * 2); // a long page: the form is several screens
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const sidebar = page.getByRole('complementary');
  const box = await sidebar.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY };
  });
  expect(box.top).toBe(0);
  expect(box.bottom).toBeGreaterThanOrEqual(pageHeight - 1);
  // The links stay in view at the bottom of the page.
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeInViewport();
  await shot(page, 'sidebar-bottom-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'sidebar-bottom-375');
  await ctx.close();
  await admin.dispose();
});

test('a traveller signs in with their email, in any case, and the profile shows their username (item 3)', async ({ browser }) => {
  for (const width of [375, 1280]) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await ctx.newPage();
    const t = await registerViaApi(page.request);
    await page.goto('/login');
    // The spec's label stays "Username"; an email in it is the same account.
    await page.getByLabel('Username').fill(t.email.toUpperCase());
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    await page.getByLabel('Username').fill(t.email.toUpperCase());
    await page.getByLabel('Password').fill(t.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    await page.goto('/portal/profile');
    const account = page.getByRole('region', { name: 'Account' });
    await expect(account.getByRole('definition').filter({ hasText: t.username })).toBeVisible();
    await expect(account.getByRole('term').filter({ hasText: 'Username' })).toBeVisible();
    await shot(page, `profile-username-${width}`);
    await ctx.close();
  }
});

/** Makes the form's saves fail as if the network dropped them, until the returned function is called. */
async function dropSaves(page: Page): Promise<() => Promise<void>> {
  const handler = async (route: Route) => {
    if (route.request().postData()?.includes('SaveTripForm')) await route.abort('internetdisconnected');
    else await route.fallback();
  };
  await page.route('**/graphql', handler);
  return () => page.unroute('**/graphql', handler);
}

async function openForm(page: Page, playwright: { request: typeof requestFactory }, baseURL: string) {
  const admin = await adminApi(playwright.request, baseURL);
  const t = await travellerAtForm(page.request, admin);
  await admin.dispose();
  await signIn(page, t);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await page.goto('/portal/registration-form');
  await expect(page.getByLabel('Full Name (as per passport)')).toBeVisible();
  return t;
}

test.describe('the registration form keeps what is typed (item 1)', () => {
  test('when the traveller reloads, then what they typed is still there: saved by the autosave, or restored from the device', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await openForm(page, playwright, baseURL!);
    const status = page.getByRole('status').filter({ hasText: /saved|Saving/ });
    await page.getByLabel('Full Name (as per passport)').fill('Amina Rahman');
    await page.getByLabel('Address in Canada').fill('123 Queen St W, Toronto');
    // No button pressed: the autosave sends it after a pause.
    await expect(status).toHaveText('All changes saved');
    await page.reload();
    await expect(page.getByLabel('Full Name (as per passport)')).toHaveValue('Amina Rahman');
    await expect(page.getByLabel('Address in Canada')).toHaveValue('123 Queen St W, Toronto');
    await expect(page.getByText('Restored from this device')).toHaveCount(0);

    // The network drops the saves: the device keeps the copy, and a reload brings it back.
    const restore = await dropSaves(page);
    await page.getByLabel('Room Preferences').fill('Near the lift, please');
    await expect(status).toHaveText('Your changes could not be saved yet; they are kept on this device.');
    answerNextDialog(page);
    await page.reload();
    await restore();
    await expect(page.getByText('Restored from this device')).toBeVisible();
    await expect(page.getByLabel('Room Preferences')).toHaveValue('Near the lift, please');
    await expect(page.getByLabel('Address in Canada')).toHaveValue('123 Queen St W, Toronto');
    await shot(page, 'form-restored-1280');
    await page.setViewportSize({ width: 375, height: 900 });
    await shot(page, 'form-restored-375');
    // Then the autosave gives the server the restored copy.
    await expect(status).toHaveText('All changes saved');
    await page.reload();
    await expect(page.getByText('Restored from this device')).toHaveCount(0);
    await expect(page.getByLabel('Room Preferences')).toHaveValue('Near the lift, please');
  });

  test('when the traveller leaves with unsaved changes, then the page asks first', async ({ page, playwright, baseURL }) => {
    await openForm(page, playwright, baseURL!);
    await dropSaves(page);
    await page.getByLabel('Address in Canada').fill('55 Bloor St');
    const questions = answerNextDialog(page, { accept: false });
    await page.getByRole('complementary').getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => questions).toEqual(['You have changes that are not saved yet. Leave this page?']);
    await expect(page).toHaveURL(/\/portal\/registration-form$/);
    await expect(page.getByLabel('Address in Canada')).toHaveValue('55 Bloor St');

    // Closing or reloading the tab asks too: the page cancels beforeunload, so the browser asks.
    const cancelled = await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(cancelled).toBe(true);

    answerNextDialog(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
  });

  test('when the session has expired, then Save sends the traveller to sign in and back to the form with what they typed', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const t = await openForm(page, playwright, baseURL!);
    await page.getByLabel('Full Name (as per passport)').fill('Amina Rahman');
    await page.getByLabel('Emergency Contact Name').fill('Yusuf Rahman');
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Save Progress' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your session has ended')).toBeVisible();
    await shot(page, 'session-ended-login-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'session-ended-login-375');
    await page.getByLabel('Username').fill(t.username);
    await page.getByLabel('Password').fill(t.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/portal\/registration-form$/);
    await expect(page.getByLabel('Full Name (as per passport)')).toHaveValue('Amina Rahman');
    await expect(page.getByLabel('Emergency Contact Name')).toHaveValue('Yusuf Rahman');
  });
});

/** The brand's logo mark (the crescent in its green square) inside `scope`. */
const logoMark = (scope: Locator) => scope.locator('svg[data-brand-mark]');

test("one brand, the CMS's, with its logo mark: landing, sign-in, portal and admin (item 16)", async ({ browser }) => {
  for (const width of [375, 1280]) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await ctx.newPage();
    await page.goto('/');
    const topBar = page.getByRole('banner');
    await expect(topBar.getByRole('link', { name: 'Barakah Lifestyle' })).toBeVisible();
    await expect(logoMark(topBar)).toBeVisible();
    await shot(page, `brand-landing-${width}`);

    await page.goto('/login');
    const authBrand = page.getByRole('banner').getByRole('link', { name: 'Barakah Lifestyle' });
    await expect(authBrand).toBeVisible();
    await expect(logoMark(authBrand)).toBeVisible();
    await expect(page.getByText('Umrah Journey', { exact: true })).toHaveCount(0);
    await shot(page, `brand-login-${width}`);

    const t = await registerViaApi(page.request);
    await signIn(page, t);
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    const portalBrand = page.getByRole('link', { name: 'Barakah Lifestyle' }).first();
    await expect(portalBrand).toBeVisible();
    await expect(logoMark(portalBrand)).toBeVisible();
    await expect(page.getByText('Umrah Journey', { exact: true })).toHaveCount(0);
    // The spec's own names stay.
    await expect(page.getByRole('heading', { name: 'My Umrah Journey' })).toBeVisible();
    await shot(page, `brand-portal-${width}`);
    await ctx.close();

    const adminCtx = await browser.newContext({ viewport: { width, height: 900 } });
    const adminPage = await adminCtx.newPage();
    await adminSignIn(adminPage);
    await expect(logoMark(adminPage.getByRole('banner'))).toBeVisible();
    await expect(adminPage.getByRole('banner').getByText('Barakah Lifestyle')).toBeVisible();
    await expect(adminPage.getByRole('tab', { name: 'Registration Interest' })).toBeVisible();
    await expect(adminPage.getByText(/^Loading/)).toHaveCount(0);
    await shot(adminPage, `brand-admin-${width}`);
    await adminCtx.close();
  }
});

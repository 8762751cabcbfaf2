// What a traveller and an admin hit in a real walk (the polish issue): each test is one item.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminApi, newTraveller, registerViaApi, signIn } from './support';

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

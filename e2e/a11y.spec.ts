// axe (WCAG 2.1 A and AA rules) on every page of the portal, the admin dashboard and the auth
// pages, at a phone's width and a desktop's: no violations. (The landing page has its own in
// landing.spec.ts.)
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ADMIN, adminApi, approvedTraveller, registerViaApi, signIn, snap, passAdminSecondFactor } from './support';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits until the page has settled (no pending requests, no loading state, no fade or slide under
 * way: a toast caught mid-animation is half transparent, and axe would judge its contrast), then
 * runs axe.
 */
async function expectAccessible(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  expect(violations.map((v) => `${label} ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 812 } });

    test('when the auth pages and the 404 are checked by axe, with and without field errors, then there are no WCAG 2.1 AA violations', async ({ page }) => {
      await page.goto('/login');
      await expectAccessible(page, '/login');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
      await expectAccessible(page, '/login with errors');

      await page.goto('/signup');
      await expectAccessible(page, '/signup');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Full name must be at least 3 characters')).toBeVisible();
      await expectAccessible(page, '/signup with errors');

      await page.goto('/admin/login');
      await expectAccessible(page, '/admin/login');

      await page.goto('/no-such-page');
      await expect(page.getByText('404 Page Not Found')).toBeVisible();
      await expectAccessible(page, '404');
    });

    test('when a new traveller’s portal pages (no registration yet) are checked by axe, then there are no violations', async ({ page, request }) => {
      const t = await registerViaApi(request);
      await signIn(page, t);
      await expect(page).toHaveURL(/\/portal\/dashboard$/);
      await expect(page.getByText('No Active Registration')).toBeVisible();
      await expectAccessible(page, 'dashboard, no registration');
      await page.goto('/portal/registration-form');
      await expect(page.getByText('Registration Required')).toBeVisible();
      await expectAccessible(page, 'registration form gate');
      await page.goto('/portal/documents');
      await expect(page.getByText('Registration Required')).toBeVisible();
      await expectAccessible(page, 'documents gate');
    });

    test.describe('every portal page of a traveller with an approved form', () => {
      // One traveller for these pages, prepared once through the api: an approved form, an
      // announcement, a shared photo and a visa (names of their own: other suites look for their
      // files among everyone's shared documents). Each page is then a test of its own.
      let t: Awaited<ReturnType<typeof approvedTraveller>>;
      let cookies: Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'];
      test.beforeAll(async ({ playwright, baseURL }) => {
        const admin = await adminApi(playwright.request, baseURL!);
        t = await approvedTraveller(playwright.request, baseURL!, admin);
        const subject = `Axe announcement ${width}`;
        expect((await admin.post('/api/admin/announcements', { data: { audience: 'FORM_APPROVED', subject, body: 'Checked by axe.' } })).status()).toBe(201);
        await admin.dispose();
        const traveller = await playwright.request.newContext({ baseURL });
        expect((await traveller.post('/api/auth/login', { data: { username: t.username, password: t.password } })).ok()).toBe(true);
        for (const [type, name, isPublic] of [
          ['photo', 'a11y-group-photo.png', true],
          ['visa', 'a11y-visa.pdf', false],
        ] as const) {
          const file = readFileSync(name.endsWith('.png') ? 'api/test/fixtures/visa-photo.png' : 'api/test/fixtures/passport.pdf');
          const res = await traveller.post('/api/trip/documents', {
            multipart: {
              metadata: JSON.stringify({ type, isPublic, description: `A ${type} for the group` }),
              file: { name, mimeType: name.endsWith('.png') ? 'image/png' : 'application/pdf', buffer: file },
            },
          });
          expect(res.status(), await res.text()).toBe(201);
        }
        cookies = (await traveller.storageState()).cookies;
        await traveller.dispose();
      });
      test.beforeEach(async ({ context }) => {
        await context.addCookies(cookies);
      });

      test('when the dashboard is checked by axe, then there are no violations', async ({ page }) => {
        await page.goto('/portal/dashboard');
        await expect(page.getByRole('progressbar', { name: 'Registration Progress' })).toBeVisible();
        await expect(page.getByRole('article', { name: `Axe announcement ${width}` }).first()).toBeVisible();
        await expectAccessible(page, 'dashboard');
        await snap(page, `a11y-portal-${width}`);
      });

      test('when the trip information and registration tabs are checked by axe, then there are no violations', async ({ page }) => {
        await page.goto('/portal/register-trip');
        await expectAccessible(page, 'register trip, Trip Information');
        await page.getByRole('tab', { name: 'Registration' }).click();
        await expectAccessible(page, 'register trip, Registration');
      });

      test('when the registration form is checked by axe, then there are no violations', async ({ page }) => {
        await page.goto('/portal/registration-form');
        await expect(page.getByText('Personal Information')).toBeVisible();
        await expectAccessible(page, 'registration form');
      });

      test('when both documents tabs are checked by axe, then there are no violations', async ({ page }) => {
        await page.goto('/portal/documents');
        await expect(page.getByRole('link', { name: 'View a11y-visa.pdf' })).toBeVisible();
        await expectAccessible(page, 'documents, My Documents');
        await page.getByRole('tab', { name: 'Shared Resources' }).click();
        await expectAccessible(page, 'documents, Shared Resources');
      });

      test('when the profile (and, on a phone, the menu drawer) is checked by axe, then there are no violations', async ({ page }) => {
        await page.goto('/portal/profile');
        await expect(page.getByLabel('Full Name')).toHaveValue(t.fullName);
        await expectAccessible(page, 'profile');
        if (width < 768) {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
          await expectAccessible(page, 'menu drawer');
        }
      });
    });

    test('when the tabs of the admin dashboard are checked by axe, then there are no violations', async ({ page, request }) => {
      expect(
        (
          await request.post('/api/interest', {
            data: {
              name: 'Axe Visitor',
              email: `axe.${Date.now()}@example.com`,
              phone: '4165550100',
              travelers: 2,
              message: 'A message long enough to be cut in the table, so that the tooltip trigger is checked too.',
            },
          })
        ).status(),
      ).toBe(201);
      await page.goto('/admin/login');
      await page.getByPlaceholder('Enter your username').fill(ADMIN.username);
      await page.getByPlaceholder('Enter your password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await passAdminSecondFactor(page);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await expect(page.getByRole('table', { name: 'Registration Interest' })).toBeVisible();
      await expectAccessible(page, 'admin, Registration Interest');
      await page.getByRole('tab', { name: 'Portal Registrations' }).click();
      await expectAccessible(page, 'admin, Portal Registrations');
      await page.getByRole('tab', { name: 'Announcements' }).click();
      await page.getByRole('button', { name: 'Send Announcement' }).click();
      await expect(page.getByText('Subject must be 1 to 150 characters')).toBeVisible();
      await expectAccessible(page, 'admin, Announcements with field errors');
      await snap(page, `a11y-admin-${width}`);
      await page.getByRole('tab', { name: 'Audit Log' }).click();
      // Loaded: the count shows (the list or its empty state, whichever this server's data gives).
      await expect(page.getByText(/^\d+ events?$/)).toBeVisible();
      await expectAccessible(page, 'admin, Audit Log');
      await page.getByRole('tab', { name: 'Team' }).click();
      await expect(page.getByRole('region', { name: 'Team members' })).toBeVisible();
      await expectAccessible(page, 'admin, Team');
    });
  });
}

// The spec gaps of issue 16, each seen the way a traveller or an admin meets it.
import { expect, test } from '@playwright/test';
import { ADMIN, adminApi, approvedTraveller, expectToast, registerViaApi, signIn, snap, passAdminSecondFactor } from './support';

const GIF = Buffer.from(
  'GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
  'latin1',
);

test.describe('the upload picker (gap 1)', () => {
  test('when a traveller opens the documents page, then the picker offers exactly JPEG, PNG, WebP and PDF, and the hint names them', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const admin = await adminApi(playwright.request, baseURL!);
    const t = await approvedTraveller(playwright.request, baseURL!, admin);
    await signIn(page, t);
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    await page.goto('/portal/documents');
    await expect(page.getByText('JPEG, PNG, WebP or PDF, max 5MB')).toBeVisible();
    const picker = page.getByLabel('Choose a file');
    await expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf');
    await snap(page, 'documents-picker-hint');

    // A type the server refuses, chosen anyway (a drop ignores the picker's filter): refused
    // before any upload, with the server's own words.
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql') && r.method() === 'POST' && (r.postData() ?? '').includes('UploadDocument')) uploads.push(r.url());
    });
    for (const file of [
      { name: 'selfie.gif', mimeType: 'image/gif', buffer: GIF },
      { name: 'IMG_0001.heic', mimeType: 'image/heic', buffer: Buffer.from('....ftypheic') },
    ]) {
      await picker.setInputFiles(file);
      await expect(page.getByText(file.name)).toBeVisible();
      await page.getByRole('button', { name: 'Upload Document' }).click();
      await expectToast(page, 'Upload Failed', 'Only JPEG, PNG, WebP or PDF files are accepted.');
    }
    expect(uploads).toEqual([]);
    await admin.dispose();
  });
});

test.describe('the Login Successful toast at /login (gap 4)', () => {
  test('when a traveller signs in at /login, then Login Successful shows on the dashboard', async ({ page, request }) => {
    const t = await registerViaApi(request);
    await signIn(page, t);
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    await expectToast(page, 'Login Successful', 'Welcome back.');
    await snap(page, 'login-successful-traveller');
  });

  test('when an admin signs in at /login, then Login Successful welcomes them to the admin dashboard', async ({ page }) => {
    await signIn(page, ADMIN);
    await passAdminSecondFactor(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expectToast(page, 'Login Successful', 'Welcome to the admin dashboard.');
  });

  test('when the password is wrong, then no Login Successful toast shows', async ({ page, request }) => {
    const t = await registerViaApi(request);
    await signIn(page, { username: t.username, password: 'wrong-password' });
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Login Successful')).toHaveCount(0);
  });
});

test.describe('tooltips (gap 5)', () => {
  test('when the pointer rests on the menu button of a phone, then its tooltip opens after about 700 ms, not before', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const t = await registerViaApi(request);
    await signIn(page, t);
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    const menu = page.getByRole('button', { name: 'Open menu' });
    // The delay is timed in the page, from the pointer's arrival to the tooltip's: the test's own
    // clock would also count the round trips to the browser, which a loaded machine stretches.
    await menu.evaluate((button) => {
      const times: { entered?: number; shown?: number } = {};
      (window as unknown as { tooltipTimes: typeof times }).tooltipTimes = times;
      button.addEventListener('pointerenter', () => (times.entered ??= performance.now()));
      new MutationObserver(() => {
        if (document.querySelector('[role="tooltip"]')) times.shown ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await menu.hover();
    await page.waitForTimeout(350);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(page.getByRole('tooltip', { name: 'Open menu' })).toBeAttached();
    const { entered, shown } = await page.evaluate(() => (window as unknown as { tooltipTimes: { entered?: number; shown?: number } }).tooltipTimes);
    expect(entered, 'the pointer arrived on the button').toBeDefined();
    expect(shown! - entered!).toBeGreaterThanOrEqual(600);
    await snap(page, 'tooltip-open-menu');
    // Escape closes it; keyboard focus opens it again (no native title anywhere).
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(page.locator('[title]')).toHaveCount(0);
  });

  test('when a message is cut in the interest table, then hover or focus shows the whole text; a short one has no tooltip', async ({ page, request }) => {
    const tag = Date.now().toString(36);
    const long = `We are a family of five travelling together from Ottawa ${tag}, and we would like rooms close to one another near the Haram.`;
    const short = `Two of us ${tag}`;
    for (const [name, message] of [
      ['Long Message', long],
      ['Short Message', short],
    ] as const) {
      const res = await request.post('/api/interest', {
        data: { name: `${name} ${tag}`, email: `${name.replace(' ', '.').toLowerCase()}.${tag}@example.com`, phone: '4165550100', travelers: 2, message },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto('/admin/login');
    await page.getByPlaceholder('Enter your username').fill(ADMIN.username);
    await page.getByPlaceholder('Enter your password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await passAdminSecondFactor(page);
    const table = page.getByRole('table', { name: 'Registration Interest' });
    const longCell = table
      .getByRole('row')
      .filter({ hasText: `Long Message ${tag}` })
      .getByRole('cell')
      .nth(4);
    const shortCell = table
      .getByRole('row')
      .filter({ hasText: `Short Message ${tag}` })
      .getByRole('cell')
      .nth(4);
    await expect(longCell).toHaveText(long);

    await longCell.getByText(long).hover();
    await expect(page.getByRole('tooltip', { name: long })).toBeAttached();
    await snap(page, 'tooltip-interest-message');
    // Away from the cell and its tooltip (Radix lets the pointer travel onto the tooltip itself).
    await page.mouse.move(20, 1000, { steps: 8 });
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    // The keyboard reaches the cut message and opens the same tooltip.
    await longCell.getByText(long).focus();
    await expect(page.getByRole('tooltip', { name: long })).toBeAttached();
    await page.keyboard.press('Escape');

    // A message that fits is plain text: not a tab stop, no tooltip.
    await expect(shortCell.getByText(short)).not.toHaveAttribute('tabindex');
    await shortCell.getByText(short).hover();
    await page.waitForTimeout(1200);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });
});

// A trip's life (issue 31): the admin copies Winter 2026 into the next season shifted 365 days,
// edits the draft's fare, and opens it after closing Winter 2026. The server is shared with the
// other files: the end puts Winter 2026 back as the open trip.
import { expect, test } from '@playwright/test';
import { adminApi, adminSignIn, expectToast, snap } from './support';

test('the admin copies Winter 2026 into next season, edits its fare, and opens it after closing Winter 2026', async ({ browser, playwright, baseURL }) => {
  const stamp = Date.now().toString(36);
  const name = `Winter 2027 Umrah ${stamp}`;
  const slug = `winter-2027-${stamp}`;
  const api = await adminApi(playwright.request, baseURL!);
  try {
    for (const width of [1280, 375]) {
      const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await adminSignIn(page);
      await page.getByRole('tab', { name: 'Trips' }).click();
      await expect(page).toHaveURL(/tab=trips/);
      const winter = page
        .getByRole('list', { name: 'Trips' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Winter 2026 Umrah', exact: true }) });
      await expect(winter).toContainText('Dec. 31, 2025 to Jan. 12, 2026');
      await snap(page, `trips-tab-${width}`);
      await page.close();
    }

    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await adminSignIn(page);
    await page.getByRole('tab', { name: 'Trips' }).click();

    // Copy: an overlapping shift is refused with how much to shift, then 365 days.
    await page.getByRole('button', { name: 'Copy into next season: Winter 2026 Umrah' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy Winter 2026 Umrah into next season' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Slug').fill(slug);
    await dialog.getByLabel('Shift dates by (days)').fill('5');
    await dialog.getByRole('button', { name: 'Copy Trip' }).click();
    await expect(dialog.getByText('The new dates overlap Winter 2026 Umrah: shift by at least 13 days.')).toBeVisible();
    await dialog.getByLabel('Shift dates by (days)').fill('365');
    await expect(dialog.getByText('New dates: Dec. 31, 2026 to Jan. 12, 2027')).toBeVisible();
    await snap(page, 'trips-copy-dialog-1280');
    await dialog.getByRole('button', { name: 'Copy Trip' }).click();
    await expectToast(page, 'Trip Copied', `${name} is a draft: check its facts before opening registration.`);
    const next = page
      .getByRole('list', { name: 'Trips' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(next).toContainText('Dec. 31, 2026 to Jan. 12, 2027');
    await expect(next).toContainText('Draft');

    // The editor opened on the copy: a bad fare is refused by the rules, then the new fare is saved.
    const editor = page.locator('[aria-labelledby="trip-editor-title"]');
    await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
    await editor.getByLabel('Barakah member fare ($)').fill('0');
    await editor.getByRole('button', { name: 'Save Trip' }).click();
    await expect(editor.getByText('A fare must be more than $0.')).toBeVisible();
    await editor.getByLabel('Barakah member fare ($)').fill('3450');
    await editor.getByRole('button', { name: 'Save Trip' }).click();
    await expectToast(page, 'Trip Saved', `${name}: Dec. 31, 2026 to Jan. 12, 2027.`);
    await snap(page, 'trips-editor-1280');

    // Opening while Winter 2026 is open is refused; close it, then open the copy.
    await next.getByRole('button', { name: `Open registration: ${name}` }).click();
    const refused = page.getByRole('dialog', { name: `Open registration: ${name}?` });
    await refused.getByRole('button', { name: 'Open registration' }).click();
    await expect(refused.getByRole('alert')).toHaveText('Close Winter 2026 Umrah before opening another trip.');
    await snap(page, 'trips-second-open-refused-1280');
    await refused.getByRole('button', { name: 'Cancel' }).click();
    const winter = page
      .getByRole('list', { name: 'Trips' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Winter 2026 Umrah', exact: true }) });
    await winter.getByRole('button', { name: 'Close registration: Winter 2026 Umrah' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close registration' }).click();
    await expectToast(page, 'Trip Updated', 'Winter 2026 Umrah: Registration closed.');
    await next.getByRole('button', { name: `Open registration: ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Open registration' }).click();
    await expectToast(page, 'Trip Updated', `${name}: Open for registration.`);
    await expect(next).toContainText('Open for registration');
    await expect(winter).toContainText('Registration closed');
    await snap(page, 'trips-opened-1280');

    const mobile = await (await browser.newContext({ viewport: { width: 375, height: 900 } })).newPage();
    await adminSignIn(mobile);
    await mobile.getByRole('tab', { name: 'Trips' }).click();
    await mobile.getByRole('button', { name: `Edit: ${name}` }).click();
    await expect(mobile.getByText('Prices are locked when a registration starts')).toBeVisible();
    await snap(mobile, 'trips-editor-375');
  } finally {
    // Winter 2026 is the open trip again for the other files on this server.
    const trips = (await (await api.get('/api/admin/trips')).json()) as { id: string; slug: string; status: string }[];
    const copy = trips.find((t) => t.slug === slug);
    const winter = trips.find((t) => t.slug === 'winter-2026')!;
    if (copy?.status === 'open') await api.post(`/api/admin/trips/${copy.id}/move`, { data: { to: 'closed' } });
    if (winter.status === 'closed') expect((await api.post(`/api/admin/trips/${winter.id}/move`, { data: { to: 'open' } })).ok()).toBe(true);
  }
});

// The audit log (docs/product.md#the-audit-log): the owner opens the tab, filters by a traveller,
// reads what happened in plain words, and downloads the filtered list as a spreadsheet.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { readXlsx } from '../api/test/files';
import { adminApi, adminSignIn, approvedTraveller, snap } from './support';

test('the owner filters the audit log by a traveller and downloads it', async ({ browser, playwright, baseURL }) => {
  const admin = await adminApi(playwright.request, baseURL!);
  const amina = await approvedTraveller(playwright.request, baseURL!, admin);
  const other = await approvedTraveller(playwright.request, baseURL!, admin);
  const fare = await admin.post(`/api/admin/trip-registrations/${amina.registrationId}/fare`, { data: { fare: 'barakah' } });
  expect(fare.ok(), await fare.text()).toBe(true);

  for (const width of [375, 1280]) {
    const page = await (await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true })).newPage();
    await adminSignIn(page);
    await page.getByRole('tab', { name: 'Audit Log' }).click();
    await page.getByLabel('Traveler (username)').fill(amina.username);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`tab=audit&traveller=${amina.username}`));

    const table = page.getByRole('table', { name: 'Audit log, newest first' });
    const rows = table.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
    await expect(rows.first()).toContainText('Fare changed');
    await expect(rows.first()).toContainText('Non-member → Barakah member');
    await expect(rows.first()).toContainText('e2e_admin');
    await expect(table.getByRole('row').filter({ hasText: 'Registration form approved' })).toContainText('Form Submitted → Form Approved');
    await expect(table.getByRole('row').filter({ hasText: 'Registration started' })).toContainText(amina.username);
    await expect(table).not.toContainText(other.username);
    await expect(page.getByText(/^\d+ events match the filters$/)).toBeVisible();
    await snap(page, `audit-log-${width}`);

    if (width === 1280) {
      // The filters stay in the address: a reload shows the same list.
      await page.reload();
      await expect(page.getByLabel('Traveler (username)')).toHaveValue(amina.username);
      await expect(table.getByRole('row').filter({ hasText: 'Fare changed' })).toBeVisible();

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export Audit Log (Excel)' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^Umrah-audit-log-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const sheet = readXlsx(readFileSync(await download.path()));
      expect(sheet[0]!.slice(0, 5)).toEqual(['When (Toronto)', 'Person', 'Person Username', 'Action', 'Details']);
      expect(sheet[1]!.slice(3, 9)).toEqual(['Fare changed', 'Fare changed to Barakah member', amina.fullName, amina.username, 'Non-member', 'Barakah member']);
      expect(sheet.slice(1).every((r) => r[6] === amina.username)).toBe(true);
    }
    await page.context().close();
  }
  await admin.dispose();
});

test("the owner narrows the audit log to the shown trip's events: the team's are left out, and the export follows", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright.request, baseURL!);
  const amina = await approvedTraveller(playwright.request, baseURL!, admin);
  const invited = await admin.post('/api/admin/team/invitations', { data: { email: `invited-${Date.now()}@example.com`, staffRole: 'reviewer' } });
  expect(invited.status(), await invited.text()).toBe(201);
  const trips = (await (await admin.get('/api/admin/trips')).json()) as { id: string; name: string; status: string }[];
  const current = trips.find((t) => t.status === 'open')!;

  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await adminSignIn(page);
  await page.getByRole('tab', { name: 'Audit Log' }).click();
  const table = page.getByRole('table', { name: 'Audit log, newest first' });
  const invitations = table.getByRole('row').filter({ hasText: 'Staff member invited' });
  await expect(invitations.first()).toBeVisible();

  await page.getByLabel('Events of').selectOption({ label: `${current.name} only` });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/scope=trip/);
  await expect(table.getByRole('row').filter({ hasText: amina.username }).first()).toBeVisible();
  await expect(invitations).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Export Audit Log (Excel)' })).toHaveAttribute('href', new RegExp(`[?&]tripId=${current.id}$`));
  // Every trip and the team again: the invitation is back.
  await page.getByLabel('Events of').selectOption({ label: 'Every trip and the team' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(invitations.first()).toBeVisible();
  await page.context().close();
  await admin.dispose();
});

// Privacy (docs/product.md#privacy): the traveller downloads everything held about them; the admin
// purges a returned trip's personal data and its traveller sees when their documents went; a
// traveller deletes their account.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { adminApi, adminSignIn, approvedTraveller, expectToast, registerViaApi, signIn, snap } from './support';
import { serverDatabase } from './servers';

const PDF = readFileSync(path.join(__dirname, '../api/test/fixtures/passport.pdf'));

async function uploadAs(ctx: APIRequestContext, t: { username: string; password: string }, name: string) {
  expect((await ctx.post('/api/auth/login', { data: { username: t.username, password: t.password } })).ok()).toBe(true);
  const res = await ctx.post('/api/trip/documents', {
    multipart: { metadata: JSON.stringify({ type: 'passport', description: 'scan' }), file: { name, mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The ZIP's entry names and its data.json, read by Python's zipfile (a second reader). */
function readZip(file: string): { names: string[]; data: Record<string, any> } {
  const script = `import json,sys,zipfile
z=zipfile.ZipFile(sys.argv[1])
print(json.dumps({"names": z.namelist(), "data": json.loads(z.read("data.json"))}))`;
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script, file], { encoding: 'utf8' }));
}

/** A returned trip holding this registration (data setup: the trips' admin screens are elsewhere). */
async function moveToReturnedTrip(registrationId: string, name: string): Promise<void> {
  const db = new pg.Client({ connectionString: serverDatabase() });
  await db.connect();
  try {
    await db.query('BEGIN');
    const { rows } = await db.query(
      `INSERT INTO trips (slug, name, status, starts_on, ends_on, departure_city, group_size, hold_hours, offer_hours, barakah_cents,
         non_barakah_cents, payment_schedule, refund_policy, under_18_reference_date, passport_valid_after)
       SELECT $1, $2, 'returned', '2024-12-31', '2025-01-12', departure_city, group_size, hold_hours, offer_hours, barakah_cents,
         non_barakah_cents, payment_schedule, refund_policy, under_18_reference_date, passport_valid_after FROM trips WHERE slug = 'winter-2026'
       RETURNING id`,
      [`e2e-past-${Date.now().toString(36)}`, name],
    );
    await db.query('SET LOCAL session_replication_role = replica');
    await db.query('UPDATE trip_registrations SET trip_id = $1 WHERE id = $2', [rows[0].id, registrationId]);
    for (const table of ['trip_forms', 'trip_documents', 'payments', 'audit_events'])
      await db.query(`UPDATE ${table} SET trip_id = $1 WHERE registration_id = $2`, [rows[0].id, registrationId]);
    await db.query('COMMIT');
  } finally {
    await db.end();
  }
}

test('a traveller downloads their data: data.json and their files in a ZIP', async ({ browser, playwright, baseURL }) => {
  const admin = await adminApi(playwright.request, baseURL!);
  const t = await approvedTraveller(playwright.request, baseURL!, admin);
  await uploadAs(await playwright.request.newContext({ baseURL }), t, 'my-passport.pdf');

  for (const width of [375, 1280]) {
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await signIn(page, t);
    await page.waitForURL(/\/portal\//);
    await page.goto('/portal/profile');
    const card = page.getByRole('region', { name: 'Your Data' });
    await expect(card.getByRole('link', { name: 'Download my data' })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await snap(page, `privacy-profile-${width}`);
    if (width === 1280) {
      const downloading = page.waitForEvent('download');
      await card.getByRole('link', { name: 'Download my data' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(new RegExp(`^Umrah-my-data-${t.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
      const file = `/tmp/umrah-e2e-my-data-${t.username}.zip`;
      await download.saveAs(file);
      const { names, data } = readZip(file);
      expect(names).toEqual(['data.json', 'files/winter-2026/passport-my-passport.pdf']);
      expect(data.account.username).toBe(t.username);
      expect(data.forms[0].passportNumber).toBe('AB123456');
      expect(data.registrations[0].tripName).toBe('Winter 2026 Umrah');
      expect(data.consents[0].noticeVersion).toBe('2026-11-26');
    }
  }
});

test('the admin purges a returned trip and its traveller sees when their documents were deleted', async ({ browser, playwright, baseURL }) => {
  const admin = await adminApi(playwright.request, baseURL!);
  const t = await approvedTraveller(playwright.request, baseURL!, admin);
  await uploadAs(await playwright.request.newContext({ baseURL }), t, 'old-passport.pdf');
  const tripName = `Winter 2025 Umrah ${Date.now().toString(36)}`;
  await moveToReturnedTrip(t.registrationId, tripName);

  const adminPage = await (await browser.newContext({ viewport: { width: 375, height: 900 } })).newPage();
  await adminSignIn(adminPage);
  await adminPage.getByRole('tab', { name: 'Data Retention' }).click();
  const row = adminPage.getByRole('row').filter({ hasText: tripName });
  await expect(row).toContainText('April 12, 2025');
  await expect(row).toContainText('Due');
  await snap(adminPage, 'privacy-retention-375');
  await adminPage.setViewportSize({ width: 1280, height: 900 });
  await snap(adminPage, 'privacy-retention-1280');
  await row.getByRole('button', { name: `Purge ${tripName} now` }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Purge ${tripName}?` });
  await expect(dialog).toContainText('This deletes 1 passport numbers, 1 documents and the emergency contacts of 1 forms now');
  await dialog.getByRole('button', { name: 'Purge Now' }).click();
  await expectToast(adminPage, 'Personal Data Purged', `${tripName}: passports, documents and emergency contacts deleted.`);
  await expect(row).toContainText('Purged');
  await snap(adminPage, 'privacy-retention-purged-1280');

  for (const width of [375, 1280]) {
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await signIn(page, t);
    await page.waitForURL(/\/portal\//);
    await page.goto('/portal/documents');
    await expect(page.getByRole('region', { name: 'Deleted documents' })).toContainText(
      new RegExp(`${tripName}: Documents deleted on \\w+ \\d{1,2}, \\d{4} under the retention policy`),
    );
    await expect(page.getByText('old-passport.pdf')).toHaveCount(0);
    await snap(page, `privacy-documents-purged-${width}`);
  }
});

test('a traveller deletes their account and can no longer sign in', async ({ page, playwright, baseURL }) => {
  const t = await registerViaApi(await playwright.request.newContext({ baseURL }));
  await page.setViewportSize({ width: 375, height: 900 });
  await signIn(page, t);
  await page.waitForURL(/\/portal\//);
  await page.goto('/portal/profile');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete My Account' });
  await dialog.getByLabel('Password').fill(t.password);
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(dialog.getByText('Type DELETE to confirm.')).toBeVisible();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await snap(page, 'privacy-delete-375');
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expectToast(page, 'Account Deleted', 'Your personal data has been erased.');
  await expect(page).toHaveURL(/\/login$/);
  const again = await (await playwright.request.newContext({ baseURL })).post('/api/auth/login', { data: { username: t.username, password: t.password } });
  expect(again.status()).toBe(401);
});

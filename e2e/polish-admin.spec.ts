// A real walk of the admin's work (polish issue, items 10, 12–14): the registrations table at a
// laptop's width with its money, filters kept in the address, words for each audience, and likely
// duplicate interest submissions.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import * as ExcelJS from 'exceljs';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { adminApi, adminSignIn, approvedTraveller, newTraveller, registerViaApi, snap } from './support';

const png = readFileSync('api/test/fixtures/visa-photo.png');

/** The traveller uploads a visa page and the admin approves it: the row then offers Record Final Payment. */
async function visaApproved(traveller: APIRequestContext, admin: APIRequestContext, t: { username: string; password: string; registrationId: string }) {
  expect((await traveller.post('/api/auth/login', { data: { username: t.username, password: t.password } })).ok()).toBe(true);
  const up = await traveller.post('/api/trip/documents', {
    multipart: { metadata: JSON.stringify({ type: 'visa' }), file: { name: 'visa.png', mimeType: 'image/png', buffer: png } },
  });
  expect(up.status(), await up.text()).toBe(201);
  expect((await admin.post(`/api/admin/approve-visa/${t.registrationId}`)).ok()).toBe(true);
}

async function snapBoth(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await snap(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('at 1280 px the registrations table shows every column, the fare, paid and balance, and every action without scrolling', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright.request, baseURL!);
  // A long name and email, and a row with the widest action ("Record Final Payment" comes with an approved visa).
  const api = await playwright.request.newContext({ baseURL });
  const long = await registerViaApi(api, { ...newTraveller(), fullName: 'Muhammad Abdul-Rahman Al-Khwarizmi Bin Saleh' });
  expect((await api.post('/api/auth/login', { data: { username: long.username, password: long.password } })).ok()).toBe(true);
  const reg = await (await api.post('/api/trip/register', { data: { fare: 'barakah' } })).json();
  expect((await admin.post('/api/admin/trip/deposit', { data: { tripRegistrationId: reg.id, depositPaid: true, method: 'e-transfer' } })).ok()).toBe(true);
  const t = await approvedTraveller(playwright.request, baseURL!, admin);
  const travellerApi = await playwright.request.newContext({ baseURL });
  await visaApproved(travellerApi, admin, t);
  // And one who has only started, with a long name: "Mark Deposit Paid".
  const starter = await registerViaApi(api, { ...newTraveller(), fullName: 'Fatimah Zahra Nur-Ul-Huda Abdul-Qadir' });
  const starterApi = await playwright.request.newContext({ baseURL });
  expect((await starterApi.post('/api/auth/login', { data: { username: starter.username, password: starter.password } })).ok()).toBe(true);
  expect((await starterApi.post('/api/trip/register', { data: {} })).status()).toBe(201);

  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await adminSignIn(page);
  await page.getByRole('tab', { name: 'Portal Registrations' }).click();
  const table = page.getByRole('table', { name: 'Portal registrations' });
  await expect(table.getByRole('columnheader')).toHaveText(['User', 'Status', 'Deposit', 'Form', 'Visa', 'Fare', 'Paid', 'Balance', 'Actions']);
  const row = table.getByRole('row', { name: new RegExp(long.email.replace(/[.]/g, '\\.')) });
  await expect(row.getByRole('cell', { name: '$3,300.00' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '$200.00' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '$3,100.00' })).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(t.email.replace(/[.]/g, '\\.')) }).getByRole('cell', { name: '$3,100.00' })).toBeVisible();
  // Nothing is cut off: the table fits its box, and every action button lies inside it.
  const box = table.locator('xpath=..'); // the table's own scroll box
  expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const boxRight = (await box.boundingBox())!;
  await expect(table.getByRole('button', { name: 'Record Final Payment' }).first()).toBeVisible();
  await expect(table.getByRole('button', { name: 'Mark Deposit Paid' }).first()).toBeVisible();
  for (const button of await table.getByRole('button').all()) {
    const b = (await button.boundingBox())!;
    expect(b.x + b.width).toBeLessThanOrEqual(boxRight.x + boxRight.width);
  }
  await snapBoth(page, 'polish-registrations-table');
  await Promise.all([ctx.close(), admin.dispose(), api.dispose(), travellerApi.dispose(), starterApi.dispose()]);
});

test('tabs are steps of the history, and the list keeps its search, filter and sort in the address across a reload and a review', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const t = await registerViaApi(api, { ...newTraveller(), fullName: 'Zaynab Filterkeep' });
  expect((await api.post('/api/auth/login', { data: { username: t.username, password: t.password } })).ok()).toBe(true);
  expect((await api.post('/api/trip/register', { data: {} })).status()).toBe(201);

  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await adminSignIn(page);
  await page.getByRole('tab', { name: 'Portal Registrations' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=portal$/);
  await page.getByRole('tab', { name: 'Finance' }).click();
  await expect(page).toHaveURL(/tab=finance/);
  // Back steps through the tabs before it leaves the dashboard.
  await page.goBack();
  await expect(page).toHaveURL(/tab=portal$/);
  await expect(page.getByRole('tab', { name: 'Portal Registrations' })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('tab', { name: 'Registration Interest' })).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await expect(page).toHaveURL(/tab=portal$/);

  // Search, filter and sort go into the address.
  await page.getByLabel('Search').fill('filterkeep');
  await page.getByLabel('Status').selectOption('PENDING');
  await page.getByLabel('Sort by').selectOption('NAME_ASC');
  await expect(page).toHaveURL(/q=filterkeep/);
  await expect(page).toHaveURL(/status=PENDING/);
  await expect(page).toHaveURL(/sort=NAME_ASC/);
  const rows = page.getByRole('table', { name: 'Portal registrations' }).getByRole('row');
  await expect(rows).toHaveCount(2); // the header and Zaynab
  const url = page.url();

  // A reload keeps them.
  await page.reload();
  await expect(page.getByLabel('Search')).toHaveValue('filterkeep');
  await expect(page.getByLabel('Status')).toHaveValue('PENDING');
  await expect(page.getByLabel('Sort by')).toHaveValue('NAME_ASC');
  await expect(rows).toHaveCount(2);
  await snapBoth(page, 'polish-filters-in-address');

  // A review and its "Back to Portal Registrations" return to the same list; so does the browser's Back.
  await page.getByRole('link', { name: 'Review Zaynab Filterkeep' }).click();
  await expect(page).toHaveURL(/\/admin\/registrations\//);
  await page.getByRole('link', { name: 'Back to Portal Registrations' }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByLabel('Search')).toHaveValue('filterkeep');
  await expect(rows).toHaveCount(2);
  await page.getByRole('link', { name: 'Review Zaynab Filterkeep' }).click();
  await expect(page).toHaveURL(/\/admin\/registrations\//);
  await page.goBack();
  await expect(page).toHaveURL(url);
  await expect(page.getByLabel('Status')).toHaveValue('PENDING');

  // A search cleared by Back leaves no stale text to come back.
  await page.goto('/admin/dashboard?tab=portal');
  await expect(page.getByLabel('Search')).toHaveValue('');
  await Promise.all([ctx.close(), api.dispose()]);
});

test('likely duplicate interest submissions (same email or phone, however written) are flagged in the table and the export', async ({ browser, request }) => {
  const tag = Date.now().toString(36);
  const phone = `905${String(Date.now()).slice(-7)}`;
  const send = async (data: Record<string, unknown>) => expect((await request.post('/api/interest', { data: { travelers: 2, ...data } })).status()).toBe(201);
  await send({ name: `Hamza First ${tag}`, email: `Hamza.${tag}@Example.com`, phone: `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}` });
  await send({ name: `Hamza Again ${tag}`, email: `hamza.${tag}@example.com`, phone: `+1 (${phone.slice(0, 3)}) ${phone.slice(3, 6)} ${phone.slice(6)}` });
  await send({ name: `Alone ${tag}`, email: `alone.${tag}@example.com`, phone: `613${String(Date.now()).slice(-7)}` });

  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await ctx.newPage();
  await adminSignIn(page);
  const table = page.getByRole('table');
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: `Hamza First ${tag}` })
      .getByText('Possible duplicate: same email and phone'),
  ).toBeVisible();
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: `Hamza Again ${tag}` })
      .getByText('Possible duplicate: same email and phone'),
  ).toBeVisible();
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: `Alone ${tag}` })
      .getByText(/Possible duplicate/),
  ).toHaveCount(0);
  await snapBoth(page, 'polish-interest-duplicates');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const file = path.resolve('test-results/downloads', `duplicates-${tag}.xlsx`);
  mkdirSync(path.dirname(file), { recursive: true });
  await (await downloading).saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.getWorksheet('Registrations')!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
    'Full Name',
    'Email',
    'Phone',
    'Number of Travelers',
    'Message',
    'Date Submitted',
    'Possible Duplicate',
  ]);
  const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => (sheet.getRow(i + 2).values as unknown[]).slice(1));
  expect(rows.find((r) => r[0] === `Hamza First ${tag}`)?.[6]).toBe('Same email and phone');
  expect(rows.find((r) => r[0] === `Hamza Again ${tag}`)?.[6]).toBe('Same email and phone');
  expect(rows.find((r) => r[0] === `Alone ${tag}`)?.[6]).toBe('No');
  await ctx.close();
});

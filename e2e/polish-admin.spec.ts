// A real walk of the admin's work (polish issue, items 10, 12–14): the registrations table at a
// laptop's width with its money, filters kept in the address, words for each audience, and likely
// duplicate interest submissions.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
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
  await expect(table.getByRole('button', { name: 'Record Final Payment' })).toBeVisible();
  await expect(table.getByRole('button', { name: 'Mark Deposit Paid' })).toBeVisible();
  for (const button of await table.getByRole('button').all()) {
    const b = (await button.boundingBox())!;
    expect(b.x + b.width).toBeLessThanOrEqual(boxRight.x + boxRight.width);
  }
  await snapBoth(page, 'polish-registrations-table');
  await Promise.all([ctx.close(), admin.dispose(), api.dispose(), travellerApi.dispose(), starterApi.dispose()]);
});

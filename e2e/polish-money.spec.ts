// A real walk with money (polish issue, items 7–9): what the traveller reads beside a finished
// journey while money is owed, how an admin marks a deposit paid, and what each note reaches.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { adminApi, adminSignIn, approvedTraveller, expectToast, subjectsTo, newTraveller, registerViaApi, signIn, snap } from './support';

const png = readFileSync('api/test/fixtures/visa-photo.png');

async function uploadVia(ctx: APIRequestContext, type: string, name: string, buffer: Buffer, mimeType: string) {
  const res = await ctx.post('/api/trip/documents', { multipart: { metadata: JSON.stringify({ type }), file: { name, mimeType, buffer } } });
  expect(res.status(), await res.text()).toBe(201);
}

/** Screenshots at a phone's and a laptop's width, for a person to look at. */
async function snapBoth(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await snap(page, `${name}-${width}`);
  }
}

test('a traveller whose visa is approved while money is owed reads what remains and since when it is overdue', async ({ browser, playwright, baseURL }) => {
  const admin = await adminApi(playwright.request, baseURL!);
  const t = await approvedTraveller(playwright.request, baseURL!, admin);
  const travellerApi = await playwright.request.newContext({ baseURL });
  await travellerApi.post('/api/auth/login', { data: { username: t.username, password: t.password } });
  await uploadVia(travellerApi, 'visa', 'visa.png', png, 'image/png');
  expect((await admin.post(`/api/admin/approve-visa/${t.registrationId}`)).ok()).toBe(true);

  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await signIn(page, t);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  const journey = page.getByRole('region', { name: 'Journey Status' });
  // The spec's five points stay: the visa is approved, so 100 %.
  await expect(journey.getByText('Visa Approved', { exact: true })).toBeVisible();
  await expect(journey.getByText('100%')).toBeVisible();
  // The seeded schedule's dates (Sept. 30 and Nov. 10, 2025) have passed: the non-member fare less its deposit is late.
  await expect(journey.getByText('$3,100.00 remaining — $3,100.00 overdue since September 30, 2025', { exact: true })).toBeVisible();
  await snapBoth(page, 'polish-journey-balance');

  // Once the admin records the final payment, nothing remains and the line goes.
  expect((await admin.post(`/api/admin/final-payment/${t.registrationId}`)).ok()).toBe(true);
  await page.reload();
  await expect(journey.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expect(journey.getByText(/remaining/)).toHaveCount(0);
  await Promise.all([ctx.close(), admin.dispose(), travellerApi.dispose()]);
});

test('"Mark Deposit Paid" asks how the deposit came (e-transfer first) and the traveller gets one email for it', async ({ browser, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const t = await registerViaApi(api, { ...newTraveller(), fullName: 'Yusuf Haddad' });
  expect((await api.post('/api/auth/login', { data: { username: t.username, password: t.password } })).ok()).toBe(true);
  expect((await api.post('/api/trip/register', { data: { fare: 'barakah' } })).status()).toBe(201);

  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await ctx.newPage();
  await adminSignIn(admin);
  await admin.getByRole('tab', { name: 'Portal Registrations' }).click();
  await admin.getByLabel('Search').fill(t.email);
  const row = admin.getByRole('row', { name: new RegExp(t.email.replace(/[.]/g, '\\.')) });
  await row.getByRole('button', { name: 'Mark Deposit Paid' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Mark Deposit Paid' });
  await expect(dialog.getByText('Are you sure you want to mark this deposit as paid?', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Method')).toHaveValue('e-transfer');
  await snapBoth(admin, 'polish-deposit-dialog');
  await admin.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Mark Deposit Paid' }).click();
  await expectToast(admin, 'Deposit Marked as Paid');

  // The ledger says e-transfer, not "Other".
  await row.getByRole('link', { name: 'Review Yusuf Haddad' }).click();
  const history = admin.getByRole('region', { name: 'Payments' }).getByRole('region', { name: 'Payment history' });
  await expect(history.getByRole('row').nth(1)).toContainText('E-transfer');
  await expect(history.getByRole('row').nth(1)).toContainText('$200.00');

  // One email for the step, which tells the amount too (the worker writes each as a file).
  await expect
    .poll(() =>
      subjectsTo(t.email).filter(
        (s) => s !== 'Your Umrah Journey account is ready' && s !== 'Confirm your email address' && !s.startsWith('Your registration has started'),
      ),
    )
    .toEqual(['We received your deposit']);
  await Promise.all([ctx.close(), api.dispose()]);
});

test("an admin's internal note stays on the admin's screen; the note to the traveller shows on their payments page", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright.request, baseURL!);
  const t = await approvedTraveller(playwright.request, baseURL!, admin);
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await adminSignIn(page);
  await page.goto(`/admin/registrations/${t.registrationId}`);
  const money = page.getByRole('region', { name: 'Payments' });
  await money.getByLabel('Amount (CAD)').fill('300');
  await money.getByLabel('Method').selectOption('cheque');
  await money.getByLabel('Internal note').fill('Cheque held until Friday: call the bank first');
  await money.getByLabel('Note to the traveler').fill('Thank you! See you at the briefing.');
  await expect(money.getByText('Admins only: never shown or sent to the traveler.')).toBeVisible();
  await snapBoth(page, 'polish-record-payment-notes');
  await page.setViewportSize({ width: 1280, height: 900 });
  await money.getByRole('button', { name: 'Record Payment' }).click();
  await expectToast(page, 'Payment Recorded', '$300.00 has been recorded.');
  const history = money.getByRole('region', { name: 'Payment history' });
  await expect(history.getByText('Cheque held until Friday: call the bank first')).toBeVisible();
  await expect(history.getByText('Thank you! See you at the briefing.')).toBeVisible();

  const travellerCtx = await browser.newContext();
  const traveller = await travellerCtx.newPage();
  await signIn(traveller, t);
  await expect(traveller).toHaveURL(/\/portal\/dashboard$/);
  await traveller.goto('/portal/payments');
  const travellerHistory = traveller.getByRole('region', { name: 'Payment history' });
  await expect(travellerHistory.getByText('Thank you! See you at the briefing.')).toBeVisible();
  await expect(traveller.getByText(/Cheque held/)).toHaveCount(0);
  await expect(traveller.getByText(/Deposit marked as paid/)).toHaveCount(0);
  await snapBoth(traveller, 'polish-traveller-payments-notes');
  await Promise.all([ctx.close(), travellerCtx.close(), admin.dispose()]);
});

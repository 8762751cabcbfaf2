// Money (issue 11): an admin records a deposit, a partial payment and a reversal; the traveller sees
// the balance and downloads a receipt whose text shows the right amount.
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminSignIn, expectToast, newTraveller, registerViaApi, signIn, snap } from './support';

test('an admin records a deposit, a partial payment and a reversal; the traveller sees the balance and a receipt', async ({ browser, playwright, baseURL }) => {
  // The traveller registers as a Barakah member in the browser.
  const api = await playwright.request.newContext({ baseURL });
  const t = await registerViaApi(api, { ...newTraveller(), fullName: 'Hafsa Karim' });
  const travellerCtx = await browser.newContext();
  const page = await travellerCtx.newPage();
  await signIn(page, t);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await page.goto('/portal/register-trip');
  await page.getByRole('tab', { name: 'Registration' }).click();
  await page.getByRole('radio', { name: 'Barakah member: $3,300' }).check();
  await page.getByRole('button', { name: 'Register for Umrah Journey' }).click();
  await expectToast(page, 'Success!');
  const card = page.getByRole('region', { name: 'Payments' });
  await expect(card.getByText('$3,300.00')).toBeVisible();

  // The admin marks the deposit paid from the list (the scheduled $200 is recorded), then opens the review.
  const adminCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminCtx.newPage();
  await adminSignIn(admin);
  await admin.getByRole('tab', { name: 'Portal Registrations' }).click();
  await admin.getByLabel('Search').fill(t.email);
  const row = admin.getByRole('row', { name: new RegExp(t.email.replace(/[.]/g, '\\.')) });
  await row.getByRole('button', { name: 'Mark Deposit Paid' }).click();
  const depositDialog = admin.getByRole('dialog', { name: 'Mark Deposit Paid' });
  await depositDialog.getByLabel('Method').selectOption('cash');
  await depositDialog.getByRole('button', { name: 'Mark Deposit Paid' }).click();
  await expectToast(admin, 'Deposit Marked as Paid');
  await row.getByRole('link', { name: 'Review Hafsa Karim' }).click();
  const money = admin.getByRole('region', { name: 'Payments' });
  await expect(money.getByText('$200.00').first()).toBeVisible();

  // A partial payment of $500.50 by e-transfer.
  await money.getByLabel('Amount (CAD)').fill('500.50');
  await money.getByLabel('Method').selectOption('e-transfer');
  await money.getByLabel('Reference').fill('INTERAC-7781');
  await money.getByRole('button', { name: 'Record Payment' }).click();
  await expectToast(admin, 'Payment Recorded', '$500.50 has been recorded.');
  const history = money.getByRole('region', { name: 'Payment history' });
  await expect(history.getByRole('row')).toHaveCount(3);

  // A mistaken cash payment, then its reversal.
  await money.getByLabel('Amount (CAD)').fill('100');
  await money.getByLabel('Method').selectOption('cash');
  await money.getByRole('button', { name: 'Record Payment' }).click();
  await expectToast(admin, 'Payment Recorded', '$100.00 has been recorded.');
  await expect(history.getByRole('row')).toHaveCount(4);
  const cashRow = history.getByRole('row').nth(3);
  const cashReceipt = (await cashRow.getByRole('rowheader').textContent())!.trim();
  await cashRow.getByRole('button', { name: `Reverse ${cashReceipt}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Reverse ${cashReceipt}` });
  await dialog.getByLabel('Reason').fill('Entered on the wrong traveler.');
  await dialog.getByRole('button', { name: 'Reverse Payment' }).click();
  await expectToast(admin, 'Payment Reversed');
  await expect(history.getByText('-$100.00')).toBeVisible();
  await expect(money.getByText('Balance', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('$2,599.50');
  await snap(admin, 'payments-admin-panel-1280');

  // The traveller sees the balance and the history, and downloads a receipt that reads right.
  await page.goto('/portal/payments');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText('$700.50')).toBeVisible();
  await expect(summary.getByText('Balance', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('$2,599.50');
  const schedule = page.getByRole('region', { name: 'Payment schedule' });
  await expect(schedule.getByRole('row', { name: /Deposit at registration \(Barakah members\)/ }).getByText('Paid', { exact: true })).toBeVisible();
  await expect(schedule.getByRole('row', { name: /First payment/ }).getByText(/Part paid|Overdue|Due/)).toBeVisible();
  await snap(page, 'payments-traveller-page');
  const transferRow = page.getByRole('region', { name: 'Payment history' }).getByRole('row').nth(2);
  const receiptHref = await transferRow.getByRole('link', { name: /Receipt/ }).getAttribute('href');
  const pdf = await page.request.get(receiptHref!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const dir = mkdtempSync(path.join(tmpdir(), 'umrah-e2e-receipt-'));
  writeFileSync(path.join(dir, 'r.pdf'), await pdf.body());
  const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
  expect(text).toContain('$500.50 CAD');
  expect(text).toContain('Hafsa Karim');
  expect(text).toContain('E-transfer');
  expect(text).toContain('INTERAC-7781');
  await page.goto('/portal/dashboard');
  await expect(page.getByRole('region', { name: 'Payments' }).getByText('$700.50')).toBeVisible();

  // The finance tab counts it.
  await admin.goto('/admin/dashboard?tab=finance');
  await expect(admin.getByRole('region', { name: 'Finance' }).getByText('Collected')).toBeVisible();
  await snap(admin, 'payments-finance-tab');

  await Promise.all([travellerCtx.close(), adminCtx.close(), api.dispose()]);
});

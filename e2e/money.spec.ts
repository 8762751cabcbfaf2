// Issue 29, items 4 and 7: the dashboard's Start Registration asks the fare; the Pay Deposit path and
// the payments page say how to pay (e-transfer address, reference code, payment portal); the admin
// records a refund; the traveller sees it and its receipt reads right (pdftotext).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminApi, adminSignIn, CMS_URL, editorSignIn, expectToast, newTraveller, registerViaApi, signIn, snap } from './support';

/** Both widths of a screen, phone first, then desktop (docs/conventions.md), each checked by axe (WCAG 2.1 AA) once settled. */
async function snapBoth(page: Page, name: string) {
  for (const [width, height] of [
    [375, 800],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    // Settled: no toast still showing or fading (its text, half transparent, is not the page's).
    await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('status')).toHaveCount(0, { timeout: 15_000 });
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
    await snap(page, `${name}-${width}`);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => `${name} ${width} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
}

test('the dashboard asks the fare, the traveller sees how to pay, the admin records a refund and the receipt shows it', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const t = await registerViaApi(api, { ...newTraveller(), fullName: 'Yusuf Haddad' });
  const travellerCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await travellerCtx.newPage();
  await signIn(page, t);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);

  // Start Registration asks the fare before anything is taken.
  await page.getByRole('main').getByRole('button', { name: 'Start Registration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your fare' });
  await expect(dialog.getByRole('radio', { name: 'Non-member: $3,350' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Barakah member: $3,300' }).check();
  await snapBoth(page, 'money-start-fare-dialog');
  expect(await page.evaluate(async () => (await fetch('/api/trip/registration')).json())).toBeNull();
  await dialog.getByRole('button', { name: 'Start Registration' }).click();
  await expectToast(page, 'Trip Registration Started');
  await expect(dialog).toBeHidden();
  expect((await page.evaluate(async () => (await fetch('/api/trip/registration')).json())).fare).toBe('barakah');

  // Pay Deposit leads to how to pay: the address, the traveller's own code, the portal.
  await page.getByRole('main').getByRole('link', { name: 'Pay Deposit' }).click();
  await expect(page).toHaveURL(/\/portal\/register-trip$/);
  const howToPay = page.getByRole('region', { name: 'How to pay' });
  await expect(howToPay.getByText('payments@barakahlifestyle.ca')).toBeVisible();
  await expect(howToPay.getByText('To pay now: $200.00 (Deposit at registration (Barakah members))')).toBeVisible();
  const code = (await howToPay.getByText(/^UJ-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/).textContent())!.trim();
  await expect(howToPay.getByRole('link', { name: 'payment portal' })).toHaveAttribute('href', 'https://payments.example.org/umrah-winter-2026');
  await snapBoth(page, 'money-pay-deposit-how-to-pay');

  await page.goto('/portal/payments');
  await expect(page.getByRole('region', { name: 'How to pay' }).getByText(code)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' }).getByText('Barakah member ($3,300.00)', { exact: false })).toBeVisible();
  await snapBoth(page, 'money-payments-how-to-pay');

  // The organisers receive $1,000 by e-transfer (quoted code), then refund $300.
  const admin = await adminApi(playwright.request, baseURL!);
  const registrationId = (await page.evaluate(async () => (await fetch('/api/trip/registration')).json())).id as string;
  const paid = await admin.post('/api/admin/payments', {
    data: {
      registrationId,
      amountCents: 100_000,
      method: 'e-transfer',
      receivedOn: new Date().toLocaleDateString('en-CA', { timeZone: 'America/Toronto' }),
      reference: code,
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const adminCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adminPage = await adminCtx.newPage();
  await adminSignIn(adminPage);
  await adminPage.goto(`/admin/registrations/${registrationId}`);
  const money = adminPage.getByRole('region', { name: 'Payments' });
  await expect(money.getByText('Reference code', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(code);
  // More than was paid is refused, with what can be refunded.
  await money.getByLabel('To refund (CAD)').fill('1000.01');
  await money.getByRole('button', { name: 'Record Refund' }).click();
  await expect(money.getByText('A refund cannot be more than what was paid: $1,000.00 can be refunded.')).toBeVisible();
  await money.getByLabel('To refund (CAD)').fill('300');
  await money.getByLabel('Confirmation number').fill('ET-BACK-42');
  await money.getByRole('button', { name: 'Record Refund' }).click();
  await expectToast(adminPage, 'Refund Recorded', '$300.00 has been recorded as refunded.');
  const history = money.getByRole('region', { name: 'Payment history' });
  await expect(history.getByText('-$300.00')).toBeVisible();
  await expect(history.getByText('Refund', { exact: true })).toBeVisible();
  await expect(money.getByText('Refunded', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('$300.00');
  await expect(money.getByText('Balance', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('$2,600.00');
  await snapBoth(adminPage, 'money-admin-refund');

  await adminPage.goto('/admin/dashboard?tab=finance');
  const finance = adminPage.getByRole('region', { name: 'Finance' });
  await expect(finance.getByText('Refunded', { exact: true })).toBeVisible();
  await snapBoth(adminPage, 'money-finance-refunds');

  // The traveller sees the refund, and its receipt reads right.
  await page.goto('/portal/payments');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText('Refunded', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('$300.00');
  await expect(summary.getByText('Balance', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('$2,600.00');
  const refundRow = page.getByRole('region', { name: 'Payment history' }).getByRole('row', { name: /-\$300\.00/ });
  await expect(refundRow.getByText('Refund', { exact: true })).toBeVisible();
  await snapBoth(page, 'money-payments-refund');
  const href = await refundRow.getByRole('link', { name: /Receipt/ }).getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const dir = mkdtempSync(path.join(tmpdir(), 'umrah-e2e-refund-'));
  writeFileSync(path.join(dir, 'r.pdf'), await pdf.body());
  const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
  for (const line of [
    'Refund',
    'Refunded to',
    'Yusuf Haddad',
    '-$300.00 CAD',
    'ET-BACK-42',
    'Total paid to date',
    '$1,000.00 CAD',
    'Total refunded to date',
    '$300.00 CAD',
  ]) {
    expect(text).toContain(line);
  }

  await Promise.all([travellerCtx.close(), adminCtx.close(), api.dispose(), admin.dispose()]);
});

test('the editor edits how to pay on the trip page, publishes it, and the api serves it to a traveller', async ({ browser, playwright, baseURL }) => {
  const editor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const cms = await editor.newPage();
  await editorSignIn(cms);
  const anon = await playwright.request.newContext({ baseURL: CMS_URL });
  const { id } = (await (await anon.get('/api/trip-pages?where[trip][equals]=winter-2026&depth=0')).json()).docs[0] as { id: number };
  await anon.dispose();
  await cms.goto(`${CMS_URL}/admin/collections/trip-pages/${id}`);
  await cms.getByRole('button', { name: 'How to pay' }).click();
  await cms.getByLabel('E-transfer address').fill('treasurer@barakahlifestyle.ca');
  await cms.setViewportSize({ width: 375, height: 800 });
  await snap(cms, 'money-cms-how-to-pay-375');
  await cms.setViewportSize({ width: 1280, height: 900 });
  await snap(cms, 'money-cms-how-to-pay-1280');
  await cms.getByRole('button', { name: 'Publish changes' }).click();
  await expect(cms.getByText(/successfully/i).first()).toBeVisible();

  // The api serves the new address to a traveller (its copy of the content lives 2 s here).
  const api = await playwright.request.newContext({ baseURL });
  const t = await registerViaApi(api);
  expect((await api.post('/api/auth/login', { data: { username: t.username, password: t.password } })).ok()).toBe(true);
  expect((await api.post('/api/trip/register', { data: { fare: 'nonBarakah' } })).status()).toBe(201);
  await expect(async () => {
    expect((await (await api.get('/api/trip/payments')).json()).howToPay.etransferEmail).toBe('treasurer@barakahlifestyle.ca');
  }).toPass({ timeout: 20_000 });
  await Promise.all([editor.close(), api.dispose()]);
});

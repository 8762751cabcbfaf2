// Paying online (issue 34; ADRs 0117, 0118): a traveller pays the deposit by card on the fake card
// provider's checkout page (scripts/fake-stripe.mjs, started by scripts/e2e-server.sh), comes back to a
// page that says what happened, and the dashboard shows the deposit paid without an admin; the receipt
// names the card payment, and the admin's ledger has one entry although the webhook came three times.
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminSignIn, expectToast, newTraveller, registerViaApi, signIn, snap } from './support';

async function registeredTraveller(page: Page, fullName: string) {
  const api = await page.context().request;
  const t = await registerViaApi(api, { ...newTraveller(), fullName });
  await signIn(page, t);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await page.goto('/portal/register-trip');
  await page.getByRole('tab', { name: 'Registration' }).click();
  await page.getByRole('radio', { name: 'Barakah member: $3,300' }).check();
  await page.getByRole('button', { name: 'Register for Umrah Journey' }).click();
  await expectToast(page, 'Success!');
  return t;
}

test('a traveller pays the deposit online; the dashboard, the receipt and the admin’s ledger show it once', async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await ctx.newPage();
  const t = await registeredTraveller(page, 'Maryam Siddiqui');
  const main = page.getByRole('main');
  await expect(main.getByText('Pending Payment')).toBeVisible();

  // The Payments page offers the next due item (the deposit), the balance, or an amount between.
  await page.goto('/portal/payments');
  const pay = page.getByRole('region', { name: 'Pay online' });
  await expect(pay.getByRole('radio', { name: 'Next payment: $200.00' })).toBeChecked();
  await expect(pay.getByRole('radio', { name: 'Whole balance: $3,300.00' })).toBeVisible();
  await pay.getByRole('radio', { name: 'Another amount' }).check();
  await pay.getByLabel('Amount (CAD)').fill('150');
  await pay.getByRole('button', { name: 'Pay now' }).click();
  await expect(pay.getByRole('alert')).toHaveText('Enter an amount between $200.00 and $3,300.00');
  await snap(page, 'pay-online-choice-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await snap(page, 'pay-online-choice-1280');
  await pay.getByRole('radio', { name: 'Next payment: $200.00' }).check();

  // The provider's checkout page; Pay delivers the signed webhook three times, then comes back.
  await pay.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
  await expect(page.getByText('200.00 CAD')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/portal\/payments\/online\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { name: 'Online payment' })).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: 'Payment received' });
  await expect(status).toContainText(/We received your payment of \$200\.00\. Your receipt is R-\d{6}\./);
  const receipt = /R-\d{6}/.exec((await status.textContent())!)![0];
  await snap(page, 'pay-online-returned-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await snap(page, 'pay-online-returned-375');

  // The dashboard shows the deposit paid, with no admin.
  await page.getByRole('link', { name: 'Back to payments' }).click();
  await expect(page.getByRole('region', { name: 'Pay online' }).getByRole('radio', { name: /Next payment: \$1,300\.00/ })).toBeVisible();
  const history = page.getByRole('region', { name: 'Payment history' });
  await expect(history.getByRole('row', { name: new RegExp(receipt) })).toContainText('Card (online)');
  const href = await history
    .getByRole('row', { name: new RegExp(receipt) })
    .getByRole('link', { name: /Receipt/ })
    .getAttribute('href');
  await page.goto('/portal/dashboard');
  await expect(main.getByText('Pending Payment')).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Completed' })).toHaveAttribute('aria-disabled', 'true');
  await snap(page, 'pay-online-dashboard-375');

  // The receipt names the card payment.
  const pdf = await page.request.get(href!);
  const dir = mkdtempSync(path.join(tmpdir(), 'umrah-e2e-online-receipt-'));
  writeFileSync(path.join(dir, 'r.pdf'), await pdf.body());
  const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
  expect(text).toContain('$200.00 CAD');
  expect(text).toContain('Card (online)');
  expect(text).toContain(receipt);

  // The admin's ledger: one entry, although the webhook came three times.
  const adminCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminCtx.newPage();
  await adminSignIn(admin);
  await admin.getByRole('tab', { name: 'Portal Registrations' }).click();
  await admin.getByLabel('Search').fill(t.email);
  const row = admin.getByRole('row', { name: new RegExp(t.email.replace(/[.]/g, '\\.')) });
  await expect(row.getByText('Deposit Paid', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: 'Review Maryam Siddiqui' }).click();
  const adminHistory = admin.getByRole('region', { name: 'Payments' }).getByRole('region', { name: 'Payment history' });
  await expect(adminHistory.getByRole('row').filter({ hasText: 'Card (online)' })).toHaveCount(1);
  await expect(adminHistory.getByRole('row')).toHaveCount(2);
  await snap(admin, 'pay-online-admin-ledger-1280');

  await Promise.all([ctx.close(), adminCtx.close()]);
});

test('a traveller who cancels on the provider’s page is told nothing was charged', async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await ctx.newPage();
  await registeredTraveller(page, 'Yusuf Haddad');
  await page.goto('/portal/payments');
  await page.getByRole('region', { name: 'Pay online' }).getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/portal\/payments\/online\?cancelled=1$/);
  await expect(page.getByText('Payment cancelled: nothing was charged.')).toBeVisible();
  await snap(page, 'pay-online-cancelled-375');
  await page.getByRole('link', { name: 'Back to payments' }).click();
  await expect(page.getByRole('region', { name: 'Payment history' }).getByText('Card (online)')).toHaveCount(0);

  // In French and in Arabic (right to left), the offer and the return page read in the page's language.
  await page.goto('/portal/payments?lang=fr');
  const fr = page.getByRole('region', { name: 'Payer en ligne' });
  await expect(fr.getByRole('radio', { name: /Prochain paiement : 200,00\s\$/ })).toBeChecked();
  await expect(fr.getByRole('button', { name: 'Payer maintenant' })).toBeVisible();
  await snap(page, 'pay-online-choice-fr-375');
  await page.goto('/portal/payments?lang=ar');
  const ar = page.getByRole('region', { name: 'الدفع عبر الإنترنت' });
  await expect(ar.getByRole('button', { name: 'ادفع الآن' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await snap(page, 'pay-online-choice-ar-375');
  await page.goto('/portal/payments/online?cancelled=1');
  await expect(page.getByText('أُلغي الدفع: لم يُخصم أي مبلغ.')).toBeVisible();
  await snap(page, 'pay-online-cancelled-ar-375');
  await ctx.close();
});

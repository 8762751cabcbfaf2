// Paying online, continued (issue 34; ADRs 0129, 0130): a traveller pays the deposit by card and saves
// the card for automatic payments; the treasurer's Finance tab lists them; an admin sends part of the
// deposit back to the card from the review page and the ledger shows the refund by card; the
// traveller turns automatic payments off. Against the fake card provider (scripts/fake-stripe.mjs).
import { expect, test } from '@playwright/test';
import { adminSignIn, expectToast, newTraveller, registerViaApi, signIn, snap } from './support';

test('a traveller saves the card for automatic payments; an admin sends a refund back to the card; the traveller turns them off', async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await ctx.newPage();
  const fullName = `Khadija Refund ${Date.now().toString(36)}`;
  const t = await registerViaApi(page.context().request, { ...newTraveller(), fullName });
  await signIn(page, t);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await page.goto('/portal/register-trip');
  await page.getByRole('tab', { name: 'Registration' }).click();
  await page.getByRole('radio', { name: 'Barakah member: $3,300' }).check();
  await page.getByRole('button', { name: 'Register for Umrah Journey' }).click();
  await expectToast(page, 'Success!');

  // A payment email's "Pay now" lands on the Pay online card, the next due item chosen, its button focused.
  await page.goto('/portal/payments?pay=next#pay-online');
  const pay = page.getByRole('region', { name: 'Pay online' });
  await expect(pay.getByRole('radio', { name: 'Next payment: $200.00' })).toBeChecked();
  await expect(pay.getByRole('button', { name: 'Pay now' })).toBeFocused();

  // Pay the deposit and save the card for the next payments.
  await pay.getByRole('checkbox', { name: 'Save my card and pay each later payment automatically on its due date' }).check();
  await snap(page, 'pay-online-save-card-375');
  await pay.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to payments' }).click();
  const auto = page.getByRole('region', { name: 'Automatic payments' });
  await expect(auto).toContainText('Automatic payments are on: each payment is charged to your saved card on its due date.');
  await expect(auto.getByRole('button', { name: 'Turn off automatic payments' })).toBeVisible();
  // Already on: the card is not offered to be saved again.
  await expect(page.getByRole('region', { name: 'Pay online' }).getByRole('checkbox')).toHaveCount(0);
  await snap(page, 'pay-online-auto-on-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await snap(page, 'pay-online-auto-on-1280');

  // The treasurer sees who is on automatic payments; an admin sends $50.00 of the deposit back to the card.
  const adminCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminCtx.newPage();
  await adminSignIn(admin);
  await admin.getByRole('tab', { name: 'Finance' }).click();
  const onAuto = admin.getByRole('list', { name: 'On automatic payments' });
  await expect(onAuto.getByRole('link', { name: fullName })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Online payments to refund' })).toBeVisible();
  await snap(admin, 'finance-auto-pay-1280');
  await admin.setViewportSize({ width: 375, height: 800 });
  await snap(admin, 'finance-auto-pay-375');
  await admin.setViewportSize({ width: 1280, height: 900 });
  await onAuto.getByRole('link', { name: fullName }).click();
  const refund = admin.getByRole('form', { name: 'Record a Refund' });
  const toCard = refund.getByRole('checkbox', { name: 'Send back to the card (paid online)' });
  await expect(toCard).toBeChecked();
  await expect(refund.getByLabel('Refunded by')).toHaveCount(0);
  await refund.getByLabel('To refund (CAD)').fill('50');
  await snap(admin, 'refund-to-card-1280');
  await admin.setViewportSize({ width: 375, height: 800 });
  await snap(admin, 'refund-to-card-375');
  await refund.getByRole('button', { name: 'Send Refund to the Card' }).click();
  await expectToast(admin, 'Refund Sent to the Card');
  const history = admin.getByRole('region', { name: 'Payments' }).getByRole('region', { name: 'Payment history' });
  // The deposit paid online is there. (The first payment, overdue on this trip's schedule, may also
  // have been charged to the saved card by the worker's pass meanwhile: the count is not asserted.)
  await expect(history.getByRole('row').filter({ hasText: 'Card (online)' }).filter({ hasText: '$200.00' })).toHaveCount(1);
  await expect(
    history
      .getByRole('row')
      .filter({ hasText: /Refund/ })
      .filter({ hasText: '$50.00' }),
  ).toHaveCount(1);
  // Unticked, the form records a refund made by hand, as before.
  await toCard.uncheck();
  await expect(refund.getByLabel('Refunded by')).toBeVisible();
  await expect(refund.getByRole('button', { name: 'Record Refund' })).toBeVisible();

  // The traveller reads the refund and turns automatic payments off.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Payment history' }).getByRole('row').filter({ hasText: '$50.00' })).toHaveCount(1);
  await auto.getByRole('button', { name: 'Turn off automatic payments' }).click();
  await expect(auto).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Pay online' }).getByRole('checkbox', { name: /Save my card/ })).toBeVisible();
  await Promise.all([ctx.close(), adminCtx.close()]);
});

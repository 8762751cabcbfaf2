// The treasurer's list settled by hand (issue 34; ADR 0129): an online payment waiting on a refund
// (here a refund made in Stripe's dashboard for a payment the portal does not know: no seat taken,
// no registration) has "Mark settled" on the Finance tab; the dialog asks how it was settled, refuses
// a note too short, and the payment leaves the list. In English, then in French (the staff side's
// languages; asked in Arabic it reads English), at 375 and 1280 px. The list is shared with every
// other spec: each payment is found by its own provider id.
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { adminSignIn, expectToast, snap } from './support';
import { serverDatabase } from './servers';

/** Puts a refund of a payment we do not know on the treasurer's list (what the webhook does), answering its id. */
async function flagged(amountMinor: number) {
  const providerPaymentId = `re_e2e_${randomBytes(6).toString('hex')}`;
  const db = new pg.Client({ connectionString: serverDatabase() });
  await db.connect();
  try {
    await db.query(`INSERT INTO online_payment_flags (provider_payment_id, amount_minor, currency, reason) VALUES ($1, $2, 'cad', 'refund_unknown_payment')`, [
      providerPaymentId,
      amountMinor,
    ]);
  } finally {
    await db.end();
  }
  return providerPaymentId;
}

const toRefund = (page: Page, name: string) => page.getByRole('list', { name });

test('the treasurer marks an online payment to refund settled, with a note, in English and in French', async ({ page }) => {
  const first = await flagged(1_234);
  const second = await flagged(5_678);
  await page.setViewportSize({ width: 1280, height: 900 });
  await adminSignIn(page);
  await page.getByRole('tab', { name: 'Finance' }).click();
  const list = toRefund(page, 'Online payments to refund');
  const item = list.getByRole('listitem').filter({ hasText: first });
  await expect(item).toContainText('$12.34');
  await expect(item).toContainText('refunded in Stripe for a payment we do not know: not recorded');
  await snap(page, 'finance-to-refund-1280');

  await item.getByRole('button', { name: `Mark settled: $12.34 (${first})` }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark this online payment settled' });
  await expect(dialog).toContainText(`$12.34 (${first}) leaves the list.`);
  await dialog.getByRole('button', { name: 'Mark Settled' }).click();
  await expect(dialog.getByLabel(/How it was settled/)).toHaveAccessibleDescription('Say how this payment was settled, in 3 to 500 characters.');
  await snap(page, 'settle-flag-dialog-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await snap(page, 'settle-flag-dialog-375');
  await dialog.getByLabel(/How it was settled/).fill('Refunded by e-transfer on the traveller’s request');
  await dialog.getByRole('button', { name: 'Mark Settled' }).click();
  await expectToast(page, 'Settled');
  await expect(dialog).toHaveCount(0);
  await expect(list.getByRole('listitem').filter({ hasText: first })).toHaveCount(0);
  await expect(list.getByRole('listitem').filter({ hasText: second })).toBeVisible();
  await snap(page, 'finance-to-refund-375');

  // In French; the choice is put back to English after (the admin account is shared by the specs).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  try {
    const liste = toRefund(page, 'Paiements en ligne à rembourser');
    const ligne = liste.getByRole('listitem').filter({ hasText: second });
    await expect(ligne).toContainText('remboursé dans Stripe pour un paiement inconnu : non enregistré');
    await ligne.getByRole('button', { name: /^Marquer comme réglé/ }).click();
    const dialogue = page.getByRole('dialog', { name: 'Marquer ce paiement en ligne comme réglé' });
    await dialogue.getByLabel(/Comment il a été réglé/).fill('ab');
    await dialogue.getByRole('button', { name: 'Marquer comme réglé' }).click();
    await expect(dialogue.getByLabel(/Comment il a été réglé/)).toHaveAccessibleDescription('Indiquez comment ce paiement a été réglé, en 3 à 500 caractères.');
    await snap(page, 'settle-flag-dialog-fr-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await snap(page, 'settle-flag-dialog-fr-375');
    await dialogue.getByLabel(/Comment il a été réglé/).fill('Remboursé par chèque');
    await dialogue.getByRole('button', { name: 'Marquer comme réglé' }).click();
    await expect(dialogue).toHaveCount(0);
    await expect(liste.getByRole('listitem').filter({ hasText: second })).toHaveCount(0);
  } finally {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('combobox', { name: /Langue|Language/ }).selectOption('en');
  }
});

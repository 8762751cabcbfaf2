// Ready to travel (issue 35): a traveller whose passport expires too soon sees it red with the fix;
// after correcting it, giving their visa and vaccine and uploading the certificate they read
// "Ready", and the organiser's board counts one more traveller ready.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { readXlsx } from '../api/test/files';
import { validForm } from '../api/test/trip-form-fixtures';
import { adminApi, adminSignIn, expectToast, newTraveller, registerViaApi, signIn, snap } from './support';

const PDF = readFileSync('api/test/fixtures/passport.pdf');

async function readyCount(page: Page): Promise<{ ready: number; total: number }> {
  const text = (await page.getByTestId('readiness-count').textContent()) ?? '';
  const m = /(\d+) of (\d+) ready/.exec(text);
  expect(m, text).not.toBeNull();
  return { ready: Number(m![1]), total: Number(m![2]) };
}

test('a traveller fixes a passport that expires too soon, gives visa and vaccine, reads Ready; the board counts them', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright.request, baseURL!);
  // A traveller with the deposit paid and a saved (not submitted) form whose passport expires before
  // six months after the return (2026-07-12).
  const api = await playwright.request.newContext({ baseURL });
  // A name of its own: the board lists every traveller the other specs made on this server too.
  const letters = Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  const t = await registerViaApi(api, { ...newTraveller(), fullName: `Khadija ${letters[0]!.toUpperCase()}${letters.slice(1)}` });
  expect((await api.post('/api/auth/login', { data: { username: t.username, password: t.password } })).ok()).toBe(true);
  const reg = await (await api.post('/api/trip/register')).json();
  expect((await admin.post('/api/admin/trip/deposit', { data: { tripRegistrationId: reg.id, depositPaid: true } })).ok()).toBe(true);
  const draft = await api.post('/api/trip/form', {
    data: { ...validForm({ fullNameAsPerPassport: t.fullName, passportExpirationDate: '2026-05-01' }), submit: false },
  });
  expect(draft.ok(), await draft.text()).toBe(true);
  await api.dispose();

  // The organiser's board before: this traveller is held back by the passport rule.
  const adminCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const board = await adminCtx.newPage();
  await adminSignIn(board);
  await board.goto('/admin/dashboard?tab=readiness');
  await expect(board.getByRole('heading', { name: 'Ready to travel' })).toBeVisible();
  await board.getByLabel('Show').selectOption('passport');
  const row = board.getByTestId('readiness-row').filter({ hasText: t.fullName });
  await expect(row).toBeVisible();
  await expect(row.getByText('Action needed')).toBeVisible();
  await board.getByLabel('Show').selectOption('');
  const before = await readyCount(board);
  await expect(board.getByRole('link', { name: /Saudi Ministry of Health/ })).toBeVisible();
  await snap(board, 'readiness-board-before-1280');

  // The traveller's dashboard: the passport in red with what to do and a link to the fix.
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await signIn(page, t);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  const card = page.locator('[aria-labelledby="readiness-card-title"]');
  const passport = card.locator('[data-rule="passport"]');
  await expect(passport).toHaveAttribute('data-status', 'blocked');
  await expect(passport.getByText('Action needed')).toBeVisible();
  await expect(passport.getByText('Your passport expires too soon: renew it, then update the expiry date on your form.')).toBeVisible();
  await expect(passport.getByText(/Must be valid until at least Jul 12, 2026/)).toBeVisible();
  await expect(card.getByTestId('readiness-summary')).toHaveText('3 things to do');
  await snap(page, 'readiness-card-blocked-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await snap(page, 'readiness-card-blocked-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The fix: the form, a later expiry, submitted; the reviewer approves it.
  await passport.getByRole('link', { name: /Fix this/ }).click();
  await expect(page).toHaveURL(/\/portal\/registration-form$/);
  await page.getByLabel(/Passport Expiration Date/).fill('2030-01-15');
  await page.getByRole('button', { name: 'Submit Form' }).click();
  await expectToast(page, 'Form Submitted');
  expect((await admin.post(`/api/admin/approve-form/${reg.id}`)).ok()).toBe(true);

  // Visa details and the vaccine, then the certificate itself.
  await page.goto('/portal/documents');
  const details = page.locator('form[aria-labelledby="travel-details-title"]');
  await details.getByLabel('Visa number').fill('U7654321');
  await details.getByLabel('Visa type').selectOption('umrah');
  await details.getByLabel('Visa issue date').fill('2025-11-01');
  await details.getByLabel('Visa expiry date').fill('2026-03-01');
  // A certificate dated in the future is refused on the field.
  await details.getByLabel('Vaccine').selectOption('conjugate');
  await details.getByLabel('Date on the certificate').fill('2099-01-01');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('A certificate cannot be dated in the future.')).toBeVisible();
  await details.getByLabel('Date on the certificate').fill('2025-10-01');
  await details.getByLabel('Diet').fill('No nuts');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expectToast(page, 'Your details are saved.');
  await snap(page, 'readiness-details-1280');

  await page.getByLabel('Document Type').selectOption('vaccination');
  await page.locator('input[type="file"]').setInputFiles({ name: 'meningitis.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await expectToast(page, 'Document Uploaded', 'Your document has been uploaded successfully.');

  await page.goto('/portal/dashboard');
  await expect(card.getByTestId('readiness-summary')).toHaveText('Ready');
  await expect(card.locator('[data-status="blocked"], [data-status="missing"]')).toHaveCount(0);
  await snap(page, 'readiness-card-ready-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await snap(page, 'readiness-card-ready-375');

  // The same card in French and in Arabic (right to left).
  for (const [lang, title, ready] of [
    ['fr', 'Prêt à partir', 'Prêt'],
    ['ar', 'جاهز للسفر', 'جاهز'],
  ] as const) {
    await page.goto(`/portal/dashboard?lang=${lang}`);
    await expect(page.locator('#readiness-card-title')).toHaveText(title);
    await expect(card.getByTestId('readiness-summary')).toHaveText(ready);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await snap(page, `readiness-card-ready-${lang}-375`);
  }

  // The board counts one more traveller ready.
  await board.reload();
  await expect(board.getByTestId('readiness-count')).toHaveText(`${before.ready + 1} of ${before.total} ready`);
  await expect(board.getByTestId('readiness-row').filter({ hasText: t.fullName }).getByText('Action needed')).toHaveCount(0);
  await snap(board, 'readiness-board-after-1280');

  // The airline manifest: names as on the passport, the passport number in clear, read back with openpyxl.
  const [download] = await Promise.all([board.waitForEvent('download'), board.getByRole('link', { name: 'Airline manifest (xlsx)' }).click()]);
  expect(download.suggestedFilename()).toBe('Umrah-manifest-winter-2026.xlsx');
  const sheet = readXlsx(readFileSync((await download.path())!));
  expect(sheet[0]).toEqual(['Surname', 'Given names', 'Date of birth', 'Gender', 'Nationality', 'Passport number', 'Passport expiry']);
  const [given, surname] = [t.fullName.split(' ').slice(0, -1).join(' '), t.fullName.split(' ').at(-1)];
  expect(sheet).toContainEqual([surname, given, '1988-04-12', 'F', 'Canada', 'AB123456', '2030-01-15']);
  await board.setViewportSize({ width: 375, height: 800 });
  await snap(board, 'readiness-board-after-375');

  await ctx.close();
  await adminCtx.close();
  await admin.dispose();
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ADMIN, adminApi, answerNextDialog, approvedTraveller, expectToast, signIn, snap, passAdminSecondFactor } from './support';

const PDF = readFileSync('api/test/fixtures/passport.pdf');
const PNG = readFileSync('api/test/fixtures/visa-photo.png');

/** Drops a file on the drop zone the way a browser does (a DataTransfer carrying a File). */
async function dropFile(page: Page, zone: Locator, bytes: Buffer, name: string, type: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ b64, name, type }) => {
      const dt = new DataTransfer();
      const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      dt.items.add(new File([data], name, { type }));
      return dt;
    },
    { b64: bytes.toString('base64'), name, type },
  );
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

async function upload(page: Page, type: string, bytes: Buffer, name: string, mime: string, opts: { description?: string; share?: boolean } = {}) {
  await page.getByLabel('Document Type').selectOption(type);
  await dropFile(page, page.getByText('Choose a file or drag and drop it here'), bytes, name, mime);
  await expect(page.getByText(name, { exact: false }).first()).toBeVisible();
  if (opts.description) await page.getByLabel('Description').fill(opts.description);
  if (opts.share) await page.getByLabel('Make this document visible to other travelers').check();
  const progress = page.getByRole('progressbar', { name: 'Upload progress' });
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await expectToast(page, 'Document Uploaded', 'Your document has been uploaded successfully.');
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  // The form resets to passport, no description, not shared.
  await expect(page.getByLabel('Document Type')).toHaveValue('passport');
  await expect(page.getByLabel('Description')).toHaveValue('');
}

test('travellers upload, open, share and delete documents; the admin approves the visa and records the final payment', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright.request, baseURL!);
  const a = await approvedTraveller(playwright.request, baseURL!, admin);
  const b = await approvedTraveller(playwright.request, baseURL!, admin);
  const aCtx = await browser.newContext();
  const bCtx = await browser.newContext();
  const page = await aCtx.newPage();
  const other = await bCtx.newPage();

  await signIn(page, a);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await page.goto('/portal/documents');
  await expect(page.getByRole('tab', { name: 'My Documents' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No Documents Yet')).toBeVisible();

  // Upload without a file: refused before any request.
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await expectToast(page, 'No File Selected', 'Please select a file to upload.');

  // With Passport chosen, sharing is off and the panel says why.
  await expect(page.getByLabel('Make this document visible to other travelers')).toBeDisabled();
  await expect(page.getByText('Passport pages cannot be shared with other travelers. A passport page carries your identity details')).toBeVisible();
  await page.getByLabel('Document Type').selectOption('photo');
  await expect(page.getByText('Travelers whose deposit is paid can view it under Shared Resources.')).toBeVisible();
  await page.getByLabel('Document Type').selectOption('passport');

  // A passport page (PDF), a shared photo (PNG) and the visa (PDF), all by drag and drop.
  await upload(page, 'passport', PDF, 'passport.pdf', 'application/pdf');
  await upload(page, 'photo', PNG, 'meeting-point.png', 'image/png', { description: 'Group meeting point', share: true });
  await upload(page, 'visa', PDF, 'visa.pdf', 'application/pdf', { description: 'Saudi visa' });
  const list = page.getByRole('main');
  await expect(list.getByRole('link', { name: 'View passport.pdf' })).toBeVisible();
  await expect(list.getByText('Shared', { exact: true })).toHaveCount(1);
  await expect(list.getByText('Private', { exact: true })).toHaveCount(2);
  await expect(list.getByText('594 bytes').first()).toBeVisible();
  await snap(page, 'documents-mine');

  // A bad file is refused by the server with its message, and nothing is added.
  await page.getByLabel('Document Type').selectOption('other');
  await dropFile(page, page.getByText('Choose a file or drag and drop it here'), Buffer.from('not really an image'), 'fake.png', 'image/png');
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await expectToast(page, 'Upload Failed', 'Only JPEG, PNG, WebP or PDF files are accepted.');
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '0');
  await page.getByRole('button', { name: 'Reset' }).click();

  // Opening a file: a new tab with the PDF itself.
  const [popup] = await Promise.all([page.waitForEvent('popup'), list.getByRole('link', { name: 'View passport.pdf' }).click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toMatch(/\/uploads\/[0-9a-f-]{36}\.pdf$/);
  const opened = await page.request.get(popup.url());
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.compare(await opened.body(), PDF)).toBe(0);
  await popup.close();

  // The dashboard: visa submitted (80%), the documents listed.
  await page.goto('/portal/dashboard');
  await expect(page.getByRole('main').getByRole('progressbar', { name: 'Registration Progress' })).toHaveAttribute('aria-valuenow', '80');
  await expect(page.getByRole('main').getByText('Visa Submitted', { exact: true }).first()).toBeVisible();
  const card = page.getByRole('region', { name: 'Documents' });
  await expect(card.getByText('meeting-point.png')).toBeVisible();
  await expect(card.getByText('Public', { exact: true })).toBeVisible();
  await snap(page, 'documents-dashboard-card');

  // The second traveller sees the shared photo, not the private passport, and can open it.
  await signIn(other, b);
  // Wait for the sign-in to land before leaving the page (a goto could cancel it).
  await expect(other).toHaveURL(/\/portal\/dashboard$/);
  await other.goto('/portal/documents');
  await other.getByRole('tab', { name: 'Shared Resources' }).click();
  await expect(other.getByText('Group meeting point')).toBeVisible();
  await expect(other.getByRole('link', { name: 'View passport.pdf' })).toHaveCount(0);
  const sharedHref = await other.getByRole('link', { name: 'View meeting-point.png' }).getAttribute('href');
  expect((await other.request.get(sharedHref!)).status()).toBe(200);
  const privateHref = await list
    .getByRole('link', { name: 'View passport.pdf' })
    .count()
    .then(() => page.goto('/portal/documents'))
    .then(() => page.getByRole('link', { name: 'View passport.pdf' }).getAttribute('href'));
  expect((await other.request.get(privateHref!)).status()).toBe(404);
  await snap(other, 'documents-shared');

  // The owner deletes the shared photo, after confirming.
  await page.getByRole('button', { name: 'Delete meeting-point.png' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(dialog.getByText('Are you sure you want to delete this document? This action cannot be undone.')).toBeVisible();
  await snap(page, 'documents-delete-dialog');
  await dialog.getByRole('button', { name: 'Delete Document' }).click();
  await expectToast(page, 'Document Deleted');
  await expect(page.getByRole('link', { name: 'View meeting-point.png' })).toHaveCount(0);
  await other.reload();
  await other.getByRole('tab', { name: 'Shared Resources' }).click();
  await expect(other.getByText('Group meeting point')).toHaveCount(0);
  expect((await other.request.get(sharedHref!)).status()).toBe(404);

  // The admin approves the visa, then records the final payment, in the browser.
  const adminCtx = await browser.newContext();
  const adminPage = await adminCtx.newPage();
  await adminPage.goto('/admin/login');
  await adminPage.getByPlaceholder('Enter your username').fill(ADMIN.username);
  await adminPage.getByPlaceholder('Enter your password').fill(ADMIN.password);
  await adminPage.getByRole('button', { name: 'Login' }).click();
  await passAdminSecondFactor(adminPage);
  await adminPage.getByRole('tab', { name: 'Portal Registrations' }).click();
  const row = adminPage.getByRole('row', { name: new RegExp(a.email.replace(/\./g, '\\.')) });
  for (const [action, text, toast] of [
    ['Approve Visa', 'Are you sure you want to approve these visa documents?', 'Visa Approved'],
    ['Record Final Payment', 'Are you sure you want to record the final payment?', 'Final Payment Recorded'],
  ] as const) {
    answerNextDialog(adminPage, { message: text });
    await row.getByRole('button', { name: action }).click();
    await expectToast(adminPage, toast);
  }
  await expect(row.getByText('No actions needed')).toBeVisible();
  await snap(adminPage, 'admin-registration-completed');

  // The visa is locked now: Delete is not offered on it (the server would refuse), and the list
  // says why; the passport can still be deleted. The journey is complete.
  await page.goto('/portal/documents');
  await expect(list.getByRole('link', { name: 'View visa.pdf' })).toBeVisible();
  await expect(list.getByRole('button', { name: 'Delete visa.pdf' })).toHaveCount(0);
  await expect(list.getByText('Visa documents cannot be deleted after the visa has been approved.')).toBeVisible();
  await expect(list.getByRole('button', { name: 'Delete passport.pdf' })).toBeVisible();
  await snap(page, 'documents-visa-locked');
  await page.goto('/portal/dashboard');
  await expect(page.getByRole('main').getByRole('progressbar', { name: 'Registration Progress' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('main').getByText('Completed', { exact: true }).first()).toBeVisible();
  await snap(page, 'journey-completed');

  await Promise.all([aCtx.close(), bCtx.close(), adminCtx.close(), admin.dispose()]);
});

test('the documents page shows its gate until the form is approved', async ({ page, request }) => {
  const { registerViaApi } = await import('./support');
  const t = await registerViaApi(request);
  await signIn(page, t);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await page.goto('/portal/documents');
  await expect(page.getByText('Registration Required')).toBeVisible();
  await expect(page.getByText('You need to register for the trip before you can upload documents.')).toBeVisible();
  await page.getByRole('button', { name: 'Go to Registration' }).click();
  await expect(page).toHaveURL(/\/portal\/register-trip$/);
  await page.getByRole('tab', { name: 'Registration' }).click();
  await page.getByRole('button', { name: 'Register for Umrah Journey' }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await page.goto('/portal/documents');
  await expect(page.getByText('Form Approval Required')).toBeVisible();
  await expect(
    page.getByText(/Your registration form needs to be approved before you can upload documents\.\s+Please complete and submit your registration form\./),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete Registration Form' })).toBeVisible();
  await snap(page, 'documents-gate');
});

// The review workspace (issue 10): an admin opens what a traveller submitted, sends it back with a
// reason, the traveller sees it and resubmits, the admin approves; the same for visa documents.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { validForm } from '../api/test/trip-form-fixtures';
import { adminApi, adminSignIn, answerNextDialog, approvedTraveller, expectToast, newTraveller, registerViaApi, signIn, snap } from './support';

const REASON = 'Your passport expiry date does not match the scan you uploaded.';
const VISA_REASON = 'The visa page is cut off at the bottom; please upload the whole page.';
const png = readFileSync('api/test/fixtures/visa-photo.png');
const pdf = readFileSync('api/test/fixtures/passport.pdf');

/** Accepts the next browser confirmation after checking its text. */
const confirmNext = (page: Page, text: string) => answerNextDialog(page, { message: text });

async function uploadVia(ctx: APIRequestContext, type: string, name: string, buffer: Buffer, mimeType: string) {
  const res = await ctx.post('/api/trip/documents', { multipart: { metadata: JSON.stringify({ type }), file: { name, mimeType, buffer } } });
  expect(res.status(), await res.text()).toBe(201);
}

test('an admin reviews a submitted form, sends it back with a reason; the traveller fixes and resubmits; the admin approves', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright.request, baseURL!);
  const travellerApi = await playwright.request.newContext({ baseURL });
  const t = await registerViaApi(travellerApi, { ...newTraveller(), fullName: 'Maryam Siddiqui' });
  await travellerApi.post('/api/auth/login', { data: { username: t.username, password: t.password } });
  const reg = await (await travellerApi.post('/api/trip/register')).json();
  await admin.post('/api/admin/trip/deposit', { data: { tripRegistrationId: reg.id, depositPaid: true } });
  expect((await travellerApi.post('/api/trip/form', { data: validForm({ fullNameAsPerPassport: 'Maryam Siddiqui' }) })).ok()).toBe(true);

  const adminCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adminPage = await adminCtx.newPage();
  await adminSignIn(adminPage);
  await adminPage.getByRole('tab', { name: 'Portal Registrations' }).click();
  await expect(adminPage).toHaveURL(/tab=portal/);
  const summary = adminPage.getByRole('definition').first();
  await expect(summary).toContainText('/ 45');
  await snap(adminPage, 'admin-portal-registrations');
  // Server-side search by email finds exactly this traveller.
  await adminPage.getByLabel('Search').fill(t.email);
  const table = adminPage.getByRole('region', { name: 'Portal Registrations' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(adminPage.getByText('Total: 1 registration')).toBeVisible();
  await adminPage.getByRole('link', { name: 'Review Maryam Siddiqui' }).click();
  await expect(adminPage).toHaveURL(new RegExp(`/admin/registrations/${reg.id}$`));

  // Everything the traveller submitted, the passport number masked until revealed.
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Maryam Siddiqui' })).toBeVisible();
  const form = adminPage.getByRole('region', { name: 'Registration Form' });
  await expect(form.getByText('Personal Information')).toBeVisible();
  await expect(form.getByText('Passport & Visa Information')).toBeVisible();
  await expect(form.getByText('••••••56')).toBeVisible();
  await expect(adminPage.getByText('AB123456')).toHaveCount(0);
  await snap(adminPage, 'review-detail-1280');
  await form.getByRole('button', { name: 'Reveal' }).click();
  await expect(form.getByText('AB123456')).toBeVisible();
  const history = adminPage.getByRole('list', { name: 'Registration history' });
  await expect(history.getByText('Passport number revealed')).toBeVisible();

  // Send the form back: a reason is required.
  await adminPage.getByRole('button', { name: 'Request Form Changes' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Send the form back' });
  await dialog.getByLabel('Reason').fill('Too short');
  await dialog.getByRole('button', { name: 'Send Back' }).click();
  await expect(dialog.getByText('Please give a reason of 10 to 1000 characters.')).toBeVisible();
  await dialog.getByLabel('Reason').fill(REASON);
  await snap(adminPage, 'review-request-changes-dialog');
  await dialog.getByRole('button', { name: 'Send Back' }).click();
  await expectToast(adminPage, 'Changes Requested');
  await expect(dialog).toHaveCount(0);
  const status = adminPage.getByRole('region', { name: 'Status and Actions' });
  await expect(status.getByText('Deposit Paid', { exact: true })).toBeVisible();
  await expect(history.getByText('Registration form sent back for changes')).toBeVisible();
  await expect(history.getByText(`Reason: ${REASON}`)).toBeVisible();
  await expect(status.getByRole('button', { name: 'Approve Form' })).toHaveCount(0);
  // The admin reads admin words (polish item 13): the form's state, their reason, and whom it waits for.
  await expect(status.getByText('Form: Changes requested')).toBeVisible();
  await expect(status.getByText('Changes requested', { exact: true })).toBeVisible();
  await expect(status.getByText(REASON)).toBeVisible();
  await expect(status.getByText('Waiting for the traveler to submit the form again.')).toBeVisible();
  await expect(adminPage.getByText('Please update your form and submit it again.')).toHaveCount(0);
  await expect(adminPage.getByText('Changes requested to your registration form')).toHaveCount(0);
  for (const width of [375, 1280]) {
    await adminPage.setViewportSize({ width, height: 900 });
    await snap(adminPage, `polish-review-changes-requested-${width}`);
  }
  await adminPage.setViewportSize({ width: 1280, height: 900 });
  await adminPage.getByRole('link', { name: 'Back to Portal Registrations' }).click();
  const listRow = adminPage.getByRole('row', { name: /Maryam Siddiqui/ });
  await expect(listRow.getByText('Changes requested', { exact: true })).toBeVisible();
  await snap(adminPage, 'polish-list-changes-requested-1280');
  await listRow.getByRole('link', { name: 'Review Maryam Siddiqui' }).click();

  // The traveller sees the reason on the dashboard and the form page, fixes and resubmits.
  const travellerCtx = await browser.newContext();
  const page = await travellerCtx.newPage();
  await signIn(page, t);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  const notice = page.getByRole('main').getByText('Changes requested to your registration form');
  await expect(notice).toBeVisible();
  await expect(page.getByRole('main').getByText(REASON)).toBeVisible();
  await snap(page, 'review-traveller-dashboard-changes');
  await page.getByRole('link', { name: 'Complete Form' }).click();
  await expect(page.getByText(REASON)).toBeVisible();
  await page.getByLabel('Room Preferences').fill('Near my mother, please.');
  await page.getByRole('button', { name: 'Submit Form' }).click();
  await expectToast(page, 'Form Submitted');
  await page.goto('/portal/dashboard');
  await expect(page.getByRole('main').getByText('Form Submitted', { exact: true }).first()).toBeVisible();
  await expect(notice).toHaveCount(0);

  // The admin sees the new answers and approves.
  await adminPage.reload();
  await expect(form.getByText('Near my mother, please.')).toBeVisible();
  confirmNext(adminPage, 'Are you sure you want to approve this registration form?');
  await status.getByRole('button', { name: 'Approve Form' }).click();
  await expectToast(adminPage, 'Form Approved');
  await expect(status.getByText('Form Approved', { exact: true })).toBeVisible();
  await expect(history.getByText('Registration form approved')).toBeVisible();

  // The narrow layout, and Back to the list with its tab open.
  await adminPage.setViewportSize({ width: 375, height: 800 });
  await snap(adminPage, 'review-detail-375');
  await adminPage.getByRole('link', { name: 'Back to Portal Registrations' }).click();
  await expect(adminPage.getByRole('tab', { name: 'Portal Registrations' })).toHaveAttribute('aria-selected', 'true');

  await Promise.all([adminCtx.close(), travellerCtx.close(), admin.dispose(), travellerApi.dispose()]);
});

test('an admin sends visa documents back, previews them, and approves the new ones', async ({ browser, playwright, baseURL }) => {
  const admin = await adminApi(playwright.request, baseURL!);
  const t = await approvedTraveller(playwright.request, baseURL!, admin);
  const travellerApi = await playwright.request.newContext({ baseURL });
  await travellerApi.post('/api/auth/login', { data: { username: t.username, password: t.password } });
  await uploadVia(travellerApi, 'visa', 'visa.png', png, 'image/png');
  await uploadVia(travellerApi, 'passport', 'passport.pdf', pdf, 'application/pdf');

  const adminCtx = await browser.newContext();
  const adminPage = await adminCtx.newPage();
  await adminSignIn(adminPage);
  // A deep link opens the review directly.
  await adminPage.goto(`/admin/registrations/${t.registrationId}`);
  const docs = adminPage.getByRole('region', { name: 'Documents' });
  const image = docs.getByRole('img', { name: 'Visa: visa.png' });
  await expect(image).toBeVisible();
  // Shown and loaded: the picture's bytes arrive after its box (a busy machine shows the gap).
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  await expect(docs.locator('iframe[title="Passport: passport.pdf"]')).toBeVisible();
  await expect(docs.getByRole('link', { name: 'Download visa.png' })).toBeVisible();
  const zip = await adminPage.request.get(`/api/admin/trip-registrations/${t.registrationId}/documents.zip`);
  expect(zip.headers()['content-type']).toBe('application/zip');

  await adminPage.getByRole('button', { name: 'Request New Visa Documents' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Send the visa documents back' });
  await dialog.getByLabel('Reason').fill(VISA_REASON);
  await dialog.getByRole('button', { name: 'Send Back' }).click();
  await expectToast(adminPage, 'New Documents Requested');
  const status = adminPage.getByRole('region', { name: 'Status and Actions' });
  await expect(status.getByText('Form Approved', { exact: true })).toBeVisible();

  // The traveller sees why on the documents page, uploads a new visa page.
  const travellerCtx = await browser.newContext();
  const page = await travellerCtx.newPage();
  await signIn(page, t);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await expect(page.getByRole('main').getByText('New visa documents requested')).toBeVisible();
  await page.goto('/portal/documents');
  await expect(page.getByText('New visa documents requested')).toBeVisible();
  await expect(page.getByText(VISA_REASON)).toBeVisible();
  await snap(page, 'review-traveller-documents-visa-requested');
  await uploadVia(travellerApi, 'visa', 'visa-whole-page.png', png, 'image/png');
  await page.reload();
  await expect(page.getByText('New visa documents requested')).toHaveCount(0);

  await adminPage.reload();
  confirmNext(adminPage, 'Are you sure you want to approve these visa documents?');
  await status.getByRole('button', { name: 'Approve Visa' }).click();
  await expectToast(adminPage, 'Visa Approved');
  await expect(status.getByText('Visa Approved', { exact: true })).toBeVisible();
  const history = adminPage.getByRole('list', { name: 'Registration history' });
  await expect(history.getByText('Visa documents sent back for changes')).toBeVisible();
  await expect(history.getByText('Visa document uploaded: visa-whole-page.png')).toBeVisible();

  await Promise.all([adminCtx.close(), travellerCtx.close(), admin.dispose(), travellerApi.dispose()]);
});

test('an unknown registration shows "Registration not found"; a traveller cannot open a review', async ({ browser, request }) => {
  const adminCtx = await browser.newContext();
  const adminPage = await adminCtx.newPage();
  await adminSignIn(adminPage);
  await adminPage.goto('/admin/registrations/00000000-0000-4000-8000-000000000000');
  await expect(adminPage.getByRole('heading', { name: 'Registration not found' })).toBeVisible();

  const t = await registerViaApi(request);
  const travellerCtx = await browser.newContext();
  const page = await travellerCtx.newPage();
  await signIn(page, t);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await page.goto('/admin/registrations/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/login$/);
  await Promise.all([adminCtx.close(), travellerCtx.close()]);
});

test('the review previews an uploaded PDF inline: its frame loads the file, and no CSP refuses it', async ({ browser, playwright, baseURL }) => {
  const admin = await adminApi(playwright.request, baseURL!);
  const t = await approvedTraveller(playwright.request, baseURL!, admin);
  const travellerApi = await playwright.request.newContext({ baseURL });
  await travellerApi.post('/api/auth/login', { data: { username: t.username, password: t.password } });
  await uploadVia(travellerApi, 'passport', 'passport.pdf', pdf, 'application/pdf');

  for (const width of [1280, 375]) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await ctx.newPage();
    const refusals: string[] = [];
    page.on('console', (m) => void (/Content Security Policy/i.test(m.text()) && refusals.push(m.text())));
    const files: { type: string | undefined; status: number }[] = [];
    page.on(
      'response',
      (r) => void (/^\/uploads\/[^/]+\.pdf$/.test(new URL(r.url()).pathname) && files.push({ type: r.headers()['content-type'], status: r.status() })),
    );
    await adminSignIn(page);
    await page.goto(`/admin/registrations/${t.registrationId}`);
    const frameElement = page.getByRole('region', { name: 'Documents' }).locator('iframe[title="Passport: passport.pdf"]');
    await expect(frameElement).toBeVisible();
    const frame = (await frameElement.elementHandle())!.contentFrame();
    // A refused frame shows Chromium's error page (chrome-error://) in place of the file.
    await expect.poll(async () => (await frame)?.url()).toMatch(/\/uploads\/[^/]+\.pdf$/);
    // The frame's own answer is the file (the viewer then reads it again from its stream).
    await expect.poll(() => files[0]).toEqual({ type: 'application/pdf', status: 200 });
    expect(refusals).toEqual([]);
    // Chromium's PDF viewer opened inside the frame and laid the document's pages out.
    await frameElement.scrollIntoViewIfNeeded();
    const pagesShown = async () => {
      const viewer = (await frame)?.childFrames().find((f) => f.url().startsWith('chrome-extension://'));
      // The viewer's toolbar reads "1 / 1" once the file is loaded.
      return viewer?.evaluate(() => {
        const toolbar = document.querySelector('pdf-viewer')?.shadowRoot?.querySelector('viewer-toolbar') as {
          docLength?: number;
          loadProgress?: number;
        } | null;
        return toolbar ? { pages: toolbar.docLength, loaded: toolbar.loadProgress } : undefined;
      });
    };
    await expect.poll(pagesShown).toEqual({ pages: 1, loaded: 100 });
    await page.screenshot({ path: `test-results/screenshots/review-pdf-preview-${width}.png` });
    await ctx.close();
  }
  await Promise.all([admin.dispose(), travellerApi.dispose()]);
});

// A season from end to end (issue 31's walk): the admin copies Winter 2026 into next season; the
// editor previews and publishes its landing page in the CMS; the admin closes Winter 2026 and opens
// the new season; a new traveller registers for it while last season's traveller still sees their
// receipt; Winter 2026 travels and comes back, its personal data is purged, and last season's
// traveller's data export shows what is left. It changes the current trip for good, so it runs
// after every other file (its own project in playwright.config.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { adminApi, adminSignIn, approvedTraveller, CMS_URL, editorSignIn, EDITOR, expectToast, registerViaApi, signIn, snap } from './support';

const PDF = readFileSync(path.join(__dirname, '../api/test/fixtures/passport.pdf'));
const WINTER = 'Winter 2026 Umrah';

/** The ZIP's entry names and its data.json, read by Python's zipfile (a second reader). */
function readZip(file: string): { names: string[]; data: Record<string, any> } {
  const script = `import json,sys,zipfile
z=zipfile.ZipFile(sys.argv[1])
print(json.dumps({"names": z.namelist(), "data": json.loads(z.read("data.json"))}))`;
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script, file], { encoding: 'utf8' }));
}

/** Moves a trip on the Trips tab through its confirmation dialog and waits for the toast. */
async function move(page: Page, name: string, label: string, status: string) {
  const trip = page
    .getByRole('list', { name: 'Trips' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await trip.getByRole('button', { name: `${label}: ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: label }).click();
  await expectToast(page, 'Trip Updated', `${name}: ${status}.`);
}

test('a season from copy to purge: preview and publish, register, past receipts, purge, and what the export keeps', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const next = `Winter 2027 Umrah ${stamp}`;
  const slug = `winter-2027-${stamp}`;
  const headline = `A Journey of the Soul, ${stamp}`;
  const admin = await adminApi(playwright.request, baseURL!);

  // Last season's traveller: approved, a passport scan uploaded, a payment recorded (a receipt).
  const last = await approvedTraveller(playwright.request, baseURL!, admin);
  const lastApi = await playwright.request.newContext({ baseURL });
  expect((await lastApi.post('/api/auth/login', { data: { username: last.username, password: last.password } })).ok()).toBe(true);
  const upload = await lastApi.post('/api/trip/documents', {
    multipart: {
      metadata: JSON.stringify({ type: 'passport', description: 'scan' }),
      file: { name: 'winter-passport.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const paid = await admin.post('/api/admin/payments', {
    data: { registrationId: last.registrationId, amountCents: 130_000, method: 'cash', receivedOn: '2026-11-20' },
  });
  expect(paid.status(), await paid.text()).toBe(201);

  // 1. The admin copies Winter 2026 into next season, a year later.
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await adminSignIn(page);
  await page.getByRole('tab', { name: 'Trips' }).click();
  await page.getByRole('button', { name: `Copy into next season: ${WINTER}` }).click();
  const copy = page.getByRole('dialog', { name: `Copy ${WINTER} into next season` });
  await copy.getByLabel('Name').fill(next);
  await copy.getByLabel('Slug').fill(slug);
  await copy.getByLabel('Shift dates by (days)').fill('365');
  await copy.getByRole('button', { name: 'Copy Trip' }).click();
  await expectToast(page, 'Trip Copied', `${next} is a draft: check its facts before opening registration.`);
  await snap(page, 'walk-1-copied');

  // 2. The editor previews the copied page with a new headline, then publishes it.
  const cmsApi = await playwright.request.newContext({ baseURL: CMS_URL });
  const token = (await (await cmsApi.post('/api/users/login', { data: EDITOR })).json()).token as string;
  const found = await cmsApi.get(`/api/trip-pages?where[trip][equals]=${slug}&draft=true`, { headers: { Authorization: `JWT ${token}` } });
  const pageId = ((await found.json()).docs[0] as { id: number }).id;
  const editor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await editorSignIn(editor);
  await editor.goto(`${CMS_URL}/admin/collections/trip-pages/${pageId}?locale=en`);
  await editor.getByRole('button', { name: /live preview/i }).click();
  const preview = editor.frameLocator('iframe').first();
  // The preview shows next season's facts: its dates moved by a year.
  await expect(preview.getByText('Dec. 31, 2026 to Jan. 12, 2027').first()).toBeVisible({ timeout: 20_000 });
  await editor.getByLabel('Headline').fill(headline);
  await expect(preview.getByRole('heading', { level: 1, name: headline })).toBeVisible({ timeout: 20_000 });
  await snap(editor, 'walk-2-preview');
  await editor.getByRole('button', { name: /^Publish/ }).click();
  await expect(editor.getByText(/successfully/i).first()).toBeVisible();

  // 3. Winter 2026 closes; next season opens and the landing page sells it.
  await move(page, WINTER, 'Close registration', 'Registration closed');
  await move(page, next, 'Open registration', 'Open for registration');
  const visitor = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await expect(async () => {
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { level: 1, name: headline })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(visitor.getByText('Dec. 31, 2026 to Jan. 12, 2027').first()).toBeVisible();
  await snap(visitor, 'walk-3-landing-next-season');

  // 4. A new traveller registers for next season.
  const newcomerApi = await playwright.request.newContext({ baseURL });
  const newcomer = await registerViaApi(newcomerApi);
  expect((await newcomerApi.post('/api/auth/login', { data: { username: newcomer.username, password: newcomer.password } })).ok()).toBe(true);
  expect((await newcomerApi.post('/api/trip/register')).status()).toBe(201);
  const newcomerPage = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await signIn(newcomerPage, newcomer);
  await expect(newcomerPage.getByRole('region', { name: 'Journey Status' })).toContainText('Pending');
  await snap(newcomerPage, 'walk-4-newcomer-dashboard');
  // The trip they hold a place on is next season's.
  await newcomerPage.goto('/portal/register-trip');
  await expect(newcomerPage.getByText('Dec. 31, 2026 to Jan. 12, 2027').first()).toBeVisible();
  await snap(newcomerPage, 'walk-4-newcomer-trip');

  // 5. Last season's traveller still has their receipt, under Past trips.
  const lastPage = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await signIn(lastPage, last);
  const past = lastPage.getByRole('region', { name: 'Past trips' });
  await expect(past.getByRole('heading', { name: WINTER })).toBeVisible();
  // The deposit's and the payment's receipts.
  const receipt = past.getByRole('link', { name: /^Receipt R-\d+$/ }).last();
  await expect(receipt).toBeVisible();
  const pdf = await lastPage.request.get((await receipt.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await snap(lastPage, 'walk-5-past-trip-receipt');

  // 6. Winter 2026 travels, comes back, and its personal data is purged (the retention job, run now).
  await move(page, WINTER, 'Mark travelling', 'Travelling');
  await move(page, WINTER, 'Mark returned', 'Returned');
  await page.getByRole('tab', { name: 'Data Retention' }).click();
  const row = page.getByRole('row').filter({ hasText: WINTER });
  await expect(row).toContainText('Due');
  await row.getByRole('button', { name: `Purge ${WINTER} now` }).click();
  await page
    .getByRole('dialog', { name: `Purge ${WINTER}?` })
    .getByRole('button', { name: 'Purge Now' })
    .click();
  await expectToast(page, 'Personal Data Purged', `${WINTER}: passports, documents and emergency contacts deleted.`);
  await expect(row).toContainText('Purged');
  await snap(page, 'walk-6-purged');

  // 7. What is left for last season's traveller: the registration and the ledger, no passport, no files.
  const zip = await lastPage.request.get('/api/user/data-export.zip');
  expect(zip.status()).toBe(200);
  const file = `/tmp/umrah-e2e-walk-${last.username}.zip`;
  writeFileSync(file, await zip.body());
  const { names, data } = readZip(file);
  expect(names).toEqual(['data.json']);
  expect(data.registrations.map((r: { tripName: string }) => r.tripName)).toEqual([WINTER]);
  expect(data.forms[0].passportNumber).toBeNull();
  expect(data.payments.map((p: { amountCents: number }) => p.amountCents)).toContain(130_000);
  await lastPage.goto('/portal/documents');
  await expect(lastPage.getByRole('region', { name: 'Deleted documents' })).toContainText(`${WINTER}: Documents deleted on`);
  await snap(lastPage, 'walk-7-documents-deleted');
});

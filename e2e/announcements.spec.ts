// Announcements (issue 12): an admin writes to one status group; a traveller in it gets the email and
// sees it on the dashboard until they dismiss it; a traveller outside the group never sees it.
import { expect, test } from '@playwright/test';
import { adminSignIn, expectToast, subjectsTo, registerViaApi, signIn, snap } from './support';

test('an admin sends an announcement to the travellers at "Pending"; one of them reads it and dismisses it', async ({ browser, playwright, baseURL }) => {
  const subject = `Bus times ${Date.now()}`;
  // One traveller registered (Pending), one signed up without registering.
  const pendingCtx = await playwright.request.newContext({ baseURL });
  const pending = await registerViaApi(pendingCtx);
  expect((await pendingCtx.post('/api/auth/login', { data: { username: pending.username, password: pending.password } })).ok()).toBe(true);
  expect((await pendingCtx.post('/api/trip/register', { data: {} })).status()).toBe(201);
  const outsider = await registerViaApi(await playwright.request.newContext({ baseURL }));

  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await adminSignIn(admin);
  await admin.getByRole('tab', { name: 'Announcements' }).click();
  await expect(admin).toHaveURL(/tab=announcements/);
  // Empty fields are refused with the rule's messages.
  await admin.getByRole('button', { name: 'Send Announcement' }).click();
  await expect(admin.getByText('Subject must be 1 to 150 characters')).toBeVisible();
  await expect(admin.getByText('Message must be 1 to 5000 characters')).toBeVisible();
  await admin.getByLabel('Send to').selectOption({ label: 'Travelers at "Pending"' });
  await admin.getByLabel('Subject').fill(subject);
  await admin.getByLabel('Message').fill('Salaam,\n\nThe bus leaves the centre at 6 am sharp.\nPlease be there at 5:30.');
  await admin.getByRole('button', { name: 'Send Announcement' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Send this announcement?' });
  await expect(confirm).toContainText(`“${subject}” goes by email to travelers at "Pending" now. It cannot be recalled.`);
  await snap(admin, 'announcement-confirm');
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expectToast(admin, 'Announcement Sent');
  const sent = admin.getByRole('list', { name: 'Sent announcements' }).getByRole('listitem').filter({ hasText: subject });
  await expect(sent).toContainText('To travelers at "Pending"');
  await expect(sent).toContainText('0 dismissed');
  await expect(admin.getByLabel('Subject')).toHaveValue('');
  await snap(admin, 'announcements-tab-1280');

  // The traveller in the group got the email and sees it on the dashboard.
  await expect.poll(() => subjectsTo(pending.email), { timeout: 15_000 }).toContain(subject);
  expect(subjectsTo(outsider.email)).not.toContain(subject);
  const page = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await signIn(page, pending);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  const card = page.getByRole('article', { name: subject });
  await expect(card).toContainText('The bus leaves the centre at 6 am sharp.');
  await snap(page, 'announcement-dashboard-375');
  await card.getByRole('button', { name: `Dismiss announcement: ${subject}` }).click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Umrah Journey' })).toBeVisible();
  await expect(page.getByRole('article', { name: subject })).toHaveCount(0);

  // The outsider never sees it; the admins see the dismissal.
  const other = await (await browser.newContext()).newPage();
  await signIn(other, outsider);
  await expect(other).toHaveURL(/\/portal\/dashboard$/);
  await expect(other.getByRole('heading', { name: 'My Umrah Journey' })).toBeVisible();
  await expect(other.getByRole('article', { name: subject })).toHaveCount(0);
  await admin.getByRole('button', { name: 'Refresh' }).click();
  await expect(sent).toContainText('1 dismissed');
});

// The team (docs/product.md#the-team): the owner invites a treasurer by email; the treasurer joins
// from the link, adds a passkey in Chromium's virtual authenticator, records a payment, and cannot
// open a passport; the owner sees it all in the audit log.
import { expect, test } from '@playwright/test';
import { adminApi, adminSignIn, approvedTraveller, expectToast, LOCALHOST, mailTo, newTraveller, snap, virtualAuthenticator } from './support';

test('the owner invites a treasurer, who joins with a passkey, records a payment, cannot open a passport; the owner sees it in the audit log', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright.request, baseURL!);
  const traveller = await approvedTraveller(playwright.request, baseURL!, admin);
  const sara = newTraveller();

  // The owner invites Sara as treasurer from the Team tab.
  await adminSignIn(page);
  await page.getByRole('tab', { name: 'Team' }).click();
  const invite = page.getByRole('form', { name: 'Invite a Team Member' });
  await invite.getByLabel('Email').fill(sara.email);
  await invite.getByLabel('Role').selectOption('treasurer');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expectToast(page, 'Invitation Sent', `${sara.email} can join as Treasurer with the link in their email (72 hours).`);
  await expect(page.getByRole('region', { name: 'Invitations' }).getByRole('listitem').filter({ hasText: sara.email })).toContainText(
    'Treasurer · Waiting for an answer',
  );
  await snap(page, 'team-tab-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await snap(page, 'team-tab-375');

  // Sara follows the link from her email (at the passkeys' origin).
  const mail = await mailTo(sara.email, 'You are invited to the Umrah trip team');
  const token = /join-team\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  expect(token).toBeTruthy();
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const treasurer = await context.newPage();
  await virtualAuthenticator(treasurer);
  await treasurer.goto(`${LOCALHOST}/join-team?token=${token}`);
  await expect(treasurer.getByText('You are invited as Treasurer.')).toBeVisible();
  await expect(treasurer.getByLabel('Email')).toHaveValue(sara.email);
  await treasurer.getByLabel('Full Name').fill('Sara Treasurer');
  await treasurer.getByLabel('Phone').fill(sara.phone);
  await treasurer.getByLabel('Username').fill(sara.username);
  await treasurer.getByLabel('Password').fill(sara.password);
  await snap(treasurer, 'join-team-375');
  await treasurer.getByRole('button', { name: 'Create My Account' }).click();
  await expect(treasurer).toHaveURL(/\/admin\/login$/);

  // Her first sign-in asks for a second factor: a passkey.
  await treasurer.getByPlaceholder('Enter your username').fill(sara.username);
  await treasurer.getByPlaceholder('Enter your password').fill(sara.password);
  await treasurer.getByRole('button', { name: 'Login' }).click();
  await expect(treasurer).toHaveURL(/\/second-factor$/);
  await treasurer.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(treasurer.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await treasurer.getByRole('button', { name: 'Continue' }).click();
  await expect(treasurer).toHaveURL(/\/admin\/dashboard/);

  // A treasurer's dashboard: the roster (with who is ready to travel) and the money, no team, no audit log.
  const tabs = treasurer.getByRole('tablist', { name: 'Admin views' }).getByRole('tab');
  await expect(tabs).toHaveText(['Portal Registrations', 'Readiness', 'Finance']);
  await treasurer.setViewportSize({ width: 1280, height: 800 });
  await snap(treasurer, 'treasurer-dashboard-1280');

  // She records a payment on the traveller's page; no passport number and no documents there.
  await treasurer.goto(`${LOCALHOST}/admin/registrations/${traveller.registrationId}`);
  const money = treasurer.getByRole('region', { name: 'Payments' });
  await money.getByLabel('Amount (CAD)').fill('250');
  await money.getByLabel('Method').selectOption('cash');
  await money.getByRole('button', { name: 'Record Payment' }).click();
  await expectToast(treasurer, 'Payment Recorded', '$250.00 has been recorded.');
  await expect(treasurer.getByText('Not shown to your role')).toBeVisible();
  await expect(treasurer.getByRole('button', { name: 'Reveal passport number' })).toHaveCount(0);
  await expect(treasurer.getByRole('region', { name: 'Documents' })).toHaveCount(0);
  await expect(treasurer.getByRole('button', { name: 'Approve Form' })).toHaveCount(0);
  await snap(treasurer, 'treasurer-registration-1280');
  await treasurer.setViewportSize({ width: 375, height: 800 });
  await snap(treasurer, 'treasurer-registration-375');
  // Asking the api directly is refused too.
  const reveal = await treasurer.request.post(`${LOCALHOST}/api/admin/trip-registrations/${traveller.registrationId}/reveal-passport`);
  expect(reveal.status()).toBe(403);
  expect((await reveal.json()).message).toBe('You do not have access to this');
  await context.close();

  // The owner's audit log shows Sara joining, her passkey and her payment.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('tab', { name: 'Audit Log' }).click();
  await page.getByLabel('Person (username)').fill(sara.username);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  // The filtered page replaces the whole log once it comes (on a loaded CI machine, after many files' events).
  await expect(page).toHaveURL(new RegExp(`person=${sara.username}`));
  await expect(page.getByText('3 events match the filters')).toBeVisible({ timeout: 60_000 });
  const table = page.getByRole('table', { name: 'Audit log, newest first' });
  await expect(table.getByRole('row').filter({ hasText: 'Payment recorded' })).toContainText(traveller.username);
  await expect(table.getByRole('row').filter({ hasText: 'Passkey added' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Invitation accepted: staff account created' })).toBeVisible();
  await snap(page, 'team-audit-log-1280');
  await admin.dispose();
});

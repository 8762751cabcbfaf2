// Passwords (issue 12): "Forgot password?" on /login sends a link (read from the email the message
// worker wrote), the link sets a new password; Change Password on the profile page.
import { expect, test } from '@playwright/test';
import { expectToast, mailTo, registerViaApi, signIn, snap } from './support';

test('a traveller who forgot the password resets it from the emailed link, then changes it on the profile', async ({ page, request }) => {
  const t = await registerViaApi(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(t.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('If an account uses that address, we sent it a link to reset the password. The link works once, for one hour.')).toBeVisible();
  await snap(page, 'password-forgot-sent');

  const mail = await mailTo(t.email, 'Reset your password');
  const link = /https?:\/\/[^\s]+\/reset-password\?token=[\w-]+/.exec(mail)![0];
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm New Password').fill('short');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('reset-secret-1');
  await page.getByLabel('Confirm New Password').fill('reset-secret-1');
  await snap(page, 'password-reset-form');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expectToast(page, 'Password Reset');
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does.
  await signIn(page, { username: t.username, password: t.password });
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await signIn(page, { username: t.username, password: 'reset-secret-1' });
  await expect(page).toHaveURL(/\/portal\/dashboard$/);

  // The same link again is refused.
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('reset-secret-2');
  await page.getByLabel('Confirm New Password').fill('reset-secret-2');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired. Please ask for a new one.')).toBeVisible();

  // Change Password on the profile page.
  await page.goto('/portal/profile');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current Password').fill('not-my-password');
  await dialog.getByLabel('New Password', { exact: true }).fill('changed-secret');
  await dialog.getByLabel('Confirm New Password').fill('changed-secret');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
  await snap(page, 'password-change-dialog');
  await dialog.getByLabel('Current Password').fill('reset-secret-1');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expectToast(page, 'Password Changed');
  await expect(page.getByRole('main')).toBeVisible();
  expect(await mailTo(t.email, 'Your password was changed')).toContain('every other session was signed out');

  // Reminders can be turned off here, and it sticks.
  const reminders = page.getByRole('checkbox', { name: 'Email me reminders' });
  await expect(reminders).toBeChecked();
  await reminders.uncheck();
  await expectToast(page, 'Reminders Off');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Email me reminders' })).not.toBeChecked();
});

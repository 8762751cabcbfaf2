import { expect, test, type Page } from '@playwright/test';
import { ADMIN, answerNextDialog, confirmationLink, expectToast, newTraveller, registerViaApi, snap, passAdminSecondFactor } from './support';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectProgress(page: Page, percent: number, badge: string) {
  const main = page.getByRole('main');
  await expect(main.getByRole('progressbar', { name: 'Registration Progress' })).toHaveAttribute('aria-valuenow', String(percent));
  await expect(main.getByText(`${percent}%`, { exact: true })).toBeVisible();
  await expect(main.getByText(badge, { exact: true }).first()).toBeVisible();
}

/** Clicks a row action in the admin's Portal Registrations tab, accepting the browser confirmation. */
async function adminAction(admin: Page, who: string, action: string, confirmText: string) {
  await admin.getByRole('tab', { name: 'Portal Registrations' }).click();
  await admin.getByRole('button', { name: 'Refresh' }).click();
  const row = admin.getByRole('row', { name: new RegExp(escape(who)) });
  answerNextDialog(admin, { type: 'confirm', message: confirmText });
  await row.getByRole('button', { name: action }).click();
}

test('a traveller goes from sign-up to an approved form, with the admin in a second browser', async ({ browser }) => {
  const t = newTraveller();
  const travellerCtx = await browser.newContext();
  const adminCtx = await browser.newContext();
  const page = await travellerCtx.newPage();
  const admin = await adminCtx.newPage();

  // Sign up and sign in.
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill(t.fullName);
  await page.getByLabel('Email').fill(t.email);
  await page.getByLabel('Phone Number').fill(t.phone);
  await page.getByLabel('Username').fill(t.username);
  await page.getByLabel('Password').fill(t.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The URL changes before the lazy login page replaces the sign-up page (both have "Username").
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.getByLabel('Username').fill(t.username);
  await page.getByLabel('Password').fill(t.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/);

  // No registration yet: the empty state. The form page says so too.
  const main = page.getByRole('main');
  await expect(main.getByText('No Active Registration')).toBeVisible();
  await page.goto('/portal/registration-form');
  await expect(page.getByText('Registration Required')).toBeVisible();
  await expect(page.getByText('You need to register for the trip and pay your deposit before completing this form.')).toBeVisible();

  // A start needs a confirmed email: the link from the email confirms it.
  await page.goto(await confirmationLink(t.email));
  await expect(page.getByRole('heading', { name: 'Email Confirmed' })).toBeVisible();

  // Trip information, then register from the Registration tab.
  await page.goto('/portal/register-trip');
  await expect(page.getByRole('heading', { name: 'Register for Umrah Journey' })).toBeVisible();
  // One reading of the dates on every page (ADR 0098): the trip's.
  await expect(page.getByText('Dec. 31, 2025 to Jan. 12, 2026')).toBeVisible();
  await snap(page, 'register-trip-information');
  await page.getByRole('tab', { name: 'Registration' }).click();
  await expect(page.getByText('Deposit Required')).toBeVisible();
  await snap(page, 'register-trip-registration');
  await page.getByRole('button', { name: 'Register for Umrah Journey' }).click();
  await expectToast(page, 'Success!');
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await expectProgress(page, 0, 'Pending');
  await expect(main.getByText('Pending Payment')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Complete Form' })).toHaveAttribute('aria-disabled', 'true');
  await expect(main.getByRole('link', { name: 'Upload Documents' })).toHaveAttribute('aria-disabled', 'true');
  await expect(main.getByRole('button', { name: 'Manage Documents' })).toBeVisible();
  await snap(page, 'journey-pending');

  // Deposit unpaid: the form page asks for it.
  await page.goto('/portal/registration-form');
  await expect(page.getByText('Deposit Payment Required')).toBeVisible();
  await expect(page.getByText('You need to pay your deposit before you can complete the registration form.')).toBeVisible();

  // The admin marks the deposit paid.
  await admin.goto('/admin/login');
  await admin.getByPlaceholder('Enter your username').fill(ADMIN.username);
  await admin.getByPlaceholder('Enter your password').fill(ADMIN.password);
  await admin.getByRole('button', { name: 'Login' }).click();
  await passAdminSecondFactor(admin);
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  await admin.getByRole('tab', { name: 'Portal Registrations' }).click();
  // The email is unique; names repeat across tests.
  const row = admin.getByRole('row', { name: new RegExp(escape(t.email)) });
  await expect(row).toBeVisible();
  await expect(row.getByText(t.email)).toBeVisible();
  await expect(row.getByText(/^Created: /)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Approve Form' })).toHaveCount(0);
  await snap(admin, 'admin-portal-registrations');
  // Mark Deposit Paid asks its question in a dialog that also asks how the deposit came (e-transfer first).
  await row.getByRole('button', { name: 'Mark Deposit Paid' }).click();
  const depositDialog = admin.getByRole('dialog', { name: 'Mark Deposit Paid' });
  await expect(depositDialog.getByText('Are you sure you want to mark this deposit as paid?')).toBeVisible();
  await depositDialog.getByRole('button', { name: 'Mark Deposit Paid' }).click();
  await expectToast(admin, 'Deposit Marked as Paid');
  await expect(row.getByRole('button', { name: 'Mark Deposit Paid' })).toHaveCount(0);
  await expect(row.getByText('No actions needed')).toBeVisible();

  await page.goto('/portal/dashboard');
  await expectProgress(page, 20, 'Deposit Paid');
  await expect(main.getByRole('link', { name: 'Complete Form' })).not.toHaveAttribute('aria-disabled', 'true');

  // The form: Submit with nothing filled shows the spec's messages; Save Progress keeps a draft.
  await main.getByRole('link', { name: 'Complete Form' }).click();
  await expect(page).toHaveURL(/\/portal\/registration-form$/);
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Form' }).click();
  for (const message of [
    'Full name is required',
    'Date of birth is required',
    'Valid address is required',
    'Passport number is required',
    'Passport expiration date is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Full Name (as per passport)').fill('Amina Rahman');
  await page.getByLabel('Date of Birth').fill('1988-04-12');
  await page.getByRole('button', { name: 'Save Progress' }).click();
  await expectToast(page, 'Progress Saved');
  await page.reload();
  await expect(page.getByLabel('Full Name (as per passport)')).toHaveValue('Amina Rahman');
  await expect(page.getByLabel('Date of Birth')).toHaveValue('1988-04-12');

  // The rest of the form, with a passport that expires too early first.
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Marital Status').selectOption('married');
  await page.getByLabel('I am a Canadian citizen').check();
  await page.getByLabel('I have a valid Canadian passport').check();
  await page.getByLabel('Address in Canada').fill('123 Queen St W, Toronto, ON');
  await page.getByLabel('Mobile Phone').fill('4165550123');
  await page.getByLabel('Emergency Contact Name').fill('Yusuf Rahman');
  await page.getByLabel('Emergency Contact Email').fill('yusuf@example.com');
  await page.getByLabel('Emergency Contact Relationship').fill('Spouse');
  await page.getByLabel('Passport Number').fill('AB123456');
  await expect(page.getByLabel('Passport Expiration Date')).toHaveAttribute('min', /^20\d\d-\d\d-\d\d$/);
  await page.getByLabel('Passport Issuance Country').fill('Canada');
  await page.getByLabel("No, I'll need assistance obtaining one").check();
  await page.getByLabel('Passport Expiration Date').fill('2030-01-15');
  await snap(page, 'registration-form-filled');
  await page.getByRole('button', { name: 'Submit Form' }).click();
  await expectToast(page, 'Form Submitted');
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await expectProgress(page, 40, 'Form Submitted');
  await expect(main.getByRole('link', { name: 'Edit Form' })).toBeVisible();
  await snap(page, 'journey-form-submitted');

  // The admin approves the form.
  await adminAction(admin, t.email, 'Approve Form', 'Are you sure you want to approve this registration form?');
  await expectToast(admin, 'Form Approved');
  await expect(row.getByText('Form Approved', { exact: true })).toBeVisible();

  await page.goto('/portal/dashboard');
  await expectProgress(page, 60, 'Form Approved');
  await expect(main.getByRole('link', { name: 'View Form' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Upload Documents' })).not.toHaveAttribute('aria-disabled', 'true');
  await expect(main.getByRole('link', { name: 'Completed' })).toHaveAttribute('aria-disabled', 'true');
  await snap(page, 'journey-form-approved');

  // The approved form is read-only.
  await main.getByRole('link', { name: 'View Form' }).click();
  await expect(page.getByText('Your registration form has been approved and can no longer be changed.')).toBeVisible();
  await expect(page.getByLabel('Passport Number')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Submit Form' })).toHaveCount(0);

  await travellerCtx.close();
  await adminCtx.close();
});

test('a second click on Register does not create a second registration', async ({ page, request }) => {
  const t = await registerViaApi(request);
  await page.goto('/login');
  await page.getByLabel('Username').fill(t.username);
  await page.getByLabel('Password').fill(t.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  // Start Registration asks the fare first (docs/product.md#money); the dialog's own button is the one pressed twice.
  await page.getByRole('main').getByRole('button', { name: 'Start Registration' }).click();
  const start = page.getByRole('dialog', { name: 'Choose your fare' }).getByRole('button', { name: 'Start Registration' });
  await start.dblclick();
  await expectToast(page, 'Trip Registration Started');
  await expectProgress(page, 0, 'Pending');
  const regs = await page.evaluate(async () => (await fetch('/api/trip/registration')).json());
  expect(regs.status).toBe('PENDING');
});

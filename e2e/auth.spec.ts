import { expect, test } from '@playwright/test';
import { ADMIN, expectToast, holdRequests, newTraveller, registerViaApi, signIn, snap, passAdminSecondFactor } from './support';

test.describe('a traveller’s account', () => {
  test('signs up, signs in, lands on the dashboard, edits the profile and signs out', async ({ page }) => {
    const t = newTraveller();
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();

    // Bad input first: every field shows the spec's message and nothing is sent.
    await page.getByLabel('Full Name').fill('Al');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Phone Number').fill('123');
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'Full name must be at least 3 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Username must be at least 3 characters',
      'Password must be at least 6 characters',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await snap(page, 'signup-errors');

    await page.getByLabel('Full Name').fill(t.fullName);
    await page.getByLabel('Email').fill(t.email);
    await page.getByLabel('Phone Number').fill(t.phone);
    await page.getByLabel('Username').fill(t.username);
    await page.getByLabel('Password').fill(t.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await expectToast(page, 'Account Created', 'Your account has been created. Please sign in.');
    await snap(page, 'login');

    await page.getByLabel('Username').fill(t.username);
    await page.getByLabel('Password').fill(t.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'My Umrah Journey' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(t.fullName)).toBeVisible();
    // A new account's email is not confirmed yet: the dashboard asks for the link, naming the address (and the profile card shows it).
    await expect(main.getByRole('heading', { name: 'Please confirm your email address' })).toBeVisible();
    await expect(main.getByText(t.email)).toHaveCount(2);
    await expect(main.getByText('No Active Registration')).toBeVisible();
    await expect(main.getByText("You haven't started your Umrah registration yet.")).toBeVisible();
    await snap(page, 'portal-dashboard');

    await main.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/portal\/profile$/);
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue(t.fullName);
    await expect(page.getByText('Member Since')).toBeVisible();

    await page.getByLabel('Full Name').fill('A');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Full name must be at least 2 characters')).toBeVisible();

    await page.getByLabel('Full Name').fill('Amina Q. Rahman');
    await page.getByLabel('Phone').fill('6475550199');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Profile Updated');
    await page.reload();
    await expect(page.getByLabel('Full Name')).toHaveValue('Amina Q. Rahman');
    await expect(page.getByLabel('Phone')).toHaveValue('6475550199');

    // docs/product.md#passwords: a real Change Password replaces the spec's "available soon" notice.
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name: 'Change Password' })).toHaveCount(0);
    await snap(page, 'portal-profile');

    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    await expect(page.getByRole('main').getByText('Amina Q. Rahman')).toBeVisible();

    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(page, 'Logged Out', 'You have been successfully logged out.');

    // The old session is gone: the portal sends us back to /login.
    await page.goto('/portal/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a taken username or email is shown on its field', async ({ page, request }) => {
    const existing = await registerViaApi(request);
    await page.goto('/signup');
    const t = newTraveller();
    await page.getByLabel('Full Name').fill(t.fullName);
    await page.getByLabel('Email').fill(t.email);
    await page.getByLabel('Phone Number').fill(t.phone);
    await page.getByLabel('Username').fill(existing.username);
    await page.getByLabel('Password').fill(t.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('This username is already taken')).toBeVisible();

    await page.getByLabel('Username').fill(t.username);
    await page.getByLabel('Email').fill(existing.email);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('This email is already registered')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a wrong password reads "Invalid username or password" and keeps the traveller out', async ({ page, request }) => {
    const t = await registerViaApi(request);
    await signIn(page, { username: t.username, password: 'wrong-password' });
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the guard shows Loading... until the check returns, then sends a stranger to /login', async ({ page }) => {
    const release = await holdRequests(page, '**/graphql');
    await page.goto('/portal/dashboard');
    await expect(page.getByText('Loading...')).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('admins', () => {
  test('an admin signs in at /admin/login and lands on the dashboard, then logs out', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByText('Please enter your credentials to access the admin dashboard.')).toBeVisible();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await snap(page, 'admin-login');

    await page.getByPlaceholder('Enter your username').fill(ADMIN.username);
    await page.getByPlaceholder('Enter your password').fill(ADMIN.password);
    await expect(page.getByPlaceholder('Enter your password')).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Login' }).click();
    await passAdminSecondFactor(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expectToast(page, 'Login Successful', 'Welcome to the admin dashboard.');
    await expect(page.getByRole('tab', { name: 'Registration Interest' })).toHaveAttribute('aria-selected', 'true');
    await snap(page, 'admin-dashboard');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an admin who signs in at /login lands on the admin dashboard', async ({ page }) => {
    await signIn(page, ADMIN);
    await passAdminSecondFactor(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('a traveller is refused at /admin/login with the Login Failed toast', async ({ page, request }) => {
    const t = await registerViaApi(request);
    await page.goto('/admin/login');
    await page.getByPlaceholder('Enter your username').fill(t.username);
    await page.getByPlaceholder('Enter your password').fill(t.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expectToast(page, 'Login Failed', 'Invalid username or password');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a traveller typing /admin/dashboard is sent to /login', async ({ page, request }) => {
    const t = await registerViaApi(request);
    await signIn(page, t);
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
    // It says why, rather than showing the sign-in page as if nothing had happened.
    await expect(page.getByText('That page is for the organisers')).toBeVisible();
    await expect(page.getByText('You are signed in as a traveller. Sign in with an admin account to open it.')).toBeVisible();
    await snap(page, 'login-after-admin-page-375');
  });
});

test('an unknown path shows the 404 page with its hint', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await snap(page, 'not-found');
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the sidebar is a drawer that opens from the menu and closes on route change', async ({ page, request }) => {
    const t = await registerViaApi(request);
    await signIn(page, t);
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toHaveCount(0);
    await snap(page, 'mobile-dashboard');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toBeVisible();
    await snap(page, 'mobile-drawer-open');
    await drawer.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/portal\/profile$/);
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();

    // No sideways scrolling at phone width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('every portal page is reachable from the sidebar and screenshots are kept', async ({ page, request }) => {
  const t = await registerViaApi(request);
  await signIn(page, t);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Portal' });
  for (const [link, heading, file] of [
    ['Register Trip', 'Register for Umrah Journey', 'portal-register-trip'],
    ['Registration Form', 'Registration Form', 'portal-registration-form'],
    ['Documents', 'Documents', 'portal-documents'],
    ['Dashboard', 'My Umrah Journey', 'portal-dashboard-nav'],
  ] as const) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: link, exact: true })).toHaveAttribute('aria-current', 'page');
    await snap(page, file);
  }
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'A Journey of the Soul' })).toBeVisible();
  await snap(page, 'landing');
});

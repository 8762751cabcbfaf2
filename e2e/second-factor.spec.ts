// Strong sign-in in the browser (docs/product.md#second-factor): a passkey made in Chromium's
// virtual authenticator, used at the next sign-in, and refused on another origin.
import { expect, test } from '@playwright/test';
import { expectToast, LOCALHOST, registerViaApi, snap, virtualAuthenticator } from './support';

test.describe('passkeys', () => {
  test('a traveller adds a passkey from their profile, keeps the recovery codes, and signs in with it next time', async ({ page, request }) => {
    const t = await registerViaApi(request);
    await virtualAuthenticator(page);
    await page.goto(`${LOCALHOST}/login`);
    await page.getByLabel('Username').fill(t.username);
    await page.getByLabel('Password').fill(t.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard$/);

    await page.goto(`${LOCALHOST}/portal/profile`);
    await page.getByRole('link', { name: 'Two-Step Sign-In' }).click();
    await expect(page.getByRole('heading', { name: 'Set Up Two-Step Sign-In' })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await snap(page, 'second-factor-enrol-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).toHaveText(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    await snap(page, 'second-factor-recovery-codes-1280');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/portal\/profile$/);
    await expectToast(page, 'Two-Step Sign-In Is On', 'Your next sign-in will ask for it.');

    await page.context().clearCookies();
    await page.goto(`${LOCALHOST}/login`);
    await page.getByLabel('Username').fill(t.username);
    await page.getByLabel('Password').fill(t.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/second-factor$/);
    await expect(page.getByText(`Finish signing in as ${t.username}.`)).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await snap(page, 'second-factor-verify-375');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    await expectToast(page, 'Login Successful', 'Welcome back.');
  });

  test('a traveller makes new recovery codes, then removes their passkey, and two-step sign-in is off again', async ({ page, request }) => {
    const t = await registerViaApi(request);
    await virtualAuthenticator(page);
    await page.goto(`${LOCALHOST}/login`);
    await page.getByLabel('Username').fill(t.username);
    await page.getByLabel('Password').fill(t.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    await page.goto(`${LOCALHOST}/second-factor`);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    const first = await codes.first().textContent();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/portal\/profile$/);

    await page.getByRole('link', { name: 'Two-Step Sign-In' }).click();
    await expect(page.getByText('Passkeys: 1')).toBeVisible();
    await expect(page.getByText('Passkey 1')).toBeVisible();
    await expect(page.getByText('Not used to sign in yet')).toBeVisible();
    await page.getByRole('button', { name: 'Make new recovery codes' }).click();
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).not.toHaveText(first!);
    await page.getByRole('button', { name: 'I saved them' }).click();
    await expect(page.getByText('Recovery codes left: 10')).toBeVisible();

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await snap(page, `second-factor-manage-${width}`);
    }
    await page.getByRole('button', { name: 'Remove passkey 1' }).click();
    await expect(page.getByText('Remove this passkey? It will no longer sign you in.')).toBeVisible();
    await page.getByRole('button', { name: 'Yes, remove it' }).click();
    await expectToast(page, 'Passkey removed');
    // No factor left: the page offers to set one up again, and the next sign-in asks the password only.
    await expect(page.getByRole('heading', { name: 'Set Up Two-Step Sign-In' })).toBeVisible();
    await page.context().clearCookies();
    await page.goto(`${LOCALHOST}/login`);
    await page.getByLabel('Username').fill(t.username);
    await page.getByLabel('Password').fill(t.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
  });

  test('a passkey made for this site does not sign in on another origin, and the sign-in stays waiting', async ({ page, request }) => {
    const t = await registerViaApi(request);
    await virtualAuthenticator(page);
    await page.goto(`${LOCALHOST}/login`);
    await page.getByLabel('Username').fill(t.username);
    await page.getByLabel('Password').fill(t.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    await page.goto(`${LOCALHOST}/second-factor`);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/portal\/profile$/);

    // The same account at the server's address (another origin than the passkey's).
    await page.goto('/login');
    await page.getByLabel('Username').fill(t.username);
    await page.getByLabel('Password').fill(t.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/second-factor$/);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByText('The passkey could not be checked. Try again, or use another way to sign in.')).toBeVisible();
    await expect(page).toHaveURL(/\/second-factor$/);
    await page.goto('/portal/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});

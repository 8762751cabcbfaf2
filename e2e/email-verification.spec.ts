// A verified email before a seat (issue 29): the dashboard asks for the confirmation and sends a
// new link on request; a start before it shows the server's message; the emailed link confirms.
import { expect, test } from '@playwright/test';
import { confirmationLink, expectToast, registerViaApi, signIn, snap } from './support';

for (const width of [375, 1280]) {
  test(`at ${width} px, an unconfirmed traveller is told to confirm, asks for a new link, follows it and then starts`, async ({ browser, baseURL }) => {
    const ctx = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await ctx.newPage();
    const t = await registerViaApi(ctx.request, undefined, { verified: false });
    const firstLink = await confirmationLink(t.email);
    await signIn(page, t);
    await expect(page).toHaveURL(/\/portal\/dashboard$/);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Please confirm your email address' })).toBeVisible();
    await expect(main.getByText(/We sent a link to/)).toContainText(t.email);
    await snap(page, `email-unconfirmed-dashboard-${width}`);

    // The spec's start button (through the fare choice) shows the server's message.
    await main.getByRole('button', { name: 'Start Registration' }).click();
    const fareDialog = page.getByRole('dialog', { name: 'Choose your fare' });
    await fareDialog.getByRole('button', { name: 'Start Registration' }).click();
    await expectToast(page, 'Error', 'Please confirm your email address first');
    await expect(fareDialog).toHaveCount(0);

    // A new link: the first one no longer works.
    await main.getByRole('button', { name: 'Resend Email' }).click();
    await expectToast(page, 'Email Sent', `A new confirmation link is on its way to ${t.email}.`);
    const secondLink = await confirmationLink(t.email, new URL(firstLink).search);
    await page.goto(firstLink);
    await expect(page.getByText('This confirmation link is invalid or has expired. Please ask for a new one.')).toBeVisible();
    await snap(page, `email-link-refused-${width}`);

    await page.goto(secondLink);
    await expect(page.getByRole('heading', { name: 'Email Confirmed' })).toBeVisible();
    await expect(page.getByText('Your email address is confirmed. You can now start your registration.')).toBeVisible();
    await snap(page, `email-confirmed-${width}`);
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    await expect(main.getByRole('heading', { name: 'Please confirm your email address' })).toHaveCount(0);
    await main.getByRole('button', { name: 'Start Registration' }).click();
    await fareDialog.getByRole('button', { name: 'Start Registration' }).click();
    await expectToast(page, 'Trip Registration Started');
    await ctx.close();
  });
}

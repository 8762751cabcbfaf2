// Issue 29's walk (docs/product.md#seats): the group fills, a traveller joins the waiting list,
// another cancels, the first receives the offer by email, accepts, sees the hold's deadline, and
// the admin records the deposit. The group is made small for this test (the trip's facts, in its
// database: the admin's Trips tab arrives with issue 31), then put back.
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { serverDatabase } from './servers';
import { adminApi, adminSignIn, expectToast, newTraveller, registerViaApi, signIn, snap, subjectsTo } from './support';

const WIDTHS = [375, 1280] as const;
/** Screenshots at phone and desktop widths, for a person to look at. */
async function snaps(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await snap(page, `seats-${name}-${width}`);
  }
}

test('the group fills, a traveller waits, another cancels, the offer is accepted and the deposit recorded', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(180_000);
  const admin = await adminApi(playwright.request, baseURL!);
  const db = new pg.Client({ connectionString: serverDatabase() });
  await db.connect();
  const groupSize = (size: number) => db.query(`UPDATE trips SET group_size = $1 WHERE slug = 'winter-2026'`, [size]);
  const seats = async () => (await (await admin.get('/api/trip/seats')).json()) as { limit: number; left: number; full: boolean; waiting: number };
  const original = (await db.query<{ group_size: number }>(`SELECT group_size FROM trips WHERE slug = 'winter-2026'`)).rows[0]!.group_size;

  // Two seats left: whatever the other tests registered, plus two.
  const taken = (await (await admin.get('/api/admin/trip-registrations/search')).json()).summary.registered as number;
  const size = taken + 2;
  await groupSize(size);
  try {
    await expect.poll(async () => (await seats()).limit, { timeout: 15_000 }).toBe(size);

    // The group fills: two travellers start.
    const holders = [];
    for (const name of ['Amal Holder', 'Bilal Holder']) {
      const ctx = await playwright.request.newContext({ baseURL });
      const t = await registerViaApi(ctx, { ...newTraveller(), fullName: name });
      expect((await ctx.post('/api/auth/login', { data: { username: t.username, password: t.password } })).ok()).toBe(true);
      expect((await ctx.post('/api/trip/register')).status()).toBe(201);
      await ctx.dispose();
      holders.push(t);
    }
    await expect.poll(async () => (await seats()).full, { timeout: 10_000 }).toBe(true);

    // The landing page says so and offers the waiting list instead of the payment portal.
    const visitorCtx = await browser.newContext();
    const visitor = await visitorCtx.newPage();
    await visitor.goto('/');
    await visitor.locator('#register').scrollIntoViewIfNeeded();
    await expect(visitor.getByText('The group is full.')).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Join the waiting list' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Payment Portal' })).toHaveCount(0);
    await visitor.locator('#register').scrollIntoViewIfNeeded();
    for (const width of WIDTHS) {
      await visitor.setViewportSize({ width, height: 900 });
      await visitor.locator('#register').screenshot({ path: `test-results/screenshots/seats-landing-full-${width}.png` });
    }
    await visitorCtx.close();

    // A traveller presses Start Registration: full, so they join the waiting list.
    const waiter = { ...newTraveller(), fullName: 'Walid Waiting' };
    const api = await playwright.request.newContext({ baseURL });
    await registerViaApi(api, waiter);
    const waitCtx = await browser.newContext();
    const page = await waitCtx.newPage();
    await signIn(page, waiter);
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Start Registration' }).click();
    // The fare is asked first (every way to start asks it); the full group answers, and the
    // waiting list takes the dialog's place.
    const fareDialog = page.getByRole('dialog', { name: 'Choose your fare' });
    await fareDialog.getByRole('button', { name: 'Start Registration' }).click();
    await expectToast(page, 'Error', 'The trip is full');
    await expect(fareDialog).toHaveCount(0);
    await main.getByRole('button', { name: 'Join the waiting list' }).click();
    await expectToast(page, 'You joined the waiting list');
    await expect(main.getByText('You are on the waiting list')).toBeVisible();
    const place = (await seats()).waiting;
    await expect(main.getByText(`You are number ${place} on the waiting list.`)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Start Registration' })).toHaveCount(0);
    await snaps(page, 'dashboard-waiting');

    // The admin sees them on the waiting list.
    const adminCtx = await browser.newContext();
    const adminPage = await adminCtx.newPage();
    await adminSignIn(adminPage);
    await adminPage.getByRole('tab', { name: 'Portal Registrations' }).click();
    const waitlist = adminPage.getByRole('region', { name: 'Waiting list', exact: true });
    await expect(waitlist.getByRole('row', { name: /Walid Waiting/ }).getByText('Waiting', { exact: true })).toBeVisible();
    await waitlist.scrollIntoViewIfNeeded();
    await snaps(adminPage, 'admin-waitlist');

    // A holder cancels their own registration from the dashboard, after the confirmation.
    const holderCtx = await browser.newContext();
    const holder = await holderCtx.newPage();
    await signIn(holder, holders[0]!);
    await expect(holder).toHaveURL(/\/portal\/dashboard$/);
    const hMain = holder.getByRole('main');
    await expect(hMain.getByText(/Your place is held until .* \(Toronto time\)\./)).toBeVisible();
    await hMain.getByRole('button', { name: 'Cancel Registration' }).click();
    const dialog = holder.getByRole('dialog', { name: 'Cancel your registration?' });
    await dialog.getByLabel('Reason (optional)').fill('Plans changed');
    // The refund line reads the trip's policy: this holder paid nothing yet.
    await expect(dialog.getByText('Nothing has been paid, so there is nothing to refund.')).toBeVisible();
    await snaps(holder, 'cancel-dialog');
    await dialog.getByRole('button', { name: 'Cancel Registration' }).click();
    await expectToast(holder, 'Registration cancelled');
    await expect(hMain.getByText('No Active Registration')).toBeVisible();
    await expect(hMain.getByText(/Your previous registration was cancelled on .* \(cancelled by you\): Plans changed\./)).toBeVisible();
    await snaps(holder, 'dashboard-cancelled');
    await holderCtx.close();

    // The first on the list receives the offer by email, then sees it with its deadline and accepts.
    expect(place).toBe(1);
    await expect.poll(() => subjectsTo(waiter.email), { timeout: 30_000 }).toContain('A place is free for you: accept it in time');
    await page.reload();
    await expect(main.getByRole('heading', { name: 'A place is offered to you' })).toBeVisible();
    await expect(main.getByText(/Accept it by .* \(Toronto time\) to start your registration/)).toBeVisible();
    await snaps(page, 'dashboard-offer');
    await main.getByRole('button', { name: 'Accept' }).click();
    await expectToast(page, 'Trip Registration Started');
    await expect(main.getByText(/Your place is held until .* \(Toronto time\)\./)).toBeVisible();
    await expect(main.getByText('Pending Payment')).toBeVisible();
    await snaps(page, 'dashboard-hold');

    // The admin sees the cancelled registration marked, and records the new traveller's deposit.
    await adminPage.getByRole('button', { name: 'Refresh' }).click();
    const cancelledRow = adminPage.getByRole('row', { name: /Amal Holder/ });
    await expect(cancelledRow.getByText('Cancelled', { exact: true }).first()).toBeVisible();
    await expect(cancelledRow.getByText(/By the traveller on .*: Plans changed/)).toBeVisible();
    // Its review says so, with no step left to take.
    await cancelledRow.getByRole('link', { name: 'Review Amal Holder' }).click();
    await expect(adminPage.getByText('No step applies to a cancelled registration.')).toBeVisible();
    await snaps(adminPage, 'admin-review-cancelled');
    await adminPage.goBack();
    const row = adminPage.getByRole('row', { name: /Walid Waiting/ });
    await expect(row.getByText(/Held until/)).toBeVisible();
    await snaps(adminPage, 'admin-list');
    await adminPage.setViewportSize({ width: 1280, height: 900 });
    await row.getByRole('button', { name: 'Mark Deposit Paid' }).click();
    const depositDialog = adminPage.getByRole('dialog', { name: 'Mark Deposit Paid' });
    await depositDialog.getByRole('button', { name: 'Mark Deposit Paid' }).click();
    await expectToast(adminPage, 'Deposit Marked as Paid');
    await adminCtx.close();

    await page.reload();
    await expect(main.getByText('Deposit Paid').first()).toBeVisible();
    await expect(main.getByText('Your place is held until')).toHaveCount(0);
    await waitCtx.close();
    await api.dispose();
  } finally {
    await groupSize(original);
    await db.end();
    await admin.dispose();
  }
});

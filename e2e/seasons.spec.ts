// Seasons (issue 31): a traveller of an earlier trip sees it under "Past trips" (status, receipt),
// read-only; the admin's trip switcher shows that trip's registrations, and keeps the choice in
// the address across a reload. The earlier trip and its ledger are written here as the trips
// admin would leave them (a returned trip): this file never changes the current trip.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { ADMIN, adminSignIn, newTraveller, registerViaApi, signIn } from './support';
import { serverDatabase } from './servers';

const shot = (name: string) => `/tmp/umrah-seasons-${name}.png`;

test('last season’s traveller sees their past trip read-only; the admin switches to that trip', async ({ browser, playwright, baseURL }) => {
  // A name no other file uses: the admin's list is looked at on the current trip too.
  const t = await registerViaApi(await playwright.request.newContext({ baseURL }), { ...newTraveller(), fullName: 'Maryam Lastseason' });
  const slug = `summer-2025-${randomUUID().slice(0, 6)}`;
  const db = new pg.Client({ connectionString: serverDatabase() });
  await db.connect();
  try {
    const { rows: trips } = await db.query(
      `INSERT INTO trips (slug, name, status, starts_on, ends_on, departure_city, group_size, hold_hours, offer_hours, barakah_cents, non_barakah_cents,
         payment_schedule, refund_policy, under_18_reference_date, passport_valid_after)
       SELECT $1, 'Summer 2025 Umrah', 'returned', '2025-07-01', '2025-07-13', departure_city, group_size, hold_hours, offer_hours, barakah_cents,
         non_barakah_cents, payment_schedule, refund_policy, '2025-07-01', '2026-01-13' FROM trips WHERE slug = 'winter-2026' RETURNING id`,
      [slug],
    );
    const { rows: regs } = await db.query(
      `INSERT INTO trip_registrations (trip_id, user_id, status, deposit_paid, deposit_paid_at, fare, fare_cents, payment_plan, created_at)
       SELECT $1, id, 'DEPOSIT_PAID', true, '2025-05-02', 'nonBarakah', 335000,
         '[{"amountCents":25000,"description":"Deposit at registration (non-members)","fare":"nonBarakah","dueDate":null}]'::jsonb, '2025-05-01'
       FROM users WHERE username = $2 RETURNING id`,
      [trips[0].id, t.username],
    );
    await db.query(
      `INSERT INTO payments (registration_id, kind, amount_cents, method, received_on, recorded_by)
       SELECT $1, 'payment', 25000, 'e-transfer', '2025-05-02', id FROM users WHERE username = $2`,
      [regs[0].id, ADMIN.username],
    );
  } finally {
    await db.end();
  }

  for (const width of [375, 1280]) {
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await signIn(page, t);
    const past = page.getByRole('region', { name: 'Past trips' });
    await expect(past.getByRole('heading', { name: 'Summer 2025 Umrah' })).toBeVisible();
    await expect(past.getByText('Jul 1, 2025 – Jul 13, 2025')).toBeVisible();
    await expect(past.getByText('Deposit Paid')).toBeVisible();
    await expect(past.getByText('Paid $250.00 of $3,350.00')).toBeVisible();
    const receipt = past.getByRole('link', { name: /^Receipt R-\d+$/ });
    await expect(receipt).toBeVisible();
    // Read-only: nothing to press on a past trip but its receipt.
    await expect(past.getByRole('button')).toHaveCount(0);
    // The current trip is not theirs yet: the dashboard offers to start.
    await expect(page.getByRole('heading', { name: 'My Umrah Journey' })).toBeVisible();
    await page.screenshot({ path: shot(`traveller-${width}`), fullPage: true });
    const pdf = await page.request.get((await receipt.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await page.context().close();
  }

  for (const width of [375, 1280]) {
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await adminSignIn(page);
    const switcher = page.getByRole('combobox', { name: 'Trip' });
    await expect(switcher).toHaveValue('winter-2026');
    await expect(switcher.getByRole('option', { name: 'Winter 2026 Umrah (current)' })).toBeAttached();
    await switcher.selectOption({ label: 'Summer 2025 Umrah' });
    await expect(page).toHaveURL(new RegExp(`[?&]trip=${slug}`));
    await page.getByRole('tab', { name: 'Portal Registrations' }).click();
    await expect(page.getByText(t.fullName).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Trip' })).toHaveValue(slug);
    await expect(page.getByText(t.fullName).first()).toBeVisible();
    await page.screenshot({ path: shot(`admin-${width}`), fullPage: true });
    // Back to the current trip: last season's traveller is not on its list.
    await page.getByRole('combobox', { name: 'Trip' }).selectOption({ label: 'Winter 2026 Umrah (current)' });
    await expect(page).not.toHaveURL(/[?&]trip=/);
    await expect(page.getByRole('tab', { name: 'Portal Registrations', selected: true })).toBeVisible();
    await expect(page.getByText(t.fullName)).toHaveCount(0);
    await page.context().close();
  }
});

// Flight legs and the manifest per leg (issue 35, ADR 0128): the owner adds a leg on the readiness
// tab (a bad one is refused on its field), leaves a traveller off it, and downloads its manifest:
// the leg and PNR on top, names as on the passport, read back with openpyxl.
import { expect, test, type APIRequest, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { readXlsx } from '../api/test/files';
import { validForm } from '../api/test/trip-form-fixtures';
import { adminApi, adminSignIn, expectToast, newTraveller, registerViaApi, signIn, snap } from './support';

/** Letters only, unique to this run: the board lists the other specs' travellers too. */
const tag = () => (Date.now().toString(36) + Math.random().toString(36).slice(2, 6)).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

async function travellerWithForm(request: APIRequest, baseURL: string, admin: APIRequestContext, form: Record<string, unknown>) {
  const api = await request.newContext({ baseURL });
  const t = await registerViaApi(api, { ...newTraveller(), fullName: String(form.fullNameAsPerPassport) });
  expect((await api.post('/api/auth/login', { data: { username: t.username, password: t.password } })).ok()).toBe(true);
  const reg = await (await api.post('/api/trip/register')).json();
  expect((await admin.post('/api/admin/trip/deposit', { data: { tripRegistrationId: reg.id, depositPaid: true } })).ok()).toBe(true);
  const saved = await api.post('/api/trip/form', { data: validForm(form) });
  expect(saved.ok(), await saved.text()).toBe(true);
  await api.dispose();
  return t;
}

test('the owner adds a flight leg, leaves a traveller off it and downloads its manifest with the PNR on top', async ({ browser, playwright, baseURL }) => {
  const admin = await adminApi(playwright.request, baseURL!);
  const surname = `de la ${cap(tag())}`;
  const flying = await travellerWithForm(playwright.request, baseURL!, admin, {
    fullNameAsPerPassport: `Maria ${surname}`,
    passportNumber: 'FL1234567',
  });
  const staying = await travellerWithForm(playwright.request, baseURL!, admin, {
    fullNameAsPerPassport: `Yusuf ${cap(tag())}`,
    passportNumber: 'FL7654321',
  });
  const flight = `SV${1000 + Math.floor(Math.random() * 9000)}`;

  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await adminSignIn(page);
  await page.goto('/admin/dashboard?tab=readiness');
  const form = page.locator('form[aria-labelledby="add-leg-title"]');
  await form.getByLabel('Airline').fill('Saudia');
  await form.getByLabel('Flight number').fill(flight);
  await form.getByLabel('Departure date').fill('2025-12-31');
  await form.getByLabel('Arrival date').fill('2025-12-30');
  await form.getByLabel('From (airport code)').fill('yyz');
  await form.getByLabel('To (airport code)').fill('JEDD');
  await form.getByLabel('PNR (booking reference)').fill('GRP123');
  await form.getByRole('button', { name: 'Add leg' }).click();
  await expect(form.getByText('A flight cannot arrive before it departs.')).toBeVisible();
  await expect(form.getByText('An airport code is three letters (IATA), for example YYZ or JED.')).toBeVisible();
  await snap(page, 'flights-bad-input-1280');

  await form.getByLabel('Arrival date').fill('2026-01-01');
  await form.getByLabel('To (airport code)').fill('JED');
  await form.getByRole('button', { name: 'Add leg' }).click();
  await expectToast(page, `${flight} added.`);
  const leg = page.getByTestId('flight-leg').filter({ hasText: flight });
  await expect(leg).toContainText('YYZ → JED');
  await expect(leg).toContainText('PNR GRP123');

  // Leave one traveller off the leg.
  await leg.getByText('Who flies this leg').click();
  const box = leg.getByRole('checkbox', { name: staying.fullName });
  await expect(box).toBeChecked();
  await box.uncheck();
  await expect(box).not.toBeChecked();
  await snap(page, 'flights-leg-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await snap(page, 'flights-leg-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  const [download] = await Promise.all([page.waitForEvent('download'), leg.getByRole('link', { name: `${flight} manifest (xlsx)` }).click()]);
  expect(download.suggestedFilename()).toBe(`Umrah-manifest-winter-2026-${flight}-2025-12-31.xlsx`);
  const sheet = readXlsx(readFileSync((await download.path())!));
  expect(sheet[0]).toEqual(['Airline', 'Flight', 'Date', 'From', 'To', 'Arrives', 'PNR']);
  expect(sheet[1]).toEqual(['Saudia', flight, '2025-12-31', 'YYZ', 'JED', '2026-01-01', 'GRP123']);
  expect(sheet[3]).toEqual(['Surname', 'Given names', 'Date of birth', 'Gender', 'Nationality', 'Passport number', 'Passport expiry']);
  expect(sheet).toContainEqual([surname, 'Maria', '1988-04-12', 'F', 'Canada', 'FL1234567', '2030-01-15']);
  expect(sheet.flat()).not.toContain('FL7654321');
  expect(flying.fullName).toContain(surname);

  // The reviewer's page shows the names as on the passport, split on save (ADR 0127).
  await page.getByTestId('readiness-row').filter({ hasText: flying.fullName }).getByRole('link').click();
  await expect(page.getByText('Surname (passport)')).toBeVisible();
  await expect(page.getByText(surname, { exact: true })).toBeVisible();
  await page.goto('/admin/dashboard?tab=readiness');
  const legAgain = page.getByTestId('flight-leg').filter({ hasText: flight });

  // The traveller's form asks for them apart, filled from the full name.
  const travellerCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const own = await travellerCtx.newPage();
  await signIn(own, flying);
  await expect(own).toHaveURL(/\/portal\/dashboard$/);
  await own.goto('/portal/registration-form');
  await expect(own.getByLabel('Surname (as on the passport)')).toHaveValue(surname);
  await expect(own.getByLabel('Given names (as on the passport)')).toHaveValue('Maria');
  await snap(own, 'passport-names-form-1280');
  await own.setViewportSize({ width: 375, height: 800 });
  await snap(own, 'passport-names-form-375');
  await travellerCtx.close();

  // Removed, the leg is gone.
  await legAgain.getByRole('button', { name: `Remove ${flight}` }).click();
  await expect(page.getByTestId('flight-leg').filter({ hasText: flight })).toHaveCount(0);
  await ctx.close();
  await admin.dispose();
});

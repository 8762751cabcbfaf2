// Parties (issue 36): a lead registers with spouse and daughter (under 18) on the "Your party" page,
// switches the portal to the daughter and saves her form, and sees the party's shares on Payments;
// the party page at 375 and 1280 px, in English and in Arabic.
import { expect, test, type Page } from '@playwright/test';
import { adminApi, expectToast, mailTo, newTraveller, registerViaApi, signIn, snap } from './support';

async function addCompanion(page: Page, c: { name: string; dob: string; gender: 'Male' | 'Female'; relationship: string }) {
  await page.getByLabel('Full name as on the passport').fill(c.name);
  await page.getByLabel('Date of birth').fill(c.dob);
  await page.getByLabel('Gender').selectOption({ label: c.gender });
  await page.getByLabel('Relationship to you').selectOption({ label: c.relationship });
  await page.getByRole('button', { name: 'Add to my party' }).click();
  await expectToast(page, `${c.name} was added to your party.`);
}

test('a lead registers with spouse and daughter, fills the daughter’s form for her, and sees the party on Payments', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright.request, baseURL!);
  const api = await playwright.request.newContext({ baseURL });
  // Names of their own: other specs' travellers share this server.
  const tag = Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  const surname = `${tag[0]!.toUpperCase()}${tag.slice(1)}`;
  const t = await registerViaApi(api, { ...newTraveller(), fullName: `Amina ${surname}` });
  expect((await api.post('/api/auth/login', { data: { username: t.username, password: t.password } })).ok()).toBe(true);
  expect((await api.post('/api/trip/register')).status()).toBe(201);
  await api.dispose();

  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await signIn(page, t);
  await page.getByRole('link', { name: 'Your party' }).first().click();
  await expect(page.getByRole('heading', { name: 'Your party', level: 1 })).toBeVisible();
  await addCompanion(page, { name: `Yusuf ${surname}`, dob: '1982-04-02', gender: 'Male', relationship: 'spouse' });
  await addCompanion(page, { name: `Maryam ${surname}`, dob: '2015-07-09', gender: 'Female', relationship: 'child' });
  const list = page.getByRole('region', { name: /Travellers \(3 of 8\)/ });
  await expect(list.getByText(`Yusuf ${surname} (spouse)`)).toBeVisible();
  await expect(list.getByText('Under 18 · travels with a parent')).toBeVisible();
  // The switch above every page names each traveller.
  const travelling = page.getByRole('navigation', { name: 'Whom these pages show' });
  await expect(travelling.getByRole('button')).toHaveText([`Amina ${surname} (you)`, `Yusuf ${surname} (spouse)`, `Maryam ${surname} (child)`]);
  await snap(page, 'party-1280');

  // The organisers record the daughter's deposit, which opens her form.
  const party = await (await page.request.get('/api/trip/party')).json();
  const maryam = party.members.find((m: { relationship: string | null }) => m.relationship === 'child');
  expect((await admin.post('/api/admin/trip/deposit', { data: { tripRegistrationId: maryam.registrationId, depositPaid: true } })).ok()).toBe(true);

  // Acting for her: her form, begun with what the lead gave; the lead saves progress on it.
  await travelling.getByRole('button', { name: `Maryam ${surname} (child)` }).click();
  await expect(travelling.getByRole('button', { name: `Maryam ${surname} (child)` })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/portal/registration-form');
  await expect(page.getByLabel('Full Name (as per passport)')).toHaveValue(`Maryam ${surname}`);
  await page.getByRole('button', { name: 'Save Progress' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();
  await snap(page, 'party-acting-form-1280');

  // Payments: the party's shares and its total.
  await page.goto('/portal/payments');
  const shares = page.getByRole('region', { name: 'Your party' });
  await expect(shares.getByRole('row')).toHaveCount(5);
  await expect(shares.getByRole('rowheader', { name: 'Party total' })).toBeVisible();
  await snap(page, 'party-payments-1280');

  // Back to the lead; the page on a phone, then in Arabic.
  await travelling.getByRole('button', { name: `Amina ${surname} (you)` }).click();
  await expect(travelling.getByRole('button', { name: `Amina ${surname} (you)` })).toHaveAttribute('aria-pressed', 'true');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/portal/party');
  await expect(page.getByRole('heading', { name: 'Your party', level: 1 })).toBeVisible();
  await snap(page, 'party-375');
  // The adult spouse, added without an email, is invited afterwards to manage his own account.
  const yusufEmail = `yusuf.${tag}@example.com`;
  await page.getByRole('button', { name: `Invite Yusuf ${surname} to their own account` }).click();
  const dialog = page.getByRole('dialog', { name: `Invite Yusuf ${surname} to their own account` });
  await dialog.getByLabel('Their email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByLabel('Their email').fill(yusufEmail);
  await snap(page, 'party-invite-375');
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expectToast(page, `Invitation sent to ${yusufEmail}`);
  await expect(list.getByText(`Invitation sent to ${yusufEmail}`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Send Yusuf ${surname} a new invitation` })).toBeVisible();
  // Nothing sticks out of a phone's width, the long button's label included.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await mailTo(yusufEmail, `${t.fullName} registered you for the Umrah trip`)).toContain('/claim-account?token=');
  // No invitation for the daughter: a minor stays managed by the lead.
  await expect(page.getByRole('button', { name: new RegExp(`Maryam ${surname}.*(own account|invitation)`) })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'مجموعتك', level: 1 })).toBeVisible();
  await snap(page, 'party-ar-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await snap(page, 'party-ar-375');
  await ctx.close();
});

test('an invited adult companion claims their account from the emailed link and signs in to their own registration', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const t = await registerViaApi(api, newTraveller());
  expect((await api.post('/api/auth/login', { data: { username: t.username, password: t.password } })).ok()).toBe(true);
  expect((await api.post('/api/trip/register')).status()).toBe(201);
  const email = `brother.${Date.now()}@example.com`;
  const added = await api.post('/api/trip/party/companions', {
    data: { companions: [{ fullNameAsPerPassport: 'Bilal Traveller', dateOfBirth: '1990-01-15', gender: 'male', relationship: 'sibling', email }] },
  });
  expect(added.status(), await added.text()).toBe(201);
  await api.dispose();

  const mail = await mailTo(email, `${t.fullName} registered you for the Umrah trip`);
  const link = /https?:\/\/[^\s]+\/claim-account\?token=[\w-]+/.exec(mail)![0];
  const ctx = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await ctx.newPage();
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Claim your account' })).toBeVisible();
  await snap(page, 'claim-account-375');
  const username = `bilal_${Date.now().toString(36)}`;
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Phone Number').fill('4165550199');
  await page.getByLabel('Password').fill('bilal-secret-1');
  await page.getByRole('button', { name: 'Claim my account' }).click();
  await expectToast(page, 'Your account is yours', 'Sign in with your new username and password.');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, { username, password: 'bilal-secret-1' });
  await expect(page).toHaveURL(/\/portal\/dashboard/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/portal/party');
  await expect(page.getByText('Bilal Traveller (sibling)')).toBeVisible();
  await expect(page.getByText(`${t.fullName} (the lead)`)).toBeVisible();
  await snap(page, 'claimed-party-1280');
  await ctx.close();
});

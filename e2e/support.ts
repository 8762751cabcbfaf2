import { expect, type APIRequestContext, type Page, type request as requestFactory } from '@playwright/test';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validForm } from '../api/test/trip-form-fixtures';
import { serverPort } from './servers';

export const ADMIN = { username: 'e2e_admin', password: 'e2e-admin-password' };

let counter = 0;
export function newTraveller() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    fullName: 'Amina Rahman',
    email: `amina.${tag}@example.com`,
    phone: '4165550123',
    username: `amina_${tag}`,
    password: 'correct-horse',
  };
}

/**
 * Creates an account through the REST alias (fast set-up for tests about other screens) and
 * confirms its email the way its owner would, with the link from the email (a start needs it);
 * `{ verified: false }` leaves it unconfirmed.
 */
export async function registerViaApi(request: APIRequestContext, t = newTraveller(), { verified = true } = {}) {
  const res = await request.post('/api/auth/register', { data: t });
  expect(res.status(), await res.text()).toBe(201);
  if (verified) await confirmEmailViaApi(request, t.email);
  return t;
}

/** The link of the newest confirmation email to this address, once the worker wrote it. */
export async function confirmationLink(email: string, after?: string): Promise<string> {
  const mail = await mailTo(email, 'Confirm your email address', after);
  return /https?:\/\/[^\s]+\/verify-email\?token=[\w-]+/.exec(mail)![0];
}

/** Follows the confirmation email's link as the page would (its token to the api). */
export async function confirmEmailViaApi(request: APIRequestContext, email: string) {
  const token = new URL(await confirmationLink(email)).searchParams.get('token');
  const res = await request.post('/api/auth/verify-email', { data: { token } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs in at /admin/login in the browser and waits for the dashboard. */
export async function adminSignIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByPlaceholder('Enter your username').fill(ADMIN.username);
  await page.getByPlaceholder('Enter your password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

export async function signIn(page: Page, t: { username: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(t.username);
  await page.getByLabel('Password').fill(t.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Saves a full-page screenshot under test-results/screenshots/ for a person to look at. */
export async function snap(page: Page, name: string) {
  mkdirSync('test-results/screenshots', { recursive: true });
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

/**
 * Holds the page's requests to `url` (a glob) until the returned function is called, then lets
 * them go on: to see what the page shows while it waits.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

/** The visible toast with this title (and description): Radix also announces it in a hidden live region. */
export async function expectToast(page: Page, title: string, description?: string) {
  const region = page.getByRole('region', { name: /Notifications/ });
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: true })).toBeVisible();
}

/** A traveller (own API context, own cookies) moved by the admin to an approved form. */
export async function approvedTraveller(playwright: typeof requestFactory, baseURL: string, admin: APIRequestContext) {
  const ctx = await playwright.newContext({ baseURL });
  const t = await registerViaApi(ctx);
  expect((await ctx.post('/api/auth/login', { data: { username: t.username, password: t.password } })).ok()).toBe(true);
  const reg = await (await ctx.post('/api/trip/register')).json();
  expect((await admin.post('/api/admin/trip/deposit', { data: { tripRegistrationId: reg.id, depositPaid: true } })).ok()).toBe(true);
  const form = await ctx.post('/api/trip/form', { data: validForm({ fullNameAsPerPassport: t.fullName }) });
  expect(form.ok(), await form.text()).toBe(true);
  expect((await admin.post(`/api/admin/approve-form/${reg.id}`)).ok()).toBe(true);
  await ctx.dispose();
  return { ...t, registrationId: reg.id as string };
}

export async function adminApi(playwright: typeof requestFactory, baseURL: string) {
  const admin = await playwright.newContext({ baseURL });
  expect((await admin.post('/api/admin/login', { data: ADMIN })).ok()).toBe(true);
  return admin;
}

/** The CMS this worker's server starts beside the api (scripts/e2e-server.sh: api port + 1000). */
export const CMS_URL = `http://127.0.0.1:${serverPort() + 1000}`;
export const EDITOR = { email: 'e2e-editor@example.com', password: 'e2e-editor-password' };

/** Signs the CMS's first editor in to the Payload admin and waits for its dashboard. */
export async function editorSignIn(cms: Page) {
  await cms.goto(`${CMS_URL}/admin/login`);
  await cms.getByLabel('Email').fill(EDITOR.email);
  await cms.getByLabel('Password').fill(EDITOR.password);
  await cms.getByRole('button', { name: 'Login' }).click();
  await expect(cms).toHaveURL(/\/admin\/?$/);
}

/** Where this worker's server's message worker writes emails (scripts/e2e-server.sh). */
export const MAIL_DIR = `/tmp/umrah-e2e-mail-${serverPort()}`;

/** The subjects of the emails the worker wrote to `to`. */
export const subjectsTo = (to: string) =>
  existsSync(MAIL_DIR)
    ? readdirSync(MAIL_DIR).flatMap((file) => {
        const raw = readFileSync(path.join(MAIL_DIR, file), 'utf8');
        const header = (name: string) => new RegExp(`^${name}: (.*?)\\r?$`, 'm').exec(raw)?.[1];
        return header('To') === to ? [header('Subject') ?? ''] : [];
      })
    : [];

/** Quoted-printable text back to plain text (soft line breaks and =XX bytes). */
const unQuote = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/**
 * The newest email to `to` with this subject (headers and decoded body), once the worker wrote it;
 * with `after`, one other than that one (a second link).
 */
export async function mailTo(to: string, subject: string, after?: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        if (!existsSync(MAIL_DIR)) return false;
        for (const file of readdirSync(MAIL_DIR).sort().reverse()) {
          const raw = readFileSync(path.join(MAIL_DIR, file), 'utf8');
          const header = (name: string) => new RegExp(`^${name}: (.*?)\\r?$`, 'm').exec(raw)?.[1];
          if (header('Subject') === subject && header('To') === to) {
            found = unQuote(raw);
            return after === undefined || !found.includes(after);
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

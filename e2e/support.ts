import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type Dialog,
  type Page,
  type request as requestFactory,
} from '@playwright/test';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { generate } from 'otplib';
import pg from 'pg';
import path from 'node:path';
import { MADINAH, MAKKAH } from '../api/test/hotel-stays-fixtures';
import { validForm } from '../api/test/trip-form-fixtures';
import { serverDatabase, serverPort } from './servers';

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

/**
 * The seeded admin's second factor (docs/decisions/0104). The first time on a server, an
 * authenticator app is enrolled through the api with a code computed here from the secret it gave;
 * each sign-in then passes with a single-use recovery code seeded for the admin in this server's
 * database (a TOTP code is taken once per 30 seconds, and the walks sign in more often than that).
 */
export async function adminRecoveryCode(baseURL = `http://127.0.0.1:${serverPort()}`): Promise<string> {
  const db = new pg.Client({ connectionString: serverDatabase() });
  await db.connect();
  try {
    const { rows } = await db.query(
      `SELECT u.id, f.confirmed_at FROM users u LEFT JOIN totp_factors f ON f.user_id = u.id WHERE lower(u.username) = lower($1)`,
      [ADMIN.username],
    );
    if (!rows[0]?.confirmed_at) await enrolAdminApp(baseURL);
    const code = randomBytes(10).reduce((s, b) => s + 'abcdefghijklmnopqrstuvwxyz234567'[b % 32], '');
    await db.query(`INSERT INTO recovery_codes (user_id, code_hash) VALUES ($1, $2)`, [rows[0].id, createHash('sha256').update(code).digest('hex')]);
    return code;
  } finally {
    await db.end();
  }
}

async function enrolAdminApp(baseURL: string) {
  const ctx = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await (await ctx.post('/api/admin/login', { data: ADMIN })).json();
    if (login.secondFactor !== 'enrol') return;
    const { secret } = await (await ctx.post('/api/auth/second-factor/totp/setup')).json();
    const done = await ctx.post('/api/auth/second-factor/totp/confirm', { data: { code: await generate({ secret }) } });
    expect(done.ok(), await done.text()).toBe(true);
  } finally {
    await ctx.dispose();
  }
}

/**
 * After the admin's password at /admin/login or /login: the second step. The first time, the
 * admin enrols an authenticator app on the page (its code computed here from the key it shows);
 * afterwards a recovery code passes it.
 */
export async function passAdminSecondFactor(page: Page) {
  await expect(page).toHaveURL(/\/second-factor$/);
  const enrol = page.getByRole('button', { name: 'Use an authenticator app' });
  const verify = page.getByRole('button', { name: 'Use a recovery code instead' });
  await expect(enrol.or(verify)).toBeVisible();
  if (await enrol.isVisible()) {
    await enrol.click();
    const key = (await page.getByLabel('Setup key').inputValue()).replace(/\s+/g, '');
    await page.getByLabel('6-digit code').fill(await generate({ secret: key }));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    return;
  }
  const code = await adminRecoveryCode(new URL(page.url()).origin);
  await verify.click();
  await page.getByLabel('Recovery code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Signs in at /admin/login in the browser (password, then the second factor) and waits for the dashboard. */
export async function adminSignIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByPlaceholder('Enter your username').fill(ADMIN.username);
  await page.getByPlaceholder('Enter your password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await passAdminSecondFactor(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

export async function signIn(page: Page, t: { username: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(t.username);
  await page.getByLabel('Password').fill(t.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Answers the page's next native dialog (confirm, alert, beforeunload): checks its type and text
 * when given, then accepts or dismisses it. The handler stays registered until it has answered:
 * with `page.once`, Playwright drops its last handler first and closes the open dialog itself
 * (dismissed) while the answer is still on its way, which a busy machine shows as "No dialog is
 * showing" and an action that never happened.
 */
export function answerNextDialog(page: Page, { message, type, accept = true }: { message?: string; type?: string; accept?: boolean } = {}) {
  const seen: string[] = [];
  const handler = async (d: Dialog) => {
    seen.push(d.message());
    try {
      if (type !== undefined) expect(d.type()).toBe(type);
      if (message !== undefined) expect(d.message()).toBe(message);
      await (accept ? d.accept() : d.dismiss());
    } finally {
      page.off('dialog', handler);
    }
  };
  page.on('dialog', handler);
  return seen;
}

/**
 * A tour leader of their own, on a phone: invited by the admin, the invitation accepted with the
 * emailed token, then signed in at /admin/login past the second factor; answers their page on the
 * admin dashboard (a context of its own, 375 px wide).
 */
export async function leaderSignedIn(browser: Browser, admin: APIRequestContext, name: string): Promise<Page> {
  const t = newTraveller();
  expect((await admin.post('/api/admin/team/invitations', { data: { email: t.email, staffRole: 'leader' } })).ok()).toBe(true);
  const token = /join-team\?token=([A-Za-z0-9_-]+)/.exec(await mailTo(t.email, 'You are invited to the Umrah trip team'))?.[1];
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const accepted = await context.request.post('/api/team/accept', {
    data: { token, fullName: name, phone: t.phone, username: t.username, password: t.password },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  await context.clearCookies();
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByPlaceholder('Enter your username').fill(t.username);
  await page.getByPlaceholder('Enter your password').fill(t.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await passAdminSecondFactor(page);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  return page;
}

/**
 * Frees `count` seats for a walk's own travellers, whatever the other specs on this server took:
 * the group of 45, shared by every spec, grows by what is missing (a waiting list's offers take
 * their share too). Answers the function that puts the group's size back, once the walk's
 * travellers have left.
 */
export async function seatsForWalk(admin: APIRequestContext, count: number): Promise<() => Promise<void>> {
  const db = new pg.Client({ connectionString: serverDatabase() });
  await db.connect();
  const groupSize = (size: number) => db.query(`UPDATE trips SET group_size = $1 WHERE slug = 'winter-2026'`, [size]);
  const original = (await db.query<{ group_size: number }>(`SELECT group_size FROM trips WHERE slug = 'winter-2026'`)).rows[0]!.group_size;
  const restore = async () => {
    await groupSize(original);
    await db.end();
  };
  try {
    await expect
      .poll(
        async () => {
          const { limit, left } = (await (await admin.get('/api/trip/seats')).json()) as { limit: number; left: number };
          if (left < count) await groupSize(limit + count - left);
          return left;
        },
        { timeout: 30_000, intervals: [3_000] },
      )
      .toBeGreaterThanOrEqual(count);
  } catch (err) {
    await restore();
    throw err;
  }
  return restore;
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
/** A traveller whose form the admin approved; `t` gives them a name of their own (specs share the server and its lists). */
export async function approvedTraveller(playwright: typeof requestFactory, baseURL: string, admin: APIRequestContext, t = newTraveller()) {
  const ctx = await playwright.newContext({ baseURL });
  await registerViaApi(ctx, t);
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
  const recoveryCode = await adminRecoveryCode(baseURL);
  const admin = await playwright.newContext({ baseURL });
  expect((await admin.post('/api/admin/login', { data: ADMIN })).ok()).toBe(true);
  expect((await admin.post('/api/auth/second-factor/verify', { data: { recoveryCode } })).ok()).toBe(true);
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
export const unQuote = (raw: string) =>
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

/**
 * A virtual authenticator in this page's Chromium (DevTools WebAuthn domain): passkeys are made
 * and used without a person touching a key. Passkeys need a host name: open the app at `LOCALHOST`.
 */
export async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** This worker's server at localhost (the origin passkeys are made for: scripts/e2e-server.sh). */
export const LOCALHOST = `http://localhost:${serverPort()}`;

/**
 * The product's own English sentences that still show on a page meant in another language: every
 * English message of the given catalogue areas (graphql/locales) with no placeholder and two words
 * or more whose translation differs, found in the page's visible text. What people typed and the
 * CMS's words are not in the catalogues, so they never count (`except`: a catalogue sentence the CMS
 * also writes, English until an editor translates it).
 */
export async function englishLeft(page: Page, lang: 'fr' | 'ar', areas: string[], { except = [] }: { except?: string[] } = {}): Promise<string[]> {
  const read = (l: string, area: string) =>
    JSON.parse(readFileSync(path.join(__dirname, '../graphql/locales', l, `${area}.json`), 'utf8')) as Record<string, string>;
  const english = new Set<string>();
  for (const area of areas) {
    const en = read('en', area);
    const own = read(lang, area);
    for (const [id, text] of Object.entries(en)) if (!/[{<]/.test(text) && /\S\s+\S/.test(text) && own[id] !== text) english.add(text);
  }
  const visible = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
  return [...english].filter((text) => !except.includes(text) && visible.includes(text));
}

/** The rooms walks' two hotel stays (Madinah, then Makkah) with their room types and supplements. */
export const HOTEL_STAYS = [MADINAH, MAKKAH];

/** A GraphQL call as staff whose answer must carry no error: its data. */
export async function staffGraphql(admin: APIRequestContext, query: string, variables: Record<string, unknown>) {
  const res = await admin.post('/graphql', { data: { query, variables } });
  const body = await res.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/**
 * The trip's hotel stays for a rooms walk: the ones a walk before saved (a stay with travellers in
 * its rooms cannot be saved over, and every spec on this server shares the trip), else
 * HOTEL_STAYS saved now.
 */
export async function ensureHotelStays(admin: APIRequestContext, tripId: string): Promise<{ id: string; hotelName: string }[]> {
  const found = (await staffGraphql(admin, 'query($tripId: ID) { hotelStays(tripId: $tripId) { id hotelName } }', { tripId })).hotelStays;
  if (found.length) return found;
  const saved = await staffGraphql(
    admin,
    'mutation($tripId: ID!, $stays: [HotelStayInput!]!) { saveHotelStays(tripId: $tripId, stays: $stays) { id hotelName } }',
    {
      tripId,
      stays: HOTEL_STAYS,
    },
  );
  return saved.saveHotelStays;
}

/**
 * On the rooming board, by keyboard: Space picks the person up; the arrow keys go room to room, from
 * the top left, row by row (right along one row, left along the next), until the board says a room
 * that `fits` may take them; Space drops them there. Every room is visited, however full the trip.
 */
export async function moveByKeyboard(board: Page, name: string, fits: (room: string) => boolean) {
  const status = board.getByRole('status').filter({ hasText: /^Room \d+:/ });
  const said = async () => ((await status.count()) ? ((await status.first().textContent()) ?? '') : '');
  // The live region speaks once the person is over another room; with no room that way it stays.
  const moved = async (key: string) => {
    const before = await said();
    await board.keyboard.press(key);
    return expect
      .poll(said, { timeout: 1_500 })
      .not.toBe(before)
      .then(() => true)
      .catch(() => false);
  };
  await board.getByRole('button', { name: new RegExp(name) }).focus();
  await board.keyboard.press('Space');
  for (const key of ['ArrowUp', 'ArrowLeft']) for (let i = 0; i < 40 && (await moved(key)); i++);
  let across = 'ArrowRight';
  for (let step = 0; step < 200; step++) {
    const text = await said();
    if (text.endsWith('may go here') && fits(text.split(':')[0]!)) break;
    if (await moved(across)) continue;
    if (!(await moved('ArrowDown'))) break;
    across = across === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
  }
  const text = await said();
  expect(text.endsWith('may go here') && fits(text.split(':')[0]!), text).toBe(true);
  await board.keyboard.press('Space');
  await expectToast(board, `${name} moved`);
}

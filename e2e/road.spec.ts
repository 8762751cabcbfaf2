// On the road (issue 37): the leader opens the roster, the network goes, 20 taps are kept on the
// phone, the network returns and they are sent; a second leader's taps merge; the organiser reads
// every one of them. Travellers, leaders and the headcount are this spec's own (names of its own).
import { expect, test, type APIRequest, type Page } from '@playwright/test';
import { adminApi, leaderSignedIn, seatsForWalk, newTraveller, registerViaApi, signIn, snap } from './support';

const tag = Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
const Tag = `${tag[0]!.toUpperCase()}${tag.slice(1)}`;

async function traveller(request: APIRequest, baseURL: string, n: number) {
  const api = await request.newContext({ baseURL });
  const t = await registerViaApi(api, {
    ...newTraveller(),
    fullName: `Road${Tag} Pilgrim${String.fromCharCode(65 + Math.floor(n / 26))}${String.fromCharCode(65 + (n % 26))}`,
  });
  expect((await api.post('/api/auth/login', { data: { username: t.username, password: t.password } })).ok()).toBe(true);
  const reg = await (await api.post('/api/trip/register')).json();
  await api.dispose();
  return { fullName: t.fullName, registrationId: reg.id as string };
}

async function tapPresent(page: Page, fullName: string) {
  await page.getByLabel('Search by name (Latin or Arabic script)').fill(fullName);
  await page.getByRole('button', { name: `Mark ${fullName} present` }).click();
  await expect(page.getByRole('button', { name: `Mark ${fullName} present` })).toHaveAttribute('aria-pressed', 'true');
}

test('offline, the leader marks 20 present; back online they are sent, a second leader’s marks merge, the organiser sees them all', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const admin = await adminApi(playwright.request, baseURL!);
  // The group's 45 seats are shared with every spec on this server: for these 25 travellers the
  // group grows by 25 seats beyond what the others took, and at the end they leave and it shrinks back.
  const people: { fullName: string; registrationId: string }[] = [];
  const giveBackSeats = await seatsForWalk(admin, 25);
  try {
    for (let n = 0; n < 25; n += 5) people.push(...(await Promise.all([0, 1, 2, 3, 4].map((i) => traveller(playwright.request, baseURL!, n + i)))));
    for (const p of people) expect(p.registrationId, `${p.fullName} took a seat`).toBeTruthy();
    const page = await leaderSignedIn(browser, admin, `Leader ${Tag}`);
    await page.getByRole('link', { name: 'On the road' }).click();
    await expect(page).toHaveURL(/\/admin\/road$/);
    await page.getByLabel('What is this headcount?').fill(`Bus 1 — leaving the hotel for the Haram ${Tag}`);
    await page.getByLabel('Bus or group (optional)').fill('Bus 1');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('heading', { name: `Bus 1 — leaving the hotel for the Haram ${Tag}` })).toBeVisible();
    // The start is queued on the phone and sent a moment later (it works offline too): wait for the server to have it.
    const title = `Bus 1 — leaving the hotel for the Haram ${Tag}`;
    let checkId = '';
    await expect
      .poll(
        async () => {
          const { checks } = (await (await admin.get('/api/admin/headcounts')).json()) as { checks: { id: string; label: string }[] };
          checkId = checks.find((c) => c.label === title)?.id ?? '';
          return checkId;
        },
        { timeout: 30_000 },
      )
      .not.toBe('');

    // The page's service worker is ready and its HTML saved: the page opens again without a network.
    // (The page came by a link from the dashboard: `ready` follows the address the document opened at.)
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/admin/road'))?.active?.state), { timeout: 30_000 })
      .toBe('activated');
    await page.goto('/admin/road');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect(page.getByRole('heading', { name: `Bus 1 — leaving the hotel for the Haram ${Tag}` })).toBeVisible();
    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: /Offline — last updated \d\d:\d\d/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Bus 1 — leaving the hotel for the Haram ${Tag}` })).toBeVisible();

    for (const p of people.slice(0, 20)) await tapPresent(page, p.fullName);
    await expect(page.getByText('20 marks waiting for the network')).toBeVisible();
    await page.getByLabel('Search by name (Latin or Arabic script)').fill('');
    await snap(page, 'road-offline-375');

    // The network returns: the marks go, and the server counts them.
    const back = Date.now();
    await page.context().setOffline(false);
    await expect(page.getByText('All marks sent')).toBeVisible();
    console.log(`road.spec: 20 marks sent ${Date.now() - back} ms after the network returned`);
    await expect(page.getByRole('status').filter({ hasText: /Offline/ })).toHaveCount(0);

    // A second leader marks the other five on their own phone.
    const second = await leaderSignedIn(browser, admin, `Second ${Tag}`);
    await second.goto('/admin/road');
    for (const p of people.slice(20)) await tapPresent(second, p.fullName);
    await expect(second.getByText('All marks sent')).toBeVisible();

    // The organiser: all 25 present in the check, none of them missing.
    const seen = await (await admin.get(`/api/admin/headcounts/${checkId}`)).json();
    const present = new Set(seen.travellers.filter((t: { state: string }) => t.state === 'present').map((t: { registrationId: string }) => t.registrationId));
    for (const p of people) expect(present.has(p.registrationId), p.fullName).toBe(true);

    await page.reload();
    await expect(page.getByRole('button', { name: `Mark ${people[24]!.fullName} present` })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Close the headcount' }).click();
    await expect(page.getByRole('heading', { name: `Bus 1 — leaving the hotel for the Haram ${Tag}`, exact: true })).toHaveCount(0);
    await expect(page.getByText(`Last known missing: Bus 1 — leaving the hotel for the Haram ${Tag}`)).toBeVisible();
    const list = await (await admin.get('/api/admin/headcounts')).json();
    expect(list.lastMissing.checkId).toBe(checkId);
    for (const p of people) expect(list.lastMissing.travellers.map((t: { registrationId: string }) => t.registrationId)).not.toContain(p.registrationId);
    await page.setViewportSize({ width: 1280, height: 900 });
    await snap(page, 'road-closed-1280');
  } finally {
    for (const p of people)
      if (p.registrationId) await admin.post(`/api/admin/cancel/${p.registrationId}`, { data: { reason: 'The road walk gives its seats back' } });
    await giveBackSeats();
  }
});

test('the pilgrim’s card opens offline after one visit, in Arabic, right to left', async ({ browser, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const t = await registerViaApi(api, { ...newTraveller(), fullName: `Card${Tag} Pilgrim` });
  expect((await api.post('/api/auth/login', { data: { username: t.username, password: t.password } })).ok()).toBe(true);
  expect((await api.post('/api/trip/register')).ok()).toBe(true);
  await api.dispose();

  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await signIn(page, t);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await page.goto('/portal/card?lang=ar');
  await expect(page.getByRole('heading', { name: 'بطاقة الحاج' })).toBeVisible();
  await expect(page.getByText(`Card${Tag} Pilgrim`)).toBeVisible();
  await expect(page.getByRole('img', { name: 'لفريق المجموعة: امسح الرمز لفتح بيانات هذا المسافر' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/portal/card'))?.active?.state), { timeout: 30_000 })
    .toBe('activated');
  await page.goto('/portal/card');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.getByRole('heading', { name: 'بطاقة الحاج' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /دون اتصال — آخر تحديث/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'بطاقة الحاج' })).toBeVisible();
  await expect(page.getByText(`Card${Tag} Pilgrim`)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await snap(page, 'card-offline-ar-375');
  await context.setOffline(false);
  await context.close();
});

// Today's programme (issue 37 item 5; ADR 0134): the CMS's seed gives the first trip a few days
// (cms/src/seed/trip.ts); with the browser's clock fixed on one of them, the pilgrim's card and the
// leader's road page show that day's steps with the current one marked, the card offline too and
// in Arabic. The traveller is this spec's own and gives their seat back at the end.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminSignIn, CMS_URL, EDITOR, newTraveller, registerViaApi, signIn, snap } from './support';

const tag = Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
const Tag = `${tag[0]!.toUpperCase()}${tag.slice(1)}`;

// 10:00 in Makkah and Madinah on the seed's first day: the 09:30 guided tour is under way.
const ON_THE_DAY = new Date('2026-01-04T07:00:00Z');
const DAY_OFF = new Date('2026-01-05T07:00:00Z');

async function expectTourUnderWay(page: Page, title: string, now: string) {
  const programme = page.getByRole('region', { name: title });
  await expect(programme).toBeVisible();
  const steps = programme.getByRole('listitem');
  await expect(steps).toHaveCount(5);
  await expect(steps.nth(0)).toContainText('05:30');
  await expect(steps.nth(0)).toContainText('Fajr prayer');
  await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(2)).toContainText('09:30');
  await expect(steps.nth(2)).toContainText('Guided city tour of the holy sites');
  await expect(steps.nth(2)).toContainText(now);
  await expect(programme.locator('[aria-current]')).toHaveCount(1);
  // The marked step, the greyed past ones and the badge read well (WCAG 2.1 AA, contrast included).
  const { violations } = await new AxeBuilder({ page })
    .include('[aria-labelledby="programme-title"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  return programme;
}

test('the pilgrim’s card shows today’s steps with the current one marked, none on a day without, offline and in Arabic too', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const t = await registerViaApi(api, { ...newTraveller(), fullName: `Programme${Tag} Pilgrim` });
  expect((await api.post('/api/auth/login', { data: { username: t.username, password: t.password } })).ok()).toBe(true);
  expect((await api.post('/api/trip/register')).ok()).toBe(true);
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  try {
    const page = await context.newPage();
    await signIn(page, t);
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
    await page.clock.setFixedTime(ON_THE_DAY);
    await page.goto('/portal/card');
    await expect(page.getByText(`Programme${Tag} Pilgrim`)).toBeVisible();
    const programme = await expectTourUnderWay(page, 'Today’s programme', 'Now');
    await expect(programme.getByText('January 4, 2026 · times in Makkah and Madinah (Saudi time)')).toBeVisible();
    await snap(page, 'programme-card-en-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await snap(page, 'programme-card-en-1280');

    // A day the programme does not have: nothing about it.
    await page.clock.setFixedTime(DAY_OFF);
    await page.reload();
    await expect(page.getByText(`Programme${Tag} Pilgrim`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Today’s programme' })).toHaveCount(0);

    // In Arabic, right to left; then without a network, from the copy kept on the phone.
    await page.clock.setFixedTime(ON_THE_DAY);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/portal/card?lang=ar');
    await expect(page.getByRole('heading', { name: 'بطاقة الحاج' })).toBeVisible();
    await expectTourUnderWay(page, 'برنامج اليوم', 'الآن');
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration('/portal/card'))?.active?.state === 'activated');
    await page.goto('/portal/card');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect(page.getByRole('heading', { name: 'بطاقة الحاج' })).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: /دون اتصال — آخر تحديث/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectTourUnderWay(page, 'برنامج اليوم', 'الآن');
    await snap(page, 'programme-card-ar-offline-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await snap(page, 'programme-card-ar-offline-1280');
    await context.setOffline(false);
  } finally {
    await context.close();
    expect((await api.post('/api/trip/cancel', { data: {} })).ok(), 'the spec gives its seat back').toBe(true);
    await api.dispose();
  }
});

test('the leader’s road page shows today’s programme with the current step marked', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await adminSignIn(page);
  await page.clock.setFixedTime(ON_THE_DAY);
  await page.goto('/admin/road');
  await expect(page.getByRole('heading', { name: 'On the road', level: 1 })).toBeVisible();
  await expectTourUnderWay(page, 'Today’s programme', 'Now');
  await snap(page, 'programme-road-en-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await snap(page, 'programme-road-en-375');
  await context.close();
});

test('the CMS refuses a programme step without an HH:MM time, a day without a date, and two days on one date, with clear messages', async ({ playwright }) => {
  const anon = await playwright.request.newContext({ baseURL: CMS_URL });
  const page = (await (await anon.get('/api/trip-pages?where[trip][equals]=winter-2026&depth=0')).json()).docs[0];
  const token = (await (await anon.post('/api/users/login', { data: EDITOR })).json()).token;
  const editor = await playwright.request.newContext({ baseURL: CMS_URL, extraHTTPHeaders: { Authorization: `JWT ${token}` } });
  try {
    const day = (date: string | null, time = '09:30') => ({ date, steps: [{ time, title: 'Guided city tour' }] });
    for (const [programme, message] of [
      [[day('2026-01-04T12:00:00.000Z', '9.30')], 'Enter the time as HH:MM, 24-hour, in Saudi time (for example 05:30 or 14:00).'],
      [[day(null)], 'Pick the day’s date.'],
      [
        [day('2026-01-04T12:00:00.000Z'), day('2026-01-04T12:00:00.000Z', '10:00')],
        'Two days have the same date (2026-01-04): put that day’s steps in one day.',
      ],
    ] as const) {
      const res = await editor.patch(`/api/trip-pages/${page.id}`, { data: { programme } });
      expect(res.status(), JSON.stringify(programme)).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
    // Nothing was written: the published programme is the seed's.
    const after = (await (await anon.get('/api/trip-pages?where[trip][equals]=winter-2026&depth=0')).json()).docs[0];
    expect(after.programme.map((d: { date: string }) => d.date.slice(0, 10))).toEqual(['2026-01-04', '2026-01-07', '2026-01-09']);
  } finally {
    await Promise.all([anon.dispose(), editor.dispose()]);
  }
});

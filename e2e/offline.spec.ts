// Offline on the road, the leftovers of issue 37: a leader starts a headcount of one bus without a
// network, marks it, and the network's return sends the start and then the marks; every other page
// of the app, opened or reached without a network, says it needs one (EN for staff, AR for a
// traveller) and links to the pages that work offline; the landing page is never the worker's.
// Its three travellers and its bus are its own; the travellers give their seats back at the end.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminApi, leaderSignedIn, seatsForWalk, newTraveller, registerViaApi, signIn, snap, staffGraphql } from './support';

const tag = Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
const Tag = `${tag[0]!.toUpperCase()}${tag.slice(1)}`;

/** Opens the page once online so the worker installs and the page is saved, then takes the network away. */
async function openThenGoOffline(page: Page, path: string) {
  await page.goto(path);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.state), { timeout: 30_000 })
    .toBe('activated');
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.context().setOffline(true);
}

test('offline, the leader starts a headcount of one bus and marks it; back online the organiser sees it, its bus and its marks', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await adminApi(playwright.request, baseURL!);
  const people: { fullName: string; registrationId: string }[] = [];
  // Three seats, whatever the other specs took: the group grows for them and shrinks back at the end.
  const giveBackSeats = await seatsForWalk(admin, 3);
  try {
    for (const n of ['A', 'B', 'C']) {
      const api = await playwright.request.newContext({ baseURL });
      const t = await registerViaApi(api, { ...newTraveller(), fullName: `Offline${Tag} Pilgrim${n}` });
      expect((await api.post('/api/auth/login', { data: { username: t.username, password: t.password } })).ok()).toBe(true);
      const reg = await (await api.post('/api/trip/register')).json();
      await api.dispose();
      expect(reg.id, `${t.fullName} took a seat`).toBeTruthy();
      people.push({ fullName: t.fullName, registrationId: reg.id });
    }
    // A bus of this spec's own with two of them on it (the rooming board's mutations).
    const tripId = (await (await admin.get('/api/admin/headcounts')).json()).tripId as string;
    const bus = `Bus ${Tag}`;
    const board = await staffGraphql(admin, 'mutation($tripId: ID!, $input: BusInput!) { addBus(tripId: $tripId, input: $input) { buses { id name } } }', {
      tripId,
      input: { name: bus, leaderUserId: null },
    });
    const busId = board.addBus.buses.find((b: { name: string }) => b.name === bus).id as string;
    for (const p of people.slice(0, 2)) {
      const now = await staffGraphql(admin, 'query($tripId: ID) { roomingBoard(tripId: $tripId) { travellers { id version } } }', { tripId });
      const version = now.roomingBoard.travellers.find((t: { id: string }) => t.id === p.registrationId).version;
      await staffGraphql(admin, 'mutation($input: AssignBusInput!) { assignBus(input: $input) { buses { id } } }', {
        input: { registrationId: p.registrationId, busId, version },
      });
    }

    const page = await leaderSignedIn(browser, admin, `Leader ${Tag}`);
    await openThenGoOffline(page, '/admin/road');
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: /Offline — last updated \d\d:\d\d/ })).toBeVisible();

    // Started without a network: on the phone, counting only the bus's two.
    const label = `${bus}: leaving Mina`;
    // No headcount open yet: the form to start one is open.
    await page.getByLabel('What is this headcount?').fill(label);
    await page.getByLabel('Who is counted').selectOption({ label: bus });
    await expect(page.getByText('No network: the headcount starts on this phone')).toBeVisible();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('heading', { name: label })).toBeVisible();
    await expect(page.getByTestId('headcount-scope')).toHaveText(`Counting ${bus} only · started on this phone, not sent yet`);
    await expect(page.getByTestId('headcount-count')).toHaveText('0 of 2 present');
    await page.getByLabel('Search by name (Latin or Arabic script)').fill(`Offline${Tag}`);
    for (const p of people.slice(0, 2)) await page.getByRole('button', { name: `Mark ${p.fullName} present` }).click();
    await expect(page.getByTestId('headcount-count')).toHaveText('2 of 2 present');
    await expect(page.getByText('3 marks waiting for the network')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close the headcount' })).toBeDisabled();
    await snap(page, 'offline-start-en-375');

    // The network returns: the start goes first, then its marks.
    await page.context().setOffline(false);
    await expect(page.getByText('All marks sent')).toBeVisible();
    await expect(page.getByTestId('headcount-scope')).toHaveText(`Counting ${bus} only`);
    const checks = (await (await admin.get('/api/admin/headcounts')).json()).checks as {
      id: string;
      label: string;
      bus: string;
      total: number;
      presentCount: number;
    }[];
    const mine = checks.filter((c) => c.label === label);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ bus, total: 2, presentCount: 2 });

    // Closed: the finished checks name the bus.
    await page.getByRole('button', { name: 'Close the headcount' }).click();
    await page.getByText('Headcounts', { exact: true }).click();
    await expect(page.getByText(new RegExp(`${label} · ${bus} · 2 of 2 present`))).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await snap(page, 'offline-closed-bus-en-1280');

    // Every other page, reached without a network, says it needs one and links to the road page.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.context().setOffline(true);
    await page.getByRole('link', { name: 'Admin Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByText('This page needs a network.')).toBeVisible();
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await snap(page, 'needs-network-en-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await snap(page, 'needs-network-en-1280');
    await page.getByRole('link', { name: 'On the road: roster and headcount' }).click();
    await expect(page.getByRole('heading', { name: 'On the road' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Offline — last updated/ })).toBeVisible();
    // The landing page is never the worker's: offline it is the browser's own error, online the network's.
    await expect(page.goto('/')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await page.context().setOffline(false);
    const landing = await page.goto('/');
    expect(landing?.fromServiceWorker()).toBe(false);
    await page.context().close();
  } finally {
    for (const p of people) await admin.post(`/api/admin/cancel/${p.registrationId}`, { data: { reason: 'The offline walk gives its seats back' } });
    await giveBackSeats();
  }
});

test('a traveller’s other pages, without a network, say so in Arabic and lead to the card, which opens', async ({ browser, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const t = await registerViaApi(api, { ...newTraveller(), fullName: `Needs${Tag} Network` });
  expect((await api.post('/api/auth/login', { data: { username: t.username, password: t.password } })).ok()).toBe(true);
  const reg = await (await api.post('/api/trip/register')).json();
  await api.dispose();
  try {
    await travellerWalk(browser, t);
  } finally {
    // The seat goes back to the group shared with every other spec.
    const admin = await adminApi(playwright.request, baseURL!);
    if (reg.id) await admin.post(`/api/admin/cancel/${reg.id}`, { data: { reason: 'The offline walk gives its seat back' } });
  }
});

async function travellerWalk(browser: Browser, t: { username: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await signIn(page, t);
  await expect(page).toHaveURL(/\/portal\//);
  await page.goto('/portal/card?lang=ar');
  await openThenGoOffline(page, '/portal/card');

  // Opened without a network: the worker's shell, in the visitor's language, right to left.
  await page.goto('/portal/documents');
  await expect(page.getByRole('heading', { name: 'أنت غير متصل بالشبكة' })).toBeVisible();
  await expect(page.getByText('هذه الصفحة تحتاج إلى شبكة.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'على الطريق: القائمة والعدّ' })).toHaveCount(0);
  await snap(page, 'needs-network-ar-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await snap(page, 'needs-network-ar-1280');
  await page.getByRole('link', { name: 'بطاقتي للحاج' }).click();
  await expect(page).toHaveURL(/\/portal\/card$/);
  await expect(page.getByRole('status').filter({ hasText: /دون اتصال — آخر تحديث/ })).toBeVisible();
  await expect(page.getByText(`Needs${Tag} Network`)).toBeVisible();

  // Back online, the same page is the real one: nothing of it was kept.
  await context.setOffline(false);
  await page.goto('/portal/documents');
  await expect(page.getByRole('heading', { name: 'أنت غير متصل بالشبكة' })).toHaveCount(0);
  await expect(page.locator('main h1')).toBeVisible();
  await context.close();
}

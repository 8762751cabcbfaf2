// Companions and rooms, end to end (issue 36, "Done when"): a lead registers and adds spouse and
// daughter (under 18), acts for each to choose a triple, the admin records one payment for the party
// on the lead's review page and sees the split; the admin assigns rooms automatically, moves one
// person by keyboard and downloads both hotels' lists; the PDF shows the family in one room.
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminApi, adminSignIn, expectToast, ensureHotelStays, moveByKeyboard, newTraveller, registerViaApi, signIn, snap, staffGraphql } from './support';

const pdfText = (bytes: Buffer) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'umrah-party-rooms-')), 'list.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

async function download(page: Page, name: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  return readFileSync((await file.path())!);
}

async function addCompanion(page: Page, c: { name: string; dob: string; gender: 'Male' | 'Female'; relationship: string }) {
  await page.getByLabel('Full name as on the passport').fill(c.name);
  await page.getByLabel('Date of birth').fill(c.dob);
  await page.getByLabel('Gender').selectOption({ label: c.gender });
  await page.getByLabel('Relationship to you').selectOption({ label: c.relationship });
  await page.getByRole('button', { name: 'Add to my party' }).click();
  await expectToast(page, `${c.name} was added to your party.`);
}

test('a family registers together, chooses a triple, pays as a party, and sleeps in one room on both hotels’ lists', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await adminApi(playwright.request, baseURL!);
  // Names of their own: every spec's travellers share this server.
  const tag = Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  const surname = `Party${tag}`;
  const lead = { name: `Amina ${surname}` };
  const spouse = { name: `Yusuf ${surname}` };
  const daughter = { name: `Maryam ${surname}` };

  const api = await playwright.request.newContext({ baseURL });
  const t = await registerViaApi(api, { ...newTraveller(), fullName: lead.name });
  expect((await api.post('/api/auth/login', { data: { username: t.username, password: t.password } })).ok()).toBe(true);
  const reg = await api.post('/api/trip/register');
  expect(reg.status()).toBe(201);
  const leadRegistrationId = (await reg.json()).id as string;
  await api.dispose();

  // The two hotel stays and their rooms, set up through the API as the trip editor saves them.
  const trip = await staffGraphql(admin, 'query($id: ID!) { registrationReview(id: $id) { registration { trip { id } } } }', { id: leadRegistrationId });
  const tripId = trip.registrationReview.registration.trip.id as string;
  const stays = await ensureHotelStays(admin, tripId);
  for (const stay of stays)
    for (const [type, gender, count] of [
      ['triple', 'family', 2],
      ['quad', 'men', 2],
      ['quad', 'women', 2],
    ])
      await staffGraphql(admin, 'mutation($stayId: ID!, $input: AddRoomsInput!) { addRooms(stayId: $stayId, input: $input) { tripId } }', {
        stayId: stay.id,
        input: { type, gender, count },
      });

  // The lead adds spouse and daughter, then acts for each to choose the triple on Payments.
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await signIn(page, t);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await page.goto('/portal/party');
  await expect(page.getByRole('heading', { name: 'Your party', level: 1 })).toBeVisible();
  await addCompanion(page, { name: spouse.name, dob: '1982-04-02', gender: 'Male', relationship: 'spouse' });
  await addCompanion(page, { name: daughter.name, dob: '2015-07-09', gender: 'Female', relationship: 'child' });
  const travelling = page.getByRole('navigation', { name: 'Whom these pages show' });
  for (const [who, label] of [
    [lead.name, `${lead.name} (you)`],
    [spouse.name, `${spouse.name} (spouse)`],
    [daughter.name, `${daughter.name} (child)`],
  ] as const) {
    await travelling.getByRole('button', { name: label }).click();
    await expect(travelling.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/portal/payments');
    const card = page.locator('[aria-labelledby="room-choice-title"]');
    await card.getByLabel(/Triple \(3 beds\)/).check();
    await card.getByRole('button', { name: 'Save my room choice' }).click();
    await expectToast(page, 'Room choice saved');
    await expect(card.getByText('Chosen: Triple (3 beds), supplement $500.00.'), who).toBeVisible();
  }
  await travelling.getByRole('button', { name: `${lead.name} (you)` }).click();
  const party = await (await page.request.get('/api/trip/party')).json();
  await ctx.close();

  // The admin records one payment for the whole party on the lead's review page and sees the split.
  const adminCtx = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const board = await adminCtx.newPage();
  await adminSignIn(board);
  await board.goto(`/admin/registrations/${leadRegistrationId}`);
  const section = board.getByRole('region', { name: 'Party', exact: true });
  await expect(section.getByRole('row')).toHaveCount(5);
  await expect(section.getByRole('link', { name: daughter.name })).toBeVisible();
  await expect(section.getByText('(under 18)')).toBeVisible();
  const total = (party.totals.balanceCents as number) / 100;
  await section.getByLabel(/Amount \(CAD\)/).fill(total.toFixed(2));
  await section.getByLabel('Reference').fill(`family-${tag}`);
  await section.getByRole('button', { name: 'Record Party Payment' }).click();
  const split = section.getByRole('status');
  for (const m of party.members as { fullName: string; balanceCents: number }[])
    await expect(split).toContainText(`${m.fullName}: $${(m.balanceCents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2 })}`);
  await expect(section.getByRole('rowheader', { name: 'Party total' })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await snap(board, 'review-party-1280');
  await board.setViewportSize({ width: 375, height: 800 });
  await section.scrollIntoViewIfNeeded();
  await snap(board, 'review-party-375');
  await board.setViewportSize({ width: 1280, height: 900 });
  // Each companion's review page shows the same party, linking back to the lead.
  await section.getByRole('link', { name: spouse.name }).click();
  await expect(board.getByRole('region', { name: 'Party', exact: true }).getByRole('link', { name: lead.name })).toBeVisible();

  // Rooms: assigned automatically in both hotels; the family together.
  await board.goto('/admin/dashboard?tab=rooms');
  await expect(board.getByRole('heading', { name: 'Rooms and buses' })).toBeVisible();
  for (const label of ['Swissotel Al Maqam, Makkah (5 nights)', 'Dar Al Taqwa, Madinah (5 nights)']) {
    await board.getByLabel('Hotel').selectOption({ label });
    await board.getByRole('button', { name: 'Assign automatically' }).click();
    await expectToast(board, 'Rooms assigned');
  }
  const roomWith = (name: string) => board.getByRole('region', { name: /^Room \d+$/ }).filter({ has: board.getByRole('button', { name: new RegExp(name) }) });
  await expect(roomWith(lead.name).getByRole('button', { name: new RegExp(daughter.name) })).toBeVisible();

  // One person moved by keyboard (Space picks up, arrows go to a room, Space drops) and back home.
  // A room with beds free for the spouse, however many of the server's other travellers the assignment placed.
  const madinah = stays.find((stay) => stay.hotelName === 'Dar Al Taqwa')!;
  await staffGraphql(admin, 'mutation($stayId: ID!, $input: AddRoomsInput!) { addRooms(stayId: $stayId, input: $input) { tripId } }', {
    stayId: madinah.id,
    input: { type: 'quad', gender: 'men', count: 1 },
  });
  await board.reload();
  await board.getByLabel('Hotel').selectOption({ label: 'Dar Al Taqwa, Madinah (5 nights)' });
  const home = (await roomWith(spouse.name).getAttribute('aria-label'))!;
  await moveByKeyboard(board, spouse.name, (room) => room !== home);
  await expect(roomWith(spouse.name)).not.toHaveAttribute('aria-label', home);
  await moveByKeyboard(board, spouse.name, (room) => room === home);
  await expect(roomWith(spouse.name)).toHaveAttribute('aria-label', home);

  const pdf = pdfText(await download(board, 'Dar Al Taqwa: rooming list (PDF)'));
  const lines = pdf.split('\n');
  const at = (name: string) => lines.findIndex((l) => l.includes(name));
  const rows = [at(lead.name), at(spouse.name), at(daughter.name)].sort((a, b) => a - b);
  expect(rows[0]).toBeGreaterThan(0);
  expect(rows[2]! - rows[0]!).toBe(2);
  // One room's lines: its number, type and "Family" on the first, the two others under it.
  expect(lines[rows[0]!]).toMatch(/^\s*\d+\s+Triple\s+Family\s/);
  await board.getByLabel('Hotel').selectOption({ label: 'Swissotel Al Maqam, Makkah (5 nights)' });
  const makkah = pdfText(await download(board, 'Swissotel Al Maqam: rooming list (PDF)'));
  const mLines = makkah.split('\n');
  const mAt = (name: string) => mLines.findIndex((l) => l.includes(name));
  const mRows = [mAt(lead.name), mAt(spouse.name), mAt(daughter.name)].sort((a, b) => a - b);
  expect(mRows[0]).toBeGreaterThan(0);
  expect(mRows[2]! - mRows[0]!).toBe(2);
  await adminCtx.close();
  await admin.dispose();
});

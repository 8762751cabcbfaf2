// Rooms (issue 36): a family's lead chooses a triple and sees the supplement in the balance; the
// admin assigns rooms automatically, moves one person by keyboard and downloads both hotels'
// lists; the PDF shows the family in one room. The party is inserted as the parties' API makes it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { readXlsx } from '../api/test/files';
import { validForm } from '../api/test/trip-form-fixtures';
import { serverDatabase } from './servers';
import { adminApi, adminSignIn, expectToast, ensureHotelStays, moveByKeyboard, newTraveller, registerViaApi, signIn, snap, staffGraphql } from './support';

/** A traveller with a paid deposit and a submitted form: their passport name and gender. */
async function traveller(
  playwright: { request: { newContext: (o: { baseURL: string }) => Promise<APIRequestContext> } },
  baseURL: string,
  admin: APIRequestContext,
  name: string,
  gender: string,
  over: Record<string, unknown> = {},
) {
  const api = await playwright.request.newContext({ baseURL });
  const t = await registerViaApi(api, { ...newTraveller(), fullName: name });
  expect((await api.post('/api/auth/login', { data: { username: t.username, password: t.password } })).ok()).toBe(true);
  const reg = await (await api.post('/api/trip/register')).json();
  expect((await admin.post('/api/admin/trip/deposit', { data: { tripRegistrationId: reg.id, depositPaid: true } })).ok()).toBe(true);
  const form = await api.post('/api/trip/form', { data: validForm({ fullNameAsPerPassport: name, gender, ...over }) });
  expect(form.ok(), await form.text()).toBe(true);
  await api.dispose();
  return { ...t, id: reg.id as string, name };
}

/** The stays' rooms of the rooming board, as the walk's GraphQL calls ask for them. */
const ROOMS_ONLY = 'stays { stay { id } rooms { id label } }';
type RoomsOnly = { stays: { stay: { id: string }; rooms: { id: string; label: string }[] }[] };

const pdfText = (bytes: Buffer) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'umrah-rooms-')), 'list.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

async function download(page: Page, name: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  return readFileSync((await file.path())!);
}

test('the lead chooses a triple; the admin assigns rooms, moves one person by keyboard and downloads both hotels’ lists', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await adminApi(playwright.request, baseURL!);
  // Names of their own: every spec's travellers share this server.
  const tag = Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  const family = `Rahman${tag}`;
  const father = await traveller(playwright, baseURL!, admin, `Yusuf ${family}`, 'male');
  const mother = await traveller(playwright, baseURL!, admin, `Maryam ${family}`, 'female');
  const daughter = await traveller(playwright, baseURL!, admin, `Aisha ${family}`, 'female', { isUnder18: true, dateOfBirth: '2012-04-12T04:00:00.000Z' });
  const single = await traveller(playwright, baseURL!, admin, `Omar Farouk${tag}`, 'male');

  let hotelStays: { id: string; hotelName: string }[] = [];
  const db = new pg.Client({ connectionString: serverDatabase() });
  await db.connect();
  try {
    const { rows } = await db.query('select trip_id from trip_registrations where id = $1', [father.id]);
    const tripId = rows[0].trip_id as string;
    const party = await db.query('insert into parties (trip_id, lead_registration_id) values ($1, $2) returning id', [tripId, father.id]);
    await db.query('update trip_registrations set party_id = $1 where id = $2', [party.rows[0].id, father.id]);
    await db.query(`update trip_registrations set party_id = $1, relationship = 'spouse' where id = $2`, [party.rows[0].id, mother.id]);
    await db.query(`update trip_registrations set party_id = $1, relationship = 'child' where id = $2`, [party.rows[0].id, daughter.id]);

    hotelStays = await ensureHotelStays(admin, tripId);
    for (const stay of hotelStays)
      for (const [type, gender, count] of [
        ['triple', 'family', 2],
        ['quad', 'men', 3],
        ['quad', 'women', 3],
      ])
        await staffGraphql(admin, 'mutation($stayId: ID!, $input: AddRoomsInput!) { addRooms(stayId: $stayId, input: $input) { tripId } }', {
          stayId: stay.id,
          input: { type, gender, count },
        });
  } finally {
    await db.end();
  }

  // The lead chooses a triple on the payments page; the balance grows by both hotels' supplements.
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await signIn(page, father);
  await expect(page).toHaveURL(/\/portal\/dashboard$/);
  await page.goto('/portal/payments');
  const card = page.locator('[aria-labelledby="room-choice-title"]');
  await expect(card.getByText('Dar Al Taqwa, Madinah: 5 nights')).toBeVisible();
  await card.getByLabel(/Triple \(3 beds\)/).check();
  await card.getByLabel(/Share with/).fill(mother.email);
  await card.getByRole('button', { name: 'Save my room choice' }).click();
  await expectToast(page, 'Room choice saved');
  await expect(card.getByText('Chosen: Triple (3 beds), supplement $500.00.')).toBeVisible();
  await snap(page, 'room-choice-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await snap(page, 'room-choice-375');
  await ctx.close();

  // The admin assigns both hotels automatically.
  const adminCtx = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const board = await adminCtx.newPage();
  await adminSignIn(board);
  await board.goto('/admin/dashboard?tab=rooms');
  await expect(board.getByRole('heading', { name: 'Rooms and buses' })).toBeVisible();
  for (const hotel of ['Dar Al Taqwa', 'Swissotel Al Maqam']) {
    await board
      .getByLabel('Hotel')
      .selectOption({ label: hotel === 'Dar Al Taqwa' ? 'Dar Al Taqwa, Madinah (5 nights)' : 'Swissotel Al Maqam, Makkah (5 nights)' });
    await board.getByRole('button', { name: 'Assign automatically' }).click();
    await expectToast(board, 'Rooms assigned');
  }
  await board.getByLabel('Hotel').selectOption({ label: 'Dar Al Taqwa, Madinah (5 nights)' });
  const roomWith = (name: string) => board.getByRole('region', { name: /^Room \d+$/ }).filter({ has: board.getByRole('button', { name: new RegExp(name) }) });
  const familyRoom = roomWith(father.name);
  await expect(familyRoom.getByRole('button', { name: new RegExp(mother.name) })).toBeVisible();
  await expect(familyRoom.getByRole('button', { name: new RegExp(daughter.name) })).toBeVisible();
  await snap(board, 'rooms-board-1280');
  // The board passes axe (WCAG 2.1 A and AA), once the toasts have gone.
  await expect(board.getByRole('region', { name: /Notifications/ }).getByRole('status')).toHaveCount(0, { timeout: 15_000 });
  const { violations } = await new AxeBuilder({ page: board })
    .include('[aria-labelledby="rooms-title"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // One person moved by keyboard (Space picks him up, the arrows go room to room, Space drops), to
  // a room with beds free, however many of the server's other travellers the assignment placed.
  const madinah = hotelStays.find((stay) => stay.hotelName === 'Dar Al Taqwa')!;
  await staffGraphql(admin, 'mutation($stayId: ID!, $input: AddRoomsInput!) { addRooms(stayId: $stayId, input: $input) { tripId } }', {
    stayId: madinah.id,
    input: { type: 'quad', gender: 'men', count: 1 },
  });
  await board.reload();
  await board.getByLabel('Hotel').selectOption({ label: 'Dar Al Taqwa, Madinah (5 nights)' });
  const before = (await roomWith(single.name).getAttribute('aria-label'))!;
  await moveByKeyboard(board, single.name, (room) => room !== before);
  await expect(roomWith(single.name)).not.toHaveAttribute('aria-label', before);

  // A bus on the same board, and the lead on it.
  const bus = `Bus ${tag}`;
  await board.getByLabel('Bus name').fill(bus);
  await board.getByRole('button', { name: 'Add a bus' }).click();
  await expect(board.getByText(new RegExp(`^${bus} — No leader`))).toBeVisible();
  await board.getByLabel(`Bus of ${father.name}`).selectOption({ label: bus });
  await expect(board.getByLabel(`Bus of ${father.name}`)).toHaveValue(/.+/);
  await expect(board.getByText(new RegExp(`^${bus} — No leader · 1 person`))).toBeVisible();

  // A room and the bus taken off again. The room is a new, empty one; the dialogs say what follows.
  const roomIds = (data: { roomingBoard?: RoomsOnly; addRooms?: RoomsOnly }) =>
    new Map((data.roomingBoard ?? data.addRooms)!.stays.filter((x) => x.stay.id === madinah.id).flatMap((x) => x.rooms.map((r) => [r.id, r.label])));
  const known = roomIds(await staffGraphql(admin, `query { roomingBoard { ${ROOMS_ONLY} } }`, {}));
  const grown = roomIds(
    await staffGraphql(admin, `mutation($stayId: ID!, $input: AddRoomsInput!) { addRooms(stayId: $stayId, input: $input) { ${ROOMS_ONLY} } }`, {
      stayId: madinah.id,
      input: { type: 'quad', gender: 'women', count: 1 },
    }),
  );
  const newLabel = [...grown].find(([id]) => !known.has(id))![1];
  await board.reload();
  await board.getByLabel('Hotel').selectOption({ label: 'Dar Al Taqwa, Madinah (5 nights)' });
  await board.getByRole('button', { name: `Remove room ${newLabel}` }).click();
  const removeRoom = board.getByRole('dialog', { name: `Remove room ${newLabel}` });
  await expect(removeRoom).toContainText(`Remove room ${newLabel}? It is empty.`);
  await removeRoom.getByRole('button', { name: `Remove room ${newLabel}` }).click();
  await expectToast(board, `Room ${newLabel} removed`);
  await expect(board.getByRole('region', { name: `Room ${newLabel}`, exact: true })).toHaveCount(0);
  await board.getByRole('button', { name: `Remove ${bus}` }).click();
  const removeBus = board.getByRole('dialog', { name: `Remove ${bus}` });
  await expect(removeBus).toContainText(`Remove ${bus}? 1 traveller on it will have no bus.`);
  await board.setViewportSize({ width: 375, height: 800 });
  await snap(board, 'remove-bus-375');
  await board.setViewportSize({ width: 1280, height: 900 });
  await snap(board, 'remove-bus-1280');
  await removeBus.getByRole('button', { name: `Remove ${bus}` }).click();
  await expectToast(board, `${bus} removed`);
  await expect(board.getByText(new RegExp(`^${bus} — `))).toHaveCount(0);
  // The lead rides no bus now (the board hides the bus column when the trip has no bus left).
  const { roomingBoard } = await staffGraphql(admin, 'query { roomingBoard { travellers { id busId } } }', {});
  expect(roomingBoard.travellers.find((p: { id: string }) => p.id === father.id)).toEqual({ id: father.id, busId: null });

  // Both hotels' lists: the PDF shows the family on one room's lines; the xlsx names them too.
  const pdf = pdfText(await download(board, 'Dar Al Taqwa: rooming list (PDF)'));
  expect(pdf).toContain('Rooming list: Dar Al Taqwa');
  const lines = pdf.split('\n');
  const at = (name: string) => lines.findIndex((l) => new RegExp(`${name}\\s+[MF]\\s`).test(l));
  const rows = [at(father.name), at(mother.name), at(daughter.name)].sort((a, b) => a - b);
  expect(rows[0]).toBeGreaterThan(0);
  expect(rows[2]! - rows[0]!).toBe(2);
  expect(lines[rows[0]!]).toMatch(/^\s*\d+\s+Triple\s+Family\s/);
  await board.getByLabel('Hotel').selectOption({ label: 'Swissotel Al Maqam, Makkah (5 nights)' });
  const xlsx = readXlsx(await download(board, 'Swissotel Al Maqam: rooming list (xlsx)'));
  expect(xlsx[0]).toEqual(['Rooming list: Swissotel Al Maqam']);
  const familyRows = xlsx.filter((r) => [father.name, mother.name, daughter.name].includes(r[3]!));
  expect(familyRows).toHaveLength(3);
  expect(new Set(familyRows.map((r) => r[0])).size).toBe(1);

  await board.setViewportSize({ width: 375, height: 800 });
  await snap(board, 'rooms-board-375');
  await board.setViewportSize({ width: 1280, height: 900 });

  // On the trip's page: removing the triple the lead paid for from Makkah is refused, with why.
  await board.goto('/admin/dashboard?tab=trips');
  await board.getByRole('button', { name: /^Edit: Winter 2026 Umrah/ }).click();
  const stays = board.locator('[aria-labelledby="stays-title"]');
  const makkah = stays.getByRole('group', { name: 'Swissotel Al Maqam' });
  await expect(makkah.getByLabel('Address (Arabic)')).toHaveValue('شارع إبراهيم الخليل، مكة المكرمة');
  await makkah.getByRole('checkbox', { name: 'Triple' }).uncheck();
  await stays.getByRole('button', { name: 'Save hotel stays' }).click();
  await expect(
    stays.getByText(/Travellers chose the Triple \(3 beds\) rooms of Swissotel Al Maqam \(\d+\): change their room type before removing it\./),
  ).toBeVisible();
  await snap(board, 'hotel-stays-editor-1280');
  await adminCtx.close();
  await admin.dispose();
});

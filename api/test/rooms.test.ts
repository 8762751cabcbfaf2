// Rooms (issue 36): the trip's hotel stays and room types, the traveller's room choice and its
// supplement in the balance, the rooming board from every role (assign automatically, moves with
// their version, buses), and each hotel's rooming list read back with openpyxl and pdftotext.
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { binary, pdfText, readXlsx } from './files.js';
import { MADINAH, MAKKAH } from './hotel-stays-fixtures.js';
import { validForm } from './trip-form-fixtures.js';
import { gql, resetDb, signedInAdmin, signedInStaff, signedInTraveller, startApp, type Agent } from './helpers.js';

let built: BuiltApp;
let owner: Agent;
let leader: Agent;
let treasurer: Agent;
let tripId: string;
let leaderId: string;

let seq = 0;
/** A traveller with a paid deposit and a submitted form (their name as on the passport and gender). */
async function traveller(name: string, gender: 'male' | 'female', over: Record<string, unknown> = {}) {
  seq++;
  const t = await signedInTraveller(built);
  const reg = (await t.agent.post('/api/trip/register').expect(201)).body;
  await owner.post('/api/admin/trip/deposit').send({ tripRegistrationId: reg.id, depositPaid: true }).expect(200);
  await t.agent
    .post('/api/trip/form')
    .send(validForm({ tripRegistrationId: reg.id, fullNameAsPerPassport: `${name} ${seq}`, gender, ...over }))
    .expect(200);
  return { ...t, id: reg.id as string, name: `${name} ${seq}` };
}

/** A party as the parties' own API would make it: a lead and companions with their relationship. */
async function party(lead: { id: string }, companions: { id: string; relationship: string }[]) {
  const [{ id }] = await built.db('parties').insert({ trip_id: tripId, lead_registration_id: lead.id }).returning('id');
  await built.db('trip_registrations').where({ id: lead.id }).update({ party_id: id });
  for (const c of companions) await built.db('trip_registrations').where({ id: c.id }).update({ party_id: id, relationship: c.relationship });
  return id as string;
}

async function stays(): Promise<{ id: string; hotelName: string }[]> {
  const res = await gql(owner, 'HotelStays', { tripId });
  expect(res.errors).toBeUndefined();
  return res.data!.hotelStays;
}
const board = async (agent: Agent = owner) => {
  const res = await gql(agent, 'RoomingBoard', { tripId });
  expect(res.errors).toBeUndefined();
  return res.data!.roomingBoard;
};
const audits = (action: string) => built.db('audit_events').where({ action }).orderBy('id');

beforeAll(async () => {
  built = await startApp();
  await resetDb(built.db);
  ({ agent: owner } = await signedInAdmin(built));
  const l = await signedInStaff(built, owner, 'leader');
  leader = l.agent;
  leaderId = l.userId;
  treasurer = (await signedInStaff(built, owner, 'treasurer')).agent;
  tripId = await built.services.trips.currentId();
});
afterAll(() => built.close());

describe('hotel stays and room types (facts of the trip)', () => {
  it('when the owner saves two stays, then they read back in order with their nights and room types', async () => {
    const res = await gql(owner, 'SaveHotelStays', { tripId, stays: [MADINAH, MAKKAH] });
    expect(res.errors).toBeUndefined();
    expect(res.data!.saveHotelStays.map((s: { hotelName: string; nights: number }) => [s.hotelName, s.nights])).toEqual([
      ['Dar Al Taqwa', 5],
      ['Swissotel Al Maqam', 5],
    ]);
    expect(res.data!.saveHotelStays[0]).toMatchObject({ addressAr: 'طريق الملك فيصل، المدينة المنورة', roomTypes: MADINAH.roomTypes });
    expect(await audits('hotel_stays.saved')).toHaveLength(1);
  });

  it('when the check-out is before the check-in, then the field says so and nothing changes', async () => {
    const before = await stays();
    const res = await gql(owner, 'SaveHotelStays', { tripId, stays: [{ ...MADINAH, checkOut: '2026-01-01' }] });
    expect(res.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { '0.checkOut': 'The check-out must be after the check-in.' } },
    });
    expect(await stays()).toEqual(before);
  });

  it('when a leader, a treasurer or a traveller saves stays, then it is refused', async () => {
    const t = await signedInTraveller(built);
    for (const agent of [leader, treasurer, t.agent])
      expect((await gql(agent, 'SaveHotelStays', { tripId, stays: [] })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(request.agent(built.app), 'SaveHotelStays', { tripId, stays: [] })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await stays()).toHaveLength(2);
  });
});

describe('the room choice and the ledger', () => {
  it('when a traveller chooses a double, then the supplement of both hotels joins the balance, audited', async () => {
    const t = await traveller('Khadija Noor', 'female');
    const before = (await t.agent.get('/api/trip/payments').expect(200)).body;
    const res = await gql(t.agent, 'ChooseRoom', { input: { roomType: 'double', wishes: [] } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.chooseRoom).toMatchObject({ roomType: 'double', supplementCents: 105_000 });
    expect(res.data!.chooseRoom.options).toEqual([
      { type: 'quad', supplementCents: 0 },
      { type: 'triple', supplementCents: 50_000 },
      { type: 'double', supplementCents: 105_000 },
    ]);
    const after = (await t.agent.get('/api/trip/payments').expect(200)).body;
    expect(after.supplementCents).toBe(105_000);
    expect(after.balanceCents).toBe(before.balanceCents + 105_000);
    expect(after.schedule.at(-1)).toMatchObject({ description: 'Room supplement', amountCents: 105_000 });
    const [event] = await built.db('audit_events').where({ action: 'registration.room_type_changed', entity_id: t.id });
    expect(event.payload).toEqual({ from: null, to: 'double', fromCents: 0, toCents: 105_000 });
  });

  it('when the lead acts for their companion, then the room type chosen is the companion’s and the lead’s own is untouched', async () => {
    const lead = await traveller('Amina Lead', 'female');
    const companion = { fullNameAsPerPassport: `Yusuf Lead ${seq}`, dateOfBirth: '1982-04-02', gender: 'male', relationship: 'spouse' };
    const party = (
      await lead.agent
        .post('/api/trip/party/companions')
        .send({ companions: [companion] })
        .expect(201)
    ).body;
    const yusuf = party.members[1] as { userId: string; registrationId: string };
    await lead.agent.put('/api/trip/party/acting-for').send({ userId: yusuf.userId }).expect(200);
    expect((await lead.agent.put('/api/trip/room').send({ roomType: 'triple', wishes: [] }).expect(200)).body.roomType).toBe('triple');
    expect((await built.db('trip_registrations').where({ id: yusuf.registrationId }).first()).room_type).toBe('triple');
    await lead.agent.put('/api/trip/party/acting-for').send({ userId: null }).expect(200);
    expect((await lead.agent.get('/api/trip/room').expect(200)).body.roomType).toBeNull();
    expect((await built.db('trip_registrations').where({ id: lead.id }).first()).room_type).toBeNull();
  });

  it('when the treasurer changes the room type after payments, then the balance is recalculated and the change audited', async () => {
    const t = await traveller('Bilal Ahmed', 'male');
    await gql(t.agent, 'ChooseRoom', { input: { roomType: 'triple', wishes: [] } });
    const res = await gql(treasurer, 'ChangeRoomType', { registrationId: t.id, roomType: 'quad' });
    expect(res.errors).toBeUndefined();
    const account = res.data!.changeRoomType;
    expect(account.supplementCents).toBe(0);
    expect(account.balanceCents).toBe(account.fareCents - account.paidCents);
    const events = await built.db('audit_events').where({ action: 'registration.room_type_changed', entity_id: t.id }).orderBy('id');
    expect(events.map((e) => e.payload)).toEqual([
      { from: null, to: 'triple', fromCents: 0, toCents: 50_000 },
      { from: 'triple', to: 'quad', fromCents: 50_000, toCents: 0 },
    ]);
    expect((await gql(leader, 'ChangeRoomType', { registrationId: t.id, roomType: 'double' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('when a wish names an email no traveller of the trip has, then the field says so and nothing is saved', async () => {
    const t = await traveller('Sara Ali', 'female');
    const res = await t.agent
      .put('/api/trip/room')
      .send({ roomType: 'quad', wishes: ['nobody@example.com'] })
      .expect(400);
    expect(res.body.fieldErrors).toEqual({ wishes: 'No traveller on this trip has that email: check it with them.' });
    expect((await t.agent.get('/api/trip/room').expect(200)).body.roomType).toBeNull();
  });

  it('when a room type travellers chose is removed from a hotel, then it is refused with a clear message and nothing is lost', async () => {
    const res = await gql(owner, 'SaveHotelStays', {
      tripId,
      stays: (await stays()).map((s, i) => ({
        ...(i === 0 ? MADINAH : MAKKAH),
        id: s.id,
        roomTypes: (i === 0 ? MADINAH : MAKKAH).roomTypes.filter((t) => t.type !== 'double'),
      })),
    });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Travellers chose the Double (2 beds) rooms of Dar Al Taqwa (1): change their room type before removing it.',
      extensions: { code: 'CONFLICT' },
    });
    expect((await stays()).map((s: any) => s.roomTypes.length)).toEqual([3, 3]);
  });
});

describe('the rooming board', () => {
  let father: Awaited<ReturnType<typeof traveller>>;
  let mother: Awaited<ReturnType<typeof traveller>>;
  let daughter: Awaited<ReturnType<typeof traveller>>;
  let single: Awaited<ReturnType<typeof traveller>>;
  let madinah: string;

  beforeAll(async () => {
    father = await traveller('Yusuf Rahman', 'male');
    mother = await traveller('Maryam Rahman', 'female');
    daughter = await traveller('Aisha Rahman', 'female', { isUnder18: true, dateOfBirth: '2012-04-12T04:00:00.000Z' });
    single = await traveller('Omar Farouk', 'male');
    await party(father, [
      { id: mother.id, relationship: 'spouse' },
      { id: daughter.id, relationship: 'child' },
    ]);
    madinah = (await stays())[0]!.id;
    for (const [type, gender, count] of [
      ['triple', 'family', 1],
      ['quad', 'men', 2],
      ['quad', 'women', 2],
    ] as const) {
      const res = await gql(owner, 'AddRooms', { stayId: madinah, input: { type, gender, count } });
      expect(res.errors).toBeUndefined();
    }
  });

  const stayOf = (b: any) => b.stays.find((s: any) => s.stay.id === madinah);
  const roomOf = (b: any, id: string) => stayOf(b).rooms.find((r: any) => r.occupantIds.includes(id));

  it('when the owner assigns automatically, then the family shares the family room and nobody is in two rooms', async () => {
    const res = await gql(owner, 'AssignRoomsAutomatically', { stayId: madinah });
    expect(res.errors).toBeUndefined();
    const b = res.data!.assignRoomsAutomatically;
    const family = roomOf(b, father.id);
    expect(family).toMatchObject({ gender: 'family', type: 'triple' });
    expect(family.occupantIds.sort()).toEqual([father.id, mother.id, daughter.id].sort());
    expect(roomOf(b, single.id).gender).toBe('men');
    expect(stayOf(b).warnings.filter((w: any) => w.kind !== 'unplaced' && w.kind !== 'brokenWish')).toEqual([]);
    const rows = await built.db('room_assignments').where({ stay_id: madinah });
    expect(new Set(rows.map((row: { registration_id: string }) => row.registration_id)).size).toBe(rows.length);
    expect(await audits('rooms.assigned')).toHaveLength(1);
  });

  it('when the leader reads the board, then they see it; when they move someone, then it is refused; a traveller reads nothing', async () => {
    const b = await board(leader);
    expect(b.travellers.find((t: any) => t.id === daughter.id)).toMatchObject({
      name: daughter.name,
      gender: 'female',
      minor: true,
      relationship: 'child',
      partyLeadName: father.name,
    });
    const me = b.travellers.find((t: any) => t.id === single.id);
    const res = await gql(leader, 'MoveTraveller', { input: { registrationId: single.id, stayId: madinah, roomId: null, version: me.version } });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(single.agent, 'RoomingBoard', { tripId })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await single.agent.get('/api/admin/rooming').expect(403);
    await leader.get('/api/admin/rooming').expect(200);
  });

  it('when the leader assigns or adds rooms, or the treasurer reads the board, then each is refused and nothing changes', async () => {
    const before = await built.db('room_assignments').where({ stay_id: madinah }).orderBy('registration_id');
    expect((await gql(leader, 'AssignRoomsAutomatically', { stayId: madinah })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(leader, 'AddRooms', { stayId: madinah, input: { type: 'quad', gender: 'men', count: 1 } })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await gql(treasurer, 'RoomingBoard', { tripId })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await treasurer.get(`/api/admin/hotel-stays/${madinah}/rooming-list.xlsx`).expect(403);
    expect(await built.db('room_assignments').where({ stay_id: madinah }).orderBy('registration_id')).toEqual(before);
  });

  it('when a move over REST carries a stale version, then it is a 409 with the conflict message; with the right one it moves', async () => {
    const b = await board();
    const me = b.travellers.find((t: any) => t.id === single.id);
    const stale = await owner
      .post('/api/admin/rooming/moves')
      .send({ registrationId: single.id, stayId: madinah, roomId: null, version: me.version - 1 })
      .expect(409);
    expect(stale.body.message).toBe(
      'Someone else changed this traveller’s room meanwhile: the board now shows where they are. Try again if you still want to move them.',
    );
    const from = roomOf(b, single.id).id;
    const out = await owner
      .post('/api/admin/rooming/moves')
      .send({ registrationId: single.id, stayId: madinah, roomId: null, version: me.version })
      .expect(200);
    expect(roomOf(out.body, single.id)).toBeUndefined();
    const back = out.body.travellers.find((t: any) => t.id === single.id);
    await owner.post('/api/admin/rooming/moves').send({ registrationId: single.id, stayId: madinah, roomId: from, version: back.version }).expect(200);
    await owner.post('/api/admin/rooming/moves').send({ registrationId: 'nope', stayId: madinah, roomId: null, version: 0 }).expect(400);
  });

  it('when the owner moves a man into the other men’s room, then he is there alone and the move is audited; a woman there is refused', async () => {
    const b = await board();
    const from = roomOf(b, single.id);
    const to = stayOf(b).rooms.find((r: any) => r.gender === 'men' && r.id !== from.id);
    const version = b.travellers.find((t: any) => t.id === single.id).version;
    const res = await gql(owner, 'MoveTraveller', { input: { registrationId: single.id, stayId: madinah, roomId: to.id, version } });
    expect(res.errors).toBeUndefined();
    expect(roomOf(res.data!.moveTraveller, single.id).id).toBe(to.id);
    const event = (await audits('rooms.moved')).at(-1);
    expect(event.payload).toEqual({ hotel: 'Dar Al Taqwa', from: from.label, to: to.label });

    const mum = res.data!.moveTraveller.travellers.find((t: any) => t.id === mother.id);
    const refused = await gql(owner, 'MoveTraveller', { input: { registrationId: mother.id, stayId: madinah, roomId: to.id, version: mum.version } });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Men and women share a room only within one family: choose a room of this traveller’s gender or their family’s room.',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('when two admins move the same person at once from the same board, then one move wins, the other gets the conflict message, and he is in one room', async () => {
    const second = (await signedInStaff(built, owner, 'owner')).agent;
    const b = await board();
    const version = b.travellers.find((t: any) => t.id === single.id).version;
    const menRooms = stayOf(b).rooms.filter((r: any) => r.gender === 'men');
    const [a, c] = await Promise.all(
      [owner, second].map((agent, i) =>
        gql(agent, 'MoveTraveller', { input: { registrationId: single.id, stayId: madinah, roomId: menRooms[i]!.id, version } }),
      ),
    );
    const outcomes = [a, c].map((r) => r?.errors?.[0]?.message ?? 'moved');
    expect(outcomes.sort()).toEqual([
      'Someone else changed this traveller’s room meanwhile: the board now shows where they are. Try again if you still want to move them.',
      'moved',
    ]);
    expect(await built.db('room_assignments').where({ stay_id: madinah, registration_id: single.id })).toHaveLength(1);
  });

  it('when the owner adds a bus led by the leader and puts the family on it, then the board shows it; a stale version is refused', async () => {
    const added = await gql(owner, 'AddBus', { tripId, input: { name: 'Bus 1', leaderUserId: leaderId } });
    expect(added.errors).toBeUndefined();
    const bus = added.data!.addBus.buses[0];
    expect(bus).toMatchObject({ name: 'Bus 1', leaderUserId: leaderId });
    const version = added.data!.addBus.travellers.find((t: any) => t.id === father.id).version;
    const res = await gql(owner, 'AssignBus', { input: { registrationId: father.id, busId: bus.id, version } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.assignBus.travellers.find((t: any) => t.id === father.id).busId).toBe(bus.id);
    const stale = await gql(owner, 'AssignBus', { input: { registrationId: father.id, busId: null, version } });
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const notStaff = await gql(owner, 'AddBus', { tripId, input: { name: 'Bus 2', leaderUserId: father.userId } });
    expect(notStaff.errors?.[0]?.extensions?.fieldErrors).toEqual({ leaderUserId: 'A bus’s leader is a member of the team.' });
  });

  it('when the road reads the trip, then the card and the leader’s roster name today’s hotel, the room in it and the bus', async () => {
    // In Madinah's nights (Asia/Riyadh): the family's room there and their bus.
    const b = await board();
    const familyRoom = roomOf(b, father.id).label;
    const inMadinah = await built.services.rooms.roadFacts(tripId, new Date('2026-01-03T09:00:00Z'));
    expect(inMadinah.hotelToday).toEqual({ name: MADINAH.hotelName, addressEn: MADINAH.addressEn, addressAr: MADINAH.addressAr });
    expect([inMadinah.roomOf(father.id), inMadinah.roomOf(daughter.id), inMadinah.busOf(father.id)]).toEqual([familyRoom, familyRoom, 'Bus 1']);
    // 2026-01-06 at 23:30 in Riyadh is still Madinah's last night; at 21:30 UTC on the 6th it is the 7th there: Makkah, no room yet.
    expect((await built.services.rooms.roadFacts(tripId, new Date('2026-01-06T20:30:00Z'))).hotelToday?.name).toBe(MADINAH.hotelName);
    const inMakkah = await built.services.rooms.roadFacts(tripId, new Date('2026-01-06T21:30:00Z'));
    expect([inMakkah.hotelToday?.name, inMakkah.roomOf(father.id), inMakkah.busOf(father.id)]).toEqual([MAKKAH.hotelName, null, 'Bus 1']);
    // The traveller's own card (today is after the trip's stays: the last hotel) and the leader's roster read the same seam.
    const card = (await father.agent.get('/api/trip/card').expect(200)).body;
    expect(card.hotel).toEqual({ name: MAKKAH.hotelName, addressEn: MAKKAH.addressEn, addressAr: MAKKAH.addressAr });
    const roster = (await leader.get('/api/admin/road/roster').expect(200)).body;
    expect(roster.travellers.find((t: { registrationId: string }) => t.registrationId === father.id)).toMatchObject({ bus: 'Bus 1' });
  });

  it('when the traveller downloads the card as a PDF, then pdftotext reads their name, the hotel in English and Arabic and the room line, in English and in Arabic', async () => {
    const pdf = async () => (await father.agent.get('/api/trip/card.pdf').buffer(true).parse(binary).expect(200)).body as Buffer;
    const en = await father.agent.get('/api/trip/card.pdf').buffer(true).parse(binary).expect(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['content-disposition']).toContain('Pilgrim-card.pdf');
    const english = pdfText(en.body as Buffer);
    // The Arabic address reads as its two phrases (pdftotext sets bidi marks around each run).
    const arabicAddress = MAKKAH.addressAr.split('، ');
    for (const expected of [
      'My pilgrim card',
      'Tour leader',
      'Hotel',
      MAKKAH.hotelName,
      MAKKAH.addressEn,
      ...arabicAddress,
      'Room: not assigned yet',
      'scan to open',
    ])
      expect(english).toContain(expected);
    await built.db('users').where({ id: father.userId }).update({ locale: 'ar' });
    try {
      const arabic = pdfText(await pdf());
      for (const expected of ['بطاقة الحاج', 'مرشد المجموعة', 'الفندق', MAKKAH.hotelName, MAKKAH.addressEn, ...arabicAddress, 'الغرفة', 'لفريق المجموعة'])
        expect(arabic).toContain(expected);
      expect(arabic).not.toContain('My pilgrim card');
    } finally {
      await built.db('users').where({ id: father.userId }).update({ locale: null });
    }
  });

  it('when the hotel’s list is downloaded as xlsx, then openpyxl reads each room with its occupants’ passport names, gender, party and nights, audited', async () => {
    const res = await leader.get(`/api/admin/hotel-stays/${madinah}/rooming-list.xlsx`).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-disposition']).toContain('Rooming-list-Dar-Al-Taqwa.xlsx');
    const rows = readXlsx(res.body as Buffer);
    expect(rows[0]).toEqual(['Rooming list: Dar Al Taqwa']);
    expect(rows[1]).toEqual(['Madinah, 2026-01-02 to 2026-01-07 (5 nights)']);
    expect(rows[2]).toEqual(['Room', 'Type', 'For', 'Name as on the passport', 'Gender', 'Party', 'Nights']);
    const familyRows = rows.filter((r) => [father.name, mother.name, daughter.name].includes(r[3]!));
    expect(new Set(familyRows.map((r) => r[0])).size).toBe(1);
    expect(familyRows.find((r) => r[3] === daughter.name)).toEqual([familyRows[0]![0], 'Triple', 'Family', daughter.name, 'F', `${father.name} (child)`, '5']);
    const [event] = await audits('rooms.exported');
    expect(event.payload).toMatchObject({ hotel: 'Dar Al Taqwa', format: 'xlsx' });
  });

  it('when the list is downloaded as a PDF, then pdftotext shows the hotel, its Arabic address and the family on one room’s lines', async () => {
    const res = await owner.get(`/api/admin/hotel-stays/${madinah}/rooming-list.pdf`).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.body as Buffer);
    expect(text).toContain('Rooming list: Dar Al Taqwa');
    expect(text).toContain('King Faisal Road, Madinah');
    expect(text.replace(/\s+/g, ' ')).toContain('المدينة');
    const lines = text.split('\n');
    const at = (name: string) => lines.findIndex((l) => new RegExp(`${name}\\s+[MF]\\s`).test(l));
    const family = [at(father.name), at(mother.name), at(daughter.name)].sort((x, y) => x - y);
    expect(family[0]).toBeGreaterThan(0);
    expect(family[2]! - family[0]!).toBe(2);
    expect(lines[family[0]!]).toMatch(/^\s*10\d\s+Triple\s+Family\s/);
    expect(text).toMatch(/\d rooms, \d guests/);
    expect((await audits('rooms.exported')).map((e) => e.payload.format)).toEqual(['xlsx', 'pdf']);
  });

  it('when a traveller asks for a hotel’s list, then it is refused, and an unknown stay is not found', async () => {
    await single.agent.get(`/api/admin/hotel-stays/${madinah}/rooming-list.pdf`).expect(403);
    await owner.get('/api/admin/hotel-stays/00000000-0000-4000-8000-000000000000/rooming-list.pdf').expect(404);
  });

  it('when a stay whose rooms hold travellers is removed, then it is refused and nothing is lost', async () => {
    const all = await stays();
    const res = await gql(owner, 'SaveHotelStays', { tripId, stays: [{ ...MAKKAH, id: all[1]!.id }] });
    expect(res.errors?.[0]?.message).toBe('Dar Al Taqwa has travellers in its rooms: empty its rooms before removing it.');
    expect(await stays()).toHaveLength(2);
  });

  it('when the owner removes a room with people in it, then they are unplaced and warned, a move from the old board is refused, and it is audited', async () => {
    const before = await board();
    const room = roomOf(before, single.id);
    const version = before.travellers.find((t: any) => t.id === single.id).version;
    // Refused to the leader and the treasurer, and for a room that does not exist.
    for (const agent of [leader, treasurer]) expect((await gql(agent, 'RemoveRoom', { roomId: room.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const roomId of ['00000000-0000-4000-8000-000000000000', 'not-a-room'])
      expect((await gql(owner, 'RemoveRoom', { roomId })).errors?.[0]).toMatchObject({ message: 'Room not found.', extensions: { code: 'NOT_FOUND' } });

    const res = await gql(owner, 'RemoveRoom', { roomId: room.id });
    expect(res.errors).toBeUndefined();
    const after = res.data!.removeRoom;
    expect(stayOf(after).rooms.map((r: any) => r.id)).not.toContain(room.id);
    expect(roomOf(after, single.id)).toBeUndefined();
    expect(stayOf(after).warnings).toContainEqual(expect.objectContaining({ kind: 'unplaced', travellerId: single.id }));
    expect(await built.db('room_assignments').where({ room_id: room.id })).toEqual([]);
    // The admin who still had the old board open moves him into the room that is gone: a conflict, not a ghost room.
    const stale = await gql(owner, 'MoveTraveller', { input: { registrationId: single.id, stayId: madinah, roomId: room.id, version } });
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const [audit] = await audits('rooms.room_removed');
    expect(audit).toMatchObject({ entity_type: 'hotel_stay', entity_id: madinah, trip_id: tripId });
    expect(audit.payload).toMatchObject({ room: room.label, unplaced: room.occupantIds.length });
  });

  it('when the owner removes a bus, then its riders have no bus and it is audited; the leader may not, and an unknown bus is not found', async () => {
    const b = await board();
    const bus = b.buses.find((x: any) => x.name === 'Bus 1');
    expect(b.travellers.find((t: any) => t.id === father.id).busId).toBe(bus.id);
    expect((await gql(leader, 'RemoveBus', { busId: bus.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(owner, 'RemoveBus', { busId: '00000000-0000-4000-8000-000000000000' })).errors?.[0]).toMatchObject({
      message: 'Bus not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    const res = await gql(owner, 'RemoveBus', { busId: bus.id });
    expect(res.errors).toBeUndefined();
    expect(res.data!.removeBus.buses.map((x: any) => x.id)).not.toContain(bus.id);
    expect(res.data!.removeBus.travellers.find((t: any) => t.id === father.id).busId).toBeNull();
    const [audit] = await audits('bus.removed');
    expect(audit).toMatchObject({ entity_type: 'bus', entity_id: bus.id, trip_id: tripId, actor_user_id: expect.any(String) });
    expect(audit.payload).toEqual({ bus: 'Bus 1', riders: 1 });
  });

  it('when a headcount counted a bus, then removing it is refused with why, and the bus and its riders stay', async () => {
    const added = (await gql(owner, 'AddBus', { tripId, input: { name: 'Bus 9', leaderUserId: null } })).data!.addBus;
    const bus = added.buses.find((x: any) => x.name === 'Bus 9');
    const version = added.travellers.find((t: any) => t.id === single.id).version;
    expect((await gql(owner, 'AssignBus', { input: { registrationId: single.id, busId: bus.id, version } })).errors).toBeUndefined();
    await owner.post('/api/admin/headcounts').send({ label: 'Bus 9: to the Haram', busId: bus.id }).expect(201);
    const res = await gql(owner, 'RemoveBus', { busId: bus.id });
    expect(res.errors?.[0]).toMatchObject({ message: 'A headcount counted this bus: it stays with the trip’s records.', extensions: { code: 'CONFLICT' } });
    const b = await board();
    expect(b.buses.map((x: any) => x.id)).toContain(bus.id);
    expect(b.travellers.find((t: any) => t.id === single.id).busId).toBe(bus.id);
    expect(await audits('bus.removed')).toHaveLength(1);
  });
});

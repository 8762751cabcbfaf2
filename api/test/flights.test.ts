// Flight legs per trip and the airline manifest per leg (issue 35, ADR 0128): the owner edits the
// legs on both faces, bad input is refused with its message and writes nothing, a traveller left
// off a leg is not on its manifest, and the manifest carries the leg and its PNR on top, read back
// with openpyxl; passport numbers in it are audited.
import request from 'supertest';
import { FLIGHT_MESSAGES } from '@umrah/graphql';
import type { BuiltApp } from '../src/app.js';
import { binary, readXlsx } from './files.js';
import { validForm } from './trip-form-fixtures.js';
import { gql, resetDb, signedInAdmin, signedInStaff, startApp, travellerAt, type Agent } from './helpers.js';

let built: BuiltApp;
let owner: Agent;
let leader: Agent;
let reviewer: Agent;
beforeAll(async () => {
  built = await startApp();
  await resetDb(built.db);
  ({ agent: owner } = await signedInAdmin(built));
  leader = (await signedInStaff(built, owner, 'leader')).agent;
  reviewer = (await signedInStaff(built, owner, 'reviewer')).agent;
});
afterAll(() => built.close());

const OUT = { airline: 'Saudia', flightNumber: 'sv 22', departsOn: '2025-12-31', arrivesOn: '2026-01-01', fromAirport: 'yyz', toAirport: 'JED', pnr: 'abc123' };
const BACK = { airline: 'Saudia', flightNumber: 'SV21', departsOn: '2026-01-12', arrivesOn: '2026-01-12', fromAirport: 'JED', toAirport: 'YYZ', pnr: 'ABC124' };
const legsIn = async () => built.db('flight_legs').count<{ count: string }[]>({ count: '*' });

describe('flight legs', () => {
  it('when the owner adds, edits and removes legs, then they read back in flying order on both faces', async () => {
    const back = await owner.post('/api/admin/flight-legs').send(BACK).expect(201);
    const out = await gql(owner, 'AddFlightLeg', { input: OUT });
    expect(out.errors).toBeUndefined();
    expect(out.data?.addFlightLeg).toMatchObject({ flightNumber: 'SV22', fromAirport: 'YYZ', pnr: 'ABC123', excludedRegistrationIds: [] });
    const list = (await leader.get('/api/admin/flight-legs').expect(200)).body;
    expect(list.map((l: { flightNumber: string }) => l.flightNumber)).toEqual(['SV22', 'SV21']);
    const viaGql = await gql(leader, 'FlightLegs', {});
    expect(viaGql.data?.flightLegs).toEqual(list);

    const edited = await owner
      .put(`/api/admin/flight-legs/${back.body.id}`)
      .send({ ...BACK, pnr: 'XYZ789' })
      .expect(200);
    expect(edited.body).toMatchObject({ id: back.body.id, pnr: 'XYZ789' });
    await owner.delete(`/api/admin/flight-legs/${back.body.id}`).expect(200);
    expect((await owner.get('/api/admin/flight-legs').expect(200)).body).toHaveLength(1);
    await owner.delete(`/api/admin/flight-legs/${back.body.id}`).expect(404);
  });

  it.each([
    ['an arrival before the departure', { arrivesOn: '2025-12-30' }, 'arrivesOn', FLIGHT_MESSAGES.arrivalBeforeDeparture],
    ['an airport code of four letters', { toAirport: 'JEDD' }, 'toAirport', FLIGHT_MESSAGES.airport],
    ['the same airport at both ends', { toAirport: 'YYZ' }, 'toAirport', FLIGHT_MESSAGES.sameAirport],
    ['a flight number without digits', { flightNumber: 'Saudia' }, 'flightNumber', FLIGHT_MESSAGES.flightNumber],
    ['a PNR of three characters', { pnr: 'AB1' }, 'pnr', FLIGHT_MESSAGES.pnr],
  ])('when the owner gives %s, then 400 with its message and nothing is written', async (_what, change, field, message) => {
    const before = await legsIn();
    const res = await owner
      .post('/api/admin/flight-legs')
      .send({ ...OUT, flightNumber: 'SV99', ...change })
      .expect(400);
    expect(res.body).toMatchObject({ message, fieldErrors: { [field]: message } });
    expect(await legsIn()).toEqual(before);
  });

  it('when the same flight is added twice on the same day, then 409 with a clear message, on both faces, and one leg stays', async () => {
    const res = await owner.post('/api/admin/flight-legs').send(OUT).expect(409);
    expect(res.body.message).toBe(FLIGHT_MESSAGES.duplicate);
    const viaGql = await gql(owner, 'AddFlightLeg', { input: OUT });
    expect(viaGql.errors?.[0]?.message).toBe(FLIGHT_MESSAGES.duplicate);
    expect(await built.db('flight_legs').where({ flight_number: 'SV22' })).toHaveLength(1);
  });

  it('when a leader or a reviewer edits a leg, then 403: only the owner manages the trip', async () => {
    await leader
      .post('/api/admin/flight-legs')
      .send({ ...OUT, flightNumber: 'SV98' })
      .expect(403);
    await reviewer
      .post('/api/admin/flight-legs')
      .send({ ...OUT, flightNumber: 'SV98' })
      .expect(403);
    const [leg] = (await owner.get('/api/admin/flight-legs').expect(200)).body;
    await leader.put(`/api/admin/flight-legs/${leg.id}/travellers/${leg.id}`).send({ onLeg: false }).expect(403);
    await request(built.app).get('/api/admin/flight-legs').expect(401);
  });
});

describe('the manifest of a leg', () => {
  const download = (agent: Agent, format: 'xlsx' | 'csv', legId: string) =>
    agent.get(`/api/admin/exports/manifest.${format}?legId=${legId}`).buffer(true).parse(binary);

  it('when a traveller is left off a leg, then its manifest holds everyone else, with the leg and PNR on top, each passport audited', async () => {
    const on = await travellerAt(built, owner, 'DEPOSIT_PAID');
    await on.agent
      .post('/api/trip/form')
      .send(validForm({ fullNameAsPerPassport: 'Maria de la Cruz', passportNumber: 'ON1234567' }))
      .expect(200);
    const off = await travellerAt(built, owner, 'DEPOSIT_PAID');
    await off.agent
      .post('/api/trip/form')
      .send(validForm({ fullNameAsPerPassport: 'Yusuf Ali', passportNumber: 'OFF123456' }))
      .expect(200);
    const [leg] = (await owner.get('/api/admin/flight-legs').expect(200)).body;
    const left = await owner.put(`/api/admin/flight-legs/${leg.id}/travellers/${off.registrationId}`).send({ onLeg: false }).expect(200);
    expect(left.body).toMatchObject({ excludedRegistrationIds: [off.registrationId], travellerCount: leg.travellerCount - 1 });
    await owner.put(`/api/admin/flight-legs/${leg.id}/travellers/${off.registrationId}`).send({ onLeg: false }).expect(200);
    await owner.put(`/api/admin/flight-legs/${leg.id}/travellers/${off.registrationId}`).send({ onLeg: 'no' }).expect(400);

    const xlsx = await download(owner, 'xlsx', leg.id).expect(200);
    expect(xlsx.headers['content-disposition']).toContain('Umrah-manifest-winter-2026-SV22-2025-12-31.xlsx');
    const rows = readXlsx(xlsx.body as Buffer);
    expect(rows.slice(0, 4)).toEqual([
      ['Airline', 'Flight', 'Date', 'From', 'To', 'Arrives', 'PNR'],
      ['Saudia', 'SV22', '2025-12-31', 'YYZ', 'JED', '2026-01-01', 'ABC123'],
      expect.any(Array),
      ['Surname', 'Given names', 'Date of birth', 'Gender', 'Nationality', 'Passport number', 'Passport expiry'],
    ]);
    expect(rows).toContainEqual(['de la Cruz', 'Maria', '1988-04-12', 'F', 'Canada', 'ON1234567', '2030-01-15']);
    expect(rows.flat()).not.toContain('OFF123456');
    const audited = await built.db('audit_events').where({ action: 'passport.exported' }).whereIn('registration_id', [on.registrationId, off.registrationId]);
    expect(audited.map((e) => e.registration_id)).toEqual([on.registrationId]);

    const csv = (await download(reviewer, 'csv', leg.id).expect(200)).body as Buffer;
    const lines = csv.toString('utf8').split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      'Airline,Flight,Date,From,To,Arrives,PNR',
      'Saudia,SV22,2025-12-31,YYZ,JED,2026-01-01,ABC123',
      '',
      'Surname,Given names,Date of birth,Gender,Nationality,Passport number,Passport expiry',
    ]);
    expect(lines).toContain('de la Cruz,Maria,1988-04-12,F,Canada,ON1234567,2030-01-15');

    // Back on the leg: on its manifest again. The whole trip's manifest has no leg header.
    await gql(owner, 'SetFlightLegTraveller', { legId: leg.id, registrationId: off.registrationId, onLeg: true });
    expect((await download(owner, 'csv', leg.id).expect(200)).body.toString()).toContain('OFF123456');
    const whole = (await owner.get('/api/admin/exports/manifest.csv').buffer(true).parse(binary).expect(200)).body as Buffer;
    expect(whole.toString('utf8').split('\r\n')[0]).toBe('Surname,Given names,Date of birth,Gender,Nationality,Passport number,Passport expiry');
  });

  it('when the leg is unknown or a registration is not on its trip, then 404 with a clear message', async () => {
    const res = await download(owner, 'csv', '00000000-0000-4000-8000-000000000000').expect(404);
    expect(JSON.parse((res.body as Buffer).toString()).message).toBe(FLIGHT_MESSAGES.notFound);
    await download(owner, 'csv', 'nope').expect(404);
    const [leg] = (await owner.get('/api/admin/flight-legs').expect(200)).body;
    const bad = await owner.put(`/api/admin/flight-legs/${leg.id}/travellers/00000000-0000-4000-8000-000000000000`).send({ onLeg: false }).expect(404);
    expect(bad.body.message).toBe(FLIGHT_MESSAGES.notOnTrip);
  });
});

describe('the ground handler’s roster', () => {
  it('when the owner downloads it, then each traveller has names, passport, nationality, birth, gender, visa and their legs; passports audited', async () => {
    const t = await travellerAt(built, owner, 'FORM_SUBMITTED');
    await built
      .db('trip_forms')
      .where({ registration_id: t.registrationId })
      .update({ passport_surname: 'Binti Rahman', passport_given_names: 'Amina', full_name_as_per_passport: 'Amina Binti Rahman' });
    await t.agent
      .put('/api/trip/readiness/details')
      .send({ visaNumber: 'u7654321', visaType: 'umrah', visaIssuedOn: '2025-11-01', visaExpiresOn: '2026-03-01' })
      .expect(200);
    const back = await owner.post('/api/admin/flight-legs').send(BACK).expect(201);
    const [out] = (await owner.get('/api/admin/flight-legs').expect(200)).body;
    await owner.put(`/api/admin/flight-legs/${out.id}/travellers/${t.registrationId}`).send({ onLeg: false }).expect(200);

    const res = await owner.get('/api/admin/exports/ground-roster.xlsx').buffer(true).parse(binary).expect(200);
    expect(res.headers['content-disposition']).toContain('Umrah-ground-roster-winter-2026.xlsx');
    const rows = readXlsx(res.body as Buffer);
    expect(rows[0]).toEqual([
      'Surname',
      'Given names',
      'Passport number',
      'Nationality',
      'Date of birth',
      'Gender',
      'Passport expiry',
      'Visa number',
      'Flights',
    ]);
    expect(rows).toContainEqual(['Binti Rahman', 'Amina', 'AB123456', 'Canada', '1988-04-12', 'F', '2030-01-15', 'U7654321', 'SV21 2026-01-12 JED-YYZ']);
    expect(rows.filter((r) => r[8] === 'SV22 2025-12-31 YYZ-JED; SV21 2026-01-12 JED-YYZ').length).toBeGreaterThan(0);
    const audited = await built.db('audit_events').where({ action: 'passport.exported', registration_id: t.registrationId });
    expect(audited).toHaveLength(1);
    expect(audited[0].payload).toEqual({ export: 'ground_roster' });

    await leader.get('/api/admin/exports/ground-roster.xlsx').expect(403);
    await owner.delete(`/api/admin/flight-legs/${back.body.id}`).expect(200);
  });
});

import { describe, expect, it } from 'vitest';
import { FLIGHT_MESSAGES as m, flightLegRules, GROUND_ROSTER_HEADERS, legHeader, legManifestFileName, legsCell, travellersOnLeg } from './flights.js';
import { fieldErrorsOf } from './rules.js';

const LEG = {
  airline: 'Saudia',
  flightNumber: 'SV 22',
  departsOn: '2026-12-20',
  arrivesOn: '2026-12-21',
  fromAirport: 'yyz',
  toAirport: 'JED',
  pnr: ' abc 123 ',
};
const errorsOf = (input: unknown) => {
  const r = flightLegRules().safeParse(input);
  return r.success ? {} : fieldErrorsOf(r.error);
};

describe('a flight leg', () => {
  it('when it is good, then codes come back in capitals without spaces', () => {
    expect(flightLegRules().parse(LEG)).toEqual({
      airline: 'Saudia',
      flightNumber: 'SV22',
      departsOn: '2026-12-20',
      arrivesOn: '2026-12-21',
      fromAirport: 'YYZ',
      toAirport: 'JED',
      pnr: 'ABC123',
    });
    expect(flightLegRules().parse({ ...LEG, pnr: '  ', flightNumber: 'ac-8', arrivesOn: '2026-12-20' })).toMatchObject({ pnr: null, flightNumber: 'AC8' });
    expect(flightLegRules().parse({ ...LEG, departsOn: ' 2026-12-20 ' })).toMatchObject({ departsOn: '2026-12-20' });
    // A bad field alone: its own message, no arrival or airport complaint on top.
    expect(errorsOf({ ...LEG, departsOn: 'soon', arrivesOn: '2026-12-01', toAirport: 'YYZ' })).toEqual({ departsOn: 'Enter a date as YYYY-MM-DD' });
    expect(flightLegRules().parse({ ...LEG, pnr: undefined, flightNumber: 'ms1234a' })).toMatchObject({ pnr: null, flightNumber: 'MS1234A' });
  });

  it.each([
    ['airline', 'S', m.airline],
    ['airline', '  S  ', m.airline],
    ['airline', 'x'.repeat(61), m.airline],
    ['airline', undefined, m.airline],
    ['flightNumber', 'SVX22', m.flightNumber],
    ['flightNumber', 'SV12345', m.flightNumber],
    ['flightNumber', 'SV', m.flightNumber],
    ['flightNumber', 'SV22AB', m.flightNumber],
    ['flightNumber', 'xSV22', m.flightNumber],
    ['flightNumber', 22, m.flightNumber],
    ['fromAirport', 'JEDD', m.airport],
    ['fromAirport', 'J3D', m.airport],
    ['fromAirport', 'JE', m.airport],
    ['toAirport', 'xJED', m.airport],
    ['toAirport', 'YYZ', m.sameAirport],
    ['departsOn', '2026-02-30', 'Enter a date as YYYY-MM-DD'],
    ['departsOn', 'soon', 'Enter a date as YYYY-MM-DD'],
    ['departsOn', undefined, 'Enter a date as YYYY-MM-DD'],
    ['arrivesOn', '2026-12-19', m.arrivalBeforeDeparture],
    ['pnr', 'AB12', m.pnr],
    ['pnr', 'ABCDE1234', m.pnr],
    ['pnr', 'AB-123', m.pnr],
    ['pnr', 5, m.pnr],
  ])('when %s is %j, then %j', (field, value, message) => {
    expect(errorsOf({ ...LEG, [field]: value })).toEqual({ [field]: message });
  });

  it('when the limits are met exactly, then the leg is taken', () => {
    expect(errorsOf({ ...LEG, airline: 'SV', pnr: 'ABCDE', flightNumber: 'SV1' })).toEqual({});
    expect(errorsOf({ ...LEG, airline: 'x'.repeat(60), pnr: 'ABCDEFGH', flightNumber: 'SV1234' })).toEqual({});
  });
});

describe('the leg’s manifest', () => {
  it('when its header is written, then the leg and its PNR are in it', () => {
    // Parsed inside the test: a rule that breaks fails this test, not the file's collection.
    const leg = flightLegRules().parse(LEG);
    expect(legHeader(leg)).toEqual([
      ['Airline', 'Flight', 'Date', 'From', 'To', 'Arrives', 'PNR'],
      ['Saudia', 'SV22', '2026-12-20', 'YYZ', 'JED', '2026-12-21', 'ABC123'],
    ]);
    expect(legHeader({ ...leg, pnr: null })[1][6]).toBe('');
    expect(legManifestFileName('winter-2026', leg, 'csv')).toBe('Umrah-manifest-winter-2026-SV22-2026-12-20.csv');
  });

  it('when travellers are left off a leg, then everyone else is on it, in order', () => {
    const all = [{ registrationId: 'a' }, { registrationId: 'b' }, { registrationId: 'c' }];
    expect(travellersOnLeg(all, [])).toEqual(all);
    expect(travellersOnLeg(all, ['b', 'z'])).toEqual([{ registrationId: 'a' }, { registrationId: 'c' }]);
  });
});

describe('the ground handler’s roster', () => {
  it('when a traveller’s legs are written, then each of theirs is in one cell, the ones they are left off are not', () => {
    const out = { ...flightLegRules().parse(LEG), id: 'out' };
    const back = {
      ...flightLegRules().parse({ ...LEG, flightNumber: 'SV21', departsOn: '2026-01-12', arrivesOn: '2026-01-12', fromAirport: 'JED', toAirport: 'YYZ' }),
      id: 'back',
    };
    expect(legsCell([out, back], [])).toBe('SV22 2026-12-20 YYZ-JED; SV21 2026-01-12 JED-YYZ');
    expect(legsCell([out, back], ['out'])).toBe('SV21 2026-01-12 JED-YYZ');
    expect(legsCell([], [])).toBe('');
    expect(GROUND_ROSTER_HEADERS).toEqual([
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
  });
});

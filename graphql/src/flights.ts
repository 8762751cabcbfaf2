// Flight legs of a trip and who is on each (issue 35; docs/product.md#ready-to-travel; ADR 0128).
// Every active traveller is on every leg unless left off it; the airline manifest is per leg, with
// the leg and its booking reference (PNR) in its header. Pure: no I/O.
import { z } from 'zod';
import { isoDateOf } from './rules.js';
import { TRIP_FACT_MESSAGES } from './trips.js';

export const FLIGHT_MESSAGES = {
  airline: 'Give the airline’s name (2 to 60 characters).',
  flightNumber: 'A flight number is the airline’s two-character code and 1 to 4 digits, for example SV 22.',
  airport: 'An airport code is three letters (IATA), for example YYZ or JED.',
  sameAirport: 'A flight cannot leave from and land at the same airport.',
  arrivalBeforeDeparture: 'A flight cannot arrive before it departs.',
  pnr: 'A booking reference (PNR) is 5 to 8 letters or digits.',
  duplicate: 'This flight is already a leg of the trip on that day.',
  notFound: 'This flight leg was not found.',
  notOnTrip: 'This traveller is not registered on the leg’s trip.',
} as const;
const m = FLIGHT_MESSAGES;

const day = () =>
  z
    .string({ error: TRIP_FACT_MESSAGES.date })
    .trim()
    .transform((v, ctx) => {
      const d = isoDateOf(v);
      if (!d) ctx.addIssue({ code: 'custom', message: TRIP_FACT_MESSAGES.date });
      return d ?? '';
    });
/** Upper case, spaces and dashes dropped ("sv 022" → "SV022"). */
const code = (message: string, pattern: RegExp) =>
  z
    .string({ error: message })
    .transform((v) => v.replace(/[\s-]+/g, '').toUpperCase())
    .refine((v) => pattern.test(v), message);

/**
 * A leg as the owner gives it; the flight number, airports and PNR in capitals without spaces.
 * Built per call (like the trip form's rules), so each parse reads the rules as they are now.
 */
export const flightLegRules = () =>
  z
    .object({
      airline: z.string({ error: m.airline }).trim().min(2, m.airline).max(60, m.airline),
      flightNumber: code(m.flightNumber, /^[A-Z0-9]{2}\d{1,4}[A-Z]?$/),
      departsOn: day(),
      arrivesOn: day(),
      fromAirport: code(m.airport, /^[A-Z]{3}$/),
      toAirport: code(m.airport, /^[A-Z]{3}$/),
      pnr: z
        .string({ error: m.pnr })
        .nullish()
        .transform((v) => (v ?? '').replace(/\s+/g, '').toUpperCase() || null)
        .refine((v) => v === null || /^[A-Z0-9]{5,8}$/.test(v), m.pnr),
    })
    // Runs only once every field is valid (zod skips refinements of an object with issues).
    .superRefine((v, ctx) => {
      if (v.fromAirport === v.toAirport) ctx.addIssue({ code: 'custom', message: m.sameAirport, path: ['toAirport'] });
      if (v.arrivesOn < v.departsOn) ctx.addIssue({ code: 'custom', message: m.arrivalBeforeDeparture, path: ['arrivesOn'] });
    });
export type FlightLegValues = z.output<ReturnType<typeof flightLegRules>>;

export interface FlightLeg extends FlightLegValues {
  id: string;
}

/** The manifest's header block for a leg: a line of labels, a line of values (then a blank line and the columns). */
export function legHeader(leg: FlightLegValues): [string[], string[]] {
  return [
    ['Airline', 'Flight', 'Date', 'From', 'To', 'Arrives', 'PNR'],
    [leg.airline, leg.flightNumber, leg.departsOn, leg.fromAirport, leg.toAirport, leg.arrivesOn, leg.pnr ?? ''],
  ];
}

/** The travellers on a leg: every registration but those left off it, in the order given. */
export const travellersOnLeg = <T extends { registrationId: string }>(travellers: readonly T[], excluded: readonly string[]): T[] => {
  const off = new Set(excluded);
  return travellers.filter((t) => !off.has(t.registrationId));
};

/** The ground handler's roster's columns (English, like the manifest's: ADR 0128). */
export const GROUND_ROSTER_HEADERS = [
  'Surname',
  'Given names',
  'Passport number',
  'Nationality',
  'Date of birth',
  'Gender',
  'Passport expiry',
  'Visa number',
  'Flights',
] as const;

/** A traveller's legs in one cell: "SV22 2025-12-31 YYZ-JED; SV21 2026-01-12 JED-YYZ" (their legs only). */
export const legsCell = (legs: readonly (FlightLegValues & { id: string })[], offLegs: readonly string[]): string =>
  legs
    .filter((l) => !offLegs.includes(l.id))
    .map((l) => `${l.flightNumber} ${l.departsOn} ${l.fromAirport}-${l.toAirport}`)
    .join('; ');

/** `Umrah-manifest-<trip slug>-<flight>-<day>.<ext>`: one file per leg. */
export const legManifestFileName = (slug: string, leg: Pick<FlightLegValues, 'flightNumber' | 'departsOn'>, ext: 'xlsx' | 'csv') =>
  `Umrah-manifest-${slug}-${leg.flightNumber}-${leg.departsOn}.${ext}`;

// A trip's hotel stays and their room types (issue 36, ADR 0124): facts of the trip like its fares
// (ADR 0098), edited on the admin's trip page. A traveller chooses one room type for the trip;
// its supplement per person is the sum over the stays. Pure: no I/O.
import { z } from 'zod';
import { fillRule } from './i18n/rule-templates.js';
import { isoDateOf } from './rules.js';
import { ROOM_GENDERS, ROOM_TYPE_CAPACITY, ROOM_TYPES, type RoomType } from './rooming.js';

export const ROOM_TYPE_LABELS: Readonly<Record<RoomType, string>> = { quad: 'Quad (4 beds)', triple: 'Triple (3 beds)', double: 'Double (2 beds)' };

export const ROOMS_MESSAGES = {
  city: 'Enter the city (2 to 80 characters).',
  hotelName: 'Enter the hotel’s name (2 to 120 characters).',
  address: 'Enter the address in English and in Arabic (up to 300 characters each).',
  date: 'Enter a date as YYYY-MM-DD.',
  nights: 'The check-out must be after the check-in.',
  roomType: 'Choose quad, triple or double.',
  oneOfEachType: 'Each room type appears once per hotel stay.',
  capacity: 'A room holds 1 to 8 people.',
  supplement: 'Enter the supplement per person in cents (0 or more).',
  gender: 'Choose men, women or family.',
  label: 'Enter the room’s name or number (1 to 40 characters).',
  count: 'Add 1 to 50 rooms at a time.',
  wishes: 'Name up to 3 travellers by their email.',
  busName: 'Enter the bus’s name (1 to 60 characters).',
  stays: 'Give the trip’s hotel stays: 6 at most.',
  noStays: 'This trip has no hotel stays yet.',
  wishNotFound: 'No traveller on this trip has that email: check it with them.',
  noRegistration: 'You have no registration on this trip.',
  moved: 'Someone else changed this traveller’s room meanwhile: the board now shows where they are. Try again if you still want to move them.',
  roomFull: 'That room is full.',
  roomGender: 'Men and women share a room only within one family: choose a room of this traveller’s gender or their family’s room.',
  roomNotFound: 'Room not found.',
  stayNotFound: 'Hotel stay not found.',
  busNotFound: 'Bus not found.',
  busCounted: 'A headcount counted this bus: it stays with the trip’s records.',
  leaderNotStaff: 'A bus’s leader is a member of the team.',
  typeNotOffered: (type: string) => fillRule('rules.rooms.typeNotOffered', { type }),
  typeInUse: (type: string, hotel: string, count: number) => fillRule('rules.rooms.typeInUse', { type, hotel, count }),
  stayInUse: (hotel: string) => fillRule('rules.rooms.stayInUse', { hotel }),
} as const;

const m = ROOMS_MESSAGES;
// isoDateOf answers a real day as YYYY-MM-DD: anything else differs from what was sent.
const day = z.string({ error: m.date }).refine((v) => isoDateOf(v) === v, m.date);
const text = (min: number, max: number, message: string) => z.string({ error: message }).trim().min(min, message).max(max, message);

export const roomTypeRule = z.enum(ROOM_TYPES, { error: m.roomType });

export const hotelStayRules = z
  .object({
    id: z.uuid().nullish(),
    city: text(2, 80, m.city),
    hotelName: text(2, 120, m.hotelName),
    addressEn: text(0, 300, m.address),
    addressAr: text(0, 300, m.address),
    checkIn: day,
    checkOut: day,
    roomTypes: z.array(
      z.object({
        type: roomTypeRule,
        capacity: z.number({ error: m.capacity }).int(m.capacity).min(1, m.capacity).max(8, m.capacity),
        supplementCents: z.number({ error: m.supplement }).int(m.supplement).min(0, m.supplement).max(10_000_000, m.supplement),
      }),
      { error: m.roomType },
    ),
  })
  .superRefine((s, ctx) => {
    if (s.checkOut <= s.checkIn) ctx.addIssue({ code: 'custom', message: m.nights, path: ['checkOut'] });
    if (new Set(s.roomTypes.map((t) => t.type)).size !== s.roomTypes.length) ctx.addIssue({ code: 'custom', message: m.oneOfEachType, path: ['roomTypes'] });
  });
export const hotelStaysRules = z.array(hotelStayRules, { error: m.stays }).max(6, m.stays);
export type HotelStayInput = z.infer<typeof hotelStayRules>;

export const roomChoiceRules = z.object({
  roomType: roomTypeRule.nullable(),
  wishes: z.array(z.email(m.wishes).max(254, m.wishes), { error: m.wishes }).max(3, m.wishes),
});

export const addRoomsRules = z.object({
  type: roomTypeRule,
  gender: z.enum(ROOM_GENDERS, { error: m.gender }),
  count: z.number({ error: m.count }).int(m.count).min(1, m.count).max(50, m.count),
});

export const busRules = z.object({ name: text(1, 60, m.busName), leaderUserId: z.uuid().nullable() });

/** The room types a trip offers on every stay: a traveller's choice must hold on each. */
export function typesOffered(stays: readonly { roomTypes: readonly { type: RoomType }[] }[]): RoomType[] {
  if (stays.length === 0) return [];
  return ROOM_TYPES.filter((type) => stays.every((s) => s.roomTypes.some((t) => t.type === type)));
}

/** The supplement per person of a room type over the trip: the sum of each stay's; null when a stay lacks it. */
export function supplementFor(stays: readonly { roomTypes: readonly { type: RoomType; supplementCents: number }[] }[], type: RoomType | null): number | null {
  if (type === null) return 0;
  let total = 0;
  for (const s of stays) {
    const found = s.roomTypes.find((t) => t.type === type);
    if (!found) return null;
    total += found.supplementCents;
  }
  return total;
}

/** Nights of a stay (check-in to check-out, YYYY-MM-DD). */
export const nightsOf = (stay: { checkIn: string; checkOut: string }): number =>
  Math.round((Date.parse(`${stay.checkOut}T00:00:00Z`) - Date.parse(`${stay.checkIn}T00:00:00Z`)) / 86_400_000);

/** The default beds of a room type. */
export const defaultCapacity = (type: RoomType): number => ROOM_TYPE_CAPACITY[type];

/**
 * The stay the group sleeps in on a day (YYYY-MM-DD, in Makkah's and Madinah's time zone): the one
 * whose nights include it (check-in day included, check-out day not); before the trip the first,
 * after it the last. The stays in order; none without stays.
 */
export function stayOn<S extends { checkIn: string; checkOut: string }>(stays: readonly S[], day: string): S | null {
  const tonight = stays.find((s) => s.checkIn <= day && day < s.checkOut);
  if (tonight) return tonight;
  if (stays.length === 0) return null;
  return day < stays[0]!.checkIn ? stays[0]! : stays.at(-1)!;
}

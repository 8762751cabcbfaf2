// Headcounts on the road (issue 37; docs/product.md#on-the-road; ADR 0131): several leaders and
// devices mark the same check, often offline, and sync whenever the network comes back. A mark is
// a fact with its own id, so the state of a check is the SET of its marks: merging is a union by
// mark id (a mark sent twice counts once), and each traveller's state is their latest mark by the
// time it was made, ties broken by device then mark id, so every server and phone agrees whatever
// order the marks arrive in.
import { z } from 'zod';

export type MarkState = 'present' | 'absent';

export interface HeadcountMark {
  markId: string;
  checkId: string;
  registrationId: string;
  state: MarkState;
  /** When the leader tapped, on their device's clock (ISO 8601). */
  markedAt: string;
  deviceId: string;
}

/** How many marks one sync may carry: a full coach of 60, many times over. */
export const MAX_MARKS_PER_SYNC = 500;

export const HEADCOUNT_MESSAGES = {
  label: 'Name the headcount, e.g. Bus 1: leaving the hotel for the Haram',
  group: 'The group label is 60 characters at most',
  mark: 'This mark cannot be read: it needs a mark id, the traveller, present or absent, a time and a device',
  tooMany: `Send at most ${MAX_MARKS_PER_SYNC} marks at a time`,
  notFound: 'No such headcount',
  closed: 'This headcount is already closed',
  notOnTrip: 'This traveller is no longer on the trip: the mark was not counted',
  otherCheck: 'This mark belongs to another headcount',
  bus: 'No such bus on this trip',
  notOnBus: 'This traveller is not on this bus: the mark was not counted',
  idTaken: 'This headcount id is already used by another headcount',
  checkId: 'This headcount’s id cannot be read: the phone makes it as a uuid',
} as const;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = z.string(HEADCOUNT_MESSAGES.mark).regex(UUID_RE, HEADCOUNT_MESSAGES.mark);
/** A check's travellers: the whole trip's, or only those on its bus. */
export function checkRoster<T extends { registrationId: string }>(
  roster: readonly T[],
  busId: string | null,
  busOf: (registrationId: string) => string | null,
): T[] {
  return busId === null ? [...roster] : roster.filter((t) => busOf(t.registrationId) === busId);
}

export const startHeadcountRules = z.object({
  /**
   * The id the phone gave the check when it was started offline (a uuid): starting again with the
   * same id answers the same check, so a start sent twice makes one check. Absent: the server makes one.
   */
  id: z.string(HEADCOUNT_MESSAGES.checkId).regex(UUID_RE, HEADCOUNT_MESSAGES.checkId).optional(),
  /** One bus of the trip, or null/absent for the whole trip. */
  busId: z
    .string(HEADCOUNT_MESSAGES.bus)
    .regex(UUID_RE, HEADCOUNT_MESSAGES.bus)
    .nullish()
    .transform((b) => b ?? null),
  label: z.string(HEADCOUNT_MESSAGES.label).trim().min(1, HEADCOUNT_MESSAGES.label).max(120, HEADCOUNT_MESSAGES.label),
  group: z
    .string(HEADCOUNT_MESSAGES.group)
    .trim()
    .max(60, HEADCOUNT_MESSAGES.group)
    .nullish()
    .transform((g) => (g ? g : null)),
});
export type StartHeadcountValues = z.infer<typeof startHeadcountRules>;

export const headcountMarkRules = z.object({
  markId: uuid,
  checkId: uuid,
  registrationId: uuid,
  state: z.enum(['present', 'absent'], HEADCOUNT_MESSAGES.mark),
  markedAt: z.iso.datetime({ offset: true, message: HEADCOUNT_MESSAGES.mark }).transform((t) => new Date(t).toISOString()),
  deviceId: z.string(HEADCOUNT_MESSAGES.mark).min(1, HEADCOUNT_MESSAGES.mark).max(100, HEADCOUNT_MESSAGES.mark),
});

export const syncMarksRules = z.object({
  marks: z.array(headcountMarkRules, HEADCOUNT_MESSAGES.mark).max(MAX_MARKS_PER_SYNC, HEADCOUNT_MESSAGES.tooMany),
});

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A total order on marks: the later tap wins; equal times go to the greater device id, then the
 * greater mark id (and, for one mark id sent with different contents, its
 * other fields), so "the winner" never depends on arrival order.
 */
export function compareMarks(a: HeadcountMark, b: HeadcountMark): number {
  return (
    Date.parse(a.markedAt) - Date.parse(b.markedAt) ||
    cmp(a.deviceId, b.deviceId) ||
    cmp(a.markId, b.markId) ||
    cmp(a.state, b.state) ||
    cmp(a.registrationId, b.registrationId) ||
    cmp(a.checkId, b.checkId)
  );
}

/** The union of two sets of marks, one per mark id (the greater copy if a mark id came twice), in order. */
export function mergeMarks(a: readonly HeadcountMark[], b: readonly HeadcountMark[]): HeadcountMark[] {
  const byId = new Map<string, HeadcountMark>();
  for (const mark of [...a, ...b]) {
    const known = byId.get(mark.markId);
    if (!known || compareMarks(mark, known) > 0) byId.set(mark.markId, mark);
  }
  return [...byId.values()].sort(compareMarks);
}

/** Each traveller's latest mark (last writer wins, by compareMarks). */
export function latestMarks(marks: readonly HeadcountMark[]): Map<string, HeadcountMark> {
  const latest = new Map<string, HeadcountMark>();
  for (const mark of marks) {
    const known = latest.get(mark.registrationId);
    if (!known || compareMarks(mark, known) > 0) latest.set(mark.registrationId, mark);
  }
  return latest;
}

export type TravellerCount = 'present' | 'absent' | 'unmarked';

export interface HeadcountTally {
  /** Each traveller on the roster, in the roster's order, with where they stand. */
  travellers: { registrationId: string; state: TravellerCount; markedAt: string | null }[];
  present: string[];
  /** On the roster and not marked present: absent or not seen yet. */
  missing: string[];
  /** Marks for registrations not on the roster (left the trip meanwhile): reported, never counted. */
  strays: HeadcountMark[];
}

/** Who is there and who is missing, for the travellers on the roster now. */
export function tallyHeadcount(marks: readonly HeadcountMark[], roster: readonly string[]): HeadcountTally {
  const onRoster = new Set(roster);
  const merged = mergeMarks([], marks);
  const latest = latestMarks(merged);
  const travellers = roster.map((registrationId) => {
    const mark = latest.get(registrationId);
    return { registrationId, state: (mark ? mark.state : 'unmarked') as TravellerCount, markedAt: mark ? mark.markedAt : null };
  });
  return {
    travellers,
    present: travellers.filter((t) => t.state === 'present').map((t) => t.registrationId),
    missing: travellers.filter((t) => t.state !== 'present').map((t) => t.registrationId),
    strays: merged.filter((m) => !onRoster.has(m.registrationId)),
  };
}

/** A name as search compares it: no accents or Arabic diacritics (tashkeel, tatweel), hamza forms of alif as alif, lower case. */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0629/g, '\u0647')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a traveller's names match what the leader typed (every word, anywhere, in either script). */
export function matchesSearch(names: readonly (string | null | undefined)[], query: string): boolean {
  const words = searchKey(query).split(' ').filter(Boolean);
  const haystack = names
    .filter((n): n is string => Boolean(n))
    .map(searchKey)
    .join(' ');
  return words.every((w) => haystack.includes(w));
}

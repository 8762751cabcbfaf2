// Rooming (issue 36, docs/product.md#rooms, ADR 0126): who sleeps where in one hotel stay. Pure,
// so the api's "Assign automatically", the board's live checks in the browser and the bench run
// the same code. The rule (DECISIONS "Rooms"): men and women share a room only within one party
// of relatives; parties stay together whenever the room types allow.

export const ROOM_TYPES = ['quad', 'triple', 'double'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];
/** Beds of each room type. */
export const ROOM_TYPE_CAPACITY: Readonly<Record<RoomType, number>> = { quad: 4, triple: 3, double: 2 };

export const ROOM_GENDERS = ['men', 'women', 'family'] as const;
export type RoomGender = (typeof ROOM_GENDERS)[number];

/** The relationships that make a party's members relatives (a friend is not one). */
export const RELATIVE_RELATIONSHIPS = ['spouse', 'child', 'parent', 'sibling', 'relative'] as const;

export interface RoomingTraveller {
  id: string;
  /** From the trip form; null while the form does not say. */
  gender: 'male' | 'female' | null;
  minor: boolean;
  partyId: string | null;
  /** To the party's lead; null for the lead and for a traveller alone. */
  relationship: string | null;
  preferredRoomType: RoomType | null;
  /** Ids of the travellers this one wishes to share with. */
  wishes: readonly string[];
}

export interface RoomingRoom {
  id: string;
  type: RoomType;
  capacity: number;
  gender: RoomGender;
}

export interface RoomAssignment {
  travellerId: string;
  roomId: string;
}

export type RoomingWarning =
  | { kind: 'unplaced'; travellerId: string }
  | { kind: 'overFull'; roomId: string; occupants: number; capacity: number }
  | { kind: 'mixedGenders'; roomId: string }
  | { kind: 'wrongGender'; roomId: string; travellerId: string }
  | { kind: 'brokenWish'; travellerId: string; wishedId: string };

export interface RoomingResult {
  assignments: RoomAssignment[];
  warnings: RoomingWarning[];
}

const isRelative = (t: RoomingTraveller): boolean =>
  t.partyId !== null && (t.relationship === null || (RELATIVE_RELATIONSHIPS as readonly string[]).includes(t.relationship));

/** The family a traveller belongs to for rooming: their party's relatives, or nobody. */
export const familyOf = (t: RoomingTraveller): string | null => (isRelative(t) ? t.partyId : null);

const genderOfRoom = (g: RoomingTraveller['gender']): RoomGender | null => (g === 'male' ? 'men' : g === 'female' ? 'women' : null);

/**
 * The room's own warnings for these occupants: over capacity, a man in a women's room (or the
 * reverse, or someone whose gender is unknown in a single-gender room), and men and women (or a
 * person of unknown gender) together who are not all relatives of one party.
 */
export function checkRoom(room: RoomingRoom, occupants: readonly RoomingTraveller[]): RoomingWarning[] {
  const warnings: RoomingWarning[] = [];
  if (occupants.length > room.capacity) warnings.push({ kind: 'overFull', roomId: room.id, occupants: occupants.length, capacity: room.capacity });
  if (room.gender !== 'family') {
    for (const t of occupants) if (genderOfRoom(t.gender) !== room.gender) warnings.push({ kind: 'wrongGender', roomId: room.id, travellerId: t.id });
  }
  const genders = new Set(occupants.map((t) => t.gender));
  const families = new Set(occupants.map(familyOf));
  const oneFamily = families.size === 1 && !families.has(null);
  if ((genders.size > 1 || genders.has(null)) && occupants.length > 1 && !oneFamily) warnings.push({ kind: 'mixedGenders', roomId: room.id });
  return warnings;
}

/** Whether the traveller may join these occupants without any room warning. */
export const mayJoin = (room: RoomingRoom, occupants: readonly RoomingTraveller[], t: RoomingTraveller): boolean =>
  checkRoom(room, [...occupants, t]).length === 0;

/** Every warning of a stay's assignment: each room's, the unplaced and the broken wishes. */
export function warningsFor(travellers: readonly RoomingTraveller[], rooms: readonly RoomingRoom[], assignments: readonly RoomAssignment[]): RoomingWarning[] {
  const byId = new Map(travellers.map((t) => [t.id, t]));
  const roomOf = new Map<string, string>();
  const occupants = new Map<string, RoomingTraveller[]>(rooms.map((r) => [r.id, []]));
  for (const a of assignments) {
    const t = byId.get(a.travellerId);
    const list = occupants.get(a.roomId);
    if (!t || !list) continue;
    roomOf.set(t.id, a.roomId);
    list.push(t);
  }
  const warnings: RoomingWarning[] = [];
  for (const r of rooms) warnings.push(...checkRoom(r, occupants.get(r.id)!));
  for (const t of travellers) if (!roomOf.has(t.id)) warnings.push({ kind: 'unplaced', travellerId: t.id });
  for (const t of travellers) {
    for (const w of t.wishes) {
      if (w === t.id || !byId.has(w)) continue;
      const mine = roomOf.get(t.id);
      if (mine === undefined || mine !== roomOf.get(w)) warnings.push({ kind: 'brokenWish', travellerId: t.id, wishedId: w });
    }
  }
  return warnings;
}

/** Wishes kept: pairs (traveller, wished) of this stay who share a room. */
export function wishesKept(travellers: readonly RoomingTraveller[], assignments: readonly RoomAssignment[]): { kept: number; total: number } {
  const ids = new Set(travellers.map((t) => t.id));
  const roomOf = new Map(assignments.map((a) => [a.travellerId, a.roomId]));
  let kept = 0;
  let total = 0;
  for (const t of travellers) {
    for (const w of t.wishes) {
      if (w === t.id || !ids.has(w)) continue;
      total++;
      const mine = roomOf.get(t.id);
      if (mine !== undefined && mine === roomOf.get(w)) kept++;
    }
  }
  return { kept, total };
}

interface Slot {
  room: RoomingRoom;
  people: RoomingTraveller[];
}

const free = (s: Slot) => s.room.capacity - s.people.length;

/** Most common preference of a group, the first one's on a tie; null when nobody has one. */
function preferenceOf(group: readonly RoomingTraveller[]): RoomType | null {
  const counts = new Map<RoomType, number>();
  let best: RoomType | null = null;
  for (const t of group) {
    if (!t.preferredRoomType) continue;
    const n = (counts.get(t.preferredRoomType) ?? 0) + 1;
    counts.set(t.preferredRoomType, n);
    if (best === null || n > (counts.get(best) ?? 0)) best = t.preferredRoomType;
  }
  return best;
}

/**
 * The room a whole group goes into: among rooms it may join whole, those of its preferred type
 * first, then the tightest fit (fewest beds left over), then the input's order.
 */
function bestFit(slots: readonly Slot[], group: readonly RoomingTraveller[], fits: (s: Slot) => boolean): Slot | undefined {
  const pref = preferenceOf(group);
  let best: Slot | undefined;
  let bestKey = Infinity;
  for (const s of slots) {
    if (free(s) < group.length || !fits(s)) continue;
    const key = (s.room.type === pref ? 0 : 1_000_000) + (free(s) - group.length);
    if (key < bestKey) {
      best = s;
      bestKey = key;
    }
  }
  return best;
}

/** A group split over several rooms: each member into the open room with most space it may join. */
function spread(
  slots: readonly Slot[],
  group: readonly RoomingTraveller[],
  placed: Set<string>,
  fits: (s: Slot, t: RoomingTraveller) => boolean,
): RoomingTraveller[] {
  const left: RoomingTraveller[] = [];
  const pref = preferenceOf(group);
  let current: Slot | undefined;
  for (const t of group) {
    if (!current || !fits(current, t)) {
      current = undefined;
      let bestKey = -Infinity;
      for (const s of slots) {
        if (!fits(s, t)) continue;
        const key = free(s) + (s.room.type === pref ? 1_000 : 0);
        if (key > bestKey) {
          current = s;
          bestKey = key;
        }
      }
    }
    if (current) {
      current.people.push(t);
      placed.add(t.id);
    } else left.push(t);
  }
  return left;
}

/** Groups of one gender joined by sharing wishes (either way), largest first. */
function wishGroups(people: readonly RoomingTraveller[]): RoomingTraveller[][] {
  const parent = new Map(people.map((t) => [t.id, t.id]));
  const find = (id: string): string => {
    let r = id;
    while (parent.get(r) !== r) r = parent.get(r)!;
    parent.set(id, r);
    return r;
  };
  const union = (a: string, b: string) => parent.set(find(a), find(b));
  // A party's same-gender members (relatives and friends) are kept together like a wish.
  const firstOfParty = new Map<string, string>();
  for (const t of people) {
    for (const w of t.wishes) if (parent.has(w)) union(t.id, w);
    if (t.partyId !== null) {
      const first = firstOfParty.get(t.partyId);
      if (first === undefined) firstOfParty.set(t.partyId, t.id);
      else union(t.id, first);
    }
  }
  const groups = new Map<string, RoomingTraveller[]>();
  for (const t of people) {
    const root = find(t.id);
    const g = groups.get(root);
    if (g) g.push(t);
    else groups.set(root, [t]);
  }
  return [...groups.values()].map(nearFirst).sort((a, b) => b.length - a.length);
}

/** A group in breadth-first order over its wishes and parties, so a group split over rooms cuts few wishes. */
function nearFirst(group: RoomingTraveller[]): RoomingTraveller[] {
  const byId = new Map(group.map((t) => [t.id, t]));
  const next = new Map<string, string[]>(group.map((t) => [t.id, []]));
  const link = (a: string, b: string) => {
    next.get(a)!.push(b);
    next.get(b)!.push(a);
  };
  const partyFirst = new Map<string, string>();
  for (const t of group) {
    for (const w of t.wishes) if (byId.has(w)) link(t.id, w);
    if (t.partyId === null) continue;
    const first = partyFirst.get(t.partyId);
    if (first === undefined) partyFirst.set(t.partyId, t.id);
    else link(first, t.id);
  }
  const order: RoomingTraveller[] = [];
  const seen = new Set<string>();
  for (const start of group) {
    if (seen.has(start.id)) continue;
    seen.add(start.id);
    const queue = [start.id];
    while (queue.length) {
      const id = queue.shift()!;
      order.push(byId.get(id)!);
      for (const n of next.get(id)!) {
        if (!seen.has(n)) {
          seen.add(n);
          queue.push(n);
        }
      }
    }
  }
  return order;
}

/**
 * Assigns one hotel stay's travellers to its rooms. Order: each party's relatives of both genders
 * (or of an unknown gender) together in a family room; then everyone else by gender, a party's
 * same-gender members and wishers kept together where a room holds them (a room of their gender,
 * else a family room), in a room of their preferred type first; last, anyone left goes into any room they may join. Nobody is put where
 * a room warning would follow; who cannot be placed is left unplaced, with a warning.
 */
export function assignRooms(travellers: readonly RoomingTraveller[], rooms: readonly RoomingRoom[]): RoomingResult {
  const slots: Slot[] = rooms.map((room) => ({ room, people: [] }));
  const familyRooms = slots.filter((s) => s.room.gender === 'family');
  const placed = new Set<string>();
  const may = (s: Slot, t: RoomingTraveller) => mayJoin(s.room, s.people, t);

  // 1. Families that need a family room: relatives of one party, of both genders or unknown.
  const families = new Map<string, RoomingTraveller[]>();
  for (const t of travellers) {
    const f = familyOf(t);
    if (f === null) continue;
    const list = families.get(f);
    if (list) list.push(t);
    else families.set(f, [t]);
  }
  const needFamilyRoom = [...families.values()]
    .filter((g) => g.length > 1 && (new Set(g.map((t) => t.gender)).size > 1 || g.some((t) => t.gender === null)))
    .sort((a, b) => b.length - a.length);
  for (const family of needFamilyRoom) {
    const room = bestFit(familyRooms, family, (s) => s.people.length === 0);
    if (room) {
      room.people.push(...family);
      for (const t of family) placed.add(t.id);
      continue;
    }
    // Too big for any free family room: over several empty family rooms, which then hold only them.
    const empties = familyRooms.filter((s) => s.people.length === 0).sort((a, b) => free(b) - free(a));
    let beds = 0;
    const mine: Slot[] = [];
    for (const s of empties) {
      if (beds >= family.length) break;
      mine.push(s);
      beds += free(s);
    }
    if (beds >= family.length) spread(mine, family, placed, may);
    // Otherwise its men and women go on with everyone else, apart.
  }

  // 2. Everyone else by gender, in groups kept together, single-gender rooms first.
  const gendered = (g: RoomGender) => slots.filter((s) => s.room.gender === g);
  for (const [gender, roomGender] of [
    ['male', 'men'],
    ['female', 'women'],
  ] as const) {
    const people = travellers.filter((t) => !placed.has(t.id) && t.gender === gender);
    const ownRooms = gendered(roomGender);
    for (const group of wishGroups(people)) {
      const whole = (s: Slot) => group.every((t, i) => mayJoin(s.room, [...s.people, ...group.slice(0, i)], t));
      const room = bestFit(ownRooms, group, whole) ?? bestFit(familyRooms, group, whole);
      if (room) {
        room.people.push(...group);
        for (const t of group) placed.add(t.id);
        continue;
      }
      const left = spread(ownRooms, group, placed, may);
      spread(familyRooms, left, placed, may);
    }
  }

  // 3. Anyone left (a family of unknown gender split, say): any room they may join.
  for (const t of travellers) {
    if (placed.has(t.id)) continue;
    const s = slots.find((x) => may(x, t));
    if (s) {
      s.people.push(t);
      placed.add(t.id);
    }
  }

  const assignments = slots.flatMap((s) => s.people.map((t) => ({ travellerId: t.id, roomId: s.room.id })));
  return { assignments, warnings: warningsFor(travellers, rooms, assignments) };
}

/** The naive baseline the bench compares against: each traveller, in order, into the first room they may join. */
export function firstFit(travellers: readonly RoomingTraveller[], rooms: readonly RoomingRoom[]): RoomingResult {
  const slots: Slot[] = rooms.map((room) => ({ room, people: [] }));
  for (const t of travellers) {
    const s = slots.find((x) => mayJoin(x.room, x.people, t));
    if (s) s.people.push(t);
  }
  const assignments = slots.flatMap((s) => s.people.map((t) => ({ travellerId: t.id, roomId: s.room.id })));
  return { assignments, warnings: warningsFor(travellers, rooms, assignments) };
}

/** Rooms with at least one occupant. */
export const roomsUsed = (assignments: readonly RoomAssignment[]): number => new Set(assignments.map((a) => a.roomId)).size;

// Rooming (graphql/src/rooming.ts): property tests of "Assign automatically" (nobody twice, nobody
// where a room warning would follow, nobody left out while a room could take them, families
// together whenever the family rooms allow) and examples of each warning the board shows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assignRooms,
  checkRoom,
  familyOf,
  firstFit,
  mayJoin,
  ROOM_TYPE_CAPACITY,
  roomsUsed,
  warningsFor,
  wishesKept,
  type RoomingRoom,
  type RoomingTraveller,
  type RoomType,
} from './rooming.js';

const person = (id: string, gender: RoomingTraveller['gender'], more: Partial<RoomingTraveller> = {}): RoomingTraveller => ({
  id,
  gender,
  minor: false,
  partyId: null,
  relationship: null,
  preferredRoomType: null,
  wishes: [],
  ...more,
});
const room = (id: string, gender: RoomingRoom['gender'], type: RoomType = 'quad', capacity = ROOM_TYPE_CAPACITY[type]): RoomingRoom => ({
  id,
  gender,
  type,
  capacity,
});

const RELATIONSHIPS = ['spouse', 'child', 'parent', 'sibling', 'relative', 'friend'];

/** Travellers t0..tn, some in parties (the first of a party is its lead), with wishes among them. */
const travellersArb = fc.integer({ min: 0, max: 40 }).chain((n) =>
  fc
    .tuple(
      fc.array(fc.constantFrom<RoomingTraveller['gender']>('male', 'female', 'female', 'male', null), { minLength: n, maxLength: n }),
      fc.array(fc.option(fc.integer({ min: 0, max: 8 }), { freq: 2 }), { minLength: n, maxLength: n }),
      fc.array(fc.constantFrom(...RELATIONSHIPS), { minLength: n, maxLength: n }),
      fc.array(fc.option(fc.constantFrom<RoomType>('quad', 'triple', 'double')), { minLength: n, maxLength: n }),
      fc.array(fc.array(fc.integer({ min: 0, max: Math.max(0, n - 1) }), { maxLength: 2 }), { minLength: n, maxLength: n }),
    )
    .map(([genders, parties, rels, prefs, wishes]) => {
      const leads = new Set<number>();
      return genders.map((gender, i) => {
        const party = parties[i] ?? null;
        const isLead = party !== null && !leads.has(party);
        if (party !== null) leads.add(party);
        return person(`t${i}`, gender, {
          partyId: party === null ? null : `p${party}`,
          relationship: party === null || isLead ? null : (rels[i] ?? null),
          preferredRoomType: prefs[i] ?? null,
          wishes: (wishes[i] ?? []).map((w) => `t${w}`),
        });
      });
    }),
);
const roomsArb = fc
  .array(fc.tuple(fc.constantFrom<RoomingRoom['gender']>('men', 'women', 'family'), fc.constantFrom<RoomType>('quad', 'triple', 'double')), { maxLength: 20 })
  .map((list) => list.map(([g, type], i) => room(`r${i}`, g, type)));

const ROOM_WARNINGS = ['overFull', 'wrongGender', 'mixedGenders'];

describe('assignRooms', () => {
  it('when assigned, then each traveller is in one room at most and only in rooms of the stay', () => {
    fc.assert(
      fc.property(travellersArb, roomsArb, (ts, rs) => {
        const { assignments } = assignRooms(ts, rs);
        const ids = assignments.map((a) => a.travellerId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const a of assignments) {
          expect(ts.some((t) => t.id === a.travellerId)).toBe(true);
          expect(rs.some((r) => r.id === a.roomId)).toBe(true);
        }
      }),
    );
  });

  it('when assigned, then no room is over-full, of the wrong gender or mixes unrelated men and women', () => {
    fc.assert(
      fc.property(travellersArb, roomsArb, (ts, rs) => {
        const { warnings } = assignRooms(ts, rs);
        expect(warnings.filter((w) => ROOM_WARNINGS.includes(w.kind))).toEqual([]);
      }),
    );
  });

  it('when someone is left unplaced, then no room could have taken them, and the warnings say who', () => {
    fc.assert(
      fc.property(travellersArb, roomsArb, (ts, rs) => {
        const { assignments, warnings } = assignRooms(ts, rs);
        const placed = new Set(assignments.map((a) => a.travellerId));
        const unplaced = ts.filter((t) => !placed.has(t.id));
        expect(warnings.filter((w) => w.kind === 'unplaced')).toEqual(unplaced.map((t) => ({ kind: 'unplaced', travellerId: t.id })));
        for (const t of unplaced) {
          for (const r of rs) {
            const occupants = ts.filter((o) => assignments.some((a) => a.roomId === r.id && a.travellerId === o.id));
            expect(mayJoin(r, occupants, t)).toBe(false);
          }
        }
      }),
    );
  });

  it('when every family room holds the largest family and there is one per family, then each family of men and women sleeps in one room', () => {
    fc.assert(
      fc.property(travellersArb, roomsArb, (ts, rs) => {
        const families = new Map<string, RoomingTraveller[]>();
        for (const t of ts) {
          const f = familyOf(t);
          if (f !== null) families.set(f, [...(families.get(f) ?? []), t]);
        }
        const mixed = [...families.values()].filter((g) => g.length > 1 && (new Set(g.map((t) => t.gender)).size > 1 || g.some((t) => t.gender === null)));
        const largest = Math.max(0, ...mixed.map((g) => g.length));
        const familyRooms = [...rs.filter((r) => r.gender === 'family'), ...mixed.map((_, i) => room(`extra${i}`, 'family', 'quad', Math.max(largest, 2)))];
        const all = [...rs.filter((r) => r.gender !== 'family'), ...familyRooms];
        if (familyRooms.some((r) => r.capacity < largest)) return;
        const { assignments } = assignRooms(ts, all);
        for (const family of mixed) {
          const roomsOfFamily = new Set(assignments.filter((a) => family.some((t) => t.id === a.travellerId)).map((a) => a.roomId));
          expect(roomsOfFamily.size).toBe(1);
          expect(assignments.filter((a) => family.some((t) => t.id === a.travellerId))).toHaveLength(family.length);
        }
      }),
    );
  });

  it('when the rooms have beds enough of each kind, then everyone whose gender is known is placed', () => {
    fc.assert(
      fc.property(travellersArb, (ts) => {
        const known = ts.filter((t) => t.gender !== null);
        const rs = known.flatMap((t, i) => [room(`m${i}`, 'men', 'double'), room(`w${i}`, 'women', 'double'), room(`f${i}`, 'family', 'quad')]);
        const { assignments } = assignRooms(known, rs);
        expect(assignments).toHaveLength(known.length);
      }),
    );
  });

  it('when a couple, their daughter and a single man and woman come, then the family shares the family room and the others their own', () => {
    const ts = [
      person('father', 'male', { partyId: 'p', preferredRoomType: 'triple' }),
      person('mother', 'female', { partyId: 'p', relationship: 'spouse' }),
      person('daughter', 'female', { partyId: 'p', relationship: 'child', minor: true }),
      person('omar', 'male'),
      person('sara', 'female'),
    ];
    const rs = [room('m1', 'men'), room('w1', 'women'), room('fq', 'family', 'quad'), room('ft', 'family', 'triple')];
    const { assignments, warnings } = assignRooms(ts, rs);
    expect(assignments).toEqual([
      { travellerId: 'omar', roomId: 'm1' },
      { travellerId: 'sara', roomId: 'w1' },
      { travellerId: 'father', roomId: 'ft' },
      { travellerId: 'mother', roomId: 'ft' },
      { travellerId: 'daughter', roomId: 'ft' },
    ]);
    expect(warnings).toEqual([]);
  });

  it('when a family has no family room to itself, then its men and women go apart to their own rooms', () => {
    const ts = [person('a', 'male', { partyId: 'p' }), person('b', 'female', { partyId: 'p', relationship: 'spouse' })];
    const { assignments } = assignRooms(ts, [room('m', 'men', 'double'), room('w', 'women', 'double')]);
    expect(assignments).toEqual([
      { travellerId: 'a', roomId: 'm' },
      { travellerId: 'b', roomId: 'w' },
    ]);
  });

  it('when a family is larger than any family room, then it spreads over empty family rooms only', () => {
    const ts = ['a', 'b', 'c', 'd', 'e'].map((id, i) => person(id, i % 2 ? 'female' : 'male', { partyId: 'p', relationship: i ? 'child' : null }));
    const rs = [room('f1', 'family', 'triple'), room('f2', 'family', 'triple'), room('f3', 'family', 'double')];
    const { assignments } = assignRooms([...ts, person('x', 'male')], rs);
    expect(assignments.filter((a) => a.travellerId !== 'x').map((a) => a.roomId)).toEqual(['f1', 'f1', 'f1', 'f2', 'f2']);
    // The single man may share the family's room only if it holds men alone; here it holds both.
    expect(assignments.find((a) => a.travellerId === 'x')).toEqual({ travellerId: 'x', roomId: 'f3' });
  });

  it('when the family rooms together are too small, then the family stays out of them and goes apart by gender', () => {
    const ts = ['a', 'b', 'c'].map((id, i) => person(id, i === 1 ? 'female' : 'male', { partyId: 'p', relationship: i ? 'child' : null }));
    const { assignments } = assignRooms(ts, [room('f', 'family', 'double'), room('m', 'men', 'double'), room('w', 'women', 'double')]);
    expect(assignments).toEqual([
      { travellerId: 'a', roomId: 'm' },
      { travellerId: 'c', roomId: 'm' },
      { travellerId: 'b', roomId: 'w' },
    ]);
  });

  it('when friends wish to share and a room of their preferred type is free, then they share that room', () => {
    const ts = [
      person('a', 'female', { wishes: ['b'], preferredRoomType: 'double' }),
      person('b', 'female', { preferredRoomType: 'double' }),
      person('c', 'female'),
    ];
    const { assignments, warnings } = assignRooms(ts, [room('q', 'women', 'quad'), room('d', 'women', 'double')]);
    expect(assignments).toEqual([
      { travellerId: 'c', roomId: 'q' },
      { travellerId: 'a', roomId: 'd' },
      { travellerId: 'b', roomId: 'd' },
    ]);
    expect(warnings).toEqual([]);
  });

  it('when no room of the preferred type is free, then the tightest room that holds the group is used', () => {
    const ts = [person('a', 'male', { wishes: ['b'], preferredRoomType: 'double' }), person('b', 'male')];
    const { assignments } = assignRooms(ts, [room('q', 'men', 'quad'), room('t', 'men', 'triple')]);
    expect(assignments.map((a) => a.roomId)).toEqual(['t', 't']);
  });

  it('when the preferences of a group differ, then the most common one wins', () => {
    const ts = [
      person('a', 'male', { partyId: 'p', preferredRoomType: 'quad' }),
      person('b', 'male', { partyId: 'p', relationship: 'friend', preferredRoomType: 'triple' }),
      person('c', 'male', { partyId: 'p', relationship: 'friend', preferredRoomType: 'triple' }),
    ];
    const { assignments } = assignRooms(ts, [room('q', 'men', 'quad'), room('t', 'men', 'triple')]);
    expect(assignments.map((a) => a.roomId)).toEqual(['t', 't', 't']);
  });

  it('when a group of wishers is larger than any room, then it fills the roomiest room first with wishers next to each other', () => {
    // A ring a→b→c→d→e→a: the quad takes a and its neighbours b and e, then c; d goes to the double.
    const ts = ['a', 'b', 'c', 'd', 'e'].map((id, i, all) => person(id, 'male', { wishes: [all[(i + 1) % all.length] ?? ''] }));
    const { assignments, warnings } = assignRooms(ts, [room('d', 'men', 'double'), room('q', 'men', 'quad')]);
    expect(assignments).toEqual([
      { travellerId: 'd', roomId: 'd' },
      { travellerId: 'a', roomId: 'q' },
      { travellerId: 'b', roomId: 'q' },
      { travellerId: 'e', roomId: 'q' },
      { travellerId: 'c', roomId: 'q' },
    ]);
    expect(warnings).toEqual([
      { kind: 'brokenWish', travellerId: 'c', wishedId: 'd' },
      { kind: 'brokenWish', travellerId: 'd', wishedId: 'e' },
    ]);
  });

  it('when single-gender rooms are full, then men and women alone go to family rooms, never together', () => {
    const ts = [person('m1', 'male'), person('m2', 'male'), person('w1', 'female')];
    const { assignments, warnings } = assignRooms(ts, [room('f1', 'family', 'double'), room('f2', 'family', 'double')]);
    expect(assignments).toEqual([
      { travellerId: 'm1', roomId: 'f1' },
      { travellerId: 'm2', roomId: 'f1' },
      { travellerId: 'w1', roomId: 'f2' },
    ]);
    expect(warnings).toEqual([]);
  });

  it('when a traveller has no gender on the form, then they get a family room alone or stay unplaced', () => {
    expect(assignRooms([person('x', null)], [room('m', 'men')]).warnings).toEqual([{ kind: 'unplaced', travellerId: 'x' }]);
    expect(assignRooms([person('x', null)], [room('m', 'men'), room('f', 'family')]).assignments).toEqual([{ travellerId: 'x', roomId: 'f' }]);
  });

  it('when two travellers prefer a quad, then they get the quad even though the double fits them tighter', () => {
    const ts = [person('a', 'male', { wishes: ['b'], preferredRoomType: 'quad' }), person('b', 'male', { preferredRoomType: 'quad' })];
    expect(assignRooms(ts, [room('d', 'men', 'double'), room('q', 'men', 'quad')]).assignments.map((a) => a.roomId)).toEqual(['q', 'q']);
  });

  it('when a group’s preferences tie, then the first one’s wins; a traveller without one does not count', () => {
    const tie = [person('a', 'male', { wishes: ['b'], preferredRoomType: 'triple' }), person('b', 'male', { preferredRoomType: 'quad' })];
    expect(assignRooms(tie, [room('q', 'men', 'quad'), room('t', 'men', 'triple')]).assignments.map((a) => a.roomId)).toEqual(['t', 't']);
    const gaps = [person('a', 'male', { wishes: ['b', 'c'] }), person('b', 'male', { preferredRoomType: 'quad' }), person('c', 'male')];
    expect(assignRooms(gaps, [room('t', 'men', 'triple'), room('q', 'men', 'quad')]).assignments.map((a) => a.roomId)).toEqual(['q', 'q', 'q']);
  });

  it('when two men alone each wish for a woman, then their wishes do not join them: each gets his preferred room', () => {
    const ts = [
      person('m1', 'male', { wishes: ['w1'], preferredRoomType: 'double' }),
      person('m2', 'male', { wishes: ['w2'], preferredRoomType: 'quad' }),
      person('w1', 'female'),
      person('w2', 'female'),
    ];
    const { assignments } = assignRooms(ts, [room('d', 'men', 'double'), room('q', 'men', 'quad'), room('w', 'women', 'quad')]);
    expect(assignments.filter((a) => a.travellerId.startsWith('m'))).toEqual([
      { travellerId: 'm1', roomId: 'd' },
      { travellerId: 'm2', roomId: 'q' },
    ]);
  });

  it('when two friends of one party wish nothing, then the party keeps them together', () => {
    const ts = [
      person('a', 'male', { partyId: 'p', preferredRoomType: 'double' }),
      person('b', 'male', { partyId: 'p', relationship: 'friend', preferredRoomType: 'quad' }),
    ];
    expect(assignRooms(ts, [room('q', 'men', 'quad'), room('d', 'men', 'double')]).assignments.map((a) => a.roomId)).toEqual(['d', 'd']);
  });

  it('when a party of three and a man alone want the only triple, then the larger group goes first', () => {
    const ts = [person('x', 'male'), ...['a', 'b', 'c'].map((id, i) => person(id, 'male', { partyId: 'p', relationship: i ? 'friend' : null }))];
    const { assignments, warnings } = assignRooms(ts, [room('t', 'men', 'triple')]);
    expect(assignments.map((a) => a.travellerId)).toEqual(['a', 'b', 'c']);
    expect(warnings).toEqual([{ kind: 'unplaced', travellerId: 'x' }]);
  });

  it('when a family must spread, then it takes the largest empty family rooms, in its own order', () => {
    const ts = ['a', 'b', 'c', 'd', 'e'].map((id, i) => person(id, i % 2 ? 'female' : 'male', { partyId: 'p', relationship: i ? 'child' : null }));
    const { assignments } = assignRooms(ts, [room('f2', 'family', 'double'), room('t1', 'family', 'triple'), room('t2', 'family', 'triple')]);
    expect(assignments).toEqual([
      { travellerId: 'a', roomId: 't1' },
      { travellerId: 'b', roomId: 't1' },
      { travellerId: 'c', roomId: 't1' },
      { travellerId: 'd', roomId: 't2' },
      { travellerId: 'e', roomId: 't2' },
    ]);
  });

  it('when a group spreads, then rooms of its preferred type fill first', () => {
    const ts = ['a', 'b', 'c', 'd', 'e'].map((id, i, all) => person(id, 'female', { wishes: [all[(i + 1) % all.length] ?? ''], preferredRoomType: 'double' }));
    const { assignments } = assignRooms(ts, [room('q', 'women', 'quad'), room('d1', 'women', 'double'), room('d2', 'women', 'double')]);
    expect(assignments.map((a) => a.roomId)).toEqual(['q', 'd1', 'd1', 'd2', 'd2']);
    expect(assignments.filter((a) => a.roomId === 'q')).toHaveLength(1);
  });

  it('when there are no rooms, then everyone is unplaced', () => {
    const { assignments, warnings } = assignRooms([person('a', 'male')], []);
    expect(assignments).toEqual([]);
    expect(warnings).toEqual([{ kind: 'unplaced', travellerId: 'a' }]);
  });
});

describe('checkRoom', () => {
  it('when more people than beds, then the room is over-full', () => {
    expect(checkRoom(room('r', 'men', 'double'), [person('a', 'male'), person('b', 'male'), person('c', 'male')])).toEqual([
      { kind: 'overFull', roomId: 'r', occupants: 3, capacity: 2 },
    ]);
    expect(checkRoom(room('r', 'men', 'double'), [person('a', 'male'), person('b', 'male')])).toEqual([]);
  });

  it("when a woman is in the men's room, then she is in the wrong room and the room mixes genders", () => {
    expect(checkRoom(room('r', 'men'), [person('a', 'male'), person('b', 'female')])).toEqual([
      { kind: 'wrongGender', roomId: 'r', travellerId: 'b' },
      { kind: 'mixedGenders', roomId: 'r' },
    ]);
    expect(checkRoom(room('r', 'women'), [person('a', 'male')])).toEqual([{ kind: 'wrongGender', roomId: 'r', travellerId: 'a' }]);
    expect(checkRoom(room('r', 'women'), [person('a', null)])).toEqual([{ kind: 'wrongGender', roomId: 'r', travellerId: 'a' }]);
    expect(checkRoom(room('r', 'women'), [person('a', 'female')])).toEqual([]);
  });

  it('when a family room holds relatives of one party, then men and women may share it; a friend of the party may not', () => {
    const lead = person('a', 'male', { partyId: 'p' });
    expect(checkRoom(room('r', 'family'), [lead, person('b', 'female', { partyId: 'p', relationship: 'spouse' })])).toEqual([]);
    expect(checkRoom(room('r', 'family'), [lead, person('b', 'female', { partyId: 'p', relationship: 'friend' })])).toEqual([
      { kind: 'mixedGenders', roomId: 'r' },
    ]);
    expect(checkRoom(room('r', 'family'), [lead, person('b', 'female', { partyId: 'q' })])).toEqual([{ kind: 'mixedGenders', roomId: 'r' }]);
    expect(checkRoom(room('r', 'family'), [person('a', 'male'), person('b', 'female')])).toEqual([{ kind: 'mixedGenders', roomId: 'r' }]);
  });

  it('when someone of unknown gender shares with anyone outside their family, then the room mixes genders', () => {
    expect(checkRoom(room('r', 'family'), [person('a', null), person('b', null)])).toEqual([{ kind: 'mixedGenders', roomId: 'r' }]);
    expect(checkRoom(room('r', 'family'), [person('a', null)])).toEqual([]);
    expect(checkRoom(room('r', 'family'), [person('a', null, { partyId: 'p' }), person('b', 'male', { partyId: 'p', relationship: 'child' })])).toEqual([]);
    expect(checkRoom(room('r', 'family'), [person('a', 'male'), person('b', 'male')])).toEqual([]);
  });

  it('when asked whether one more may join, then the answer is whether the room would stay without warning', () => {
    expect(mayJoin(room('r', 'men', 'double'), [person('a', 'male')], person('b', 'male'))).toBe(true);
    expect(mayJoin(room('r', 'men', 'double'), [person('a', 'male'), person('b', 'male')], person('c', 'male'))).toBe(false);
    expect(mayJoin(room('r', 'men', 'double'), [], person('c', 'female'))).toBe(false);
  });
});

describe('warningsFor and the counts', () => {
  it('when a wish is not kept or the wisher is unplaced, then it is a broken wish; wishes for oneself or strangers count for nothing', () => {
    const ts = [
      person('a', 'male', { wishes: ['b', 'a', 'zz'] }),
      person('b', 'male', { wishes: ['c'] }),
      person('c', 'male', { wishes: ['a', 'c', 'd'] }),
      person('d', 'male'),
    ];
    const rs = [room('r1', 'men'), room('r2', 'men')];
    const assignments = [
      { travellerId: 'a', roomId: 'r1' },
      { travellerId: 'b', roomId: 'r2' },
      { travellerId: 'ghost', roomId: 'r1' },
      { travellerId: 'b', roomId: 'nowhere' },
    ];
    expect(warningsFor(ts, rs, assignments)).toEqual([
      { kind: 'unplaced', travellerId: 'c' },
      { kind: 'unplaced', travellerId: 'd' },
      { kind: 'brokenWish', travellerId: 'a', wishedId: 'b' },
      { kind: 'brokenWish', travellerId: 'b', wishedId: 'c' },
      { kind: 'brokenWish', travellerId: 'c', wishedId: 'a' },
      { kind: 'brokenWish', travellerId: 'c', wishedId: 'd' },
    ]);
    expect(wishesKept(ts, assignments)).toEqual({ kept: 0, total: 4 });
    expect(wishesKept(ts, [...assignments.slice(0, 2), { travellerId: 'c', roomId: 'r2' }])).toEqual({ kept: 1, total: 4 });
    expect(wishesKept([person('a', 'male', { wishes: ['b'] }), person('b', 'male')], [{ travellerId: 'b', roomId: 'r' }])).toEqual({ kept: 0, total: 1 });
  });

  it('when counting rooms used, then a room counts once however many sleep in it', () => {
    expect(
      roomsUsed([
        { travellerId: 'a', roomId: 'r1' },
        { travellerId: 'b', roomId: 'r1' },
        { travellerId: 'c', roomId: 'r2' },
      ]),
    ).toBe(2);
  });

  it('when first-fit assigns, then each goes in order into the first room they may join', () => {
    const ts = [person('a', 'male'), person('b', 'female'), person('c', 'male'), person('d', 'male')];
    const { assignments, warnings } = firstFit(ts, [room('m', 'men', 'double'), room('w', 'women', 'double')]);
    expect(assignments).toEqual([
      { travellerId: 'a', roomId: 'm' },
      { travellerId: 'c', roomId: 'm' },
      { travellerId: 'b', roomId: 'w' },
    ]);
    expect(warnings).toEqual([{ kind: 'unplaced', travellerId: 'd' }]);
  });

  it('when a friend is in a party, then they are not family', () => {
    expect(familyOf(person('a', 'male', { partyId: 'p', relationship: 'friend' }))).toBeNull();
    expect(familyOf(person('a', 'male', { partyId: 'p', relationship: 'sibling' }))).toBe('p');
    expect(familyOf(person('a', 'male', { partyId: 'p' }))).toBe('p');
    expect(familyOf(person('a', 'male'))).toBeNull();
  });
});

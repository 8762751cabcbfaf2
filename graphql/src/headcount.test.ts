import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkRoster,
  compareMarks,
  headcountMarkRules,
  latestMarks,
  matchesSearch,
  mergeMarks,
  searchKey,
  startHeadcountRules,
  syncMarksRules,
  tallyHeadcount,
  type HeadcountMark,
} from './headcount.js';

const CHECK = '00000000-0000-4000-8000-000000000001';
const A = '00000000-0000-4000-8000-0000000000aa';
const B = '00000000-0000-4000-8000-0000000000bb';
const C = '00000000-0000-4000-8000-0000000000cc';
const id = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const mark = (n: number, registrationId: string, state: 'present' | 'absent', minute: number, deviceId = 'phone-1'): HeadcountMark => ({
  markId: id(n),
  checkId: CHECK,
  registrationId,
  state,
  markedAt: new Date(Date.UTC(2026, 0, 3, 14, minute)).toISOString(),
  deviceId,
});

describe('merging marks', () => {
  it('when the same mark arrives twice, then it counts once', () => {
    const m = mark(1, A, 'present', 5);
    expect(mergeMarks([m], [m])).toEqual([m]);
  });

  it('when two leaders mark the same traveller, then the later tap wins', () => {
    const early = mark(1, A, 'present', 5, 'phone-2');
    const late = mark(2, A, 'absent', 6, 'phone-1');
    expect(latestMarks(mergeMarks([late], [early])).get(A)).toEqual(late);
    expect(latestMarks([early, late]).get(A)).toEqual(late);
    expect(latestMarks([late, early]).get(A)).toEqual(late);
  });

  it('when two taps share a time, then the greater device id wins, then the greater mark id', () => {
    const one = mark(1, A, 'present', 5, 'phone-1');
    const two = mark(2, A, 'absent', 5, 'phone-2');
    expect(latestMarks([two, one]).get(A)?.state).toBe('absent');
    expect(latestMarks([one, two]).get(A)?.state).toBe('absent');
    const same = mark(3, A, 'present', 5, 'phone-2');
    expect(latestMarks([same, two]).get(A)?.markId).toBe(id(3));
    expect(latestMarks([two, same]).get(A)?.markId).toBe(id(3));
  });

  it('when one mark id comes with two contents, then every order keeps the same copy', () => {
    const m = mark(1, A, 'present', 5);
    const other = { ...m, state: 'absent' as const };
    expect(mergeMarks([m], [other])).toEqual(mergeMarks([other], [m]));
    expect(mergeMarks([m], [other])).toEqual([m]);
    const otherTraveller = { ...m, registrationId: B };
    expect(mergeMarks([otherTraveller], [m])).toEqual([otherTraveller]);
    const otherCheck = { ...m, checkId: id(99) };
    expect(mergeMarks([m], [otherCheck])).toEqual([otherCheck]);
  });

  it('compares marks by time first, then device, then mark id', () => {
    expect(compareMarks(mark(9, A, 'present', 5, 'z'), mark(1, A, 'present', 6, 'a'))).toBeLessThan(0);
    expect(compareMarks(mark(9, A, 'present', 5, 'a'), mark(1, A, 'present', 5, 'b'))).toBeLessThan(0);
    expect(compareMarks(mark(1, A, 'present', 5), mark(2, A, 'present', 5))).toBeLessThan(0);
    expect(compareMarks(mark(2, A, 'present', 5), mark(1, A, 'present', 5))).toBeGreaterThan(0);
    expect(compareMarks(mark(1, A, 'present', 5), mark(1, A, 'present', 5))).toBe(0);
  });

  const arbMark = fc.record({
    markId: fc.integer({ min: 1, max: 12 }).map(id),
    checkId: fc.constant(CHECK),
    registrationId: fc.constantFrom(A, B, C),
    state: fc.constantFrom('present' as const, 'absent' as const),
    markedAt: fc.integer({ min: 0, max: 4 }).map((m) => new Date(Date.UTC(2026, 0, 3, 14, m)).toISOString()),
    deviceId: fc.constantFrom('phone-1', 'phone-2'),
  });
  const marks = fc.array(arbMark, { maxLength: 20 });

  it('is commutative, associative and idempotent', () => {
    fc.assert(
      fc.property(marks, marks, marks, (x, y, z) => {
        expect(mergeMarks(x, y)).toEqual(mergeMarks(y, x));
        expect(mergeMarks(mergeMarks(x, y), z)).toEqual(mergeMarks(x, mergeMarks(y, z)));
        expect(mergeMarks(mergeMarks(x, y), y)).toEqual(mergeMarks(x, y));
      }),
    );
  });

  it('gives the same tally whatever order and batching the marks arrive in', () => {
    fc.assert(
      fc.property(marks, fc.integer({ min: 0, max: 20 }), (xs, cut) => {
        const shuffled = [...xs].reverse();
        const inTwo = mergeMarks(shuffled.slice(0, cut), shuffled.slice(cut));
        expect(tallyHeadcount(inTwo, [A, B])).toEqual(tallyHeadcount(xs, [A, B]));
      }),
    );
  });

  it('never loses a mark id: every mark id sent is in the merge, once', () => {
    fc.assert(
      fc.property(marks, marks, (x, y) => {
        const ids = mergeMarks(x, y).map((m) => m.markId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(ids)).toEqual(new Set([...x, ...y].map((m) => m.markId)));
      }),
    );
  });
});

describe('the tally', () => {
  it('when some are marked present, one absent and one not seen, then the missing are the absent and the unmarked, in roster order', () => {
    const t = tallyHeadcount([mark(1, B, 'absent', 1), mark(2, A, 'present', 2)], [C, A, B]);
    expect(t.travellers).toEqual([
      { registrationId: C, state: 'unmarked', markedAt: null },
      { registrationId: A, state: 'present', markedAt: '2026-01-03T14:02:00.000Z' },
      { registrationId: B, state: 'absent', markedAt: '2026-01-03T14:01:00.000Z' },
    ]);
    expect(t.present).toEqual([A]);
    expect(t.missing).toEqual([C, B]);
    expect(t.strays).toEqual([]);
  });

  it('when a mark names a traveller no longer on the roster, then it is reported and not counted', () => {
    const stray = mark(3, C, 'present', 1);
    const t = tallyHeadcount([stray, stray, mark(1, A, 'present', 2)], [A, B]);
    expect(t.present).toEqual([A]);
    expect(t.missing).toEqual([B]);
    expect(t.strays).toEqual([stray]);
  });

  it('when a traveller was marked present then absent, then they are missing', () => {
    const t = tallyHeadcount([mark(1, A, 'present', 1), mark(2, A, 'absent', 2)], [A]);
    expect(t.missing).toEqual([A]);
    expect(t.present).toEqual([]);
  });
});

describe('the rules of a headcount and its marks', () => {
  it('when a label is given with a group, then both are trimmed; an empty group is none', () => {
    expect(startHeadcountRules.parse({ label: '  Bus 1: hotel to Haram ', group: ' Bus 1 ' })).toEqual({
      label: 'Bus 1: hotel to Haram',
      group: 'Bus 1',
      busId: null,
    });
    expect(startHeadcountRules.parse({ label: 'Airport', group: '  ' })).toEqual({ label: 'Airport', group: null, busId: null });
    expect(startHeadcountRules.parse({ label: 'Airport' })).toEqual({ label: 'Airport', group: null, busId: null });
  });

  it('when the phone gives the check its id and a bus, then both are kept; anything but a uuid is refused with its message', () => {
    const id = '0b5e7a52-5d1f-4c2e-9a43-2a1f8f0e6b11';
    const busId = '7c9d2f10-3a4b-4c5d-8e6f-0a1b2c3d4e5f';
    expect(startHeadcountRules.parse({ id, label: 'Mina', busId })).toEqual({ id, label: 'Mina', group: null, busId });
    expect(startHeadcountRules.parse({ label: 'Mina', busId: null })).toEqual({ label: 'Mina', group: null, busId: null });
    expect(startHeadcountRules.safeParse({ id: 'x', label: 'Mina' }).error?.issues[0]?.message).toBe(
      'This headcount’s id cannot be read: the phone makes it as a uuid',
    );
    expect(startHeadcountRules.safeParse({ label: 'Mina', busId: 'Bus 1' }).error?.issues[0]?.message).toBe('No such bus on this trip');
    expect(startHeadcountRules.safeParse({ label: 'Mina', busId: 7 }).error?.issues[0]?.message).toBe('No such bus on this trip');
  });

  it('when a check counts one bus, then its travellers are that bus’s only, in the roster’s order; the whole trip otherwise', () => {
    const roster = [{ registrationId: 'a' }, { registrationId: 'b' }, { registrationId: 'c' }];
    const busOf = (id: string) => ({ a: 'bus-1', b: 'bus-2', c: 'bus-1' })[id] ?? null;
    expect(checkRoster(roster, 'bus-1', busOf)).toEqual([{ registrationId: 'a' }, { registrationId: 'c' }]);
    expect(checkRoster(roster, null, busOf)).toEqual(roster);
    expect(checkRoster(roster, 'bus-9', busOf)).toEqual([]);
  });

  it.each([[{ label: '' }], [{ label: '   ' }], [{}], [{ label: 'x'.repeat(121) }]])('when the label is %j, then it is refused with its message', (input) => {
    const r = startHeadcountRules.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Name the headcount, e.g. Bus 1: leaving the hotel for the Haram');
  });

  it('accepts a label of 120 characters and a group of 60, and refuses a group of 61', () => {
    expect(startHeadcountRules.safeParse({ label: 'x'.repeat(120), group: 'g'.repeat(60) }).success).toBe(true);
    const r = startHeadcountRules.safeParse({ label: 'x', group: 'g'.repeat(61) });
    expect(r.error?.issues[0]?.message).toBe('The group label is 60 characters at most');
    expect(startHeadcountRules.safeParse({ label: 'x', group: 5 }).error?.issues[0]?.message).toBe('The group label is 60 characters at most');
  });

  it('reads a mark and writes its time in UTC', () => {
    const m = headcountMarkRules.parse({ ...mark(1, A, 'present', 5), markedAt: '2026-01-03T17:05:00+03:00' });
    expect(m.markedAt).toBe('2026-01-03T14:05:00.000Z');
  });

  it.each([
    ['a mark id that is no uuid', { markId: 'x' }],
    ['no traveller', { registrationId: undefined }],
    ['a state other than present or absent', { state: 'here' }],
    ['a time that is no time', { markedAt: 'yesterday' }],
    ['an empty device', { deviceId: '' }],
    ['a long device', { deviceId: 'd'.repeat(101) }],
  ])('when a mark has %s, then it is refused with its message', (_what, change) => {
    const r = headcountMarkRules.safeParse({ ...mark(1, A, 'present', 5), ...change });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('This mark cannot be read: it needs a mark id, the traveller, present or absent, a time and a device');
  });

  it('accepts 500 marks at a time and refuses 501', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => mark(i + 1, A, 'present', 5));
    expect(syncMarksRules.safeParse({ marks: many(500) }).success).toBe(true);
    expect(syncMarksRules.safeParse({ marks: many(501) }).error?.issues[0]?.message).toBe('Send at most 500 marks at a time');
    expect(syncMarksRules.safeParse({}).error?.issues[0]?.message).toBe(
      'This mark cannot be read: it needs a mark id, the traveller, present or absent, a time and a device',
    );
    expect(headcountMarkRules.safeParse({ ...mark(1, A, 'present', 5), deviceId: 'd'.repeat(100) }).success).toBe(true);
  });
});

describe('searching names', () => {
  it.each([
    ['Zaïneb Bénali', 'zaineb', true],
    ['Zaïneb Bénali', 'BENALI zain', true],
    ['Zaïneb Bénali', 'amina', false],
    ['زَيْنَب بن علي', 'زينب', true],
    ['أحمد', 'احمد', true],
    ['إبراهيم', 'ابراهيم', true],
    ['آمنة', 'امنه', true],
    ['مصطفى', 'مصطفي', true],
    ['محـــمد', 'محمد', true],
  ])('when the name is %s and the leader types %s, then match is %s', (name, query, expected) => {
    expect(matchesSearch([name], query)).toBe(expected);
  });

  it('matches either script, skips missing names, and an empty search matches everyone', () => {
    expect(matchesSearch(['Ahmed Ali', null, 'أحمد علي'], 'علي')).toBe(true);
    expect(matchesSearch([undefined, 'Ahmed'], '   ')).toBe(true);
    expect(searchKey('  Ahmed   ALI ')).toBe('ahmed ali');
  });
});

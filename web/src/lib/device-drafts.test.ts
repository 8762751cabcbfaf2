import { describe, expect, it } from 'vitest';
import { clearAllDrafts, clearDraft, draftKey, isNewerThanServer, readDraft, writeDraft } from './device-drafts';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
    map,
  };
}

const draft = (base: string | null) => ({ base, writtenAt: '2026-11-25T16:00:00.000Z', values: { name: 'Amina' } });

describe('device drafts', () => {
  it('when a draft is written, then it reads back under its form and account only', () => {
    const store = memoryStore();
    writeDraft(draftKey('trip-form', 'u1'), draft(null), store);
    expect(readDraft(draftKey('trip-form', 'u1'), store)).toEqual(draft(null));
    expect(readDraft(draftKey('trip-form', 'u2'), store)).toBeUndefined();
  });

  it('when the stored text is not a draft, then there is none', () => {
    const store = memoryStore();
    store.setItem(draftKey('trip-form', 'u1'), '{not json');
    store.setItem(draftKey('trip-form', 'u2'), '{"values":null}');
    expect(readDraft(draftKey('trip-form', 'u1'), store)).toBeUndefined();
    expect(readDraft(draftKey('trip-form', 'u2'), store)).toBeUndefined();
  });

  it('when a draft is cleared, then only it goes; a sign-out clears every draft and nothing else', () => {
    const store = memoryStore();
    writeDraft(draftKey('trip-form', 'u1'), draft(null), store);
    writeDraft(draftKey('trip-form', 'u2'), draft(null), store);
    store.setItem('other', 'kept');
    clearDraft(draftKey('trip-form', 'u1'), store);
    expect([...store.map.keys()].sort()).toEqual(['other', draftKey('trip-form', 'u2')]);
    clearAllDrafts(store);
    expect([...store.map.keys()]).toEqual(['other']);
  });

  it('when storage refuses to write, then nothing throws', () => {
    const full = {
      ...memoryStore(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeDraft('k', draft(null), full)).not.toThrow();
  });

  it.each([
    [null, null, true],
    ['2026-11-25T15:00:00.000Z', '2026-11-25T15:00:00.000Z', true],
    [null, '2026-11-25T15:00:00.000Z', false],
    ['2026-11-25T15:00:00.000Z', '2026-11-25T15:05:00.000Z', false],
  ])('when the draft started from %p and the server holds %p, then newer is %p', (base, server, newer) => {
    expect(isNewerThanServer(draft(base), server)).toBe(newer);
  });

  it('when there is no draft, then it is not newer', () => {
    expect(isNewerThanServer(undefined, null)).toBe(false);
  });
});

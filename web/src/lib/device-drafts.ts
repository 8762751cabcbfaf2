// What a traveller typed and the server has not got yet, kept on this device (localStorage) so a
// reload, a crash or an expired session loses nothing. One copy per form and account; a sign-out
// drops them all, so the next person on a shared device finds none.

const PREFIX = 'umrah.draft.';

export interface DeviceDraft<V> {
  /** The server's version this copy started from (its updatedAt; null when nothing was saved). */
  base: string | null;
  /** When this device wrote it (ISO). */
  writtenAt: string;
  values: V;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function defaultStore(): Store | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage turned off (private modes, policies): the form works, only without a device copy.
    return undefined;
  }
}

export const draftKey = (form: string, userId: string) => `${PREFIX}${form}.${userId}`;

export function readDraft<V>(key: string, store = defaultStore()): DeviceDraft<V> | undefined {
  try {
    const text = store?.getItem(key);
    if (!text) return undefined;
    const draft = JSON.parse(text) as DeviceDraft<V>;
    return draft && typeof draft === 'object' && draft.values && typeof draft.writtenAt === 'string' ? draft : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft<V>(key: string, draft: DeviceDraft<V>, store = defaultStore()): void {
  try {
    store?.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or refused storage: the server copy (autosave) still holds what was saved.
  }
}

export function clearDraft(key: string, store = defaultStore()): void {
  try {
    store?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/** Every form's copy, of every account (sign-out). */
export function clearAllDrafts(store = defaultStore()): void {
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  keys.forEach((key) => clearDraft(key, store));
}

/**
 * The device's copy is newer than the server's when it was made on top of the version the server
 * holds now: a save from elsewhere since (another device, or this one after the copy) wins. Compared
 * by the server's own stamp, so the device's clock does not matter.
 */
export function isNewerThanServer(draft: DeviceDraft<unknown> | undefined, serverUpdatedAt: string | null | undefined): boolean {
  return Boolean(draft) && (draft!.base ?? null) === (serverUpdatedAt ?? null);
}

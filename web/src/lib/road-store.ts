// What the road keeps on the phone (docs/architecture.md#offline-on-the-road, ADR 0133): the
// headcounts started and the marks not yet sent, and the last roster and headcounts read, per
// signed-in person. Starts and marks are only deleted once the server has them; a sign-out clears
// the snapshots (names, phones, care needs) and keeps what is unsent, which the same person's next
// sign-in sends.
import Dexie, { type EntityTable } from 'dexie';
import type { HeadcountMark } from '@umrah/graphql';

export interface PendingMark extends HeadcountMark {
  /** Who tapped: only their own session sends it. */
  userId: string;
}

/** A headcount started on this phone (perhaps offline): sent before its marks, idempotent on its id. */
export interface PendingStart {
  id: string;
  userId: string;
  tripId: string;
  label: string;
  group: string | null;
  /** One bus, or null for the whole trip. */
  busId: string | null;
  startedAt: string;
}

export interface Snapshot {
  key: string;
  userId: string;
  savedAt: string;
  data: unknown;
}

class RoadDb extends Dexie {
  marks!: EntityTable<PendingMark, 'markId'>;
  snapshots!: EntityTable<Snapshot, 'key'>;
  starts!: EntityTable<PendingStart, 'id'>;
  constructor() {
    super('umrah-road');
    this.version(1).stores({ marks: 'markId, userId, checkId', snapshots: 'key, userId' });
    // Headcounts started offline (ADR 0131): kept like the marks, until the server has them.
    this.version(2).stores({ starts: 'id, userId' });
  }
}

let db: RoadDb | undefined;
/** The database, opened on first use (never on pages that do not need it). */
export const roadDb = (): RoadDb => (db ??= new RoadDb());

/** The device's id, made once: the tie-break between two phones' taps at the same second. */
export function deviceId(): string {
  const key = 'umrah.road.device';
  let id = localStorage.getItem(key);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(key, id);
  }
  return id;
}

export async function saveSnapshot(userId: string, name: string, data: unknown): Promise<string> {
  const savedAt = new Date().toISOString();
  await roadDb().snapshots.put({ key: `${userId}:${name}`, userId, savedAt, data });
  return savedAt;
}

export async function readSnapshot<T>(userId: string, name: string): Promise<{ data: T; savedAt: string } | null> {
  const row = await roadDb().snapshots.get(`${userId}:${name}`);
  return row ? { data: row.data as T, savedAt: row.savedAt } : null;
}

/** The service worker's caches of pages and photos (web/src/sw.ts names them). */
export const OFFLINE_CACHES = ['road-pages', 'road-photos'];

/** On sign-out: the personal data goes (saved copies, cached pages and photos); unsent marks stay for the next sign-in. */
export async function forgetOfflineCopies(): Promise<void> {
  if ('caches' in window) await Promise.all(OFFLINE_CACHES.map((name) => caches.delete(name)));
  if (!db && !(await Dexie.exists('umrah-road'))) return;
  await roadDb().snapshots.clear();
}

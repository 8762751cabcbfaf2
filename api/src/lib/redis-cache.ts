// Process-local copies of the hot Redis keys every signed-in request reads (its session and its
// viewer copy), kept true by Redis's own server-assisted client-side caching (CLIENT TRACKING,
// broadcast mode, redirected to a connection subscribed to `__redis__:invalidate`): any write,
// delete or expiry of a key under the tracked prefixes, by any process, evicts the local copy in
// every process as soon as Redis pushes the invalidation (ADR 0054).
//
// - A read that races a write never stores what it read: a miss marks the key as pending, and an
//   invalidation that arrives before the answer voids the mark (the answer is still returned: it
//   was true when Redis read it).
// - A copy never outlives the key's TTL in Redis (its PTTL is read with it) nor `maxAgeMs`.
// - While either connection is down or not yet armed, nothing is cached and every read goes to
//   Redis as before (so a Redis outage still answers 503); re-arming starts from an empty map.
import type { Redis } from 'ioredis';

/** What a reader of keys needs: a Redis client, or the local copies below. */
export interface KeyReads {
  mget(keys: string[]): Promise<(string | null)[]>;
}

export interface KeyCache extends KeyReads {
  /** The value of each key (null where absent), from the local copy where there is one. */
  mget(keys: readonly string[]): Promise<(string | null)[]>;
  get(key: string): Promise<string | null>;
  /** Whether copies are being kept (both connections up and tracking armed). */
  readonly armed: boolean;
  readonly stats: { hits: number; misses: number; invalidations: number; arms: number };
  close(): Promise<void>;
}

interface Entry {
  value: string | null;
  /** ms since the epoch after which the copy is not used. */
  until: number;
}

const INVALIDATE_CHANNEL = '__redis__:invalidate';

export function createKeyCache(redis: Redis, opts: { prefixes: readonly string[]; maxEntries?: number; maxAgeMs?: number }): KeyCache {
  const { prefixes, maxEntries = 10_000, maxAgeMs = 10_000 } = opts;
  const entries = new Map<string, Entry>();
  /** Keys being read; an invalidation meanwhile deletes the key here, and the answer is not kept. */
  const pending = new Map<string, symbol>();
  const stats = { hits: 0, misses: 0, invalidations: 0, arms: 0 };
  let armed = false;
  let closed = false;
  // Two connections of our own: `reader` is the tracked one (its CLIENT TRACKING does not survive
  // a reconnect, nor does the listener's client id), `listener` receives the invalidations.
  const reader = redis.duplicate({ autoResubscribe: false, lazyConnect: true });
  const listener = redis.duplicate({ autoResubscribe: false, lazyConnect: true });
  reader.on('error', () => {});
  listener.on('error', () => {});

  const disarm = () => {
    armed = false;
    entries.clear();
    pending.clear();
  };
  const isTracked = (key: string) => prefixes.some((p) => key.startsWith(p));

  // `messageBuffer` keeps the payload as Redis sent it: an array of keys, or null when the whole
  // database was flushed (the string event would join the keys with commas).
  listener.on('messageBuffer', (channel: Buffer, message: Buffer | Buffer[] | null) => {
    if (channel.toString() !== INVALIDATE_CHANNEL) return;
    stats.invalidations += 1;
    if (!Array.isArray(message)) {
      entries.clear();
      pending.clear();
      return;
    }
    for (const raw of message) {
      const key = raw.toString();
      entries.delete(key);
      pending.delete(key);
    }
  });

  let arming: Promise<void> | undefined;
  async function arm(): Promise<void> {
    if (closed || armed || reader.status !== 'ready' || listener.status !== 'ready') return;
    const id = await listener.client('ID');
    await listener.subscribe(INVALIDATE_CHANNEL);
    const args = prefixes.flatMap((p) => ['PREFIX', p]);
    // Off first: a reader that stayed connected still tracks for the listener's old id.
    await reader.call('CLIENT', 'TRACKING', 'OFF');
    await reader.call('CLIENT', 'TRACKING', 'ON', 'REDIRECT', String(id), 'BCAST', ...args);
    if (closed || reader.status !== 'ready' || listener.status !== 'ready') return;
    entries.clear();
    pending.clear();
    armed = true;
    stats.arms += 1;
  }
  const tryArm = () => {
    arming ??= arm()
      .catch(() => disarm())
      .finally(() => {
        arming = undefined;
      });
  };
  for (const conn of [reader, listener]) {
    conn.on('ready', tryArm);
    for (const event of ['close', 'end', 'reconnecting'] as const) conn.on(event, disarm);
  }
  void reader.connect().catch(() => {});
  void listener.connect().catch(() => {});

  async function readThrough(keys: string[]): Promise<(string | null)[]> {
    if (!armed) return redis.mget(keys);
    const marks = keys.map((key) => {
      const mark = Symbol(key);
      pending.set(key, mark);
      return mark;
    });
    const pipeline = reader.pipeline();
    for (const key of keys) pipeline.get(key).pttl(key);
    const results = (await pipeline.exec()) ?? [];
    const now = Date.now();
    return keys.map((key, i) => {
      const [getErr, value] = results[i * 2] ?? [new Error('no answer')];
      if (getErr) throw getErr;
      const [, pttl] = results[i * 2 + 1] ?? [];
      if (armed && pending.get(key) === marks[i]) {
        pending.delete(key);
        const ttl = typeof pttl === 'number' && pttl > 0 ? Math.min(pttl, maxAgeMs) : maxAgeMs;
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { value: (value as string | null) ?? null, until: now + ttl });
      }
      return (value as string | null) ?? null;
    });
  }

  async function mget(keys: readonly string[]): Promise<(string | null)[]> {
    const now = Date.now();
    const local = keys.map((key) => {
      const entry = armed && isTracked(key) ? entries.get(key) : undefined;
      if (entry && entry.until <= now) entries.delete(key);
      return entry && entry.until > now ? entry : undefined;
    });
    const missing = keys.filter((_, i) => !local[i]);
    stats.hits += keys.length - missing.length;
    stats.misses += missing.length;
    if (missing.length === 0) return local.map((e) => e?.value ?? null);
    const values = missing.every(isTracked) ? await readThrough(missing) : await redis.mget(missing);
    let next = 0;
    return local.map((e) => (e ? e.value : (values[next++] ?? null)));
  }

  return {
    mget,
    get: async (key) => (await mget([key]))[0] ?? null,
    get armed() {
      return armed;
    },
    stats,
    async close() {
      closed = true;
      disarm();
      await Promise.allSettled([reader.quit(), listener.quit()]);
    },
  };
}

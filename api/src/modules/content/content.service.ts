// The trip content: fetched from the CMS, kept in Redis, and never unavailable. Order of answers:
// this process's copy while it is fresh (no I/O at all: the landing page and /api/trip/content
// are served from memory); else a fresh copy in Redis; else a new fetch from the CMS; else the
// last good copy; else the seed. A change (the CMS's webhook, in any api process) voids every
// process's copy at once through a Redis channel; the TTL bounds staleness if a message is lost.
import { SEED_TRIP_CONTENT, type TripContent } from '@umrah/graphql';
import type { Redis } from 'ioredis';
import type { Logger } from '../../lib/logger.js';
import { fromPayload } from './payload-trip.js';

interface Cached {
  content: TripContent;
  fetchedAt: number;
}

interface Deps {
  redis: Redis;
  keyPrefix: string;
  cmsUrl?: string;
  ttlSeconds: number;
  logger: Logger;
  /** Deadline for one CMS request. */
  timeoutMs?: number;
}

export function createContentService({ redis, keyPrefix, cmsUrl, ttlSeconds, logger, timeoutMs = 1500 }: Deps) {
  const key = `${keyPrefix}content:trip`;
  const channel = `${keyPrefix}content:changed`;
  let inFlight: Promise<TripContent | undefined> | undefined;
  // What this process serves without asking anyone, until `until` (ms).
  let served: { content: TripContent; until: number } | undefined;
  // Bumped by every void: a read that started before one must not keep what it found.
  let epoch = 0;
  const void_ = () => {
    served = undefined;
    epoch++;
  };
  // Voids from other processes (and from this one, through Redis). A reconnect may have missed one.
  const subscriber = redis.duplicate();
  subscriber.on('error', () => undefined); // the main client reports Redis errors
  subscriber.on('ready', void_);
  subscriber.on('message', void_);
  void subscriber.subscribe(channel).catch(() => undefined);
  // This process's last good copy: what is served when Redis cannot be asked.
  let memory: Cached | undefined;

  async function readCache(): Promise<Cached | undefined> {
    // Known down (reconnecting): no wait at all; the landing page keeps its speed.
    if (redis.status !== 'ready' && redis.status !== 'connecting' && redis.status !== 'connect') return memory;
    try {
      const raw = await redis.get(key);
      if (raw) memory = JSON.parse(raw) as Cached;
      return raw ? memory : undefined;
    } catch (err) {
      logger.warn({ err: (err as Error).message }, 'content cache unreadable; serving the copy in memory');
      return memory;
    }
  }

  async function writeCache(value: Cached): Promise<void> {
    memory = value;
    await redis.set(key, JSON.stringify(value)).catch((err: Error) => logger.warn({ err: err.message }, 'content cache not written'));
  }

  /** One CMS fetch at a time per process; the answer is stored as the last good copy. */
  function fetchFromCms(): Promise<TripContent | undefined> {
    if (!cmsUrl) return Promise.resolve(undefined);
    inFlight ??= (async () => {
      try {
        const res = await fetch(new URL('/api/globals/trip?depth=1&draft=false', cmsUrl), { signal: AbortSignal.timeout(timeoutMs) });
        if (!res.ok) throw new Error(`CMS answered ${res.status}`);
        const content = fromPayload(await res.json());
        await writeCache({ content, fetchedAt: Date.now() });
        // A fetch may bring news (the warm-up after a webhook does): every process, this one
        // included, drops its copy in memory and reads this one from Redis.
        void_();
        await redis.publish(channel, 'fetched').catch(() => undefined);
        return content;
      } catch (err) {
        logger.warn({ err: (err as Error).message }, 'CMS unavailable or content invalid; serving the last good copy');
        return undefined;
      } finally {
        inFlight = undefined;
      }
    })();
    return inFlight;
  }

  return {
    async get(): Promise<TripContent> {
      if (served && Date.now() < served.until) return served.content;
      const started = epoch;
      const serve = (content: TripContent, fetchedAt: number) => {
        if (epoch === started) served = { content, until: fetchedAt + ttlSeconds * 1000 };
        return content;
      };
      const cached = await readCache();
      if (cached && Date.now() - cached.fetchedAt < ttlSeconds * 1000) return serve(cached.content, cached.fetchedAt);
      const fresh = await fetchFromCms();
      if (fresh) return serve(fresh, Date.now());
      if (cached) {
        // Keep serving the last good copy; ask the CMS again after another TTL, not on every request.
        const now = Date.now();
        await writeCache({ ...cached, fetchedAt: now });
        return serve(cached.content, now);
      }
      return serve(SEED_TRIP_CONTENT, Date.now());
    },

    /**
     * Called by the CMS webhook after a change. The CMS calls from inside its own transaction, so
     * fetching now could read the old copy: the cached copy is marked stale instead (the next read
     * fetches), and a warm-up fetch follows shortly.
     */
    async invalidate(warmUpAfterMs = 1000): Promise<void> {
      void_();
      const cached = await readCache();
      if (memory) memory = { ...memory, fetchedAt: 0 };
      if (cached) await redis.set(key, JSON.stringify({ ...cached, fetchedAt: 0 }));
      await redis.publish(channel, 'stale');
      setTimeout(() => void fetchFromCms(), warmUpAfterMs).unref();
    },

    async close(): Promise<void> {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;

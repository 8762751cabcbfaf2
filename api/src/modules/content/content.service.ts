// The trip content: the trip's facts (the trips table) composed with its words (the CMS's
// published `trip-pages` document for the trip's slug; ADR 0098), in one language (ADR 0112: the
// CMS answers each language with English wherever a text is not translated yet). The words are
// fetched from the CMS, kept in Redis per slug and language, and never unavailable. Order of answers: this process's composed
// copy while it is fresh (no I/O at all: the landing page and /api/trip/content are served from
// memory); else a fresh copy of the words in Redis; else a new fetch from the CMS; else the last
// good copy; else the seed words. A change (the CMS's webhook, in any api process) voids every
// process's copy of that slug, in every language, at once through a Redis channel; the TTL bounds staleness if a
// message is lost. The facts are read again every few seconds, so an admin's edit shows quickly.
import {
  composeTripContent,
  DEFAULT_LOCALE,
  LOCALES,
  type ItineraryDay,
  SEED_PRIVACY_NOTICE,
  SEED_TRIP_WORDS,
  type Locale,
  type PrivacyNotice,
  type TripContent,
  type TripFacts,
  type TripWords,
} from '@umrah/graphql';
import { i18nFor } from '@umrah/graphql/node';
import type { Redis } from 'ioredis';
import { AppError } from '../../lib/errors.js';
import type { Tx } from '../../lib/db.js';
import type { Logger } from '../../lib/logger.js';
import { privacyFromPayload, wordsFromPayload } from './payload-trip.js';

interface Cached {
  /** null: the CMS has no published words for this trip yet (the seed words are shown). */
  words: TripWords | null;
  fetchedAt: number;
}

/** The trips the content is about: the current one, and any by its slug. */
export interface TripsOfContent {
  current(trx?: Tx): Promise<TripFacts>;
  list(): Promise<TripFacts[]>;
}

interface Deps {
  redis: Redis;
  keyPrefix: string;
  cmsUrl?: string;
  ttlSeconds: number;
  logger: Logger;
  trips: TripsOfContent;
  /** Deadline for one CMS request. */
  timeoutMs?: number;
  /** How long composed content is served from memory before the trip's facts are read again. */
  factsFreshMs?: number;
}

export const TRIP_NOT_FOUND = 'Trip not found.';
const CURRENT = '';

/** One trip's words in one language: how the caches below are keyed ("fr:winter-2026"). */
type PageKey = `${Locale}:${string}`;
const pageKey = (locale: Locale, slug: string): PageKey => `${locale}:${slug}`;
const slugOf = (key: PageKey) => key.slice(key.indexOf(':') + 1);
const localeOf = (key: PageKey) => key.slice(0, key.indexOf(':')) as Locale;

export function createContentService({ redis, keyPrefix, cmsUrl, ttlSeconds, logger, trips, timeoutMs = 1500, factsFreshMs = 5000 }: Deps) {
  const keyOf = (key: PageKey) => `${keyPrefix}content:trip-page:${key}`;
  const channel = `${keyPrefix}content:changed`;
  const inFlight = new Map<PageKey, Promise<Cached | undefined>>();
  // What this process serves without asking anyone, per language and slug ('' = the current trip), until `until` (ms).
  const served = new Map<PageKey, { content: TripContent; until: number }>();
  // Bumped by every void: a read that started before one must not keep what it found.
  let epoch = 0;
  // The privacy notice this process serves per language, until `until` (ms); the last good one when the CMS is down.
  const privacy = new Map<Locale, { notice: PrivacyNotice; until: number }>();
  const lastPrivacy = new Map<Locale, PrivacyNotice>();
  const void_ = () => {
    served.clear();
    privacy.clear();
    epoch++;
  };
  // Voids from other processes (and from this one, through Redis). A reconnect may have missed one.
  const subscriber = redis.duplicate();
  subscriber.on('error', () => undefined); // the main client reports Redis errors
  subscriber.on('ready', void_);
  subscriber.on('message', void_);
  void subscriber.subscribe(channel).catch(() => undefined);
  // This process's last good copy per language and slug: what is served when Redis cannot be asked.
  const memory = new Map<PageKey, Cached>();
  // The last facts read per key: served when PostgreSQL cannot be asked.
  const lastFacts = new Map<string, TripFacts>();

  async function readCache(key: PageKey): Promise<Cached | undefined> {
    // Known down (reconnecting): no wait at all; the landing page keeps its speed.
    if (redis.status !== 'ready' && redis.status !== 'connecting' && redis.status !== 'connect') return memory.get(key);
    try {
      const raw = await redis.get(keyOf(key));
      if (!raw) return undefined;
      const cached = JSON.parse(raw) as Cached;
      memory.set(key, cached);
      return cached;
    } catch (err) {
      logger.warn({ err: (err as Error).message }, 'content cache unreadable; serving the copy in memory');
      return memory.get(key);
    }
  }

  async function writeCache(key: PageKey, value: Cached): Promise<void> {
    memory.set(key, value);
    await redis.set(keyOf(key), JSON.stringify(value)).catch((err: Error) => logger.warn({ err: err.message }, 'content cache not written'));
  }

  /** One CMS fetch at a time per language, slug and process; the answer is stored as the last good copy. */
  function fetchFromCms(key: PageKey): Promise<Cached | undefined> {
    if (!cmsUrl) return Promise.resolve(undefined);
    let pending = inFlight.get(key);
    if (pending) return pending;
    const slug = slugOf(key);
    pending = (async () => {
      try {
        // Anonymous: the CMS answers the published version only (its read access), in the
        // language asked, English wherever that language has no words yet.
        const url = new URL('/api/trip-pages', cmsUrl);
        url.searchParams.set('where[trip][equals]', slug);
        url.searchParams.set('depth', '1');
        url.searchParams.set('limit', '1');
        url.searchParams.set('draft', 'false');
        url.searchParams.set('locale', localeOf(key));
        url.searchParams.set('fallback-locale', DEFAULT_LOCALE);
        const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
        if (!res.ok) throw new Error(`CMS answered ${res.status}`);
        const body = (await res.json()) as { docs?: unknown[] };
        const doc = body.docs?.[0];
        const value: Cached = { words: doc ? wordsFromPayload(doc) : null, fetchedAt: Date.now() };
        await writeCache(key, value);
        // A fetch may bring news (the warm-up after a webhook does): every process, this one
        // included, drops its copy in memory and reads this one from Redis.
        void_();
        await redis.publish(channel, 'fetched').catch(() => undefined);
        return value;
      } catch (err) {
        logger.warn({ err: (err as Error).message, trip: slug, locale: localeOf(key) }, 'CMS unavailable or content invalid; serving the last good copy');
        return undefined;
      } finally {
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, pending);
    return pending;
  }

  /** The trip's words in one language: cached, fetched, the last good copy, or the (English) seed. */
  async function wordsOf(key: PageKey): Promise<TripWords> {
    const cached = await readCache(key);
    if (cached && Date.now() - cached.fetchedAt < ttlSeconds * 1000) return cached.words ?? SEED_TRIP_WORDS;
    const fresh = await fetchFromCms(key);
    if (fresh) return fresh.words ?? SEED_TRIP_WORDS;
    if (cached) {
      // Keep serving the last good copy; ask the CMS again after another TTL, not on every request.
      await writeCache(key, { ...cached, fetchedAt: Date.now() });
      return cached.words ?? SEED_TRIP_WORDS;
    }
    return SEED_TRIP_WORDS;
  }

  /** The trip's facts; while PostgreSQL cannot answer, the last ones read (else its 503). */
  async function factsOf(slug: string, trx?: Tx): Promise<TripFacts> {
    try {
      const facts = slug === CURRENT ? await trips.current(trx) : (await trips.list()).find((t) => t.slug === slug);
      if (!facts) throw new AppError('NOT_FOUND', TRIP_NOT_FOUND);
      lastFacts.set(slug, facts);
      return facts;
    } catch (err) {
      const last = lastFacts.get(slug);
      if (last && !(err instanceof AppError)) return last;
      throw err;
    }
  }

  return {
    /**
     * The composed content of a trip by its slug (without one, of the current trip) in one
     * language (English by default). A caller inside a transaction passes it: the facts are read
     * on its connection, never on another one that a full pool could make it wait for (the seats'
     * lock holds many).
     */
    async get(slug: string = CURRENT, locale: Locale = DEFAULT_LOCALE, trx?: Tx): Promise<TripContent> {
      const key = pageKey(locale, slug);
      const hit = served.get(key);
      if (hit && Date.now() < hit.until) return hit.content;
      const started = epoch;
      const facts = await factsOf(slug, trx);
      const content = composeTripContent(facts, await wordsOf(pageKey(locale, facts.slug)), i18nFor(locale));
      if (epoch === started) served.set(key, { content, until: Date.now() + Math.min(factsFreshMs, ttlSeconds * 1000) });
      return content;
    },

    /**
     * The trip's daily programme (ADR 0134) in one language, from the same words as its page (same
     * cache, same last good copy): not part of the public content, so only the pilgrim's card and
     * the leader's road page, behind their own access, show it. A copy cached before the programme
     * existed has none; nor do the seed words standing in for a page the CMS never gave (their
     * example days are the CMS seed's, not a trip's real programme).
     */
    async programme(slug: string, locale: Locale = DEFAULT_LOCALE): Promise<ItineraryDay[]> {
      const words = await wordsOf(pageKey(locale, slug));
      return words === SEED_TRIP_WORDS ? [] : (words.programme ?? []);
    },

    /**
     * Called by the CMS webhook after a change to one trip's page, in any language (or, without a
     * slug, after any change: every trip's words and the facts are read again). The CMS calls from
     * inside its own transaction, so fetching now could read the old copy: the cached copies (every
     * language's) are marked stale instead (the next read fetches), and a warm-up fetch follows
     * shortly for the languages this process has served.
     */
    async invalidate(slug?: string, warmUpAfterMs = 1000): Promise<void> {
      void_();
      const keys = slug ? LOCALES.map((l) => pageKey(l, slug)) : [...memory.keys()];
      for (const key of keys) {
        const cached = await readCache(key);
        const m = memory.get(key);
        if (m) memory.set(key, { ...m, fetchedAt: 0 });
        if (cached) await redis.set(keyOf(key), JSON.stringify({ ...cached, fetchedAt: 0 }));
      }
      await redis.publish(channel, 'stale');
      for (const key of keys) if (memory.has(key) || localeOf(key) === DEFAULT_LOCALE) setTimeout(() => void fetchFromCms(key), warmUpAfterMs).unref();
    },

    /**
     * The published privacy notice in one language (English wherever it is not translated):
     * fetched, kept for the TTL, the last good one, or the (English) seed.
     */
    async privacy(locale: Locale = DEFAULT_LOCALE): Promise<PrivacyNotice> {
      const kept = privacy.get(locale);
      if (kept && Date.now() < kept.until) return kept.notice;
      let notice = lastPrivacy.get(locale) ?? SEED_PRIVACY_NOTICE;
      if (cmsUrl) {
        try {
          const url = new URL(`/api/globals/privacy?draft=false&depth=0&locale=${locale}&fallback-locale=${DEFAULT_LOCALE}`, cmsUrl);
          const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
          if (!res.ok) throw new Error(`CMS answered ${res.status}`);
          notice = privacyFromPayload(await res.json());
          lastPrivacy.set(locale, notice);
        } catch (err) {
          logger.warn({ err: (err as Error).message, locale }, 'CMS unavailable or privacy notice invalid; serving the last good copy');
        }
      }
      privacy.set(locale, { notice, until: Date.now() + ttlSeconds * 1000 });
      return notice;
    },

    /** The CMS changed the privacy notice: every process reads it again. */
    async privacyChanged(): Promise<void> {
      void_();
      await redis.publish(channel, 'privacy').catch(() => undefined);
    },

    async close(): Promise<void> {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;

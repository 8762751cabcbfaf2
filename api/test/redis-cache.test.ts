// The process-local copies of sessions and viewer copies (lib/redis-cache.ts, ADR 0054), against
// the real Redis: a copy is served without asking Redis, and every change to the key by any
// connection (write, delete, expiry, flush of the prefix) is seen by the next read; nothing is
// kept while the invalidation connection is down.
import { Redis } from 'ioredis';
import { createKeyCache, type KeyCache } from '../src/lib/redis-cache.js';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const prefix = `umrah-test:cache-${process.pid}-${Date.now()}:`;
let redis: Redis;
let other: Redis;
let cache: KeyCache;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(probe: () => boolean | Promise<boolean>, ms = 2000) {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > ms) throw new Error('not within time');
    await sleep(5);
  }
}

/** How many GET/MGET commands naming `key` Redis ran while `work` ran (MONITOR: parallel tests do not count). */
async function redisReadsOf(key: string, work: () => Promise<unknown>): Promise<number> {
  const monitor = await other.monitor();
  const marker = `${prefix}marker-${Math.random()}`;
  let reads = 0;
  let done = false;
  monitor.on('monitor', (_time: string, args: string[]) => {
    const [command = '', ...rest] = args;
    if (rest.includes(marker)) done = true;
    else if (/^m?get$/i.test(command) && rest.includes(key)) reads += 1;
  });
  try {
    await work();
    await other.exists(marker);
    await until(() => done);
  } finally {
    monitor.disconnect();
  }
  return reads;
}

beforeAll(async () => {
  redis = new Redis(url);
  other = new Redis(url);
  cache = createKeyCache(redis, { prefixes: [`${prefix}sess:`, `${prefix}viewer`] });
  await until(() => cache.armed);
});
afterAll(async () => {
  await cache.close();
  const keys = await other.keys(`${prefix}*`);
  if (keys.length) await other.del(...keys);
  await Promise.all([redis.quit(), other.quit()]);
});

describe('the local copies of session and viewer keys', () => {
  it('when a key is read twice, then the second read is answered without asking Redis', async () => {
    const key = `${prefix}sess:a`;
    await other.set(key, 'one', 'EX', 60);
    expect(await redisReadsOf(key, async () => expect(await cache.get(key)).toBe('one'))).toBe(1);
    const again = await redisReadsOf(key, async () => {
      expect(await cache.get(key)).toBe('one');
      expect(await cache.mget([key, key])).toEqual(['one', 'one']);
    });
    expect(again).toBe(0);
  });

  it('when another connection writes or deletes the key, then the next read sees it', async () => {
    const key = `${prefix}sess:b`;
    await other.set(key, 'before', 'EX', 60);
    expect(await cache.get(key)).toBe('before');
    await other.set(key, 'after', 'EX', 60);
    await until(async () => (await cache.get(key)) === 'after');
    // A sign-out elsewhere: the copy is gone as soon as Redis says so.
    await other.del(key);
    await until(async () => (await cache.get(key)) === null);
    expect(cache.stats.invalidations).toBeGreaterThan(0);
  });

  it('when a key was absent, then a later write by another process is seen (absence is not kept)', async () => {
    const key = `${prefix}viewer:c`;
    expect(await cache.get(key)).toBeNull();
    await other.set(key, 'now here');
    await until(async () => (await cache.get(key)) === 'now here');
  });

  it('when the key expires in Redis, then its copy is not used past the expiry', async () => {
    const key = `${prefix}sess:d`;
    await other.set(key, 'short', 'PX', 300);
    expect(await cache.get(key)).toBe('short');
    await sleep(400);
    expect(await cache.get(key)).toBeNull();
  });

  it('when keys outside the tracked prefixes are read, then they are never kept', async () => {
    const key = `${prefix}other:e`;
    await other.set(key, 'x');
    expect(await cache.get(key)).toBe('x');
    expect(await redisReadsOf(key, async () => expect(await cache.get(key)).toBe('x'))).toBe(1);
  });

  it('when a read races a write, then what it read is returned but the copy kept afterwards is the new value', async () => {
    const key = `${prefix}sess:f`;
    await other.set(key, 'v0', 'EX', 60);
    for (let i = 1; i <= 50; i++) {
      const [, read] = await Promise.all([other.set(key, `v${i}`, 'EX', 60), cache.get(key)]);
      expect([`v${i - 1}`, `v${i}`]).toContain(read);
      await until(async () => (await cache.get(key)) === `v${i}`);
    }
  });

  it('when the invalidation connection is cut, then nothing is served from a copy until it is back, and no change is missed', async () => {
    const key = `${prefix}sess:g`;
    await other.set(key, 'kept', 'EX', 60);
    expect(await cache.get(key)).toBe('kept');
    // Kill every connection subscribed to the invalidation channel (the cache's listener).
    const clients = (await other.client('LIST')) as string;
    const subscribed = clients.split('\n').filter((l) => /sub=1/.test(l) && /cmd=subscribe|cmd=client/.test(l));
    for (const line of subscribed) await other.call('CLIENT', 'KILL', 'ID', /id=(\d+)/.exec(line)?.[1] ?? '');
    await until(() => !cache.armed, 1000);
    // Changed while nobody listens.
    await other.set(key, 'changed meanwhile', 'EX', 60);
    expect(await cache.get(key)).toBe('changed meanwhile');
    await until(() => cache.armed, 5000);
    expect(await cache.get(key)).toBe('changed meanwhile');
    await other.set(key, 'and after', 'EX', 60);
    await until(async () => (await cache.get(key)) === 'and after');
  });
});

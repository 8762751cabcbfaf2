import { Redis } from 'ioredis';
import type { Config } from '../config.js';

export type { Redis };

export function createRedis(config: Pick<Config, 'REDIS_URL'>): Redis {
  return new Redis(config.REDIS_URL, {
    // A Redis that is gone or hung fails the request within 1.5 s (answered 503), and
    // the client keeps reconnecting in the background, so service resumes by itself.
    maxRetriesPerRequest: 1,
    commandTimeout: 1500,
    connectTimeout: 1500,
    enableOfflineQueue: true,
    lazyConnect: false,
    // Commands issued in one tick of the event loop (a crowd of requests reading their sessions)
    // go to Redis in one write instead of one each.
    enableAutoPipelining: true,
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
}

import { Redis } from 'ioredis';
import type { Config } from '../config.js';

export type { Redis };

export function createRedis(config: Pick<Config, 'REDIS_URL'>): Redis {
  return new Redis(config.REDIS_URL, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
}

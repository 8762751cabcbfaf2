import type { Redis } from 'ioredis';
import { AppError } from './errors.js';

/** Fixed-window counter in Redis: at most `max` hits per `windowSeconds` for one key. */
export function createRateLimiter(redis: Redis, prefix: string) {
  return async function hit(
    bucket: string,
    key: string,
    max: number,
    windowSeconds = 60,
    message = 'Too many attempts. Please wait a minute and try again.',
  ): Promise<void> {
    const redisKey = `${prefix}rl:${bucket}:${key}`;
    const [[, count]] = (await redis.multi().incr(redisKey).expire(redisKey, windowSeconds, 'NX').exec()) as [
      [Error | null, number],
    ];
    if (count > max) {
      throw new AppError('TOO_MANY_REQUESTS', message);
    }
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

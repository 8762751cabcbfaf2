// Wires repositories and services; resolvers and REST routes share this one set.
import type { Config } from './config.js';
import type { Db } from './lib/db.js';
import { createRateLimiter } from './lib/rate-limit.js';
import type { Redis } from './lib/redis.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createProfileService } from './modules/profile/profile.service.js';
import { createUsersRepository } from './modules/users/users.repository.js';

export function createServices(config: Config, db: Db, redis: Redis) {
  const users = createUsersRepository(db);
  const rateLimit = createRateLimiter(redis, config.REDIS_KEY_PREFIX);
  return {
    users,
    auth: createAuthService({ users, rateLimit, authAttemptsPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE }),
    profile: createProfileService({ users }),
  };
}
export type Services = ReturnType<typeof createServices>;

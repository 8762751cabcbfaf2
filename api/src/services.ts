// Wires repositories and services; resolvers and REST routes share this one set.
import type { Config } from './config.js';
import type { Db } from './lib/db.js';
import { createRateLimiter } from './lib/rate-limit.js';
import type { Redis } from './lib/redis.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createProfileService } from './modules/profile/profile.service.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { createAuditRepository } from './modules/audit/audit.repository.js';
import { createRegistrationRepository } from './modules/registration/registration.repository.js';
import { createRegistrationService } from './modules/registration/registration.service.js';
import { createTripFormRepository } from './modules/trip-form/trip-form.repository.js';
import { createTripFormService } from './modules/trip-form/trip-form.service.js';
import { createFieldCipher } from './lib/cipher.js';
import type { Logger } from './lib/logger.js';
import type { Storage } from './lib/storage.js';
import { createDocumentsRepository } from './modules/documents/documents.repository.js';
import { createDocumentsService } from './modules/documents/documents.service.js';
import { createContentService } from './modules/content/content.service.js';
import { createInterestRepository } from './modules/interest/interest.repository.js';
import { createInterestService } from './modules/interest/interest.service.js';

export function createServices(config: Config, db: Db, redis: Redis, storage: Storage, logger: Logger) {
  const users = createUsersRepository(db);
  const rateLimit = createRateLimiter(redis, config.REDIS_KEY_PREFIX);
  const content = createContentService({
    redis,
    keyPrefix: config.REDIS_KEY_PREFIX,
    cmsUrl: config.CMS_URL,
    ttlSeconds: config.CONTENT_TTL_SECONDS,
    logger,
  });
  const audit = createAuditRepository(db);
  const registrations = createRegistrationRepository(db);
  const tripForm = createTripFormService({
    db,
    forms: createTripFormRepository(db),
    registrations,
    audit,
    cipher: createFieldCipher(config.PASSPORT_ENCRYPTION_KEY),
  });
  return {
    users,
    auth: createAuthService({
      users,
      rateLimit,
      authAttemptsPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
      reservedUsernames: config.ADMIN_USERNAME ? [config.ADMIN_USERNAME] : [],
    }),
    profile: createProfileService({ users }),
    interest: createInterestService({
      interest: createInterestRepository(db),
      rateLimit,
      submissionsPerHour: config.INTEREST_RATE_LIMIT_PER_HOUR,
    }),
    audit,
    content,
    tripForm,
    documents: createDocumentsService({ db, documents: createDocumentsRepository(db), registrations, audit, storage, logger }),
    registration: createRegistrationService({
      db,
      registrations,
      audit,
      groupSize: async () => (await content.get()).groupSize,
      formIsComplete: tripForm.isComplete,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;

// Wires repositories and services; resolvers and REST routes share this one set.
import type { Config } from './config.js';
import type { Db } from './lib/db.js';
import { createRateLimits } from './lib/rate-limit.js';
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
  const limits = createRateLimits(redis, config.REDIS_KEY_PREFIX, {
    authAttemptsPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
    interestPerHour: config.INTEREST_RATE_LIMIT_PER_HOUR,
    accountFailsBeforeBackoff: config.AUTH_ACCOUNT_FAILS_BEFORE_BACKOFF,
    backoffBaseSeconds: config.AUTH_BACKOFF_BASE_SECONDS,
    backoffMaxSeconds: config.AUTH_BACKOFF_MAX_SECONDS,
  });
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
      limits,
      reservedUsernames: config.ADMIN_USERNAME ? [config.ADMIN_USERNAME] : [],
    }),
    profile: createProfileService({ users }),
    interest: createInterestService({
      interest: createInterestRepository(db),
      limits,
    }),
    audit,
    content,
    tripForm,
    documents: createDocumentsService({
      db,
      documents: createDocumentsRepository(db),
      registrations,
      audit,
      storage,
      logger,
      quota: { count: config.DOCUMENT_QUOTA_COUNT, megabytes: config.DOCUMENT_QUOTA_MB },
    }),
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

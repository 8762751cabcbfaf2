// Wires repositories and services; resolvers and REST routes share this one set.
import type { Config } from './config.js';
import { createTransactor, type Db } from './lib/db.js';
import { createRateLimits } from './lib/rate-limit.js';
import type { Redis } from './lib/redis.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createPasswordResetRepository } from './modules/auth/password-reset.repository.js';
import { createPasswordsService } from './modules/auth/passwords.service.js';
import { createEmailVerificationRepository } from './modules/auth/email-verification.repository.js';
import { createEmailVerificationService } from './modules/auth/email-verification.service.js';
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
import { createJourneyStore } from './modules/registration/journey.store.js';
import { createExportsService } from './modules/review/exports.service.js';
import { createReviewService } from './modules/review/review.service.js';
import { createPaymentsRepository } from './modules/payments/payments.repository.js';
import { createPaymentsService } from './modules/payments/payments.service.js';
import { createOutboxRepository } from './modules/messages/outbox.repository.js';
import { createMessagesService } from './modules/messages/messages.service.js';
import { createRemindersRepository } from './modules/messages/reminders.repository.js';
import { createRemindersService } from './modules/messages/reminders.service.js';
import { createUndeliveredService } from './modules/messages/undelivered.service.js';
import { createAuditLogService } from './modules/audit/audit-log.service.js';
import { createAnnouncementsRepository } from './modules/announcements/announcements.repository.js';
import { createAnnouncementsService } from './modules/announcements/announcements.service.js';
import { createWaitlistRepository } from './modules/seats/waitlist.repository.js';
import { createSeatsService } from './modules/seats/seats.service.js';

/** `opts.clock`: the time of holds, offers, expiry and email links; tests move it instead of sleeping. */
export function createServices(config: Config, db: Db, redis: Redis, storage: Storage, logger: Logger, opts: { clock?: () => Date } = {}) {
  const clock = opts.clock ?? (() => new Date());
  const users = createUsersRepository(db);
  const registrations = createRegistrationRepository(db);
  const limits = createRateLimits(redis, config.REDIS_KEY_PREFIX, {
    authAttemptsPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
    interestPerHour: config.INTEREST_RATE_LIMIT_PER_HOUR,
    accountFailsBeforeBackoff: config.AUTH_ACCOUNT_FAILS_BEFORE_BACKOFF,
    backoffBaseSeconds: config.AUTH_BACKOFF_BASE_SECONDS,
    backoffMaxSeconds: config.AUTH_BACKOFF_MAX_SECONDS,
    passwordResetPerHour: config.PASSWORD_RESET_PER_HOUR,
    verificationResendPerHour: config.EMAIL_VERIFICATION_RESEND_PER_HOUR,
  });
  const content = createContentService({
    redis,
    keyPrefix: config.REDIS_KEY_PREFIX,
    cmsUrl: config.CMS_URL,
    ttlSeconds: config.CONTENT_TTL_SECONDS,
    logger,
  });
  const tx = createTransactor(db);
  const outbox = createOutboxRepository(db);
  const messages = createMessagesService({ outbox, users, content: () => content.get() });
  const remindersRepository = createRemindersRepository(db);
  const audit = createAuditRepository(db);
  const documents = createDocumentsRepository(db);
  const journey = createJourneyStore({ registrations, audit, messages });
  const seats = createSeatsService({ tx, registrations, waitlist: createWaitlistRepository(db), audit, messages, content: () => content.get(), clock });
  const paymentsRepository = createPaymentsRepository(db);
  const payments = createPaymentsService({ tx, payments: paymentsRepository, registrations, journey, audit, content: () => content.get(), messages });
  const tripForm = createTripFormService({
    tx,
    forms: createTripFormRepository(db),
    registrations,
    journey,
    cipher: createFieldCipher(config.PASSPORT_ENCRYPTION_KEY),
  });
  const emailVerification = createEmailVerificationService({ tx, tokens: createEmailVerificationRepository(db), messages, limits, clock: opts.clock });
  return {
    users,
    emailVerification,
    auth: createAuthService({
      tx,
      messages,
      verification: emailVerification,
      users,
      limits,
      reservedUsernames: config.ADMIN_USERNAME ? [config.ADMIN_USERNAME] : [],
    }),
    profile: createProfileService({ tx, users, verification: emailVerification }),
    passwords: createPasswordsService({
      tx,
      users,
      resets: createPasswordResetRepository(db),
      messages,
      limits,
    }),
    interest: createInterestService({
      interest: createInterestRepository(db),
      limits,
    }),
    audit,
    content,
    tripForm,
    documents: createDocumentsService({
      tx,
      documents,
      registrations,
      journey,
      audit,
      storage,
      logger,
      quota: { count: config.DOCUMENT_QUOTA_COUNT, megabytes: config.DOCUMENT_QUOTA_MB },
    }),
    registration: createRegistrationService({
      tx,
      registrations,
      journey,
      audit,
      groupSize: async () => (await content.get()).groupSize,
      formIsComplete: tripForm.isComplete,
      ledger: payments,
      messages,
      seats,
    }),
    seats,
    payments,
    outbox,
    messages,
    undelivered: createUndeliveredService({ tx, outbox, audit }),
    auditLog: createAuditLogService({ audit }),
    reminders: createRemindersService({ reminders: remindersRepository, outbox, content: () => content.get() }),
    reminderSettings: remindersRepository,
    announcements: createAnnouncementsService({ tx, announcements: createAnnouncementsRepository(db), audit, messages }),
    review: createReviewService({ tx, registrations, users, tripForm, documents, audit }),
    exports: createExportsService({ registrations, payments: paymentsRepository, documents, tripForm, audit, storage, logger }),
  };
}
export type Services = ReturnType<typeof createServices>;

// Wires repositories and services; resolvers and REST routes share this one set.
import { DEFAULT_LOCALE } from '@umrah/graphql';
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
import { createTeamRepository } from './modules/team/team.repository.js';
import { createTeamService } from './modules/team/team.service.js';
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
import { createOnlinePaymentsRepository } from './modules/online-payments/online-payments.repository.js';
import { createOnlinePaymentsService } from './modules/online-payments/online-payments.service.js';
import { inFlightCents } from './modules/online-payments/card-refunds.js';
import { createStripe } from './lib/stripe.js';
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
import { createPartiesRepository } from './modules/parties/parties.repository.js';
import { createPartiesService } from './modules/parties/parties.service.js';
import { createTripsRepository } from './modules/trips/trips.repository.js';
import { createTripsService } from './modules/trips/trips.service.js';
import { createTripScopeService } from './modules/trips/trip-scope.service.js';
import { createRetentionRepository } from './modules/privacy/retention.repository.js';
import { createRetentionService } from './modules/privacy/retention.service.js';
import { createPrivacyRepository } from './modules/privacy/privacy.repository.js';
import { createPrivacyService } from './modules/privacy/privacy.service.js';
import { createFactorsRepository } from './modules/factors/factors.repository.js';
import { createFactorsService } from './modules/factors/factors.service.js';
import { createPasskeysService } from './modules/factors/passkeys.service.js';
import { createStudioCopy } from './modules/trips/studio-copy.js';
import { createReadinessRepository } from './modules/readiness/readiness.repository.js';
import { createReadinessService } from './modules/readiness/readiness.service.js';
import { createRoomsRepository } from './modules/rooms/rooms.repository.js';
import { createRoomsService } from './modules/rooms/rooms.service.js';
import { createFlightsRepository } from './modules/flights/flights.repository.js';
import { createFlightsService } from './modules/flights/flights.service.js';
import { createRoadRepository } from './modules/road/road.repository.js';
import { createHeadcountService } from './modules/road/headcount.service.js';
import { createRosterService } from './modules/road/roster.service.js';
import { createCardService } from './modules/road/card.service.js';

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
    dataExportPerHour: config.DATA_EXPORT_PER_HOUR,
  });
  const tx = createTransactor(db);
  const audit = createAuditRepository(db);
  const trips = createTripsService({
    tx,
    trips: createTripsRepository(db),
    audit,
    studio: createStudioCopy({ cmsUrl: config.CMS_URL, secret: config.CONTENT_WEBHOOK_SECRET }),
  });
  // The trip's facts (trips) composed with its words (the CMS): ADR 0098.
  const content = createContentService({
    redis,
    keyPrefix: config.REDIS_KEY_PREFIX,
    cmsUrl: config.CMS_URL,
    ttlSeconds: config.CONTENT_TTL_SECONDS,
    logger,
    trips,
  });
  const outbox = createOutboxRepository(db);
  const messages = createMessagesService({
    outbox,
    users,
    content: (trx) => content.get(undefined, DEFAULT_LOCALE, trx),
    // The hold reminder's "Pay now" (ADR 0130): the keys (as createStripe reads them) and the organisers' setting.
    payNow: (trip) => Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) && trip.onlinePayment.offered,
  });
  const remindersRepository = createRemindersRepository(db);
  // The authenticator apps' secrets are encrypted with the passports' field cipher and key (ADR 0104).
  const factorsRepository = createFactorsRepository(db);
  const factors = createFactorsService({ tx, factors: factorsRepository, audit, users, cipher: createFieldCipher(config.PASSPORT_ENCRYPTION_KEY), clock });
  const documents = createDocumentsRepository(db);
  // Medical notes and mobility needs are encrypted with the passport number's field cipher and key (ADR 0120).
  const readinessRepository = createReadinessRepository(db);
  const flightsRepository = createFlightsRepository(db);
  const readiness = createReadinessService({
    tx,
    readiness: readinessRepository,
    registrations,
    audit,
    cipher: createFieldCipher(config.PASSPORT_ENCRYPTION_KEY),
    logger,
    currentTripId: trips.currentId,
    tripOf: (tripId) => trips.of(tripId),
    chosenTrip: (tripId) => trips.chosen(tripId),
    // A minor whose guardian travels in the party is asked no consent letter (ADR 0123).
    guardedOn: (tripId) => parties.guardedOn(tripId),
    clock,
    storage,
    // The emergency sheet prints each traveller's rooms (ADR 0125).
    roomsOf: (tripId, registrationIds) => rooms.roomLabels(tripId, registrationIds),
  });
  const rooms = createRoomsService({ tx, rooms: createRoomsRepository(db), audit, trips });
  const flights = createFlightsService({ flights: flightsRepository, registrations, chosenTrip: (tripId) => trips.chosen(tripId) });
  const journey = createJourneyStore({ registrations, audit, messages });
  const seats = createSeatsService({ tx, registrations, waitlist: createWaitlistRepository(db), audit, messages, trips, clock });
  const paymentsRepository = createPaymentsRepository(db);
  const onlineRepository = createOnlinePaymentsRepository(db);
  const stripe = createStripe(config);
  const payments = createPaymentsService({
    tx,
    payments: paymentsRepository,
    registrations,
    journey,
    audit,
    content: (trx) => content.get(undefined, DEFAULT_LOCALE, trx),
    tripOf: (tripId, trx) => trips.of(tripId, trx),
    messages,
    trips,
    onlineOffered: Boolean(stripe && config.STRIPE_WEBHOOK_SECRET),
    onlineFlags: (tripId) => onlineRepository.flags(tripId),
    cardRefundsInFlight: async (registrationId, trx) => inFlightCents(await onlineRepository.cardRefundsOf(registrationId, trx)),
    autoPayOf: (registrationId, trx) => onlineRepository.autoPayOn(registrationId, trx),
    autoPayList: (tripId) => onlineRepository.autoPayList(tripId),
  });
  const parties = createPartiesService({
    tx,
    parties: createPartiesRepository(db),
    registrations,
    audit,
    messages,
    seats,
    trips,
    moneyOf: (items) => payments.moneyOf(items),
    priceToLock: (fare) => payments.priceToLock(fare),
    underAgeYears: (tripId) => readiness.underAgeYears(tripId),
    usernameTaken: (username) => users.usernameTaken(username),
    clock,
  });
  const onlinePayments = createOnlinePaymentsService({
    tx,
    stripe,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    toleranceSeconds: config.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
    publicOrigin: config.publicOrigin,
    online: onlineRepository,
    registrations,
    payments,
    ledger: paymentsRepository,
    audit,
    trips,
    logger,
    organiserOffers: async () => (await content.get()).onlinePayment.offered,
    messages,
  });
  const tripForm = createTripFormService({
    tx,
    forms: createTripFormRepository(db),
    registrations,
    journey,
    cipher: createFieldCipher(config.PASSPORT_ENCRYPTION_KEY),
    tripOf: (tripId) => trips.of(tripId),
    currentTripId: trips.currentId,
  });
  const documentsService = createDocumentsService({
    tx,
    documents,
    registrations,
    journey,
    audit,
    storage,
    logger,
    quota: { count: config.DOCUMENT_QUOTA_COUNT, megabytes: config.DOCUMENT_QUOTA_MB },
    currentTripId: trips.currentId,
  });
  const emailVerification = createEmailVerificationService({ tx, tokens: createEmailVerificationRepository(db), messages, limits, clock: opts.clock });
  const privacyRepository = createPrivacyRepository(db);
  const retention = createRetentionService({ tx, retention: createRetentionRepository(db), audit, storage, logger, clock });
  const privacy = createPrivacyService({
    tx,
    privacy: privacyRepository,
    audit,
    storage,
    limits,
    decryptPassport: tripForm.decryptPassport,
    decryptCare: readiness.decryptCare,
    logger,
    clock,
  });
  const road = createRoadRepository(db);
  return {
    trips,
    retention,
    privacy,
    privacyRepository,
    users,
    emailVerification,
    auth: createAuthService({
      tx,
      messages,
      verification: emailVerification,
      users,
      limits,
      reservedUsernames: config.ADMIN_USERNAME ? [config.ADMIN_USERNAME] : [],
      consents: privacyRepository,
      privacyVersion: async () => (await content.privacy()).version,
    }),
    profile: createProfileService({ tx, users, verification: emailVerification, messages }),
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
      trips,
    }),
    audit,
    content,
    tripForm,
    documents: documentsService,
    tripScope: createTripScopeService({ trips, registrations, payments, documents: documentsService }),
    registration: createRegistrationService({
      tx,
      registrations,
      journey,
      audit,
      groupSize: async () => (await trips.current()).groupSize,
      formIsComplete: tripForm.isComplete,
      ledger: payments,
      messages,
      seats,
      trips,
      confirmVisa: readiness.confirmVisa,
    }),
    seats,
    payments,
    onlinePayments,
    outbox,
    messages,
    undelivered: createUndeliveredService({ tx, outbox, audit }),
    auditLog: createAuditLogService({ audit, trips }),
    team: createTeamService({
      tx,
      users,
      team: createTeamRepository(db),
      audit,
      messages,
      reservedUsernames: config.ADMIN_USERNAME ? [config.ADMIN_USERNAME] : [],
      clock,
    }),
    // The due and overdue reminders link to "Pay now" while online payment is offered (ADR 0130).
    reminders: createRemindersService({
      reminders: remindersRepository,
      outbox,
      content: () => content.get(),
      payNow: (trip) => onlinePayments.offered && trip.onlinePayment.offered,
      readinessBlockers: (tripId) => readiness.blockers(tripId),
    }),
    reminderSettings: remindersRepository,
    announcements: createAnnouncementsService({ tx, announcements: createAnnouncementsRepository(db), audit, messages, trips }),
    review: createReviewService({ tx, registrations, users, tripForm, documents, audit }),
    readiness,
    parties,
    rooms,
    headcounts: createHeadcountService({
      tx,
      road,
      audit,
      chosenTrip: (tripId) => trips.chosen(tripId),
      roadFacts: (tripId, now) => rooms.roadFacts(tripId, now),
    }),
    // Rooms, buses and today's hotel reach the road through one seam (road-facts.ts).
    // The daily programme reaches the card and the road page from the trip's words (ADR 0134).
    card: createCardService({
      road,
      clock,
      roadFacts: (tripId, now) => rooms.roadFacts(tripId, now),
      programmeOf: (slug, locale) => content.programme(slug, locale),
      publicOrigin: config.publicOrigin,
    }),
    roster: createRosterService({
      road,
      chosenTrip: (tripId) => trips.chosen(tripId),
      careOfTrip: readiness.careOfTrip,
      clock,
      roadFacts: (tripId, now) => rooms.roadFacts(tripId, now),
      programmeOf: (slug, locale) => content.programme(slug, locale),
    }),
    exports: createExportsService({
      registrations,
      payments: paymentsRepository,
      documents,
      tripForm,
      audit,
      storage,
      logger,
      trips,
      readiness: readinessRepository,
      flights: flightsRepository,
    }),
    flights,
    factors,
    passkeys: createPasskeysService({
      tx,
      factors: factorsRepository,
      recovery: factors,
      audit,
      origin: config.WEBAUTHN_ORIGIN ?? config.publicOrigin,
      firstCodes: factors.issueRecoveryCodes,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;

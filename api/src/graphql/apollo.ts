import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import { SERVER_MESSAGES } from '@umrah/graphql';
import { loadTypeDefs } from '@umrah/graphql/node';
import { AppError, asAppError, RETRY_AFTER_SECONDS } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import { authResolvers } from '../modules/auth/auth.resolvers.js';
import { interestResolvers } from '../modules/interest/interest.resolvers.js';
import { profileResolvers } from '../modules/profile/profile.resolvers.js';
import { factorsResolvers } from '../modules/factors/factors.resolvers.js';
import { registrationResolvers } from '../modules/registration/registration.resolvers.js';
import { seatsResolvers } from '../modules/seats/seats.resolvers.js';
import { tripFormResolvers } from '../modules/trip-form/trip-form.resolvers.js';
import { documentsResolvers } from '../modules/documents/documents.resolvers.js';
import { contentResolvers } from '../modules/content/content.resolvers.js';
import { reviewResolvers } from '../modules/review/review.resolvers.js';
import { paymentsResolvers } from '../modules/payments/payments.resolvers.js';
import { tripScopeResolvers } from '../modules/trips/trip-scope.resolvers.js';
import { passwordsResolvers } from '../modules/auth/passwords.resolvers.js';
import { emailVerificationResolvers } from '../modules/auth/email-verification.resolvers.js';
import { remindersResolvers } from '../modules/messages/reminders.resolvers.js';
import { undeliveredResolvers } from '../modules/messages/undelivered.resolvers.js';
import { announcementsResolvers } from '../modules/announcements/announcements.resolvers.js';
import { tripsResolvers } from '../modules/trips/trips.resolvers.js';
import { roomsResolvers } from '../modules/rooms/rooms.resolvers.js';
import { auditResolvers } from '../modules/audit/audit.resolvers.js';
import { privacyResolvers } from '../modules/privacy/privacy.resolvers.js';
import { readinessResolvers } from '../modules/readiness/readiness.resolvers.js';
import { partiesResolvers } from '../modules/parties/parties.resolvers.js';
import { flightsResolvers } from '../modules/flights/flights.resolvers.js';
import { roadResolvers } from '../modules/road/road.resolvers.js';
import { teamResolvers } from '../modules/team/team.resolvers.js';
import { inRequestLanguage } from '../http/locale.js';
import type { GraphQLContext } from './context.js';
import { documentLimits } from './limits.js';
import type { Resolvers } from './__generated__/resolvers.js';

function merge(...parts: Resolvers[]): Resolvers {
  const out: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) out[type] = { ...out[type], ...(fields as object) };
  }
  return out as Resolvers;
}

export const resolvers = merge(
  authResolvers,
  profileResolvers,
  factorsResolvers,
  teamResolvers,
  registrationResolvers,
  seatsResolvers,
  tripFormResolvers,
  interestResolvers,
  documentsResolvers,
  contentResolvers,
  reviewResolvers,
  paymentsResolvers,
  tripScopeResolvers,
  passwordsResolvers,
  emailVerificationResolvers,
  remindersResolvers,
  undeliveredResolvers,
  announcementsResolvers,
  tripsResolvers,
  roomsResolvers,
  auditResolvers,
  privacyResolvers,
  readinessResolvers,
  partiesResolvers,
  flightsResolvers,
  roadResolvers,
);

/** A result that failed because Redis or PostgreSQL is down answers HTTP 503 with Retry-After, like REST. */
const unavailableStatus: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, errors }) {
        const unavailable = errors?.map((e) => asAppError(unwrapResolverError(e))).find((e) => e?.code === 'SERVICE_UNAVAILABLE');
        if (!unavailable && !errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) return;
        response.http.status = 503;
        // The error's own wait (a busy line of password hashes), else the dependency's.
        response.http.headers.set('retry-after', String(unavailable?.retryAfterSeconds ?? RETRY_AFTER_SECONDS));
      },
    };
  },
};

/** Errors in the request's language (ADR 0116): their messages and field errors, as REST answers them. */
const inReadersLanguage: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single' || !response.body.singleResult.errors || !contextValue?.req) return;
        response.body.singleResult.errors = response.body.singleResult.errors.map((e) => {
          const fieldErrors = e.extensions?.fieldErrors as Record<string, string> | undefined;
          const said = inRequestLanguage(contextValue.req, { message: e.message, fieldErrors });
          return { ...e, message: said.message, ...(said.fieldErrors && { extensions: { ...e.extensions, fieldErrors: said.fieldErrors } }) };
        });
      },
    };
  },
};

export function createApollo(opts: { logger: Logger; production: boolean; plugins?: ApolloServerPlugin<GraphQLContext>[] }) {
  const limits = documentLimits({ production: opts.production });
  return new ApolloServer<GraphQLContext>({
    typeDefs: loadTypeDefs(),
    resolvers,
    introspection: !opts.production,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    parseOptions: limits.parseOptions,
    validationRules: limits.validationRules,
    plugins: [
      ...limits.plugins,
      unavailableStatus,
      inReadersLanguage,
      ...(opts.plugins ?? []),
      // Apollo's default cache-control plugin wraps every field resolver to collect @cacheControl
      // hints the schema never gives, only to answer `no-store`: app.ts sets that header itself.
      ApolloServerPluginCacheControlDisabled(),
      ...(opts.production ? [ApolloServerPluginLandingPageDisabled()] : []),
    ],
    formatError: (formatted, error) => {
      const original = asAppError(unwrapResolverError(error)) ?? unwrapResolverError(error);
      if (original instanceof AppError) {
        return {
          message: original.message,
          path: formatted.path,
          extensions: {
            code: original.code,
            ...(original.fieldErrors && { fieldErrors: original.fieldErrors }),
            ...(original.retryAfterSeconds && { retryAfter: original.retryAfterSeconds }),
          },
        };
      }
      if (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR') {
        opts.logger.error({ err: original, path: formatted.path }, 'graphql resolver failed');
        return { message: SERVER_MESSAGES.internal, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
      }
      return formatted;
    },
  });
}

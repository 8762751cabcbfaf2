// buildApp(config): the whole api as an Express app, without listening (tests run it in-process).
import type { ApolloServerPlugin } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express } from 'express';
import type { Config } from './config.js';
import { createApollo } from './graphql/apollo.js';
import type { GraphQLContext } from './graphql/context.js';
import { everyAnswer } from './http/every-answer.js';
import { apiNotFound, restErrorHandler } from './http/errors.js';
import { originCheck } from './http/origin.js';
import { openApiDocument } from './http/openapi.js';
import { baselineHeaders, pageCsp } from './http/security.js';
import { webApp } from './http/web.js';
import { resolveViewer } from './http/viewer.js';
import { createDb, type Db } from './lib/db.js';
import { createLogger, type Logger } from './lib/logger.js';
import { createMetrics } from './lib/metrics.js';
import { createRedis, type Redis } from './lib/redis.js';
import { createSessionMiddleware } from './lib/session.js';
import { authStatusOf } from './modules/auth/viewer.js';
import { createStorage, type Storage } from './lib/storage.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { tripScopeRoutes } from './modules/trips/trip-scope.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import { MAX_UPLOAD_BYTES } from '@umrah/graphql';
import { authRoutes } from './modules/auth/auth.routes.js';
import { interestRoutes } from './modules/interest/interest.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { factorsRoutes } from './modules/factors/factors.routes.js';
import { registrationRoutes } from './modules/registration/registration.routes.js';
import { seatsRoutes } from './modules/seats/seats.routes.js';
import { reviewRoutes } from './modules/review/review.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { onlinePaymentsRoutes, onlineWebhookRoutes } from './modules/online-payments/online-payments.routes.js';
import { passwordsRoutes } from './modules/auth/passwords.routes.js';
import { emailVerificationRoutes } from './modules/auth/email-verification.routes.js';
import { remindersRoutes } from './modules/messages/reminders.routes.js';
import { undeliveredRoutes } from './modules/messages/undelivered.routes.js';
import { announcementsRoutes } from './modules/announcements/announcements.routes.js';
import { tripsRoutes } from './modules/trips/trips.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { teamRoutes } from './modules/team/team.routes.js';
import { tripFormRoutes } from './modules/trip-form/trip-form.routes.js';
import { privacyRoutes } from './modules/privacy/privacy.routes.js';
import { readinessRoutes } from './modules/readiness/readiness.routes.js';
import { roomsRoutes } from './modules/rooms/rooms.routes.js';
import { partiesRoutes } from './modules/parties/parties.routes.js';
import { flightsRoutes } from './modules/flights/flights.routes.js';
import { roadRoutes } from './modules/road/road.routes.js';
import { configurePasswordHashing } from './lib/passwords.js';
import { createServices, type Services } from './services.js';

export interface BuiltApp {
  app: Express;
  db: Db;
  redis: Redis;
  storage: Storage;
  services: Services;
  logger: Logger;
  /** Readiness answers 503 from now on (graceful shutdown). */
  markShuttingDown(): void;
  close(): Promise<void>;
}

export async function buildApp(config: Config, opts: { logger?: Logger; clock?: () => Date } = {}): Promise<BuiltApp> {
  const logger = opts.logger ?? createLogger(config);
  const db = createDb(config);
  const redis = createRedis(config);
  redis.on('error', (err) => logger.warn({ err }, 'redis error'));
  const storage = createStorage(config);
  configurePasswordHashing({
    concurrency: config.PASSWORD_HASH_CONCURRENCY,
    queueLimit: config.PASSWORD_HASH_QUEUE,
    maxWaitSeconds: config.PASSWORD_HASH_MAX_WAIT_SECONDS,
  });
  const services = createServices(config, db, redis, storage, logger, { clock: opts.clock });
  const metrics = createMetrics({ db, queueStats: () => services.outbox.queueStats() });
  const apollo = createApollo({ logger, production: config.NODE_ENV === 'production', plugins: [metrics.apolloPlugin as ApolloServerPlugin<GraphQLContext>] });
  await apollo.start();
  let shuttingDown = false;

  const app = express();
  app.disable('x-powered-by');
  // No hashing of every JSON body for a weak ETag: the calls whose answers are worth revalidating
  // (the content, the pages, the web app's files) carry ETags of their own (ADR 0051).
  app.set('etag', false);
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(
    everyAnswer(app, logger, {
      headers: baselineHeaders({ secure: config.COOKIE_SECURE }),
      quiet: (path) => path === '/healthz' || path === '/readyz' || path === '/metrics',
      observe: metrics.observeHttp,
      draining: () => shuttingDown,
    }),
  );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Prometheus text; the edge proxy answers 404 for it, Prometheus scrapes each api directly.
  app.get('/metrics', metrics.handler);
  app.get('/readyz', async (_req, res) => {
    // Each dependency gets a short deadline: a hung server counts as down.
    const probe = async (p: Promise<unknown>): Promise<string> => {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<string>((resolve) => (timer = setTimeout(resolve, 2000, 'timeout')));
      try {
        return await Promise.race([p.then(() => 'ok'), deadline]);
      } catch {
        return 'down';
      } finally {
        clearTimeout(timer);
      }
    };
    const [postgres, redisState, storageState] = await Promise.all([probe(db.raw('select 1')), probe(redis.ping()), probe(storage.ping())]);
    const checks = { postgres, redis: redisState, storage: storageState };
    const ok = !shuttingDown && Object.values(checks).every((v) => v === 'ok');
    res.status(ok ? 200 : 503).json({ status: shuttingDown ? 'shutting-down' : ok ? 'ok' : 'degraded', checks });
  });

  // The web app's pages and assets (GET, never under /api, /graphql or /uploads) come before the
  // api's routes: a page request matches at once instead of walking past every api route.
  const sessions = createSessionMiddleware(config, redis);
  const viewer = [...sessions, resolveViewer(services.users)];
  const web = config.webDistAvailable
    ? webApp(config.WEB_DIST_DIR, {
        content: (locale) => services.content.get(undefined, locale),
        csp: (content, { preview, ...page }) =>
          pageCsp(content, { secure: config.COOKIE_SECURE, ...page, previewFor: preview ? (config.CMS_PUBLIC_URL ?? config.CMS_URL) : undefined }),
        warn: (err, msg) => logger.warn({ err }, msg),
        signedIn: { viewer, authStatus: authStatusOf, setLocale: (who, locale) => services.profile.setLanguage(who, locale) },
        secureCookies: config.COOKIE_SECURE,
      })
    : undefined;
  if (web) app.use(web.pages);

  // The trip content needs no session, so it is served even while Redis is down.
  app.use(contentRoutes(services, config.CONTENT_WEBHOOK_SECRET, config.CMS_PUBLIC_URL ?? config.CMS_URL));
  const openApi = openApiDocument();
  app.get('/api/openapi.json', (_req, res) => {
    res.json(openApi);
  });

  // The card provider's webhook needs no session and reads its raw body (ADR 0117).
  app.use(onlineWebhookRoutes(services));

  app.use(['/api', '/graphql', '/uploads'], ...viewer);

  // GraphQL before the REST routes: its requests do not walk past every REST module's router.
  app.use(
    '/graphql',
    // Answers about one account: never stored by a browser or a proxy (as Apollo's cache-control
    // plugin said before it was turned off, ADR 0055).
    (_req, res, next) => {
      res.setHeader('Cache-Control', 'no-store');
      next();
    },
    express.json({ limit: '1mb' }),
    // Multipart uploads; Apollo's CSRF prevention still demands the apollo-require-preflight header.
    graphqlUploadExpress({ maxFileSize: MAX_UPLOAD_BYTES + 1, maxFiles: 1 }),
    expressMiddleware(apollo, {
      context: async ({ req, res }): Promise<GraphQLContext> => ({ req, res, services, viewer: req.viewer, actingFor: req.actingFor }),
    }),
  );

  app.use('/api', express.json({ limit: '100kb' }), originCheck(config.ALLOWED_ORIGINS));
  app.use(authRoutes(services));
  app.use(profileRoutes(services));
  app.use(factorsRoutes(services));
  app.use(registrationRoutes(services));
  app.use(seatsRoutes(services));
  app.use(reviewRoutes(services));
  app.use(paymentsRoutes(services));
  app.use(onlinePaymentsRoutes(services));
  app.use(passwordsRoutes(services));
  app.use(emailVerificationRoutes(services));
  app.use(remindersRoutes(services));
  app.use(undeliveredRoutes(services));
  app.use(announcementsRoutes(services));
  app.use(tripsRoutes(services));
  app.use(auditRoutes(services));
  app.use(teamRoutes(services));
  app.use(tripFormRoutes(services));
  app.use(privacyRoutes(services));
  app.use(readinessRoutes(services));
  app.use(roomsRoutes(services));
  app.use(partiesRoutes(services));
  app.use(flightsRoutes(services));
  app.use(roadRoutes(services));
  app.use(interestRoutes(services));
  app.use(documentsRoutes(services));
  app.use(tripScopeRoutes(services));
  app.use('/api', apiNotFound);

  if (web) app.use(web.fallback);
  app.use(restErrorHandler);

  return {
    app,
    db,
    redis,
    storage,
    services,
    logger,
    markShuttingDown: () => {
      shuttingDown = true;
    },
    async close() {
      await apollo.stop();
      await Promise.allSettled([db.destroy(), redis.quit(), services.content.close()]);
    },
  };
}

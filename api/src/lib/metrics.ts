// Prometheus metrics (docs/decisions/0042): one registry per app, HTTP latency by route (the
// route's pattern, never the raw URL), GraphQL operation timings, the DB pool and the outbox.
// Served at /metrics, which the edge proxy never forwards; Prometheus scrapes the api directly.
import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import type { Db } from './db.js';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
}

export interface MetricsDeps {
  db: Db;
  /** The outbox at a glance; throws when PostgreSQL is down (the gauges then keep their last value). */
  queueStats: () => Promise<QueueStats>;
}

/** The outbox as /metrics reads it (outbox.repository's queueStats). */
type QueueStats = { pending: number; due: number; oldestDueSeconds: number; dead: number };

export function createMetrics({ db, queueStats }: MetricsDeps) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const graphqlDuration = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'GraphQL operation timings by operation name, type and outcome',
    labelNames: ['operation', 'type', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const graphqlErrors = new Counter({
    name: 'graphql_operation_errors_total',
    help: 'GraphQL operations answered with errors, by operation name and first error code',
    labelNames: ['operation', 'code'] as const,
    registers: [registry],
  });

  const pool = () => (db.client as { pool?: TarnPool }).pool;
  const poolGauge = (name: string, help: string, read: (p: TarnPool) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const p = pool();
        this.set(p ? read(p) : 0);
      },
    });
  poolGauge('db_pool_connections_used', 'PostgreSQL connections in use', (p) => p.numUsed());
  poolGauge('db_pool_connections_free', 'PostgreSQL connections open and idle', (p) => p.numFree());
  poolGauge('db_pool_acquires_pending', 'Requests waiting for a PostgreSQL connection', (p) => p.numPendingAcquires() + p.numPendingCreates());
  new Gauge({ name: 'db_pool_connections_max', help: 'PostgreSQL pool size limit', registers: [registry] }).set(
    (db.client as { config?: { pool?: { max?: number } } }).config?.pool?.max ?? 0,
  );

  // One read of the outbox per scrape, shared by its gauges (each collects on its own).
  let reading: Promise<QueueStats | null> | undefined;
  const readQueue = () =>
    (reading ??= queueStats()
      .catch(() => null)
      .finally(() => (reading = undefined)));
  const queueGauge = (name: string, help: string, read: (s: QueueStats | null) => number | undefined) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const value = read(await readQueue());
        if (value !== undefined) this.set(value);
      },
    });
  queueGauge('outbox_messages_pending', 'Messages waiting in the outbox (job queue)', (s) => s?.pending);
  queueGauge('outbox_messages_due', 'Outbox messages due now', (s) => s?.due);
  queueGauge('outbox_oldest_due_seconds', 'Age of the oldest due outbox message', (s) => s?.oldestDueSeconds);
  queueGauge('outbox_messages_dead', 'Outbox messages set aside as undeliverable, waiting for an admin to send them again', (s) => s?.dead);
  queueGauge('outbox_stats_up', '1 when the outbox could be read for this scrape, 0 when PostgreSQL did not answer', (s) => (s ? 1 : 0));

  /** Records one answered request, labelled with the route pattern that handled it (called by
   *  everyAnswer once the answer is sent). */
  const observeHttp = (req: Request, res: Response, seconds: number) => {
    httpDuration.observe({ method: req.method, route: routeOf(req, res), status_code: String(res.statusCode) }, seconds);
  };

  /** Apollo plugin: times each operation from parsing to response. */
  const apolloPlugin: ApolloServerPlugin = {
    async requestDidStart() {
      const end = graphqlDuration.startTimer();
      return {
        async willSendResponse({ operationName, operation, response }) {
          const name = operationName ?? 'anonymous';
          // The errors as the client sees them (after formatError), with their public codes.
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          end({ operation: name, type: operation?.operation ?? 'unknown', outcome: errors?.length ? 'error' : 'ok' });
          if (errors?.length) graphqlErrors.inc({ operation: name, code: String(errors[0]?.extensions?.code ?? 'UNKNOWN') });
        },
      };
    },
  };

  return {
    registry,
    observeHttp,
    apolloPlugin,
    handler: (async (_req, res) => {
      res.setHeader('Content-Type', registry.contentType);
      res.setHeader('Cache-Control', 'no-store');
      res.end(await registry.metrics());
    }) as RequestHandler,
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

// The pattern, never the path: /uploads/:key and not one series per file.
function routeOf(req: Request, res: Response): string {
  const route = (req as Request & { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') return `${req.baseUrl}${route.path}`;
  if (req.baseUrl) return req.baseUrl;
  if (res.statusCode === 404) return 'unmatched';
  // Served by a mounted middleware without a route (the web app's files and pages).
  return req.method === 'GET' || req.method === 'HEAD' ? 'web' : 'unmatched';
}

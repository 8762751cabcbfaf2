import { SERVER_MESSAGES } from '@umrah/graphql';
// Typed errors, translated once at each edge (GraphQL formatError, REST error middleware).

export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  FULL: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** Seconds before trying again is worth it (429, 503): sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', SERVER_MESSAGES.signedOut);
export const forbidden = () => new AppError('FORBIDDEN', SERVER_MESSAGES.forbidden);

/**
 * Postgres unique violation, with the constraint (index) name that was hit: from pg (Knex) or
 * wrapped by Objection (db-errors' UniqueViolationError keeps pg's error as `nativeError`).
 */
export function uniqueViolation(err: unknown): string | undefined {
  const outer = err as { code?: string; constraint?: string; nativeError?: unknown } | undefined;
  const e = (outer?.code ? outer : outer?.nativeError) as { code?: string; constraint?: string } | undefined;
  return e?.code === '23505' ? (e.constraint ?? outer?.constraint ?? '') : undefined;
}

export const UNAVAILABLE = SERVER_MESSAGES.unavailable;
/** Seconds a client should wait before retrying after a 503. */
export const RETRY_AFTER_SECONDS = 5;

// ENOTFOUND / EAI_AGAIN: the server's name does not resolve for a while, as when its container is
// being restarted (compose's DNS drops the name meanwhile; seen by npm run test:stack).
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'NR_CLOSED', 'ENOTFOUND', 'EAI_AGAIN']);
const DEPENDENCY_MESSAGES = [
  // knex prefixes a failed query's message with its SQL, hence no anchors.
  /\bCommand timed out\b/, // ioredis commandTimeout
  /\bConnection is closed\b/, // ioredis
  /Stream isn't writeable/, // ioredis
  /\bReached the max retries per request limit\b/, // ioredis
  /\bConnection terminated\b/, // pg
  /\btimeout expired\b|timeout exceeded when trying to connect/i, // pg connect
  /\bKnex: Timeout acquiring a connection\b/,
  /\bRedis connection is not ready\b/, // rate-limiter-flexible
];

/**
 * Redis or PostgreSQL could not be reached (refused, reset, timed out): the 503 a client should
 * retry, not a 500. Anything else stays unexpected. Looks through wrappers (objection, knex).
 */
export function isDependencyDown(err: unknown): boolean {
  type Wrapped = { code?: unknown; name?: unknown; message?: unknown; nativeError?: unknown; cause?: unknown; thrownValue?: unknown };
  for (let e = err as Wrapped | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || /^08|^57P0[123]$/.test(e.code))) return true;
    if (e.name === 'MaxRetriesPerRequestError' || e.name === 'KnexTimeoutError') return true;
    if (typeof e.message === 'string' && DEPENDENCY_MESSAGES.some((re) => re.test(e!.message as string))) return true;
    // objection's nativeError, Error cause, graphql's NonErrorThrown (an error from another realm)
    e = (e.nativeError ?? e.cause ?? e.thrownValue) as Wrapped | undefined;
  }
  return false;
}

/** Our own errors as they are; a dependency outage as SERVICE_UNAVAILABLE; anything else undefined. */
export function asAppError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  if (isDependencyDown(err)) return new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE, undefined, RETRY_AFTER_SECONDS);
  return undefined;
}

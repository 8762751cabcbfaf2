import { SECOND_FACTOR_PENDING_MINUTES, STAFF_SESSION_ABSOLUTE_HOURS, STAFF_SESSION_IDLE_MINUTES, type Role, type SecondFactorStep } from '@umrah/graphql';
import RedisStore from 'connect-redis';
import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { AppError, UNAVAILABLE } from './errors.js';

declare module 'express-session' {
  interface SessionData {
    userId: string;
    role: Role;
    /** When the user signed in (ms): the absolute lifetime counts from here. */
    signedInAt: number;
    /** When the second factor was passed (ms); staff sessions without it may do nothing (ADR 0104). */
    secondFactorAt: number;
    /** A staff session: 30 minutes idle and 12 hours in all (docs/product.md#second-factor). */
    staff: boolean;
    lastSeenAt: number;
    /** A password sign-in waiting for its second factor: nobody is signed in yet. */
    pending: { userId: string; step: SecondFactorStep; at: number; tries: number };
    /** The WebAuthn challenge this session was given (single use). */
    webauthnChallenge: string;
    /** The managed companion the lead's portal shows (ADR 0123); re-checked on every request. */
    actingFor: string;
  }
}

export const SESSION_COOKIE = 'umrah.sid';
const STAFF_IDLE_MS = STAFF_SESSION_IDLE_MINUTES * 60_000;
const STAFF_ABSOLUTE_MS = STAFF_SESSION_ABSOLUTE_HOURS * 3_600_000;
const PENDING_MS = SECOND_FACTOR_PENDING_MINUTES * 60_000;

// Sessions roll: each request restarts the idle lifetime. The cookie is renewed on every answer;
// the store's expiry is pushed back at most once a minute per session and process (a Redis
// round trip saved on nearly every request), so the stored session may end up to a minute
// before its cookie would.
const TOUCH_EVERY_MS = 60_000;

function throttleTouch(store: RedisStore, everyMs: number): void {
  const touchedAt = new Map<string, number>();
  const mark = (sid: string, now: number) => {
    if (touchedAt.size >= 100_000) {
      for (const [key, at] of touchedAt) if (now - at >= everyMs) touchedAt.delete(key);
    }
    touchedAt.set(sid, now);
  };
  const touch = store.touch.bind(store);
  store.touch = async (sid, sess, cb) => {
    const now = Date.now();
    const last = touchedAt.get(sid);
    if (last !== undefined && now - last < everyMs) return cb?.();
    mark(sid, now);
    return touch(sid, sess, cb);
  };
  // Writing a session sets its expiry too: a sign-in's first request has nothing to push back.
  const set = store.set.bind(store);
  store.set = async (sid, sess, cb) => {
    mark(sid, Date.now());
    return set(sid, sess, cb);
  };
  const destroy = store.destroy.bind(store);
  store.destroy = async (sid, cb) => {
    touchedAt.delete(sid);
    return destroy(sid, cb);
  };
}

export function createSessionMiddleware(config: Config, redis: Redis): RequestHandler[] {
  const idleMs = config.SESSION_IDLE_MINUTES * 60_000;
  const absoluteMs = config.SESSION_ABSOLUTE_HOURS * 3_600_000;
  const store = new RedisStore({ client: redis, prefix: `${config.REDIS_KEY_PREFIX}sess:`, ttl: idleMs / 1000 });
  throttleTouch(store, Math.min(TOUCH_EVERY_MS, idleMs / 10));
  const sessionMiddleware = session({
    name: SESSION_COOKIE,
    store,
    secret: config.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    rolling: true, // the idle lifetime restarts with each request
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.COOKIE_SECURE,
      maxAge: idleMs,
      path: '/',
    },
  });
  // Sessions older than the absolute lifetime end, however active they are; staff sessions have
  // shorter lifetimes of their own (idle and in all), and a second step left waiting ends too.
  const absoluteLifetime: RequestHandler = (req, _res, next) => {
    const s = req.session;
    const at = Date.now();
    const started = s?.signedInAt;
    const over =
      (started && at - started > absoluteMs) ||
      (s?.staff && started && at - started > STAFF_ABSOLUTE_MS) ||
      (s?.staff && s.lastSeenAt && at - s.lastSeenAt > STAFF_IDLE_MS) ||
      (s?.pending && at - s.pending.at > PENDING_MS);
    if (over) {
      req.session.destroy(() => next());
      return;
    }
    // Staff activity is written at most once a minute (a session write per request otherwise).
    if (s?.staff && (!s.lastSeenAt || at - s.lastSeenAt > 60_000)) s.lastSeenAt = at;
    next();
  };
  // While the client is reconnecting Redis is known to be down: answer at once rather than queue.
  const redisUp: RequestHandler = (_req, _res, next) => {
    next(['reconnecting', 'end', 'close'].includes(redis.status) ? new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE) : undefined);
  };
  return [redisUp, sessionMiddleware, absoluteLifetime];
}

const call = (fn: (cb: (err?: unknown) => void) => void) => new Promise<void>((resolve, reject) => fn((err) => (err ? reject(err) : resolve())));

/**
 * Signs the user in on a fresh session id (no fixation), and persists it before answering. With a
 * second factor still to pass (`step`), the session only remembers the password step: nobody is
 * signed in until `completeSecondFactor`.
 */
export async function startSession(req: Request, user: { id: string; role: Role }, step: SecondFactorStep | null = null): Promise<void> {
  await call((cb) => req.session.regenerate(cb));
  if (step) req.session.pending = { userId: user.id, step, at: Date.now(), tries: 0 };
  else signIn(req, user, false);
  await call((cb) => req.session.save(cb));
}

function signIn(req: Request, user: { id: string; role: Role }, secondFactor: boolean) {
  const at = Date.now();
  req.session.userId = user.id;
  req.session.role = user.role;
  req.session.signedInAt = at;
  if (secondFactor) req.session.secondFactorAt = at;
  if (user.role === 'admin') {
    req.session.staff = true;
    req.session.lastSeenAt = at;
  }
}

/** The account whose password step this session passed, waiting for its second factor. */
export const pendingSignIn = (req: Request) => req.session?.pending;

/** A wrong code: counted; past the limit the waiting sign-in ends (the password is asked again). */
export async function failSecondFactor(req: Request, maxTries: number): Promise<boolean> {
  const pending = req.session?.pending;
  if (!pending) return false;
  pending.tries += 1;
  if (pending.tries < maxTries) {
    await call((cb) => req.session.save(cb));
    return false;
  }
  await call((cb) => req.session.destroy(cb));
  return true;
}

/** The second factor passed: a fresh session id, signed in, with the factor's time. */
export async function completeSecondFactor(req: Request, user: { id: string; role: Role }): Promise<void> {
  await call((cb) => req.session.regenerate(cb));
  signIn(req, user, true);
  await call((cb) => req.session.save(cb));
}

/** Marks the current signed-in session as having passed the second factor (a first enrolment while signed in). */
export async function markSecondFactor(req: Request): Promise<void> {
  req.session.secondFactorAt = Date.now();
  await call((cb) => req.session.save(cb));
}

/** Ends the session in the store; the cookie is cleared too. */
export async function endSession(req: Request): Promise<void> {
  if (!req.session) return;
  await call((cb) => req.session.destroy(cb));
  req.res?.clearCookie(SESSION_COOKIE, { path: '/' });
}

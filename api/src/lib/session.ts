import type { Role } from '@umrah/graphql';
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
  }
}

export const SESSION_COOKIE = 'umrah.sid';

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
  // Sessions older than the absolute lifetime end, however active they are.
  const absoluteLifetime: RequestHandler = (req, _res, next) => {
    const started = req.session?.signedInAt;
    if (started && Date.now() - started > absoluteMs) {
      req.session.destroy(() => next());
      return;
    }
    next();
  };
  // While the client is reconnecting Redis is known to be down: answer at once rather than queue.
  const redisUp: RequestHandler = (_req, _res, next) => {
    next(['reconnecting', 'end', 'close'].includes(redis.status) ? new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE) : undefined);
  };
  return [redisUp, sessionMiddleware, absoluteLifetime];
}

const call = (fn: (cb: (err?: unknown) => void) => void) => new Promise<void>((resolve, reject) => fn((err) => (err ? reject(err) : resolve())));

/** Signs the user in on a fresh session id (no fixation), and persists it before answering. */
export async function startSession(req: Request, user: { id: string; role: Role }): Promise<void> {
  await call((cb) => req.session.regenerate(cb));
  req.session.userId = user.id;
  req.session.role = user.role;
  req.session.signedInAt = Date.now();
  await call((cb) => req.session.save(cb));
}

/** Ends the session in the store; the cookie is cleared too. */
export async function endSession(req: Request): Promise<void> {
  if (!req.session) return;
  await call((cb) => req.session.destroy(cb));
  req.res?.clearCookie(SESSION_COOKIE, { path: '/' });
}

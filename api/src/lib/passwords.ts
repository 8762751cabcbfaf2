import { SERVER_MESSAGES } from '@umrah/graphql';
import argon2 from 'argon2';
import { availableParallelism } from 'node:os';
import { AppError } from './errors.js';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const HASHING_BUSY = SERVER_MESSAGES.hashingBusy;

// Hashes running at once are bounded to the machine's cores and the rest wait in line (ADR 0079):
// unbounded, every hash of a crowd took libuv's thread pool and the cores, and pages that hash
// nothing (`/`, static files, reads on the pool) waited seconds behind them. When the line would
// make a hash wait longer than `maxWaitSeconds` (at the pace hashes run now), or holds
// `queueLimit`, the next is refused at once with 503 and Retry-After; the pages retry by themselves.
const gate = { concurrency: availableParallelism(), queueLimit: 2000, maxWaitSeconds: 15 };
let running = 0;
const line: (() => void)[] = [];
/** A moving average of one hash's time (ms), for the Retry-After of a refusal. */
let averageMs = 50;

/** Sets the bound (PASSWORD_HASH_CONCURRENCY, _QUEUE, _MAX_WAIT_SECONDS); the app calls it once at start. */
export function configurePasswordHashing(settings: { concurrency: number; queueLimit: number; maxWaitSeconds: number }): void {
  gate.concurrency = Math.max(1, settings.concurrency);
  gate.queueLimit = Math.max(0, settings.queueLimit);
  gate.maxWaitSeconds = Math.max(0, settings.maxWaitSeconds);
}

/** Seconds the next hash would wait in line, at the pace of the latest hashes. */
const expectedWaitSeconds = () => (line.length / gate.concurrency) * (averageMs / 1000);

/**
 * Refuses at once (503, Retry-After) when a hash would not start in time: sign-up and sign-in
 * call it first, so a refused request costs no database work either.
 */
export function assertHashCapacity(): void {
  if (running < gate.concurrency) return;
  const wait = expectedWaitSeconds();
  if (line.length >= gate.queueLimit || wait > gate.maxWaitSeconds) {
    throw new AppError('SERVICE_UNAVAILABLE', HASHING_BUSY, undefined, Math.min(30, Math.max(1, Math.ceil(wait))));
  }
}

/** Hashes running now and waiting (for /metrics and tests). */
export const passwordHashing = () => ({ running, waiting: line.length, ...gate });

async function gated<T>(work: () => Promise<T>): Promise<T> {
  if (running < gate.concurrency) running += 1;
  else {
    assertHashCapacity();
    // The slot is handed over by the hash that ends (running stays counted).
    await new Promise<void>((resolve) => line.push(resolve));
  }
  const started = performance.now();
  try {
    return await work();
  } finally {
    averageMs = averageMs * 0.9 + (performance.now() - started) * 0.1;
    const next = line.shift();
    if (next) next();
    else running -= 1;
  }
}

export const hashPassword = (plain: string) => gated(() => argon2.hash(plain, OPTIONS));

export async function verifyPassword(hash: string | null, plain: string): Promise<boolean> {
  // A managed companion has no password (ADR 0122): refused at the cost of a real check.
  if (hash === null) return verifyAgainstDummy(plain);
  return gated(async () => {
    try {
      return await argon2.verify(hash, plain);
    } catch {
      return false;
    }
  });
}

let dummy: Promise<string> | undefined;
/** Spends the same time as a real verify, so an unknown username cannot be told by timing. */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  dummy ??= argon2.hash('not-a-real-password-' + Math.random(), OPTIONS);
  await verifyPassword(await dummy, plain);
  return false;
}

import argon2 from 'argon2';
import { availableParallelism } from 'node:os';
import { AppError } from './errors.js';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const HASHING_BUSY = 'Many people are signing in right now. Please try again in a moment.';

// Hashes running at once are bounded to the machine's cores and the rest wait in line (ADR 0079):
// unbounded, every hash of a crowd took libuv's thread pool and the cores, and pages that hash
// nothing (`/`, static files, reads on the pool) waited seconds behind them. Past the line's
// limit a hash is refused at once with 503 and Retry-After; the sign-up and sign-in pages retry.
const gate = { concurrency: availableParallelism(), queueLimit: 100 };
let running = 0;
const line: (() => void)[] = [];
/** A moving average of one hash's time (ms), for the Retry-After of a refusal. */
let averageMs = 50;

/** Sets the bound (PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE); the app calls it once at start. */
export function configurePasswordHashing(settings: { concurrency: number; queueLimit: number }): void {
  gate.concurrency = Math.max(1, settings.concurrency);
  gate.queueLimit = Math.max(0, settings.queueLimit);
}

/** Hashes running now and waiting (for /metrics and tests). */
export const passwordHashing = () => ({ running, waiting: line.length, ...gate });

async function gated<T>(work: () => Promise<T>): Promise<T> {
  if (running < gate.concurrency) running += 1;
  else {
    if (line.length >= gate.queueLimit) {
      const wait = Math.ceil(((line.length / gate.concurrency) * averageMs) / 1000);
      throw new AppError('SERVICE_UNAVAILABLE', HASHING_BUSY, undefined, Math.min(30, Math.max(1, wait)));
    }
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

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
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

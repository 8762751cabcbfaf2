// Which account a second-factor call is about, read from the session both faces share: the
// password step waiting for its factor, or the signed-in viewer adding one (ADR 0104).
import { SECOND_FACTOR_MAX_TRIES, SECOND_FACTOR_MESSAGES } from '@umrah/graphql';
import type { Request } from 'express';
import { AppError, unauthenticated } from '../../lib/errors.js';
import { completeSecondFactor, failSecondFactor, markSecondFactor, pendingSignIn } from '../../lib/session.js';
import type { UsersRepository } from '../users/users.repository.js';

const noSignIn = () => new AppError('UNAUTHENTICATED', SECOND_FACTOR_MESSAGES.noSignIn);

export interface FactorAccount {
  id: string;
  username: string;
  role: 'traveler' | 'admin';
  /** A password sign-in waiting for this factor (else: a signed-in viewer). */
  pending: boolean;
}

/** The account enrolling a factor: a staff sign-in that must enrol first, or a signed-in viewer. */
export async function enrollingAccount(req: Request, users: Pick<UsersRepository, 'findById'>): Promise<FactorAccount> {
  const pending = pendingSignIn(req);
  if (pending?.step === 'enrol') return accountOf(pending.userId, true, users);
  // Staff add a factor only from a session that passed one (a session from before factors existed signs in again).
  if (req.viewer && (req.viewer.role !== 'admin' || req.viewer.secondFactorPassed))
    return { id: req.viewer.id, username: req.viewer.username, role: req.viewer.role, pending: false };
  throw noSignIn();
}

/** The signed-in account managing its factors (staff: from a session that passed one). */
export function signedInAccount(req: Request): FactorAccount {
  const viewer = req.viewer;
  if (!viewer || (viewer.role === 'admin' && !viewer.secondFactorPassed)) throw unauthenticated();
  return { id: viewer.id, username: viewer.username, role: viewer.role, pending: false };
}

/** The account whose sign-in waits for its factor. */
export async function verifyingAccount(req: Request, users: Pick<UsersRepository, 'findById'>): Promise<FactorAccount> {
  const pending = pendingSignIn(req);
  if (pending?.step !== 'verify') throw noSignIn();
  return accountOf(pending.userId, true, users);
}

/** Either: the status page shows what the account has, whichever way it is here. */
export async function anyFactorAccount(req: Request, users: Pick<UsersRepository, 'findById'>): Promise<FactorAccount & { step: string | null }> {
  const pending = pendingSignIn(req);
  if (pending) return { ...(await accountOf(pending.userId, true, users)), step: pending.step };
  if (req.viewer) return { id: req.viewer.id, username: req.viewer.username, role: req.viewer.role, pending: false, step: null };
  throw noSignIn();
}

async function accountOf(id: string, pending: boolean, users: Pick<UsersRepository, 'findById'>): Promise<FactorAccount> {
  const user = await users.findById(id);
  if (!user) throw noSignIn();
  return { id: user.id, username: user.username, role: user.role, pending };
}

/**
 * Runs a factor check; a wrong answer on a waiting sign-in is counted, and past the limit the
 * sign-in ends. On success the session is signed in (or marked, when it already was).
 */
export async function passFactor<T>(req: Request, account: FactorAccount, check: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await check();
  } catch (err) {
    if (account.pending && err instanceof AppError && err.code === 'BAD_USER_INPUT' && (await failSecondFactor(req, SECOND_FACTOR_MAX_TRIES))) {
      throw new AppError('UNAUTHENTICATED', SECOND_FACTOR_MESSAGES.tooManyTries);
    }
    throw err;
  }
  if (account.pending) await completeSecondFactor(req, account);
  else await markSecondFactor(req);
  return result;
}

/** The WebAuthn challenge given to this session (kept until used once). */
export async function rememberChallenge(req: Request, challenge: string): Promise<void> {
  req.session.webauthnChallenge = challenge;
  await new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
}

/** Takes the session's challenge for good: a response signed for it is checked once. */
export function takeChallenge(req: Request): string | undefined {
  const challenge = req.session?.webauthnChallenge;
  if (req.session) delete req.session.webauthnChallenge;
  return challenge;
}

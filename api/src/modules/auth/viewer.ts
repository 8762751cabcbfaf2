// Who is calling: the session names a user id; the account behind it (role, profile, the time of
// the last password change) and, for a traveller, their registration come from a Redis copy that
// every change to either voids at once, for every api process, or else from PostgreSQL. Every
// page of the portal asks both, so one Redis read answers both (docs/decisions/0065).
//
// Invalidation without races: each account has a generation counter in Redis. A copy is stored
// with the generation read *before* the database was; a change bumps the counter before and after
// its commit, so a copy read from the database across a change never matches the counter again.
import type { Role } from '@umrah/graphql';
import type { Redis } from 'ioredis';
import { afterCommit, type Tx } from '../../lib/db.js';
import type { RegistrationView } from '../registration/registration.service.js';
import type { User, UsersRepository } from '../users/users.repository.js';

/** The signed-in account as the adapters and services see it (never the password hash). */
export interface Viewer {
  id: string;
  username: string;
  email: string;
  phone: string;
  fullName: string;
  role: Role;
  /** ms; sessions started before this are over. */
  passwordChangedAt: number | null;
  createdAt: string;
  updatedAt: string;
  /** The account's registration as it is now (null: none yet). */
  registration: RegistrationView | null;
}

export const toViewer = (u: User, registration: RegistrationView | null): Viewer => ({
  id: u.id,
  username: u.username,
  email: u.email,
  phone: u.phone,
  fullName: u.fullName,
  role: u.role,
  passwordChangedAt: u.passwordChangedAt ? u.passwordChangedAt.getTime() : null,
  createdAt: u.createdAt.toISOString(),
  updatedAt: u.updatedAt.toISOString(),
  registration,
});

interface Deps {
  users: UsersRepository;
  /** The registration of a user id, as the adapters answer it. */
  registrationOf: (userId: string) => Promise<RegistrationView | null>;
  redis: Redis;
  keyPrefix: string;
  /** How long an unchanged copy lives (it is voided at once on a change anyway). */
  ttlSeconds?: number;
}

// The shape of a stored copy: a copy of another shape (made by an earlier or later api, which may
// lack a field this one reads, as copies did the registration before ADR 0065) is a miss, read
// again. Raise it whenever `Viewer` changes.
const COPY_FORMAT = 2;

export function createViewers({ users, registrationOf, redis, keyPrefix, ttlSeconds = 600 }: Deps) {
  const copyKey = (id: string) => `${keyPrefix}viewer:${id}`;
  const genKey = (id: string) => `${keyPrefix}viewer-gen:${id}`;
  // The counter outlives every copy stored under it (see the header).
  const GEN_TTL = Math.max(ttlSeconds * 10, 86_400);

  /**
   * Voids every copy of the account, in every process. Call it before a change (so a failure to
   * reach Redis stops the change) and again after its commit.
   */
  async function changed(...ids: string[]): Promise<void> {
    const voids = redis.multi();
    for (const id of ids) voids.incr(genKey(id)).expire(genKey(id), GEN_TTL).del(copyKey(id));
    await voids.exec();
  }

  return {
    changed,

    /**
     * For a change inside a transaction (a registration's): voids the accounts' copies now (so a
     * failure to reach Redis rolls the change back) and again once the transaction commits.
     */
    async changedIn(tx: Tx, ids: string[]): Promise<void> {
      if (!ids.length) return;
      await changed(...ids);
      afterCommit(tx, () => changed(...ids));
    },

    /** Runs a change of the account between the two voids. */
    async changing<T>(id: string, change: () => Promise<T>): Promise<T> {
      await changed(id);
      const result = await change();
      await changed(id);
      return result;
    },

    /** The account of a session's user id, or undefined when it no longer exists. */
    async find(id: string): Promise<Viewer | undefined> {
      const [gen, raw] = await redis.mget(genKey(id), copyKey(id));
      const current = gen ?? '0';
      if (raw) {
        const copy = JSON.parse(raw) as { f?: number; g: string; v: Viewer };
        if (copy.f === COPY_FORMAT && copy.g === current) return copy.v;
      }
      const [user, registration] = await Promise.all([users.findById(id), registrationOf(id)]);
      if (!user) return undefined;
      const viewer = toViewer(user, registration);
      await redis.set(copyKey(id), JSON.stringify({ f: COPY_FORMAT, g: current, v: viewer }), 'EX', ttlSeconds);
      return viewer;
    },
  };
}
export type Viewers = ReturnType<typeof createViewers>;

/** The viewer of a session: none when signed out or when the password changed after sign-in. */
export async function viewerOfSession(session: { userId?: string; signedInAt?: number } | undefined, viewers: Viewers): Promise<Viewer | undefined> {
  const id = session?.userId;
  if (!id) return undefined;
  const viewer = await viewers.find(id);
  if (viewer?.passwordChangedAt && (session.signedInAt ?? 0) < viewer.passwordChangedAt) return undefined;
  return viewer;
}

// Who is calling: the session names a user id; the account behind it (role, profile, the time of
// the last password change) is read from PostgreSQL once per request, by its primary key. There
// is no copy to keep fresh: every change to an account is seen by the very next request, on every
// api process (docs/decisions/0069).
import type { Role } from '@umrah/graphql';
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
  /** Whether the current email is confirmed (a start needs it: docs/product.md#email-verification). */
  emailVerified: boolean;
  createdAt: string;
  updatedAt: string;
}

/**
 * Whether the viewer is the owner, who alone reads the audit log (docs/product.md#the-audit-log).
 * One kind of staff account exists today, so every admin is the owner; the roles work narrows
 * this one check, which both faces' `ownerOnly` guards use.
 */
export const isOwner = (viewer: Viewer): boolean => viewer.role === 'admin';

export const toViewer = (u: User): Viewer => ({
  id: u.id,
  username: u.username,
  email: u.email,
  phone: u.phone,
  fullName: u.fullName,
  role: u.role,
  passwordChangedAt: u.passwordChangedAt ? u.passwordChangedAt.getTime() : null,
  emailVerified: u.emailVerifiedAt !== null && u.emailVerifiedAt !== undefined,
  createdAt: u.createdAt.toISOString(),
  updatedAt: u.updatedAt.toISOString(),
});

/** The answer of the authentication check (GraphQL `authStatus`, and inside signed-in pages: ADR 0071). */
export const authStatusOf = (viewer: Viewer | undefined) => ({
  isAuthenticated: Boolean(viewer),
  isAdmin: viewer?.role === 'admin',
  viewer: viewer ? { id: viewer.id, username: viewer.username, fullName: viewer.fullName } : null,
});

/** The viewer of a session: none when signed out, when the account is gone, or when the password changed after sign-in. */
export async function viewerOfSession(
  session: { userId?: string; signedInAt?: number } | undefined,
  users: Pick<UsersRepository, 'findById'>,
): Promise<Viewer | undefined> {
  const id = session?.userId;
  if (!id) return undefined;
  const user = await users.findById(id);
  if (!user) return undefined;
  const viewer = toViewer(user);
  if (viewer.passwordChangedAt && (session.signedInAt ?? 0) < viewer.passwordChangedAt) return undefined;
  return viewer;
}

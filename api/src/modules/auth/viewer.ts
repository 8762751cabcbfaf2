// Who is calling: the session names a user id; the account behind it (role, profile, the time of
// the last password change) is read from PostgreSQL once per request, by its primary key. There
// is no copy to keep fresh: every change to an account is seen by the very next request, on every
// api process (docs/decisions/0069).
import { type Locale, permissionsOf, roleCan, type Permission, type Role, type StaffRole } from '@umrah/graphql';
import type { User, UsersRepository } from '../users/users.repository.js';

/** The signed-in account as the adapters and services see it (never the password hash). */
export interface Viewer {
  id: string;
  username: string;
  email: string;
  phone: string;
  fullName: string;
  role: Role;
  /** What a staff account may do (null: a traveller, or revoked staff). */
  staffRole: StaffRole | null;
  /** ms; sessions started before this are over. */
  passwordChangedAt: number | null;
  /** ms; sessions started before this are over (a role change or a revocation). */
  accessChangedAt: number | null;
  /** Whether the current email is confirmed (a start needs it: docs/product.md#email-verification). */
  emailVerified: boolean;
  /** Whether this session passed a second factor (staff may do nothing without it: ADR 0104). */
  secondFactorPassed: boolean;
  /** The language the account chose (ADR 0110); null until chosen. */
  locale: Locale | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * Whether the viewer may do what a permission names (the table in graphql/src/permissions.ts,
 * ADR 0102): the one check both faces' `requires` guards and the services' own-or-staff checks use.
 */
export const viewerCan = (viewer: Viewer | undefined, permission: Permission): boolean =>
  viewer !== undefined && viewer.role === 'admin' && viewer.secondFactorPassed && roleCan(viewer.staffRole, permission);

/** What of a registration's review the viewer sees beyond the roster: its documents, its (masked) passport number. */
export const reviewAllowance = (viewer: Viewer) => ({ documents: viewerCan(viewer, 'documents:read'), passports: viewerCan(viewer, 'passports:reveal') });
/** What staff may read of a traveller's travel details (ADR 0120): care needs with medical:read, the visa number with visas:review. */
export const readinessAllowance = (viewer: Viewer) => ({ care: viewerCan(viewer, 'medical:read'), visaNumber: viewerCan(viewer, 'visas:review') });

export const toViewer = (u: User): Viewer => ({
  id: u.id,
  username: u.username,
  // A signed-in account always has both (only a managed companion lacks them, and never signs in: ADR 0122).
  email: u.email ?? '',
  phone: u.phone ?? '',
  fullName: u.fullName,
  role: u.role,
  staffRole: u.role === 'admin' ? u.staffRole : null,
  passwordChangedAt: u.passwordChangedAt ? u.passwordChangedAt.getTime() : null,
  accessChangedAt: u.accessChangedAt ? u.accessChangedAt.getTime() : null,
  emailVerified: u.emailVerifiedAt !== null && u.emailVerifiedAt !== undefined,
  secondFactorPassed: false,
  locale: u.locale ?? null,
  createdAt: u.createdAt.toISOString(),
  updatedAt: u.updatedAt.toISOString(),
});

/** The answer of the authentication check (GraphQL `authStatus`, and inside signed-in pages: ADR 0071). */
export const authStatusOf = (viewer: Viewer | undefined) => ({
  isAuthenticated: Boolean(viewer),
  // Staff who have not passed a second factor this session are shown nothing of the dashboard (ADR 0104).
  isAdmin: viewer?.role === 'admin' && viewer.staffRole !== null && viewer.secondFactorPassed,
  staffRole: viewer?.staffRole ?? null,
  permissions: viewer?.secondFactorPassed ? permissionsOf(viewer.staffRole) : [],
  viewer: viewer ? { id: viewer.id, username: viewer.username, fullName: viewer.fullName, locale: viewer.locale } : null,
});

/** The viewer of a session: none when signed out, when the account is gone, or when the password changed after sign-in. */
export async function viewerOfSession(
  session: { userId?: string; signedInAt?: number; secondFactorAt?: number } | undefined,
  users: Pick<UsersRepository, 'findById'>,
): Promise<Viewer | undefined> {
  const id = session?.userId;
  if (!id) return undefined;
  const user = await users.findById(id);
  if (!user) return undefined;
  const viewer = { ...toViewer(user), secondFactorPassed: Boolean(session.secondFactorAt) };
  if (viewer.passwordChangedAt && (session.signedInAt ?? 0) < viewer.passwordChangedAt) return undefined;
  // A role change or a revocation ends the staff member's sessions at once (ADR 0102).
  if (viewer.accessChangedAt && (session.signedInAt ?? 0) < viewer.accessChangedAt) return undefined;
  return viewer;
}

import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { LoadingState } from '@/components/ui/spinner';
import { AuthStatusDocument } from '@/gql/graphql';
import { ADMINS_ONLY } from '@/lib/login-notice';
import { paths } from '@/lib/paths';
import { takeInitialAuthStatus } from './initial-auth-status';

/**
 * Spec §2 auth guard: "Loading..." until the check returns; not signed in, or the check failed,
 * goes to /login; with `admin`, non-admins go to /login too.
 */
export function RequireAuth({ admin = false }: { admin?: boolean }) {
  // The server's answer inside the page (signed-in requests: ADR 0071) on the first guarded page;
  // otherwise always ask the server: a cached answer could be from before a sign-in or sign-out.
  const [initial] = useState(takeInitialAuthStatus);
  const { data, error } = useQuery(AuthStatusDocument, { fetchPolicy: 'network-only', skip: Boolean(initial) });
  const status = initial ?? data?.authStatus;

  if (!initial && error) return <Navigate to={paths.logIn} replace />;
  if (!status) return <LoadingState className="min-h-dvh" />;

  const { isAuthenticated, isAdmin } = status;
  if (!isAuthenticated) return <Navigate to={paths.logIn} replace />;
  // Signed in, but not as an organiser: /login says why it is shown.
  if (admin && !isAdmin) return <Navigate to={paths.logIn} replace state={{ notice: ADMINS_ONLY }} />;
  return <Outlet />;
}

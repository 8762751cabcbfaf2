import { useQuery } from '@apollo/client/react';
import { Navigate, Outlet } from 'react-router-dom';
import { LoadingState } from '@/components/ui/spinner';
import { AuthStatusDocument } from '@/gql/graphql';
import { ADMINS_ONLY } from '@/lib/login-notice';
import { paths } from '@/lib/paths';

/**
 * Spec §2 auth guard: "Loading..." until the check returns; not signed in, or the check failed,
 * goes to /login; with `admin`, non-admins go to /login too.
 */
export function RequireAuth({ admin = false }: { admin?: boolean }) {
  // Always ask the server: a cached answer could be from before a sign-in or sign-out.
  const { data, error } = useQuery(AuthStatusDocument, { fetchPolicy: 'network-only' });

  if (error) return <Navigate to={paths.logIn} replace />;
  if (!data) return <LoadingState className="min-h-dvh" />;

  const { isAuthenticated, isAdmin } = data.authStatus;
  if (!isAuthenticated) return <Navigate to={paths.logIn} replace />;
  // Signed in, but not as an organiser: /login says why it is shown.
  if (admin && !isAdmin) return <Navigate to={paths.logIn} replace state={{ notice: ADMINS_ONLY }} />;
  return <Outlet />;
}

import { useQuery } from '@apollo/client/react';
import { localeOf, STAFF_LOCALES, TRAVELLER_LOCALES } from '@umrah/graphql';
import { useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { LoadingState } from '@/components/ui/spinner';
import { AuthStatusDocument } from '@/gql/graphql';
import { switchLocale, useLocale } from '@/lib/i18n';
import { ADMINS_ONLY } from '@/lib/login-notice';
import { paths } from '@/lib/paths';
import { PermissionsProvider } from '@/lib/permissions';
import { takeInitialAuthStatus } from './initial-auth-status';
import { lastSignedIn, rememberSignedIn } from '@/lib/last-signed-in';

/**
 * Spec §2 auth guard: "Loading..." until the check returns; not signed in, or the check failed,
 * goes to /login; with `admin`, non-admins go to /login too.
 */
export function RequireAuth({ admin = false }: { admin?: boolean }) {
  // The server's answer inside the page (signed-in requests: ADR 0071) on the first guarded page;
  // otherwise always ask the server: a cached answer could be from before a sign-in or sign-out.
  const [initial] = useState(takeInitialAuthStatus);
  const { data, error } = useQuery(AuthStatusDocument, { fetchPolicy: 'network-only', skip: Boolean(initial) });
  // Without a network, the offline pages open as the person last signed in on this device (ADR 0133);
  // the api still checks every call when the network returns.
  const offline = !initial && Boolean(error) && !navigator.onLine ? lastSignedIn() : undefined;
  const status = initial ?? data?.authStatus ?? offline;
  // Offline, the remembered answer's language may be older than the device's (its cookie): the page keeps the device's.
  const switching = useAccountLanguage(offline ? undefined : status?.viewer, admin);
  useEffect(() => {
    if (status?.isAuthenticated && !offline) rememberSignedIn(status);
  }, [status, offline]);

  if (!initial && error && !offline) return <Navigate to={paths.logIn} replace />;
  if (!status || switching) return <LoadingState className="min-h-dvh" />;

  const { isAuthenticated, isAdmin } = status;
  if (!isAuthenticated) return <Navigate to={paths.logIn} replace />;
  // Signed in, but not as an organiser: /login says why it is shown.
  if (admin && !isAdmin) return <Navigate to={paths.logIn} replace state={{ notice: ADMINS_ONLY }} />;
  return (
    <PermissionsProvider permissions={status.permissions ?? []} viewerId={status.viewer?.id ?? null}>
      <Outlet />
    </PermissionsProvider>
  );
}

/**
 * The account's own language (ADR 0110), once per answer of the check: after a sign-in, or on a
 * device whose cookie says otherwise, the pages switch to the language the account chose (one its
 * side speaks). A language picked later on the page stays: the check's answer does not change.
 * True while the switch loads its catalogues.
 */
function useAccountLanguage(viewer: { id: string; locale?: string | null } | null | undefined, admin: boolean): boolean {
  const current = useLocale();
  const chosen = localeOf(viewer?.locale);
  const wanted = chosen && (admin ? STAFF_LOCALES : TRAVELLER_LOCALES).includes(chosen) ? chosen : undefined;
  const key = viewer ? `${viewer.id}:${wanted ?? ''}` : '';
  const [applied, setApplied] = useState<string>();
  useEffect(() => {
    if (!key || key === applied) return;
    if (!wanted || wanted === current) return setApplied(key);
    let live = true;
    // A catalogue that cannot load leaves the page in its language rather than loading forever.
    void switchLocale(wanted)
      .catch(() => undefined)
      .then(() => live && setApplied(key));
    return () => {
      live = false;
    };
    // `current` is read, not followed: a language chosen after the check is the person's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, applied, wanted]);
  return Boolean(key) && key !== applied && wanted !== undefined && wanted !== current;
}

// Which pages need a network (ADR 0135): every page of the app but the offline ones. Opened from
// the service worker's offline shell, or reached while the browser has no network, such a page
// shows "You are offline" instead of failing on its first request; a page already open stays as
// it is when the network goes (its unsaved work with it). A page whose code cannot load without
// a network says the same.
import { Suspense, useState } from 'react';
import { Outlet, useLocation, useRouteError } from 'react-router-dom';
import { isOfflinePage, openedOffline } from '@/lib/offline-pages';
import { NeedsNetworkPage } from './needs-network-page';
import { RouteFallback } from './route-fallback';

const offlineAt = (pathname: string, first: boolean) => !isOfflinePage(pathname) && ((first && openedOffline()) || !navigator.onLine);

export function OfflineGate() {
  const { pathname } = useLocation();
  // Decided once per address: on arrival, not whenever the network comes and goes.
  const [decided, setDecided] = useState(() => ({ pathname, offline: offlineAt(pathname, true) }));
  if (decided.pathname !== pathname) setDecided({ pathname, offline: offlineAt(pathname, false) });
  if (decided.pathname === pathname && decided.offline) return <NeedsNetworkPage />;
  return (
    <Suspense fallback={<RouteFallback />}>
      <Outlet />
    </Suspense>
  );
}

/** A page's code that did not load ("Failed to fetch dynamically imported module" and the like). */
const isChunkLoadError = (error: unknown) =>
  error instanceof TypeError && /dynamically imported module|importing a module script failed|failed to fetch/i.test(error.message);

/** Without a network, or when a page's code could not load: "You are offline"; any other error goes on up. */
export function RouteError() {
  const error = useRouteError();
  if (!navigator.onLine || isChunkLoadError(error)) return <NeedsNetworkPage />;
  throw error;
}

import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useToast } from '@/components/ui/use-toast';
import { apolloClient } from '@/lib/apollo';
import { lazyNamed } from '@/lib/lazy-named';
import { RouteFallback } from './route-fallback';

const Toaster = lazyNamed(() => import('@/components/ui/toaster'), 'Toaster');

/**
 * The toast area, loaded with the first toast (ADR 0071): no page shows one when it opens, so
 * Radix's toast code stays out of every page's first load. Once there, it stays.
 */
function ToastArea() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={apolloClient}>
      {children}
      <ToastArea />
    </ApolloProvider>
  );
}

/** Layout route for every page that talks to the api; the toasts survive page changes. */
export function AppShell() {
  return (
    <AppProviders>
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
    </AppProviders>
  );
}

import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { apolloClient } from '@/lib/apollo';
import { RouteFallback } from './route-fallback';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={apolloClient}>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
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

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React hydrates the page the server rendered (and on the server), true from then on.
 * The landing page's scripts arrive after its first paint: what must not act before React has
 * taken the page over (a form the browser would send by itself, a third-party frame competing
 * with the first paint) waits for this.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

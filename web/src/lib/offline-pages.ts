// The pages that work offline (ADR 0133, 0135): the leader's road page and the pilgrim's card. They
// register the app's service worker with the scope "/": it answers their addresses from what they
// saved, and every other page of the app, without a network, with the shell marked offline (the
// app then shows "You are offline"). Only in a production build (the dev server has no sw.js).
import { directionOf, LOCALE_COOKIE, localeOf, paths } from '@umrah/graphql';

export const OFFLINE_PAGES: readonly string[] = [paths.admin.road, paths.portal.card];

/** Whether a path is one of the pages that open without a network (a trailing slash allowed). */
export const isOfflinePage = (pathname: string): boolean => OFFLINE_PAGES.some((page) => pathname === page || pathname === `${page}/`);

export async function registerOfflinePage(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/', type: 'classic', updateViaCache: 'none' });
  } catch {
    // Without it the page still works online; offline it cannot open. Nothing to tell here.
  }
}

/** The service worker answered this page with the shell because there was no network (sw.ts). */
export const openedOffline = (): boolean => typeof document !== 'undefined' && document.documentElement.dataset.network === 'offline';

/**
 * The shell the worker answers offline (marked `data-network`, sw.ts) was saved in English: the visitor's language comes from
 * their cookie (what the server would have read), before the catalogues load.
 */
export function languageOfOfflineShell(): void {
  if (!document.documentElement.dataset.network) return;
  const cookie = document.cookie.split('; ').find((c) => c.startsWith(`${LOCALE_COOKIE}=`));
  const locale = localeOf(cookie?.slice(LOCALE_COOKIE.length + 1));
  if (!locale) return;
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

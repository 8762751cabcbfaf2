// The app's service worker (docs/architecture.md#offline-on-the-road, ADR 0133, 0135). The offline
// pages register it (the leader's /admin/road, the pilgrim's /portal/card) with the scope "/", so a
// device that opened one also hears "this page needs a network" from every other page of the app.
// Hashed assets are precached. Navigations:
// - the offline pages: network-first (never stale after a deploy) and, without a network, the copy
//   saved at the last visit, else the app's shell (marked `data-network="shell"`);
// - the app's other pages: network only, never saved; without a network, the app's shell marked
//   `data-network="offline"`, on which the app shows its "You are offline" page;
// - anything else (the landing page "/", its preview, the api, uploads): not answered here at all,
//   so the browser fetches it as if there were no worker (never stale, never cached).
// API answers are never cached here: the offline pages keep what they need in IndexedDB, per
// person, cleared on sign-out with these caches.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { isWebRoute, paths } from '../../graphql/src/routes';

declare const self: EventTarget & { __WB_MANIFEST: (string | PrecacheEntry)[]; skipWaiting(): Promise<void> };

// No directory index: "/" is the landing page's (landing.html, rendered by the server), never the
// precached app shell, which workbox would otherwise answer for it.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();
void self.skipWaiting();
clientsClaim();

const OFFLINE_PAGES = [paths.admin.road, paths.portal.card];
const isOfflinePage = (pathname: string) => OFFLINE_PAGES.some((page) => pathname === page || pathname === `${page}/`);
/** The app's pages that need a network: every page of index.html but the landing and its preview. */
const needsNetwork = (pathname: string) => isWebRoute(pathname) && pathname !== paths.home && pathname !== paths.preview && !isOfflinePage(pathname);

/**
 * The precached shell, marked: `offline` for a page that needs a network (the app says "You are
 * offline"), `shell` for an offline page never saved here; either way the app takes the visitor's
 * language from their cookie, as the server would have.
 */
async function markedShell(mark: 'offline' | 'shell'): Promise<Response> {
  const shell = await matchPrecache('/index.html');
  if (!shell) return Response.error();
  const html = (await shell.text()).replace('<html ', `<html data-network="${mark}" `);
  return new Response(html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

const pages = new NetworkFirst({ cacheName: 'road-pages', networkTimeoutSeconds: 5 });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return markedShell('shell');
      }
    },
    { allowlist: [/^\/(admin\/road|portal\/card)\/?$/] },
  ),
);
const online = new NetworkOnly();
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === location.origin && needsNetwork(url.pathname),
  async (options) => {
    try {
      return await online.handle(options);
    } catch {
      return markedShell('offline');
    }
  },
);
// A traveller's photo for the leader's roster: the authorised address, kept until sign-out.
registerRoute(({ url }) => url.origin === location.origin && url.pathname.startsWith('/uploads/'), new CacheFirst({ cacheName: 'road-photos' }));

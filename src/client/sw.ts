/// <reference lib="webworker" />
/**
 * The service worker (docs/offline.md), built by vite-plugin-pwa from this file with the
 * `injectManifest` strategy: Workbox's modules do the work, and the build writes the list of files to
 * precache into `self.__WB_MANIFEST`.
 *
 * injectManifest rather than generateSW because the navigation rule is not one generateSW writes: pages go
 * to the network first (the server draws the landing and plan pages with their data, per-page meta tags
 * and preloads, src/server/web.ts) and fall back to the precached app shell only when the network fails
 * or stalls; generateSW's `navigateFallback` would answer every navigation from the cache and lose that.
 * The read rule also looks at request headers (server-sent events, the management key), clearer as code
 * shared with the page (lib/pwa/offlineRules.ts) than as generated configuration.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  DRAWINGS_CACHE,
  isCachedRead,
  isDrawing,
  NAVIGATION_DENYLIST,
  READS_CACHE,
} from './lib/pwa/offlineRules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const DAY = 24 * 60 * 60;

// The shell, every script and stylesheet (each page's lazily loaded chunk and both languages' catalogues
// among them), icons and the manifest: listed by the build (vite.config.ts, injectManifest.globPatterns).
// Only exact matches: `/` and `/en` are pages the server draws, not /index.html.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// A page load need not wait for the worker to start before its request leaves (navigation preload).
navigationPreload.enable();

/**
 * Pages: from the network, as the server draws them; with no answer (offline, or nothing within a few
 * seconds on a dead connection in a basement gym) the precached shell, which then draws the page itself
 * from the kept reads.
 */
const pageFromNetwork = new NetworkOnly({ networkTimeoutSeconds: 5 });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pageFromNetwork.handle(options);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: NAVIGATION_DENYLIST },
  ),
);

/**
 * The reads the pages make (a plan, its ratings and challenges, a challenge, the site's settings): the
 * network first, so an online visitor always sees the current plan, and the last answer when the network
 * fails or takes longer than a moment. Keyed by the full URL, which holds the call and its input.
 */
registerRoute(
  ({ request, url }) => isCachedRead(request, url, self.location.origin),
  new NetworkFirst({
    cacheName: READS_CACHE,
    networkTimeoutSeconds: 3,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

/**
 * Exercise drawings and demonstration stills never change under one address (contract/exerciseMedia.ts,
 * DRAWINGS_PATH and DEMONSTRATIONS_PATH), so the kept copy is used without asking; a few hundred small files
 * at most, each kept once it has been shown.
 */
registerRoute(
  ({ url }) => isDrawing(url, self.location.origin),
  new CacheFirst({
    cacheName: DRAWINGS_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 800, maxAgeSeconds: 365 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// A new version waits until the visitor chooses "Reload" (lib/pwa/serviceWorker.ts sends SKIP_WAITING), so a
// session in progress is never swapped for new code under the visitor's hands.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first install takes the open page at once, so it works offline without a reload; an update only
// activates after SKIP_WAITING, when the page that asked reloads anyway.
clientsClaim();

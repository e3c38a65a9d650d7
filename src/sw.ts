import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

/*
 * The app's one service worker (built by vite-plugin-pwa's injectManifest from this file; registered only by
 * src/lib/offline-shell.ts, from the pages that must open with no network: a ticket's code, my tickets, the
 * door). It keeps the app shell and the files the page already loaded, so a phone with no signal at the door
 * reopens the page it had open. It never downloads the whole app: the precache is index.html alone, and the
 * hashed files are cached as the page asks for them (CACHE_URLS from the page, then each fetch).
 * /api is never cached: the page keeps its own data (the ticket's code in IndexedDB).
 */

/** The parts of the service worker's global scope used here (the DOM lib types the app's `self` as a Window). */
type WorkerScope = {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(
    type: 'install' | 'activate',
    listener: (e: { waitUntil(p: Promise<unknown>): void }) => void,
  ): void;
};
declare const self: WorkerScope;

const SHELL = '/index.html';

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const router = new Router();
router.addFetchListener();
// The page sends the /assets/ files it loaded before this worker controlled it (workbox-window's messageSW).
router.addCacheListener();

// Hashed build files never change under their name: the cached copy first, a year's worth at most.
router.registerRoute(
  new Route(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
    new CacheFirst({
      cacheName: 'app-assets',
      plugins: [
        new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 86_400, purgeOnQuotaError: true }),
      ],
    }),
  ),
);

// A page load: the network first (a new build shows at once), else the document last loaded, else the shell.
const pages = new NetworkFirst({
  cacheName: 'app-pages',
  networkTimeoutSeconds: 4,
  plugins: [new ExpirationPlugin({ maxEntries: 4 })],
});
router.registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache(SHELL)) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/files\//, /^\/rpc\//] },
  ),
);

// A new build's worker takes over at once: its precache is the new shell, and old asset copies expire.
self.addEventListener('install', (e) => e.waitUntil(self.skipWaiting()));
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));

/**
 * The app's service worker (src/sw.ts, built to /sw.js by vite-plugin-pwa), registered only by the pages that
 * must open with no network: a ticket's code, my tickets and the door. Other pages never call this, so a
 * visitor who only browses gets no service worker. Once registered, the /assets/ files this page already
 * loaded are sent to the worker to cache (CACHE_URLS), so a reload with no signal shows the same page.
 *
 * Idempotent (one registration per page load); resolves true once those files are cached, false where service
 * workers are unavailable (an old browser, a private window refusing them, the dev server, tests).
 */
let started: Promise<boolean> | null = null;

export function registerOfflineShell(): Promise<boolean> {
  started ??= register();
  return started;
}

/** The same-origin hashed build files the page has loaded so far. */
function loadedAssets(): string[] {
  const urls = performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name, location.href))
    .filter((u) => u.origin === location.origin && u.pathname.startsWith('/assets/'))
    .map((u) => u.href);
  return [...new Set(urls)];
}

async function register(): Promise<boolean> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator))
    return false;
  try {
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox('/sw.js', { scope: '/' });
    await wb.register();
    await wb.active;
    await wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: loadedAssets() } });
    document.documentElement.dataset.offlineShell = 'ready';
    return true;
  } catch {
    return false;
  }
}

import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { forgetCatalogs } from '@/lib/i18n';

// A role query walks the whole page's accessibility tree, hundreds of milliseconds a try on a big screen in jsdom;
// Testing Library's default second is too short on a loaded CI machine (a lazily loaded part needs a few tries).
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the browser APIs Mantine reads on mount (media queries, element resizes, scrolling).
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserver });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserver });
}
// jsdom lays nothing out, so nothing is ever seen: an observer that never reports (the phone's sticky Buy bar
// stays hidden, as on a page whose buy actions are in view).
if (!('IntersectionObserver' in window)) {
  class IntersectionObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { writable: true, value: IntersectionObserver });
  Object.defineProperty(globalThis, 'IntersectionObserver', { writable: true, value: IntersectionObserver });
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
window.scrollTo = (() => {}) as typeof window.scrollTo;

// WebCrypto answers from Node's thread pool, which the fake timers many screens' tests drive never wait for; the
// app's own pure-JS signer (the fallback of pages without a secure context) answers within the same tick. Both
// sign alike: tests/src/lib/request-signer.test.ts checks each against node:crypto.
vi.mock('@/lib/request-signer', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/request-signer')>();
  const { noble } = await import('@/lib/request-signer.fallback');
  return { ...actual, getDigests: () => Promise.resolve(noble) };
});

afterEach(() => {
  cleanup();
});

/** The jsdom instance behind the window (Vitest's jsdom environments put it on the global). */
type Page = { reconfigure(o: { url: string }): void; cookieJar: { removeAllCookiesSync(): void } };

/**
 * Leaves the page as a newly opened one has it. The `ui` project runs many files in one worker (isolate: false)
 * with one window (tests/support/jsdom-shared-environment.ts) and one copy of each module, so what a file leaves
 * behind would meet the next: its DOM (a shell's markup, Mantine's portal node), storage, cookies, URL, the
 * active language, toasts, fake timers and stubbed globals (Vitest itself restores spies between files). At the
 * file's end, not its start: by then the next file has already imported its modules, which may set things up.
 */
afterAll(async () => {
  // A lazy part the last test began to load (React.lazy, a route) still loads: let it finish while this file's
  // channel to Vitest is open. A module request sent after the file ends is never answered; it fails after 60 s
  // and the worker keeps that failure as the module, for every later file (seen with MintStatusBadge).
  await vi.dynamicImportSettled();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  notifications.clean();
  for (const el of [document.documentElement, document.head, document.body])
    for (const { name } of [...el.attributes]) el.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  const page = (globalThis as unknown as { jsdom: Page }).jsdom;
  page.cookieJar.removeAllCookiesSync();
  page.reconfigure({ url: `${location.origin}/` });
  // Tests load languages straight into Lingui (render's en_US source texts; some leave en_US without its Intl
  // tag, on which dates throw): src/lib/i18n.ts must load its catalogs again, not trust an earlier file's.
  forgetCatalogs();
  await i18n.loadAndActivate({ locale: 'en_US', locales: ['en-US'], messages: {} });
});
// A request still in flight when the last file ended may answer with a toast; no file starts with one.
beforeAll(() => notifications.clean());

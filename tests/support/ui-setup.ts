import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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

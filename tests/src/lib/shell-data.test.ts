import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtCatalogUrl, preloadRoute } from '@/lib/shell-data';

// A build's page: the shell data scripts/vite-app-shell.ts writes into index.html.
function page(data: unknown) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'shell-routes';
  el.textContent = JSON.stringify(data);
  document.body.appendChild(el);
}
const DATA = {
  base: '/',
  files: ['assets/explore-1.js', 'assets/Card-2.js', 'assets/messages-3.js', 'assets/catalog-4.js'],
  routes: { explore: [0, 1], home: [1] },
  catalogs: { 'en_JP/messages': 2, 'zh_TW/catalog': 3 },
};
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  );

afterEach(() => {
  vi.useRealTimers();
  document.getElementById('shell-routes')?.remove();
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((l) => l.remove());
});

describe('shell data', () => {
  it("names a language's built catalog, and nothing for one the build lacks", () => {
    page(DATA);
    expect(builtCatalogUrl('en_JP', 'messages')).toBe('/assets/messages-3.js');
    expect(builtCatalogUrl('zh_TW', 'catalog')).toBe('/assets/catalog-4.js');
    expect(builtCatalogUrl('zh_TW', 'messages')).toBeUndefined();
  });

  it("asks for a route's chunks together, each file once", () => {
    page(DATA);
    preloadRoute('explore');
    expect(preloads()).toEqual(['/assets/explore-1.js', '/assets/Card-2.js']);
    preloadRoute('home');
    preloadRoute('explore');
    expect(preloads()).toEqual(['/assets/explore-1.js', '/assets/Card-2.js']);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]')!;
    expect(link.crossOrigin).toBe('');
  });

  it('adds a long list a few links per task, each file once even when asked for again meanwhile', () => {
    // Fake timers: the later batches are chained timeouts, which a busy CI machine ran later than any fixed wait.
    vi.useFakeTimers();
    const files = Array.from({ length: 8 }, (_, i) => `assets/part-${i}.js`);
    page({ base: '/', files, routes: { step1: files.map((_, i) => i), payment: [6, 7] }, catalogs: {} });
    preloadRoute('step1');
    expect(preloads()).toEqual(['/assets/part-0.js', '/assets/part-1.js', '/assets/part-2.js']);
    preloadRoute('payment');
    vi.advanceTimersByTime(0);
    expect(preloads()).toHaveLength(6);
    vi.runAllTimers();
    expect(preloads()).toEqual(files.map((f) => `/${f}`));
  });

  it('leaves out the files the shell already asked for', () => {
    page(DATA);
    const shellLink = document.createElement('link');
    shellLink.rel = 'modulepreload';
    shellLink.href = '/assets/Card-2.js';
    document.head.appendChild(shellLink);
    preloadRoute('explore');
    expect(preloads()).toEqual(['/assets/Card-2.js', '/assets/explore-1.js']);
  });

  it('does nothing without shell data (the dev server, the tests)', () => {
    preloadRoute('explore');
    expect(preloads()).toEqual([]);
    expect(builtCatalogUrl('en_JP', 'messages')).toBeUndefined();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USAGE_IDLE_MS } from '@machines/usage-events.machine';

// In the isolated UI project (vite.config.ts): each test loads the tracker afresh (its queue is module state).
const ok = () =>
  new Response(JSON.stringify({ meta: { code: 200, message: 'ok' }, data: null }), {
    headers: { 'content-type': 'application/json' },
  });

/** The page paths of each POST /api/events the page made, in order. */
function batches(fetch: ReturnType<typeof vi.fn>) {
  return fetch.mock.calls
    .filter(([url]) => String(url).includes('/api/events'))
    .map(([, init]) => {
      const events = JSON.parse(new URLSearchParams(String((init as RequestInit).body)).get('events')!) as {
        eventType: string;
        objValue?: string;
      }[];
      expect(events.every((e) => e.eventType === 'page_view')).toBe(true);
      return events.map((e) => e.objValue);
    });
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

let fetch: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  fetch = vi.fn(async () => ok());
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

describe('page views', () => {
  it('wait for the batching machine, which loads after the first screen and sends them in one batch', async () => {
    const { trackPageView, MACHINE_DELAY_MS } = await import('@/features/usage/page-views');
    trackPageView('/home');
    trackPageView('/explore');
    await vi.advanceTimersByTimeAsync(MACHINE_DELAY_MS - 1);
    expect(batches(fetch)).toEqual([]);

    await vi.advanceTimersByTimeAsync(1000); // the delay, then idle time (a timer where jsdom has no idle callback)
    await vi.dynamicImportSettled();
    trackPageView('/item/1'); // straight to the machine now
    await vi.advanceTimersByTimeAsync(USAGE_IDLE_MS);
    expect(batches(fetch)).toEqual([['/home', '/explore', '/item/1']]);
  });

  it('leave at once when the page hides before the machine came, and are not sent again', async () => {
    const { trackPageView, MACHINE_DELAY_MS } = await import('@/features/usage/page-views');
    trackPageView('/home');
    hide();
    await vi.advanceTimersByTimeAsync(0);
    expect(batches(fetch)).toEqual([['/home']]);

    await vi.advanceTimersByTimeAsync(MACHINE_DELAY_MS + 1000);
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(USAGE_IDLE_MS * 2);
    expect(batches(fetch)).toEqual([['/home']]);
  });

  it('wait while the page is offline and load the machine once it is back (the door works offline)', async () => {
    const { trackPageView, MACHINE_DELAY_MS } = await import('@/features/usage/page-views');
    let online = false;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const usage = vi.fn();
    vi.doMock('@/features/usage/usage', () => ({ track: usage }));
    try {
      trackPageView('/door');
      await vi.advanceTimersByTimeAsync(MACHINE_DELAY_MS + 1000);
      await vi.dynamicImportSettled();
      expect(usage).not.toHaveBeenCalled(); // no chunk asked for offline (it would fail and log an error)

      online = true;
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(1000);
      await vi.dynamicImportSettled();
      expect(usage.mock.calls.map(([e]) => (e as { objValue: string }).objValue)).toEqual(['/door']);
    } finally {
      onLine.mockRestore();
      vi.doUnmock('@/features/usage/usage');
    }
  });
});

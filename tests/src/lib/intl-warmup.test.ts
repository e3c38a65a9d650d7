import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from '@/lib/intl-warmup';

/** A Worker whose answer the test decides: records what it was sent and whether it was stopped. */
class FakeWorker {
  static last: FakeWorker | undefined;
  static throwOnCreate = false;
  sent: unknown[] = [];
  terminated = false;
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: URL) {
    if (FakeWorker.throwOnCreate) throw new Error('refused');
    FakeWorker.last = this;
  }
  postMessage(data: unknown) {
    this.sent.push(data);
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete (globalThis as { __intlWarm?: unknown }).__intlWarm;
  FakeWorker.last = undefined;
  FakeWorker.throwOnCreate = false;
});

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('warmIntl', () => {
  it("sends the page's language tag to the worker and resolves when it answers (the worker ends itself)", async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const warm = warmIntl('zh-Hant-TW');
    const worker = FakeWorker.last!;
    expect(worker.url.pathname).toMatch(/intl-warmup\.worker/);
    expect(worker.sent).toEqual(['zh-Hant-TW']);
    expect(await settled(warm)).toBe(false);
    worker.onmessage!();
    expect(await settled(warm)).toBe(true);
    expect(worker.terminated).toBe(false);
  });

  it('stops waiting after a second but lets a slow worker finish', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', FakeWorker);
    const warm = warmIntl('en-US');
    vi.advanceTimersByTime(999);
    expect(await settled(warm)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(warm)).toBe(true);
    expect(FakeWorker.last!.terminated).toBe(false);
  });

  it('takes over the worker the shell started: waits for its answer, or not at all once it answered', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const shell = new EventTarget() as EventTarget & { done?: boolean };
    (globalThis as { __intlWarm?: unknown }).__intlWarm = shell;
    const warm = warmIntl('ja-JP');
    expect(FakeWorker.last).toBeUndefined();
    expect(await settled(warm)).toBe(false);
    shell.dispatchEvent(new Event('message'));
    expect(await settled(warm)).toBe(true);
    shell.done = true;
    expect(await settled(warmIntl('ja-JP'))).toBe(true);
  });

  it('resolves at once where there is no worker, or the browser refuses one', async () => {
    vi.stubGlobal('Worker', undefined);
    expect(await settled(warmIntl('en-US'))).toBe(true);
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.throwOnCreate = true;
    expect(await settled(warmIntl('en-US'))).toBe(true);
  });
});

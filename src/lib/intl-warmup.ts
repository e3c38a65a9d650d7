/**
 * A page's first Intl object costs 20–60 ms of a desktop's main thread (four times that on a phone), whatever
 * its language or kind: ICU, the engine's Unicode library, loads its data and locale tables then. ICU keeps
 * them for the whole renderer process, so a worker that builds those objects first leaves the main thread's
 * first price format at a fraction of a millisecond (measured in Chromium: 28–45 ms → 0.2–0.4 ms).
 * A build's shell starts that worker before the entry downloads (index.html, `__intlWarm`); without one (the
 * dev server, a shell that could not) the entry starts its own. The first render waits for it (src/main.tsx),
 * a second at most.
 */
const WAIT_MS = 1000;

type ShellWorker = Worker & { done?: boolean };

export function warmIntl(tag: string): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise<void>((resolve) => {
    const early = (globalThis as { __intlWarm?: ShellWorker }).__intlWarm;
    if (early) {
      if (early.done) return resolve();
      early.addEventListener('message', () => resolve());
      early.addEventListener('error', () => resolve());
    } else {
      try {
        const worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module' });
        // The worker ends itself once it has answered (intl-warmup.worker.ts).
        worker.onmessage = worker.onerror = () => resolve();
        worker.postMessage(tag);
      } catch {
        resolve();
      }
    }
    // A slow worker is left to finish (a main thread that meets ICU mid-start waits only for the rest of it).
    setTimeout(resolve, WAIT_MS);
  });
}

/**
 * Resolves once the browser is idle after the first screen, at the latest after 2 s: for what the first
 * screen does not show (the footer's sign-up, the sandbox banner at the page's end, usage events), so its
 * chunk, request and render do not land among the first screen's own tasks on a phone. Browsers
 * without requestIdleCallback (Safari, jsdom) wait for a short timer.
 */
export function idle(): Promise<void> {
  return new Promise((done) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => done(), { timeout: 2000 });
    else setTimeout(done, 200);
  });
}

import type { Page } from '@playwright/test';

/** The API's code for a signed request whose nonce it has already seen (DESIGN §4). */
const SIGNATURE_REPLAYED = 4104;

/**
 * Answers that are 404 by the spec and expected by the app: the member's merchant detail (spec §4: a member
 * without a merchant gets 404, which the profile menu caches as "none"). The browser logs each as a failed load.
 */
const EXPECTED_404 = [/status of 404.*\/api\/merchants\/detail\?/];

/**
 * Collects console errors and uncaught page errors from now on; assert the returned list is empty at the
 * end of a journey. `ignore` drops known noise (e.g. a deliberate 401 a journey provokes).
 *
 * Chromium now and then sends a finished GET a second time, nonce and all; the server refuses the copy
 * (4104) and the app signs the read again (src/lib/api.ts), so the journey goes on. Only the browser's
 * "Failed to load resource" line for that refused copy is dropped here, once its answer says 4104.
 */
export function collectConsoleErrors(page: Page, ignore: RegExp[] = []): string[] {
  const errors: string[] = [];
  /** URLs of refused copies whose console line is still to drop, one entry per copy. */
  const replayed: string[] = [];
  const keep = (text: string) => ![...EXPECTED_404, ...ignore].some((re) => re.test(text));
  const dropReplayed = () => {
    for (let r = replayed.length - 1; r >= 0; r--) {
      const i = errors.findIndex((e) => e.includes('status of 401') && e.endsWith(`(${replayed[r]})`));
      if (i < 0) continue;
      errors.splice(i, 1);
      replayed.splice(r, 1);
    }
  };
  page.on('response', async (res) => {
    if (res.status() !== 401 || res.request().method() !== 'GET') return;
    const body = (await res.json().catch(() => null)) as { meta?: { code?: number } } | null;
    if (body?.meta?.code !== SIGNATURE_REPLAYED) return;
    replayed.push(res.url());
    dropReplayed();
  });
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    // "Failed to load resource" names no URL in its text: add where it came from.
    const text = `${msg.text()}${msg.location().url ? ` (${msg.location().url})` : ''}`;
    if (keep(text)) errors.push(`console: ${text}`);
    dropReplayed();
  });
  page.on('pageerror', (err) => {
    if (keep(err.message)) errors.push(`pageerror: ${err.message}`);
  });
  return errors;
}

import type { Page } from '@playwright/test';

/**
 * Collects console errors and uncaught page errors from now on; assert the returned list is empty at the
 * end of a journey. `ignore` drops known noise (e.g. a deliberate 401 a journey provokes).
 */
export function collectConsoleErrors(page: Page, ignore: RegExp[] = []): string[] {
  const errors: string[] = [];
  const keep = (text: string) => !ignore.some((re) => re.test(text));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    // "Failed to load resource" names no URL in its text: add where it came from.
    const text = `${msg.text()}${msg.location().url ? ` (${msg.location().url})` : ''}`;
    if (keep(text)) errors.push(`console: ${text}`);
  });
  page.on('pageerror', (err) => {
    if (keep(err.message)) errors.push(`pageerror: ${err.message}`);
  });
  return errors;
}

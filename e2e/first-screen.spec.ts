import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ProductCard, ProductPage } from '../server/schemas/catalog';
import { apiGet } from './support/api';
import { viewProduct } from './support/items';
import { collectConsoleErrors } from './support';

// index.html's shell paints the first screen's largest picture from the page's own first request
// before the app's JavaScript loads; the app then draws the same picture in the same box from the same
// answer. Checked on home, explore and an item page, on a phone and a desktop: the shell alone (the app's
// entry refused) shows the picture; the app shows it at the same place; the first request went out once.

const ENTRY = /\/assets\/index-[\w-]+\.js$/;

type Shot = { src: string; box: { x: number; y: number; width: number; height: number } };

/** The first picture inside `scope` once it has loaded: what the browser chose (currentSrc) and its box. */
async function pictureIn(page: Page, scope: string): Promise<Shot> {
  const img = page.locator(`${scope} img`).first();
  await expect(img).toHaveJSProperty('complete', true);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  const src = await img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname);
  return { src, box: (await img.boundingBox())! };
}

async function firstScreen(page: Page, hash: string, first: RegExp, appPicture: string) {
  // The shell alone: the app's entry never arrives.
  await page.route(ENTRY, (route) => route.abort());
  await page.goto(`/${hash}`);
  const shell = await pictureIn(page, '#shell-page');
  await page.unroute(ENTRY);

  // The whole page: the first request goes out once, and the app draws the shell's picture in its box.
  const asked: string[] = [];
  page.on('request', (r) => {
    if (first.test(new URL(r.url()).pathname + new URL(r.url()).search)) asked.push(r.url());
  });
  const errors = collectConsoleErrors(page);
  await page.goto('about:blank');
  await page.goto(`/${hash}`);
  await expect(page.locator('#shell-page')).toHaveCount(0);
  const app = await pictureIn(page, appPicture);
  expect(app.src).toBe(shell.src);
  for (const k of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs(app.box[k] - shell.box[k])).toBeLessThanOrEqual(1);
  expect(asked).toHaveLength(1);
  expect(errors).toEqual([]);
}

test('home: the hero picture of the first featured collection', { tag: '@phone' }, async ({ page }) => {
  await firstScreen(page, '#/home', /^\/api\/home\?/, '.fp-hero-media');
});

test('explore: the first cards', { tag: '@phone' }, async ({ page }) => {
  await firstScreen(page, '#/explore', /^\/api\/products\?.*limit=24/, 'main a[href*="itemDetails"]');
});

test('an item: its cover', { tag: '@phone' }, async ({ page, request }) => {
  const picture = await settledPicture(request);
  await firstScreen(
    page,
    `#/itemDetails?id=${picture.id}`,
    /^\/api\/products\/detail\?/,
    'main button[aria-label]',
  );
});

/**
 * An image item whose mint has ended. The newest items are often the ones other journeys have just created: while
 * such an item's mint is under way, the page reads the item again when the mint ends (ItemWalletActions), a second
 * request this test would count against the first screen.
 */
async function settledPicture(request: APIRequestContext) {
  let found: ProductCard | undefined;
  // The first start's mint job mints the demo items in the background (e2e/support/items.ts heldByCreator).
  await expect
    .poll(
      async () => {
        const { items } = await apiGet<ProductPage>(request, '/api/products', {
          sort: 'newest',
          limit: '60',
        });
        for (const p of items.filter((c) => c.fileKind === 'image'))
          if ((await viewProduct(request, p.id)).mintStatus === 'MINTED') return (found = p);
        return undefined;
      },
      { timeout: 90_000, intervals: [3_000] },
    )
    .toBeDefined();
  return found!;
}

// The app renders once the router's first load has ended (src/main.tsx), at most 1.5 s after start-up. An
// address changed while that load runs (a link in the shell, the back button) must still win: the page shown
// is the new address's, not the one the first load was for.
test('an address changed during start-up is the one shown', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  // The home's data arrives late, so the first load is still waiting for it when the hash changes.
  await page.route(/\/api\/home\?/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/#/home', { waitUntil: 'commit' });
  // The entry has arrived and the router exists (its first load under way), the app has not rendered yet.
  await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some(
        (e) => /\/assets\/index-[\w-]+\.js$/.test(e.name) && (e as PerformanceResourceTiming).responseEnd > 0,
      ),
  );
  // The router exists once its hash history has wrapped history.pushState (@tanstack/history does that when
  // it is created; main.tsx subscribes to it in the same task), so its first load is under way.
  await page.waitForFunction(() => !String(window.history.pushState).includes('[native code]'));
  await expect(page.locator('#shell-page')).toHaveCount(1);
  await page.evaluate(() => (window.location.hash = '#/login'));
  await expect(page.getByRole('textbox', { name: 'Login name', exact: true })).toBeVisible({ timeout: 8000 });
  await expect(page).toHaveURL(/#\/login/);
  expect(errors).toEqual([]);
});

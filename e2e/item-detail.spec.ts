import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ProductCard } from '../server/schemas/catalog';
import type { ProductDetail } from '../server/schemas/products';
import { apiGet } from './support/api';
import { BOTH_WIDTHS, expectFitsPhone } from './support/payments';
import { buyer, collectConsoleErrors, creator } from './support';
import { test } from './support/sessions';

/** Every item of the catalogue (a few pages of 60). */
async function allItems(request: APIRequestContext, params: Record<string, string> = {}) {
  const items: ProductCard[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: ProductCard[]; nextCursor: string | null } = await apiGet(request, '/api/products', {
      type: 'ALL',
      limit: '60',
      ...params,
      ...(cursor ? { cursor } : {}),
    });
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor && items.length < 600);
  return items;
}

/** No page wider than the viewport (phone and desktop layouts). */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Desktop and phone run against one server: each takes its own item so they never change the same one. */
const slot = (name: string) => (name === 'phone' ? 1 : 0);

test('a video item plays in place of its cover, and back', { tag: '@phone' }, async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const video = (await allItems(request)).find((p) => p.fileKind === 'video');
  expect(video, 'the demo catalogue has a video item').toBeTruthy();

  await page.goto(`/#/itemDetails?id=${video!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: video!.name })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expect(page.locator('video')).toHaveCount(0);
  await page.getByRole('button', { name: `Play video: ${video!.name}` }).click();
  const player = page.locator('video');
  await expect(player).toBeVisible();
  await expect(player).toHaveAttribute('controls', '');
  // The file is served and readable: the browser gets at least its metadata.
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  await page.getByRole('button', { name: 'Show cover' }).click();
  await expect(player).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Play video: ${video!.name}` })).toBeVisible();
  expect(errors).toEqual([]);
});

// At the desktop width, with the phone's width checked by narrowing the page (BOTH_WIDTHS): the viewer behaves the
// same at both, and a second run would spend a minute of software WebGL (an auto-rotating model) for one check.
test(
  'a 3D item shows the model viewer with its model loaded',
  { tag: BOTH_WIDTHS },
  async ({ page, request }) => {
    // Software WebGL (no GPU here) renders slowly while the other project runs beside it.
    test.setTimeout(150_000);
    const glb = (await allItems(request)).find((p) => p.fileKind === 'glb');
    expect(glb, 'the demo catalogue has a GLB item').toBeTruthy();

    await page.goto(`/#/itemDetails?id=${glb!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: glb!.name })).toBeVisible();
    const viewer = page.locator('model-viewer');
    await expect(viewer).toHaveCount(1);
    await expect(viewer).toHaveAttribute('src', /^\/files\/.+\.glb$/);
    await expect(viewer).toHaveAttribute('camera-controls', /.*/);
    await expect(viewer).toHaveAttribute('auto-rotate', /.*/);
    // Defined (the component loaded on demand) and the model itself in.
    await expect
      .poll(() => page.evaluate(() => Boolean(customElements.get('model-viewer'))), { timeout: 60_000 })
      .toBe(true);
    await expect(viewer).toHaveAttribute('data-loaded', 'true', { timeout: 60_000 });
    expect(await viewer.evaluate((el) => (el as HTMLElement & { loaded: boolean }).loaded)).toBe(true);
    await expectFitsPhone(page);

    // The testGLB page shows a demo model the same way.
    await page.goto('/#/testGLB');
    await expect(page.locator('model-viewer')).toHaveAttribute('data-loaded', 'true', { timeout: 60_000 });
  },
);

test(
  'the creator takes an own item off shelf with the gas fee shown, then puts it on sale again',
  { tag: '@phone' },
  async ({ signedIn, request }, testInfo) => {
    const { page, errors } = await signedIn(creator);
    // Items demo_creator made and still sells (primary listings), with no order holding them.
    const own = (await allItems(request, { market: 'primary' })).filter(
      (p) => p.creator.name === creator.name && p.status === 'ON_SALE',
    );
    const candidates: ProductDetail[] = [];
    for (const p of own.slice(0, 12)) {
      const d = await apiGet<ProductDetail>(request, '/api/products/detail', { id: p.id });
      // An AUCTION item (e2e/auctions-close.spec.ts) may have a running auction: fixed-price items only.
      if (d.seller.name === creator.name && !d.orderInProgress && d.sellType === 'FIXED') candidates.push(d);
    }
    const item = candidates[slot(testInfo.project.name)];
    expect(item, 'demo_creator has an own item on sale').toBeTruthy();

    await page.goto(`/#/itemView?id=${item!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: item!.name })).toBeVisible();
    const status = page.getByTestId('shelf-status');
    await expect(status).toHaveText('On sale');
    await expectNoHorizontalOverflow(page);

    await page.getByRole('button', { name: 'Take off shelf' }).click();
    let dialog = page.getByRole('dialog', { name: 'Take this item off the shelf?' });
    await expect(dialog.getByTestId('gas-fee')).toContainText(/Estimated gas fee: .*\d.* (ETH|MATIC)/);
    await expect(dialog.getByText('This may cost a gas fee')).toBeVisible();
    await dialog.getByRole('button', { name: 'Take off shelf' }).click();
    await expect(dialog).toBeHidden();
    await expect(status).toHaveText('Off shelf');
    await expect(page.getByRole('link', { name: 'Edit', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Put on sale' }).click();
    dialog = page.getByRole('dialog', { name: 'Put this item on sale?' });
    await expect(dialog.getByTestId('gas-fee')).toContainText('Estimated gas fee');
    await dialog.getByRole('button', { name: 'Put on sale' }).click();
    await expect(dialog).toBeHidden();
    await expect(status).toHaveText('On sale');
    expect(errors).toEqual([]);
  },
);

test('the buyer favourites an item and sees the count rise', async ({ signedIn, request }, testInfo) => {
  const { page, errors } = await signedIn(buyer);
  const items = (await allItems(request)).filter((p) => p.status === 'ON_SALE');
  // Far down the list, away from items other journeys use; one per project.
  const pick = items[items.length - 1 - slot(testInfo.project.name)]!;

  await page.goto(`/#/itemDetails?id=${pick.id}`);
  await expect(page.getByRole('heading', { level: 1, name: pick.name })).toBeVisible();
  const heart = page.getByRole('button', { name: /favourites: \d/ });
  const count = page.getByTestId('favourite-count');
  await expect(heart).toHaveAttribute('aria-pressed', /true|false/);
  if ((await heart.getAttribute('aria-pressed')) === 'true') {
    // Left saved by an earlier run: take it back first, so this run sees the rise.
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  }
  const start = Number(await count.textContent());
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(count).toHaveText(String(start + 1));
  // The server kept it: a reload shows the same.
  await page.reload();
  await expect(page.getByRole('button', { name: /favourites: \d/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('favourite-count')).toHaveText(String(start + 1));

  // Leave the catalogue as it was.
  await page.getByRole('button', { name: /favourites: \d/ }).click();
  await expect(page.getByTestId('favourite-count')).toHaveText(String(start));
  expect(errors).toEqual([]);
});

import { expect, test } from '@playwright/test';
import type { ProductCard } from '../server/schemas/catalog';
import { apiGet } from './support/api';
import { collectConsoleErrors } from './support';

/**
 * An item page's share button copies the item's share URL (/s/item/<id>), and that URL, opened in a
 * browser, lands on the item's page of the app; crawlers read its preview tags.
 */
test('an item page copies its share URL, which opens the item in the app', async ({
  page,
  context,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { items } = await apiGet<{ items: ProductCard[] }>(request, '/api/products', { limit: '1' });
  const item = items[0]!;

  await page.goto(`/#/itemDetails?id=${item.id}`);
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const origin = new URL(page.url()).origin;
  expect(copied).toBe(`${origin}/s/item/${item.id}`);

  // What a messenger's crawler reads: the item's title and its 1200x630 preview.
  const html = await (await request.get(copied)).text();
  expect(html).toContain('<meta property="og:type" content="product" />');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
  const preview = await request.get(image);
  expect(preview.status()).toBe(200);
  expect(preview.headers()['content-type']).toBe('image/jpeg');

  // What a person gets: the share URL goes on to the item's page.
  await page.goto(copied);
  await expect(page).toHaveURL(new RegExp(`/#/itemDetails\\?id=${item.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  expect(errors).toEqual([]);
});

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { ProductDetail } from '../../server/schemas/products';
import type { ProductCard } from '../../server/schemas/catalog';
import { apiGet } from './api';

/** One of demo_creator's seeded collections. */
export const COLLECTION = 'Demo Originals';

/** A generated one-colour PNG. */
export const png = (rgb: [number, number, number]) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toBuffer();

/** viewProduct as any client calls it: a signed GET (DESIGN §4). */
export function viewProduct(request: APIRequestContext, id: string): Promise<ProductDetail> {
  return apiGet<ProductDetail>(request, '/api/products/detail', { id });
}

/**
 * The id of an item the member named `creatorName` holds on chain: the first start's mint job mints the demo
 * items in the background, so this waits for one (up to 90 s).
 */
export async function heldByCreator(
  request: APIRequestContext,
  creatorName: string | undefined,
): Promise<string> {
  let held: string | undefined;
  await expect
    .poll(
      async () => {
        const list = await apiGet<{ items: ProductCard[] }>(request, '/api/products', {
          type: 'SELF',
          market: 'primary',
          limit: '60',
        });
        for (const p of list.items.filter((c) => c.creator.name === creatorName)) {
          const d = await viewProduct(request, p.id);
          const fixed = d.sellType === 'FIXED'; // not an auction item of e2e/auctions-close.spec.ts
          if (fixed && d.mintStatus === 'MINTED' && d.owners.some((o) => o.member.name === creatorName)) {
            held = d.id;
            return true;
          }
        }
        return false;
      },
      { timeout: 90_000, intervals: [3_000] },
    )
    .toBe(true);
  return held!;
}

/** The parts every item needs: collection, name, cover and file, licence answers and a fixed price. */
export async function fillCommon(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Collection' }).selectOption({ label: COLLECTION });
  await page.getByRole('textbox', { name: 'Item name' }).fill(name);
  await page.getByRole('textbox', { name: 'Description' }).fill('Generated for the creation journey.');
  await page
    .getByLabel('Cover image')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await png([200, 40, 40]) });
  await expect(page.getByRole('img', { name: 'Preview of Cover image' })).toBeVisible();
  await page
    .getByLabel('Item file')
    .setInputFiles({ name: 'artwork.png', mimeType: 'image/png', buffer: await png([40, 40, 200]) });
  await expect(page.getByRole('img', { name: 'Preview of Item file' })).toBeVisible();

  const answers = { 'Commercial use': 'Yes', Copy: 'No', Display: 'Yes', Reproduce: 'No', Distribute: 'No' };
  for (const [question, answer] of Object.entries(answers))
    await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer }).check();
  await page.getByRole('combobox', { name: 'Licence period' }).selectOption({ label: '16 months' });
  await page.getByRole('textbox', { name: 'Price (ETH)' }).fill('0.25');
  await page.getByRole('textbox', { name: 'Price (HKD)' }).fill('1950');
}

/** Up to `pages` pages of listProducts for `query` (60 cards a page), as any client pages it. */
export async function productCards(
  request: APIRequestContext,
  query: Record<string, string>,
  pages = 5,
): Promise<ProductCard[]> {
  const cards: ProductCard[] = [];
  let cursor: string | null = null;
  for (let n = 0; n < pages; n++) {
    const list: { items: ProductCard[]; nextCursor: string | null } = await apiGet(request, '/api/products', {
      ...query,
      limit: '60',
      ...(cursor ? { cursor } : {}),
    });
    cards.push(...list.items);
    cursor = list.nextCursor;
    if (!cursor) break;
  }
  return cards;
}

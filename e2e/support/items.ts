import { createHash, createHmac, randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { ProductDetail } from '../../server/schemas/products';
import { canonicalString, DEV_SIGNING_KEY } from '../../server/schemas/signature';

/** One of demo_creator's seeded collections. */
export const COLLECTION = 'Demo Originals';

/** A generated one-colour PNG. */
export const png = (rgb: [number, number, number]) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toBuffer();

/** viewProduct as any client calls it: a signed GET (DESIGN §4). */
export async function viewProduct(request: APIRequestContext, id: string): Promise<ProductDetail> {
  const url = `/api/products/detail?${new URLSearchParams({ mcId: 'COM', appId: 'NFTH5', platform: 'WEB', id })}`;
  const ts = String(Date.now());
  const nonce = randomBytes(16).toString('hex');
  const body = createHash('sha256').update('').digest('hex');
  const signature = createHmac('sha256', DEV_SIGNING_KEY)
    .update(canonicalString('GET', url, ts, nonce, body))
    .digest('hex');
  const res = await request.get(url, {
    headers: { 'X-Timestamp': ts, 'X-Nonce': nonce, 'X-Signature': signature },
  });
  const json = (await res.json()) as { meta: { code: number }; data: ProductDetail };
  expect(json.meta.code).toBe(200);
  return json.data;
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

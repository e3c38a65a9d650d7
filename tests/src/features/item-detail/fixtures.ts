import type { ProductDetail } from '@schemas/products';
import { vi } from 'vitest';
import { productDetail } from '../../../support/catalogue-stubs';

export { activateEnglish, ok, product, refusal, stubApi } from '../catalog/fixtures';

export const ITEM_ID = '0b6f1c1e-4b7a-4d57-9a8e-2f1e6d1b9a01';
export const ME = '11111111-1111-4111-8111-111111111111';

/** A full item detail as viewProduct answers it; `over` changes any field. */
export const detail = (over: Partial<ProductDetail> = {}): ProductDetail =>
  productDetail({ id: ITEM_ID, ...over });

/** The paths the item page calls. */
export const PATHS = {
  detail: '/api/products/detail',
  list: '/api/products',
  gasFee: '/api/products/gas-fee',
  onSale: '/api/products/on-sale',
  offSale: '/api/products/off-sale',
  addFavourite: '/api/favourites',
  removeFavourite: '/api/favourites/remove',
} as const;

/**
 * Whether this device draws WebGL, asked the way src/lib/webgl.ts asks: a canvas hands out a webgl2 or webgl
 * context, or null as jsdom's always does. A spy on the browser's API rather than a mock of the module, which
 * would stay bound in the modules the files of a worker share (the ui project runs with isolate: false). Vitest
 * restores it after the file.
 */
export function deviceWebGL(has: () => boolean) {
  const gl = { getExtension: () => null };
  const getContext = (kind: string) => ((kind === 'webgl2' || kind === 'webgl') && has() ? gl : null);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(getContext as never);
}

import type { ProductDetail } from '@schemas/products';
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

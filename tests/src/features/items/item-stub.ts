import type { CollectionCard } from '@schemas/catalog';
import type { ProductDetail } from '@schemas/products';
import { okAnswer, refusal, type Answer, type ApiCall } from '../../../support/api-stub';
import { fileRecord, LICENCE, productDetail } from '../../../support/catalogue-stubs';
import { emptyItem, newTraitRow, type ItemValues } from '@/features/items/item-form';

export const ME = '4b0f6c1e-0000-4000-8000-000000000001';
export const COLLECTION_ID = '5c0f6c1e-0000-4000-8000-000000000002';
export const ITEM_ID = '6d0f6c1e-0000-4000-8000-000000000003';

/** What a test server says: 200 with data, or a refusal with its code, message key and data. */
export type Reply = { code?: number; message?: string; data?: unknown };
export const reply = ({ code = 200, message = 'x', data = null }: Reply = {}): Answer =>
  code === 200 ? okAnswer(data) : refusal(code < 600 ? code : 400, code, data, message);

export const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST');

export const collectionCard = (over: Partial<CollectionCard> = {}): CollectionCard => ({
  id: COLLECTION_ID,
  name: 'Harbour Lights',
  description: '',
  logoImage: '/files/logo.png',
  featuredImage: '/files/featured.png',
  bannerImage: '/files/banner.png',
  thumbUrl: null,
  blockchain: 'POLYGON',
  owner: { id: ME, name: 'Ada', displayImage: null },
  itemCount: 0,
  ...over,
});

export const COVER_ID = '7e0f6c1e-0000-4000-8000-000000000004';
export const FILE_ID = '8f0f6c1e-0000-4000-8000-000000000005';

/** A complete, valid ERC-721 item with uploaded cover and file, one property and every licence choice. */
export function validValues(over: Partial<ItemValues> = {}): ItemValues {
  const base = emptyItem({ contractType: 'ERC721', collectionId: COLLECTION_ID });
  return {
    ...base,
    name: 'Harbour at dawn',
    cover: fileRecord('item_cover', COVER_ID),
    file: fileRecord('item_file', FILE_ID),
    fixPrice: '0.5',
    fixPriceHK: '3900',
    properties: [newTraitRow({ type: 'Scene', name: 'Time', value: 'Dawn' })],
    licence: {
      ...base.licence,
      commercialUse: 'Y',
      period: 'PERPETUAL',
      copy: 'N',
      display: 'Y',
      reproduce: 'N',
      distribute: 'N',
    },
    ...over,
  };
}

/** The member's own ERC-1155 physical item, off shelf, with its cover and file uploaded. */
export const detail = (over: Partial<ProductDetail> = {}): ProductDetail =>
  productDetail({
    id: ITEM_ID,
    name: 'Harbour at dawn',
    displayImage: '/files/cover.png',
    sourceType: 'PHYSICAL',
    status: 'OFF_SHELF',
    blockchain: 'POLYGON',
    contractType: 'ERC1155',
    curr: 'MATIC',
    fixPrice: '12',
    fixPriceHK: '80',
    stock: 5,
    favourites: 0,
    collection: { id: COLLECTION_ID, name: 'Harbour Lights', logoImage: '/files/logo.png', category: 'art' },
    creator: { id: ME, name: 'Ada', displayImage: null },
    description: 'Morning light.',
    modelNumber: 'HL-1',
    contractAddress: null,
    tokenId: null,
    quantity: 5,
    coverFileId: COVER_ID,
    file: { id: FILE_ID, kind: 'image', mime: 'image/png', path: 'x', displayPath: '/files/x.png' },
    properties: [{ type: 'Scene', name: 'Time', value: 'Dawn' }],
    licence: { ...LICENCE, others: 'Credit the artist.' },
    seller: { id: ME, name: 'Ada', displayImage: null },
    owners: [],
    activity: [],
    views: 0,
    mine: true,
    ...over,
  });

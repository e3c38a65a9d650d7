import type { ProductDetail } from '@schemas/products';
import { product } from '../catalog/fixtures';

export { activateEnglish, ok, product, refusal, stubApi } from '../catalog/fixtures';

export const ITEM_ID = '0b6f1c1e-4b7a-4d57-9a8e-2f1e6d1b9a01';
export const ME = '11111111-1111-4111-8111-111111111111';
const person = (id: string, name: string) => ({ id, name, displayImage: null });

/** A full item detail as viewProduct answers it; `over` changes any field. */
export function detail(over: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...product(1),
    id: ITEM_ID,
    name: 'Harbour Dusk',
    displayImage: '/files/demo/covers/dusk.jpg',
    favourites: 3,
    description: 'Evening light over the harbour.',
    modelNumber: null,
    cardNumber: null,
    externalLink: null,
    platform: null,
    contractAddress: '0x1234567890abcdef1234567890abcdef12345678',
    tokenId: '42',
    quantity: 1,
    auctionBlPrice: null,
    royaltyFeePercent: '5',
    coverFileId: null,
    file: null,
    properties: [{ type: 'Mood', name: 'Calm', value: 'High' }],
    levels: [],
    stats: [],
    licence: {
      commercialUse: true,
      period: 'MONTHS_16',
      copy: false,
      display: true,
      reproduce: false,
      distribute: false,
      additionalBenefits: '',
      others: 'Credit the artist',
    },
    collection: {
      id: 'c0c0c0c0-0000-4000-8000-000000000001',
      name: 'Harbour Lights',
      logoImage: '',
      category: 'art',
    },
    creator: person('22222222-2222-4222-8222-222222222222', 'Ada Artist'),
    seller: person('22222222-2222-4222-8222-222222222222', 'Ada Artist'),
    owners: [{ member: person('22222222-2222-4222-8222-222222222222', 'Ada Artist'), quantity: 1 }],
    ownerCount: 1,
    activity: [
      {
        id: 'e1',
        kind: 'LISTED',
        actor: person('22222222-2222-4222-8222-222222222222', 'Ada Artist'),
        to: null,
        quantity: 1,
        price: '0.25',
        curr: 'ETH',
        txHash: null,
        createdAt: '2026-01-02T10:00:00Z',
      },
    ],
    secondaryListings: [],
    views: 12,
    orderInProgress: false,
    lockedUntil: null,
    isFavourite: false,
    mine: false,
    mintStatus: 'NONE',
    mintTxHash: null,
    ...over,
  };
}

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

import { i18n } from '@lingui/core';
import type { CollectionCard, CreatorCard, ProductCard } from '@schemas/catalog';
import type { ProductDetail } from '@schemas/products';
import type { FileRecord } from '@schemas/uploads';

/** Catalogue objects as the API answers them, for UI tests; `n` tells list entries apart, `over` changes any field. */

const person = (n: number) => ({ id: `p${n}`, name: `Creator ${n}`, displayImage: `/files/avatar-${n}.png` });

export const productCard = (n: number, over: Partial<ProductCard> = {}): ProductCard => ({
  id: `item-${n}`,
  name: `Item ${n}`,
  displayImage: `/files/item-${n}.png`,
  thumbUrl: null,
  fileKind: 'image',
  sourceType: 'SELF',
  status: 'ON_SALE',
  blockchain: 'ETHEREUM',
  contractType: 'ERC721',
  sellType: 'FIXED',
  curr: 'ETH',
  fixPrice: '0.25',
  fixPriceHK: '1950',
  stock: 1,
  favourites: 0,
  collection: { id: 'c1', name: 'Harbour Lights' },
  creator: person(n),
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});

export const collectionCard = (n: number, over: Partial<CollectionCard> = {}): CollectionCard => ({
  id: `col-${n}`,
  name: `Collection ${n}`,
  description: '',
  logoImage: `/files/logo-${n}.png`,
  featuredImage: `/files/featured-${n}.png`,
  bannerImage: `/files/banner-${n}.png`,
  thumbUrl: null,
  blockchain: 'ETHEREUM',
  owner: person(n),
  itemCount: 12,
  ...over,
});

export const creatorCard = (n: number): CreatorCard => ({ ...person(n), itemCount: 7, collectionCount: 2 });

/** An item's licence with every kind of choice (commercial use for 16 months, display only). */
export const LICENCE: NonNullable<ProductDetail['licence']> = {
  commercialUse: true,
  period: 'MONTHS_16',
  copy: false,
  display: true,
  reproduce: false,
  distribute: false,
  additionalBenefits: '',
  others: 'Credit the artist',
};

const ada = (id: string) => ({ id, name: 'Ada Artist', displayImage: null });
const ADA = '22222222-2222-4222-8222-222222222222';

/** A full item detail as viewProduct answers it: someone else's ERC-721 item on sale, listed once. */
export const productDetail = (over: Partial<ProductDetail> = {}): ProductDetail => ({
  ...productCard(1),
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
  coverWidth: null,
  file: null,
  properties: [{ type: 'Mood', name: 'Calm', value: 'High' }],
  levels: [],
  stats: [],
  licence: LICENCE,
  collection: {
    id: 'c0c0c0c0-0000-4000-8000-000000000001',
    name: 'Harbour Lights',
    logoImage: '',
    category: 'art',
  },
  creator: ada(ADA),
  seller: ada(ADA),
  owners: [{ member: ada(ADA), quantity: 1 }],
  ownerCount: 1,
  activity: [
    {
      id: 'e1',
      kind: 'LISTED',
      actor: ada(ADA),
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
});

/** An uploaded file as uploadFile answers it: a 10×10 PNG under uploads/. */
export const fileRecord = (
  purpose: FileRecord['purpose'],
  id: string,
  over: Partial<FileRecord> = {},
): FileRecord => ({
  id,
  kind: 'image',
  mime: 'image/png',
  path: `uploads/${id}.png`,
  displayPath: `/files/${id}.png`,
  thumbPath: null,
  size: 100,
  width: 10,
  height: 10,
  purpose,
  ...over,
});

/**
 * English with its BCP 47 tag, as the app activates it (lib/i18n): plural texts need Intl.PluralRules,
 * which refuses the bare Lingui id "en_US" that render() would otherwise activate.
 */
export async function activateEnglish() {
  await i18n.loadAndActivate({ locale: 'en_US', locales: ['en-US'], messages: {} });
}

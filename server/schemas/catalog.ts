import * as v from 'valibot';
import { CommonParams, IntFromString, pageOf } from './common';

const Decimal = v.nullable(v.string()); // numeric values travel as strings (DESIGN §5)

export const PersonRef = v.object({ id: v.string(), name: v.string(), displayImage: v.nullable(v.string()) });

export const ProductCard = v.object({
  id: v.string(),
  name: v.string(),
  displayImage: v.string(),
  thumbUrl: v.pipe(
    v.nullable(v.string()),
    v.description('A 400 px wide WebP of the cover for cards and small screens; null when none was made.'),
  ),
  fileKind: v.picklist(['image', 'video', 'audio', 'glb']),
  sourceType: v.picklist(['SELF', 'NON', 'PHYSICAL']),
  status: v.picklist(['ON_SALE', 'OFF_SHELF']),
  blockchain: v.picklist(['ETHEREUM', 'POLYGON']),
  contractType: v.picklist(['ERC721', 'ERC1155']),
  sellType: v.picklist(['FIXED', 'AUCTION']),
  curr: v.picklist(['ETH', 'MATIC', 'SOL']),
  fixPrice: Decimal,
  fixPriceHK: Decimal,
  stock: v.number(),
  favourites: v.number(),
  collection: v.object({ id: v.string(), name: v.string() }),
  creator: PersonRef,
  createdAt: v.string(),
});
export type ProductCard = v.InferOutput<typeof ProductCard>;

export const CollectionCard = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  logoImage: v.string(),
  featuredImage: v.string(),
  bannerImage: v.string(),
  thumbUrl: v.pipe(
    v.nullable(v.string()),
    v.description('A 400 px wide WebP of the featured image for cards; null when none was made.'),
  ),
  blockchain: v.picklist(['ETHEREUM', 'POLYGON']),
  owner: PersonRef,
  itemCount: v.number(),
});
export type CollectionCard = v.InferOutput<typeof CollectionCard>;

export const CreatorCard = v.object({
  ...PersonRef.entries,
  itemCount: v.number(),
  collectionCount: v.number(),
});
export type CreatorCard = v.InferOutput<typeof CreatorCard>;

export const Home = v.object({
  featuredCollections: v.array(CollectionCard),
  newItems: v.array(ProductCard),
  topCreators: v.array(CreatorCard),
});
export type Home = v.InferOutput<typeof Home>;

/** Explore filters (spec §2): price range is in HKD, the default fiat, so mixed currencies compare. */
export const ListProductsQuery = v.object({
  ...CommonParams,
  type: v.optional(v.picklist(['ALL', 'SELF', 'NON', 'PHYSICAL']), 'ALL'),
  chain: v.optional(v.picklist(['ALL', 'ETHEREUM', 'POLYGON']), 'ALL'),
  curr: v.optional(v.picklist(['ALL', 'ETH', 'MATIC', 'SOL']), 'ALL'),
  min: v.optional(v.pipe(v.string(), v.regex(/^\d+(\.\d{1,2})?$/))),
  max: v.optional(v.pipe(v.string(), v.regex(/^\d+(\.\d{1,2})?$/))),
  sort: v.optional(v.picklist(['newest', 'price_asc', 'price_desc', 'popular']), 'newest'),
  collectionId: v.optional(v.pipe(v.string(), v.uuid())),
  creatorId: v.optional(v.pipe(v.string(), v.uuid())),
  /** The collection's category (spec §2 categorySingle). */
  category: v.optional(v.string()),
  /** primary = sold by its creator, secondary = resold by a later owner (spec §2 itemmarket). */
  market: v.optional(v.picklist(['ALL', 'primary', 'secondary']), 'ALL'),
  /** Property filters `Type:Value`, repeated; an item must have every one. */
  prop: v.optional(
    v.pipe(
      v.union([v.string(), v.array(v.string())]),
      v.transform((p) => (Array.isArray(p) ? p : [p])),
      v.array(v.pipe(v.string(), v.maxLength(82), v.regex(/^[^:]{1,40}:.{1,40}$/))),
      v.maxLength(10),
    ),
  ),
  cursor: v.optional(v.string()),
  limit: v.optional(IntFromString(1, 60), 24),
});
export type ListProductsQuery = v.InferOutput<typeof ListProductsQuery>;
export const ProductPage = pageOf(ProductCard);
export type ProductPage = v.InferOutput<typeof ProductPage>;

export const SearchQuery = v.object({
  ...CommonParams,
  keyword: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
  limit: v.optional(IntFromString(1, 48), 24),
});
export const SearchResult = v.object({
  items: v.array(ProductCard),
  collections: v.array(CollectionCard),
  creators: v.array(CreatorCard),
});
export type SearchResult = v.InferOutput<typeof SearchResult>;

/** Collections list (newest first); `ownerId` narrows it to one member's collections (author page). */
export const ListCollectionsQuery = v.object({
  ...CommonParams,
  ownerId: v.optional(v.pipe(v.string(), v.uuid())),
  /** The collection's category (spec §2 collections tabs, categorySingle). */
  category: v.optional(v.string()),
  cursor: v.optional(v.string()),
  limit: v.optional(IntFromString(1, 60), 24),
});
export type ListCollectionsQuery = v.InferOutput<typeof ListCollectionsQuery>;
export const CollectionPage = pageOf(CollectionCard);
export type CollectionPage = v.InferOutput<typeof CollectionPage>;

export const ProductDetailQuery = v.object({ ...CommonParams, id: v.pipe(v.string(), v.uuid()) });

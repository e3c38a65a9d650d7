import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  primaryKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PRODUCT_EVENT_KINDS } from '../../schemas/products';
import { FILE_PURPOSES } from '../../schemas/uploads';
import { members } from './members';
import { splitVectorText } from './text-search';

export const FILE_KINDS = ['image', 'video', 'audio', 'glb'] as const;
/** What a stored file may be: an item's media kinds, and PDF documents (merchant registration). */
export const STORED_FILE_KINDS = [...FILE_KINDS, 'document'] as const;
export const SOURCE_TYPES = ['SELF', 'NON', 'PHYSICAL'] as const;
export const CHAINS = ['ETHEREUM', 'POLYGON'] as const;
export const CONTRACT_TYPES = ['ERC721', 'ERC1155'] as const;
export const SELL_TYPES = ['FIXED', 'AUCTION'] as const;
export const ITEM_CURRENCIES = ['ETH', 'MATIC', 'SOL'] as const;
export const ITEM_STATUSES = ['ON_SALE', 'OFF_SHELF'] as const;
/** Minting of SELF items: NONE for items minted elsewhere or physical goods. */
export const MINT_STATUSES = ['NONE', 'PENDING', 'MINTED', 'FAILED'] as const;

/** PostgreSQL full-text vector; generated columns only, never written by the app. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A stored file (spec §3: type, path, displayPath); bytes live behind the storage interface. */
export const files = pgTable(
  'files',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid().references(() => members.id),
    kind: text({ enum: STORED_FILE_KINDS }).notNull(),
    mime: text().notNull(),
    path: text().notNull(),
    displayPath: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    width: integer(),
    height: integer(),
    /** What the upload was for (decides the server-side crop); null for seeded and profile files. */
    purpose: text({ enum: FILE_PURPOSES }),
    /** A small WebP preview (images, GLB posters) for lists; null when none can be made. */
    thumbPath: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.ownerId, t.createdAt)],
);

/** Collection (spec §3); royalty fee and address are fixed after creation (code 1020). */
export const collections = pgTable(
  'collections',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => members.id),
    name: text().notNull(),
    description: text().notNull().default(''),
    url: text().notNull(),
    category: text().notNull().default('art'),
    logoImage: text().notNull(),
    featuredImage: text().notNull(),
    bannerImage: text().notNull(),
    royaltyFeePercent: numeric({ precision: 5, scale: 2 }).notNull().default('0'),
    royaltyAddress: text().notNull(),
    blockchain: text({ enum: CHAINS }).notNull().default('ETHEREUM'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector().generatedAlwaysAs(
      sql.raw(
        `setweight(${splitVectorText("coalesce(name, '')")}, 'A') || setweight(${splitVectorText("coalesce(description, '')")}, 'B')`,
      ),
    ),
  },
  (t) => [
    uniqueIndex('collections_url_uq').on(sql`lower(${t.url})`),
    index().on(t.ownerId),
    index('collections_search_idx').using('gin', t.searchVector),
    index('collections_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('collections_category_idx').on(t.category, t.createdAt.desc(), t.id.desc()),
  ],
);

export type Licence = {
  commercialUse: boolean;
  period: string;
  copy: boolean;
  display: boolean;
  reproduce: boolean;
  distribute: boolean;
  additionalBenefits: string;
  others: string;
};
export type Trait = { type: string; name: string; value: string };

/** An item (spec §3 "Item", called product on the wire). Prices: crypto as numeric(36,18), fiat as numeric(18,2). */
export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    collectionId: uuid()
      .notNull()
      .references(() => collections.id),
    creatorId: uuid()
      .notNull()
      .references(() => members.id),
    ownerId: uuid()
      .notNull()
      .references(() => members.id),
    sourceType: text({ enum: SOURCE_TYPES }).notNull(),
    status: text({ enum: ITEM_STATUSES }).notNull().default('OFF_SHELF'),
    name: text().notNull(),
    description: text().notNull().default(''),
    modelNumber: text(),
    cardNumber: text(),
    externalLink: text(),
    platform: text(),
    blockchain: text({ enum: CHAINS }).notNull().default('ETHEREUM'),
    contractType: text({ enum: CONTRACT_TYPES }).notNull().default('ERC721'),
    contractAddress: text(),
    tokenId: text(),
    /** Minting state of SELF items, set by the mint job (server/jobs); tokenId/contractAddress fill in on MINTED. */
    mintStatus: text({ enum: MINT_STATUSES }).notNull().default('NONE'),
    mintTxHash: text(),
    /** The meta.code-style reason of the last failed attempt. */
    mintError: text(),
    mintedAt: timestamp({ withTimezone: true }),
    quantity: integer().notNull().default(1),
    stock: integer().notNull().default(1),
    sellType: text({ enum: SELL_TYPES }).notNull().default('FIXED'),
    curr: text({ enum: ITEM_CURRENCIES }).notNull().default('ETH'),
    fixPrice: numeric({ precision: 36, scale: 18 }),
    fixPriceHK: numeric({ precision: 18, scale: 2 }),
    auctionBlPrice: numeric({ precision: 36, scale: 18 }),
    royaltyFeePercent: numeric({ precision: 5, scale: 2 }).notNull().default('0'),
    displayImage: text().notNull(),
    fileId: uuid().references(() => files.id),
    fileKind: text({ enum: FILE_KINDS }).notNull().default('image'),
    properties: jsonb()
      .$type<Trait[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    levels: jsonb()
      .$type<Trait[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    stats: jsonb()
      .$type<Trait[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    licence: jsonb().$type<Licence>(),
    views: integer().notNull().default(0),
    favourites: integer().notNull().default(0),
    /** Cover image file (spec §3 displayImage1); displayImage keeps its displayPath for cheap list reads. */
    coverFileId: uuid().references(() => files.id),
    /**
     * Orders not yet finished or cancelled that hold this item. The order service changes it in the
     * order's own transaction; taking the item off shelf is refused while it is above zero (code 1021).
     */
    pendingOrders: integer().notNull().default(0),
    /** PHYSICAL items: the seller accepts cash on delivery (the order ships before payment, label COD). */
    allowCod: boolean().notNull().default(false),
    /** PHYSICAL items: spec options the buyer picks (spec §3 spec dictionary SIZE, COLOR, WEIGHT). */
    specOptions: jsonb()
      .$type<{ type: string; values: string[] }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Set while an unpaid order holds the item (spec §4: locked 30 minutes, code 4000). */
    lockedUntil: timestamp({ withTimezone: true }),
    listedAt: timestamp({ withTimezone: true }),
    searchVector: tsvector().generatedAlwaysAs(
      sql.raw(
        `setweight(${splitVectorText("coalesce(name, '')")}, 'A') || setweight(${splitVectorText(
          "coalesce(description, '') || ' ' || coalesce(model_number, '') || ' ' || coalesce(card_number, '')",
        )}, 'B')`,
      ),
    ),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('products_popular_idx').on(t.status, t.favourites.desc(), t.id.desc()),
    // Search reads a common keyword's items on sale in popularity order, testing their names: with the
    // name in the index (item names are at most 100 characters) that reads no table row (search-items.ts).
    index('products_search_popular_idx')
      .on(t.favourites.desc(), t.id.desc(), t.name)
      .where(sql`${t.status} = 'ON_SALE'`),
    index('products_properties_idx').using('gin', sql`${t.properties} jsonb_path_ops`),
    index('products_explore_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    // The explore price orders sort on these exact expressions (services/catalog.ts SORTS): nulls last.
    index('products_price_asc_idx').on(t.status, sql`coalesce(${t.fixPriceHK}, 1e20)`, t.id),
    index('products_price_desc_idx').on(
      t.status,
      sql`coalesce(${t.fixPriceHK}, -1) desc nulls last`,
      t.id.desc(),
    ),
    index('products_listed_idx').on(t.status, t.listedAt.desc(), t.id.desc()),
    index('products_token_idx')
      .on(t.contractAddress, t.tokenId)
      .where(sql`${t.contractAddress} is not null`),
    index().on(t.collectionId),
    index().on(t.creatorId),
    index().on(t.ownerId),
  ],
);

/** A member's favourite items (spec §2 author fav tab); products.favourites is kept equal to the row count. */
export const favourites = pgTable(
  'favourites',
  {
    memberId: uuid()
      .notNull()
      .references(() => members.id),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.productId] }),
    index().on(t.memberId, t.createdAt.desc()),
    index().on(t.productId, t.createdAt),
    index().on(t.createdAt),
  ],
);

/**
 * Who holds how many copies of an item (spec §3 owners). ERC-721 items have one row; ERC-1155 items one
 * row per holder. products.ownerId stays the creator-side seller of the listing.
 */
export const productOwners = pgTable(
  'product_owners',
  {
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    memberId: uuid()
      .notNull()
      .references(() => members.id),
    quantity: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.memberId] }), index().on(t.memberId, t.updatedAt.desc())],
);

/** The activity history of an item (spec §2 item detail "activity"), appended by every change. */
export const productEvents = pgTable(
  'product_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text({ enum: PRODUCT_EVENT_KINDS }).notNull(),
    actorId: uuid().references(() => members.id),
    toMemberId: uuid().references(() => members.id),
    quantity: integer().notNull().default(1),
    price: numeric({ precision: 36, scale: 18 }),
    curr: text(),
    txHash: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.productId, t.createdAt.desc()),
    // The activity feed (services/activity/feed.ts) pages newest first with an id tiebreak: all kinds, one
    // kind, or one member (who acted, who received), each an index range scan that a cursor only narrows.
    index('product_events_feed_idx').on(t.createdAt.desc(), t.id.desc()),
    index('product_events_kind_feed_idx').on(t.kind, t.createdAt.desc(), t.id.desc()),
    index('product_events_actor_feed_idx').on(t.actorId, t.createdAt.desc(), t.id.desc()),
    index('product_events_to_feed_idx').on(t.toMemberId, t.createdAt.desc(), t.id.desc()),
  ],
);

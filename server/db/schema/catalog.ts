import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { members } from './members';

export const FILE_KINDS = ['image', 'video', 'audio', 'glb'] as const;
export const SOURCE_TYPES = ['SELF', 'NON', 'PHYSICAL'] as const;
export const CHAINS = ['ETHEREUM', 'POLYGON'] as const;
export const CONTRACT_TYPES = ['ERC721', 'ERC1155'] as const;
export const SELL_TYPES = ['FIXED', 'AUCTION'] as const;
export const ITEM_CURRENCIES = ['ETH', 'MATIC', 'SOL'] as const;
export const ITEM_STATUSES = ['ON_SALE', 'OFF_SHELF'] as const;

/** A stored file (spec §3: type, path, displayPath); bytes live behind the storage interface. */
export const files = pgTable('files', {
  id: uuid().primaryKey().defaultRandom(),
  ownerId: uuid().references(() => members.id),
  kind: text({ enum: FILE_KINDS }).notNull(),
  mime: text().notNull(),
  path: text().notNull(),
  displayPath: text().notNull(),
  size: bigint({ mode: 'number' }).notNull(),
  width: integer(),
  height: integer(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

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
  },
  (t) => [uniqueIndex('collections_url_uq').on(sql`lower(${t.url})`), index().on(t.ownerId)],
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_explore_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('products_price_idx').on(t.status, t.fixPriceHK, t.id),
    index().on(t.collectionId),
    index().on(t.creatorId),
    index().on(t.ownerId),
  ],
);

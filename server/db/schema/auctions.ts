import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CHAINS, products } from './catalog';
import { members } from './members';
import { minor, orders } from './orders';

/** Stored auction states; "scheduled" and "ended, not yet settled" are derived from the clock (auction-view). */
export const AUCTION_STATES = ['OPEN', 'SETTLED', 'UNSOLD', 'CANCELLED'] as const;
/** A bid's hold on the bidder's balance: held while it leads, released when outbid or the auction ends without it. */
export const BID_STATES = ['HELD', 'RELEASED', 'WON'] as const;

/**
 * An English auction of one item (spec §3 Item sellType AUCTION, reserve auctionBlPrice). The leading bid,
 * the close and `version` change together in ONE conditional update, so two bids at once leave one leader.
 */
export const auctions = pgTable(
  'auctions',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sellerId: uuid()
      .notNull()
      .references(() => members.id),
    blockchain: text({ enum: CHAINS }).notNull(),
    /** Reserve, minimum increment and bids in wei of the chain's coin (DESIGN §5: never a float). */
    reserveWei: minor().notNull(),
    minIncrementWei: minor().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** A bid this close to the end moves the end to now + this many seconds (anti-sniping). */
    extendSeconds: integer().notNull().default(300),
    state: text({ enum: AUCTION_STATES }).notNull().default('OPEN'),
    leadingBidId: uuid(),
    leadingBidderId: uuid(),
    leadingAmount: minor(),
    bidCount: integer().notNull().default(0),
    /** Times the close moved because of a late bid. */
    extensions: integer().notNull().default(0),
    version: integer().notNull().default(0),
    orderId: uuid().references(() => orders.id),
    closedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One running auction per item.
    uniqueIndex('auctions_open_product_idx')
      .on(t.productId)
      .where(sql`${t.state} = 'OPEN'`),
    index().on(t.state, t.endsAt),
  ],
);

/** One bid; its hold is the pair of ledger rows BID_HOLD / BID_RELEASE keyed by the bid's id. */
export const auctionBids = pgTable(
  'auction_bids',
  {
    id: uuid().primaryKey().defaultRandom(),
    auctionId: uuid()
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    bidderId: uuid()
      .notNull()
      .references(() => members.id),
    amount: minor().notNull(),
    state: text({ enum: BID_STATES }).notNull().default('HELD'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.auctionId, t.createdAt.desc(), t.id.desc())],
);

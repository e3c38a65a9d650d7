import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COIN_LEDGER_KINDS, type CampaignCoinRule } from '../../schemas/coins';
import { at, orders } from './orders';
import { paymentEvents } from './payments';
import { createdNow, memberRef, merchantRef, rowId, timestamps } from './columns';

/**
 * Loyalty coins (spec §1 Enterprise): a merchant's coin, the lots members hold (coins earned together, with
 * their own pending period and expiry), and the append-only ledger every change is written to. A lot's
 * `remaining` is the sum of its ledger rows and a member's balance the sum of theirs (tests check both).
 */

const coins = (name?: string) => (name ? bigint(name, { mode: 'bigint' }) : bigint({ mode: 'bigint' }));

/** A merchant's coin: what it is called and worth, and how members earn it. One per merchant. */
export const loyaltyCoins = pgTable(
  'loyalty_coins',
  {
    id: rowId(),
    merchantId: merchantRef(),
    name: text().notNull(),
    symbol: text().notNull(),
    /** An uploaded image's stored path (the files API), or '' for the default artwork. */
    artworkPath: text().notNull().default(''),
    /** What one coin pays for at checkout, in HKD cents. */
    valueMinor: coins().notNull(),
    /** Coins per HK$1 spent on the merchant's goods, as a fraction num/den (1/10: one coin per HK$10). */
    earnPerHkdNum: integer().notNull().default(0),
    earnPerHkdDen: integer().notNull().default(1),
    /** Coins for each stamp card a member completes (0: none). */
    coinsPerStampCard: coins()
      .notNull()
      .default(sql`0`),
    /** Coins a campaign's reward gives, per campaign (see CampaignCoinRule). */
    campaignRules: jsonb().$type<CampaignCoinRule[]>().notNull().default([]),
    pendingDays: integer().notNull().default(14),
    expiryMonths: integer().notNull().default(6),
    /** Mirror balances as a non-transferable ERC-20 (built later; the ledger stays the authority). */
    onChain: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('loyalty_coins_merchant_idx').on(t.merchantId),
    check(
      'loyalty_coins_terms_ck',
      sql`${t.valueMinor} > 0 and ${t.earnPerHkdNum} >= 0 and ${t.earnPerHkdDen} > 0 and ${t.coinsPerStampCard} >= 0 and ${t.pendingDays} between 0 and 365 and ${t.expiryMonths} between 1 and 120`,
    ),
  ],
);

/** Coins earned together: spendable from `spendableFrom`, gone at `expiresAt`; `remaining` what is left. */
export const coinLots = pgTable(
  'coin_lots',
  {
    id: rowId(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    earnedAt: at().notNull(),
    spendableFrom: at().notNull(),
    expiresAt: at().notNull(),
    amount: coins().notNull(),
    remaining: coins().notNull(),
    /** The order whose purchase earned the lot (its refund takes them back). */
    orderId: uuid().references(() => orders.id),
  },
  (t) => [
    index('coin_lots_member_idx').on(t.merchantId, t.memberId, t.expiresAt, t.earnedAt),
    // The expiry sweep reads only lots still holding coins.
    index('coin_lots_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.remaining} > 0`),
    index().on(t.orderId),
    // A member's balances across merchants.
    index('coin_lots_holder_idx')
      .on(t.memberId)
      .where(sql`${t.remaining} > 0`),
    check('coin_lots_remaining_ck', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.amount}`),
    check('coin_lots_amount_ck', sql`${t.amount} > 0`),
  ],
);

/**
 * The coin ledger: append-only (a trigger refuses UPDATE and DELETE). One operation (an earn, a spend over
 * three lots, a reversal) is one row per lot it touches, numbered by `leg` and sharing the caller's
 * idempotency key: unique (merchant, key, leg), so a replayed operation meets leg 0 whatever lots it would
 * have chosen, and is answered from the rows already written.
 */
export const coinLedger = pgTable(
  'coin_ledger',
  {
    id: rowId(),
    /** Insertion order: history pages by it (created_at ties within one operation). */
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    kind: text({ enum: COIN_LEDGER_KINDS }).notNull(),
    /** Signed whole coins: + earn, spend reversed, positive adjustment; − spend, expiry, earn reversed. */
    delta: coins().notNull(),
    lotId: uuid()
      .notNull()
      .references(() => coinLots.id),
    orderId: uuid().references(() => orders.id),
    paymentId: uuid().references(() => paymentEvents.id),
    idempotencyKey: text().notNull(),
    /** SHA-256 of the request the key was first used for: a replay with other content is refused. */
    requestHash: text().notNull(),
    leg: smallint().notNull(),
    /** A REVERSE row: the SPEND or EARN row it undoes. */
    reversesId: uuid(),
    /** An ADJUST row: the merchant's reason. */
    reason: text().notNull().default(''),
    createdAt: createdNow(),
  },
  (t) => [
    uniqueIndex('coin_ledger_key_idx').on(t.merchantId, t.idempotencyKey, t.leg),
    index('coin_ledger_member_idx').on(t.merchantId, t.memberId, t.seq),
    // The liability report sums delta per kind for one merchant from this index alone.
    index('coin_ledger_report_idx').on(t.merchantId, t.kind, t.delta),
    index().on(t.lotId),
    index().on(t.reversesId),
    // A refund finds what its order earned and spent.
    index().on(t.orderId),
    check('coin_ledger_delta_ck', sql`${t.delta} <> 0`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CARD_SOURCES, CARD_STATES, type CardMemberInfo, type CardTier } from '../../schemas/cards';
import { COUPON_CHAIN_STATES, COUPON_STATES } from '../../schemas/coupons';
import { ORDER_CURRENCIES } from '../../schemas/orders';
import { CHAINS } from './catalog';
import { members } from './members';
import { at, minor, orders } from './orders';
import { createdNow, memberRef, merchantRef, rowId, timestamps } from './columns';

/**
 * Loyalty tokens: coupon batches and their coupons (units of one ERC-1155 id of the
 * platform's Coupon contract), card programmes, redeem codes and membership cards (ERC-721 tokens of the
 * platform's MembershipCard contract). Everything handed out in limited numbers is taken by a conditional
 * update or a unique key (DESIGN §5); chain state is kept beside the business state, moved by jobs.
 */

/** A merchant's coupon batch: its terms, how many are left, and a per-member limit. */
export const couponBatches = pgTable(
  'coupon_batches',
  {
    id: rowId(),
    /** The batch's ERC-1155 id on the Coupon contract. */
    tokenId: integer().generatedAlwaysAsIdentity(),
    merchantId: merchantRef(),
    name: text().notNull(),
    description: text().notNull().default(''),
    method: text({ enum: ['FIXPRICE', 'PERCENT'] }).notNull(),
    currency: text({ enum: ORDER_CURRENCIES }).notNull().default('HKD'),
    value: minor().notNull().default('0'),
    percentBp: integer().notNull().default(0),
    isForAll: boolean().notNull().default(true),
    productIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    validFrom: at().notNull(),
    validTo: at().notNull(),
    quantity: integer().notNull(),
    remaining: integer().notNull(),
    perMemberLimit: integer().notNull().default(1),
    /** HK cents per coupon; null: free to collect. */
    price: minor(),
    blockchain: text({ enum: CHAINS }).notNull().default('ETHEREUM'),
    createdAt: createdNow(),
  },
  (t) => [
    uniqueIndex('coupon_batches_token_idx').on(t.tokenId),
    index().on(t.merchantId, t.createdAt),
    check('coupon_batches_remaining_ck', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.quantity}`),
  ],
);

/** How many coupons of a batch a member has taken: the per-member limit is one conditional upsert on it. */
export const couponCollects = pgTable(
  'coupon_collects',
  {
    batchId: uuid()
      .notNull()
      .references(() => couponBatches.id),
    memberId: memberRef(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.memberId] })],
);

/** One coupon: a unit of its batch's token, held by a member's platform wallet. */
export const coupons = pgTable(
  'coupons',
  {
    id: rowId(),
    batchId: uuid()
      .notNull()
      .references(() => couponBatches.id),
    holderId: memberRef(),
    collectedById: memberRef(),
    /** The order line that sold it (a priced batch), unique per unit with `unit`. */
    purchaseLineId: uuid(),
    unit: integer().notNull().default(0),
    state: text({ enum: COUPON_STATES }).notNull().default('AVAILABLE'),
    /** The order holding it (RESERVED) or having spent it (USED). */
    orderId: uuid().references(() => orders.id),
    /** The shop QR in force: its one-time secret, who it was shown for, and until when. */
    qrNonce: text(),
    qrHolderId: uuid(),
    qrExpiresAt: at(),
    redeemedAt: at(),
    redeemedById: uuid().references(() => members.id),
    usedAt: at(),
    chain: text({ enum: COUPON_CHAIN_STATES }).notNull().default('PENDING'),
    /** The member whose platform wallet holds the token on chain (moves once a transfer is mined). */
    chainHolderId: uuid().references(() => members.id),
    issueTxHash: text(),
    burnTxHash: text(),
    ...timestamps(),
  },
  (t) => [
    index().on(t.holderId, t.createdAt),
    index().on(t.batchId),
    index()
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    uniqueIndex('coupons_qr_nonce_idx')
      .on(t.qrNonce)
      .where(sql`${t.qrNonce} is not null`),
    uniqueIndex('coupons_purchase_unit_idx')
      .on(t.purchaseLineId, t.unit)
      .where(sql`${t.purchaseLineId} is not null`),
  ],
);

/** A coupon given to another member; the token follows on chain (`txHash` once mined). */
export const couponTransfers = pgTable(
  'coupon_transfers',
  {
    id: rowId(),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id),
    fromMemberId: memberRef(),
    toMemberId: memberRef(),
    status: text({ enum: ['PENDING', 'SENT', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    txHash: text(),
    createdAt: createdNow(),
  },
  (t) => [index().on(t.couponId, t.createdAt)],
);

/** A merchant's membership card programme: tiers with their VIP discount, transferable or not, validity. */
export const cardProgrammes = pgTable(
  'card_programmes',
  {
    id: rowId(),
    merchantId: merchantRef(),
    name: text().notNull(),
    description: text().notNull().default(''),
    tiers: jsonb().$type<CardTier[]>().notNull(),
    transferable: boolean().notNull().default(false),
    validityMonths: integer().notNull(),
    web3Group: text().notNull().default(''),
    isDefault: boolean().notNull().default(false),
    blockchain: text({ enum: CHAINS }).notNull().default('ETHEREUM'),
    createdAt: createdNow(),
  },
  (t) => [
    index().on(t.merchantId),
    uniqueIndex('card_programmes_default_idx')
      .on(t.merchantId)
      .where(sql`${t.isDefault}`),
  ],
);

/** A batch of redeem codes for cards of one tier; `remaining` cards may still be claimed. */
export const redeemBatches = pgTable(
  'redeem_batches',
  {
    id: rowId(),
    programmeId: uuid()
      .notNull()
      .references(() => cardProgrammes.id),
    tierCode: text().notNull(),
    quantity: integer().notNull(),
    remaining: integer().notNull(),
    createdAt: createdNow(),
  },
  (t) => [index().on(t.programmeId), check('redeem_batches_remaining_ck', sql`${t.remaining} >= 0`)],
);

/** A 16-character redeem code: claimed once (a conditional update on claimedById). */
export const redeemCodes = pgTable(
  'redeem_codes',
  {
    code: text().primaryKey(),
    batchId: uuid()
      .notNull()
      .references(() => redeemBatches.id),
    claimedById: uuid().references(() => members.id),
    claimedAt: at(),
    cardId: uuid(),
  },
  (t) => [index().on(t.batchId)],
);

/**
 * A membership card: token `tokenId` of the MembershipCard contract (minted on activation). One card per
 * programme per member who claimed it (the unique key makes a QR registration's retries issue it once).
 */
export const memberCards = pgTable(
  'member_cards',
  {
    id: rowId(),
    tokenId: integer().generatedAlwaysAsIdentity(),
    programmeId: uuid()
      .notNull()
      .references(() => cardProgrammes.id),
    tierCode: text().notNull(),
    holderId: memberRef(),
    claimedById: memberRef(),
    source: text({ enum: CARD_SOURCES }).notNull(),
    state: text({ enum: CARD_STATES }).notNull().default('CLAIMED'),
    issuedAt: at().notNull(),
    expiresAt: at().notNull(),
    activationRequestedAt: at(),
    /** When the activation job may mint (requested + CARD_ACTIVATION_DELAY_SECONDS). */
    activationReadyAt: at(),
    activatedAt: at(),
    /** The platform wallet holding the token on chain, and the last transaction that moved it. */
    walletAddress: text(),
    txHash: text(),
    info: jsonb().$type<Partial<CardMemberInfo>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('member_cards_token_idx').on(t.tokenId),
    uniqueIndex('member_cards_claim_idx').on(t.programmeId, t.claimedById),
    index().on(t.holderId),
  ],
);

/** A card given to another member; `onChain` when the token moves too (an active card). */
export const cardTransfers = pgTable(
  'card_transfers',
  {
    id: rowId(),
    cardId: uuid()
      .notNull()
      .references(() => memberCards.id),
    fromMemberId: memberRef(),
    toMemberId: memberRef(),
    onChain: boolean().notNull(),
    status: text({ enum: ['PENDING', 'DONE', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    txHash: text(),
    createdAt: createdNow(),
  },
  (t) => [index().on(t.cardId, t.createdAt)],
);

import { sql } from 'drizzle-orm';
import {
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
import { CAMPAIGN_REWARD_KINDS, CAMPAIGN_ROUTES, type LocalText } from '../../schemas/campaigns';
import { products } from './catalog';
import { cardProgrammes, couponBatches, coupons, memberCards } from './loyalty';
import { members } from './members';
import { merchants } from './merchants';
import { at, orders } from './orders';

/**
 * Campaigns: a merchant's event page, who joined it, and every reward claimed. Limits hold
 * under any concurrency: `remaining` goes down by one conditional UPDATE (never below 0), a member's count
 * goes up by one conditional UPDATE (never above the per-member limit), and a claim's client key is unique,
 * so a retry answers the reward it gave instead of giving another.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid().primaryKey().defaultRandom(),
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id),
    route: text({ enum: CAMPAIGN_ROUTES }).notNull(),
    title: jsonb().$type<LocalText>().notNull(),
    steps: jsonb().$type<LocalText[]>().notNull(),
    artwork: text().notNull().default(''),
    startsAt: at().notNull(),
    endsAt: at().notNull(),
    rewardKind: text({ enum: CAMPAIGN_REWARD_KINDS }).notNull().default('COUPON'),
    /** The coupon batch of a COUPON reward. */
    rewardBatchId: uuid().references(() => couponBatches.id),
    /** The merchant's minted item of an NFT reward: each claim takes one of its copies. */
    rewardProductId: uuid().references(() => products.id),
    /** The merchant's card programme of a CARD reward: each claim issues one card at its first tier. */
    rewardProgrammeId: uuid().references(() => cardProgrammes.id),
    totalLimit: integer().notNull(),
    remaining: integer().notNull(),
    perMemberLimit: integer().notNull(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.route, t.startsAt),
    index().on(t.merchantId),
    check('campaigns_limits_ck', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.totalLimit}`),
    check('campaigns_per_member_ck', sql`${t.perMemberLimit} >= 1`),
    check(
      'campaigns_reward_ck',
      sql`(${t.rewardKind} = 'COUPON' and ${t.rewardBatchId} is not null) or (${t.rewardKind} = 'NFT' and ${t.rewardProductId} is not null) or (${t.rewardKind} = 'CARD' and ${t.rewardProgrammeId} is not null)`,
    ),
  ],
);

/** A visitor who joined (followed the steps of) a campaign, with how many rewards they claimed. */
export const campaignMembers = pgTable(
  'campaign_members',
  {
    campaignId: uuid()
      .notNull()
      .references(() => campaigns.id),
    memberId: uuid()
      .notNull()
      .references(() => members.id),
    claimed: integer().notNull().default(0),
    joinedAt: at().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.memberId] }),
    index().on(t.memberId),
    check('campaign_members_claimed_ck', sql`${t.claimed} >= 0`),
  ],
);

/** One reward claimed, once per client key; `couponId` is the coupon it gave, `orderId` the gift order of an NFT. */
export const campaignClaims = pgTable(
  'campaign_claims',
  {
    id: uuid().primaryKey().defaultRandom(),
    campaignId: uuid()
      .notNull()
      .references(() => campaigns.id),
    memberId: uuid()
      .notNull()
      .references(() => members.id),
    key: text().notNull(),
    couponId: uuid().references(() => coupons.id),
    orderId: uuid().references(() => orders.id),
    cardId: uuid().references(() => memberCards.id),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('campaign_claims_key_idx').on(t.campaignId, t.memberId, t.key), index().on(t.memberId)],
);

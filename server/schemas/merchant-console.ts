import * as v from 'valibot';
import { CARD_STATES } from './cards';
import { CommonParams, IntFromString, pageOf } from './common';

/** listMerchantMembers: keyset-paged newest card first; `format=csv` answers every row as a download. */
export const MerchantMembersQuery = v.object({
  ...CommonParams,
  cursor: v.optional(v.string()),
  limit: v.optional(IntFromString(1, 100), 50),
});
export type MerchantMembersQuery = v.InferOutput<typeof MerchantMembersQuery>;

/** One member holding one of the merchant's cards (spec §3 Membership card: number, tier, holder). */
export const MerchantMember = v.object({
  cardId: v.string(),
  cardNumber: v.string(),
  programme: v.string(),
  tier: v.string(),
  memberId: v.string(),
  memberName: v.string(),
  state: v.picklist(CARD_STATES),
  expired: v.boolean(),
  /** When the member got the card. */
  joinedAt: v.string(),
});
export type MerchantMember = v.InferOutput<typeof MerchantMember>;
export const MerchantMemberPage = pageOf(MerchantMember);
export type MerchantMemberPage = v.InferOutput<typeof MerchantMemberPage>;

/** The CSV export's columns, in order (the header row). */
export const MEMBER_CSV_COLUMNS = [
  'cardNumber',
  'programme',
  'tier',
  'memberName',
  'state',
  'expired',
  'joinedAt',
] as const;

/** merchantStats covers the last STATS_DAYS days (UTC), today included. */
export const STATS_DAYS = 30;

export const MerchantStatsDay = v.object({
  /** The UTC day, YYYY-MM-DD. */
  day: v.string(),
  couponsCollected: v.number(),
  couponsRedeemed: v.number(),
  cardsActivated: v.number(),
  /** Paid order amounts of the merchant's goods that day, HKD minor units (cents) as a string. */
  sales: v.string(),
});
export type MerchantStatsDay = v.InferOutput<typeof MerchantStatsDay>;
export const MerchantStats = v.object({
  currency: v.literal('HKD'),
  days: v.array(MerchantStatsDay),
});
export type MerchantStats = v.InferOutput<typeof MerchantStats>;

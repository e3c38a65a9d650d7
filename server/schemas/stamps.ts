import * as v from 'valibot';
import { CommonParams, IntFromString } from './common';
import { ORDER_CURRENCIES } from './orders';
import { Instant } from './promotions';

/**
 * E-stamps (spec §1 Enterprise "e-stamps"): a merchant's stamp card, N stamps (2 to 20) earning
 * one coupon of one of the merchant's batches. Stamps come from a paid order of the merchant's goods or from the
 * merchant's desk scanning the member's card QR; a completed card gives its reward once and a new card starts.
 */
export const STAMPS_MIN = 2;
export const STAMPS_MAX = 20;

/** Where a stamp came from: a paid order (key `order:<id>`) or the desk's scan of a card QR. */
export const STAMP_SOURCES = ['ORDER', 'SCAN'] as const;
export type StampSource = (typeof STAMP_SOURCES)[number];

const Uuid = v.pipe(v.string(), v.uuid());

/** saveStampCard: the merchant's card terms (creating it, or changing it for the stamps to come). */
export const SaveStampCardForm = v.object({
  ...CommonParams,
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(80)),
  stampsRequired: IntFromString(STAMPS_MIN, STAMPS_MAX),
  rewardBatchId: Uuid,
  validFrom: Instant,
  validTo: Instant,
});
export type SaveStampCardForm = v.InferOutput<typeof SaveStampCardForm>;

/** The reward as shown: the batch's name and what it takes off. */
export const StampReward = v.object({
  batchId: v.string(),
  name: v.string(),
  method: v.picklist(['FIXPRICE', 'PERCENT']),
  currency: v.picklist(ORDER_CURRENCIES),
  value: v.string(),
  percentBp: v.number(),
});
export type StampReward = v.InferOutput<typeof StampReward>;

/** A merchant's stamp card as its merchant sees it (with how many cards were completed). */
export const StampCard = v.object({
  id: v.string(),
  mcId: v.string(),
  merchantName: v.string(),
  name: v.string(),
  stampsRequired: v.number(),
  reward: StampReward,
  validFrom: v.string(),
  validTo: v.string(),
  completedCards: v.number(),
});
export type StampCard = v.InferOutput<typeof StampCard>;
/** getMyStampCard: the caller's merchant's card, or null before it has one. */
export const MyStampCard = v.object({ card: v.nullable(StampCard) });
export type MyStampCard = v.InferOutput<typeof MyStampCard>;

/** grantStamp: the member's card QR as scanned (or typed) and the desk's key for this one grant. */
export const GrantStampForm = v.object({
  ...CommonParams,
  payload: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(300)),
  /** Chosen by the desk once per scan; the same key again grants nothing more (a double scan, a retry). */
  key: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'key_format')),
});
export type GrantStampForm = v.InferOutput<typeof GrantStampForm>;

/** What a grant did: the member's progress after it, and the reward coupon when it completed a card. */
export const StampGrant = v.object({
  memberName: v.string(),
  cardName: v.string(),
  stamps: v.number(),
  stampsRequired: v.number(),
  /** This grant completed a card (the progress starts again at 0). */
  completed: v.boolean(),
  rewardCouponId: v.nullable(v.string()),
  reward: StampReward,
  /** The key was seen before: nothing was granted now; the progress is as it stands. */
  duplicate: v.boolean(),
});
export type StampGrant = v.InferOutput<typeof StampGrant>;

/** listMyStamps: one merchant's stamp card with the caller's progress and the rewards earned. */
export const MyStamps = v.object({
  mcId: v.string(),
  merchantName: v.string(),
  cardName: v.string(),
  stamps: v.number(),
  stampsRequired: v.number(),
  rewardsEarned: v.number(),
  reward: StampReward,
  validTo: v.string(),
  updatedAt: v.string(),
});
export type MyStamps = v.InferOutput<typeof MyStamps>;
export const MyStampsList = v.object({ items: v.array(MyStamps) });

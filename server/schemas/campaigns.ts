import * as v from 'valibot';
import { CommonParams, IntFromString, LOCALES, type Locale } from './common';
import { Instant } from './promotions';
import { MyCoupon } from './coupons';
import { bracketedForm } from './form';
import { withTransferTarget } from './transfer-target';

/**
 * Campaigns (spec §1 Enterprise, §2 event pages): a merchant's event with a title, artwork, a
 * schedule, the steps a visitor follows (each text in the interface languages) and a reward: one coupon of one
 * of the merchant's batches, a token on the platform's coupon contract minted to the visitor's wallet by the
 * coupon job (through the chain journal). Limits: rewards in total and per member. Eight routes of spec §2 show
 * a campaign each, in four page kinds.
 */

/** The spec §2 routes that show a campaign, each with its page kind. */
export const CAMPAIGN_ROUTES = [
  'mcevent',
  'hsevent',
  'axalogin',
  'cclandlogin',
  'lubudsreg',
  'pjmreg',
  'pjmtrans',
  'lubudstrans',
] as const;
export type CampaignRoute = (typeof CAMPAIGN_ROUTES)[number];

/** LANDING: step instructions; MOBILE_LOGIN: opens on a phone only; REGISTER; TRANSFER: receive or pass on. */
export const CAMPAIGN_PAGE_KINDS = ['LANDING', 'MOBILE_LOGIN', 'REGISTER', 'TRANSFER'] as const;
export type CampaignPageKind = (typeof CAMPAIGN_PAGE_KINDS)[number];

export const PAGE_KIND_OF: Readonly<Record<CampaignRoute, CampaignPageKind>> = {
  mcevent: 'LANDING',
  hsevent: 'LANDING',
  axalogin: 'MOBILE_LOGIN',
  cclandlogin: 'MOBILE_LOGIN',
  lubudsreg: 'REGISTER',
  pjmreg: 'REGISTER',
  pjmtrans: 'TRANSFER',
  lubudstrans: 'TRANSFER',
};

/**
 * What a campaign gives: a coupon of a batch (an ERC-1155 token minted to the visitor's wallet), one copy of
 * the merchant's minted item (NFT: a gift order the platform delivers to the visitor's wallet, "my NFTs"), or a
 * membership card of one of the merchant's programmes (CARD: issued at its first tier, "my cards"; one per member,
 * the programme's own rule).
 */
export const CAMPAIGN_REWARD_KINDS = ['COUPON', 'NFT', 'CARD'] as const;
export type CampaignRewardKind = (typeof CAMPAIGN_REWARD_KINDS)[number];

export const CAMPAIGN_STEPS_MAX = 8;
export const CAMPAIGN_TOTAL_MAX = 1_000_000;

/** A text in the interface languages; en_US is required and stands in for a language left blank. */
export type LocalText = Record<Locale, string>;
const Line = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
export const LocalTextInput = (max: number) =>
  v.object({
    en_US: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(max)),
    zh_TW: v.optional(Line(max), ''),
    zh_CN: v.optional(Line(max), ''),
    en_JP: v.optional(Line(max), ''),
    en_KR: v.optional(Line(max), ''),
  });
export const LocalTextOut = v.object(
  Object.fromEntries(LOCALES.map((l) => [l, v.string()])) as Record<Locale, v.StringSchema<undefined>>,
);

const Uuid = v.pipe(v.string(), v.uuid());

/** The form field naming what each reward kind gives. */
export const REWARD_ID_FIELD = {
  COUPON: 'rewardBatchId',
  NFT: 'rewardProductId',
  CARD: 'rewardProgrammeId',
} as const satisfies Record<CampaignRewardKind, string>;

/** The id of what a campaign form gives, by its reward kind. */
export const rewardOf = (
  f: { rewardKind: CampaignRewardKind } & Record<(typeof REWARD_ID_FIELD)[CampaignRewardKind], string>,
) => f[REWARD_ID_FIELD[f.rewardKind]];

/** saveCampaign: a new campaign (no id) or the caller's campaign changed (limits never below what was given). */
export const SaveCampaignForm = v.pipe(
  v.object({
    ...CommonParams,
    id: v.optional(v.union([v.literal(''), Uuid]), ''),
    route: v.picklist(CAMPAIGN_ROUTES),
    title: LocalTextInput(120),
    steps: v.pipe(
      v.array(LocalTextInput(400)),
      v.minLength(1, 'steps_required'),
      v.maxLength(CAMPAIGN_STEPS_MAX, 'steps_max'),
    ),
    artwork: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500)), ''),
    startsAt: Instant,
    endsAt: Instant,
    rewardKind: v.optional(v.picklist(CAMPAIGN_REWARD_KINDS), 'COUPON'),
    rewardBatchId: v.optional(v.union([v.literal(''), Uuid]), ''),
    rewardProductId: v.optional(v.union([v.literal(''), Uuid]), ''),
    rewardProgrammeId: v.optional(v.union([v.literal(''), Uuid]), ''),
    totalLimit: IntFromString(1, CAMPAIGN_TOTAL_MAX),
    perMemberLimit: IntFromString(1, 100),
  }),
  v.check((f) => f.startsAt < f.endsAt, 'ends_before_start'),
  v.check((f) => rewardOf(f) !== '', 'reward_required'),
  // A member holds one card of a programme: a second one per member could never be given.
  v.check((f) => f.rewardKind !== 'CARD' || f.perMemberLimit === 1, 'card_once_per_member'),
  // A transfer page passes its reward on as a coupon: a collectible or a card stays with whom it was given.
  v.check(
    (f) => f.rewardKind === 'COUPON' || PAGE_KIND_OF[f.route] !== 'TRANSFER',
    'reward_not_transferable',
  ),
);
export type SaveCampaignForm = v.InferOutput<typeof SaveCampaignForm>;

export const CampaignReward = v.object({
  kind: v.picklist(CAMPAIGN_REWARD_KINDS),
  /** The coupon batch (COUPON), the item (NFT) or the card programme (CARD) it gives. */
  batchId: v.nullable(v.string()),
  productId: v.nullable(v.string()),
  programmeId: v.nullable(v.string()),
  name: v.string(),
  /** The item's picture of an NFT reward, '' for a coupon. */
  image: v.string(),
});

/** A campaign as anyone sees it; `me` is the caller's part (null when not logged in). */
export const Campaign = v.object({
  id: v.string(),
  mcId: v.string(),
  merchantName: v.string(),
  route: v.picklist(CAMPAIGN_ROUTES),
  pageKind: v.picklist(CAMPAIGN_PAGE_KINDS),
  title: LocalTextOut,
  steps: v.array(LocalTextOut),
  artwork: v.string(),
  startsAt: v.string(),
  endsAt: v.string(),
  reward: CampaignReward,
  totalLimit: v.number(),
  remaining: v.number(),
  perMemberLimit: v.number(),
  me: v.nullable(
    v.object({
      joined: v.boolean(),
      claimed: v.number(),
      couponIds: v.array(v.string()),
      /** The gift orders of an NFT reward (the item's copy follows to the wallet). */
      orderIds: v.array(v.string()),
      /** The membership cards of a CARD reward. */
      cardIds: v.array(v.string()),
    }),
  ),
});
export type Campaign = v.InferOutput<typeof Campaign>;

export const CampaignList = v.object({ items: v.array(Campaign) });
export type CampaignList = v.InferOutput<typeof CampaignList>;

export const GetCampaignQuery = v.object({ ...CommonParams, id: Uuid });
/** listCampaigns: the running (and coming) campaigns, of one route when given, newest first. */
export const ListCampaignsQuery = v.object({
  ...CommonParams,
  route: v.optional(v.picklist(CAMPAIGN_ROUTES)),
  mine: v.optional(v.picklist(['true', 'false']), 'false'),
});

export const JoinCampaignForm = v.object({ ...CommonParams, campaignId: Uuid });
/** claimCampaignReward: `key` is chosen by the client once per claim; a retry with it answers the same reward. */
export const ClaimCampaignForm = v.object({
  ...CommonParams,
  campaignId: Uuid,
  key: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'key_format')),
});
export type ClaimCampaignForm = v.InferOutput<typeof ClaimCampaignForm>;

export const CampaignClaim = v.object({
  campaignId: v.string(),
  /** The coupon a COUPON reward gave, or null. */
  coupon: v.nullable(MyCoupon),
  /** The gift order of an NFT reward (paid, its token on the way), or null. */
  order: v.nullable(v.object({ id: v.string(), number: v.string() })),
  /** The membership card a CARD reward issued (CLAIMED: the member activates it onto the chain), or null. */
  card: v.nullable(v.object({ id: v.string(), tokenId: v.number(), tierCode: v.string() })),
  /** The key was seen before: this is the reward that claim gave, nothing new. */
  duplicate: v.boolean(),
});
export type CampaignClaim = v.InferOutput<typeof CampaignClaim>;

/** transferCampaignReward: pass a reward received from a campaign on to another member. */
export const TransferCampaignRewardForm = withTransferTarget({
  ...CommonParams,
  campaignId: Uuid,
  couponId: Uuid,
});
export type TransferCampaignRewardForm = v.InferOutput<typeof TransferCampaignRewardForm>;
/** saveCampaign's body: `title[en_US]`, `steps[0][zh_TW]`… as bracketed fields. */
export const SaveCampaignBody = bracketedForm(SaveCampaignForm);

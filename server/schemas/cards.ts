import * as v from 'valibot';
import { CommonParams, IntFromString, LOCALES } from './common';
import { unflattenForm } from './form';
import { AREA_CODES } from './otp';
import { Flag, Percent } from './promotions';
import { withTransferTarget } from './transfer-target';

/**
 * Membership cards (spec §3 "Membership card", §5, §8): a merchant's card programmes with
 * tiers (each with its VIP discount), cards claimed by redeem code or issued by the QR mini page, activated on
 * chain (the platform's MembershipCard contract), transferred between members where the programme allows it.
 */

/** Spec §5/§9: a redeem code is exactly 16 characters. Crockford's alphabet: no I, L, O or U to misread. */
export const REDEEM_CODE_LENGTH = 16;
export const REDEEM_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Spec §9 "QR under 3 min": how long a card's QR stays valid before it must be refreshed. */
export const CARD_QR_TTL_SECONDS = 170;
/** A membership card's QR: `MC1.<cardId>.<exp>.<mac>`, verified by the merchant and scanned for a stamp. */
export const CARD_QR_PREFIX = 'MC1';
/** Spec §5: a member is 18 to 99. */
export const MEMBER_AGE = { min: 18, max: 99 } as const;
export const CARD_TIERS_MAX = 6;
export const REDEEM_CODES_MAX = 1000;

/**
 * A card's stored state: CLAIMED (the member's, not yet on chain), ACTIVATING (the activation job is queued or
 * minting), ACTIVE (on chain in the holder's platform wallet), TRANSFERRING (the token moving to a new holder).
 */
export const CARD_STATES = ['CLAIMED', 'ACTIVATING', 'ACTIVE', 'TRANSFERRING'] as const;
export type CardState = (typeof CARD_STATES)[number];
/** How a member got the card: a redeem code, the QR mini page, or a campaign's reward (a transfer keeps it). */
export const CARD_SOURCES = ['CODE', 'QR', 'CAMPAIGN'] as const;

const Uuid = v.pipe(v.string(), v.uuid());
const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
const Name = v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(80));

/** One tier of a programme: its name and the VIP discount its cards give at checkout. */
export const CardTier = v.object({
  code: v.string(),
  name: v.string(),
  vipDiscountBp: v.number(),
});
export type CardTier = v.InferOutput<typeof CardTier>;

export const CardTierInput = v.object({
  name: Name,
  /** The VIP discount in percent (0 to 100, two decimals). */
  vipPercent: Percent,
});

/** createCardProgramme (spec §6: cards are non-transferable except for corporate members). */
export const CardProgrammeForm = v.object({
  ...CommonParams,
  name: Name,
  description: v.optional(Text(500), ''),
  tiers: v.pipe(
    v.array(CardTierInput),
    v.minLength(1, 'tiers_required'),
    v.maxLength(CARD_TIERS_MAX, 'tiers_max'),
  ),
  /** A corporate programme: its cards may move between members. */
  transferable: Flag('false'),
  /** Months a card is valid from its issue. */
  validityMonths: IntFromString(1, 120),
  /** The web3 group a holder joins (spec §3 "web3 group membership"); the programme's name when blank. */
  web3Group: v.optional(Text(80), ''),
  /** The merchant's default programme: the QR mini page issues its cards. */
  isDefault: Flag('false'),
});
export type CardProgrammeForm = v.InferOutput<typeof CardProgrammeForm>;
export const CardProgrammeBody = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform(unflattenForm),
  CardProgrammeForm,
);

export const CardProgramme = v.object({
  id: v.string(),
  mcId: v.string(),
  merchantName: v.string(),
  name: v.string(),
  description: v.string(),
  tiers: v.array(CardTier),
  transferable: v.boolean(),
  validityMonths: v.number(),
  web3Group: v.string(),
  isDefault: v.boolean(),
  blockchain: v.string(),
  /** Cards claimed or issued so far. */
  cards: v.number(),
  createdAt: v.string(),
});
export type CardProgramme = v.InferOutput<typeof CardProgramme>;
export const CardProgrammeList = v.object({ items: v.array(CardProgramme) });

/** generateRedeemCodes: `count` codes for cards of one tier; `cards` caps how many may be claimed. */
export const RedeemCodesForm = v.object({
  ...CommonParams,
  programmeId: Uuid,
  tier: v.pipe(v.string(), v.trim(), v.maxLength(20)),
  count: IntFromString(1, REDEEM_CODES_MAX),
  /** Cards the batch gives out (first come, first served); as many as codes when absent. */
  cards: v.optional(v.union([v.literal(''), IntFromString(1, REDEEM_CODES_MAX)])),
});
export const RedeemCodeBatch = v.object({
  batchId: v.string(),
  programmeId: v.string(),
  tier: v.string(),
  quantity: v.number(),
  remaining: v.number(),
  codes: v.array(v.string()),
  createdAt: v.string(),
});
export type RedeemCodeBatch = v.InferOutput<typeof RedeemCodeBatch>;

/** redeemCardCode: spec §5 exactly 16 characters (spaces and dashes as printed are ignored). */
export const RedeemCode = v.pipe(
  v.string(),
  v.transform((s) => s.replace(/[\s-]/g, '').toUpperCase()),
  v.length(REDEEM_CODE_LENGTH, 'redeem_code_length'),
);
export const RedeemCardForm = v.object({ ...CommonParams, code: RedeemCode });

/** The member info form (spec §3 Membership card). */
export const CardMemberInfo = v.object({
  englishName: v.string(),
  chineseName: v.string(),
  title: v.picklist(['', 'MR', 'MS']),
  birthYear: v.nullable(v.number()),
  birthMonth: v.nullable(v.number()),
  age: v.nullable(v.number()),
  email: v.string(),
  areaCode: v.string(),
  mobile: v.string(),
  address: v.string(),
  photo: v.nullable(v.string()),
  area: v.string(),
  district: v.string(),
  language: v.string(),
});
export type CardMemberInfo = v.InferOutput<typeof CardMemberInfo>;

/** saveCardMemberInfo: the form as typed; the age is worked out from the birth year and month (18–99). */
export const CardMemberInfoForm = v.object({
  ...CommonParams,
  id: Uuid,
  englishName: v.pipe(Text(80), v.regex(/^[A-Za-z][A-Za-z .'-]*$/, 'english_name')),
  chineseName: v.optional(Text(40), ''),
  title: v.picklist(['MR', 'MS'], 'title'),
  birthYear: IntFromString(1900, 2100),
  birthMonth: IntFromString(1, 12),
  email: v.optional(
    v.pipe(
      Text(254),
      v.check((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), 'email_format'),
    ),
    '',
  ),
  areaCode: v.optional(v.picklist(AREA_CODES), '+852'),
  mobile: v.optional(v.pipe(Text(15), v.regex(/^\d*$/, 'mobile')), ''),
  address: v.optional(Text(300), ''),
  /** An uploaded image's id (purpose card_photo), or blank. */
  photoFileId: v.optional(v.union([Uuid, v.literal('')]), ''),
  area: v.optional(Text(40), ''),
  district: v.optional(Text(40), ''),
  language: v.optional(v.picklist(LOCALES), 'zh_TW'),
});
export type CardMemberInfoForm = v.InferOutput<typeof CardMemberInfoForm>;

/** Where the card's activation stands: the job waits (about 3 minutes, spec §4), then mints. */
export const CardActivation = v.object({
  state: v.picklist(['NONE', 'QUEUED', 'MINTING', 'DONE']),
  requestedAt: v.nullable(v.string()),
  readyAt: v.nullable(v.string()),
  activatedAt: v.nullable(v.string()),
});

/** A card in "my cards". */
export const CardSummary = v.object({
  id: v.string(),
  number: v.string(),
  tokenId: v.string(),
  contractAddress: v.nullable(v.string()),
  blockchain: v.string(),
  name: v.string(),
  issuer: v.string(),
  mcId: v.string(),
  tier: CardTier,
  state: v.picklist(CARD_STATES),
  expired: v.boolean(),
  transferable: v.boolean(),
  issueDate: v.string(),
  expiryDate: v.string(),
  activation: CardActivation,
});
export type CardSummary = v.InferOutput<typeof CardSummary>;
export const CardList = v.object({ items: v.array(CardSummary) });

/** getCard: every field of spec §3 "Membership card" (the QR comes from getCardQr). */
export const CardDetail = v.object({
  ...CardSummary.entries,
  ownerId: v.string(),
  info: CardMemberInfo,
  web3Group: v.object({ name: v.string(), member: v.boolean() }),
  txHash: v.nullable(v.string()),
  walletAddress: v.nullable(v.string()),
});
export type CardDetail = v.InferOutput<typeof CardDetail>;

export const CardIdQuery = v.object({ ...CommonParams, id: Uuid });
export const CardIdForm = v.object({ ...CommonParams, id: Uuid });

export const CardQr = v.object({ payload: v.string(), image: v.string(), expiresAt: v.string() });
export type CardQr = v.InferOutput<typeof CardQr>;
export const CardQrQuery = v.object({ ...CommonParams, payload: v.pipe(v.string(), v.maxLength(300)) });
/** verifyCardQr: what the merchant sees of a scanned card. */
export const CardCheck = v.object({
  valid: v.boolean(),
  card: v.nullable(
    v.object({ number: v.string(), name: v.string(), tier: CardTier, holderName: v.string() }),
  ),
  expiresAt: v.nullable(v.string()),
});
export type CardCheck = v.InferOutput<typeof CardCheck>;

/** activateCard (spec §2 "card activation by token id and contract address"). */
export const ActivateCardForm = v.object({
  ...CommonParams,
  tokenId: v.pipe(v.string(), v.trim(), v.regex(/^\d{1,30}$/, 'token_id')),
  contractAddress: v.pipe(v.string(), v.trim(), v.maxLength(64)),
  /** The wallet to hold the card: the member's platform wallet (the default). */
  walletAddress: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64)), ''),
  quantity: v.optional(IntFromString(0, 1_000_000), 1),
});
export type ActivateCardForm = v.InferOutput<typeof ActivateCardForm>;

/** transferCard (spec §5): to another member by mobile or e-mail, with the captcha. */
export const TransferCardForm = withTransferTarget({ ...CommonParams, id: Uuid });
export type TransferCardForm = v.InferOutput<typeof TransferCardForm>;

import * as v from 'valibot';
import { FormFlag } from './auth';
import { CoinChainCheck } from './coin-chain';
import { CommonParams, IntFromString, pageOf } from './common';
import { bracketedForm } from './form';

/**
 * Loyalty coins (spec §1 Enterprise "loyalty coins"): a merchant's own points, earned on its goods, stamp
 * cards and campaigns, held in lots that become spendable after a pending period and expire at the start of
 * a calendar month, and paid with at the merchant's checkout. Amounts are whole coins; on the wire they are
 * digit strings (a bigint never passes through a float).
 */
export const COIN_LEDGER_KINDS = ['EARN', 'SPEND', 'EXPIRE', 'REVERSE', 'ADJUST'] as const;
export type CoinLedgerKind = (typeof COIN_LEDGER_KINDS)[number];

export const COIN_PENDING_DAYS_DEFAULT = 14;
export const COIN_EXPIRY_MONTHS_DEFAULT = 6;
/** "Expiring soon" in a member's balance: within this many days. */
export const COIN_EXPIRING_SOON_DAYS = 30;
/** At most 10^15 coins in one amount: far below bigint's range, so sums of many rows cannot overflow. */
const MAX_DIGITS = 15;

/** A positive whole number of coins as digits ('0', '-1', '1.5', '1e3' are refused). */
export const CoinAmount = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((x): string => String(x)),
  v.trim(),
  v.regex(new RegExp(`^[1-9][0-9]{0,${MAX_DIGITS - 1}}$`), 'coin_amount'),
  v.transform((x: string): bigint => BigInt(x)),
);
/** A whole number of coins, zero allowed. */
export const CoinCount = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((x): string => String(x)),
  v.trim(),
  v.regex(new RegExp(`^(0|[1-9][0-9]{0,${MAX_DIGITS - 1}})$`), 'coin_amount'),
  v.transform((x: string): bigint => BigInt(x)),
);
/** A signed non-zero whole number of coins (a merchant's adjustment). */
export const CoinDelta = v.pipe(
  v.string(),
  v.trim(),
  v.regex(new RegExp(`^-?[1-9][0-9]{0,${MAX_DIGITS - 1}}$`), 'coin_amount'),
  v.transform((x: string): bigint => BigInt(x)),
);
/** An idempotency key chosen by the caller once per operation (a retry sends the same one). */
export const CoinKey = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_:.-]{8,100}$/, 'key_format'));

/** A campaign whose reward also gives coins: how many per reward claimed. */
export const CampaignCoinRule = v.object({
  campaignId: v.pipe(v.string(), v.uuid()),
  coins: CoinAmount,
});
export type CampaignCoinRule = { campaignId: string; coins: string };

/** saveLoyaltyCoin: the merchant's coin and its earn rules (creating it, or changing them for what follows). */
export const SaveLoyaltyCoinForm = v.object({
  ...CommonParams,
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(40)),
  symbol: v.pipe(v.string(), v.trim(), v.regex(/^[A-Z0-9]{2,8}$/, 'symbol_format')),
  artworkPath: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300)), ''),
  /** HKD cents one coin pays for (e.g. 10: HK$0.10). */
  valueMinor: CoinAmount,
  /** Coins per HK$1 spent on the merchant's goods, as num/den (0/1: none). */
  earnPerHkdNum: v.optional(IntFromString(0, 1_000_000), 0),
  earnPerHkdDen: v.optional(IntFromString(1, 1_000_000), 1),
  coinsPerStampCard: v.optional(CoinCount, '0'),
  campaignRules: v.optional(v.pipe(v.array(CampaignCoinRule), v.maxLength(50)), []),
  pendingDays: v.optional(IntFromString(0, 365), COIN_PENDING_DAYS_DEFAULT),
  expiryMonths: v.optional(IntFromString(1, 120), COIN_EXPIRY_MONTHS_DEFAULT),
  onChain: FormFlag,
});
export type SaveLoyaltyCoinForm = v.InferOutput<typeof SaveLoyaltyCoinForm>;
/** The form as sent: campaign rules as bracketed fields (`campaignRules[0][campaignId]`). */
export const SaveLoyaltyCoinBody = bracketedForm(SaveLoyaltyCoinForm);

const Digits = v.pipe(v.string(), v.regex(/^-?\d+$/));

/** A merchant's coin as anyone reads it (getLoyaltyCoin) and as saveLoyaltyCoin answers it. */
export const LoyaltyCoin = v.object({
  mcId: v.string(),
  merchantName: v.string(),
  name: v.string(),
  symbol: v.string(),
  artworkPath: v.string(),
  valueMinor: Digits,
  earnPerHkd: v.object({ num: v.number(), den: v.number() }),
  coinsPerStampCard: Digits,
  campaignRules: v.array(v.object({ campaignId: v.string(), coins: Digits })),
  pendingDays: v.number(),
  expiryMonths: v.number(),
  onChain: v.boolean(),
});
export type LoyaltyCoin = v.InferOutput<typeof LoyaltyCoin>;

/** listMyCoinBalances: the caller's coins at one merchant. */
export const CoinBalance = v.object({
  mcId: v.string(),
  merchantName: v.string(),
  coinName: v.string(),
  symbol: v.string(),
  artworkPath: v.string(),
  valueMinor: Digits,
  /** Spendable now. */
  spendable: Digits,
  /** Earned but still in the pending period; `nextSpendableAt` the earliest of them becomes spendable. */
  pending: Digits,
  nextSpendableAt: v.nullable(v.string()),
  /** Spendable or pending coins expiring within COIN_EXPIRING_SOON_DAYS; `expiringAt` the first date. */
  expiringSoon: Digits,
  expiringAt: v.nullable(v.string()),
  /** spendable + pending. */
  total: Digits,
});
export type CoinBalance = v.InferOutput<typeof CoinBalance>;
export const CoinBalanceList = v.object({ items: v.array(CoinBalance) });
export type CoinBalanceList = v.InferOutput<typeof CoinBalanceList>;

/** listCoinHistory: the caller's ledger rows at the merchant of `mcId`, newest first. */
export const CoinHistoryQuery = v.object({
  ...CommonParams,
  cursor: v.optional(v.string()),
  limit: v.optional(IntFromString(1, 100), 50),
});
export type CoinHistoryQuery = v.InferOutput<typeof CoinHistoryQuery>;

export const CoinHistoryEntry = v.object({
  id: v.string(),
  kind: v.picklist(COIN_LEDGER_KINDS),
  delta: Digits,
  orderId: v.nullable(v.string()),
  /** The lot's expiry (for an earn: when these coins go). */
  lotExpiresAt: v.string(),
  reason: v.string(),
  createdAt: v.string(),
});
export type CoinHistoryEntry = v.InferOutput<typeof CoinHistoryEntry>;
export const CoinHistoryPage = pageOf(CoinHistoryEntry);
export type CoinHistoryPage = v.InferOutput<typeof CoinHistoryPage>;

/** An exact ratio (no float on the wire); null when the denominator is 0. */
export const CoinRatio = v.nullable(v.object({ num: Digits, den: Digits }));
export type CoinRatio = v.InferOutput<typeof CoinRatio>;

/**
 * coinLiabilityReport: the merchant's coins from its ledger. outstanding = issued + adjusted − spent −
 * expired − reversed (= the sum of the ledger); liability = outstanding × value (HKD cents).
 */
export const CoinLiability = v.object({
  mcId: v.string(),
  symbol: v.string(),
  valueMinor: Digits,
  /** EARN rows. */
  issued: Digits,
  /** ADJUST rows, signed. */
  adjusted: Digits,
  /** SPEND rows less the spent coins given back by reversals. */
  spent: Digits,
  expired: Digits,
  /** Earned coins taken back (a refunded order's). */
  reversed: Digits,
  outstanding: Digits,
  liabilityMinor: Digits,
  /** spent / (issued − reversed). */
  redemptionRate: CoinRatio,
  /** expired / (issued − reversed). */
  breakageRate: CoinRatio,
  /** Members holding coins. */
  holders: v.number(),
  asOf: v.string(),
  /** The coin's ERC-20 mirror at its last reconciliation; absent while the coin is not on chain. */
  chain: v.optional(CoinChainCheck),
});
export type CoinLiability = v.InferOutput<typeof CoinLiability>;
export const COIN_LIABILITY_CSV_COLUMNS = [
  'mcId',
  'symbol',
  'valueMinor',
  'issued',
  'adjusted',
  'spent',
  'expired',
  'reversed',
  'outstanding',
  'liabilityMinor',
  'redemptionRate',
  'breakageRate',
  'holders',
  'asOf',
] as const;

/** adjustCoins: a merchant's correction of one member's coins, once per key. */
export const AdjustCoinsForm = v.object({
  ...CommonParams,
  memberId: v.pipe(v.string(), v.uuid()),
  delta: CoinDelta,
  reason: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(200)),
  key: CoinKey,
});
export type AdjustCoinsForm = v.InferOutput<typeof AdjustCoinsForm>;

/** What a coin operation wrote: one leg per lot it touched; `duplicate` when the key was seen before. */
export const CoinOperation = v.object({
  key: v.string(),
  kind: v.picklist(COIN_LEDGER_KINDS),
  memberId: v.string(),
  /** The operation's net change to the member's coins. */
  delta: Digits,
  legs: v.array(v.object({ lotId: v.string(), kind: v.picklist(COIN_LEDGER_KINDS), delta: Digits })),
  duplicate: v.boolean(),
});
export type CoinOperation = v.InferOutput<typeof CoinOperation>;

/** getCoinTender: the buyer's own order. */
export const CoinTenderQuery = v.object({ ...CommonParams, orderId: v.pipe(v.string(), v.uuid()) });
export type CoinTenderQuery = v.InferOutput<typeof CoinTenderQuery>;

/** Why coins cannot pay an order: no coin at its merchant, not an HKD order, or nothing left to pay. */
export const COIN_TENDER_REASONS = ['no_coin', 'currency', 'nothing_left'] as const;

/**
 * getCoinTender: whether the order's merchant's coin can pay it now, and how many of the buyer's coins at
 * most: maxCoins = min(spendable, floor(leftAmount / valueHkdCents)). Whole coins and HKD cents, digit strings.
 */
export const CoinTenderQuote = v.object({
  available: v.boolean(),
  reason: v.nullable(v.picklist(COIN_TENDER_REASONS)),
  coin: v.nullable(
    v.object({
      mcId: v.string(),
      name: v.string(),
      symbol: v.string(),
      artwork: v.nullable(v.string()),
      valueHkdCents: Digits,
    }),
  ),
  spendable: Digits,
  maxCoins: Digits,
  leftAmount: Digits,
});
export type CoinTenderQuote = v.InferOutput<typeof CoinTenderQuote>;

/** payWithCoins: `coins` of the buyer's coin pay part or all of the order, once per `requestKey`. */
export const PayWithCoinsForm = v.object({
  ...CommonParams,
  orderId: v.pipe(v.string(), v.uuid()),
  coins: CoinAmount,
  requestKey: v.pipe(v.string(), v.uuid()),
});
export type PayWithCoinsForm = v.InferOutput<typeof PayWithCoinsForm>;

/** payWithCoins's answer: the coin payment (a capture of provider `coins`) and where the order stands. */
export const CoinPayment = v.object({
  orderId: v.string(),
  paymentId: v.string(),
  coins: Digits,
  /** coins × value, HKD cents. */
  amount: Digits,
  paidAmount: Digits,
  leftAmount: Digits,
  /** The buyer's coins at the merchant still spendable after this payment. */
  spendable: Digits,
});
export type CoinPayment = v.InferOutput<typeof CoinPayment>;

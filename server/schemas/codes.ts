/**
 * Every meta.code the API answers with, shared by the server (to answer) and the app (to translate).
 * HTTP-like codes come first; the numbered ones are the spec's (§8), platform codes use 41xx/42xx.
 */
export const Code = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  SERVER_ERROR: 500,
  UNAVAILABLE: 503,
  // Platform: request signing (DESIGN §4).
  SIGNATURE_MISSING: 4101,
  SIGNATURE_INVALID: 4102,
  SIGNATURE_EXPIRED: 4103,
  SIGNATURE_REPLAYED: 4104,
  UNKNOWN_APP: 4105,
  VALIDATION_FAILED: 4200,
  // Platform: members (spec §8 Login/sign-up texts).
  CODE_WRONG: 4301,
  CODE_EXPIRED: 4302,
  CODE_RESEND_TOO_SOON: 4303,
  ALREADY_REGISTERED: 4304,
  CAPTCHA_WRONG: 4305,
  ACCOUNT_LOCKED: 4306,
  PASSWORD_NOT_SET_FIRST: 4307,
  // Platform: wallets and chain.
  /** Custodial wallet: bind an e-mail (or, with phone registration on, a mobile) first (spec §5). */
  WALLET_NEEDS_CONTACT: 4401,
  /** A bound wallet cannot be unbound while in use: balance, withdrawal, transfer or held items. */
  WALLET_IN_USE: 4402,
  /** Sign-In-with-Ethereum message or signature wrong: other domain, chain, address or expired. */
  SIWE_INVALID: 4403,
  /** The SIWE nonce was already used. */
  SIWE_NONCE_USED: 4404,
  /** The wallet step's ref is unknown, expired, already finished or not the caller's. */
  WALLET_REF_INVALID: 4405,
  /** The address is bound to another member on this chain. */
  WALLET_BOUND_ELSEWHERE: 4406,
  /** No wallet bound on this chain. */
  NO_WALLET: 4407,
  /** Withdrawal: the balance does not exceed the minimum (spec §5, 0.01 ETH/MATIC). */
  WITHDRAW_BELOW_MINIMUM: 4410,
  /** Withdrawal check: not paid (label_withdrawal_fail). */
  WITHDRAW_FAILED: 4411,
  /** Withdrawal already extracted (spec §8 login/sign-up list: "withdrawal already extracted"). */
  WITHDRAW_ALREADY_EXTRACTED: 4412,
  /** Mint retry asked for an item whose mint has not failed. */
  MINT_NOT_RETRYABLE: 4420,
  /** Transfer: the target is not a valid external address (e.g. the member's own custodial wallet). */
  TRANSFER_TARGET_INVALID: 4421,
  /** A chain-bound call could not reach the chain within 5 s; browsing is unaffected. */
  CHAIN_UNAVAILABLE: 4501,
  /** The file store (an S3-compatible bucket) could not be reached or refused access; nothing was stored. */
  STORAGE_UNAVAILABLE: 4502,
  /**
   * The database could not be reached or the connection broke mid-request (a restart, a failover): 503,
   * nothing was half-written (PostgreSQL rolls back an unfinished transaction); try again in a few seconds.
   */
  DATABASE_UNAVAILABLE: 4503,
  /**
   * The database works but this server's connections to it are all busy and the wait for one passed its bound
   * (a burst larger than DB_POOL_QUEUE_MAX, or longer than DB_POOL_QUEUE_WAIT_MS): 503 with Retry-After.
   * Nothing was run for the request's refused query; try again after Retry-After seconds.
   */
  DATABASE_BUSY: 4504,
  // Platform: orders and payments.
  /** The order machine does not take this action in the order's state (e.g. cancel after payment). */
  ORDER_STATE_INVALID: 4601,
  /** Fewer units left than asked for (spec §5: quantity not above stock); nothing was reserved. */
  OUT_OF_STOCK: 4602,
  /** The merchant's ONLINEORDER config closes ordering now (flag off or outside its time window). */
  ORDERING_CLOSED: 4603,
  /** Spec §5: the goods after discounts must come to at least 1 (0.01 of a coin for crypto). */
  ORDER_BELOW_MINIMUM: 4604,
  /** Spec §5/§9: a payment of at least 0.01, a card payment of at least 1 USD. */
  PAYMENT_BELOW_MINIMUM: 4605,
  /** A provider reference seen before with another amount: refused, the first record stands. */
  PAYMENT_REF_CONFLICT: 4606,
  /** The delivery's transaction hash does not show this token going from the seller to the buyer. */
  TX_NOT_VERIFIED: 4607,
  /** One order holds the items of one seller; the cart checks out per seller. */
  ONE_SELLER_PER_ORDER: 4608,
  /** The seller does not take cash on delivery for this item (or the item is not a physical good). */
  COD_NOT_ALLOWED: 4609,
  /** The delivery type does not suit the items (NFTs are NONE, physical goods DLV, BRH or BOX). */
  DELIVERY_TYPE_INVALID: 4610,
  /** The item is not on sale (off shelf, sold or an auction). */
  ITEM_NOT_FOR_SALE: 4611,
  /** The wallet paying from the platform's custody holds less than the amount and its gas. */
  INSUFFICIENT_FUNDS: 4612,
  // Platform: loyalty.
  /** A coupon's shop QR (or typed code) has expired: the holder shows a fresh one. */
  QR_EXPIRED: 4701,
  /** The coupon is held by an unpaid order, already used or redeemed, or past its validity. */
  COUPON_UNAVAILABLE: 4702,
  /** One voucher per order: a promotion code or a coupon, not both. */
  ONE_VOUCHER_PER_ORDER: 4703,
  /** The card is being activated or moved on chain; try again when that is done. */
  CARD_BUSY: 4704,
  /** Coins: more than the member's spendable coins at this merchant (data.spendable says how many). */
  COINS_INSUFFICIENT: 4710,
  /** Coins: enough only with coins still in their pending period (data.nextSpendableAt says when). */
  COINS_PENDING: 4711,
  /** Coins: enough only with coins past their expiry. */
  COINS_EXPIRED: 4712,
  /** Coins: a merchant's coins pay only for that merchant's goods. */
  COINS_OTHER_MERCHANT: 4713,
  /** Coins: the idempotency key was used before for another operation; the first one stands. */
  COIN_KEY_CONFLICT: 4714,
  /** Coins: a reversal asks for more than the spend or earn has left to give back. */
  COIN_REVERSAL_EXCEEDS: 4715,
  // Platform: auctions.
  /** The bid is below the opening bid or the leading bid plus the minimum increment. */
  BID_TOO_LOW: 4801,
  /** The auction has ended, was settled or cancelled: no more bids or changes. */
  AUCTION_CLOSED: 4802,
  /** The auction has not started yet. */
  AUCTION_NOT_STARTED: 4803,
  /** Another bid was placed at the same moment and leads now; read the auction again and bid again. */
  BID_OUTPACED: 4804,
  /** A bid meets the reserve: the seller can no longer cancel the auction. */
  AUCTION_RESERVE_MET: 4805,
  /** The bidder's marketplace balance on the auction's chain is less than the bid. */
  BALANCE_TOO_LOW: 4806,
  // Spec §8.
  VERIFICATION_FAILED: 1004,
  NETWORK_UNSTABLE: 1005,
  TRANSACTION_EXPIRED: 1006,
  PAYMENT_NOT_OPEN: 1007,
  NETWORK_UNSTABLE_2: 1008,
  CARD_EXPIRED: 1009,
  CHECK_PAYMENT_EMAIL: 1012,
  CANCELLED_OR_NOT_VALID: 1013,
  ROYALTY_LOCKED: 1020,
  OFF_SHELF_ORDER_IN_PROGRESS: 1021,
  CONTRACT_TYPE_REQUIRED: 1022,
  MEMBER_ALREADY_COLLECTED: 1027,
  SOLD_OUT: 1028,
  ALREADY_CLAIMED: 1029,
  INVALID_WALLET_ADDRESS: 1041,
  WRONG_QUANTITY: 1044,
  INVALID_REDEEM_CODE: 1045,
  NOT_TRANSFERABLE: 1046,
  OWN_COLLECTIBLE: 1047,
  NOT_YOURS_ACTIVATION: 1049,
  CANNOT_BUY_OWN: 1050,
  NO_LONGER_IN_WALLET: 2003,
  ITEM_LOCKED: 4000,
  TARGET_NOT_MEMBER: 4004,
  PROMO_EXPIRED: 8102,
  PROMO_NOT_IN_PERIOD: 8105,
  PROMO_REUSED: 8106,
  OFFER_NOT_STARTED: 8201,
  LIST_DEFAULT_ERROR: 9000,
  NO_LOGIN_PASSWORD: 9011,
} as const;

/**
 * Refusals that may pass by themselves, so a page offers "Retry" for them: no answer or a party down
 * (network, timeout, server, database, chain, storage), too many tries, an item held by another buyer's unpaid
 * order (4000, free again when that order ends) and ordering hours (4603). Every other refusal (out of stock,
 * the buyer's own item, below the minimum…) answers the same until the buyer changes something.
 */
const PASSING: ReadonlySet<number> = new Set([
  Code.RATE_LIMITED,
  Code.SERVER_ERROR,
  Code.UNAVAILABLE,
  Code.CHAIN_UNAVAILABLE,
  Code.STORAGE_UNAVAILABLE,
  Code.DATABASE_UNAVAILABLE,
  Code.DATABASE_BUSY,
  Code.NETWORK_UNSTABLE,
  Code.NETWORK_UNSTABLE_2,
  Code.ITEM_LOCKED,
  Code.ORDERING_CLOSED,
  Code.LIST_DEFAULT_ERROR,
]);
export const isRetryable = (code: number): boolean => PASSING.has(code);

export type CodeName = keyof typeof Code;
export type CodeValue = (typeof Code)[CodeName];

/** HTTP status for a meta.code: HTTP-like codes map to themselves, business codes to 400/409-style answers. */
export function httpStatusFor(code: number): number {
  if (code >= 200 && code < 600) return code;
  switch (code) {
    case Code.SIGNATURE_MISSING:
    case Code.SIGNATURE_INVALID:
    case Code.SIGNATURE_EXPIRED:
    case Code.SIGNATURE_REPLAYED:
    case Code.UNKNOWN_APP:
      return 401;
    case Code.CHAIN_UNAVAILABLE:
    case Code.STORAGE_UNAVAILABLE:
    case Code.DATABASE_UNAVAILABLE:
    case Code.DATABASE_BUSY:
      return 503;
    case Code.WALLET_IN_USE:
    case Code.WALLET_BOUND_ELSEWHERE:
    case Code.SIWE_NONCE_USED:
    case Code.WITHDRAW_ALREADY_EXTRACTED:
      return 409;
    case Code.CODE_RESEND_TOO_SOON:
    case Code.ACCOUNT_LOCKED:
      return 429;
    case Code.ORDER_STATE_INVALID:
    case Code.OUT_OF_STOCK:
    case Code.PAYMENT_REF_CONFLICT:
    case Code.ITEM_NOT_FOR_SALE:
    case Code.ALREADY_REGISTERED:
    case Code.ITEM_LOCKED:
    case Code.OFF_SHELF_ORDER_IN_PROGRESS:
    case Code.ALREADY_CLAIMED:
    case Code.MEMBER_ALREADY_COLLECTED:
    case Code.SOLD_OUT:
    case Code.COUPON_UNAVAILABLE:
    case Code.CARD_BUSY:
    case Code.COIN_KEY_CONFLICT:
    case Code.AUCTION_CLOSED:
    case Code.BID_OUTPACED:
    case Code.AUCTION_RESERVE_MET:
      return 409;
    default:
      return 400;
  }
}

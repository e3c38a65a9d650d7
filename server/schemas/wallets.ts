import * as v from 'valibot';
import { EthAddress } from './collections';
import { CommonParams, IntFromString, pageOf } from './common';

/** Wallets and chain: API contracts shared by server routes and the app. */

export const BLOCKCHAINS = ['ETHEREUM', 'POLYGON'] as const;
export type Blockchain = (typeof BLOCKCHAINS)[number];
export const Blockchain = v.picklist(BLOCKCHAINS);
/** Spec §3: METAMASK (default), CUSTONOMY, OKX, otherwise the product's own custodial wallet (OWN). */
export const WALLET_TYPES = ['METAMASK', 'CUSTONOMY', 'OKX', 'OWN'] as const;
export type WalletType = (typeof WALLET_TYPES)[number];
export const WalletType = v.picklist(WALLET_TYPES);
/** Native coin per chain (spec §9). */
export const NATIVE_COIN = { ETHEREUM: 'ETH', POLYGON: 'MATIC' } as const satisfies Record<
  Blockchain,
  string
>;
/** Spec §5/§9: a withdrawal needs a balance above 0.01 of the chain's coin. */
export const WITHDRAW_MINIMUM = '0.01';
/** Spec §4/§9: the app checks a withdrawal 2 s after the dialog is confirmed or cancelled. */
export const WITHDRAW_RECHECK_MS = 2000;
/** A wallet step (new window) stays open this long. */
export const WALLET_STEP_TTL_MINUTES = 15;
/** Spec §9 price picker currencies, plus the default HKD. */
export const PICKER_CURRENCIES = ['HKD', 'BTC', 'ETH', 'USDT', 'MATIC'] as const;
export const PickerCurrency = v.picklist(PICKER_CURRENCIES);

const Ref = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'ref_format'));
const Uuid = v.pipe(v.string(), v.uuid());
/** A 0x signature (65 bytes; longer for smart-contract wallets). */
const Signature = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{130,}$/, 'signature_format'));
/** A Sign-In-with-Ethereum (EIP-4361) message as the wallet signed it. */
const SiweMessage = v.pipe(v.string(), v.minLength(1), v.maxLength(4000));

// ---- Wallet steps (connect, unbind, change) -----------------------------------------------------------------

/** getConnectWalletUrl / getUnbindWalletUrl (spec §7: blockchain, walletType); `op` picks connect or change. */
export const WalletUrlQuery = v.object({
  ...CommonParams,
  blockchain: v.optional(Blockchain, 'ETHEREUM'),
  walletType: v.optional(WalletType, 'METAMASK'),
  op: v.optional(v.picklist(['connect', 'change']), 'connect'),
});
export type WalletUrlQuery = v.InferOutput<typeof WalletUrlQuery>;
/** The page to open in a new window and the step's single-use handle. */
export const WalletUrl = v.object({ url: v.string(), ref: v.string(), blockchain: Blockchain });
export type WalletUrl = v.InferOutput<typeof WalletUrl>;

export const RefQuery = v.object({ ...CommonParams, ref: Ref });
/** What the wallet-step page needs to run the step. */
export const WalletStep = v.object({
  ref: v.string(),
  op: v.picklist(['CONNECT', 'UNBIND', 'CHANGE', 'WITHDRAW', 'TRANSFER']),
  blockchain: Blockchain,
  chainId: v.number(),
  walletType: v.nullable(WalletType),
  status: v.picklist(['OPEN', 'DONE', 'FAILED', 'CANCELLED']),
  resultCode: v.nullable(v.number()),
  expiresAt: v.string(),
  /** The withdrawal or transfer, for the WITHDRAW and TRANSFER steps. */
  subjectId: v.nullable(v.string()),
});
export type WalletStep = v.InferOutput<typeof WalletStep>;

/** siweNonce: a single-use nonce for the step's Sign-In-with-Ethereum message; domain and chain are checked. */
export const SiweNonce = v.object({
  nonce: v.string(),
  chainId: v.number(),
  /** The host the message's domain must equal. */
  domain: v.string(),
  statement: v.string(),
  expiresAt: v.string(),
});
export type SiweNonce = v.InferOutput<typeof SiweNonce>;

/** playerConnect / playerChangeWallet: browser wallets prove ownership with SIWE; OWN and CUSTONOMY do not. */
export const PlayerConnectForm = v.object({
  ...CommonParams,
  ref: Ref,
  walletType: v.optional(WalletType, 'METAMASK'),
  message: v.optional(SiweMessage),
  signature: v.optional(Signature),
});
export type PlayerConnectForm = v.InferOutput<typeof PlayerConnectForm>;
export const PlayerRefForm = v.object({ ...CommonParams, ref: Ref });

/** Spec §7 wallet-address update callback: path carries action, member id, step token (ref), app id, type. */
export const WalletCallbackParams = v.object({
  action: v.picklist(['bind', 'unbind']),
  memberId: Uuid,
  token: Ref,
  appId: v.string(),
  walletType: WalletType,
});
/** The provider's body, signed with its callback secret (X-Provider-Signature: hex HMAC-SHA256 of the body). */
export const WalletCallbackForm = v.object({
  address: v.optional(EthAddress),
  blockchain: v.optional(Blockchain, 'ETHEREUM'),
});

// ---- Players -----------------------------------------------------------------------------------------------

export const BoundWallet = v.object({
  blockchain: Blockchain,
  walletAddress: v.string(),
  walletType: WalletType,
  /** True for the product's own custodial wallet. */
  custodial: v.boolean(),
  boundAt: v.string(),
});
export type BoundWallet = v.InferOutput<typeof BoundWallet>;
export const PlayerDetail = v.object({
  memberId: v.string(),
  name: v.string(),
  nickname: v.nullable(v.string()),
  currency: PickerCurrency,
  wallets: v.array(BoundWallet),
});
export type PlayerDetail = v.InferOutput<typeof PlayerDetail>;
export const PlayerDetailQuery = v.object({ ...CommonParams, memberId: v.optional(Uuid) });
/** playerFindByMember: find a member's player by login name, e-mail or mobile (card transfer target). */
export const PlayerFindQuery = v.object({
  ...CommonParams,
  keyword: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(128)),
});
export const PlayerSummary = v.object({
  memberId: v.string(),
  name: v.string(),
  displayImage1: v.nullable(v.string()),
});
export const PlayerUpdateForm = v.object({
  ...CommonParams,
  currency: v.optional(PickerCurrency),
  nickname: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
});

// ---- Balances, rates, withdrawals --------------------------------------------------------------------------

export const BalanceQuery = v.object({ ...CommonParams, blockchain: v.optional(Blockchain, 'ETHEREUM') });
/** Spec §3 Wallet balance: data.fixed + data.auction; decimal strings in the chain's coin (18 places). */
export const Balance = v.object({
  blockchain: Blockchain,
  currency: v.picklist(['ETH', 'MATIC']),
  fixed: v.string(),
  auction: v.string(),
  total: v.string(),
});
export type Balance = v.InferOutput<typeof Balance>;

/**
 * getWalletCoins: what the member's marketplace (custodial) wallet holds on a chain, read from the chain: the
 * coins a crypto payment "from my marketplace wallet" spends (income is Balance, a ledger).
 */
export const WalletCoins = v.object({
  blockchain: Blockchain,
  currency: v.picklist(['ETH', 'MATIC']),
  address: v.string(),
  /** In wei, and as a decimal string in the coin (18 places). */
  wei: v.string(),
  balance: v.string(),
});
export type WalletCoins = v.InferOutput<typeof WalletCoins>;

/** Spec §3 exchange rate: tarSymbol and currRate (HKD for one unit of tarSymbol). */
export const ExchangeRate = v.object({ tarSymbol: v.string(), currRate: v.string(), updatedAt: v.string() });
export const ExchangeRates = v.array(ExchangeRate);
export type ExchangeRate = v.InferOutput<typeof ExchangeRate>;

export const WithdrawForm = v.object({ ...CommonParams, blockchain: v.optional(Blockchain, 'ETHEREUM') });
/** Spec §3: result of a withdraw request: url, ref, blockchain. */
export const WithdrawRequest = WalletUrl;
export const CheckWithdrawQuery = v.object({ ...CommonParams, ref: Ref, blockchain: Blockchain });
/** Spec §3 Withdrawal: id, quantity, price, gas fee, withdraw date, receiving address, transfer date. */
export const Withdrawal = v.object({
  id: v.string(),
  ref: v.string(),
  blockchain: Blockchain,
  currency: v.picklist(['ETH', 'MATIC']),
  /** Amount withdrawn in the chain's coin (decimal string). */
  quantity: v.string(),
  /** HKD value at request time. */
  price: v.nullable(v.string()),
  /** Gas paid for the payout, in the chain's coin. */
  gasFee: v.nullable(v.string()),
  toAddress: v.string(),
  status: v.picklist(['REQUESTED', 'PROCESSING', 'PAID', 'FAILED', 'CANCELLED']),
  txHash: v.nullable(v.string()),
  withdrawDate: v.string(),
  transferDate: v.nullable(v.string()),
});
export type Withdrawal = v.InferOutput<typeof Withdrawal>;
export const WithdrawalPage = pageOf(Withdrawal);
export const PageQuery = v.object({
  ...CommonParams,
  cursor: v.optional(v.string()),
  limit: v.optional(IntFromString(1, 50), 20),
});
/** The withdraw step page confirms or cancels the request (by ref). */
export const WithdrawDecisionForm = v.object({
  ...CommonParams,
  ref: Ref,
  decision: v.picklist(['confirm', 'cancel']),
});

// ---- Transfers ---------------------------------------------------------------------------------------------

/** transferToExternalWallet: an NFT from the member's custodial wallet to an external wallet (e.g. MetaMask). */
export const TransferForm = v.object({
  ...CommonParams,
  productId: Uuid,
  toAddress: EthAddress,
  quantity: v.optional(IntFromString(1, 10_000), 1),
});
export const Transfer = v.object({
  id: v.string(),
  ref: v.string(),
  product: v.object({ id: v.string(), name: v.string(), displayImage: v.string() }),
  blockchain: Blockchain,
  contractAddress: v.string(),
  tokenId: v.string(),
  quantity: v.number(),
  fromAddress: v.string(),
  toAddress: v.string(),
  status: v.picklist(['AWAITING_APPROVAL', 'APPROVED', 'SENT', 'FAILED', 'CANCELLED']),
  txHash: v.nullable(v.string()),
  failureCode: v.nullable(v.number()),
  createdAt: v.string(),
  approvedAt: v.nullable(v.string()),
  sentAt: v.nullable(v.string()),
});
export type Transfer = v.InferOutput<typeof Transfer>;
export const TransferStarted = v.object({ url: v.string(), ref: v.string(), transfer: Transfer });
export const TransferPage = pageOf(Transfer);
/** The receiving wallet approves with a SIWE signature (it proves the target is the member's own wallet). */
export const TransferApproveForm = v.object({
  ...CommonParams,
  ref: Ref,
  message: SiweMessage,
  signature: Signature,
});

// ---- wallet UI (helper "wallet UI") ----------------------------------------------------------------------

/**
 * The wallet-step page (opened in a new window) tells the opener it finished on this BroadcastChannel
 * (src/features/wallet-step/wallet-step.report.ts posts { ref, op, status, code? }).
 */
export const WALLET_STEP_CHANNEL = 'wallet-step';
/** What the step page posts when its step ends (the opener re-reads member details or checks the withdrawal). */
export type WalletStepSignal = { ref: string; status: WalletStep['status'] };

// ---- players helper: callback answers ------------------------------------------------------------------------

/** walletAddressCallback's answer to the provider: what the binding is now and whether this call changed it. */
export const WalletCallbackResult = v.object({
  action: v.picklist(['bind', 'unbind']),
  blockchain: Blockchain,
  walletAddress: v.nullable(v.string()),
  changed: v.boolean(),
});
/** The sandbox CUSTONOMY widget's connect form (only without CUSTONOMY_WIDGET_URL). */
export const SandboxConnectForm = v.object({ ...CommonParams, ref: Ref });

export type TransferStarted = v.InferOutput<typeof TransferStarted>;
export type TransferPage = v.InferOutput<typeof TransferPage>;
export type TransferForm = v.InferOutput<typeof TransferForm>;
export type TransferApproveForm = v.InferOutput<typeof TransferApproveForm>;

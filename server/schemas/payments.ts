import * as v from 'valibot';
import { ORDER_LABELS } from '../../machines/order-status';
import { BLOCKCHAINS } from './wallets';
import { CommonParams } from './common';
import { MinorAmount, ORDER_CURRENCIES } from './orders';

/** Payments: wire contracts of createPayment, checkPayment and the sandbox card processor. */

/**
 * Methods a buyer picks. Each goes to its provider: the real adapter when its credentials are set,
 * else its sandbox (server/payments/providers.ts). SANDBOX_CARD is the generic card processor of
 * PAYMENT_CARD_PROVIDER; STRIPE, MASTERCARD (hosted checkout), BYON (pay by QR) and SPIRAL (hosted page) are
 * the spec's named methods; CRYPTO is paid on chain.
 */
export const PAYMENT_METHODS = ['STRIPE', 'MASTERCARD', 'BYON', 'SPIRAL', 'SANDBOX_CARD', 'CRYPTO'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The fiat methods: paid through a provider's session (redirectUrl), in HKD. */
export const FIAT_METHODS = ['STRIPE', 'MASTERCARD', 'BYON', 'SPIRAL', 'SANDBOX_CARD'] as const;
/**
 * What each fiat method takes (spec §5): at least 0.01 (1 cent) everywhere, and a card provider at least 1 USD
 * (CARD_MINIMUM_HKD_CENTS, from schemas/orders). Crypto takes the order's own coin instead.
 */
export const CARD_METHODS: readonly PaymentMethod[] = ['STRIPE', 'MASTERCARD', 'SANDBOX_CARD'];
export const PAYMENT_STATUSES = ['OPEN', 'SUCCEEDED', 'FAILED', 'EXPIRED', 'CANCELLED'] as const;
/** How long a payment session stays open (the order's own expiry may end it sooner). */
export const PAYMENT_SESSION_MINUTES = 30;
/** The header a payment provider signs its callbacks with: `t=<ms>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const PAYMENT_SIGNATURE_HEADER = 'X-Payment-Signature';

const Uuid = v.pipe(v.string(), v.uuid());
/** Our payment session's ref, as every payment form and query carries it. */
export const Ref = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'ref_format'));
const TxHash = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/, 'tx_hash_format'));

export const PaymentMethodsQuery = v.object({ ...CommonParams, orderId: Uuid });
export const PaymentMethodInfo = v.object({
  method: v.picklist(PAYMENT_METHODS),
  available: v.boolean(),
  /** Why not (1007 not open, 1006 expired, 4605 below the card minimum…), null when available. */
  code: v.nullable(v.number()),
  /** The least one payment of this method takes, in minor units of its currencies (card 1 USD, else 0.01). */
  minimum: v.string(),
  /** The order currencies this method pays (fiat methods HKD, crypto the chains' coins). */
  currencies: v.array(v.picklist(ORDER_CURRENCIES)),
});
/** The merchant app config (merchant_app_configs.type) that lists the methods a merchant offers: {methods}. */
export const PAYMENT_METHODS_CONFIG = 'PAYMENTMETHODS';
export type PaymentMethodOption = v.InferOutput<typeof PaymentMethodInfo>;
export const PaymentMethodList = v.array(PaymentMethodInfo);

/** createPayment: the amount defaults to what is left to pay; a smaller one is a deposit (partial payment). */
export const CreatePaymentForm = v.object({
  ...CommonParams,
  orderId: Uuid,
  method: v.picklist(PAYMENT_METHODS),
  amount: v.optional(MinorAmount),
  /** Crypto only: OWN = the member's custodial wallet (the server sends), BROWSER = the app's wallet sends. */
  wallet: v.optional(v.picklist(['OWN', 'BROWSER']), 'BROWSER'),
});
export type CreatePaymentForm = v.InferOutput<typeof CreatePaymentForm>;

/** What a crypto payment must be: `valueWei` of the order's coin to `to` on `chainId`. */
export const CryptoInstruction = v.object({
  blockchain: v.picklist(BLOCKCHAINS),
  chainId: v.number(),
  to: v.string(),
  valueWei: v.string(),
  from: v.nullable(v.string()),
  txHash: v.nullable(v.string()),
});

export const PaymentStarted = v.object({
  ref: v.string(),
  method: v.picklist(PAYMENT_METHODS),
  amount: v.string(),
  currency: v.picklist(ORDER_CURRENCIES),
  status: v.picklist(PAYMENT_STATUSES),
  /** The card processor's page ('#/sandboxCard?ref=…' for the sandbox), null for crypto. */
  redirectUrl: v.nullable(v.string()),
  crypto: v.nullable(CryptoInstruction),
});
export type PaymentStarted = v.InferOutput<typeof PaymentStarted>;

export const PaymentRefQuery = v.object({ ...CommonParams, ref: Ref });
export const SubmitCryptoForm = v.object({ ...CommonParams, ref: Ref, txHash: TxHash });

/**
 * A payment as checkPayment answers it: its session's status, or REFUNDED once all the money it brought went back
 * (a late payment for a closed order, a refund).
 */
export const PAYMENT_CHECK_STATUSES = [...PAYMENT_STATUSES, 'REFUNDED'] as const;

/** checkPayment: read only; the order moves on server-side events, never on this. */
export const PaymentCheck = v.object({
  ref: v.string(),
  orderId: v.string(),
  status: v.picklist(PAYMENT_CHECK_STATUSES),
  /** How much of this payment went back, in minor units ('0' when nothing). */
  refundedAmount: v.string(),
  failureCode: v.nullable(v.number()),
  orderStatus: v.picklist(ORDER_LABELS),
});
export type PaymentCheck = v.InferOutput<typeof PaymentCheck>;

export const RefundOrderForm = v.object({
  ...CommonParams,
  orderId: Uuid,
  reason: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(500)),
});

export const CallbackParams = v.object({ provider: v.pipe(v.string(), v.regex(/^[a-z0-9-]{2,32}$/)) });
export const CallbackAnswer = v.object({
  ref: v.string(),
  status: v.picklist(PAYMENT_STATUSES),
  duplicate: v.boolean(),
});

// ---- The sandbox card processor (plays a card processor's test mode; SPA page '#/sandboxCard?ref=') ----------

/** Test cards (as card processors document them). */
export const SANDBOX_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  expired: '4000000000000069',
  challenge: '4000000000003220',
} as const;
/** The 3-D Secure code the sandbox accepts; any other declines. */
export const SANDBOX_CHALLENGE_CODE = '123456';
export const CARD_OUTCOMES = ['APPROVED', 'DECLINED', 'EXPIRED_CARD', 'CHALLENGE'] as const;

/** Every sandbox hosted page's header starts with what is paid. */
export const SANDBOX_SESSION_HEAD = { ref: v.string(), amount: v.string(), currency: v.string() };

/** A hosted card form's fields (number, MM/YY expiry, CVC, name on card), as card processors ask them. */
export const CARD_FORM_FIELDS = {
  cardNumber: v.pipe(
    v.string(),
    v.transform((s) => s.replace(/[\s-]/g, '')),
    v.regex(/^\d{12,19}$/, 'card_format'),
  ),
  expiry: v.pipe(v.string(), v.trim(), v.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'expiry_format')),
  cvc: v.pipe(v.string(), v.regex(/^\d{3,4}$/, 'cvc_format')),
  holder: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(80)),
};

export const SandboxCardSession = v.object({
  ...SANDBOX_SESSION_HEAD,
  merchant: v.string(),
  status: v.picklist(PAYMENT_STATUSES),
  returnUrl: v.string(),
});
export const SandboxCardPayForm = v.object({
  ...CommonParams,
  ref: Ref,
  ...CARD_FORM_FIELDS,
});
export const SandboxChallengeForm = v.object({
  ...CommonParams,
  ref: Ref,
  code: v.pipe(v.string(), v.trim(), v.maxLength(12)),
});
export const SandboxCardAnswer = v.object({
  outcome: v.picklist(CARD_OUTCOMES),
  returnUrl: v.string(),
});

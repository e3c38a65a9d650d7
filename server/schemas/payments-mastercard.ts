import * as v from 'valibot';
import { CommonParams } from './common';
import {
  CARD_FORM_FIELDS,
  PAYMENT_CHECK_STATUSES,
  PAYMENT_STATUSES,
  Ref,
  SANDBOX_SESSION_HEAD,
} from './payments';

/**
 * Mastercard hosted checkout: the wire contracts of the buyer's pages (masterCard,
 * masterSuccess), the gateway's webhook notification as we read it, and the sandbox hosted page (masterDetail).
 */

/** The MPGS REST API version every call is pinned to (the URL's /version/<n>/). */
export const MPGS_API_VERSION = '100';
/** The header MPGS carries its webhook notification secret in. */
export const MPGS_SECRET_HEADER = 'X-Notification-Secret';

export const MastercardRefForm = v.object({ ...CommonParams, ref: Ref });
export const MastercardRefQuery = MastercardRefForm;

/**
 * What the masterCard page shows and how it opens the hosted page: SANDBOX → our '#/masterDetail?ref=',
 * HOSTED → the gateway's Checkout.js (`scriptUrl`) with `sessionId`.
 */
export const MastercardCheckout = v.object({
  ref: v.string(),
  orderId: v.string(),
  orderNumber: v.string(),
  title: v.string(),
  amount: v.string(),
  currency: v.string(),
  /** As checkPayment answers it: REFUNDED when all the money went back. */
  status: v.picklist(PAYMENT_CHECK_STATUSES),
  mode: v.picklist(['SANDBOX', 'HOSTED']),
  sessionId: v.nullable(v.string()),
  scriptUrl: v.nullable(v.string()),
});
export type MastercardCheckout = v.InferOutput<typeof MastercardCheckout>;

/** A decimal amount of the gateway ("20.00"): at most two decimals (HKD). */
const Decimal = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(String),
  v.regex(/^\d{1,28}(\.\d{1,2})?$/),
);

/** The parts of an MPGS webhook notification (or a Retrieve Order transaction) that decide a payment. */
export const MpgsNotification = v.object({
  result: v.optional(v.string()),
  order: v.object({
    id: v.string(),
    status: v.optional(v.string()),
    amount: v.optional(Decimal),
    currency: v.optional(v.string()),
  }),
  response: v.optional(v.object({ gatewayCode: v.optional(v.string()) })),
  transaction: v.optional(
    v.object({
      id: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
      type: v.optional(v.string()),
      amount: v.optional(Decimal),
      currency: v.optional(v.string()),
      targetTransactionId: v.optional(v.string()),
    }),
  ),
});
export type MpgsNotification = v.InferOutput<typeof MpgsNotification>;

/** Retrieve Order's answer: the order's status and its transactions, each shaped like a notification. */
export const MpgsOrder = v.object({
  id: v.string(),
  status: v.optional(v.string()),
  amount: v.optional(Decimal),
  currency: v.optional(v.string()),
  transaction: v.optional(
    v.array(
      v.object({
        result: v.optional(v.string()),
        response: v.optional(v.object({ gatewayCode: v.optional(v.string()) })),
        transaction: v.object({
          id: v.string(),
          type: v.optional(v.string()),
          amount: v.optional(Decimal),
          currency: v.optional(v.string()),
          targetTransactionId: v.optional(v.string()),
        }),
      }),
    ),
  ),
});

// ---- The sandbox hosted page (plays MPGS's test mode at '#/masterDetail?ref=') ------------------------------

/** MPGS's documented test cards; the challenge card asks for the 3-D Secure code. */
export const MASTERCARD_TEST_CARDS = {
  approved: '5123450000000008',
  declined: '5111111111111118',
  challenge: '5506900140100305',
} as const;
/** The 3-D Secure code the sandbox accepts; any other declines (1004). */
export const MASTERCARD_CHALLENGE_CODE = '123456';
export const MASTERCARD_SANDBOX_OUTCOMES = ['APPROVED', 'DECLINED', 'EXPIRED_CARD', 'CHALLENGE'] as const;

export const MastercardSandboxSession = v.object({
  ...SANDBOX_SESSION_HEAD,
  merchant: v.string(),
  orderNumber: v.string(),
  status: v.picklist(PAYMENT_STATUSES),
  /** The 3-D Secure step is waiting for its code. */
  challenge: v.boolean(),
});

export const MastercardSandboxPayForm = v.object({
  ...CommonParams,
  ref: Ref,
  ...CARD_FORM_FIELDS,
});
export type MastercardSandboxPayForm = v.InferOutput<typeof MastercardSandboxPayForm>;
export const MastercardChallengeForm = v.object({
  ...CommonParams,
  ref: Ref,
  code: v.pipe(v.string(), v.trim(), v.maxLength(12)),
});
export const MastercardSandboxAnswer = v.object({
  outcome: v.picklist([...MASTERCARD_SANDBOX_OUTCOMES, 'CANCELLED']),
  returnUrl: v.string(),
});

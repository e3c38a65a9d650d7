import * as v from 'valibot';
import { CommonParams } from './common';
import { ORDER_CURRENCIES } from './orders';
import { PAYMENT_STATUSES, Ref } from './payments';

/** BYON pay-by-QR: wire contracts of getQrPayment, its callback and the sandbox payer. */

/** The header BYON signs its callbacks with: `t=<ms>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const BYON_SIGNATURE_HEADER = 'X-Byon-Signature';
/** How long a QR code may be scanned: shorter than the payment session, as FPS acquirers issue them. */
export const QR_TTL_MINUTES = 5;

/** The sandbox payer page's proof: an HMAC of the ref, so a payer page cannot be guessed from a ref. */
const PayerToken = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,64}$/, 'token_format'));

export const QrPaymentQuery = v.object({ ...CommonParams, ref: Ref });

/**
 * getQrPayment: the QR to show. `status` is the session's (OPEN until decided); an OPEN session whose QR has
 * run out reads EXPIRED with failureCode 1006 (the page offers a new QR).
 */
export const QrPayment = v.object({
  ref: v.string(),
  orderId: v.string(),
  qrPayload: v.string(),
  expiresAt: v.string(),
  status: v.picklist(PAYMENT_STATUSES),
  failureCode: v.nullable(v.number()),
  amount: v.string(),
  currency: v.picklist(ORDER_CURRENCIES),
  /** The BYON sandbox's QR (its payer page plays BYON's test mode), not a real one. */
  sandbox: v.boolean(),
});
export type QrPayment = v.InferOutput<typeof QrPayment>;

// ---- The sandbox payer (the page a phone opens after scanning: '#/byonx?ref=&t=') ----------------------------

export const BYON_PAYER_STATUSES = ['OPEN', 'PAID', 'REFUSED', 'EXPIRED', 'CLOSED'] as const;
export const ByonPayerQuery = v.object({ ...CommonParams, ref: Ref, t: PayerToken });
export const ByonPayerForm = ByonPayerQuery;
/** What the payer sees: to whom, how much, until when, and whether it can still be decided. */
export const ByonPayerView = v.object({
  ref: v.string(),
  merchant: v.string(),
  amount: v.string(),
  currency: v.string(),
  expiresAt: v.string(),
  status: v.picklist(BYON_PAYER_STATUSES),
});
export type ByonPayerView = v.InferOutput<typeof ByonPayerView>;
export const ByonPayerAnswer = v.object({ status: v.picklist(['PAID', 'REFUSED']) });

import { createHash, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { fail } from '../../http/errors';
import { MpgsNotification } from '../../schemas/payments-mastercard';
import type { ProviderCallback } from '../provider';

/**
 * Reading MPGS's webhook notifications and Retrieve Order answers (shared by the real adapter and the sandbox,
 * which plays the same gateway): amounts are decimal strings, transactions are numbered within our order, so the
 * ledger key of a capture is `<our ref>:<transaction id>`.
 */

/** Prefix of the refund transaction ids we choose: their notifications are ours, already in the ledger. */
export const OUR_REFUND_PREFIX = 'rf-';

/** Minor units (HKD cents) as the gateway's decimal string: 2000n → "20.00". Never through a float. */
export function toDecimal(minor: bigint): string {
  const s = minor.toString().padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
}

/** The gateway's decimal ("20", "20.5", "20.00") as minor units. */
export function toMinor(decimal: string): bigint {
  const m = /^(\d{1,28})(?:\.(\d{1,2}))?$/.exec(decimal);
  if (!m) fail('VALIDATION_FAILED', 'mastercard_amount');
  return BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

/** The ledger key of a gateway transaction of our order `ref`, and back. */
export const transactionRef = (ref: string, transactionId: string) => `${ref}:${transactionId}`;
export function splitTransactionRef(providerRef: string): { ref: string; transactionId: string } {
  const at = providerRef.indexOf(':');
  if (at < 1) fail('VALIDATION_FAILED', 'mastercard_capture_ref');
  return { ref: providerRef.slice(0, at), transactionId: providerRef.slice(at + 1) };
}

/** Compares the notification secret in constant time (hashing first, so lengths do not leak either). */
export function secretMatches(expected: string, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}

const PAYMENT_TYPES = new Set(['PAYMENT', 'CAPTURE']);
const CANCEL_CODES = new Set(['ABORTED', 'CANCELLED']);

/**
 * A notification's verdict: a successful PAYMENT → APPROVED; a failed one → EXPIRED_CARD
 * (gatewayCode EXPIRED_CARD), CANCELLED (the payer aborted, or the order is CANCELLED) or DECLINED; a
 * successful REFUND made at the gateway → REFUNDED of its target capture. Null for what moves no payment
 * (3-D Secure steps, pending results, our own refunds).
 */
export function verdictOf(n: MpgsNotification): ProviderCallback | null {
  const txn = n.transaction;
  if (!txn) return null;
  const ref = n.order.id;
  const type = (txn.type ?? 'PAYMENT').toUpperCase();
  const result = (n.result ?? '').toUpperCase();
  const currency = txn.currency ?? n.order.currency ?? 'HKD';
  const amountOf = () => {
    const a = txn.amount ?? n.order.amount;
    if (a === undefined) fail('VALIDATION_FAILED', 'mastercard_amount');
    return toMinor(a);
  };
  if (type === 'REFUND') {
    if (result !== 'SUCCESS' || txn.id.startsWith(OUR_REFUND_PREFIX) || !txn.targetTransactionId) return null;
    return {
      ref,
      providerRef: transactionRef(ref, txn.targetTransactionId),
      outcome: 'REFUNDED',
      amount: amountOf(),
      currency,
      refundRef: `mc-refund:${transactionRef(ref, txn.id)}`,
    };
  }
  if (!PAYMENT_TYPES.has(type)) return null;
  const base = { ref, providerRef: transactionRef(ref, txn.id), currency };
  if (result === 'SUCCESS') return { ...base, outcome: 'APPROVED', amount: amountOf() };
  if (result !== 'FAILURE' && result !== 'ERROR') return null;
  const gatewayCode = (n.response?.gatewayCode ?? '').toUpperCase();
  const outcome =
    gatewayCode === 'EXPIRED_CARD'
      ? 'EXPIRED_CARD'
      : CANCEL_CODES.has(gatewayCode) || n.order.status === 'CANCELLED'
        ? 'CANCELLED'
        : 'DECLINED';
  return { ...base, outcome, amount: 0n };
}

/** Parses a notification body (JSON), else VALIDATION_FAILED. */
export function readNotification(rawBody: string): ProviderCallback | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    fail('VALIDATION_FAILED', 'mastercard_notification_json');
  }
  const parsed = v.safeParse(MpgsNotification, json);
  if (!parsed.success) fail('VALIDATION_FAILED', 'mastercard_notification');
  return verdictOf(parsed.output);
}

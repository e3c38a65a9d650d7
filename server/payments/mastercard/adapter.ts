import { createHash } from 'node:crypto';
import * as v from 'valibot';
import type { Env } from '../../env';
import { ApiError, fail } from '../../http/errors';
import { sandboxOrigin } from '../../oidc/config';
import { Code } from '../../schemas/codes';
import { MPGS_API_VERSION, MPGS_SECRET_HEADER, MpgsOrder } from '../../schemas/payments-mastercard';
import type { PaymentProvider, ProviderCallback } from '../provider';
import {
  OUR_REFUND_PREFIX,
  readNotification,
  secretMatches,
  splitTransactionRef,
  toDecimal,
  verdictOf,
} from './notification';

export const MASTERCARD = 'mastercard';

type MastercardEnv = Pick<
  Env,
  | 'MASTERCARD_GATEWAY_URL'
  | 'MASTERCARD_MERCHANT_ID'
  | 'MASTERCARD_API_PASSWORD'
  | 'MASTERCARD_WEBHOOK_SECRET'
  | 'PUBLIC_URL'
  | 'HOST'
  | 'PORT'
>;

const CheckoutSession = v.object({ session: v.object({ id: v.pipe(v.string(), v.minLength(1)) }) });
const Transaction = v.object({
  result: v.optional(v.string()),
  response: v.optional(v.object({ gatewayCode: v.optional(v.string()) })),
});

/** Where the gateway's own Checkout.js lives (the masterCard page loads it with the session id). */
export const checkoutScriptUrl = (env: Pick<Env, 'MASTERCARD_GATEWAY_URL'>) =>
  `${env.MASTERCARD_GATEWAY_URL.replace(/\/+$/, '')}/static/checkout/checkout.min.js`;

/** The refund transaction id of an idempotency key: the same key always names the same gateway transaction. */
export const refundTransactionId = (key: string) =>
  `${OUR_REFUND_PREFIX}${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/**
 * Mastercard Payment Gateway Services (hosted checkout), REST API version MPGS_API_VERSION with HTTP basic auth
 * `merchant.<id>:<password>`: INITIATE_CHECKOUT opens the hosted page's session for our ref as the gateway's
 * order id; webhook notifications are trusted by their X-Notification-Secret alone (MPGS signs nothing else);
 * Retrieve Order answers the reconciliation and the return page; a REFUND is PUT under a transaction id derived
 * from the key, so asking twice refunds once.
 */
export function mastercardAdapter(env: MastercardEnv, fetchImpl: typeof fetch = fetch): PaymentProvider {
  const base = () =>
    `${env.MASTERCARD_GATEWAY_URL.replace(/\/+$/, '')}/api/rest/version/${MPGS_API_VERSION}/merchant/${encodeURIComponent(env.MASTERCARD_MERCHANT_ID)}`;
  const auth = () =>
    `Basic ${Buffer.from(`merchant.${env.MASTERCARD_MERCHANT_ID}:${env.MASTERCARD_API_PASSWORD}`).toString('base64')}`;

  /** One gateway call: unreachable or a 5xx → 1005; the answer's status and JSON otherwise. */
  async function call(method: string, path: string, body?: object) {
    const res = await fetchImpl(`${base()}${path}`, {
      method,
      headers: { Authorization: auth(), ...(body ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => {
      throw new ApiError(Code.NETWORK_UNSTABLE, 'mastercard_unreachable');
    });
    if (res.status >= 500 || res.status === 401 || res.status === 403)
      throw new ApiError(Code.NETWORK_UNSTABLE, `mastercard_${res.status}`);
    return { status: res.status, json: (await res.json().catch(() => null)) as unknown };
  }
  function read<T extends v.GenericSchema>(schema: T, json: unknown): v.InferOutput<T> {
    const parsed = v.safeParse(schema, json);
    if (!parsed.success) throw new ApiError(Code.NETWORK_UNSTABLE, 'mastercard_answer');
    return parsed.output;
  }

  return {
    id: MASTERCARD,
    signatureHeader: MPGS_SECRET_HEADER,
    async createSession(s) {
      const out = await call('POST', '/session', {
        apiOperation: 'INITIATE_CHECKOUT',
        interaction: {
          operation: 'PURCHASE',
          // The gateway sends the payer back to our success page, which verifies the result server-side.
          returnUrl: `${sandboxOrigin(env)}/#/masterSuccess?ref=${s.ref}`,
          // Cancelling on the hosted page comes back to the masterCard page, where the payment is still open.
          cancelUrl: `${sandboxOrigin(env)}/#/masterCard?ref=${s.ref}`,
          merchant: { name: 'Marketplace' },
        },
        order: {
          id: s.ref,
          amount: toDecimal(s.amount),
          currency: s.currency,
          description: `${s.orderNumber} ${s.title}`.slice(0, 127),
        },
      });
      if (out.status >= 400) throw new ApiError(Code.NETWORK_UNSTABLE, `mastercard_${out.status}`);
      const session = read(CheckoutSession, out.json).session;
      return { redirectUrl: `#/masterCard?ref=${s.ref}`, providerRef: session.id };
    },
    parseCallback(rawBody, secret) {
      // An unset secret never matches: without it anyone could post a notification.
      if (!secretMatches(env.MASTERCARD_WEBHOOK_SECRET, secret)) fail('SIGNATURE_INVALID');
      return readNotification(rawBody);
    },
    async refund(capture, r) {
      const { ref, transactionId } = splitTransactionRef(capture.providerRef);
      const id = refundTransactionId(r.key);
      const path = `/order/${encodeURIComponent(ref)}/transaction/${id}`;
      const out = await call('PUT', path, {
        apiOperation: 'REFUND',
        transaction: {
          amount: toDecimal(r.amount),
          currency: capture.currency,
          targetTransactionId: transactionId,
          reference: r.reason.slice(0, 40),
        },
      });
      let answer = out.status < 400 ? read(Transaction, out.json) : null;
      // The id is taken already: a refund asked before (a retry). Its own record says whether it went through.
      if (!answer || answer.result !== 'SUCCESS') {
        const again = await call('GET', path);
        answer = again.status < 400 ? read(Transaction, again.json) : answer;
      }
      if (answer?.result !== 'SUCCESS')
        throw new ApiError(
          Code.NETWORK_UNSTABLE,
          `mastercard_refund_${answer?.response?.gatewayCode ?? 'error'}`,
        );
      return { refundRef: id };
    },
    async query(session) {
      const out = await call('GET', `/order/${encodeURIComponent(session.ref)}`);
      if (out.status === 404 || out.status === 400) return null; // the payer has not paid anything yet
      return orderVerdict(read(MpgsOrder, out.json));
    },
  };
}

const SETTLED = new Set(['CAPTURED', 'PARTIALLY_REFUNDED', 'REFUNDED', 'EXCESSIVELY_REFUNDED']);
const FAILED = new Set(['FAILED', 'AUTHENTICATION_UNSUCCESSFUL', 'DECLINED', 'CANCELLED']);

/**
 * Retrieve Order's verdict: a captured order → its successful payment transaction (APPROVED, the same ledger key
 * its notification has); a failed or cancelled one → its last payment attempt's failure; anything else (the
 * payer still on the page, 3-D Secure under way) → null.
 */
export function orderVerdict(order: v.InferOutput<typeof MpgsOrder>): ProviderCallback | null {
  const status = (order.status ?? '').toUpperCase();
  const tx = (order.transaction ?? []).map((t) => ({
    ...t,
    order: { id: order.id, status, amount: order.amount, currency: order.currency },
  }));
  const payments = tx
    .map(verdictOf)
    .filter((x): x is ProviderCallback => x !== null && x.outcome !== 'REFUNDED');
  if (SETTLED.has(status)) return payments.find((p) => p.outcome === 'APPROVED') ?? null;
  if (!FAILED.has(status)) return null;
  const last = payments.at(-1);
  if (last) return last;
  if (status !== 'CANCELLED') return null;
  return {
    ref: order.id,
    providerRef: `${order.id}:cancelled`,
    outcome: 'CANCELLED',
    amount: 0n,
    currency: order.currency ?? 'HKD',
  };
}

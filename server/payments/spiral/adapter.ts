/**
 * Spiral's hosted payment page, reached over its REST API (SPIRAL_API_URL set). Spiral's API cannot be reached
 * from here, so this is the contract assumed, as hosted-payment-page providers shape it:
 *
 * - `POST {SPIRAL_API_URL}/v1/checkouts` with `Authorization: Bearer SPIRAL_API_KEY` and `Idempotency-Key: <our
 *   ref>`, JSON `{merchantId, reference: <our ref>, amount: "<minor units>", currency: "HKD", description,
 *   returnUrl, cancelUrl, notifyUrl}` → `{id, url}`. The buyer is sent to `url` (a full page load out of the
 *   app); Spiral sends them back to `returnUrl` (or `cancelUrl`), both the app's `#/spiral?ref=<ref>&return=1`,
 *   and posts callbacks to `notifyUrl` (`<origin>/api/callbacks/spiral`).
 * - `GET {SPIRAL_API_URL}/v1/checkouts/{id}` (bearer) → `{id, reference, status: OPEN|PAID|FAILED|CANCELLED|
 *   EXPIRED, amount, currency, paymentId?, failureCode?}`.
 * - `POST {SPIRAL_API_URL}/v1/refunds` (bearer, `Idempotency-Key: <key>`) `{paymentId, amount, currency,
 *   reference: <key>}` → `{id}`; the same key never refunds twice.
 * - Callbacks: JSON `{id, type, data: {checkoutId, reference, amount, currency, paymentId?, failureCode?,
 *   refundId?, refundReference?}}`, header `X-Spiral-Signature: t=<ms>,v1=<hex HMAC-SHA256(
 *   SPIRAL_CALLBACK_SECRET, "<t>.<body>")>`. Types: checkout.paid, checkout.failed (failureCode `expired_card`
 *   for an expired card), checkout.cancelled, checkout.expired, refund.succeeded (refundReference = the
 *   reference we gave the refund, absent for one made in Spiral's dashboard); others are ignored.
 *
 * The ledger key of a capture is Spiral's paymentId (what a refund names); a failure without one uses the
 * checkout id (failures write no ledger row).
 */
import * as v from 'valibot';
import type { Env } from '../../env';
import { ApiError, fail } from '../../http/errors';
import { sandboxOrigin } from '../../oidc/config';
import { Code } from '../../schemas/codes';
import {
  SPIRAL_SIGNATURE_HEADER,
  SpiralCheckout,
  SpiralCheckoutCreated,
  SpiralEvent,
  SpiralRefundCreated,
} from '../../schemas/payments-spiral';
import { verifyCallback, type PaymentProvider, type ProviderCallback } from '../provider';

export const SPIRAL = 'spiral';

type SpiralEnv = Pick<
  Env,
  | 'SPIRAL_API_URL'
  | 'SPIRAL_MERCHANT_ID'
  | 'SPIRAL_API_KEY'
  | 'SPIRAL_CALLBACK_SECRET'
  | 'PUBLIC_URL'
  | 'HOST'
  | 'PORT'
  | 'SANDBOXES'
>;

/** Where Spiral returns the buyer: the app's spiral page in return mode, which asks us for the verdict. */
export const spiralReturnPath = (ref: string) => `#/spiral?ref=${ref}&return=1`;

/**
 * Checks a Spiral signature with `secret` in the provider.ts scheme (constant time, then age). An empty secret
 * verifies nothing: anyone can compute an HMAC with it.
 */
export function verifySpiral(
  env: Pick<Env, 'SANDBOXES' | 'HOST' | 'PUBLIC_URL'>,
  secret: string,
  rawBody: string,
  header: string | undefined,
  now: Date,
): void {
  if (secret === '') fail('SIGNATURE_INVALID');
  verifyCallback({ ...env, CARD_CALLBACK_SECRET: secret }, rawBody, header, now);
}

/** A callback body read into our verdict; null for an event that moves no payment. */
export function readSpiralEvent(rawBody: string): ProviderCallback | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    fail('VALIDATION_FAILED');
  }
  const parsed = v.safeParse(SpiralEvent, json);
  if (!parsed.success) fail('VALIDATION_FAILED');
  const { type, data } = parsed.output;
  const base = {
    ref: data.reference,
    providerRef: data.paymentId ?? data.checkoutId,
    amount: BigInt(data.amount),
    currency: data.currency,
  };
  switch (type) {
    case 'checkout.paid':
      if (!data.paymentId) fail('VALIDATION_FAILED');
      return { ...base, outcome: 'APPROVED' };
    case 'checkout.failed':
      return { ...base, outcome: data.failureCode === 'expired_card' ? 'EXPIRED_CARD' : 'DECLINED' };
    case 'checkout.cancelled':
      return { ...base, outcome: 'CANCELLED' };
    case 'checkout.expired':
      return { ...base, outcome: 'EXPIRED' };
    case 'refund.succeeded':
      if (!data.paymentId || !data.refundId) fail('VALIDATION_FAILED');
      // A refund we asked for is already in the ledger under our key: naming that key makes this a replay.
      return { ...base, outcome: 'REFUNDED', refundRef: data.refundReference ?? data.refundId };
    default:
      return null;
  }
}

/** A checkout's status as the verdict a callback would carry; null while it is OPEN (undecided). */
export function checkoutVerdict(ref: string, c: SpiralCheckout): ProviderCallback | null {
  const base = {
    ref,
    providerRef: c.paymentId ?? c.id,
    amount: BigInt(c.amount),
    currency: c.currency,
  };
  switch (c.status) {
    case 'OPEN':
      return null;
    case 'PAID':
      // A paid checkout without its payment id cannot be keyed in the ledger: ask again later.
      return c.paymentId ? { ...base, outcome: 'APPROVED' } : null;
    case 'FAILED':
      return { ...base, outcome: c.failureCode === 'expired_card' ? 'EXPIRED_CARD' : 'DECLINED' };
    case 'CANCELLED':
      return { ...base, outcome: 'CANCELLED' };
    case 'EXPIRED':
      return { ...base, outcome: 'EXPIRED' };
  }
}

/**
 * The real Spiral adapter (provider id 'spiral'): checkouts and refunds are POSTed with the bearer key and an
 * Idempotency-Key (our ref, or the refund key), so a retried call never opens or refunds twice; a Spiral that
 * cannot be reached or answers nonsense is NETWORK_UNSTABLE (1005).
 */
export function spiralHttpProvider(env: SpiralEnv, fetchImpl: typeof fetch = fetch): PaymentProvider {
  const base = env.SPIRAL_API_URL.replace(/\/+$/, '');
  async function call<T extends v.GenericSchema>(
    method: 'GET' | 'POST',
    path: string,
    schema: T,
    body?: object,
    key?: string,
  ) {
    const res = await fetchImpl(`${base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${env.SPIRAL_API_KEY}`,
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...(key ? { 'Idempotency-Key': key } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    }).catch(() => {
      throw new ApiError(Code.NETWORK_UNSTABLE, 'spiral_unreachable');
    });
    if (!res.ok) throw new ApiError(Code.NETWORK_UNSTABLE, `spiral_${res.status}`);
    const parsed = v.safeParse(schema, await res.json().catch(() => null));
    if (!parsed.success) throw new ApiError(Code.NETWORK_UNSTABLE, 'spiral_answer');
    return parsed.output as v.InferOutput<T>;
  }

  return {
    id: SPIRAL,
    signatureHeader: SPIRAL_SIGNATURE_HEADER,
    async createSession(s) {
      const origin = sandboxOrigin(env);
      const back = `${origin}/${spiralReturnPath(s.ref)}`;
      const body = {
        merchantId: env.SPIRAL_MERCHANT_ID,
        reference: s.ref,
        amount: s.amount.toString(),
        currency: s.currency,
        description: `${s.orderNumber} ${s.title}`.slice(0, 200),
        returnUrl: back,
        cancelUrl: back,
        notifyUrl: `${origin}/api/callbacks/spiral`,
      };
      const out = await call('POST', '/v1/checkouts', SpiralCheckoutCreated, body, s.ref);
      return { redirectUrl: out.url, providerRef: out.id };
    },
    parseCallback(rawBody, signature, now) {
      verifySpiral(env, env.SPIRAL_CALLBACK_SECRET, rawBody, signature, now);
      return readSpiralEvent(rawBody);
    },
    async refund(capture, r) {
      const body = {
        paymentId: capture.providerRef,
        amount: r.amount.toString(),
        currency: capture.currency,
        reference: r.key,
      };
      const out = await call('POST', '/v1/refunds', SpiralRefundCreated, body, r.key);
      return { refundRef: out.id };
    },
    async query(session) {
      // No checkout id: opening it failed, so Spiral has nothing to tell.
      if (!session.providerRef) return null;
      const path = `/v1/checkouts/${encodeURIComponent(session.providerRef)}`;
      const checkout = await call('GET', path, SpiralCheckout);
      if (checkout.reference !== session.ref) fail('VALIDATION_FAILED', 'spiral_reference_mismatch');
      return checkoutVerdict(session.ref, checkout);
    },
  };
}

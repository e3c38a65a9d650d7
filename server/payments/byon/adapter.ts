/**
 * BYON pay-by-QR, the real adapter (provider id 'byon', chosen when BYON_API_URL is set).
 *
 * No public specification of BYON can be reached from here, so this is the contract we assume, shaped as Hong
 * Kong QR acquirers (FPS merchant QR, dynamic) publish theirs. Every call carries `Authorization: Bearer
 * <BYON_API_KEY>`; every POST an `Idempotency-Key` (the same key answers the same object, never a second one).
 * Amounts are strings of digits in minor units (cents), never floats.
 *
 * - `POST {BYON_API_URL}/v1/qr-payments` {merchantId, reference (our ref), amount, currency: 'HKD', expiresAt
 *   (ISO 8601), notifyUrl} → 200 {id, qrPayload (the string to draw as a QR code), expiresAt}.
 *   Idempotency-Key: our ref.
 * - `GET {BYON_API_URL}/v1/qr-payments/{id}` → 200 {id, reference, amount, currency, status: PENDING | PAID |
 *   EXPIRED | CANCELLED, transactionId?} (CANCELLED: the payer refused, or the merchant cancelled).
 * - `POST {BYON_API_URL}/v1/refunds` {paymentId, amount, refundReference (our refund key)} → 200 {id}.
 *   Idempotency-Key: our refund key.
 * - Callbacks: POST to notifyUrl, JSON `{type, data}`, header `X-Byon-Signature: t=<ms>,v1=<hex
 *   HMAC-SHA256(BYON_CALLBACK_SECRET, "<t>.<raw body>")>`. Types: `qr_payment.paid`, `qr_payment.expired`,
 *   `qr_payment.cancelled` (data: the QR payment as GET answers it) and `refund.succeeded` (data: {id,
 *   paymentId, reference, amount, currency, refundReference?}: our key echoed for a refund we asked for, absent
 *   for one made in BYON's dashboard). Any other type is authentic but moves nothing.
 *
 * The ledger key of a capture is the QR payment id: one QR is paid at most once, and a refund names it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import type { Env } from '../../env';
import { ApiError, fail } from '../../http/errors';
import { Code } from '../../schemas/codes';
import { BYON_SIGNATURE_HEADER, QR_TTL_MINUTES } from '../../schemas/payments-byon';
import { sandboxOrigin } from '../../oidc/config';
import { CALLBACK_TOLERANCE_MS, type PaymentProvider, type ProviderCallback } from '../provider';

export const BYON = 'byon';

type ByonEnv = Pick<
  Env,
  | 'BYON_API_URL'
  | 'BYON_MERCHANT_ID'
  | 'BYON_API_KEY'
  | 'BYON_CALLBACK_SECRET'
  | 'PUBLIC_URL'
  | 'HOST'
  | 'PORT'
>;

const Digits = v.pipe(v.string(), v.regex(/^\d{1,30}$/));
const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(100));
const Created = v.object({ id: Id, qrPayload: v.pipe(v.string(), v.minLength(1)), expiresAt: v.string() });
const QrPaymentState = v.object({
  id: Id,
  reference: v.string(),
  amount: Digits,
  currency: v.string(),
  status: v.picklist(['PENDING', 'PAID', 'EXPIRED', 'CANCELLED']),
  transactionId: v.optional(v.nullable(v.string())),
});
const Refund = v.object({ id: Id });
const Event = v.object({ type: v.string(), data: v.unknown() });
const RefundEvent = v.object({
  id: Id,
  paymentId: Id,
  reference: v.string(),
  amount: Digits,
  currency: v.string(),
  refundReference: v.optional(v.nullable(v.string())),
});
const QR_EVENTS = ['qr_payment.paid', 'qr_payment.expired', 'qr_payment.cancelled'];

/** A QR payment's state as the verdict a callback carries (null while PENDING: undecided). */
export function verdictOf(p: v.InferOutput<typeof QrPaymentState>): ProviderCallback | null {
  if (p.status === 'PENDING') return null;
  const outcome = p.status === 'PAID' ? 'APPROVED' : p.status;
  return { ref: p.reference, providerRef: p.id, outcome, amount: BigInt(p.amount), currency: p.currency };
}

/** Checks `t=<ms>,v1=<hex>` over "<t>.<raw body>" with `secret` in constant time, then its age. */
export function verifyByonSignature(secret: string, raw: string, header: string | undefined, now: Date) {
  // An empty secret would let anyone sign: no callback is authentic then.
  if (secret === '') fail('SIGNATURE_INVALID');
  const m = /^t=(\d{1,16}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!m) fail('SIGNATURE_INVALID');
  const expected = createHmac('sha256', secret).update(`${m[1]}.${raw}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(m[2]!, 'hex'))) fail('SIGNATURE_INVALID');
  if (Math.abs(now.getTime() - Number(m[1])) > CALLBACK_TOLERANCE_MS) fail('SIGNATURE_EXPIRED');
}

/** Verifies and reads a BYON callback (the sandbox sends the same shape, signed with its own secret). */
export function parseByonCallback(secret: string, raw: string, header: string | undefined, now: Date) {
  verifyByonSignature(secret, raw, header, now);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    fail('VALIDATION_FAILED');
  }
  const event = v.safeParse(Event, json);
  if (!event.success) fail('VALIDATION_FAILED');
  const { type, data } = event.output;
  if (type === 'refund.succeeded') {
    const d = v.safeParse(RefundEvent, data);
    if (!d.success) fail('VALIDATION_FAILED');
    const r = d.output;
    // Our own refund echoed (its key): the REFUND row we recorded already; one made at BYON: its id.
    const refundRef = r.refundReference || r.id;
    return {
      ref: r.reference,
      providerRef: r.paymentId,
      outcome: 'REFUNDED',
      amount: BigInt(r.amount),
      currency: r.currency,
      refundRef,
    } satisfies ProviderCallback;
  }
  if (!QR_EVENTS.includes(type)) return null;
  const p = v.safeParse(QrPaymentState, data);
  if (!p.success) fail('VALIDATION_FAILED');
  return verdictOf(p.output);
}

/** The QR's expiry: QR_TTL_MINUTES from now, never past the session's own end. */
export function qrExpiry(now: Date, sessionEnd: Date | undefined): Date {
  const ttl = new Date(now.getTime() + QR_TTL_MINUTES * 60_000);
  return sessionEnd && sessionEnd < ttl ? sessionEnd : ttl;
}

/** The BYON API adapter (contract above). A BYON that cannot be reached or answers badly → 1005. */
export function byonProvider(
  env: ByonEnv,
  fetchImpl: typeof fetch = fetch,
  now = () => new Date(),
): PaymentProvider {
  const base = env.BYON_API_URL.replace(/\/+$/, '');
  async function call<T extends v.GenericSchema>(
    method: 'GET' | 'POST',
    path: string,
    schema: T,
    post?: { body: object; key: string },
  ) {
    const res = await fetchImpl(`${base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${env.BYON_API_KEY}`,
        ...(post ? { 'Content-Type': 'application/json', 'Idempotency-Key': post.key } : {}),
      },
      ...(post ? { body: JSON.stringify(post.body) } : {}),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => {
      throw new ApiError(Code.NETWORK_UNSTABLE, 'byon_unreachable');
    });
    if (!res.ok) throw new ApiError(Code.NETWORK_UNSTABLE, `byon_${res.status}`);
    const parsed = v.safeParse(schema, await res.json().catch(() => null));
    if (!parsed.success) throw new ApiError(Code.NETWORK_UNSTABLE, 'byon_answer');
    return parsed.output as v.InferOutput<T>;
  }

  return {
    id: BYON,
    signatureHeader: BYON_SIGNATURE_HEADER,
    async createSession(s) {
      const body = {
        merchantId: env.BYON_MERCHANT_ID,
        reference: s.ref,
        amount: s.amount.toString(),
        currency: s.currency,
        expiresAt: qrExpiry(now(), s.expiresAt).toISOString(),
        // Where BYON posts its callbacks: the public origin, as Mastercard's and Spiral's adapters say theirs.
        notifyUrl: `${sandboxOrigin(env)}/api/callbacks/byon`,
      };
      const out = await call('POST', '/v1/qr-payments', Created, { body, key: s.ref });
      return {
        redirectUrl: `#/byon?ref=${s.ref}`,
        providerRef: out.id,
        details: { qrPayload: out.qrPayload, qrExpiresAt: new Date(out.expiresAt).toISOString() },
      };
    },
    parseCallback: (raw, signature, at) => parseByonCallback(env.BYON_CALLBACK_SECRET, raw, signature, at),
    async refund(capture, r) {
      const body = { paymentId: capture.providerRef, amount: r.amount.toString(), refundReference: r.key };
      const out = await call('POST', '/v1/refunds', Refund, { body, key: r.key });
      return { refundRef: out.id };
    },
    async query(session) {
      if (!session.providerRef) return null;
      const id = encodeURIComponent(session.providerRef);
      return verdictOf(await call('GET', `/v1/qr-payments/${id}`, QrPaymentState));
    },
  };
}

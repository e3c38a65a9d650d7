import * as v from 'valibot';
import type { Env } from '../../env';
import { ApiError, fail } from '../../http/errors';
import { Code } from '../../schemas/codes';
import { PAYMENT_SIGNATURE_HEADER } from '../../schemas/payments';
import { verifyCallback, type PaymentProvider } from '../provider';

export const CARD_HTTP = 'card-http';

const Session = v.object({ id: v.string(), url: v.string() });
const Refund = v.object({ id: v.string() });
const Amount = v.pipe(v.string(), v.regex(/^\d{1,30}$/));
const Callback = v.object({
  type: v.picklist(['payment.succeeded', 'payment.failed']),
  data: v.object({
    reference: v.string(),
    id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    amount: Amount,
    currency: v.string(),
    failureCode: v.optional(v.string()),
  }),
});

/**
 * A card processor reached over its REST API (PAYMENT_CARD_PROVIDER=http): hosted sessions and refunds are
 * POSTed with the bearer key and an Idempotency-Key (our ref, or `refund:<captureRef>`), so a retried call never
 * charges or refunds twice; its JSON callbacks are signed like the sandbox's (X-Payment-Signature).
 */
export function cardHttpProvider(
  env: Pick<
    Env,
    'CARD_HTTP_URL' | 'CARD_HTTP_API_KEY' | 'CARD_CALLBACK_SECRET' | 'SANDBOXES' | 'HOST' | 'PUBLIC_URL'
  >,
  fetchImpl: typeof fetch = fetch,
): PaymentProvider {
  async function post<T extends v.GenericSchema>(path: string, body: object, key: string, schema: T) {
    const res = await fetchImpl(`${env.CARD_HTTP_URL.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${env.CARD_HTTP_API_KEY}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': key,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => {
      throw new ApiError(Code.NETWORK_UNSTABLE, 'card_processor_unreachable');
    });
    if (!res.ok) throw new ApiError(Code.NETWORK_UNSTABLE, `card_processor_${res.status}`);
    const parsed = v.safeParse(schema, await res.json().catch(() => null));
    if (!parsed.success) throw new ApiError(Code.NETWORK_UNSTABLE, 'card_processor_answer');
    return parsed.output as v.InferOutput<T>;
  }

  return {
    id: CARD_HTTP,
    signatureHeader: PAYMENT_SIGNATURE_HEADER,
    async createSession(s) {
      const body = {
        reference: s.ref,
        amount: s.amount.toString(),
        currency: s.currency,
        description: `${s.orderNumber} ${s.title}`.slice(0, 200),
        returnUrl: s.returnUrl,
      };
      const out = await post('/v1/sessions', body, s.ref, Session);
      return { redirectUrl: out.url, providerRef: out.id };
    },
    parseCallback(rawBody, signature, now) {
      verifyCallback(env, rawBody, signature, now);
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        fail('VALIDATION_FAILED');
      }
      const parsed = v.safeParse(Callback, json);
      if (!parsed.success) fail('VALIDATION_FAILED');
      const { type, data } = parsed.output;
      const outcome =
        type === 'payment.succeeded'
          ? 'APPROVED'
          : data.failureCode === 'expired_card'
            ? 'EXPIRED_CARD'
            : 'DECLINED';
      return {
        ref: data.reference,
        providerRef: data.id,
        outcome,
        amount: BigInt(data.amount),
        currency: data.currency,
      };
    },
    async refund(capture, r) {
      const body = { payment: capture.providerRef, amount: r.amount.toString(), currency: capture.currency };
      const out = await post('/v1/refunds', body, r.key, Refund);
      return { refundRef: out.id };
    },
  };
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { paymentEvents, paymentSessions } from '../db/schema';
import { CARD_SANDBOX_SECRET, type Env } from '../env';
import { fail } from '../http/errors';
import { sandboxesAllowed } from '../sandboxes/exposure';
import type { OrderCurrency } from '../schemas/orders';

/** A capture row of the payment ledger (what a refund gives back). */
export type CaptureRow = typeof paymentEvents.$inferSelect;
/** A payment session (one attempt at one provider), as the reconciliation hands it to `query`. */
export type SessionRow = typeof paymentSessions.$inferSelect;

/**
 * What to give back of a capture: `amount` (minor units, at most what is left of it) under `key`, the
 * idempotency key the provider dedupes on and the REFUND row's providerRef in the ledger
 * (`refund:<captureRef>` for all that is left, `refund:<captureRef>:excess` for an overpayment's excess,
 * `refund:<captureRef>:<n>` for support's partial refunds). Asked twice with one key, the provider refunds once.
 */
export type RefundRequest = { amount: bigint; key: string; reason: string };

/** What the buyer is asked to pay in one session. */
export type SessionStart = {
  ref: string;
  amount: bigint;
  currency: OrderCurrency;
  orderNumber: string;
  title: string;
  /** Where the processor sends the buyer back: the app's checkpay page, which only reads. */
  returnUrl: string;
  /** When our session ends (its 30 minutes, or the order's own expiry if sooner): a QR must not outlive it. */
  expiresAt?: Date;
};

/** A provider's verdict on a session, as its signed callback tells it. */
export type ProviderCallback = {
  /** Our session reference, given to the provider at createSession. */
  ref: string;
  /** The provider's own reference of the charge: the ledger's key (with kind CAPTURE). */
  providerRef: string;
  /**
   * APPROVED → a capture in the ledger; DECLINED → 1004; EXPIRED_CARD → 1009; CANCELLED (the payer or the
   * provider cancelled the attempt) → 1013; EXPIRED (a QR or hosted session ran out) → 1006; REFUNDED (a refund
   * made at the provider's side, e.g. Stripe's charge.refunded) → a REFUND row for `providerRef`'s capture.
   */
  outcome: ProviderOutcome;
  amount: bigint;
  currency: string;
  /** REFUNDED only: the provider's refund id (the ledger key of the REFUND row). */
  refundRef?: string;
};
export const PROVIDER_OUTCOMES = [
  'APPROVED',
  'DECLINED',
  'EXPIRED_CARD',
  'CANCELLED',
  'EXPIRED',
  'REFUNDED',
] as const;
export type ProviderOutcome = (typeof PROVIDER_OUTCOMES)[number];

/**
 * One payment provider (DESIGN §1: sandbox and real adapters behind one interface; the payment-methods issue adds
 * Stripe, Mastercard, BYON QR and Spiral here). Money only moves into the ledger through a verified callback or a
 * chain receipt, never through createSession or the buyer's return.
 */
export interface PaymentProvider {
  /** Its name in the ledger (payment_events.provider) and in its callback path /api/callbacks/payments/<id>. */
  readonly id: string;
  /** The request header its callbacks carry their signature in (ours: X-Payment-Signature; Stripe-Signature…). */
  readonly signatureHeader: string;
  /** Opens the provider-side session: where to send the buyer (null when nothing is hosted) and its own id. */
  createSession(s: SessionStart): Promise<{
    redirectUrl: string | null;
    providerRef: string | null;
    /** Provider data the buyer's page shows later (a QR payload and its expiry), merged into the session. */
    details?: Record<string, string>;
  }>;
  /**
   * Verifies a callback's signature and freshness (else SIGNATURE_INVALID / SIGNATURE_EXPIRED) and reads it;
   * null for an authentic event that moves no payment (e.g. Stripe's payment_intent.created): answered, ignored.
   */
  parseCallback(rawBody: string, signature: string | undefined, now: Date): ProviderCallback | null;
  /**
   * Gives (part of) a capture back, idempotently on `r.key` (see RefundRequest). Answers the provider's refund
   * reference.
   */
  refund(capture: CaptureRow, r: RefundRequest): Promise<{ refundRef: string }>;
  /**
   * The reconciliation's question for a session still OPEN past its expected time (a callback lost): the
   * provider's verdict as a callback would carry it, or null while it is still undecided there. Absent where the
   * provider has nothing to ask (crypto is watched on chain instead).
   */
  query?(session: SessionRow): Promise<ProviderCallback | null>;
}

/** How old a callback's signed timestamp may be (the provider signs when it sends, so delay does not matter). */
export const CALLBACK_TOLERANCE_MS = 300_000;

/** The signature header value: `t=<ms>,v1=<hex HMAC-SHA256(secret, "<t>.<rawBody>")>` (Stripe's scheme). */
export function signCallback(secret: string, rawBody: string, t: number): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex')}`;
}

/**
 * Checks a callback's signature in constant time, then its age. The public sandbox secret only counts where
 * sandboxes may run: elsewhere anyone could sign with it.
 */
export function verifyCallback(
  env: Pick<Env, 'CARD_CALLBACK_SECRET' | 'SANDBOXES' | 'HOST' | 'PUBLIC_URL'>,
  rawBody: string,
  header: string | undefined,
  now: Date,
): void {
  if (env.CARD_CALLBACK_SECRET === CARD_SANDBOX_SECRET && !sandboxesAllowed(env)) fail('SIGNATURE_INVALID');
  const m = /^t=(\d{1,16}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!m) fail('SIGNATURE_INVALID');
  const expected = createHmac('sha256', env.CARD_CALLBACK_SECRET).update(`${m[1]}.${rawBody}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(m[2]!, 'hex'))) fail('SIGNATURE_INVALID');
  if (Math.abs(now.getTime() - Number(m[1])) > CALLBACK_TOLERANCE_MS) fail('SIGNATURE_EXPIRED');
}

/** 0.01 of the currency in its minor unit (spec §5: payments at least 0.01). */
export function minimumPayment(currency: OrderCurrency): bigint {
  return currency === 'HKD' ? 1n : 10n ** 16n;
}

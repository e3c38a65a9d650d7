import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { paymentSessions } from '../db/schema';
import { CARD_SANDBOX_SECRET, type Env } from '../env';
import type { Deps } from '../http/context';
import { fail } from '../http/errors';
import { sandboxesAllowed } from '../sandboxes/exposure';
import {
  PAYMENT_SIGNATURE_HEADER,
  SANDBOX_CARDS,
  SANDBOX_CHALLENGE_CODE,
  type SandboxCardPayForm,
  type SandboxChallengeForm,
} from '../schemas/payments';
import { verifyCallback, type PaymentProvider, type ProviderCallback } from './provider';

export const SANDBOX_CARD = 'sandbox-card';
/** The queue that carries a processor's callbacks to /api/callbacks/payments/<provider>. */
export const CALLBACK_QUEUE = 'payments.callback';
/** Seconds before the first and the repeated delivery: callbacks arrive late and twice, as real ones do. */
const DELIVERIES = [1, 3];

export type CallbackJob = { provider: string; body: Record<string, string> };
type Outcome = 'APPROVED' | 'DECLINED' | 'EXPIRED_CARD' | 'CHALLENGE';

const CallbackBody = v.object({
  ref: v.string(),
  id: v.pipe(v.string(), v.regex(/^ch_[0-9a-f]{24}$/)),
  outcome: v.picklist(['APPROVED', 'DECLINED', 'EXPIRED_CARD']),
  amount: v.pipe(v.string(), v.regex(/^\d{1,30}$/)),
  currency: v.string(),
});

/**
 * The sandbox card processor as a provider: its hosted page is the app's '#/sandboxCard' screen, its callbacks
 * are form bodies signed with CARD_CALLBACK_SECRET, its refunds are immediate and keyed by the capture.
 */
export function sandboxCardProvider(deps: Pick<Deps, 'env'>): PaymentProvider {
  return {
    id: SANDBOX_CARD,
    signatureHeader: PAYMENT_SIGNATURE_HEADER,
    async createSession(s) {
      return { redirectUrl: `#/sandboxCard?ref=${s.ref}`, providerRef: null };
    },
    parseCallback(rawBody, signature, now): ProviderCallback {
      verifyCallback(deps.env, rawBody, signature, now);
      const parsed = v.safeParse(CallbackBody, Object.fromEntries(new URLSearchParams(rawBody)));
      if (!parsed.success) fail('VALIDATION_FAILED');
      const b = parsed.output;
      return {
        ref: b.ref,
        providerRef: b.id,
        outcome: b.outcome,
        amount: BigInt(b.amount),
        currency: b.currency,
      };
    },
    // The processor's own record of the session, as its status API would tell it (the reconciliation asks when
    // both callbacks were lost): the verdict once the card form decided, else undecided.
    async query(session) {
      const { verdict, chargeId } = session.details;
      if (verdict !== 'APPROVED' && verdict !== 'DECLINED' && verdict !== 'EXPIRED_CARD') return null;
      return {
        ref: session.ref,
        providerRef: chargeId!,
        outcome: verdict,
        amount: BigInt(session.amount),
        currency: session.currency,
      };
    },
    async refund(_capture, r) {
      // The same key always gets the same refund id: asking twice refunds once.
      const id = createHash('sha256').update(r.key).digest('hex').slice(0, 24);
      return { refundRef: `re_${id}` };
    },
  };
}

/**
 * The configuration implies the sandbox card processor: it is the card provider, or the callback secret is still
 * the public default (anyone could sign a payment in).
 */
export function cardSandboxImplied(
  env: Pick<Env, 'PAYMENT_CARD_PROVIDER' | 'CARD_CALLBACK_SECRET'>,
): boolean {
  return env.PAYMENT_CARD_PROVIDER === 'sandbox' || env.CARD_CALLBACK_SECRET === CARD_SANDBOX_SECRET;
}

/** The sandbox's own pages answer only while it is the card provider and sandboxes may run here. */
function assertSandbox(deps: Pick<Deps, 'env'>) {
  if (deps.env.PAYMENT_CARD_PROVIDER !== 'sandbox' || !sandboxesAllowed(deps.env)) fail('NOT_FOUND');
}

const returnUrl = (ref: string) => `#/checkpay?ref=${ref}`;

async function sessionOf(deps: Pick<Deps, 'db'>, ref: string) {
  const [s] = await deps.db.select().from(paymentSessions).where(eq(paymentSessions.ref, ref)).limit(1);
  if (!s || s.provider !== SANDBOX_CARD) fail('NOT_FOUND');
  return s;
}

/**
 * Moves the OPEN sandbox session `ref` on by merging `details` into it, in one conditional update (`when`
 * holds), so a double submit moves it once; PAYMENT_NOT_OPEN when it cannot, NOT_FOUND when there is none.
 */
async function advanceSession(
  deps: Pick<Deps, 'db' | 'now'>,
  ref: string,
  details: Record<string, string>,
  when: SQL,
) {
  const [s] = await deps.db
    .update(paymentSessions)
    .set({
      details: sql`${paymentSessions.details} || ${JSON.stringify(details)}::jsonb`,
      updatedAt: deps.now(),
    })
    .where(
      and(
        eq(paymentSessions.ref, ref),
        eq(paymentSessions.provider, SANDBOX_CARD),
        eq(paymentSessions.status, 'OPEN'),
        when,
      ),
    )
    .returning();
  if (!s) {
    await sessionOf(deps, ref);
    fail('PAYMENT_NOT_OPEN');
  }
  return s;
}

/** The hosted page's header: what is being paid, to whom, and where the buyer goes back to. */
export async function sandboxCardSession(deps: Pick<Deps, 'db' | 'env' | 'now'>, ref: string) {
  assertSandbox(deps);
  const s = await sessionOf(deps, ref);
  const expired = s.status === 'OPEN' && s.expiresAt <= deps.now();
  return {
    ref,
    amount: s.amount,
    currency: s.currency,
    merchant: 'Marketplace',
    status: expired ? ('EXPIRED' as const) : s.status,
    returnUrl: returnUrl(ref),
  };
}

/** The test cards' verdicts; a card whose expiry month has passed is EXPIRED_CARD whatever its number. */
export function decideCard(cardNumber: string, expiry: string, now: Date): Outcome {
  const [mm, yy] = expiry.split('/').map(Number) as [number, number];
  if (Date.UTC(2000 + yy, mm, 1) <= now.getTime()) return 'EXPIRED_CARD';
  if (cardNumber === SANDBOX_CARDS.approved) return 'APPROVED';
  if (cardNumber === SANDBOX_CARDS.expired) return 'EXPIRED_CARD';
  if (cardNumber === SANDBOX_CARDS.challenge) return 'CHALLENGE';
  return 'DECLINED';
}

/**
 * The card form is submitted: one attempt per session (a declined buyer starts a new payment). The verdict is
 * taken by one conditional update, so a double submit decides once; a challenge waits for its code.
 */
export async function sandboxCardPay(
  deps: Pick<Deps, 'db' | 'env' | 'now' | 'queue'>,
  form: v.InferOutput<typeof SandboxCardPayForm>,
) {
  assertSandbox(deps);
  const outcome = decideCard(form.cardNumber, form.expiry, deps.now());
  const step = outcome === 'CHALLENGE' ? 'CHALLENGE' : 'DECIDED';
  const chargeId = `ch_${randomBytes(12).toString('hex')}`;
  const s = await advanceSession(
    deps,
    form.ref,
    {
      sandbox: step,
      chargeId,
      last4: form.cardNumber.slice(-4),
      ...(outcome === 'CHALLENGE' ? {} : { verdict: outcome }),
    },
    and(gt(paymentSessions.expiresAt, deps.now()), sql`not (${paymentSessions.details} ? 'sandbox')`)!,
  );
  if (outcome !== 'CHALLENGE') await sendCallbacks(deps, s, outcome);
  return { outcome, returnUrl: returnUrl(form.ref) };
}

/** The 3-D Secure step: the right code approves, anything else declines (1004). */
export async function sandboxCardChallenge(
  deps: Pick<Deps, 'db' | 'env' | 'now' | 'queue'>,
  form: v.InferOutput<typeof SandboxChallengeForm>,
) {
  assertSandbox(deps);
  const outcome = form.code === SANDBOX_CHALLENGE_CODE ? 'APPROVED' : 'DECLINED';
  const s = await advanceSession(
    deps,
    form.ref,
    { sandbox: 'DECIDED', verdict: outcome },
    sql`${paymentSessions.details} ->> 'sandbox' = 'CHALLENGE'`,
  );
  await sendCallbacks(deps, s, outcome);
  return { outcome, returnUrl: returnUrl(form.ref) } as const;
}

/** Queues the signed callback twice, late: the worker signs at delivery time (server/jobs/payments.ts). */
async function sendCallbacks(
  deps: Pick<Deps, 'queue'>,
  s: typeof paymentSessions.$inferSelect,
  outcome: 'APPROVED' | 'DECLINED' | 'EXPIRED_CARD',
) {
  const body = { ref: s.ref, id: s.details.chargeId!, outcome, amount: s.amount, currency: s.currency };
  for (const startAfter of DELIVERIES) {
    const job: CallbackJob = { provider: SANDBOX_CARD, body };
    await deps.queue.send(CALLBACK_QUEUE, job, {
      startAfter,
      retryLimit: 10,
      retryDelay: 2,
      retryBackoff: true,
    });
  }
}

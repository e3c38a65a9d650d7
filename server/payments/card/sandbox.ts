import { createHash, randomBytes } from 'node:crypto';
import { and, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { paymentSessions } from '../../db/schema';
import { CARD_SANDBOX_SECRET, type Env } from '../../env';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import { sandboxesAllowed } from '../../sandboxes/exposure';
import {
  PAYMENT_SIGNATURE_HEADER,
  SANDBOX_CARDS,
  SANDBOX_CHALLENGE_CODE,
  type SandboxCardPayForm,
  type SandboxChallengeForm,
} from '../../schemas/payments';
import { signCallback, verifyCallback, type PaymentProvider, type ProviderCallback } from '../provider';
import {
  decideOnce,
  sandboxHeader,
  sandboxSessionOf,
  sendLateTwice,
  unexpiredAt,
  type SandboxCallbacks,
} from '../sandbox-session';

export const SANDBOX_CARD = 'sandbox-card';
/** The queue that carries a processor's callbacks to /api/callbacks/payments/<provider>. */
export const CALLBACK_QUEUE = 'payments.callback';

export type CallbackJob = { provider: string; body: Record<string, string> };

/** The sandbox card's callbacks: a signed form POST to /api/callbacks/payments/<provider>. */
export const sandboxCardCallbacks: SandboxCallbacks<CallbackJob> = {
  provider: SANDBOX_CARD,
  queue: CALLBACK_QUEUE,
  path: (job) => `/api/callbacks/payments/${job.provider}`,
  body: (job) => ({
    contentType: 'application/x-www-form-urlencoded',
    text: new URLSearchParams(job.body).toString(),
  }),
  headers: (deps, body) => ({
    [PAYMENT_SIGNATURE_HEADER]: signCallback(deps.env.CARD_CALLBACK_SECRET, body, deps.now().getTime()),
  }),
  ref: (job) => job.body.ref,
};
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

/** The hosted page's header: what is being paid, to whom, and where the buyer goes back to. */
export async function sandboxCardSession(deps: Pick<Deps, 'db' | 'env' | 'now'>, ref: string) {
  assertSandbox(deps);
  const s = await sandboxSessionOf(deps, ref, SANDBOX_CARD);
  const { status, ...head } = sandboxHeader(s, deps.now());
  return { ...head, merchant: 'Marketplace', status, returnUrl: returnUrl(ref) };
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
  const s = await decideOnce(
    deps,
    form.ref,
    SANDBOX_CARD,
    {
      sandbox: step,
      chargeId,
      last4: form.cardNumber.slice(-4),
      ...(outcome === 'CHALLENGE' ? {} : { verdict: outcome }),
    },
    and(unexpiredAt(deps.now()), sql`not (${paymentSessions.details} ? 'sandbox')`)!,
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
  const s = await decideOnce(
    deps,
    form.ref,
    SANDBOX_CARD,
    { sandbox: 'DECIDED', verdict: outcome },
    sql`${paymentSessions.details} ->> 'sandbox' = 'CHALLENGE'`,
  );
  await sendCallbacks(deps, s, outcome);
  return { outcome, returnUrl: returnUrl(form.ref) } as const;
}

/** Queues the signed callback twice, late: the worker signs at delivery time (server/jobs/sandbox-callbacks.ts). */
async function sendCallbacks(
  deps: Pick<Deps, 'queue'>,
  s: typeof paymentSessions.$inferSelect,
  outcome: 'APPROVED' | 'DECLINED' | 'EXPIRED_CARD',
) {
  const body = { ref: s.ref, id: s.details.chargeId!, outcome, amount: s.amount, currency: s.currency };
  const job: CallbackJob = { provider: SANDBOX_CARD, body };
  await sendLateTwice(deps, sandboxCardCallbacks, job);
}

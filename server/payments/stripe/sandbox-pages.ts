import { randomBytes } from 'node:crypto';
import { and, sql, type SQL } from 'drizzle-orm';
import { paymentSessions } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import { sandboxesAllowed } from '../../sandboxes/exposure';
import {
  STRIPE_TEST_CARDS,
  type StripeChallengeForm,
  type StripeSandboxAnswer,
  type StripeSandboxPayForm,
  type StripeSandboxSession,
} from '../../schemas/payments-stripe';
import { decideOnce, sandboxHeader, sandboxSessionOf, unexpiredAt } from '../sandbox-session';
import { sendSandboxWebhooks, STRIPE_SANDBOX, type SandboxOutcome } from './sandbox';

type PageDeps = Pick<Deps, 'db' | 'env' | 'now' | 'queue'>;
type CardVerdict = SandboxOutcome | 'CHALLENGE';

/** The sandbox's endpoints answer only while it is Stripe's active provider and sandboxes may run here. */
function assertSandbox(deps: Pick<Deps, 'env'>) {
  if (deps.env.STRIPE_SECRET_KEY !== '' || !sandboxesAllowed(deps.env)) fail('NOT_FOUND');
}

const returnUrl = (ref: string) => `#/checkpay?ref=${ref}`;

/** Decides the OPEN, unexpired session once when `when` holds (see decideOnce). */
const advance = (deps: PageDeps, ref: string, details: Record<string, string>, when: SQL) =>
  decideOnce(deps, ref, STRIPE_SANDBOX, details, and(unexpiredAt(deps.now()), when)!);

const ANSWER: Record<CardVerdict, StripeSandboxAnswer['outcome']> = {
  APPROVED: 'SUCCEEDED',
  DECLINED: 'DECLINED',
  EXPIRED_CARD: 'EXPIRED_CARD',
  CANCELLED: 'CANCELLED',
  CHALLENGE: 'REQUIRES_ACTION',
};

/** Stripe's test cards; a card whose expiry month has passed is an expired card whatever its number. */
export function decideStripeCard(cardNumber: string, expiry: string, now: Date): CardVerdict {
  const [mm, yy] = expiry.split('/').map((x) => Number(x.trim())) as [number, number];
  if (Date.UTC(2000 + yy, mm, 1) <= now.getTime()) return 'EXPIRED_CARD';
  if (cardNumber === STRIPE_TEST_CARDS.succeeds) return 'APPROVED';
  if (cardNumber === STRIPE_TEST_CARDS.expired) return 'EXPIRED_CARD';
  if (cardNumber === STRIPE_TEST_CARDS.threeDS) return 'CHALLENGE';
  // Test mode declines every other number (a real card's among them).
  return 'DECLINED';
}

/** What the sandbox page shows: amount, where the attempt stands, where the buyer goes back to. */
export async function stripeSandboxSession(
  deps: Pick<Deps, 'db' | 'env' | 'now'>,
  ref: string,
): Promise<StripeSandboxSession> {
  assertSandbox(deps);
  const s = await sandboxSessionOf(deps, ref, STRIPE_SANDBOX);
  const sandbox = s.details.sandbox;
  return {
    ...sandboxHeader(s, deps.now()),
    step: sandbox === 'CHALLENGE' ? 'CHALLENGE' : sandbox === 'DECIDED' ? 'DECIDED' : 'CARD',
    returnUrl: returnUrl(ref),
  };
}

/** The card form is confirmed: one attempt per session; a 3-D Secure card waits for its challenge. */
export async function stripeSandboxPay(
  deps: PageDeps,
  form: StripeSandboxPayForm,
): Promise<StripeSandboxAnswer> {
  assertSandbox(deps);
  const verdict = decideStripeCard(form.cardNumber, form.expiry, deps.now());
  const decided: Record<string, string> =
    verdict === 'CHALLENGE' ? { sandbox: 'CHALLENGE' } : { sandbox: 'DECIDED', outcome: verdict };
  const s = await advance(
    deps,
    form.ref,
    { ...decided, chargeId: `ch_${randomBytes(12).toString('hex')}`, last4: form.cardNumber.slice(-4) },
    sql`not (${paymentSessions.details} ? 'sandbox')`,
  );
  if (verdict !== 'CHALLENGE') await sendSandboxWebhooks(deps, s, verdict);
  return { outcome: ANSWER[verdict], returnUrl: returnUrl(form.ref) };
}

/** The 3-D Secure test page: "Complete" succeeds, "Fail" declines (1004). */
export async function stripeSandboxChallenge(
  deps: PageDeps,
  form: StripeChallengeForm,
): Promise<StripeSandboxAnswer> {
  assertSandbox(deps);
  const outcome = form.result === 'complete' ? 'APPROVED' : 'DECLINED';
  const s = await advance(
    deps,
    form.ref,
    { sandbox: 'DECIDED', outcome },
    sql`${paymentSessions.details} ->> 'sandbox' = 'CHALLENGE'`,
  );
  await sendSandboxWebhooks(deps, s, outcome);
  return { outcome: ANSWER[outcome], returnUrl: returnUrl(form.ref) };
}

/** The buyer cancels before a verdict (at the card form or the challenge): payment_intent.canceled, 1013. */
export async function stripeSandboxCancel(deps: PageDeps, ref: string): Promise<StripeSandboxAnswer> {
  assertSandbox(deps);
  const s = await advance(
    deps,
    ref,
    { sandbox: 'DECIDED', outcome: 'CANCELLED' },
    sql`coalesce(${paymentSessions.details} ->> 'sandbox', '') <> 'DECIDED'`,
  );
  await sendSandboxWebhooks(deps, s, 'CANCELLED');
  return { outcome: 'CANCELLED', returnUrl: returnUrl(ref) };
}

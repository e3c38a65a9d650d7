import { randomBytes } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { orders, paymentSessions } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import {
  MASTERCARD_CHALLENGE_CODE,
  MASTERCARD_TEST_CARDS,
  type MastercardSandboxPayForm,
} from '../../schemas/payments-mastercard';
import {
  assertMastercardSandbox,
  MASTERCARD_SANDBOX,
  sendSandboxNotifications,
  type SandboxDecision,
} from './sandbox';
import { decideOnce, sandboxHeader, sandboxSessionOf, unexpiredAt } from '../sandbox-session';

/**
 * The sandbox hosted card page of MPGS's test mode ('#/masterDetail?ref='): its header, the card form, the
 * 3-D Secure step and the cancel link. One decision per session, taken by a conditional update; the decision
 * is kept on the session (the sandbox gateway's record, read back by its Retrieve Order) and notified late and
 * twice; the payer goes on to '#/masterSuccess?ref=', which verifies it server-side.
 */

type PageDeps = Pick<Deps, 'db' | 'env' | 'now' | 'queue'>;
type Outcome = SandboxDecision | 'CHALLENGE';

export const successUrl = (ref: string) => `#/masterSuccess?ref=${ref}`;

/** The test cards' verdicts; a card whose expiry month has passed is EXPIRED_CARD whatever its number. */
export function decideMastercard(cardNumber: string, expiry: string, now: Date): Outcome {
  const [mm, yy] = expiry.split('/').map(Number) as [number, number];
  if (Date.UTC(2000 + yy, mm, 1) <= now.getTime()) return 'EXPIRED_CARD';
  if (cardNumber === MASTERCARD_TEST_CARDS.approved) return 'APPROVED';
  if (cardNumber === MASTERCARD_TEST_CARDS.challenge) return 'CHALLENGE';
  return 'DECLINED';
}

/** Decides the OPEN, unexpired session once when `when` holds (see decideOnce). */
const advance = (deps: PageDeps, ref: string, details: Record<string, string>, when: SQL) =>
  decideOnce(deps, ref, MASTERCARD_SANDBOX, details, and(unexpiredAt(deps.now()), when)!);

const undecided = sql`not (${paymentSessions.details} ? 'mpgs')`;
const decided = (outcome: SandboxDecision) => ({
  mpgs: 'DECIDED',
  outcome,
  transactionId: randomBytes(8).toString('hex'),
});

/** The hosted page's header: what is paid, to whom, whether the 3-D Secure step waits. */
export async function mastercardSandboxSession(deps: PageDeps, ref: string) {
  assertMastercardSandbox(deps);
  const s = await sandboxSessionOf(deps, ref, MASTERCARD_SANDBOX);
  const [order] = await deps.db
    .select({ number: orders.number })
    .from(orders)
    .where(eq(orders.id, s.orderId));
  if (!order) fail('NOT_FOUND');
  const open = s.status === 'OPEN' && s.expiresAt > deps.now() && s.details.mpgs !== 'DECIDED';
  const { status, ...head } = sandboxHeader(s, deps.now());
  return {
    ...head,
    merchant: 'Marketplace',
    orderNumber: order.number,
    status: open ? ('OPEN' as const) : status,
    challenge: open && s.details.mpgs === 'CHALLENGE',
  };
}

/** The card form: approved, declined, expired card, or the 3-D Secure step. */
export async function mastercardSandboxPay(deps: PageDeps, form: MastercardSandboxPayForm) {
  assertMastercardSandbox(deps);
  const outcome = decideMastercard(form.cardNumber, form.expiry, deps.now());
  const details = outcome === 'CHALLENGE' ? { mpgs: 'CHALLENGE' } : decided(outcome);
  const s = await advance(deps, form.ref, { ...details, last4: form.cardNumber.slice(-4) }, undecided);
  if (outcome !== 'CHALLENGE') await sendSandboxNotifications(deps, s);
  return { outcome, returnUrl: successUrl(form.ref) };
}

/** The 3-D Secure step: the right code approves, anything else declines (1004). */
export async function mastercardSandboxChallenge(deps: PageDeps, form: { ref: string; code: string }) {
  assertMastercardSandbox(deps);
  const outcome = form.code === MASTERCARD_CHALLENGE_CODE ? 'APPROVED' : 'DECLINED';
  const s = await advance(
    deps,
    form.ref,
    decided(outcome),
    sql`${paymentSessions.details} ->> 'mpgs' = 'CHALLENGE'`,
  );
  await sendSandboxNotifications(deps, s);
  return { outcome, returnUrl: successUrl(form.ref) } as const;
}

/** The cancel link: the payer leaves the hosted page (1013). */
export async function mastercardSandboxCancel(deps: PageDeps, ref: string) {
  assertMastercardSandbox(deps);
  const s = await advance(
    deps,
    ref,
    decided('CANCELLED'),
    sql`coalesce(${paymentSessions.details} ->> 'mpgs', '') <> 'DECIDED'`,
  );
  await sendSandboxNotifications(deps, s);
  return { outcome: 'CANCELLED' as const, returnUrl: successUrl(ref) };
}

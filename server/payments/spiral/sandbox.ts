import { createHash, randomBytes } from 'node:crypto';
import { and, sql } from 'drizzle-orm';
import { paymentSessions } from '../../db/schema';
import type { Env } from '../../env';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import { sandboxesAllowed } from '../../sandboxes/exposure';
import {
  SPIRAL_SIGNATURE_HEADER,
  type SpiralEvent,
  type SpiralSandboxChoice,
} from '../../schemas/payments-spiral';
import type { PaymentProvider, ProviderCallback, SessionRow } from '../provider';
import {
  decideOnce,
  sandboxHeader,
  sandboxSessionOf,
  sendLateTwice,
  unexpiredAt,
  signedJsonCallbacks,
} from '../sandbox-session';
import { readSpiralEvent, spiralHttpProvider, spiralReturnPath, verifySpiral } from './adapter';

export const SPIRAL_SANDBOX = 'spiral-sandbox';
/** The sandbox's public callback secret (when SPIRAL_CALLBACK_SECRET is empty): anyone can sign with it. */
export const SPIRAL_SANDBOX_SECRET = 'spiral-sandbox-secret';
/** The queue that carries the sandbox's signed callbacks to /api/callbacks/spiral (server/jobs/sandbox-callbacks.ts). */
export const SPIRAL_CALLBACK_QUEUE = 'payments.spiral.callback';

export type SpiralCallbackJob = { event: SpiralEvent };

/** What the payer's choice makes of the checkout, as Spiral's status and event type say it. */
const DECIDED = {
  PAY: { status: 'PAID', type: 'checkout.paid' },
  DECLINE: { status: 'FAILED', type: 'checkout.failed' },
  CANCEL: { status: 'CANCELLED', type: 'checkout.cancelled' },
} as const;

export const spiralSandboxSecret = (env: Pick<Env, 'SPIRAL_CALLBACK_SECRET'>) =>
  env.SPIRAL_CALLBACK_SECRET || SPIRAL_SANDBOX_SECRET;

/** Spiral's callbacks: the JSON event, signed with the callback secret as Spiral signs it. */
export const spiralCallbacks = signedJsonCallbacks<SpiralCallbackJob>({
  provider: SPIRAL_SANDBOX,
  queue: SPIRAL_CALLBACK_QUEUE,
  path: '/api/callbacks/spiral',
  header: SPIRAL_SIGNATURE_HEADER,
  secret: spiralSandboxSecret,
  json: (job) => job.event,
  ref: (job) => job.event.data.reference,
});

/** The Spiral provider new payments go to: the real adapter once SPIRAL_API_URL is given, else the sandbox. */
export function activeSpiralProvider(deps: Pick<Deps, 'env'>): PaymentProvider {
  return deps.env.SPIRAL_API_URL ? spiralHttpProvider(deps.env) : spiralSandboxProvider(deps);
}

/** Both Spiral providers: either may hold captures to refund. */
export const knownSpiralProviders = (deps: Pick<Deps, 'env'>): PaymentProvider[] => [
  spiralSandboxProvider(deps),
  spiralHttpProvider(deps.env),
];

/**
 * The Spiral sandbox as a provider (SPIRAL_API_URL empty): its hosted page is the app's '#/spiral?ref=' in hosted
 * mode, its checkout state lives in our session's details (`spiral`: PAID/FAILED/CANCELLED, `paymentId`), its
 * callbacks are Spiral's JSON events signed with the public sandbox secret (refused where sandboxes may not
 * run), its refunds are immediate and keyed by the refund key.
 */
export function spiralSandboxProvider(deps: Pick<Deps, 'env'>): PaymentProvider {
  return {
    id: SPIRAL_SANDBOX,
    signatureHeader: SPIRAL_SIGNATURE_HEADER,
    async createSession(s) {
      return { redirectUrl: `#/spiral?ref=${s.ref}`, providerRef: `sco_${randomBytes(12).toString('hex')}` };
    },
    parseCallback(rawBody, signature, now) {
      if (!sandboxesAllowed(deps.env)) fail('SIGNATURE_INVALID');
      verifySpiral(deps.env, spiralSandboxSecret(deps.env), rawBody, signature, now);
      return readSpiralEvent(rawBody);
    },
    async refund(_capture, r) {
      // The same key always gets the same refund id: asking twice refunds once.
      return { refundRef: `sre_${createHash('sha256').update(r.key).digest('hex').slice(0, 24)}` };
    },
    async query(session) {
      return sandboxVerdict(session);
    },
  };
}

/** The sandbox checkout's status as a verdict: null until the payer decided on the hosted page. */
function sandboxVerdict(session: SessionRow): ProviderCallback | null {
  const event = sandboxEvent(session);
  return event ? readSpiralEvent(JSON.stringify(event)) : null;
}

/** The event Spiral would send for the payer's decision on this session, or null while undecided. */
function sandboxEvent(session: SessionRow): SpiralEvent | null {
  const d = session.details;
  const type = Object.values(DECIDED).find((x) => x.status === d.spiral)?.type;
  if (!type) return null;
  return {
    id: `evt_${createHash('sha256').update(`${session.ref}:${type}`).digest('hex').slice(0, 24)}`,
    type,
    data: {
      checkoutId: session.providerRef ?? session.ref,
      reference: session.ref,
      amount: session.amount,
      currency: session.currency,
      paymentId: d.paymentId ?? null,
      failureCode: type === 'checkout.failed' ? 'card_declined' : null,
    },
  };
}

/** The sandbox's own endpoints answer only while it is Spiral's provider and sandboxes may run here. */
function assertSandbox(deps: Pick<Deps, 'env'>) {
  if (deps.env.SPIRAL_API_URL !== '' || !sandboxesAllowed(deps.env)) fail('NOT_FOUND');
}

/** The hosted page's header: what is paid, to whom, whether it is still open, and where the payer goes back. */
export async function spiralSandboxSession(deps: Pick<Deps, 'db' | 'env' | 'now'>, ref: string) {
  assertSandbox(deps);
  const s = await sandboxSessionOf(deps, ref, SPIRAL_SANDBOX);
  const { status, ...head } = sandboxHeader(s, deps.now());
  return {
    ...head,
    merchant: 'Marketplace',
    status,
    decided: s.details.spiral !== undefined,
    returnUrl: spiralReturnPath(ref),
  };
}

/**
 * The payer decides on the hosted page: one decision per session, taken by one conditional update (still OPEN,
 * not expired, undecided), so a double submit decides once; then Spiral's signed callback is queued twice.
 */
export async function spiralSandboxDecide(
  deps: Pick<Deps, 'db' | 'env' | 'now' | 'queue'>,
  form: { ref: string; choice: SpiralSandboxChoice },
) {
  assertSandbox(deps);
  const decided: Record<string, string> = { spiral: DECIDED[form.choice].status };
  if (form.choice !== 'CANCEL') decided.paymentId = `spay_${randomBytes(12).toString('hex')}`;
  const s = await decideOnce(
    deps,
    form.ref,
    SPIRAL_SANDBOX,
    decided,
    and(unexpiredAt(deps.now()), sql`not (${paymentSessions.details} ? 'spiral')`)!,
  );
  const event = sandboxEvent(s)!;
  const job: SpiralCallbackJob = { event };
  await sendLateTwice(deps, spiralCallbacks, job);
  return { choice: form.choice, returnUrl: spiralReturnPath(form.ref) };
}

import { createHash, randomBytes } from 'node:crypto';
import type { paymentSessions } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import { sandboxesAllowed } from '../../sandboxes/exposure';
import { MPGS_SECRET_HEADER } from '../../schemas/payments-mastercard';
import type { PaymentProvider } from '../provider';
import { sendLateTwice, type SandboxCallbacks } from '../sandbox-session';
import { mastercardAdapter } from './adapter';
import { OUR_REFUND_PREFIX, readNotification, secretMatches, toDecimal, verdictOf } from './notification';

export const MASTERCARD_SANDBOX = 'mastercard-sandbox';
/** The sandbox gateway's notification secret: public by nature, so it only counts where sandboxes may run. */
export const MASTERCARD_SANDBOX_SECRET = 'mastercard-sandbox-notification-secret';
/** The queue that carries the sandbox gateway's notifications to /api/callbacks/mastercard. */
export const MASTERCARD_NOTIFY_QUEUE = 'payments.mastercard.notify';

export type SandboxDecision = 'APPROVED' | 'DECLINED' | 'EXPIRED_CARD' | 'CANCELLED';
export type MastercardNotifyJob = { body: object };

/** MPGS's notifications: the JSON body with the notification secret in its header, as the gateway sends them. */
export const mastercardNotifications: SandboxCallbacks<MastercardNotifyJob> = {
  provider: MASTERCARD_SANDBOX,
  queue: MASTERCARD_NOTIFY_QUEUE,
  path: () => '/api/callbacks/mastercard',
  body: (job) => ({ contentType: 'application/json', text: JSON.stringify(job.body) }),
  headers: () => ({ [MPGS_SECRET_HEADER]: MASTERCARD_SANDBOX_SECRET }),
  ref: (job) => (job.body as { order?: { id?: string } }).order?.id,
};
type SessionRow = typeof paymentSessions.$inferSelect;

/**
 * The notification MPGS would send for a decided sandbox session (details.mpgs = 'DECIDED'), or null while the
 * payer has not decided: the sandbox's "gateway record" lives in the session's details.
 */
export function sandboxNotification(s: SessionRow): object | null {
  const d = s.details;
  if (d.mpgs !== 'DECIDED' || !d.outcome || !d.transactionId) return null;
  const outcome = d.outcome as SandboxDecision;
  const amount = toDecimal(BigInt(s.amount));
  const approved = outcome === 'APPROVED';
  return {
    result: approved ? 'SUCCESS' : 'FAILURE',
    order: {
      id: s.ref,
      status: approved ? 'CAPTURED' : outcome === 'CANCELLED' ? 'CANCELLED' : 'FAILED',
      amount,
      currency: s.currency,
    },
    response: { gatewayCode: outcome === 'CANCELLED' ? 'ABORTED' : outcome },
    transaction: { id: d.transactionId, type: 'PAYMENT', amount, currency: s.currency },
  };
}

/**
 * The Mastercard gateway's test mode as a provider: its hosted page is the app's '#/masterDetail', its
 * notifications carry the public sandbox secret, Retrieve Order reads the decision kept on the session, and
 * refunds are immediate under one id per key.
 */
export function mastercardSandboxProvider(deps: Pick<Deps, 'env'>): PaymentProvider {
  return {
    id: MASTERCARD_SANDBOX,
    signatureHeader: MPGS_SECRET_HEADER,
    async createSession(s) {
      return {
        redirectUrl: `#/masterCard?ref=${s.ref}`,
        providerRef: `SESSION${randomBytes(12).toString('hex')}`,
      };
    },
    parseCallback(rawBody, secret) {
      if (!sandboxesAllowed(deps.env) || !secretMatches(MASTERCARD_SANDBOX_SECRET, secret))
        fail('SIGNATURE_INVALID');
      return readNotification(rawBody);
    },
    async refund(_capture, r) {
      return {
        refundRef: `${OUR_REFUND_PREFIX}${createHash('sha256').update(r.key).digest('hex').slice(0, 24)}`,
      };
    },
    async query(session) {
      const n = sandboxNotification(session);
      return n ? verdictOf(n as never) : null;
    },
  };
}

/** Whether new Mastercard payments go to the sandbox (no gateway URL configured). */
export const mastercardSandboxActive = (env: Deps['env']) => env.MASTERCARD_GATEWAY_URL === '';

/** The provider new Mastercard payments go to: the real gateway when its URL is set, else the sandbox. */
export function mastercardProvider(deps: Pick<Deps, 'env'>): PaymentProvider {
  return mastercardSandboxActive(deps.env) ? mastercardSandboxProvider(deps) : mastercardAdapter(deps.env);
}

/** The sandbox's own pages answer only while it is the active provider and sandboxes may run here. */
export function assertMastercardSandbox(deps: Pick<Deps, 'env'>) {
  if (!mastercardSandboxActive(deps.env) || !sandboxesAllowed(deps.env)) fail('NOT_FOUND');
}

/** Queues the session's notification twice, late (server/jobs/sandbox-callbacks.ts delivers it). */
export async function sendSandboxNotifications(deps: Pick<Deps, 'queue'>, s: SessionRow) {
  const body = sandboxNotification(s);
  if (!body) return;
  const job: MastercardNotifyJob = { body };
  await sendLateTwice(deps, mastercardNotifications, job);
}

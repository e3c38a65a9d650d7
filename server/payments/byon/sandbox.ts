import { createHash, randomBytes } from 'node:crypto';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import { sandboxesAllowed } from '../../sandboxes/exposure';
import { BYON_SIGNATURE_HEADER } from '../../schemas/payments-byon';
import type { PaymentProvider, ProviderCallback, SessionRow } from '../provider';
import { parseByonCallback, qrExpiry } from './adapter';

export const BYON_SANDBOX = 'byon-sandbox';
/** The sandbox's public callback secret (when BYON_CALLBACK_SECRET is empty): it counts only where sandboxes run. */
export const BYON_SANDBOX_SECRET = 'byon-sandbox-secret';
/** Where the QR of a sandbox session points: the payer page; its token is added when shown (sandbox-payer.ts). */
export const payerPath = (ref: string) => `#/byonx?ref=${ref}`;

type SandboxDeps = Pick<Deps, 'env'> & Partial<Pick<Deps, 'now'>>;

/** The secret the sandbox signs its callbacks with. */
export const byonSandboxSecret = (env: Deps['env']) => env.BYON_CALLBACK_SECRET || BYON_SANDBOX_SECRET;

/** The payer's decision, as the sandbox keeps it in the session's details (one per QR). */
export type PayerDecision = 'PAID' | 'REFUSED';

/** A sandbox session's verdict, as its callback carries it (and as the reconciliation reads it back). */
export function sandboxVerdict(s: SessionRow, decision: PayerDecision): ProviderCallback {
  return {
    ref: s.ref,
    providerRef: s.providerRef ?? '',
    outcome: decision === 'PAID' ? 'APPROVED' : 'CANCELLED',
    amount: BigInt(s.amount),
    currency: s.currency,
  };
}

/**
 * The BYON sandbox (BYON_API_URL empty): plays BYON's test mode. Its QR code is the URL of the app's payer
 * page '#/byonx', which a phone opens after scanning; the payer confirms or refuses there, and the sandbox sends
 * the same signed JSON callbacks as BYON (late and twice, server/jobs/sandbox-callbacks.ts). Its QR runs out after
 * QR_TTL_MINUTES. Refunds are immediate, one id per key.
 */
export function byonSandboxProvider(deps: SandboxDeps): PaymentProvider {
  const now = () => (deps.now ? deps.now() : new Date());
  return {
    id: BYON_SANDBOX,
    signatureHeader: BYON_SIGNATURE_HEADER,
    async createSession(s) {
      return {
        redirectUrl: `#/byon?ref=${s.ref}`,
        providerRef: `byqr_${randomBytes(12).toString('hex')}`,
        details: { qrPayload: payerPath(s.ref), qrExpiresAt: qrExpiry(now(), s.expiresAt).toISOString() },
      };
    },
    parseCallback(raw, signature, at) {
      // Its secret may be the public default: nothing it signs counts on a server facing the network.
      if (!sandboxesAllowed(deps.env)) fail('SIGNATURE_INVALID');
      return parseByonCallback(byonSandboxSecret(deps.env), raw, signature, at);
    },
    async refund(_capture, r) {
      const id = createHash('sha256').update(r.key).digest('hex').slice(0, 24);
      return { refundRef: `byrf_${id}` };
    },
    /** A lost callback: the payer's recorded decision, else EXPIRED once the QR ran out, else undecided. */
    async query(session) {
      const decision = session.details.payer as PayerDecision | undefined;
      if (decision) return sandboxVerdict(session, decision);
      const end = session.details.qrExpiresAt;
      if (end && Date.parse(end) <= now().getTime()) {
        return { ...sandboxVerdict(session, 'REFUSED'), outcome: 'EXPIRED' };
      }
      return null;
    },
  };
}

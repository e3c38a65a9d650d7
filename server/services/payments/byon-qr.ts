import type { paymentSessions } from '../../db/schema';
import type { Deps } from '../../http/context';
import { BYON } from '../../payments/byon/adapter';
import { BYON_SANDBOX } from '../../payments/byon/sandbox';
import { sandboxQrPayload } from '../../payments/byon/sandbox-payer';
import { Code } from '../../schemas/codes';
import type { QrPayment } from '../../schemas/payments-byon';
import { buyersSession } from './buyer-session';

/**
 * getQrPayment: the buyer's QR code of a BYON session (`origin`: the app's public origin, where the sandbox's
 * payer page lives). Read only. An open session whose QR (or the session itself) has run out reads EXPIRED
 * with 1006: the buyer asks for a new QR, a new session (createPayment closes this one).
 */
export async function getQrPayment(
  deps: Pick<Deps, 'db' | 'now' | 'custody'>,
  memberId: string,
  ref: string,
  origin: string,
): Promise<QrPayment> {
  const { session: s } = await buyersSession(deps, memberId, ref, [BYON, BYON_SANDBOX]);
  const expiresAt = s.details.qrExpiresAt;
  const payload = s.provider === BYON_SANDBOX ? sandboxQrPayload(deps, ref, origin) : s.details.qrPayload;
  // createSession failed (BYON unreachable): the session is FAILED 1005 and has no QR.
  if (!expiresAt || !payload) {
    return qrAnswer(s, '', s.expiresAt.toISOString(), s.status, s.failureCode ?? Code.NETWORK_UNSTABLE);
  }
  const end = Math.min(Date.parse(expiresAt), s.expiresAt.getTime());
  const over = s.status === 'OPEN' && end <= deps.now().getTime();
  return over
    ? qrAnswer(s, payload, expiresAt, 'EXPIRED', Code.TRANSACTION_EXPIRED)
    : qrAnswer(s, payload, expiresAt, s.status, s.failureCode);
}

function qrAnswer(
  s: typeof paymentSessions.$inferSelect,
  qrPayload: string,
  expiresAt: string,
  status: QrPayment['status'],
  failureCode: number | null,
): QrPayment {
  return {
    ref: s.ref,
    orderId: s.orderId,
    qrPayload,
    expiresAt,
    status,
    failureCode,
    amount: s.amount,
    currency: s.currency,
    sandbox: s.provider === BYON_SANDBOX,
  };
}

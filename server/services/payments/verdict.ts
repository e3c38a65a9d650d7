import { eq } from 'drizzle-orm';
import { paymentSessions } from '../../db/schema';
import type { Deps } from '../../http/context';
import type { PaymentProvider, ProviderCallback, SessionRow } from '../../payments/provider';
import { Code } from '../../schemas/codes';
import { captureByRef, settleSession } from './ledger';
import { recordPayment } from './record';
import { originOfReportedRefund } from './refund-origin';
import { recordRefund } from './refund-record';

type VerdictDeps = Pick<Deps, 'db' | 'queue' | 'now'>;

/** The spec's code of each failed outcome (§8 Payment). */
const FAILURE_CODE = {
  DECLINED: Code.VERIFICATION_FAILED,
  EXPIRED_CARD: Code.CARD_EXPIRED,
  CANCELLED: Code.CANCELLED_OR_NOT_VALID,
  EXPIRED: Code.TRANSACTION_EXPIRED,
} as const;

/**
 * Applies a provider's verdict on one of our sessions, whether a callback brought it or the reconciliation asked
 * for it: the one path, idempotent throughout. APPROVED → recordPayment (a replay is a no-op on the ledger key);
 * REFUNDED → a REFUND row for the named capture, once, made by whom its key tells (originOfReportedRefund: our
 * own refund's report keeps its maker, so the coins and tickets it takes back do not depend on which side
 * recorded it first); any failure → the session FAILED with its code, only while
 * still OPEN (or closed by a newer attempt), so a late or repeated decline never undoes a success nor moves the
 * order.
 */
export async function applyVerdict(
  deps: VerdictDeps,
  provider: PaymentProvider,
  session: SessionRow,
  cb: ProviderCallback,
): Promise<{ status: SessionRow['status']; duplicate: boolean }> {
  if (cb.outcome === 'APPROVED') {
    const { duplicate } = await recordPayment(deps, {
      orderId: session.orderId,
      provider: provider.id,
      providerRef: cb.providerRef,
      amount: cb.amount,
      currency: cb.currency,
      sessionId: session.id,
      raw: { ref: cb.ref, outcome: cb.outcome },
    });
    return { status: 'SUCCEEDED', duplicate };
  }
  if (cb.outcome === 'REFUNDED') {
    const capture = await captureByRef(deps.db, provider.id, cb.providerRef);
    if (!capture) return { status: session.status, duplicate: true };
    const key = cb.refundRef ?? `refund:${cb.providerRef}`;
    const fresh = await recordRefund(deps, {
      capture,
      amount: cb.amount,
      key,
      refundRef: key,
      reason: 'refunded_at_provider',
      origin: await originOfReportedRefund(deps.db, capture, key),
    });
    return { status: session.status, duplicate: !fresh };
  }
  await settleSession(deps.db, session.id, 'FAILED', FAILURE_CODE[cb.outcome], deps.now());
  const [now] = await deps.db
    .select({ status: paymentSessions.status })
    .from(paymentSessions)
    .where(eq(paymentSessions.id, session.id));
  return { status: now!.status, duplicate: session.status !== 'OPEN' };
}

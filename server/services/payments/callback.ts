import { eq } from 'drizzle-orm';
import { paymentSessions } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import { providerById } from '../../payments/providers';
import { Code } from '../../schemas/codes';
import { settleSession } from './ledger';
import { recordPayment } from './record';

/**
 * paymentCallback: a card processor reports a session's verdict. Trust comes only from its signature (checked
 * with the timestamp by the provider's parseCallback). Approved → recordPayment (the ledger makes a replay a
 * no-op); declined → the session FAILED with 1004, an expired card with 1009, and only while it is still OPEN,
 * so a late or repeated decline never touches a session that succeeded, nor the order. Idempotent throughout.
 */
export async function paymentCallback(
  deps: Pick<Deps, 'db' | 'env' | 'chains' | 'queue' | 'now'>,
  providerId: string,
  rawBody: string,
  signature: string | undefined,
) {
  const provider = providerById(deps, providerId, 'callback');
  const cb = provider.parseCallback(rawBody, signature, deps.now());
  const [session] = await deps.db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.ref, cb.ref))
    .limit(1);
  if (!session || session.provider !== provider.id) fail('NOT_FOUND', 'payment_session_not_found');
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
    return { ref: cb.ref, status: 'SUCCEEDED' as const, duplicate };
  }
  const code = cb.outcome === 'EXPIRED_CARD' ? Code.CARD_EXPIRED : Code.VERIFICATION_FAILED;
  await settleSession(deps.db, session.id, 'FAILED', code, deps.now());
  const [now] = await deps.db
    .select({ status: paymentSessions.status, failureCode: paymentSessions.failureCode })
    .from(paymentSessions)
    .where(eq(paymentSessions.id, session.id));
  return { ref: cb.ref, status: now!.status, duplicate: session.status !== 'OPEN' };
}

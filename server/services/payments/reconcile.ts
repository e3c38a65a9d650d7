import { and, eq, lte, ne } from 'drizzle-orm';
import { paymentSessions } from '../../db/schema';
import type { Deps } from '../../http/context';
import { CRYPTO } from '../../payments/crypto';
import { providerById } from '../../payments/providers';
import { Code } from '../../schemas/codes';
import { settleSession } from './ledger';
import { applyVerdict } from './verdict';

/** How long a provider's callback may take before we ask the provider ourselves (a lost callback). */
export const RECONCILE_AFTER_MS = 120_000;
/** Past its expiry, how long a session may still be decided at the provider before we call it expired. */
export const EXPIRED_GRACE_MS = 600_000;

type ReconcileDeps = Pick<Deps, 'db' | 'env' | 'chains' | 'queue' | 'now' | 'log'>;

/**
 * The reconciliation ("nothing stays pending forever"): every fiat session still OPEN
 * RECONCILE_AFTER_MS after it was opened is asked about at its provider, and the answer takes the callback's
 * path (applyVerdict: idempotent, so a callback arriving at the same time is harmless). A session the provider
 * still calls undecided long after its expiry is closed here as expired (1006); money that still comes for it
 * is recorded and refunded by the order machine's refundUnneeded. A provider that cannot be reached is asked
 * again on the next sweep. Answers how many sessions were settled.
 */
export async function reconcilePayments(deps: ReconcileDeps, limit = 50): Promise<number> {
  const now = deps.now();
  const due = await deps.db
    .select()
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.status, 'OPEN'),
        ne(paymentSessions.provider, CRYPTO),
        lte(paymentSessions.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
      ),
    )
    .orderBy(paymentSessions.createdAt)
    .limit(limit);
  let settled = 0;
  for (const session of due) {
    try {
      const provider = providerById(deps, session.provider, 'refund');
      const verdict = provider.query ? await provider.query(session) : null;
      if (verdict) {
        await applyVerdict(deps, provider, session, verdict);
        settled++;
      } else if (session.expiresAt.getTime() + EXPIRED_GRACE_MS <= now.getTime()) {
        await settleSession(deps.db, session.id, 'FAILED', Code.TRANSACTION_EXPIRED, now);
        settled++;
      }
    } catch (err) {
      deps.log.warn({ ref: session.ref, provider: session.provider, err: String(err) }, 'reconcile failed');
    }
  }
  return settled;
}

import type { Deps } from '../../http/context';
import { ApiError } from '../../http/errors';
import { knownSpiralProviders } from '../../payments/spiral/sandbox';
import { Code } from '../../schemas/codes';
import { buyersSession } from './buyer-session';
import { checkPayment } from './check';
import { applyVerdict } from './verdict';

/**
 * spiralReturn: the buyer is back from Spiral's hosted page. Spiral's callback may be late or lost, so we ask
 * Spiral ourselves (server to server, never the browser's word) and apply its answer through applyVerdict, the
 * callbacks' idempotent path; then answer what checkPayment reads. A Spiral that cannot be reached is left to
 * the callback and the reconciliation: the buyer still goes on to the checkpay page, which waits.
 */
export async function spiralReturn(
  deps: Pick<Deps, 'db' | 'env' | 'chains' | 'queue' | 'now' | 'log'>,
  memberId: string,
  ref: string,
) {
  // The session's own Spiral provider (sandbox or real), even if the other one is active now.
  const known = knownSpiralProviders(deps);
  const ids = known.map((p) => p.id);
  const { session } = await buyersSession(deps, memberId, ref, ids);
  const provider = known.find((p) => p.id === session.provider)!;
  if (session.status === 'OPEN') {
    try {
      const verdict = provider.query ? await provider.query(session) : null;
      if (verdict) await applyVerdict(deps, provider, session, verdict);
    } catch (err) {
      if (!(err instanceof ApiError) || err.code !== Code.NETWORK_UNSTABLE) throw err;
      deps.log.warn({ ref, provider: session.provider }, 'spiral return query failed');
    }
  }
  return checkPayment(deps, memberId, ref);
}

import { eq, inArray, sql } from 'drizzle-orm';
import { paymentEvents, paymentSessions } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import { providerById } from '../../payments/providers';
import { applyVerdict } from './verdict';

/**
 * A refund made at the provider's side (its dashboard) carries no ref of ours: its session is the one its
 * capture was paid on.
 */
function refundedSession(providerId: string, captureRef: string) {
  return inArray(
    paymentSessions.id,
    sql`(select ${paymentEvents.sessionId} from ${paymentEvents} where ${paymentEvents.provider} = ${providerId} and ${paymentEvents.providerRef} = ${captureRef} and ${paymentEvents.kind} = 'CAPTURE')`,
  );
}

/**
 * paymentCallback: a payment provider reports a session's verdict (card processor, Stripe webhook, Mastercard
 * notification, BYON, Spiral). Trust comes only from its signature, checked with the timestamp by the provider's
 * parseCallback (a refusal changes nothing); then the verdict takes the one idempotent path (applyVerdict).
 * An authentic event that moves no payment is answered and ignored.
 */
export async function paymentCallback(
  deps: Pick<Deps, 'db' | 'env' | 'chains' | 'queue' | 'now'>,
  providerId: string,
  rawBody: string,
  header: (name: string) => string | undefined,
) {
  const provider = providerById(deps, providerId, 'callback');
  const cb = provider.parseCallback(rawBody, header(provider.signatureHeader), deps.now());
  if (!cb) return { ref: '', status: 'OPEN' as const, duplicate: true };
  const [session] = await deps.db
    .select()
    .from(paymentSessions)
    .where(cb.ref ? eq(paymentSessions.ref, cb.ref) : refundedSession(provider.id, cb.providerRef))
    .limit(1);
  if (!session || session.provider !== provider.id) fail('NOT_FOUND', 'payment_session_not_found');
  const { status, duplicate } = await applyVerdict(deps, provider, session, cb);
  return { ref: cb.ref, status, duplicate };
}

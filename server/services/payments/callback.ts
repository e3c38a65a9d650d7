import { eq } from 'drizzle-orm';
import { paymentSessions } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import { providerById } from '../../payments/providers';
import { applyVerdict } from './verdict';

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
    .where(eq(paymentSessions.ref, cb.ref))
    .limit(1);
  if (!session || session.provider !== provider.id) fail('NOT_FOUND', 'payment_session_not_found');
  const { status, duplicate } = await applyVerdict(deps, provider, session, cb);
  return { ref: cb.ref, status, duplicate };
}

import { fail } from '../http/errors';
import type { PaymentProvider } from './provider';

/**
 * The coin tender as a provider: its captures are made inside the marketplace by payWithCoins
 * (server/services/loyalty/coins/tender.ts), so it takes no new payments and no callbacks; it only refunds.
 * Nothing leaves here: the coins go back when the REFUND row is written (insertRefund calls
 * reverseCoinsOfRefund in that transaction, keyed by the row), so the refund's reference is its own key.
 */
export function coinTenderProvider(): PaymentProvider {
  return {
    id: 'coins',
    signatureHeader: 'none',
    createSession: () => fail('NOT_FOUND', 'payment_method_not_available'),
    parseCallback: () => fail('NOT_FOUND', 'unknown_payment_provider'),
    refund: async (_capture, r) => ({ refundRef: r.key }),
  };
}

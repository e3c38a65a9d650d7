import { eq } from 'drizzle-orm';
import { ledgerEntries, orders } from '../db/schema';
import type { Deps } from '../http/context';
import { fail } from '../http/errors';
import { chainOfCurrency } from './crypto';
import type { PaymentProvider } from './provider';

/** The payment ledger's provider name of a winning bid's hold turned into the order's payment. */
export const AUCTION_PROVIDER = 'auction-hold';

/**
 * The auction's winning hold as a provider: its captures are made inside the marketplace at
 * settlement (server/services/auctions/settle.ts), so it takes no new payments and no callbacks; it only refunds,
 * by crediting the winner's marketplace balance back. The credit is one ledger row keyed by the refund's
 * idempotency key (the ledger's unique (reason, refId, kind)), so a refund asked twice credits once. It goes to
 * the balance's fixed part: the balance is one sum (spec §3), and `auction` stays the seller's auction income.
 */
export function auctionHoldProvider(deps: Pick<Deps, 'db'>): PaymentProvider {
  return {
    id: AUCTION_PROVIDER,
    signatureHeader: 'none',
    createSession: () => fail('NOT_FOUND', 'payment_method_not_available'),
    parseCallback: () => fail('NOT_FOUND', 'unknown_payment_provider'),
    async refund(capture, r) {
      const [order] = await deps.db
        .select({ buyerId: orders.buyerId })
        .from(orders)
        .where(eq(orders.id, capture.orderId))
        .limit(1);
      const blockchain = chainOfCurrency(capture.currency);
      if (!order || !blockchain) fail('NOT_FOUND', 'payment_not_found');
      await deps.db
        .insert(ledgerEntries)
        .values({
          memberId: order.buyerId,
          blockchain,
          kind: 'FIXED',
          amount: r.amount.toString(),
          reason: 'REFUND',
          refId: r.key,
        })
        .onConflictDoNothing();
      return { refundRef: r.key };
    },
  };
}

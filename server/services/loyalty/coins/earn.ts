import { eq } from 'drizzle-orm';
import { coinLots, merchants } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { fail } from '../../../http/errors';
import type { CoinOperation } from '../../../schemas/coins';
import { hasFeature } from '../../merchants/access';
import { coinOf } from './coin';
import { jobDbOf } from '../../../db/job-db';
import { isTransaction, runCoinOperation } from './ledger';
import { enqueueLotExpiry } from './queue';
import { expiresAtFor, spendableFromFor } from './rules';

export type EarnCoins = {
  merchantId: string;
  memberId: string;
  amount: bigint;
  /** Once per earning event: e.g. `earn:order:<id>`, `earn:stamps:<card>:<n>`, `earn:campaign:<claim>`. */
  key: string;
  orderId?: string | null;
  paymentId?: string | null;
};

/** Refuses amounts that are not whole positive coins (services are called past the wire's schema too). */
export function requireCoins(amount: bigint): void {
  if (typeof amount !== 'bigint' || amount <= 0n)
    fail('VALIDATION_FAILED', 'validation_failed', [{ path: 'amount', message: 'coin_amount' }]);
}

/**
 * earnCoins: gives the member a new lot of `amount` coins of the merchant's coin, spendable after its
 * pending period and expiring by its rule, with one EARN row; once per key. Needs the coin and a plan with
 * LOYALTY_COINS in force (a lapsed plan earns nothing; coins already held stay spendable). Inside a caller's
 * transaction (`deps.db`), the lot's expiry job is written in it too (its queue must exist before: ensure
 * COIN_EXPIRY_QUEUE first). Without a queue (a stamp completed deep in a caller's transaction) no job is sent:
 * the expiry sweep queues the lot once it is past its expiry.
 */
export async function earnCoins(
  deps: Pick<Deps, 'db' | 'now'> & Partial<Pick<Deps, 'queue' | 'log'>>,
  e: EarnCoins,
): Promise<CoinOperation> {
  requireCoins(e.amount);
  const [merchant] = await deps.db.select().from(merchants).where(eq(merchants.id, e.merchantId));
  const coin = merchant ? await coinOf(deps.db, merchant.id) : null;
  if (!merchant || !coin) fail('NOT_FOUND', 'no_coin');
  if (!hasFeature(merchant, 'LOYALTY_COINS', deps.now()))
    fail('FORBIDDEN', 'plan_lacks_feature', { feature: 'LOYALTY_COINS' });
  let expiry: { lotId: string; at: Date } | null = null;
  const op = await runCoinOperation(
    deps,
    {
      merchantId: e.merchantId,
      memberId: e.memberId,
      key: e.key,
      kind: 'EARN',
      content: { amount: e.amount.toString(), orderId: e.orderId ?? null, paymentId: e.paymentId ?? null },
    },
    { orderId: e.orderId, paymentId: e.paymentId },
    async (tx, now) => {
      const [lot] = await tx
        .insert(coinLots)
        .values({
          merchantId: e.merchantId,
          memberId: e.memberId,
          earnedAt: now,
          spendableFrom: spendableFromFor(now, coin.pendingDays),
          expiresAt: expiresAtFor(now, coin.expiryMonths),
          amount: e.amount,
          remaining: e.amount,
          orderId: e.orderId ?? null,
        })
        .returning();
      expiry = { lotId: lot!.id, at: lot!.expiresAt };
      return [{ lotId: lot!.id, kind: 'EARN', delta: e.amount }];
    },
  );
  const queued = expiry as { lotId: string; at: Date } | null;
  if (queued && deps.queue)
    await enqueueLotExpiry(
      { queue: deps.queue, log: deps.log },
      queued.lotId,
      queued.at,
      isTransaction(deps.db) ? jobDbOf(deps.db) : undefined,
    );
  return op;
}

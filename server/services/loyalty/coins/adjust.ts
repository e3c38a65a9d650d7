import { eq } from 'drizzle-orm';
import { coinLots, members } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { fail } from '../../../http/errors';
import type { AdjustCoinsForm, CoinOperation } from '../../../schemas/coins';
import { requireMerchantFeature } from '../../merchants/access';
import { coinOf } from './coin';
import { fifo, type Leg, lockedLots, moveLot, runCoinOperation } from './ledger';
import { enqueueLotExpiry } from './queue';
import { expiresAtFor } from './rules';

/**
 * adjustCoins: the merchant corrects a member's coins with a reason, once per key. Adding gives a new lot,
 * spendable at once (the merchant's own decision needs no refund window) and expiring by the coin's rule;
 * taking draws from the member's valid lots, soonest expiry first, and never below zero
 * (COINS_INSUFFICIENT with what there is).
 */
export async function adjustCoins(
  deps: Pick<Deps, 'db' | 'now' | 'queue' | 'log'>,
  ownerId: string,
  f: Pick<AdjustCoinsForm, 'memberId' | 'delta' | 'reason' | 'key'>,
): Promise<CoinOperation> {
  if (typeof f.delta !== 'bigint' || f.delta === 0n)
    fail('VALIDATION_FAILED', 'validation_failed', [{ path: 'delta', message: 'coin_amount' }]);
  const merchant = await requireMerchantFeature(deps.db, ownerId, 'LOYALTY_COINS', deps.now());
  const coin = await coinOf(deps.db, merchant.id);
  if (!coin) fail('NOT_FOUND', 'no_coin');
  const [member] = await deps.db.select({ id: members.id }).from(members).where(eq(members.id, f.memberId));
  if (!member) fail('NOT_FOUND', 'member_not_found');
  let added: { lotId: string; at: Date } | null = null;
  const op = await runCoinOperation(
    deps,
    {
      merchantId: merchant.id,
      memberId: f.memberId,
      key: f.key,
      kind: 'ADJUST',
      content: { delta: f.delta.toString(), reason: f.reason },
    },
    {},
    async (tx, now) => {
      if (f.delta > 0n) {
        const [lot] = await tx
          .insert(coinLots)
          .values({
            merchantId: merchant.id,
            memberId: f.memberId,
            earnedAt: now,
            spendableFrom: now,
            expiresAt: expiresAtFor(now, coin.expiryMonths),
            amount: f.delta,
            remaining: f.delta,
          })
          .returning();
        added = { lotId: lot!.id, at: lot!.expiresAt };
        return [{ lotId: lot!.id, kind: 'ADJUST', delta: f.delta, reason: f.reason }];
      }
      const lots = (await lockedLots(tx, merchant.id, f.memberId))
        .filter((l) => l.expiresAt > now)
        .sort(fifo);
      const held = lots.reduce((s, l) => s + l.remaining, 0n);
      if (held < -f.delta) fail('COINS_INSUFFICIENT', 'coins_insufficient', { spendable: held.toString() });
      const legs: Leg[] = [];
      let due = -f.delta;
      for (const lot of lots) {
        if (due === 0n) break;
        const take = lot.remaining < due ? lot.remaining : due;
        await moveLot(tx, lot.id, -take);
        legs.push({ lotId: lot.id, kind: 'ADJUST', delta: -take, reason: f.reason });
        due -= take;
      }
      return legs;
    },
  );
  const queued = added as { lotId: string; at: Date } | null;
  if (queued) await enqueueLotExpiry(deps, queued.lotId, queued.at);
  deps.log.info({ mcId: merchant.mcId, memberId: f.memberId, delta: op.delta, key: f.key }, 'coins adjusted');
  return op;
}

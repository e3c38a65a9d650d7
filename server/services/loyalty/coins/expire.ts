import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { coinLots } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import type { CoinOperation } from '../../../schemas/coins';
import { runCoinOperation } from './ledger';

/**
 * expireLot: at (or after) its expiry, the lot's remaining coins expire: one EXPIRE row, remaining 0. Before
 * its expiry, for a lot already empty, or run again, it writes nothing (null), so the job and the sweep may
 * both run it, in any process.
 */
export async function expireLot(
  deps: Pick<Deps, 'db' | 'now'>,
  lotId: string,
): Promise<CoinOperation | null> {
  const [lot] = await deps.db.select().from(coinLots).where(eq(coinLots.id, lotId));
  if (!lot || lot.expiresAt > deps.now() || lot.remaining === 0n) return null;
  const op = await runCoinOperation(
    deps,
    {
      merchantId: lot.merchantId,
      memberId: lot.memberId,
      key: `expire:${lot.id}`,
      kind: 'EXPIRE',
      content: {},
    },
    {},
    async (tx) => {
      // Re-read under the member's lock: a spend or reversal may have moved it since.
      const [now] = await tx.select().from(coinLots).where(eq(coinLots.id, lotId)).for('update');
      if (!now || now.remaining === 0n) return [];
      await tx.update(coinLots).set({ remaining: 0n }).where(eq(coinLots.id, lotId));
      return [{ lotId, kind: 'EXPIRE', delta: -now.remaining }];
    },
  );
  return op.legs.length > 0 && !op.duplicate ? op : null;
}

/** Lots past their expiry still holding coins (the sweep's work), oldest first, at most `limit`. */
export async function lotsToExpire(
  db: Db,
  now: Date,
  limit = 1000,
): Promise<{ id: string; expiresAt: Date }[]> {
  return db
    .select({ id: coinLots.id, expiresAt: coinLots.expiresAt })
    .from(coinLots)
    .where(and(lte(coinLots.expiresAt, now), sql`${coinLots.remaining} > 0`))
    .orderBy(asc(coinLots.expiresAt))
    .limit(limit);
}

import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isDatabaseDown } from '../../db/errors';
import { orders } from '../../db/schema';
import type { Deps } from '../../http/context';
import { finishOrder, recordCodCash } from './confirm';
import { lockOrder } from './transition';

export const AUTO_FINISH_QUEUE = 'orders.autoFinish';
const DAY_MS = 24 * 3600_000;

/** When an order reached DELIVERY (its last line shipped); older rows without the date fall back to updatedAt. */
const deliveredAt = sql`coalesce(${orders.deliveredAt}, ${orders.updatedAt})`;

/**
 * The scheduled 'orders.autoFinish' body: every order in DELIVERY for ORDER_AUTO_FINISH_DAYS without the buyer's
 * confirmation finishes by itself (order.autoFinish by SYSTEM) and is completed in the same transaction. A
 * cash-on-delivery order's cash, collected at the door, is recorded first. Each order is checked again under
 * its row lock, so a buyer confirming at the same moment finishes it once. Answers how many were finished.
 */
export async function autoFinishOrders(
  deps: Pick<Deps, 'db' | 'queue' | 'env' | 'log' | 'now'>,
): Promise<number> {
  const now = deps.now();
  const cutoff = new Date(now.getTime() - deps.env.ORDER_AUTO_FINISH_DAYS * DAY_MS);
  const due = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.label, 'DELIVERY'), lte(deliveredAt, cutoff)))
    .limit(500);
  let finished = 0;
  for (const order of due) {
    try {
      await recordCodCash(deps, order);
      const done = await deps.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const locked = await lockOrder(tx, order.id);
        const at = locked.deliveredAt ?? locked.updatedAt;
        if (locked.label !== 'DELIVERY' || at > cutoff) return false;
        await finishOrder(
          tx,
          locked,
          {
            event: { type: 'order.autoFinish', by: 'SYSTEM' },
            actorId: null,
            reason: `unconfirmed_${deps.env.ORDER_AUTO_FINISH_DAYS}_days`,
          },
          now,
          deps.env.PLATFORM_FEE_BP,
        );
        return true;
      });
      if (done) finished++;
    } catch (err) {
      if (isDatabaseDown(err)) throw err;
      deps.log.warn({ orderId: order.id, err: String((err as Error)?.message ?? err) }, 'auto-finish failed');
    }
  }
  return finished;
}

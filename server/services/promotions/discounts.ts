import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { discountItems } from '../../db/schema';
import type { DiscountRule } from '../orders/pricing';

/** The seller's discount items in force now (spec §3 discount item), as pricing rules; the highest wins there. */
export async function sellerDiscounts(db: Db, sellerId: string, now: Date): Promise<DiscountRule[]> {
  const rows = await db
    .select()
    .from(discountItems)
    .where(
      and(
        eq(discountItems.sellerId, sellerId),
        eq(discountItems.active, true),
        or(isNull(discountItems.startsAt), lte(discountItems.startsAt, now)),
        or(isNull(discountItems.endsAt), gte(discountItems.endsAt, now)),
      ),
    );
  return rows.map((r) => ({
    name: r.name,
    isForAll: r.isForAll,
    productIds: r.productIds,
    method: r.method,
    currency: r.currency,
    value: BigInt(r.value),
    percentBp: r.percentBp,
  }));
}

import { and, eq, gte, isNotNull, sql, type AnyColumn } from 'drizzle-orm';
import { cardProgrammes, couponBatches, coupons, memberCards, orders } from '../../db/schema';
import type { Deps } from '../../http/context';
import { type MerchantStats, STATS_DAYS } from '../../schemas/merchant-console';
import { requireMerchantFeature } from './access';

const DAY = 86_400_000;

/** The UTC day of a timestamp column as 'YYYY-MM-DD'. */
const dayOf = (col: AnyColumn) => sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD')`;
const count = sql<string>`count(*)::text`;

const toMap = (rows: { day: string; value: string | null }[]) =>
  new Map(rows.map((r) => [r.day, r.value ?? '0']));

/**
 * merchantStats (the merchant console's charts): per UTC day over the last STATS_DAYS days,
 * today included: coupons of the merchant's batches collected and redeemed at the shop, its cards activated
 * on chain, and its sales (paid amounts of HKD orders it sells, less refunds, by the day they were paid; minor
 * units as strings). Every day is present, zeros included, so a chart and its table line up. Gated by CRM.
 */
export async function merchantStats(
  deps: Pick<Deps, 'db' | 'now'>,
  memberId: string,
): Promise<MerchantStats> {
  const now = deps.now();
  const merchant = await requireMerchantFeature(deps.db, memberId, 'CRM', now);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (STATS_DAYS - 1) * DAY);
  const { db } = deps;
  const ofMerchantCoupons = (at: AnyColumn) =>
    db
      .select({ day: dayOf(at), value: count })
      .from(coupons)
      .innerJoin(couponBatches, eq(couponBatches.id, coupons.batchId))
      .where(and(eq(couponBatches.merchantId, merchant.id), gte(at, from)))
      .groupBy(dayOf(at));
  const [collected, redeemed, activated, sales] = await Promise.all([
    ofMerchantCoupons(coupons.createdAt),
    ofMerchantCoupons(coupons.redeemedAt),
    db
      .select({ day: dayOf(memberCards.activatedAt), value: count })
      .from(memberCards)
      .innerJoin(cardProgrammes, eq(cardProgrammes.id, memberCards.programmeId))
      .where(and(eq(cardProgrammes.merchantId, merchant.id), gte(memberCards.activatedAt, from)))
      .groupBy(dayOf(memberCards.activatedAt)),
    merchant.ownerId
      ? db
          .select({ day: dayOf(orders.paidAt), value: sql<string>`sum(${orders.paidAmount})::text` })
          .from(orders)
          .where(
            and(
              eq(orders.sellerId, merchant.ownerId),
              eq(orders.currency, 'HKD'),
              isNotNull(orders.paidAt),
              gte(orders.paidAt, from),
            ),
          )
          .groupBy(dayOf(orders.paidAt))
      : [],
  ]);
  const [c, r, a, s] = [collected, redeemed, activated, sales].map(toMap);
  const days = Array.from({ length: STATS_DAYS }, (_, i) => {
    const day = new Date(from.getTime() + i * DAY).toISOString().slice(0, 10);
    return {
      day,
      couponsCollected: Number(c!.get(day) ?? 0),
      couponsRedeemed: Number(r!.get(day) ?? 0),
      cardsActivated: Number(a!.get(day) ?? 0),
      sales: BigInt(s!.get(day) ?? '0').toString(),
    };
  });
  return { currency: 'HKD', days };
}

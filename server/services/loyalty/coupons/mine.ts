import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { couponBatches, coupons, merchants } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import type { CouponViewState, MyCoupon } from '../../../schemas/coupons';
import { batchView, couponContracts, type BatchRow, type CouponContracts } from './batches';

export type CouponRow = typeof coupons.$inferSelect;

/** What the holder sees: RESERVED by an order, USED (at checkout or the shop), EXPIRED past the batch's end. */
export function viewState(
  c: Pick<CouponRow, 'state'>,
  batch: Pick<BatchRow, 'validTo'>,
  now: Date,
): CouponViewState {
  if (c.state === 'RESERVED') return 'RESERVED';
  if (c.state === 'USED' || c.state === 'REDEEMED') return 'USED';
  return now >= batch.validTo ? 'EXPIRED' : 'AVAILABLE';
}

type Joined = { coupon: CouponRow; batch: BatchRow; merchant: Parameters<typeof batchView>[1] };

function toView({ coupon: row, batch, merchant }: Joined, contracts: CouponContracts, now: Date): MyCoupon {
  return {
    id: row.id,
    batch: batchView(batch, merchant, contracts),
    state: viewState(row, batch, now),
    chain: row.chain,
    orderId: row.orderId,
    issueTxHash: row.issueTxHash,
    burnTxHash: row.burnTxHash,
    usedAt: (row.usedAt ?? row.redeemedAt)?.toISOString() ?? null,
    collectedAt: row.createdAt.toISOString(),
  };
}

/** One coupon as its holder sees it. */
export async function couponView(db: Db, row: CouponRow, now: Date): Promise<MyCoupon> {
  const [b] = await db
    .select({ batch: couponBatches, merchant: merchants })
    .from(couponBatches)
    .innerJoin(merchants, eq(merchants.id, couponBatches.merchantId))
    .where(eq(couponBatches.id, row.batchId));
  return toView({ coupon: row, ...b! }, await couponContracts(db), now);
}

/** listMyCoupons ("my e-coupons"): the caller's coupons, newest first, each with its state; one state if asked. */
export async function listMyCoupons(
  deps: Pick<Deps, 'db' | 'now'>,
  memberId: string,
  q: { state?: CouponViewState | undefined },
): Promise<{ items: MyCoupon[] }> {
  const now = deps.now();
  const rows = await deps.db
    .select({ coupon: coupons, batch: couponBatches, merchant: merchants })
    .from(coupons)
    .innerJoin(couponBatches, eq(couponBatches.id, coupons.batchId))
    .innerJoin(merchants, eq(merchants.id, couponBatches.merchantId))
    .where(eq(coupons.holderId, memberId))
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(500);
  const contracts = await couponContracts(deps.db);
  const items = rows.map((r) => toView(r, contracts, now));
  return { items: q.state ? items.filter((c) => c.state === q.state) : items };
}

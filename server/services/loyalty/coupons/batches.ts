import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { platformContractAddress } from '../../../chain/deploy';
import type { Db } from '../../../db/client';
import { couponBatches, couponCollects, coupons, merchants, products } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { fail } from '../../../http/errors';
import type { FieldIssue } from '../../../http/validate';
import type { CouponBatch, IssueCouponsForm } from '../../../schemas/coupons';
import { percentToBasisPoints } from '../../../schemas/promotions';
import { requireMerchantFeature } from '../../merchants/access';

export type BatchRow = typeof couponBatches.$inferSelect;
type MerchantRow = typeof merchants.$inferSelect;

/** The Coupon contract's address on each chain (null before it is deployed), read once per answer. */
export async function couponContracts(db: Db): Promise<Record<BatchRow['blockchain'], string | null>> {
  const [eth, polygon] = await Promise.all([
    platformContractAddress(db, 'ETHEREUM', 'COUPON'),
    platformContractAddress(db, 'POLYGON', 'COUPON'),
  ]);
  return { ETHEREUM: eth ?? null, POLYGON: polygon ?? null };
}
export type CouponContracts = Awaited<ReturnType<typeof couponContracts>>;

/** The batch as the API shows it; `collected` is the caller's count (0 for a visitor). */
export function batchView(
  row: BatchRow,
  merchant: Pick<MerchantRow, 'mcId' | 'name' | 'ownerId'>,
  contracts: CouponContracts,
  collected = 0,
): CouponBatch {
  return {
    id: row.id,
    tokenId: String(row.tokenId),
    mcId: merchant.mcId,
    merchantName: merchant.name,
    sellerId: merchant.ownerId,
    name: row.name,
    description: row.description,
    method: row.method,
    currency: row.currency,
    value: row.value,
    percentBp: row.percentBp,
    isForAll: row.isForAll,
    productIds: row.productIds,
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
    quantity: row.quantity,
    remaining: row.remaining,
    perMemberLimit: row.perMemberLimit,
    price: row.price && BigInt(row.price) > 0n ? row.price : null,
    blockchain: row.blockchain,
    contractAddress: contracts[row.blockchain],
    collected,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Terms the schema cannot check alone: the amount for the method, the period, the merchant's own items. */
async function termIssues(db: Db, ownerId: string | null, f: IssueCouponsForm): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  if (f.method === 'FIXPRICE' && !(f.value && BigInt(f.value) > 0n))
    issues.push({ path: 'value', message: 'required' });
  if (f.method === 'PERCENT') {
    const bp = f.percent === undefined ? 0 : percentToBasisPoints(f.percent);
    if (bp < 1 || bp > 10_000)
      issues.push({ path: 'percent', message: f.percent ? 'percent_range' : 'required' });
  }
  if (f.validTo <= f.validFrom) issues.push({ path: 'validTo', message: 'ends_before_start' });
  if (f.perMemberLimit > f.quantity) issues.push({ path: 'perMemberLimit', message: 'above_quantity' });
  const ids = [...new Set(f.productIds)];
  if (!f.isForAll && ids.length === 0) issues.push({ path: 'productIds', message: 'required' });
  if (!f.isForAll && ids.length > 0) {
    const own = ownerId
      ? await db
          .select({ id: products.id })
          .from(products)
          .where(and(inArray(products.id, ids), eq(products.ownerId, ownerId)))
      : [];
    if (own.length !== ids.length) issues.push({ path: 'productIds', message: 'not_own_item' });
  }
  return issues;
}

/**
 * issueCoupons: a merchant whose plan has COUPONS issues a batch (value or percentage off, the products it
 * applies to or all of the merchant's, a validity period, a quantity and a per-member limit, free or priced).
 * The batch is one id of the platform's Coupon contract; each coupon is minted when a member collects it.
 */
export async function issueCoupons(
  deps: Pick<Deps, 'db' | 'now'>,
  memberId: string,
  f: IssueCouponsForm,
): Promise<CouponBatch> {
  const merchant = await requireMerchantFeature(deps.db, memberId, 'COUPONS', deps.now());
  const issues = await termIssues(deps.db, merchant.ownerId, f);
  if (issues.length > 0) fail('VALIDATION_FAILED', 'validation_failed', issues);
  const [row] = await deps.db
    .insert(couponBatches)
    .values({
      merchantId: merchant.id,
      name: f.name,
      description: f.description,
      method: f.method,
      currency: f.currency,
      value: f.method === 'FIXPRICE' ? f.value! : '0',
      percentBp: f.method === 'PERCENT' ? percentToBasisPoints(f.percent!) : 0,
      isForAll: f.isForAll,
      productIds: f.isForAll ? [] : [...new Set(f.productIds)],
      validFrom: f.validFrom,
      validTo: f.validTo,
      quantity: f.quantity,
      remaining: f.quantity,
      perMemberLimit: f.perMemberLimit,
      price: f.price && BigInt(f.price) > 0n ? f.price : null,
      createdAt: deps.now(),
    })
    .returning();
  return batchView(row!, merchant, await couponContracts(deps.db));
}

/**
 * listCouponBatches (public; the merchant page and "collect" list): batches still valid with coupons left,
 * newest first, of one merchant (`merchant` = its mcId) or all; with the caller's collected count.
 */
export async function listCouponBatches(
  deps: Pick<Deps, 'db' | 'now'>,
  memberId: string | null,
  q: { merchant?: string | undefined },
): Promise<{ items: CouponBatch[] }> {
  const now = deps.now();
  const rows = await deps.db
    .select({ batch: couponBatches, merchant: merchants, collected: couponCollects.count })
    .from(couponBatches)
    .innerJoin(merchants, eq(merchants.id, couponBatches.merchantId))
    .leftJoin(
      couponCollects,
      and(
        eq(couponCollects.batchId, couponBatches.id),
        memberId ? eq(couponCollects.memberId, memberId) : sql`false`,
      ),
    )
    .where(
      and(
        eq(merchants.status, 'ACTIVE'),
        gt(couponBatches.validTo, now),
        gt(couponBatches.remaining, 0),
        q.merchant ? eq(merchants.mcId, q.merchant) : undefined,
      ),
    )
    .orderBy(desc(couponBatches.createdAt), desc(couponBatches.id))
    .limit(100);
  const contracts = await couponContracts(deps.db);
  return { items: rows.map((r) => batchView(r.batch, r.merchant, contracts, r.collected ?? 0)) };
}

/** listMyCouponBatches: the caller's merchant's batches with how many were used at checkout and redeemed. */
export async function listMerchantBatches(deps: Pick<Deps, 'db' | 'now'>, memberId: string) {
  const merchant = await requireMerchantFeature(deps.db, memberId, 'COUPONS', deps.now());
  const rows = await deps.db
    .select({
      batch: couponBatches,
      used: sql<number>`count(${coupons.id}) filter (where ${coupons.state} = 'USED')`.mapWith(Number),
      redeemed: sql<number>`count(${coupons.id}) filter (where ${coupons.state} = 'REDEEMED')`.mapWith(
        Number,
      ),
    })
    .from(couponBatches)
    .leftJoin(coupons, eq(coupons.batchId, couponBatches.id))
    .where(eq(couponBatches.merchantId, merchant.id))
    .groupBy(couponBatches.id)
    .orderBy(desc(couponBatches.createdAt));
  const contracts = await couponContracts(deps.db);
  return {
    items: rows.map((r) => ({
      ...batchView(r.batch, merchant, contracts),
      used: r.used,
      redeemed: r.redeemed,
    })),
  };
}

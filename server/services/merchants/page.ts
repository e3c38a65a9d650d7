import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardProgrammes, products } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import type { ProductCard } from '../../schemas/catalog';
import { MERCHANT_PAGE_ITEMS, type MerchantPage } from '../../schemas/merchant-page';
import { selectProductCards, toProductCard } from '../catalog/catalog';
import { wasListed } from '../catalog/public-items';
import { listCouponBatches } from '../loyalty/coupons/batches';
import { hasFeature, merchantByMcId } from './access';

/** The owner's public items (put on sale at least once), most favourited first, as product cards. */
async function popularItems(db: Db, ownerId: string): Promise<ProductCard[]> {
  const rows = await selectProductCards(db)
    .where(and(eq(products.ownerId, ownerId), wasListed(products.id)))
    .orderBy(desc(products.favourites), desc(products.createdAt), desc(products.id))
    .limit(MERCHANT_PAGE_ITEMS);
  return rows.map(toProductCard);
}

/**
 * getMerchantPage (spec §2 merchant page; public): the merchant's name, logo and summary, its popular items
 * (public items its owner holds, by the catalogue's rule: put on sale at least once; most favourited first),
 * the coupon batches on offer (with the caller's collected count) and its card programmes. 404 for an unknown
 * mcId, a suspended merchant, or one whose plan in force has no merchant page (spec §1: Business and above),
 * so the app keeps one empty result for all of them (spec §4).
 */
export async function getMerchantPage(
  deps: Pick<Deps, 'db' | 'now'>,
  memberId: string | null,
  mcId: string,
): Promise<MerchantPage> {
  const { db } = deps;
  const m = await merchantByMcId(db, mcId);
  if (!m || m.status !== 'ACTIVE' || !hasFeature(m, 'MERCHANT_PAGE', deps.now()))
    fail('NOT_FOUND', 'merchant_not_found');
  const [items, batches, programmes] = await Promise.all([
    m.ownerId ? popularItems(db, m.ownerId) : [],
    listCouponBatches(deps, memberId, { merchant: m.mcId }),
    db
      .select()
      .from(cardProgrammes)
      .where(eq(cardProgrammes.merchantId, m.id))
      .orderBy(desc(cardProgrammes.isDefault), desc(cardProgrammes.createdAt)),
  ]);
  return {
    mcId: m.mcId,
    name: m.name,
    type: m.type,
    description: m.description,
    logo: m.logo,
    website: m.website,
    items,
    coupons: batches.items,
    programmes: programmes.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      tiers: p.tiers,
      transferable: p.transferable,
      validityMonths: p.validityMonths,
      isDefault: p.isDefault,
    })),
  };
}

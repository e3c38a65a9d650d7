import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns, cardProgrammes, couponBatches, products } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import type { Campaign, SaveCampaignForm } from '../../schemas/campaigns';
import { requireMerchantFeature } from '../merchants/access';
import { getCampaign } from './view';

/**
 * saveCampaign: a merchant whose plan has coupons creates a campaign or changes one of its own. The reward is
 * one of its coupon batches, an item the caller owns and minted on the platform (NFT: not a parcel, not an
 * import), whose copies the claims take, or one of its card programmes (CARD: its plan must have membership
 * cards too). The platform runs its campaigns as its own merchant. Changing the total keeps what
 * was given: `remaining` moves by the difference in the same UPDATE, refused (409) when that would go below 0.
 */
export async function saveCampaign(
  deps: Pick<Deps, 'db' | 'now'>,
  memberId: string,
  f: SaveCampaignForm,
): Promise<Campaign> {
  const now = deps.now();
  const nft = f.rewardKind === 'NFT';
  const card = f.rewardKind === 'CARD';
  const features = card ? (['COUPONS', 'MEMBERSHIP_CARDS'] as const) : 'COUPONS';
  const merchant = await requireMerchantFeature(deps.db, memberId, features, now);
  if (card) {
    const [programme] = await deps.db
      .select({ id: cardProgrammes.id })
      .from(cardProgrammes)
      .where(and(eq(cardProgrammes.id, f.rewardProgrammeId), eq(cardProgrammes.merchantId, merchant.id)));
    if (!programme) fail('NOT_FOUND', 'programme_not_found');
  } else if (nft) {
    const [item] = await deps.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.id, f.rewardProductId),
          eq(products.ownerId, memberId),
          eq(products.sourceType, 'SELF'),
        ),
      );
    if (!item) fail('NOT_FOUND', 'reward_item_not_found');
  } else {
    const [batch] = await deps.db
      .select({ id: couponBatches.id })
      .from(couponBatches)
      .where(and(eq(couponBatches.id, f.rewardBatchId), eq(couponBatches.merchantId, merchant.id)));
    if (!batch) fail('NOT_FOUND', 'coupon_batch_not_found');
  }
  const fields = {
    route: f.route,
    title: f.title,
    steps: f.steps,
    artwork: f.artwork,
    startsAt: f.startsAt,
    endsAt: f.endsAt,
    rewardKind: f.rewardKind,
    rewardBatchId: f.rewardKind === 'COUPON' ? f.rewardBatchId : null,
    rewardProductId: nft ? f.rewardProductId : null,
    rewardProgrammeId: card ? f.rewardProgrammeId : null,
    perMemberLimit: f.perMemberLimit,
    updatedAt: now,
  };
  let id = f.id;
  if (!id) {
    const [made] = await deps.db
      .insert(campaigns)
      .values({ ...fields, merchantId: merchant.id, totalLimit: f.totalLimit, remaining: f.totalLimit })
      .returning({ id: campaigns.id });
    id = made!.id;
  } else {
    const [own] = await deps.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.id, id), eq(campaigns.merchantId, merchant.id)));
    if (!own) fail('NOT_FOUND', 'campaign_not_found');
    const given = sql`${campaigns.totalLimit} - ${campaigns.remaining}`;
    const [changed] = await deps.db
      .update(campaigns)
      .set({ ...fields, totalLimit: f.totalLimit, remaining: sql`${f.totalLimit} - (${given})` })
      .where(and(eq(campaigns.id, id), sql`${given} <= ${f.totalLimit}`))
      .returning({ id: campaigns.id });
    if (!changed) fail('CONFLICT', 'total_below_given');
  }
  return getCampaign(deps.db as Db, id, memberId);
}

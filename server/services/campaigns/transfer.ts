import { and, eq } from 'drizzle-orm';
import { campaignClaims } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import type { TransferCampaignRewardForm } from '../../schemas/campaigns';
import type { MyCoupon } from '../../schemas/coupons';
import { transferCoupon } from '../loyalty/coupons/transfer';

/**
 * transferCampaignReward: passes a reward the caller received from this campaign on to another member
 * (by mobile or e-mail, after the captcha), through the coupon transfer: one conditional update moves it and
 * the token follows on chain once. A coupon that is not this campaign's reward to the caller is 404.
 */
export async function transferCampaignReward(
  deps: Pick<Deps, 'db' | 'now' | 'queue' | 'log'>,
  memberId: string,
  f: TransferCampaignRewardForm,
): Promise<MyCoupon> {
  const [claim] = await deps.db
    .select({ id: campaignClaims.id })
    .from(campaignClaims)
    .where(
      and(
        eq(campaignClaims.campaignId, f.campaignId),
        eq(campaignClaims.memberId, memberId),
        eq(campaignClaims.couponId, f.couponId),
      ),
    );
  if (!claim) fail('NOT_FOUND', 'campaign_reward_not_found');
  return transferCoupon(deps, memberId, { ...f, quantity: 1 });
}

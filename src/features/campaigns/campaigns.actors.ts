import { fromPromise } from 'xstate';
import { campaignMachine, type RewardTarget } from '@machines/campaign.machine';
import type { Campaign, CampaignClaim } from '@schemas/campaigns';
import type { MyCoupon } from '@schemas/coupons';
import { campaignsApi } from './campaigns.api';

/** The campaign flow's effects: read, join, claim (with the machine's key) and pass the reward on. */
export const campaignActors = {
  load: fromPromise<Campaign, { campaignId: string }>(({ input, signal }) =>
    campaignsApi.one(input.campaignId, { signal }),
  ),
  join: fromPromise<Campaign, { campaignId: string }>(({ input, signal }) =>
    campaignsApi.join(input.campaignId, { signal }),
  ),
  claim: fromPromise<CampaignClaim, { campaignId: string; key: string }>(({ input, signal }) =>
    campaignsApi.claim(input.campaignId, input.key, { signal }),
  ),
  transfer: fromPromise<MyCoupon, { campaignId: string; couponId: string; target: RewardTarget }>(
    ({ input, signal }) => campaignsApi.transfer(input.campaignId, input.couponId, input.target, { signal }),
  ),
};

/** The visitor's campaign flow with its real effects. */
export const campaignFlow = campaignMachine.provide({ actors: campaignActors });

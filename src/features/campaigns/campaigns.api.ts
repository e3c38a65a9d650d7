import type { RewardTarget } from '@machines/campaign.machine';
import type { Campaign, CampaignClaim, CampaignList, CampaignRoute } from '@schemas/campaigns';
import type { MyCoupon } from '@schemas/coupons';
import { api } from '@/lib/api';

type Opts = { signal?: AbortSignal };

/** The campaign calls (issue 16 item 1; server/routes/campaigns.ts). */
export const campaignsApi = {
  ofRoute: (route: CampaignRoute, o: Opts = {}) => api.get<CampaignList>('/api/campaigns', { route }, o),
  one: (id: string, o: Opts = {}) => api.get<Campaign>('/api/campaigns/one', { id }, o),
  join: (campaignId: string, o: Opts = {}) => api.post<Campaign>('/api/campaigns/join', { campaignId }, o),
  claim: (campaignId: string, key: string, o: Opts = {}) =>
    api.post<CampaignClaim>('/api/campaigns/claim', { campaignId, key }, o),
  transfer: (campaignId: string, couponId: string, target: RewardTarget, o: Opts = {}) =>
    api.post<MyCoupon>('/api/campaigns/transfer', { campaignId, couponId, ...target }, o),
};

import type { RewardTarget } from '@machines/campaign.machine';
import type { ProductPage } from '@schemas/catalog';
import type { CardProgramme } from '@schemas/cards';
import type { Campaign, CampaignClaim, CampaignList, CampaignRoute } from '@schemas/campaigns';
import type { CouponBatch, MyCoupon } from '@schemas/coupons';
import { api } from '@/lib/api';

type Opts = { signal?: AbortSignal };
/** The campaign form's fields, already flat (`title[en_US]`, `steps[0][zh_TW]`…: campaign-form.ts). */
type Fields = Record<string, string>;

/** The campaign calls (server/routes/campaigns.ts). */
export const campaignsApi = {
  ofRoute: (route: CampaignRoute, o: Opts = {}) => api.get<CampaignList>('/api/campaigns', { route }, o),
  one: (id: string, o: Opts = {}) => api.get<Campaign>('/api/campaigns/one', { id }, o),
  join: (campaignId: string, o: Opts = {}) => api.post<Campaign>('/api/campaigns/join', { campaignId }, o),
  claim: (campaignId: string, key: string, o: Opts = {}) =>
    api.post<CampaignClaim>('/api/campaigns/claim', { campaignId, key }, o),
  transfer: (campaignId: string, couponId: string, target: RewardTarget, o: Opts = {}) =>
    api.post<MyCoupon>('/api/campaigns/transfer', { campaignId, couponId, ...target }, o),
  /** saveCampaign: a new campaign (no id) or one of the caller's merchant's changed. */
  save: (fields: Fields, o: Opts = {}) => api.post<Campaign>('/api/campaigns', fields, o),
  /** listCampaigns mine=true: the caller's merchant's campaigns, ended ones too. */
  mine: (o: Opts = {}) => api.get<CampaignList>('/api/campaigns', { mine: 'true' }, o),
  // What a campaign may give. Features do not import each other, so these are the campaign form's own reads of
  // the coupon, catalogue and card lists (the server checks the same ownership on save).
  /** The merchant's coupon batches (listMerchantCouponBatches). */
  rewardBatches: (o: Opts = {}) => api.get<{ items: CouponBatch[] }>('/api/coupons/batches/mine', {}, o),
  /**
   * The items the member minted on the platform and still owns (listProducts: created, SELF, not resold), the
   * ones saveCampaign takes as a collectible reward; off-shelf ones too, as the creator sees them.
   */
  rewardItems: (memberId: string, o: Opts = {}) =>
    api.get<ProductPage>(
      '/api/products',
      { creatorId: memberId, type: 'SELF', market: 'primary', limit: 60 },
      o,
    ),
  /** The merchant's membership card programmes (listMyCardProgrammes). */
  rewardProgrammes: (o: Opts = {}) =>
    api.get<{ items: CardProgramme[] }>('/api/cards/programmes/mine', {}, o),
};

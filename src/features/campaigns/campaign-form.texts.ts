import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CampaignPageKind, CampaignRewardKind } from '@schemas/campaigns';
import { Code } from '@schemas/codes';

/** What each page kind does, beside its route in the route choice. */
export const PAGE_KIND_LABEL: Record<CampaignPageKind, MessageDescriptor> = {
  LANDING: msg`Landing page with steps`,
  MOBILE_LOGIN: msg`Login, on a phone only`,
  REGISTER: msg`Registration`,
  TRANSFER: msg`Receive and pass on`,
};

export const REWARD_KIND_LABEL: Record<CampaignRewardKind, MessageDescriptor> = {
  COUPON: msg`Coupon`,
  NFT: msg`Collectible`,
  CARD: msg`Membership card`,
};

/** Field texts of the campaign form: its own checks and saveCampaign's 4200 messages (SaveCampaignForm). */
export const campaignFieldTexts: Record<string, MessageDescriptor> = {
  required: msg`Required.`,
  invalid: msg`Please check this value.`,
  steps_required: msg`Add at least one step.`,
  steps_max: msg`Up to 8 steps.`,
  datetime_format: msg`Pick a date and time.`,
  ends_before_start: msg`The end must come after the start.`,
  reward_required: msg`Choose the reward.`,
  card_once_per_member: msg`A member receives one membership card of a programme.`,
  reward_not_transferable: msg`A transfer page can give only a coupon.`,
  total_range: msg`A whole number from 1 to 1,000,000.`,
  per_member_range: msg`A whole number from 1 to 100.`,
};

/** Texts for saveCampaign's refusals (server/services/campaigns/save.ts); others use the generic map. */
export const campaignSaveErrorTexts: Partial<Record<number, MessageDescriptor>> = {
  [Code.FORBIDDEN]: msg`Your merchant plan does not include this reward.`,
  [Code.NOT_FOUND]: msg`This event page or its reward is no longer one of yours. Choose again.`,
  [Code.CONFLICT]: msg`The total cannot be less than the rewards already given.`,
  [Code.VALIDATION_FAILED]: msg`Please check the highlighted fields.`,
};

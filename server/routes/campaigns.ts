import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import {
  Campaign,
  CampaignClaim,
  CampaignList,
  ClaimCampaignForm,
  GetCampaignQuery,
  JoinCampaignForm,
  ListCampaignsQuery,
  SaveCampaignBody,
  TransferCampaignRewardForm,
} from '../schemas/campaigns';
import { MyCoupon } from '../schemas/coupons';
import { claimCampaignReward, joinCampaign } from '../services/campaigns/claim';
import { saveCampaign } from '../services/campaigns/save';
import { transferCampaignReward } from '../services/campaigns/transfer';
import { getCampaign, listCampaigns } from '../services/campaigns/view';
import { merchantOfMember } from '../services/merchants/access';

const tags = ['campaigns'] as const;
const PERIOD = ['OFFER_NOT_STARTED', 'PROMO_EXPIRED'] as const;

/**
 * Campaigns (spec §2 event pages): anyone reads them, a merchant saves its own, a member
 * joins one and claims its reward (a coupon minted to their wallet), and may pass that reward on.
 */
export const campaignRoutes = new Hono<AppEnv>()
  .get(
    '/campaigns',
    operation('listCampaigns', CampaignList, {
      tags,
      summary: 'List campaigns',
      description:
        "Campaigns not yet ended, the latest starting first, of one event route when `route` is given (the page shows the first). `mine=true` lists the caller's merchant's campaigns instead, ended ones too. With a session each carries the caller's part (`me`).",
      session: 'optional',
    }),
    input('query', ListCampaignsQuery),
    async (c) => {
      const q = c.req.valid('query');
      const caller = c.var.member?.id ?? null;
      const merchant = q.mine === 'true' && caller ? await merchantOfMember(c.var.deps.db, caller) : null;
      if (q.mine === 'true' && !merchant) return ok(c, { items: [] });
      const items = await listCampaigns(
        c.var.deps.db,
        { route: q.route, merchantId: merchant?.id },
        caller,
        c.var.deps.now(),
      );
      return ok(c, { items });
    },
  )
  .get(
    '/campaigns/one',
    operation('getCampaign', Campaign, {
      tags,
      summary: 'Read a campaign',
      description:
        "One campaign: its texts in every language, schedule, reward and limits, with the caller's part when a session is sent.",
      codes: ['NOT_FOUND'],
      session: 'optional',
    }),
    input('query', GetCampaignQuery),
    async (c) => ok(c, await getCampaign(c.var.deps.db, c.req.valid('query').id, c.var.member?.id ?? null)),
  )
  .post(
    '/campaigns',
    operation('saveCampaign', Campaign, {
      tags,
      summary: 'Save a campaign',
      description:
        "Creates a campaign (no `id`) or changes one of the caller's merchant's: the event route it shows on, title and steps (`title[en_US]`, `steps[0][zh_TW]`…; English required, a blank language shows English), artwork, schedule, the reward batch (one of the merchant's coupon batches) and the limits. A total below what was already given is 409.",
      codes: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
      who: "A merchant's owner whose plan has coupons; the platform's campaigns are its own merchant's.",
    }),
    requireMember,
    input('form', SaveCampaignBody),
    async (c) => ok(c, await saveCampaign(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .post(
    '/campaigns/join',
    operation('joinCampaign', Campaign, {
      tags,
      summary: 'Join a campaign',
      description: 'The visitor followed the steps and takes part; joining again changes nothing.',
      codes: ['NOT_FOUND', ...PERIOD],
    }),
    requireMember,
    input('form', JoinCampaignForm),
    async (c) => ok(c, await joinCampaign(c.var.deps, c.var.member!.id, c.req.valid('form').campaignId)),
  )
  .post(
    '/campaigns/claim',
    operation('claimCampaignReward', CampaignClaim, {
      tags,
      summary: "Claim a campaign's reward",
      description:
        "Gives a member who joined one reward (a coupon of the campaign's batch, minted to their wallet) while the total and their own limit allow. `key` is chosen by the client once per claim: the same key again answers the reward it gave (`duplicate`) and gives nothing more.",
      codes: [
        'NOT_FOUND',
        'FORBIDDEN',
        ...PERIOD,
        'SOLD_OUT',
        'MEMBER_ALREADY_COLLECTED',
        'COUPON_UNAVAILABLE',
      ],
    }),
    requireMember,
    input('form', ClaimCampaignForm),
    async (c) => ok(c, await claimCampaignReward(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .post(
    '/campaigns/transfer',
    operation('transferCampaignReward', MyCoupon, {
      tags,
      summary: "Pass a campaign's reward on",
      description:
        'Gives a reward the caller received from this campaign to another member by mobile or e-mail, after the image captcha; the token follows on chain once.',
      codes: ['NOT_FOUND', 'COUPON_UNAVAILABLE', 'TARGET_NOT_MEMBER', 'CAPTCHA_WRONG'],
    }),
    requireMember,
    input('form', TransferCampaignRewardForm),
    async (c) => ok(c, await transferCampaignReward(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  );

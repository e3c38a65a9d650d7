import { assign, setup, type ActorRefFrom } from 'xstate';
import type { Campaign, CampaignClaim } from '@schemas/campaigns';
import type { MyCoupon } from '@schemas/coupons';
import { errorCodeOf, fieldIssuesOf, type FieldIssue } from './error-code';
import { notProvided } from './not-provided';
import type { TransferTarget } from './transfer-target.machine';

/** Codes the campaign pages treat specially (server/schemas/codes.ts). */
export const CAMPAIGN_CODES = {
  UNAUTHORIZED: 401,
  SOLD_OUT: 1028,
  LIMIT_REACHED: 1027,
  NOT_STARTED: 8201,
  ENDED: 8102,
} as const;

/** Whom a reward is passed on to, with the image captcha (transferCampaignReward). */
export type RewardTarget = TransferTarget;

export type CampaignContext = {
  campaignId: string;
  campaign: Campaign | null;
  loggedIn: boolean;
  /** Chosen once per claim and kept on a retry, so a retry answers the reward the first try gave. */
  claimKey: string;
  coupon: MyCoupon | null;
  errorCode: number | null;
  /** The fields a refused transfer's 4200 named (mobile, e-mail, picture code), for the form to mark. */
  issues: FieldIssue[];
};
export type CampaignEvent =
  | { type: 'session.changed'; loggedIn: boolean }
  | { type: 'campaign.start' }
  | { type: 'campaign.claim' }
  | { type: 'campaign.retry' }
  | { type: 'reward.transfer'; target: RewardTarget }
  | { type: 'reward.keep' };

const newKey = () => crypto.randomUUID();
const campaignOf = (context: CampaignContext, event: unknown): Campaign | null =>
  (event as { output?: Campaign }).output?.me !== undefined
    ? (event as { output: Campaign }).output
    : context.campaign;

/**
 * A visitor's way through a campaign's event page: the campaign is read, the visitor starts
 * (logging in or registering first when they have no session), joins, claims the reward once (a retry keeps its
 * key, so it answers the same coupon), and then keeps it or passes it on (transfer pages). A visitor who already
 * received it lands on `received`. Effects: src/features/campaigns/campaigns.actors.ts.
 */
export const campaignMachine = setup({
  types: {
    context: {} as CampaignContext,
    events: {} as CampaignEvent,
    input: {} as { campaignId: string; loggedIn: boolean },
  },
  actors: {
    load: notProvided<Campaign, { campaignId: string }>('load'),
    join: notProvided<Campaign, { campaignId: string }>('join'),
    claim: notProvided<CampaignClaim, { campaignId: string; key: string }>('claim'),
    transfer: notProvided<MyCoupon, { campaignId: string; couponId: string; target: RewardTarget }>(
      'transfer',
    ),
  },
  actions: {
    keepCampaign: assign({ campaign: ({ context, event }) => campaignOf(context, event) }),
  },
  guards: {
    // Read from a load's answer when the event carries one, else from the campaign in hand.
    // A claim counts only when it gave its reward (coupon or gift order) in the same transaction.
    received: ({ context, event }) => (campaignOf(context, event)?.me?.claimed ?? 0) > 0,
    joined: ({ context, event }) => campaignOf(context, event)?.me?.joined === true,
    loggedIn: ({ context }) => context.loggedIn,
  },
}).createMachine({
  id: 'campaign',
  context: ({ input }) => ({
    // The path test walks the machine without an input: a visitor logged out on no campaign.
    campaignId: input?.campaignId ?? '',
    campaign: null,
    loggedIn: input?.loggedIn ?? false,
    claimKey: newKey(),
    coupon: null,
    errorCode: null,
    issues: [],
  }),
  initial: 'loading',
  on: {
    // Logging in (or out) elsewhere reads the campaign again with the caller's part.
    'session.changed': { target: '.loading', actions: assign({ loggedIn: ({ event }) => event.loggedIn }) },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ campaignId: context.campaignId }),
        onDone: [
          { guard: 'received', target: 'received', actions: 'keepCampaign' },
          { guard: 'joined', target: 'joined', actions: 'keepCampaign' },
          { target: 'viewing', actions: 'keepCampaign' },
        ],
        onError: {
          target: 'failed',
          actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    /** The campaign could not be read: the page says why and offers to try again. */
    failed: { on: { 'campaign.retry': 'loading' } },
    /** The page with its steps; the visitor starts. */
    viewing: {
      on: {
        'campaign.start': [{ guard: 'loggedIn', target: 'joining' }, { target: 'needsLogin' }],
      },
    },
    /** No session: the page offers login or registration; `session.changed` comes back with one. */
    needsLogin: {},
    joining: {
      tags: ['busy'],
      entry: assign({ errorCode: null }),
      invoke: {
        id: 'join',
        src: 'join',
        input: ({ context }) => ({ campaignId: context.campaignId }),
        onDone: { target: 'joined', actions: assign({ campaign: ({ event }) => event.output }) },
        onError: {
          target: 'refused',
          actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    joined: { on: { 'campaign.claim': 'claiming' } },
    claiming: {
      tags: ['busy'],
      entry: assign({ errorCode: null }),
      invoke: {
        id: 'claim',
        src: 'claim',
        input: ({ context }) => ({ campaignId: context.campaignId, key: context.claimKey }),
        onDone: {
          target: 'received',
          actions: assign({ coupon: ({ event }) => event.output.coupon, claimKey: () => newKey() }),
        },
        onError: {
          target: 'refused',
          actions: assign({ errorCode: ({ event }) => errorCodeOf(event.error) }),
        },
      },
    },
    /** Join or claim refused (sold out, limit, schedule): the code is shown; a retry keeps the claim's key. */
    refused: {
      on: {
        'campaign.retry': [{ guard: 'joined', target: 'claiming' }, { target: 'joining' }],
      },
    },
    /** The reward is the visitor's (its token follows to their wallet); on a transfer page it may move on. */
    received: {
      on: { 'reward.transfer': 'transferring' },
    },
    transferring: {
      tags: ['busy'],
      entry: assign({ errorCode: null, issues: [] }),
      invoke: {
        id: 'transfer',
        src: 'transfer',
        input: ({ context, event }) => ({
          campaignId: context.campaignId,
          couponId: context.coupon?.id ?? context.campaign?.me?.couponIds.at(-1) ?? '',
          target: (event as Extract<CampaignEvent, { type: 'reward.transfer' }>).target,
        }),
        onDone: { target: 'transferred', actions: assign({ coupon: ({ event }) => event.output }) },
        onError: {
          target: 'received',
          actions: assign({
            errorCode: ({ event }) => errorCodeOf(event.error),
            issues: ({ event }) => fieldIssuesOf(event.error),
          }),
        },
      },
    },
    transferred: { type: 'final' },
  },
});
export type CampaignActor = ActorRefFrom<typeof campaignMachine>;

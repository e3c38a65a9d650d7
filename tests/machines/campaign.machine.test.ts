import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { CAMPAIGN_CODES, campaignMachine } from '@machines/campaign.machine';
import type { Campaign } from '@schemas/campaigns';
import type { MyCoupon } from '@schemas/coupons';
import { reachableStates, unreachedStates } from '../support/machine-paths';

const text = (s: string) => ({ en_US: s, zh_TW: s, zh_CN: s, en_JP: s, en_KR: s });
const CAMPAIGN: Campaign = {
  id: 'c1',
  mcId: 'DEMOCOUPON',
  merchantName: 'Harbour Bean',
  route: 'pjmtrans',
  pageKind: 'TRANSFER',
  title: text('Gift'),
  steps: [text('Join')],
  artwork: '',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2027-01-01T00:00:00.000Z',
  reward: { kind: 'COUPON', batchId: 'b1', productId: null, programmeId: null, name: 'A drink', image: '' },
  totalLimit: 10,
  remaining: 10,
  perMemberLimit: 1,
  me: { joined: false, claimed: 0, couponIds: [], orderIds: [], cardIds: [] },
};
const joinedCampaign: Campaign = {
  ...CAMPAIGN,
  me: { joined: true, claimed: 0, couponIds: [], orderIds: [], cardIds: [] },
};
const COUPON = { id: 'cp1' } as MyCoupon;
const TARGET = {
  by: 'email' as const,
  areaCode: '852',
  mobile: '',
  email: 'friend@example.com',
  captchaId: 'x',
  captchaText: 'k7pm',
};

const events = [
  { type: 'xstate.done.actor.load', output: CAMPAIGN },
  { type: 'xstate.error.actor.load', error: { code: 404 } },
  { type: 'campaign.start' },
  { type: 'session.changed', loggedIn: true },
  { type: 'xstate.done.actor.join', output: joinedCampaign },
  { type: 'xstate.error.actor.join', error: { code: CAMPAIGN_CODES.ENDED } },
  { type: 'campaign.claim' },
  {
    type: 'xstate.done.actor.claim',
    output: { campaignId: 'c1', coupon: COUPON, order: null, card: null, duplicate: false },
  },
  { type: 'xstate.error.actor.claim', error: { code: CAMPAIGN_CODES.SOLD_OUT } },
  { type: 'campaign.retry' },
  { type: 'reward.transfer', target: TARGET },
  { type: 'xstate.done.actor.transfer', output: COUPON },
] as never[];

// The graph walk tells states apart by their context too: a fresh random claim key on each claim would make every
// lap a new state and the walk endless, so the walk gets one fixed key.
const fixedKeys = () => vi.spyOn(crypto, 'randomUUID').mockReturnValue('0-0-0-0-0');
afterEach(() => vi.restoreAllMocks());

describe('campaign machine (path test)', () => {
  it('reaches every state', () => {
    fixedKeys();
    expect(unreachedStates(campaignMachine, events)).toEqual([]);
  });

  it('a visitor without a session logs in, joins, claims and receives', () => {
    fixedKeys();
    const paths = reachableStates(campaignMachine, events);
    const to = (s: string) => paths.get(s)?.filter((e) => e !== 'xstate.init');
    expect(to('needsLogin')).toEqual(['xstate.done.actor.load', 'campaign.start']);
    expect(to('received')).toEqual([
      'session.changed',
      'xstate.done.actor.load',
      'campaign.start',
      'xstate.done.actor.join',
      'campaign.claim',
      'xstate.done.actor.claim',
    ]);
    expect(to('transferred')?.slice(-3)).toEqual([
      'xstate.done.actor.claim',
      'reward.transfer',
      'xstate.done.actor.transfer',
    ]);
  });

  it('a refused claim keeps its key on a retry, so the retry answers the same reward', async () => {
    const keys: string[] = [];
    let tries = 0;
    const actor = createActor(
      campaignMachine.provide({
        actors: {
          load: fromPromise(async () => joinedCampaign),
          claim: fromPromise(async ({ input }) => {
            keys.push(input.key);
            tries += 1;
            if (tries === 1) throw { code: 9000 };
            return { campaignId: 'c1', coupon: COUPON, order: null, card: null, duplicate: false };
          }),
        },
      }),
      { input: { campaignId: 'c1', loggedIn: true } },
    ).start();
    await waitFor(actor, (s) => s.matches('joined'));
    actor.send({ type: 'campaign.claim' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context.errorCode).toBe(9000);
    actor.send({ type: 'campaign.retry' });
    await waitFor(actor, (s) => s.matches('received'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(actor.getSnapshot().context.coupon).toEqual(COUPON);
  });

  it('a transfer refused for a field (4200) stays received with the field kept; the next try forgets it', async () => {
    const issues = [{ path: 'email', message: 'email_format' }];
    let tries = 0;
    const received: Campaign = {
      ...CAMPAIGN,
      me: { joined: true, claimed: 1, couponIds: ['cp0'], orderIds: [], cardIds: [] },
    };
    const actor = createActor(
      campaignMachine.provide({
        actors: {
          load: fromPromise(async () => received),
          transfer: fromPromise(async () => {
            tries += 1;
            if (tries === 1) throw { code: 4200, data: issues };
            return COUPON;
          }),
        },
      }),
      { input: { campaignId: 'c1', loggedIn: true } },
    ).start();
    await waitFor(actor, (s) => s.matches('received'));
    actor.send({ type: 'reward.transfer', target: TARGET });
    await waitFor(actor, (s) => s.matches('received') && s.context.errorCode !== null);
    expect(actor.getSnapshot().context).toMatchObject({ errorCode: 4200, issues });
    actor.send({ type: 'reward.transfer', target: TARGET });
    expect(actor.getSnapshot().context.issues).toEqual([]);
    await waitFor(actor, (s) => s.matches('transferred'));
  });

  it.each([
    ['a coupon', { couponIds: ['cp0'], orderIds: [], cardIds: [] }],
    ['a collectible (its gift order)', { couponIds: [], orderIds: ['o1'], cardIds: [] }],
    ['a membership card', { couponIds: [], orderIds: [], cardIds: ['card1'] }],
  ])('a visitor who already received %s lands on it', async (_, parts) => {
    const had: Campaign = { ...CAMPAIGN, me: { joined: true, claimed: 1, ...parts } };
    const actor = createActor(campaignMachine.provide({ actors: { load: fromPromise(async () => had) } }), {
      input: { campaignId: 'c1', loggedIn: true },
    }).start();
    await waitFor(actor, (s) => s.matches('received'));
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MerchantLoyaltyScreen from '@/routes/screens/merchant-loyalty';
import MyCouponsScreen from '@/routes/screens/my-coupons';
import { session } from '@/lib/session';
import type { MyStamps, StampCard, StampGrant } from '@schemas/stamps';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { render } from '../../../support/render';

const REWARD = {
  batchId: 'b1',
  name: 'Free latte',
  method: 'FIXPRICE',
  currency: 'HKD',
  value: '3800',
  percentBp: 0,
} as const;
const MINE: MyStamps = {
  mcId: 'DEMOCOUPON',
  merchantName: 'Harbour Bean Café',
  cardName: 'Coffee card',
  stamps: 3,
  stampsRequired: 8,
  rewardsEarned: 1,
  reward: REWARD,
  validTo: '2027-01-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const CARD: StampCard = {
  id: 'sc1',
  mcId: 'DEMOCOUPON',
  merchantName: 'Harbour Bean Café',
  name: 'Coffee card',
  stampsRequired: 2,
  reward: REWARD,
  validFrom: '2026-01-01T00:00:00.000Z',
  validTo: '2027-01-01T00:00:00.000Z',
  completedCards: 4,
};
const GRANT: StampGrant = {
  memberName: 'Ada',
  cardName: 'Coffee card',
  stamps: 0,
  stampsRequired: 2,
  completed: true,
  rewardCouponId: 'c1',
  reward: REWARD,
  duplicate: false,
};

beforeEach(() => session.start('11111111-1111-4111-8111-111111111111', 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('my stamps (myCoupons?tab=stamps)', () => {
  it('shows each stamp card’s progress in words, its reward and the rewards earned', async () => {
    stubApi({ '/api/stamps/mine': okAnswer({ items: [MINE] }) });
    render(MyCouponsScreen, { path: '/myCoupons', url: '/myCoupons?tab=stamps' });
    const card = await screen.findByTestId('stamp-card');
    expect(
      within(card).getByRole('heading', { name: 'Coffee card · Harbour Bean Café' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('3 of 8 stamps')).toBeInTheDocument();
    expect(within(card).getByText('Reward: Free latte (HK$38.00 off)')).toBeInTheDocument();
    expect(within(card).getByText('Rewards earned: 1')).toBeInTheDocument();
  });

  it('says when there are none, and shows an error with a retry', async () => {
    stubApi({ '/api/stamps/mine': [refusal(503, 503), okAnswer({ items: [] })] });
    const { user } = await render(MyCouponsScreen, { path: '/myCoupons', url: '/myCoupons?tab=stamps' });
    await user.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('No stamps yet.')).toBeInTheDocument();
  });
});

describe('the merchant’s stamp card and desk (merchantLoyalty)', () => {
  const merchant = async (routes: Parameters<typeof stubApi>[0], tab: string) => {
    const calls = stubApi({ '/api/coupons/batches/mine': okAnswer({ items: [] }), ...routes });
    return {
      calls,
      ...(await render(MerchantLoyaltyScreen, {
        path: '/merchantLoyalty',
        url: `/merchantLoyalty?tab=${tab}`,
      })),
    };
  };

  it('a plan without e-stamps is told so', async () => {
    merchant(
      { '/api/stamps/card/mine': refusal(403, 403, { feature: 'E_STAMPS' }, 'plan_lacks_feature') },
      'stamps',
    );
    expect(await screen.findByText('E-stamps are part of the Enterprise plan.')).toBeInTheDocument();
  });

  it('the form is prefilled with the card in force', async () => {
    merchant({ '/api/stamps/card/mine': okAnswer({ card: CARD }) }, 'stamps');
    expect(await screen.findByRole('textbox', { name: 'Stamp card name' })).toHaveValue('Coffee card');
    expect(screen.getByText('Cards completed so far: 4')).toBeInTheDocument();
  });

  it('the desk grants by the scanned QR with a key per scan, and shows a full card’s reward', async () => {
    const { calls, user } = await merchant(
      {
        '/api/stamps/card/mine': okAnswer({ card: CARD }),
        '/api/stamps/grant': [refusal(400, 1045), okAnswer(GRANT)],
      },
      'stampDesk',
    );
    const field = await screen.findByRole('textbox', { name: 'Membership card QR' });
    await user.type(field, 'MC1.bad');
    await user.click(screen.getByRole('button', { name: 'Give a stamp' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not a membership card of your shop.');
    await user.clear(field);
    await user.type(field, 'MC1.card.1.mac');
    await user.click(screen.getByRole('button', { name: 'Give a stamp' }));
    expect(await screen.findByTestId('stamp-granted')).toHaveTextContent('Stamp given');
    expect(
      screen.getByText("Card complete: the reward Free latte (HK$38.00 off) is in the member's e-coupons."),
    ).toBeInTheDocument();
    const grants = calls.filter((c) => c.path === '/api/stamps/grant');
    expect(grants.map((c) => c.fields.get('payload'))).toEqual(['MC1.bad', 'MC1.card.1.mac']);
    const keys = grants.map((c) => c.fields.get('key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('the desk asks for a stamp card first', async () => {
    merchant({ '/api/stamps/card/mine': okAnswer({ card: null }) }, 'stampDesk');
    expect(await screen.findByText('Set up your stamp card first.')).toBeInTheDocument();
  });
});

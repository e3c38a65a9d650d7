import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Campaign } from '../server/schemas/campaigns';
import { buyer, collectConsoleErrors, DEMO_ACCOUNTS } from './support';
import { isPhone, submitLoginForm } from './support/journeys';
import {
  acceptTerms,
  fillNewPassword,
  newPassword,
  signupForm,
  submitPastRateLimit,
  unique,
} from './support/members';
import { apiLogin, ok, type ApiSession } from './support/orders';
import { axeAt, BOTH_WIDTHS, expectFitsPhone } from './support/payments';

// Event pages, the visitor's side: the demo merchant starts a registration campaign (a fresh coupon batch,
// so each repeat has rewards left and the buyer's per-member limit is new); a logged-out visitor opens the
// event page, is sent to log in and back, takes part, receives the coupon and finds it in My coupons. The
// phone-only login page shows a desktop visitor its QR code and a phone the event. A campaign that gives a
// collectible: a new visitor signs up from the event page, receives a copy of the merchant's item and finds it
// in My NFTs once the platform has delivered its token. The two journeys run once (BOTH_WIDTHS): their steps
// are the same at both widths, so their screens' axe and fit are checked at the phone's width by narrowing the
// page; the phone-only login, whose phone has its own screen, runs at both.

const merchant = DEMO_ACCOUNTS.find((a) => a.role === 'merchant')!;
const DAY = 86_400_000;

/** The merchant starts a campaign now, for a day, 10 rewards, one per member: the newest shows on its route. */
const startCampaign = (request: APIRequestContext, shop: ApiSession, fields: Record<string, string>) =>
  ok<Campaign>(
    request,
    'POST',
    '/api/campaigns',
    {
      startsAt: new Date(Date.now() - 1000).toISOString(),
      endsAt: new Date(Date.now() + DAY).toISOString(),
      totalLimit: '10',
      perMemberLimit: '1',
      ...fields,
    },
    shop,
  );

test(
  'a visitor logs in from an event page, takes part, receives the reward and finds it in My coupons',
  { tag: BOTH_WIDTHS },
  async ({ page, request }) => {
    test.setTimeout(150_000);
    // The route shows its newest campaign: each screen size on its own registration route, as they run at once.
    const route = isPhone(page) ? 'lubudsreg' : 'pjmreg';
    const errors = collectConsoleErrors(page);
    const shop = await apiLogin(request, merchant);
    const reward = `Campaign latte ${unique()}`;
    const title = `Harbour week ${unique()}`;
    const now = Date.now();
    const batch = await ok<{ id: string }>(
      request,
      'POST',
      '/api/coupons/batches',
      {
        name: reward,
        method: 'FIXPRICE',
        value: '1000',
        validFrom: new Date(now - DAY).toISOString(),
        validTo: new Date(now + DAY).toISOString(),
        quantity: '20',
        perMemberLimit: '1',
      },
      shop,
    );
    await startCampaign(request, shop, {
      route,
      'title[en_US]': title,
      'steps[0][en_US]': 'Log in or sign up',
      'steps[1][en_US]': 'Take part and receive your coupon',
      rewardBatchId: batch.id,
    });

    await page.goto(`/#/${route}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('campaign-page').getByRole('listitem')).toHaveText([
      'Log in or sign up',
      'Take part and receive your coupon',
    ]);
    await axeAt(page, `#/${route} (logged out)`);
    await expectFitsPhone(page);
    await page.getByRole('button', { name: 'Register and take part' }).click();
    await page.getByTestId('campaign-actions').getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/#\/login/);
    await submitLoginForm(page, buyer);
    await expect(page).toHaveURL(new RegExp(`#/${route}`));

    await page.getByRole('button', { name: 'Register and take part' }).click();
    await page.getByRole('button', { name: `Receive ${reward}` }).click();
    await expect(page.getByTestId('campaign-received')).toContainText(`${reward} is yours.`);
    await axeAt(page, `#/${route} (received)`);
    await expectFitsPhone(page);

    await page.getByRole('link', { name: 'My coupons' }).click();
    await expect(page).toHaveURL(/#\/myCoupons/);
    await expect(page.getByTestId('coupon').filter({ hasText: reward })).toBeVisible();
    expect(errors).toEqual([]);
  },
);

test(
  'the phone-only event login: a desktop visitor gets the QR code, a phone the event',
  { tag: '@phone' },
  async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/#/axalogin');
    if (isPhone(page)) {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('campaign-page')).toHaveAttribute('data-kind', 'MOBILE_LOGIN');
      await expect(page.getByTestId('campaign-phone-only')).toHaveCount(0);
    } else {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Open this event on your phone' }),
      ).toBeVisible();
      await expect(page.getByRole('img', { name: 'QR code of this page' })).toBeVisible();
    }
    await axeAt(page, '#/axalogin');
    expect(errors).toEqual([]);
  },
);

test(
  'a new visitor signs up from an event page, receives the collectible and finds it in My NFTs',
  { tag: BOTH_WIDTHS },
  async ({ page, request }) => {
    test.setTimeout(180_000);
    // Landing pages: the registration pages belong to the coupon journey above (the route shows its newest campaign).
    const route = isPhone(page) ? 'hsevent' : 'mcevent';
    const errors = collectConsoleErrors(page);
    const shop = await apiLogin(request, merchant);
    // The demo registration campaign gives the merchant's event badge (server/db/seed/campaigns.ts).
    const mine = await ok<{ items: Campaign[] }>(request, 'GET', '/api/campaigns', { mine: 'true' }, shop);
    const badge = mine.items.find((c) => c.reward.kind === 'NFT')!.reward;
    const title = `Badge day ${unique()}`;
    await startCampaign(request, shop, {
      route,
      'title[en_US]': title,
      'steps[0][en_US]': 'Sign up',
      'steps[1][en_US]': 'Receive the badge',
      rewardKind: 'NFT',
      rewardProductId: badge.productId!,
    });

    await page.goto(`/#/${route}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Take part' }).click();
    await page.getByTestId('campaign-actions').getByRole('link', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL(/#\/signup/);
    await page.getByRole('tab', { name: 'Login name' }).click();
    await signupForm(page).getByRole('textbox', { name: 'Choose a login name' }).fill(`badge_${unique()}`);
    await fillNewPassword(page, newPassword());
    await acceptTerms(page);
    await submitPastRateLimit(page, () => page.getByRole('button', { name: 'Sign up', exact: true }).click());
    await expect(page).toHaveURL(new RegExp(`#/${route}`));

    await page.getByRole('button', { name: 'Take part' }).click();
    await page.getByRole('button', { name: `Receive ${badge.name}` }).click();
    await expect(page.getByTestId('campaign-received')).toContainText(`${badge.name} is yours.`);
    await axeAt(page, `#/${route} (collectible received)`);
    await expectFitsPhone(page);

    await page.getByRole('link', { name: 'My NFTs' }).click();
    await expect(page).toHaveURL(/#\/author\?type=own/);
    // The token is sent by the fulfilment job (and the badge minted at the first start): read again until it is in.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('link', { name: badge.name }).first()).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 90_000, intervals: [2_000, 5_000] });
    expect(errors).toEqual([]);
  },
);

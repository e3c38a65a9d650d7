import { expect } from '@playwright/test';
import { DEMO_ACCOUNTS } from './support';
import { clubCard } from './support/club-card';
import { newPassword, unique } from './support/members';
import { apiLogin, grantDemoEnterprise, ok, type ApiSession } from './support/orders';
import { BOTH_WIDTHS, axeAt, expectFitsPhone } from './support/payments';
import { test } from './support/sessions';

// E-stamps (Enterprise): the merchant defines a 2-stamp card rewarding a coupon, gives a
// member two stamps at its stamp desk by the member's membership card QR (typed, as a scanner types it), and
// the member sees the completed card and the reward coupon in "My e-coupons".

const merchant = DEMO_ACCOUNTS.find((a) => a.role === 'merchant')!;
const REWARD = 'Welcome HK$20 off';

test(
  'the merchant gives two stamps by the card QR; the member sees the reward coupon',
  { tag: BOTH_WIDTHS },
  async ({ signedIn, request }) => {
    test.setTimeout(180_000);

    // Setup: the demo merchant is on Business; the super admin's internal offering grants it Enterprise, which
    // has e-stamps (left on: Enterprise keeps every Business feature the other journeys use).
    await grantDemoEnterprise(request);

    // A new member with a membership card of the demo café (a redeem code of its club).
    const account = { loginName: `stamps_${unique()}`, password: newPassword() };
    const member = await ok<ApiSession>(request, 'POST', '/api/auth/signup-by-name', {
      ...account,
      name: 'Stamp Collector',
      termsAccepted: 'true',
    });
    const shopSession = await apiLogin(request, merchant);
    const { qr } = await clubCard(request, shopSession, member);

    // The merchant sets a stamp card: 2 stamps earn the welcome coupon.
    const name = `Coffee card ${unique()}`;
    const { page: shop, errors: shopErrors } = await signedIn(merchant, '/#/merchantLoyalty?tab=stamps');
    await shop.getByRole('textbox', { name: 'Stamp card name' }).fill(name);
    await shop.getByRole('textbox', { name: 'Stamps to fill the card' }).fill('2');
    await shop.getByRole('textbox', { name: 'Reward coupon' }).click();
    await shop.getByRole('option', { name: `${REWARD} (HK$20.00 off)` }).click();
    await axeAt(shop, 'stamp card form');
    await expectFitsPhone(shop);
    await shop.getByRole('button', { name: 'Save stamp card' }).click();
    await expect(shop.getByText(`Stamp card ${name} saved.`)).toBeVisible();

    // Two scans at the stamp desk: the second fills the card and issues the reward.
    await shop.getByRole('tab', { name: 'Stamp desk' }).click();
    const desk = shop.getByRole('textbox', { name: 'Membership card QR' });
    await desk.fill((await qr()).payload);
    await axeAt(shop, 'stamp desk');
    await shop.getByRole('button', { name: 'Give a stamp' }).click();
    await expect(shop.getByTestId('stamp-granted')).toHaveText('Stamp given');
    await expect(shop.getByText('1 of 2 stamps')).toBeVisible();
    await axeAt(shop, 'stamp given');
    await shop.getByRole('button', { name: 'Next customer' }).click();
    await shop.getByRole('textbox', { name: 'Membership card QR' }).fill((await qr()).payload);
    await shop.getByRole('button', { name: 'Give a stamp' }).click();
    await expect(
      shop.getByText(`Card complete: the reward ${REWARD} (HK$20.00 off) is in the member's e-coupons.`),
    ).toBeVisible();
    await expectFitsPhone(shop);
    expect(shopErrors).toEqual([]);

    // The member: the card shows 0 of 2 with one reward earned, and the coupon is in "My coupons".
    const { page, errors } = await signedIn(account, '/#/myCoupons?tab=stamps');
    const stampCard = page.getByTestId('stamp-card');
    await expect(stampCard).toContainText('0 of 2 stamps');
    await expect(stampCard).toContainText('Rewards earned: 1');
    await axeAt(page, 'my stamps');
    await expectFitsPhone(page);
    await page.getByRole('tab', { name: 'My coupons' }).click();
    await expect(page.getByTestId('coupon').filter({ hasText: REWARD })).toHaveAttribute(
      'data-state',
      'AVAILABLE',
    );
    expect(errors).toEqual([]);
  },
);

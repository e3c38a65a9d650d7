import { expect, type Page } from '@playwright/test';
import type { MyCoupon } from '../server/schemas/coupons';
import { buyer, DEMO_ACCOUNTS } from './support';
import { unique } from './support/members';
import { apiLogin, ok, shopGoods } from './support/orders';
import {
  BOTH_WIDTHS,
  axeAt,
  expectFitsPhone,
  paySandboxCard,
  payWith,
  submitDoorToDoor,
} from './support/payments';
import { test } from './support/sessions';

// E-coupons as tokens, end to end: the demo merchant issues a coupon batch; a member collects a coupon, uses it
// at checkout and the price breakdown shows it; the merchant redeems another coupon by its QR (the code typed, as
// a scanner would type the QR).

const merchant = DEMO_ACCOUNTS.find((a) => a.role === 'merchant')!;

/** One coupon ticket of a list, by its batch's name. */
const ticket = (page: Page, name: string) => page.getByTestId('coupon').filter({ hasText: name });

test(
  'the merchant issues a batch; a member collects a coupon and uses it at checkout',
  { tag: BOTH_WIDTHS },
  async ({ signedIn, request }) => {
    test.setTimeout(180_000);
    const name = `Latte HK$15 off ${unique()}`;

    // The merchant issues a batch (loyalty tools: "Issue coupons").
    const { page: shop, errors: shopErrors } = await signedIn(merchant, '/#/merchantLoyalty');
    await expect(shop.getByRole('heading', { level: 1, name: 'Loyalty tools' })).toBeVisible();
    await shop.getByRole('textbox', { name: 'Name' }).fill(name);
    await shop.getByRole('textbox', { name: 'Amount off (HK$)' }).fill('15');
    await shop.getByRole('textbox', { name: 'Quantity' }).fill('50');
    await axeAt(shop, 'merchant loyalty tools, issue coupons');
    await expectFitsPhone(shop);
    await shop.getByRole('button', { name: 'Issue coupons' }).click();
    await expect(shop.getByText(`Issued: 50 coupons of ${name}.`)).toBeVisible();
    await expect(ticket(shop, name)).toBeVisible();
    expect(shopErrors).toEqual([]);

    // A member collects one (my e-coupons: "Collect coupons").
    const { page, errors } = await signedIn(buyer, '/#/myCoupons?tab=collect&merchant=DEMOCOUPON');
    await ticket(page, name)
      .getByRole('button', { name: `Collect ${name}` })
      .click();
    await expect(page.getByText(`Collected: ${name} is in your e-coupons.`)).toBeVisible();
    await axeAt(page, 'my e-coupons, collect');
    await page.getByRole('tab', { name: 'My coupons' }).click();
    await expect(ticket(page, name)).toHaveAttribute('data-state', 'AVAILABLE');
    await axeAt(page, 'my e-coupons');
    await expectFitsPhone(page);

    // It applies at checkout: the breakdown shows the e-coupon and the total falls by HK$15.
    const goods = (await shopGoods(request)).filter((g) => g.seller.name === merchant.name);
    expect(goods.length).toBeGreaterThan(0);
    const good = goods[test.info().project.name === 'phone' ? 1 % goods.length : 0]!;
    await page.goto(`/#/step1?productId=${good.id}&quantity=1`);
    await expect(page.getByRole('heading', { level: 1, name: 'Check order' })).toBeVisible();
    const breakdown = page.getByTestId('price-breakdown');
    await page.getByRole('textbox', { name: 'E-coupon' }).click();
    await page.getByRole('option', { name: `${name} (HK$15.00 off)` }).click();
    await expect(breakdown.getByText('E-coupon')).toBeVisible();
    await expect(breakdown.getByText(name)).toBeVisible();
    await expect(breakdown.getByText('−HK$15.00')).toBeVisible();
    await axeAt(page, 'checkout with an e-coupon');
    const orderId = await submitDoorToDoor(page);

    // Reserved by the unpaid order, spent once it is paid.
    const session = await apiLogin(request, buyer);
    const mine = async () =>
      (await ok<{ items: MyCoupon[] }>(request, 'GET', '/api/coupons/mine', {}, session)).items.find(
        (c) => c.batch.name === name,
      );
    expect((await mine())?.state).toBe('RESERVED');
    await payWith(page, 'Card — secure card page');
    await paySandboxCard(page);
    await expect(page).toHaveURL(new RegExp(`#/paymentSuccess\\?orderId=${orderId}`), { timeout: 30_000 });
    await expect.poll(async () => (await mine())?.state, { timeout: 30_000 }).toBe('USED');
    expect(errors).toEqual([]);
  },
);

test(
  'the merchant redeems a member’s coupon by its QR code, once',
  { tag: BOTH_WIDTHS },
  async ({ signedIn, request }) => {
    test.setTimeout(120_000);
    const session = await apiLogin(request, buyer);
    const [welcome] = (
      await ok<{ items: { id: string; name: string }[] }>(request, 'GET', '/api/coupons/batches', {
        merchant: 'DEMOCOUPON',
      })
    ).items.filter((b) => b.name === 'Welcome HK$20 off');
    expect(welcome).toBeDefined();
    const { coupon } = await ok<{ coupon: MyCoupon }>(
      request,
      'POST',
      '/api/coupons/collect',
      { batchId: welcome!.id },
      session,
    );

    // The member shows the coupon's QR code (and the code to read out).
    const { page, errors } = await signedIn(buyer, '/#/myCoupons');
    await page
      .getByTestId('coupon')
      .filter({ hasText: 'Welcome HK$20 off' })
      .first()
      .getByRole('button', { name: 'Show QR' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Show this QR code at the shop' });
    await expect(dialog.getByRole('img', { name: 'QR code of the coupon Welcome HK$20 off' })).toBeVisible();
    await expect(dialog.getByRole('timer')).toContainText(/Valid for \d\d:\d\d/);
    await axeAt(page, 'coupon QR dialog');
    await expectFitsPhone(page);
    // The dialog showed the QR of the coupon first in the list: find which one by the code's owner.
    const code = (await dialog.getByTestId('coupon-code').textContent())!.trim();

    // The shop types the code at its redemption desk: redeemed once; a second try says so.
    const { page: shop, errors: shopErrors } = await signedIn(merchant, '/#/merchantLoyalty?tab=redeem');
    const desk = shop.getByRole('textbox', { name: 'Coupon QR or code' });
    await desk.fill(code);
    await axeAt(shop, 'redemption desk');
    await shop.getByRole('button', { name: 'Redeem' }).click();
    await expect(shop.getByTestId('redeemed')).toBeVisible();
    await expect(shop.getByText('Welcome HK$20 off · HK$20.00 off')).toBeVisible();
    await axeAt(shop, 'coupon redeemed');
    await shop.getByRole('button', { name: 'Next customer' }).click();
    await shop.getByRole('textbox', { name: 'Coupon QR or code' }).fill(code);
    await shop.getByRole('button', { name: 'Redeem' }).click();
    await expect(shop.getByRole('alert')).toContainText('This coupon has already been redeemed.');

    // No catch: a dialog already gone or a close button that does not answer fails the journey.
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await expect(dialog).toBeHidden();
    const mine = await ok<{ items: MyCoupon[] }>(request, 'GET', '/api/coupons/mine', {}, session);
    expect(mine.items.filter((c) => c.state === 'USED').map((c) => c.batch.name)).toContain(
      'Welcome HK$20 off',
    );
    expect(coupon.state).toBe('AVAILABLE');
    expect(errors).toEqual([]);
    // The second try's refusal is an answer the desk shows, logged by the browser as a failed request.
    expect(shopErrors.filter((e) => !/409/.test(e))).toEqual([]);
  },
);

import { expect, type Page } from '@playwright/test';
import type { Order } from '../server/schemas/orders';
import { buyer } from './support';
import { apiLogin, ok, placeOrder, shopGoods } from './support/orders';
import { axeAt, BOTH_WIDTHS, paySandboxCard } from './support/payments';
import { test } from './support/sessions';

// A split payment. The buyer pays 30 % of an order with one method ("Pay part now", the sandbox card), the order
// is DEPOSITDPAID and the result page says what is left; "Pay the rest" (on the result page and the order page)
// comes back to the payment step for the rest, paid by card; the order ends FULLPAID with both payments. Desktop
// and phone (the projects).

/** Cents as the HKD decimal a person types ('3012' → '30.12'). */
const decimal = (cents: bigint) => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;

/** Accepts the terms and the privacy policy and pays with the sandbox card, all or `part` (HKD decimal). */
async function payByCard(page: Page, axe: (w: string) => Promise<void>, part?: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const card = page.getByRole('radio', { name: /Card — secure card page/ });
  if (!(await card.isChecked())) await card.check();
  if (part) {
    await page.getByRole('checkbox', { name: /Pay part now/ }).check();
    await page.getByRole('textbox', { name: /Amount to pay now/ }).fill(part);
    await axe('payment with a part');
  }
  await page.getByRole('checkbox', { name: /terms of service/ }).check();
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await paySandboxCard(page);
}

test(
  'a split payment: 30 % now by card, the rest later by card; FULLPAID with both payments',
  { tag: BOTH_WIDTHS },
  async ({ signedIn, request }) => {
    test.setTimeout(180_000);
    // 30 % must reach the card minimum (1 USD, HK$7.80): goods of HK$26 or more.
    const goods = (await shopGoods(request)).filter((g) => BigInt(g.priceHkd) >= 2600n);
    // A seed without them is a broken seed: fail, not skip.
    expect(
      goods.length,
      'the demo data has a good for this journey (demo goods of HK$26 or more in stock)',
    ).toBeGreaterThan(0);
    const phone = test.info().project.name === 'phone';
    const session = await apiLogin(request, buyer);
    // The two projects run side by side: each starts from its own end of the list.
    const placed = await placeOrder(request, session, phone ? [...goods].reverse() : goods);
    const total = BigInt(placed.price.totalAmount);
    const part = (total * 30n) / 100n;

    const { page, errors } = await signedIn(buyer, `/#/payment?orderId=${placed.id}`);
    const axe = (where: string) => axeAt(page, where);
    await expect(page.getByTestId('left-to-pay')).toContainText(/HK\$/);
    await axe('payment');
    await payByCard(page, axe, decimal(part));

    // The part is recorded by the processor's callback; the result page says what is left.
    await expect(page).toHaveURL(new RegExp(`#/paymentSuccess\\?orderId=${placed.id}`), { timeout: 30_000 });
    await expect(page.getByTestId('left-to-pay')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('order-status')).toContainText('Deposit paid');
    const restText = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'HKD' })
      .format(decimal(total - part) as never)
      .replace('HK$', '');
    await expect(page.getByTestId('left-to-pay')).toContainText(restText);
    await expect(page.getByRole('link', { name: 'Pay the rest' })).toBeVisible();
    await axe('paymentSuccess with a part paid');

    const read = () => ok<Order>(request, 'GET', '/api/orders/detail', { orderId: placed.id }, session);
    expect(await read()).toMatchObject({ status: 'DEPOSITDPAID', paidAmount: part.toString() });

    // The order page offers the rest too; from there, back to the payment step, the rest preselected.
    await page.getByRole('link', { name: 'See the order' }).click();
    await expect(page.getByTestId('order-detail').getByTestId('order-status')).toHaveAttribute(
      'data-status',
      'DEPOSITDPAID',
    );
    await axe('orderDetail with a part paid');
    await page.getByRole('link', { name: 'Pay the rest' }).click();
    await expect(page).toHaveURL(new RegExp(`#/payment\\?orderId=${placed.id}`));
    await expect(page.getByTestId('left-to-pay')).toContainText(restText);
    await payByCard(page, axe);

    await expect(page).toHaveURL(new RegExp(`#/paymentSuccess\\?orderId=${placed.id}`), { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect.poll(async () => (await read()).status, { timeout: 30_000 }).toBe('FULLPAID');
    expect((await read()).paidAmount).toBe(total.toString());
    await expect(page.getByRole('link', { name: 'Pay the rest' })).toHaveCount(0);

    await page.goto(`/#/orderDetail?id=${placed.id}`);
    await expect(page.getByTestId('order-detail').getByTestId('order-status')).toHaveAttribute(
      'data-status',
      'FULLPAID',
    );
    // Both payments on the order page, once its payments list is there (listPayments).
    if ((await page.getByTestId('order-payments').count()) > 0) {
      await expect(page.locator('[data-testid="payment-entry"][data-kind="CAPTURE"]')).toHaveCount(2);
    }
    await axe('orderDetail paid in two parts');
    if (phone) {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
    expect(errors).toEqual([]);
  },
);

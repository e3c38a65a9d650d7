import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Order } from '../server/schemas/orders';
import { buyer } from './support';
import { ok } from './support/orders';
import { test, type SignedIn } from './support/sessions';
import { BOTH_WIDTHS, axeAt as axe, expectFitsPhone, orderedAs, payWith, rotated } from './support/payments';

// Mastercard hosted checkout, the gateway played by its sandbox. The buyer picks "Mastercard
// hosted checkout" on the payment page → masterCard (order summary, Continue to the secure Mastercard page) →
// masterDetail (the sandbox's hosted card page) → masterSuccess, which has the server verify the result at the
// gateway before it shows success; the order is FULLPAID. A declined card shows 1004 with the way on.
// Desktop and phone; axe on the three pages.

/** A demo good ordered through the API for the buyer (door-to-door, HKD), so the journey starts at payment. */
/** Desktop and phone take different goods: they run against one server. */
const phoneSlot = () => (test.info().project.name === 'phone' ? 2 : 0);

const orderToPay = (signedIn: SignedIn, request: APIRequestContext, offset: number) =>
  orderedAs(signedIn, request, buyer, (goods) => {
    // Other journeys take the goods from the front or the back; this one from the middle, phone and desktop apart.
    const start = (Math.floor(goods.length / 2) + phoneSlot() + offset) % Math.max(goods.length, 1);
    return rotated(goods, start);
  });

/** Payment page → Mastercard → masterCard → Continue → the sandbox's hosted page, card filled and paid. */
async function payByMastercard(page: Page, orderId: string, card: string, check: boolean) {
  await payWith(page, 'Mastercard hosted page', { orderId });

  await expect(page).toHaveURL(/#\/masterCard\?ref=[^&]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with Mastercard' })).toBeVisible();
  await expect(page.getByTestId('mastercard-amount')).toContainText(/HK\$|\$/);
  if (check) await axe(page, 'masterCard');
  await page.getByRole('button', { name: 'Continue to the secure Mastercard page' }).click();

  await expect(page).toHaveURL(/#\/masterDetail\?ref=[^&]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mastercard secure payment' })).toBeVisible();
  await expect(page.getByTestId('mastercard-detail-amount')).toContainText(/HK\$|\$/);
  if (check) await axe(page, 'masterDetail');
  await expectFitsPhone(page);
  await page.getByRole('textbox', { name: 'Card number' }).fill(card);
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('01/39');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Chan Tai Man');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/masterSuccess\?ref=[^&]+$/, { timeout: 20_000 });
}

test(
  'pay by Mastercard hosted checkout: verified at the gateway, success, FULLPAID',
  { tag: BOTH_WIDTHS },
  async ({ signedIn, request }) => {
    test.setTimeout(120_000);
    const { page, errors, session, order } = await orderToPay(signedIn, request, 0);
    await payByMastercard(page, order.id, '5123450000000008', true);
    const decided = Date.now();

    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Order status: Paid');
    await axe(page, 'masterSuccess');

    const read = () => ok<Order>(request, 'GET', '/api/orders/detail', { orderId: order.id }, session);
    const paid = await read();
    expect(paid.status).toBe('FULLPAID');
    expect(paid.paymentMethod).toBe('MASTERCARD');
    // The sandbox's two late notifications (queued 1 s and 3 s after the payment, server/payments/
    // sandbox-session.ts) change nothing more. A duplicate leaves no trace to wait for, so the order is read
    // again and again until the later one is due, counted from the payment (the checks above count too).
    const due = decided + 5_000;
    await expect
      .poll(
        async () => {
          if ((await read()).paidAmount !== paid.paidAmount) return 'the paid amount changed';
          return Date.now() > due ? 'unchanged past the notifications' : 'waiting';
        },
        { timeout: 20_000 },
      )
      .toBe('unchanged past the notifications');
    await page.getByRole('link', { name: 'See the order' }).first().click();
    await expect(page).toHaveURL(new RegExp(`#/orderDetail\\?id=${order.id}`));
    expect(errors).toEqual([]);
  },
);

test(
  'a declined Mastercard shows 1004 and the way on: pay again or choose another method',
  { tag: BOTH_WIDTHS },
  async ({ signedIn, request }) => {
    test.setTimeout(120_000);
    const { page, errors, session, order } = await orderToPay(signedIn, request, 1);
    await payByMastercard(page, order.id, '5111111111111118', false);

    await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Error code: 1004');
    await axe(page, 'masterSuccess with a declined card');
    const read = () => ok<Order>(request, 'GET', '/api/orders/detail', { orderId: order.id }, session);
    expect((await read()).status).toBe('NEW');
    await page.getByRole('link', { name: 'Pay again or choose another method' }).click();
    await expect(page).toHaveURL(new RegExp(`#/payment\\?orderId=${order.id}`));
    await expect(page.getByRole('radio', { name: 'Mastercard hosted page' })).toBeVisible();
    expect(errors).toEqual([]);
  },
);

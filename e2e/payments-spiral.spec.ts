import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Order } from '../server/schemas/orders';
import { buyer, collectConsoleErrors } from './support';
import { expectNoAxeViolations, settle, watchNetwork } from './support/a11y';
import { isPhone, loginAs } from './support/journeys';
import { apiLogin, ok, placeOrder, shopGoods, type ApiSession } from './support/orders';

// Issue 14 item 4: Spiral's hosted payment page, played by the Spiral sandbox. The buyer picks Spiral on the
// payment page, is sent to the hosted page (#/spiral, labelled as the sandbox), pays, and comes back through the
// return page (the server asks Spiral) to checkpay and the success page; the order is FULLPAID. A payer who
// cancels on the hosted page comes back to 1013 with a way on (pay again). Desktop and phone; axe on each screen.

/** A demo good ordered through the API for the buyer (door-to-door, HKD), so the journey starts at payment. */
async function orderToPay(request: APIRequestContext, who: ApiSession, page: Page, offset: number) {
  const goods = (await shopGoods(request)).filter((g) => g.specOptions.length === 0);
  // Other journeys take the goods from the front; this one from the back, phone and desktop apart.
  const mine = goods.slice().reverse();
  const start = (isPhone(page) ? 2 : 0) + offset;
  return placeOrder(request, who, [...mine.slice(start), ...mine.slice(0, start)]);
}

const axe = async (page: Page, where: string) => {
  await settle(page);
  await expectNoAxeViolations(page, where);
};

/** On the payment page: Spiral, the terms and the privacy policy, Pay now → the Spiral sandbox's page. */
async function payBySpiral(page: Page, orderId: string, check = false) {
  await page.goto(`/#/payment?orderId=${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.getByRole('radio', { name: 'Spiral' }).check();
  await page.getByRole('checkbox', { name: /terms of service/ }).check();
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  if (check) await axe(page, 'payment with Spiral chosen');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/#\/spiral\?ref=[^&]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Spiral sandbox payment page' })).toBeVisible();
  await expect(page.getByText('Test mode')).toBeVisible();
  await expect(page.getByTestId('spiral-amount')).toContainText(/HK\$|\$/);
}

test('pay by Spiral: the hosted page, back through the return, success and FULLPAID', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  watchNetwork(page);
  const session = await apiLogin(request, buyer);
  const order = await orderToPay(request, session, page, 0);
  await loginAs(page, buyer);
  await payBySpiral(page, order.id, true);
  await axe(page, 'spiral hosted page');
  if (isPhone(page)) {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  }

  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(new RegExp(`#/paymentSuccess\\?orderId=${order.id}`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  await axe(page, 'paymentSuccess after Spiral');

  const read = () => ok<Order>(request, 'GET', '/api/orders/detail', { orderId: order.id }, session);
  await expect.poll(async () => (await read()).status, { timeout: 30_000 }).toBe('FULLPAID');
  expect((await read()).paymentMethod).toBe('SPIRAL');
  expect(errors).toEqual([]);
});

test('cancel on the Spiral page: 1013, nothing charged, and a way to pay again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  watchNetwork(page);
  const session = await apiLogin(request, buyer);
  const order = await orderToPay(request, session, page, 1);
  await loginAs(page, buyer);
  await payBySpiral(page, order.id);

  // Keyboard alone: the payer tabs to Cancel and presses Enter.
  const cancel = page.getByRole('button', { name: 'Cancel payment' });
  await cancel.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/paymentFail\?/, { timeout: 20_000 });
  await expect(page.getByRole('alert')).toContainText('Error code: 1013');
  await expect(page.getByText('The payment was cancelled. Nothing has been charged.')).toBeVisible();
  const next = page.getByTestId('next-steps');
  await expect(next.getByRole('link').first()).toBeVisible();
  await axe(page, 'paymentFail after a Spiral cancel');

  // The session is closed at the server; the order still waits for payment and can be paid again.
  const read = () => ok<Order>(request, 'GET', '/api/orders/detail', { orderId: order.id }, session);
  expect((await read()).status).toBe('NEW');
  await next.getByRole('link').first().click();
  await expect(page).toHaveURL(/#\/payment\?orderId=/);
  expect(errors).toEqual([]);
});

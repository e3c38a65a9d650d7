import { expect } from '@playwright/test';
import type { Order, OrderEventEntry } from '../server/schemas/orders';
import type { ShopProduct } from '../server/schemas/shop';
import { buyer, collectConsoleErrors } from './support';
import { expectNoAxeViolations, settle } from './support/a11y';
import { loginAs } from './support/journeys';
import { test } from './support/expiry-server';
import { apiLogin, call, ok, placeOrder, shopGoods } from './support/orders';

// An order left unpaid expires (here after 40 s: this project's server runs with
// ORDER_TTL_SECONDS=40, support/expiry-server.ts) and gives its stock back; it cannot be paid any more and the buyer
// is sent to place a new order. The expiry is the server's job, seen through the order's own state.
test('an order left unpaid expires, gives its stock back and cannot be paid', async ({ page, request }) => {
  test.setTimeout(180_000);
  const errors = collectConsoleErrors(page);
  const session = await apiLogin(request, buyer);
  const goods = await shopGoods(request);
  const order = await placeOrder(request, session, goods);
  const productId = order.lines[0]!.productId;
  const stockOf = async () =>
    (await ok<ShopProduct>(request, 'GET', '/api/shop/products/detail', { id: productId })).stock;
  const held = await stockOf();

  await loginAs(page, buyer, `/#/payment?orderId=${order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay/ })).toBeVisible();

  // The page's countdown ends, and the server's expiry job cancels the order.
  await expect(page.getByRole('alert').filter({ hasText: 'This order has expired' })).toBeVisible({
    timeout: 90_000,
  });
  await expect
    .poll(
      async () =>
        (await ok<Order>(request, 'GET', '/api/orders/detail', { orderId: order.id }, session)).status,
      {
        timeout: 90_000,
        intervals: [2_000],
      },
    )
    .toBe('CANCELLED');
  expect(await stockOf()).toBe(held + 1);
  const events = await ok<OrderEventEntry[]>(
    request,
    'GET',
    '/api/orders/events',
    { orderId: order.id },
    session,
  );
  expect(events.at(-1)).toMatchObject({
    event: 'order.expire',
    actorRole: 'SYSTEM',
    from: 'NEW',
    to: 'CANCELLED',
  });
  await settle(page);
  await expectNoAxeViolations(page, 'expired order');

  // Paying now is refused with 1006 (transaction expired: place a new order).
  const pay = await call(
    request,
    'POST',
    '/api/payments',
    { orderId: order.id, method: 'SANDBOX_CARD' },
    session,
  );
  expect(pay.meta.code).toBe(1006);
  await page.goto(`/#/orderDetail?id=${order.id}`);
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'CANCELLED');
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  await page.goto(`/#/payment?orderId=${order.id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'This order has expired' })).toBeVisible();
  await page.getByRole('link', { name: 'Place a new order' }).click();
  await expect(page).toHaveURL(new RegExp(`#/itemDetails\\?id=${productId}`));
  expect(errors).toEqual([]);
});

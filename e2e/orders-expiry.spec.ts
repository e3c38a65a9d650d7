import { expect } from '@playwright/test';
import { TEST_ORDER_TTL_HEADER } from '../server/http/test-clock';
import type { Order, OrderEventEntry } from '../server/schemas/orders';
import type { ShopProduct } from '../server/schemas/shop';
import { buyer, DEMO_ACCOUNTS } from './support';
import { expectNoAxeViolations, settle } from './support/a11y';
import { apiLogin, call, ok, placeOrder, shopGoods } from './support/orders';
import { test } from './support/sessions';

/** The shortest TTL the server takes (ORDER_TTL_SECONDS's bound): long enough to open the payment page. */
const TTL_SECONDS = 20;
/** Sellers whose goods the other journeys buy (most stock first, or the demo creator's by the UI). */
const SHARED_SELLERS = new Set<string>(
  DEMO_ACCOUNTS.filter((a) => a.role === 'creator' || a.role === 'merchant').map((a) => a.name),
);

// An order left unpaid expires (here after 20 s: the order is placed with the e2e server's test-only
// x-test-order-ttl-seconds header, server/http/test-clock.ts; every other order keeps its 30 minutes) and gives
// its stock back; it cannot be paid any more and the buyer is sent to place a new order. The expiry is the
// server's job, seen through the order's own state.
test('an order left unpaid expires, gives its stock back and cannot be paid', async ({
  signedIn,
  request,
}) => {
  test.setTimeout(180_000);
  // Logged in first, so the TTL runs from the order to the payment page and not through a login.
  const { page, errors } = await signedIn(buyer);
  const session = await apiLogin(request, buyer);
  // A good no other journey running beside this one buys: its stock moves only with this order.
  const goods = (await shopGoods(request))
    .filter((g) => !SHARED_SELLERS.has(g.seller.name))
    .sort((a, b) => a.stock - b.stock);
  const order = await placeOrder(
    request,
    { ...session, headers: { [TEST_ORDER_TTL_HEADER]: String(TTL_SECONDS) } },
    goods,
  );
  const productId = order.lines[0]!.productId;
  const stockOf = async () =>
    (await ok<ShopProduct>(request, 'GET', '/api/shop/products/detail', { id: productId })).stock;
  const held = await stockOf();

  await page.goto(`/#/payment?orderId=${order.id}`);
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
        intervals: [1_000],
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

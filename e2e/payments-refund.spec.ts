import { expect, type APIRequestContext } from '@playwright/test';
import type { Order } from '../server/schemas/orders';
import { SANDBOX_CARDS } from '../server/schemas/payments';
import { buyer, collectConsoleErrors } from './support';
import { expectNoAxeViolations, settle, watchNetwork } from './support/a11y';
import { loginAs } from './support/journeys';
import { apiLogin, ok, placeOrder, shopGoods, support, type ApiSession } from './support/orders';
import { test } from './support/sessions';

// A refund seen by the buyer: an order paid by the sandbox card (through the API, as the
// card journey does in the UI), customer service refunds part of the payment on the order page (amount, reason,
// the confirm button naming the amount), and the buyer then sees the payment and the refund with amount, method
// and time on the order page. Desktop and phone (the projects).

/** createPayment by sandbox card and the approved test card; the processor's signed callback pays the order. */
async function payByCard(request: APIRequestContext, who: ApiSession, order: Order) {
  const started = await ok<{ ref: string }>(
    request,
    'POST',
    '/api/payments',
    { orderId: order.id, method: 'SANDBOX_CARD' },
    who,
  );
  await ok(request, 'POST', '/api/sandbox/card/pay', {
    ref: started.ref,
    cardNumber: SANDBOX_CARDS.approved,
    expiry: '12/40',
    cvc: '123',
    holder: 'Chan Tai Man',
  });
  // Server-side events move the order (the callback arrives a second or more later), never the browser.
  await expect
    .poll(
      async () => (await ok<Order>(request, 'GET', '/api/orders/detail', { orderId: order.id }, who)).status,
      {
        timeout: 30_000,
        intervals: [1_000],
      },
    )
    .toBe('FULLPAID');
}

test('support refunds part of a card payment and the buyer sees the refund on the order', async ({
  signedIn,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const session = await apiLogin(request, buyer);
  const order = await placeOrder(request, session, await shopGoods(request));
  await payByCard(request, session, order);

  // Customer service opens the order and refunds 1.00 of the payment.
  const { page, errors } = await signedIn(support, `/#/orderDetail?id=${order.id}`);
  await expect(page).toHaveURL(/#\/orderDetail\?id=/);
  const payments = page.getByRole('region', { name: 'Payments and refunds' });
  await expect(payments.getByTestId('payment-entry')).toHaveCount(1);
  await expect(payments.getByTestId('payment-entry').first()).toContainText('Card');
  await payments.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund this payment?' });
  await expect(dialog).toBeVisible();
  const amount = dialog.getByRole('textbox', { name: /Amount to refund \(HKD\)/ });
  // The whole payment is offered first; more than it is refused before anything is sent.
  await expect(amount).not.toHaveValue('');
  await amount.fill('999999');
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Box arrived dented');
  await dialog.getByRole('button', { name: /^Refund/ }).click();
  await expect(dialog.getByText(/Enter an amount above zero/)).toBeVisible();
  await amount.fill('1.00');
  await settle(page);
  await expectNoAxeViolations(page, 'refund dialog');
  await dialog.getByRole('button', { name: 'Refund HK$1.00' }).click();
  await expect(dialog).toBeHidden();
  await expect(payments.getByTestId('payment-entry')).toHaveCount(2);
  await expect(payments.locator('[data-kind="REFUND"]')).toContainText('−HK$1.00');
  await expect(payments.getByText(/Still refundable/)).toBeVisible();

  // The buyer, in a browser of their own, sees the payment and the refund with its reason.
  const buyerContext = await browser.newContext({ viewport: testInfo.project.use.viewport ?? null });
  const buyerPage = await buyerContext.newPage();
  const buyerErrors = collectConsoleErrors(buyerPage);
  watchNetwork(buyerPage);
  await loginAs(buyerPage, buyer, `/#/orderDetail?id=${order.id}`);
  const seen = buyerPage.getByRole('region', { name: 'Payments and refunds' });
  await expect(seen.locator('[data-kind="CAPTURE"]')).toContainText('Card');
  const refund = seen.locator('[data-kind="REFUND"]');
  await expect(refund).toContainText('−HK$1.00');
  await expect(refund).toContainText('Box arrived dented');
  await expect(refund.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  // Only customer service refunds.
  await expect(seen.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
  await settle(buyerPage);
  await expectNoAxeViolations(buyerPage, 'orderDetail with a refund');
  await buyerContext.close();
  expect(errors).toEqual([]);
  expect(buyerErrors).toEqual([]);
});

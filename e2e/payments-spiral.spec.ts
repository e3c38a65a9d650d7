import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Order } from '../server/schemas/orders';
import { buyer } from './support';
import { ok } from './support/orders';
import { test, type SignedIn } from './support/sessions';
import { BOTH_WIDTHS, axeAt as axe, expectFitsPhone, orderedAs, payWith, rotated } from './support/payments';

// Spiral's hosted payment page, played by the Spiral sandbox. The buyer picks Spiral on the
// payment page, is sent to the hosted page (#/spiral, labelled as the sandbox), pays, and comes back through the
// return page (the server asks Spiral) to checkpay and the success page; the order is FULLPAID. A payer who
// cancels on the hosted page comes back to 1013 with a way on (pay again). Desktop and phone; axe on each screen.

/** Desktop and phone take different goods: they run against one server. */
const phoneSlot = () => (test.info().project.name === 'phone' ? 2 : 0);

/** A demo good ordered through the API for the buyer (door-to-door, HKD), so the journey starts at payment. */
const orderToPay = (signedIn: SignedIn, request: APIRequestContext, offset: number) =>
  // Other journeys take the goods from the front; this one from the back, phone and desktop apart.
  orderedAs(signedIn, request, buyer, (goods) => rotated(goods.slice().reverse(), phoneSlot() + offset));

/** On the payment page: Spiral, the terms and the privacy policy, Pay now → the Spiral sandbox's page. */
async function payBySpiral(page: Page, orderId: string, check = false) {
  await payWith(page, "Spiral — pay on Spiral's page", {
    orderId,
    beforePay: async () => {
      if (check) await axe(page, 'payment with Spiral chosen');
    },
  });
  await expect(page).toHaveURL(/#\/spiral\?ref=[^&]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Spiral sandbox payment page' })).toBeVisible();
  await expect(page.getByText('Test mode')).toBeVisible();
  await expect(page.getByTestId('spiral-amount')).toContainText(/HK\$|\$/);
}

test(
  'pay by Spiral: the hosted page, back through the return, success and FULLPAID',
  { tag: BOTH_WIDTHS },
  async ({ signedIn, request }) => {
    test.setTimeout(120_000);
    const { page, errors, session, order } = await orderToPay(signedIn, request, 0);
    await payBySpiral(page, order.id, true);
    await axe(page, 'spiral hosted page');
    await expectFitsPhone(page);

    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(new RegExp(`#/paymentSuccess\\?orderId=${order.id}`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await axe(page, 'paymentSuccess after Spiral');

    const read = () => ok<Order>(request, 'GET', '/api/orders/detail', { orderId: order.id }, session);
    await expect.poll(async () => (await read()).status, { timeout: 30_000 }).toBe('FULLPAID');
    expect((await read()).paymentMethod).toBe('SPIRAL');
    expect(errors).toEqual([]);
  },
);

test('cancel on the Spiral page: 1013, nothing charged, and a way to pay again', async ({
  signedIn,
  request,
}) => {
  test.setTimeout(120_000);
  const { page, errors, session, order } = await orderToPay(signedIn, request, 1);
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

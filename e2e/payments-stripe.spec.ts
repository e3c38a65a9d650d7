import { expect } from '@playwright/test';
import type { Order } from '../server/schemas/orders';
import { buyer } from './support';
import { apiLogin, creatorGoodsWithoutOptions, ok } from './support/orders';
import { BOTH_WIDTHS, axeAt, expectFitsPhone, payWith, submitDoorToDoor } from './support/payments';
import { test } from './support/sessions';

// A buyer pays by Stripe (its sandbox, playing Stripe's test mode) with the 3-D Secure test card, completes the
// challenge, and sees the success page; the order is FULLPAID once the sandbox's signed webhook has reached
// /api/callbacks/stripe. Desktop and phone (the projects).
test(
  'pay by Stripe with the 3-D Secure test card: challenge completed, paid',
  { tag: BOTH_WIDTHS },
  async ({ signedIn, request }) => {
    test.setTimeout(180_000);
    const goods = await creatorGoodsWithoutOptions(request);
    const phone = test.info().project.name === 'phone';
    // Other journeys buy the first goods; this one takes two further along, one per project.
    const good = goods[(phone ? 3 : 2) % goods.length]!;

    const { page, errors } = await signedIn(
      buyer,
      `/#/step1?productId=${good.id}&quantity=1&wallet=CUSTODIAL`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Check order' })).toBeVisible();
    const orderId = await submitDoorToDoor(page);
    await payWith(page, 'Card — Stripe');

    // Our Stripe page over the sandbox: amount, order, card form, Stripe's test cards.
    await expect(page).toHaveURL(/#\/stripe\?ref=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Card payment (Stripe)' })).toBeVisible();
    await expect(page.getByTestId('stripe-amount')).toContainText(/HK\$|\$/);
    await axeAt(page, 'stripe card form');
    // An empty submit names the field to fix and focuses it.
    await page.getByRole('button', { name: /^Pay / }).click();
    const number = page.getByRole('textbox', { name: 'Card number' });
    await expect(number).toBeFocused();
    await number.fill('4000 0025 0000 3155');
    await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
    await page.getByRole('textbox', { name: 'CVC' }).fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();

    // Stripe's 3-D Secure test page: complete the authentication.
    const challenge = page.getByRole('heading', { level: 2, name: '3-D Secure authentication' });
    await expect(challenge).toBeVisible();
    await expect(challenge).toBeFocused();
    await axeAt(page, 'stripe 3-D Secure challenge');
    await expectFitsPhone(page);
    await page.getByRole('button', { name: 'Complete authentication' }).click();

    // The return page reads the verdict the webhook recorded, then shows the success page.
    await expect(page).toHaveURL(new RegExp(`#/paymentSuccess\\?orderId=${orderId}`), { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();

    const session = await apiLogin(request, buyer);
    const read = () => ok<Order>(request, 'GET', '/api/orders/detail', { orderId }, session);
    await expect.poll(async () => (await read()).status, { timeout: 30_000 }).toBe('FULLPAID');
    expect((await read()).paymentState).toBe('FULL');
    expect(errors).toEqual([]);
  },
);

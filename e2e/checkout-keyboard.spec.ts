import { expect, type Locator, type Page } from '@playwright/test';
import type { Order } from '../server/schemas/orders';
import { buyer } from './support';
import { tabTo } from './support/keyboard';
import { apiLogin, ok, shopGoods } from './support/orders';
import { test } from './support/sessions';

// WCAG 2.1.1 keyboard: the whole checkout of a physical good by keyboard alone — step 1 with a typed
// door-to-door address kept in the address book, the payment page's method, terms and privacy, and the
// sandbox card page — ending on the success page with the order recorded as paid. Desktop only: the forms keep
// their DOM (and so their Tab) order at the phone's width, where a checkout runs in cart.spec.ts and the
// door-to-door step 1 and payment page are checked (axe, fit) in payments-stripe.spec.ts.

/** Moves to `field` with Tab only and types `text` into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('a physical good is bought with the keyboard only', async ({ signedIn, request }) => {
  test.setTimeout(180_000);
  // A good without spec options (the item page's Buy has no option choice; the cart carries those).
  const goods = (await shopGoods(request)).filter((g) => g.specOptions.length === 0 && g.stock > 5);
  // A seed without them is a broken seed: fail, not skip.
  expect(
    goods.length,
    'the demo data has a good for this journey (demo goods without options in stock)',
  ).toBeGreaterThan(0);
  const good = goods[0]!;

  const { page, errors } = await signedIn(buyer);
  await page.goto(`/#/step1?productId=${good.id}&quantity=1&wallet=CUSTODIAL`);
  await expect(page.getByRole('heading', { level: 1, name: 'Check order' })).toBeVisible();
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Submit order' }) });
  const box = (name: string) => form.getByRole('textbox', { name, exact: true });

  // Door-to-door is the first method; its fields, then the buyer's.
  await expect(form.getByRole('radio', { name: /Door-to-door delivery/ })).toBeChecked();
  await typeInto(page, box("Receiver's name"), 'Chan Tai Man');
  await typeInto(page, box("Receiver's phone"), '91234567');
  await typeInto(page, box('District'), 'Central');
  await typeInto(page, box('City'), 'Hong Kong');
  await typeInto(page, box('Street and building'), '1 Queen’s Road Central');
  await tabTo(page, form.getByRole('checkbox', { name: 'Save this address to my address book' }));
  await page.keyboard.press('Space');
  await typeInto(page, box('Mobile'), '91234567');
  await typeInto(page, box('Address'), '1 Queen’s Road Central');
  const submit = page.getByRole('button', { name: 'Submit order' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/#\/payment\?orderId=/);
  const orderId = new URL(page.url().replace('/#/', '/')).searchParams.get('orderId')!;
  await expect(page.getByRole('timer')).toBeVisible();
  const card = page.getByRole('radio', { name: 'Card — secure card page' });
  if (!(await card.isChecked())) {
    await tabTo(page, page.getByRole('radio').first());
    await page.keyboard.press('Space');
    // The merchant offers several methods: the arrow keys move through the group to the card.
    for (let i = 0; i < 8 && !(await card.isChecked()); i++) await page.keyboard.press('ArrowDown');
  }
  await expect(card).toBeChecked();
  await tabTo(page, page.getByRole('checkbox', { name: /terms of service/ }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('checkbox', { name: /privacy policy/ }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Pay now' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/#\/sandboxCard\?ref=/);
  await typeInto(page, page.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
  await typeInto(page, page.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/30');
  await typeInto(page, page.getByRole('textbox', { name: 'CVC' }), '123');
  await typeInto(page, page.getByRole('textbox', { name: 'Name on card' }), 'Chan Tai Man');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`#/paymentSuccess\\?orderId=${orderId}`), { timeout: 20_000 });
  const session = await apiLogin(request, buyer);
  await expect
    .poll(async () => (await ok<Order>(request, 'GET', '/api/orders/detail', { orderId }, session)).status, {
      timeout: 30_000,
    })
    .toBe('FULLPAID');
  const order = await ok<Order>(request, 'GET', '/api/orders/detail', { orderId }, session);
  expect(order.deliveryType).toBe('DLV');
  expect(order.receiverName).toBe('Chan Tai Man');
  const book = await ok<{ detail: string }[]>(request, 'GET', '/api/addresses', {}, session);
  expect(book.some((a) => a.detail === '1 Queen’s Road Central')).toBe(true);
  expect(errors).toEqual([]);
});

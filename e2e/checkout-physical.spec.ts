import { expect } from '@playwright/test';
import type { Order } from '../server/schemas/orders';
import { buyer, creator } from './support';
import { png } from './support/items';
import { apiLogin, creatorGoodsWithoutOptions, ok } from './support/orders';
import { axeAt, paySandboxCard, payWith, submitDoorToDoor } from './support/payments';
import { test } from './support/sessions';

// A physical good bought through the checkout with a door-to-door address and a
// promotion code (the seller's reusable HK50), paid by the sandbox card; its seller marks it delivered with a
// waybill and a receipt image; the buyer confirms receipt and the order is FINISHED.
test('a physical good with an address and a promotion code: paid, delivered with a receipt, confirmed', async ({
  signedIn,
  request,
}) => {
  test.setTimeout(180_000);
  const goods = await creatorGoodsWithoutOptions(request);
  const good = goods[test.info().project.name === 'phone' ? 1 % goods.length : 0]!;

  const { page, errors } = await signedIn(buyer, `/#/step1?productId=${good.id}&quantity=1&wallet=CUSTODIAL`);
  await expect(page.getByRole('heading', { level: 1, name: 'Check order' })).toBeVisible();
  const before = await page.getByTestId('price-total').textContent();

  await page.getByRole('textbox', { name: 'Promotion code (optional)' }).fill('HK50');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('price-total')).not.toHaveText(before!);
  await expect(page.getByText('HK50').first()).toBeVisible();

  const form = page.locator('form', { has: page.getByRole('button', { name: 'Submit order' }) });
  await expect(form.getByRole('radio', { name: /Door-to-door delivery/ })).toBeChecked();
  const orderId = await submitDoorToDoor(page);
  await payWith(page, 'Card — secure card page');
  await paySandboxCard(page);
  await expect(page).toHaveURL(new RegExp(`#/paymentSuccess\\?orderId=${orderId}`), { timeout: 20_000 });

  const session = await apiLogin(request, buyer);
  const read = () => ok<Order>(request, 'GET', '/api/orders/detail', { orderId }, session);
  await expect.poll(async () => (await read()).status, { timeout: 30_000 }).toBe('FULLPAID');
  const paid = await read();
  expect(paid.price.promotionCode).toBe('HK50');
  expect(BigInt(paid.price.promotionDiscount)).toBeGreaterThan(0n);
  expect([paid.deliveryType, paid.receiverName]).toEqual(['DLV', 'Chan Tai Man']);

  const { page: seller, errors: sellerErrors } = await signedIn(creator, `/#/orderDetail?id=${orderId}`);
  await expect(seller.getByTestId('order-status')).toHaveAttribute('data-status', 'FULLPAID');
  await seller.getByRole('button', { name: 'Mark delivered' }).click();
  const dialog = seller.getByRole('dialog', { name: 'Mark this order delivered' });
  await dialog.getByRole('textbox', { name: 'Logistics company' }).fill('SF Express');
  await dialog.getByRole('textbox', { name: 'Waybill number' }).fill('SF9876543210');
  await dialog.getByLabel('Delivery time').fill('2026-11-25T10:30');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await png([40, 120, 200]) });
  await dialog.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(dialog).toBeHidden();
  await expect(seller.getByTestId('order-status')).toHaveAttribute('data-status', 'DELIVERY');
  expect(sellerErrors).toEqual([]);

  await page.goto(`/#/orderDetail?id=${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'DELIVERY');
  await expect(page.getByRole('img', { name: 'Delivery receipt' })).toBeVisible();
  await axeAt(page, 'paid physical order in DELIVERY');
  await page.getByRole('button', { name: 'Confirm receipt' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm receipt?' });
  await confirm.getByRole('button', { name: 'Yes, I received it' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'FINISHED');
  expect((await read()).status).toBe('FINISHED');
  expect(errors).toEqual([]);
});

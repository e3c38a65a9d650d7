import { expect, type Page } from '@playwright/test';
import { buyer, collectConsoleErrors, creator } from './support';
import type { Account } from './support/accounts';
import { expectNoAxeViolations, settle } from './support/a11y';
import { png } from './support/items';
import { apiLogin, placeOrder, shopGoods } from './support/orders';
import { test, type SignedIn } from './support/sessions';

async function pageAs(signedIn: SignedIn, account: Account, orderId: string): Promise<Page> {
  const { page } = await signedIn(account, `/#/orderDetail?id=${orderId}`);
  await expect(page).toHaveURL(new RegExp(`#/orderDetail\\?id=${orderId}`));
  return page;
}

// A physical good bought cash on delivery; its seller marks it delivered with logistics company,
// waybill, time and a receipt image (multipart upload), the order is DELIVERY, and the buyer, who now sees the
// waybill and the receipt, confirms receipt with confirmation: FINISHED.
test('the seller marks a physical order delivered with a receipt image; the buyer confirms receipt', async ({
  signedIn,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await apiLogin(request, buyer);
  const order = await placeOrder(
    request,
    session,
    await shopGoods(request, { ofCreator: true, cod: true }),
    true,
  );
  expect([order.status, order.cod]).toEqual(['NEW', true]);

  const seller = await pageAs(signedIn, creator, order.id);
  const sellerErrors = collectConsoleErrors(seller);
  await expect(seller.getByTestId('order-status')).toHaveAttribute('data-status', 'NEW');
  await expect(seller.getByText('COD', { exact: true })).toBeVisible();
  await seller.getByRole('button', { name: 'Mark delivered' }).click();
  const dialog = seller.getByRole('dialog', { name: 'Mark this order delivered' });
  await dialog.getByRole('textbox', { name: 'Logistics company' }).fill('SF Express');
  await dialog.getByRole('textbox', { name: 'Waybill number' }).fill('SF1234567890');
  await dialog.getByLabel('Delivery time').fill('2026-11-25T10:30');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await png([200, 120, 40]) });
  await settle(seller);
  await expectNoAxeViolations(seller, 'mark delivered dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(dialog).toBeHidden();
  await expect(seller.getByTestId('order-status')).toHaveAttribute('data-status', 'DELIVERY');
  await expect(seller.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);
  expect(sellerErrors).toEqual([]);

  const page = await pageAs(signedIn, buyer, order.id);
  const errors = collectConsoleErrors(page);
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'DELIVERY');
  await expect(page.getByText('SF1234567890').first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Delivery receipt' })).toBeVisible();
  await expect(page.getByTestId('order-timeline').getByText('Marked delivered')).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'order detail in DELIVERY');
  await page.getByRole('button', { name: 'Confirm receipt' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm receipt?' });
  await confirm.getByRole('button', { name: 'Yes, I received it' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'FINISHED');
  await expect(page.getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0);
  await expect(page.getByTestId('order-timeline').getByText('Receipt confirmed')).toBeVisible();
  expect(errors).toEqual([]);
});

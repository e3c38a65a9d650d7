import { expect } from '@playwright/test';
import { buyer } from './support';
import { expectNoAxeViolations, settle } from './support/a11y';
import { apiLogin, placeOrder, shopGoods } from './support/orders';
import { test } from './support/sessions';

// A buyer's NEW order is in My orders; its page offers Pay now and Cancel (the machine's
// actions); cancelling asks first, then the order is CANCELLED, its actions are gone and the timeline says so.
test('a buyer cancels a new order from its page, with confirmation', async ({ signedIn, request }) => {
  const session = await apiLogin(request, buyer);
  const order = await placeOrder(request, session, await shopGoods(request));
  expect(order.status).toBe('NEW');

  const { page, errors } = await signedIn(buyer, '/#/myOrders');
  await expect(page.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();
  const row = page.getByRole('link').filter({ hasText: `No. ${order.number}` });
  await expect(row).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'my orders');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`#/orderDetail\\?id=${order.id}`));
  await expect(page.getByRole('heading', { name: order.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'NEW');
  await expect(page.getByRole('link', { name: 'Pay now' })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toBeVisible();
  await settle(page);
  await expectNoAxeViolations(page, 'cancel dialog', '[role="dialog"]');
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Ordered the wrong one');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'CANCELLED');
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline.getByText('Order placed')).toBeVisible();
  // The entry's name (a paragraph) beside the CANCELLED badge of its "from → to".
  await expect(timeline.getByRole('paragraph').filter({ hasText: /^Cancelled$/ })).toBeVisible();
  await expect(timeline.getByText('Reason: Ordered the wrong one')).toBeVisible();
  expect(errors).toEqual([]);
});

import { expect } from '@playwright/test';
import { buyer } from './support';
import { expectNoAxeViolations, settle } from './support/a11y';
import { profileMenu } from './support/members';
import { apiLogin, ok, placeOrder, shopGoods, support } from './support/orders';
import { test } from './support/sessions';

// Issue 13 §9: customer service (the SUPPORT tag) finds any order by its number and replays its recorded
// events one by one through the order machine, seeing the machine's state after each step; Reset starts over.
test('a SUPPORT member finds an order by number and steps through its replay', async ({
  signedIn,
  request,
}) => {
  const session = await apiLogin(request, buyer);
  const order = await placeOrder(request, session, await shopGoods(request));
  await ok(request, 'POST', '/api/orders/cancel', { orderId: order.id, reason: 'e2e replay' }, session);

  const { page, errors } = await signedIn(support, '/#/orders');
  // The profile menu shows customer service its page (only to members with the SUPPORT tag).
  await profileMenu(page).click();
  await page.getByRole('menuitem', { name: 'Customer service' }).click();
  await expect(page).toHaveURL(/#\/support/);
  await page
    .getByRole('textbox', { name: 'Order number, buyer e-mail or transaction hash' })
    .fill(order.number);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: `Replay order ${order.number}` }).click();

  const state = page.getByTestId('replay-state');
  const step = page.getByRole('button', { name: 'Step', exact: true });
  await expect(state).toHaveAttribute('data-state', 'NEW');
  await expect(page.getByText('Step 0 of 2')).toBeVisible();
  await step.click();
  await expect(state).toHaveAttribute('data-state', 'NEW');
  await step.click();
  await expect(state).toHaveAttribute('data-state', 'CANCELLED');
  await expect(page.getByText(/matches the record/)).toHaveCount(2);
  await expect(step).toBeDisabled();
  await settle(page);
  await expectNoAxeViolations(page, 'support replay');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(state).toHaveAttribute('data-state', 'NEW');
  await expect(page.getByText('Step 0 of 2')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a member without the SUPPORT tag is told the page is for customer service', async ({ signedIn }) => {
  const { page } = await signedIn(buyer, '/#/support');
  await expect(page.getByText('For customer service', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('textbox', { name: 'Order number, buyer e-mail or transaction hash' }),
  ).toHaveCount(0);
});

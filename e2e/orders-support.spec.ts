import { expect } from '@playwright/test';
import { SANDBOX_CARDS } from '../server/schemas/payments';
import { buyer, collectConsoleErrors, creator } from './support';
import { expectNoAxeViolations, settle, watchNetwork } from './support/a11y';
import { loginAs, uiText } from './support/journeys';
import { profileMenu } from './support/members';
import { apiLogin, ok, placeOrder, shopGoods, support } from './support/orders';
import { axeAt, payBySandboxCard } from './support/payments';
import { test } from './support/sessions';

// Customer service (the SUPPORT tag) finds any order by its number and replays its recorded
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

/** What the zh_TW screens show for `id`, with its numbered placeholders ({0}, {1}, …) filled. */
const zh = (id: string, ...args: string[]) =>
  args.reduce((text, a, i) => text.replace(`{${i}}`, a), uiText('zh_TW', id));

// In Traditional Chinese: an order of the demo creator's bought by the demo buyer, whose card
// was declined (1004) before a second card paid. Customer service finds it, sees the right seller, both
// attempts (the declined one with the provider's reason in words), amounts as money and the method in words,
// and on the order's page the seller's share as pending. Desktop only: the layout is the support page's own.
test('support sees a declined attempt, the right seller and a pending share, in zh_TW', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const session = await apiLogin(request, buyer);
  const order = await placeOrder(request, session, await shopGoods(request, { ofCreator: true }));
  const declined = await payBySandboxCard(request, session, order.id, SANDBOX_CARDS.declined);
  expect([declined.status, declined.failureCode]).toEqual(['FAILED', 1004]);
  expect((await payBySandboxCard(request, session, order.id)).status).toBe('SUCCEEDED');

  // Customer service's own browser in zh_TW (its own context: the shared sessions keep English).
  const errors = collectConsoleErrors(page);
  watchNetwork(page);
  await loginAs(page, support);
  await page.context().addCookies([{ name: 'nftLang', value: 'zh_TW', url: baseURL! }]);
  await page.goto('/#/support');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-TW');
  await expect(page.getByRole('heading', { level: 1, name: zh('Customer service') })).toBeVisible();
  await axeAt(page, 'support page in zh_TW');

  // The search finds the order and names its seller, not the buyer twice.
  await page
    .getByRole('textbox', { name: zh('Order number, buyer e-mail or transaction hash') })
    .fill(order.number);
  await page
    .getByRole('main')
    .getByRole('button', { name: zh('Find'), exact: true })
    .click();
  const found = page.getByRole('list', { name: zh('Orders found') });
  await expect(found.getByText(zh('Buyer: {0} · Seller: {1}', buyer.name!, creator.name!))).toBeVisible();
  await axeAt(page, 'support search result in zh_TW');

  // Both attempts, the declined one first with the provider's reason in words; money and method in words.
  await page.getByRole('button', { name: zh('Replay order {0}', order.number) }).click();
  const panel = page.getByTestId('support-order');
  const attempts = panel.getByRole('list', { name: zh('Attempts to pay') }).getByTestId('payment-attempt');
  await expect(attempts).toHaveCount(2);
  const why = zh('Why: {why} (code {code})')
    .replace('{why}', zh('The card was declined'))
    .replace('{code}', '1004');
  await expect(attempts.first()).toContainText(why);
  await expect(attempts.first()).toContainText(zh('Card'));
  await expect(attempts.first()).toContainText(/HK\$\s?[\d,]+\.\d{2}/);
  await expect(attempts.nth(1)).not.toContainText('1004');
  const replay = page.getByRole('region', { name: zh('Replay') });
  await expect(replay.getByTestId('replay-step').first()).toBeVisible();
  await expect(replay).toContainText(/HK\$\s?[\d,]+\.\d{2}/);
  await expect(panel).not.toContainText(/minor units|SANDBOX_CARD|sandbox-card/);
  await axeAt(page, 'support order with its attempts and replay in zh_TW');

  // The order's page: the seller's share is pending until the order completes, not HK$0.00.
  await panel.getByRole('link', { name: zh('Order {0}: open its page', order.number) }).click();
  await expect(page).toHaveURL(/#\/orderDetail\?id=/);
  await expect(page.getByText(zh("Seller's share"), { exact: true })).toBeVisible();
  await expect(page.getByText(zh('Pending: paid out once the order completes'))).toBeVisible();
  await axeAt(page, 'order page as support in zh_TW');
  expect(errors).toEqual([]);
});

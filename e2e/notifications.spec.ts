import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { buyer, collectConsoleErrors, creator } from './support';
import { expectNoAxeViolations, settle, watchNetwork } from './support/a11y';
import { loginAs } from './support/journeys';
import { apiLogin, call, placeOrder, shopGoods } from './support/orders';
import { test } from './support/sessions';

const bellName = (n: number) => `通知，${n} 則未讀`;

/** Everything the seller was told before is read; then the buyer orders a physical good cash on delivery. */
async function freshSale(request: APIRequestContext) {
  const seller = await apiLogin(request, creator);
  expect((await call(request, 'POST', '/api/notifications/read', { all: 'true' }, seller)).meta.code).toBe(
    200,
  );
  return placeOrder(
    request,
    await apiLogin(request, buyer),
    await shopGoods(request, { ofCreator: true, cod: true }),
    true,
  );
}

/** The bell shows 1 unread; its list names the order; the link opens the order and the count drops to 0. */
async function followBell(page: Page, order: { id: string; number: string }, where: string) {
  // A new page load asks at once (the bell otherwise asks every minute and when the window regains focus).
  await page.goto('/#/home');
  await page.reload();
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(bellName(1));
  await settle(page);
  await expectNoAxeViolations(page, `header with the bell (${where})`);
  await bell.click();
  const list = page.getByRole('dialog', { name: '通知' });
  await expect(list).toBeVisible();
  const entry = list.getByRole('link', { name: new RegExp(`訂單 ${order.number} 待出貨`) });
  await expect(entry).toHaveAttribute('data-unread', 'true');
  await expect(list.getByRole('button', { name: '全部標為已讀' })).toBeEnabled();
  await settle(page);
  await expectNoAxeViolations(page, `notification list (${where})`, '[role="dialog"]');
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`#/orderDetail\\?id=${order.id}`));
  await expect(list).toBeHidden();
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'NEW');
  await expect(bell).toHaveAccessibleName(bellName(0));
  await settle(page);
  await expectNoAxeViolations(page, `order detail reached from the bell (${where})`);
}

// A buyer buys a physical good (cash on delivery: an order to ship as soon as it is made); the
// seller's bell counts it, the list names it, its link opens the order and the count drops. In Traditional
// Chinese, at desktop width (a popover) and then at phone width (a drawer) in one run: the seller's count is
// one account's, so two runs side by side (one per project) would read each other's sales.
test('the seller’s bell counts a new order to ship and links to it, on desktop and phone', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const errors = collectConsoleErrors(page);
  watchNetwork(page);
  // The seller's own browser, in zh_TW (its own context: the shared sessions keep English).
  await loginAs(page, creator);
  await page.context().addCookies([{ name: 'nftLang', value: 'zh_TW', url: baseURL! }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-TW');

  await followBell(page, await freshSale(request), 'desktop');
  await page.setViewportSize({ width: 375, height: 812 });
  await followBell(page, await freshSale(request), 'phone');
  expect(errors).toEqual([]);
});

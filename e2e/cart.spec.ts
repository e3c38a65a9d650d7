import { expect, type Page } from '@playwright/test';
import type { Order } from '../server/schemas/orders';
import { buyer, DEMO_ACCOUNTS } from './support';
import { expectNoAxeViolations } from './support/a11y';
import { isPhone, uiText } from './support/journeys';
import { apiLogin, ok, shopGoods } from './support/orders';
import { submitDoorToDoor } from './support/payments';
import { test } from './support/sessions';

// The cart: a visitor puts two of a physical good in the cart from its item page, in Traditional Chinese; the
// cart survives a reload and the login; checked out from the cart, the order holds the two and the cart is empty.
// On a phone, the Buy bar stays at hand and covers no footer.
const t = (id: string) => uiText('zh_TW', id);

/** One member per project: the phone's and the desktop's carts never mix. */
const memberOf = (page: Page) => (isPhone(page) ? DEMO_ACCOUNTS.find((a) => a.role === 'collector')! : buyer);

test(
  'a visitor’s cart with a quantity survives a reload and the login, and checks out as one order',
  { tag: '@phone' },
  async ({ page, request, baseURL }) => {
    test.setTimeout(150_000);
    const member = memberOf(page);
    const goods = (await shopGoods(request)).filter(
      (g) => g.stock >= 3 && g.specOptions.length === 0 && g.seller.name !== member.name,
    );
    expect(goods.length, 'a demo good without options, with at least 3 in stock').toBeGreaterThan(1);
    // From the end of the list: other journeys buy the first goods, and an unpaid order locks its item.
    const good = goods[goods.length - (isPhone(page) ? 2 : 1)]!;
    await page.context().addCookies([{ name: 'nftLang', value: 'zh_TW', url: baseURL! }]);

    await page.goto(`/#/itemDetails?id=${good.id}`);
    await expect(page.getByRole('heading', { level: 1, name: good.name })).toBeVisible();
    // No wallet is asked before the checkout: Buy now and Add to cart sit side by side with the quantity.
    const actions = page.getByTestId('buy-actions');
    await expect(actions.getByRole('button', { name: t('Buy now') }).first()).toBeVisible();
    if (isPhone(page)) {
      // At the end of the page the buy actions are out of view: the bar keeps Buy now at hand, over nothing.
      const bar = page.getByTestId('sticky-buy-bar');
      // Scrolled to the end again while related items arrive and the page grows.
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const last = await page.getByRole('link', { name: '開發信箱' }).boundingBox();
          const box = await bar.boundingBox();
          // The page's last link (the sandbox banner's, under the footer) is in view, above the bar.
          return !!last && !!box && last.y >= 0 && last.y + last.height <= box.y;
        })
        .toBe(true);
      await expect(bar.getByRole('button', { name: t('Buy now') })).toBeVisible();
      await actions.scrollIntoViewIfNeeded();
      await expect(bar).toBeHidden();
    }
    const quantity = actions.getByRole('spinbutton', { name: t('Quantity') });
    await quantity.fill('2');
    await actions.getByRole('button', { name: t('Add to cart') }).click();
    await expect(actions.getByRole('status')).toContainText(good.name);
    await expect(page.getByRole('link', { name: '購物車：2 件' })).toBeVisible();
    await expectNoAxeViolations(page, 'item page, two in the cart');

    // A reload keeps the visitor's cart.
    await page.reload();
    await expect(page.getByRole('link', { name: '購物車：2 件' })).toBeVisible();

    // The cart needs a member: the login, then the cart with the visitor's two in it.
    await page.getByRole('link', { name: '購物車：2 件' }).click();
    await expect(page).toHaveURL(/#\/login/);
    await page.getByRole('textbox', { name: t('Login name'), exact: true }).fill(member.loginName);
    await page.getByRole('textbox', { name: t('Password'), exact: true }).fill(member.password);
    await page.getByRole('checkbox', { name: /^我已閱讀並同意/ }).check();
    await page.getByRole('button', { name: t('Log in'), exact: true }).click();
    await expect(page).toHaveURL(/#\/pmsorder/);
    // Signed in, the page speaks the member's own language: the demo buyer keeps English, the collector none.
    const zh = (await page.locator('html').getAttribute('lang'))?.startsWith('zh') ?? false;
    const m = zh ? t : (id: string) => id;
    await expect(page.getByRole('heading', { level: 1, name: m('Shopping cart') })).toBeVisible();
    const line = page.getByTestId('cart-line').filter({ hasText: good.name });
    const quantityOf = zh ? `${good.name} 的數量` : `Quantity of ${good.name}`;
    await expect(line.getByRole('textbox', { name: quantityOf })).toHaveValue('2');
    await expectNoAxeViolations(page, 'the cart after the login');

    // One order for the seller, with the two, through the same checkout; the cart is empty after it.
    const section = page.getByRole('region', { name: good.seller.name });
    await section.getByRole('link', { name: m('Check out') }).click();
    await expect(page).toHaveURL(/#\/step1\?cart=1/);
    await expect(page.getByRole('heading', { level: 1, name: m('Check order') })).toBeVisible();
    await expectNoAxeViolations(page, 'step 1 from the cart');
    // Item 1: untouched, step 1's summary already counts the preselected door-to-door delivery, and the
    // payment page asks for the same total.
    const breakdown = page.getByTestId('price-breakdown');
    await expect(breakdown.locator('dt', { hasText: m('Shipping') })).toBeVisible();
    const total = await page.getByTestId('price-total').innerText();
    const orderId = await submitDoorToDoor(page, m);
    await expect(page.getByTestId('price-total')).toHaveText(total);
    const order = await ok<Order>(
      request,
      'GET',
      '/api/orders/detail',
      { orderId },
      await apiLogin(request, member),
    );
    expect(order.lines.filter((l) => l.productId === good.id).map((l) => l.quantity)).toEqual([2]);
    await page.goto('/#/pmsorder');
    await expect(page.getByRole('heading', { level: 1, name: m('Shopping cart') })).toBeVisible();
    await expect(page.getByTestId('cart-line').filter({ hasText: good.name })).toHaveCount(0);
    await expect(page.getByRole('link', { name: zh ? '購物車：空' : 'Cart: empty' })).toBeVisible();
  },
);

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SANDBOX_CARDS, type PaymentCheck } from '../../server/schemas/payments';
import type { ShopProductCard } from '../../server/schemas/shop';
import type { Account } from './accounts';
import { expectNoAxeViolations, settle } from './a11y';
import { isPhone } from './journeys';
import { apiLogin, call, ok, placeOrder, shopGoods, type ApiSession } from './orders';
import type { SignedIn } from './sessions';

// The payment journeys' shared steps: a signed-in page, the checkout's address form, the payment page's method
// choice, and the checks every screen gets (axe, no sideways scroll on a phone).

/** axe on the settled screen. */
export async function axeAt(page: Page, where: string) {
  await settle(page);
  await expectNoAxeViolations(page, where);
}

/** On a phone, the screen does not scroll sideways (its content fits 375 px). */
export async function expectFitsPhone(page: Page) {
  if (!isPhone(page)) return;
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** `items` turned to start at `start` (journeys take different goods so they do not sell out each other's). */
export const rotated = <T>(items: T[], start: number) => [...items.slice(start), ...items.slice(0, start)];

/**
 * A payment journey's start: an order placed through the API for `account` from the demo goods without options
 * (in the order `pick` puts them), and a page of `account`'s session (console errors collected, network watched).
 */
export async function orderedAs(
  signedIn: SignedIn,
  request: APIRequestContext,
  account: Account,
  pick: (goods: ShopProductCard[]) => ShopProductCard[],
) {
  const session = await apiLogin(request, account);
  const goods = (await shopGoods(request)).filter((g) => g.specOptions.length === 0);
  const order = await placeOrder(request, session, pick(goods));
  const { page, errors } = await signedIn(account);
  return { page, errors, session, order };
}

/**
 * Step 1 (Check order): a door-to-door address filled, Submit order → the payment page; answers the order's id.
 * `t` gives a label as the page's language shows it.
 */
export async function submitDoorToDoor(page: Page, t: (id: string) => string = (id) => id): Promise<string> {
  const form = page.locator('form', { has: page.getByRole('button', { name: t('Submit order') }) });
  const box = (name: string) => form.getByRole('textbox', { name: t(name), exact: true });
  await box("Receiver's name").fill('Chan Tai Man');
  await box("Receiver's phone").fill('91234567');
  await box('District').fill('Central');
  await box('City').fill('Hong Kong');
  await box('Street and building').fill('1 Queen’s Road Central');
  await box('Mobile').fill('91234567');
  await box('Address').fill('1 Queen’s Road Central');
  await page.getByRole('button', { name: t('Submit order') }).click();
  await expect(page).toHaveURL(/#\/payment\?orderId=/);
  return new URL(page.url().replace('/#/', '/')).searchParams.get('orderId')!;
}

/**
 * On the payment page (opened for `o.orderId` when given): the method `method` (its radio's name), the terms and
 * the privacy policy, then `o.beforePay` (a check of the filled page), then Pay now.
 */
export async function payWith(
  page: Page,
  method: string,
  o: { orderId?: string; beforePay?: () => Promise<void> } = {},
) {
  if (o.orderId) {
    await page.goto(`/#/payment?orderId=${o.orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  }
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('checkbox', { name: /terms of service/ }).check();
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await o.beforePay?.();
  await page.getByRole('button', { name: 'Pay now' }).click();
}

/** On the sandbox card page: the approved test card (or `card`) filled, submitted with Enter. */
export async function paySandboxCard(page: Page, card = '4242424242424242') {
  await expect(page).toHaveURL(/#\/sandboxCard\?ref=/);
  await page.getByRole('textbox', { name: 'Card number' }).fill(card);
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Chan Tai Man');
  await page.keyboard.press('Enter');
}

/**
 * createPayment by the sandbox card with `card` through the API, as the card page would submit it; answers the
 * check once the processor's signed callback settled the attempt (no longer OPEN), so a next attempt does not
 * replace this one while it is still open.
 */
export async function payBySandboxCard(
  request: APIRequestContext,
  who: ApiSession,
  orderId: string,
  card: string = SANDBOX_CARDS.approved,
): Promise<PaymentCheck> {
  const { ref } = await ok<{ ref: string }>(
    request,
    'POST',
    '/api/payments',
    { orderId, method: 'SANDBOX_CARD' },
    who,
  );
  // A declined card answers its refusal here (1004): the callback still settles the attempt.
  await call(request, 'POST', '/api/sandbox/card/pay', {
    ref,
    cardNumber: card,
    expiry: '12/40',
    cvc: '123',
    holder: 'Chan Tai Man',
  });
  let check: PaymentCheck | undefined;
  await expect
    .poll(
      async () => {
        check = await ok<PaymentCheck>(request, 'GET', '/api/payments/check', { ref }, who);
        return check.status;
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .not.toBe('OPEN');
  return check!;
}

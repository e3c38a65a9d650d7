import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SANDBOX_CARDS, type PaymentCheck } from '../../server/schemas/payments';
import type { ShopProductCard } from '../../server/schemas/shop';
import type { Account } from './accounts';
import { PHONE, afterResize, expectNoAxeViolations, settle } from './a11y';
import { isPhone } from './journeys';
import { apiLogin, call, ok, placeOrder, shopGoods, type ApiSession } from './orders';
import type { SignedIn } from './sessions';

// The payment journeys' shared steps: a signed-in page, the checkout's address form, the payment page's method
// choice, and the checks every screen gets (axe, no sideways scroll on a phone).

/**
 * The tag of a journey that runs once, in the desktop project, and checks each of its screens at the phone width
 * too (axeAt, expectFitsPhone): the page is narrowed to 375 px, checked, and widened back. The app's layout
 * follows the width as it changes (Mantine's media queries and useMediaQuery), so the screen checked is the
 * phone's, without the whole journey (logins, orders, payments, jobs) run a second time in the phone project.
 * For journeys whose steps are the same at both widths; one that takes another path on a phone (the drawer,
 * the keyboard's order) stays tagged @phone.
 */
export const BOTH_WIDTHS = '@widths';

function checksPhoneToo(page: Page): boolean {
  return !isPhone(page) && test.info().tags.includes(BOTH_WIDTHS);
}

/** Runs `check` on the page narrowed to the phone's width, then gives the page its own size back. */
async function atPhoneWidth(page: Page, check: () => Promise<void>): Promise<void> {
  const size = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  try {
    await afterResize(page);
    await check();
  } finally {
    await page.setViewportSize(size);
    await afterResize(page);
  }
}

/** axe on the settled screen (and at the phone width too in a journey tagged BOTH_WIDTHS). */
export async function axeAt(page: Page, where: string) {
  await settle(page);
  await expectNoAxeViolations(page, where);
  if (checksPhoneToo(page))
    await atPhoneWidth(page, () => expectNoAxeViolations(page, `${where} at ${PHONE.width} px`));
}

/**
 * On a phone, the screen does not scroll sideways (its content fits 375 px); in a journey tagged BOTH_WIDTHS the
 * desktop page is narrowed to check it.
 */
export async function expectFitsPhone(page: Page) {
  if (checksPhoneToo(page)) return atPhoneWidth(page, () => fits(page));
  if (isPhone(page)) await fits(page);
}

async function fits(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the screen fits the phone: no sideways scrolling').toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
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
export async function paySandboxCard(
  page: Page,
  card = '4242424242424242',
  t: (id: string) => string = (id) => id,
) {
  await expect(page).toHaveURL(/#\/sandboxCard\?ref=/);
  await page.getByRole('textbox', { name: t('Card number') }).fill(card);
  await page.getByRole('textbox', { name: t('Expiry (MM/YY)') }).fill('12/30');
  await page.getByRole('textbox', { name: t('CVC') }).fill('123');
  await page.getByRole('textbox', { name: t('Name on card') }).fill('Chan Tai Man');
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

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page, type ViewportSize } from '@playwright/test';
import type { Order } from '../server/schemas/orders';
import { buyer, collectConsoleErrors } from './support';
import { expectNoAxeViolations, settle, watchNetwork } from './support/a11y';
import { isPhone, loginAs, uiText, type Locale } from './support/journeys';
import { apiLogin, ok, placeOrder, shopGoods } from './support/orders';

// BYON pay by QR: a physical good bought through the checkout, paid "Pay by QR code (BYON)";
// the byon page shows the QR; a second browser (a phone that scanned it, signed out) opens the payer page from
// the QR's link, confirms, and the first page moves to paymentSuccess by itself once BYON's (sandbox) signed
// callback has recorded the payment: the order is FULLPAID. Desktop and phone, and once in Korean.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What feature `catalog` shows for `id` in `locale` (its own .po first: wordings differ between catalogs). */
function text(locale: Locale, catalog: 'checkout' | 'payments', id: string): string {
  const po = readFileSync(path.join(ROOT, 'locales', locale, `${catalog}.po`), 'utf8');
  const at = po.indexOf(`\nmsgid ${JSON.stringify(id)}\nmsgstr "`);
  if (at < 0) return uiText(locale, id);
  const line = po.slice(at + 1).split('\n')[1]!;
  return (JSON.parse(line.slice('msgstr '.length)) as string) || id;
}

/** The shop's page, at the project's width (`viewport`): the phone project's run pays from a phone-width shop. */
async function buyerPage(
  browser: Browser,
  locale: Locale,
  baseURL: string,
  path: string,
  viewport: ViewportSize | null,
): Promise<Page> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  watchNetwork(page);
  await loginAs(page, buyer, path);
  // The language cookie (spec §3 nftLang) after logging in (the helper reads the English form), for this
  // browser only: the demo buyer's saved language stays as it is.
  if (locale !== 'en_US') {
    await context.addCookies([{ name: 'nftLang', value: locale, url: baseURL }]);
    await page.reload();
  }
  return page;
}

async function journey(
  browser: Browser,
  baseURL: string,
  locale: Locale,
  pick: number,
  viewport: ViewportSize | null,
) {
  const co = (id: string) => text(locale, 'checkout', id);
  const pay = (id: string) => text(locale, 'payments', id);
  const axe = async (page: Page, where: string) => {
    await settle(page);
    await expectNoAxeViolations(page, where);
  };
  const request = (await browser.newContext()).request;
  const session = await apiLogin(request, buyer);
  const goods = (await shopGoods(request, { ofCreator: true })).filter((g) => g.specOptions.length === 0);
  // A seed without them is a broken seed: fail, not skip.
  expect(
    goods.length,
    'the demo data has a good for this journey (demo goods of the creator without options in stock)',
  ).toBeGreaterThan(0);
  // From the end of the list: the physical checkout journey buys the first goods at the same time.
  const order = await placeOrder(request, session, [...goods].reverse().slice(pick));

  // The payment page → "Pay by QR code (BYON)" → the byon page with its QR.
  const page = await buyerPage(browser, locale, baseURL, `/#/payment?orderId=${order.id}`, viewport);
  const errors = collectConsoleErrors(page);
  await expect(page.getByRole('heading', { level: 1, name: co('Payment') })).toBeVisible();
  await page.getByRole('radio', { name: co('QR code — pay from your phone (BYON)') }).check();
  await page.getByRole('checkbox', { name: /terms|利用規約|이용약관/ }).check();
  await page.getByRole('checkbox', { name: /privacy|プライバシー|개인정보/ }).check();
  await page.getByRole('button', { name: co('Pay now') }).click();
  await expect(page).toHaveURL(/#\/byon\?ref=/);
  await expect(page.getByRole('heading', { level: 1, name: pay('Pay by QR code') })).toBeVisible();
  const qr = page.getByTestId('byon-qr');
  await expect(qr).toBeVisible();
  // The QR is described to screen readers (amount and what to do), not only drawn.
  await expect(qr).toHaveAttribute('alt', /.+/);
  await expect(page.getByRole('timer')).toBeVisible();
  await axe(page, 'byon');
  if (isPhone(page)) {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  }

  // The phone: opens the QR's link (the same as "Open on this device"), signed out, and confirms.
  const payload = (await qr.getAttribute('data-qr-payload'))!;
  await expect(page.getByRole('link', { name: pay('Open on this device') })).toHaveAttribute('href', payload);
  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  if (locale !== 'en_US') await phoneContext.addCookies([{ name: 'nftLang', value: locale, url: baseURL }]);
  const phone = await phoneContext.newPage();
  const phoneErrors = collectConsoleErrors(phone);
  await phone.goto(payload);
  await expect(phone.getByRole('heading', { level: 1, name: pay('BYON payment') })).toBeVisible();
  await expect(phone.getByTestId('payer-amount')).toHaveText(/\d/);
  await axe(phone, 'byonx');
  await phone.getByRole('button', { name: pay('Confirm payment') }).click();
  await expect(phone.getByRole('status').filter({ hasText: pay('Payment confirmed') })).toBeVisible();

  // The shop's page moves on by itself once the callback has arrived (late and twice) and been recorded.
  await expect(page).toHaveURL(new RegExp(`#/paymentSuccess\\?orderId=${order.id}`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: co('Payment successful') })).toBeVisible();
  const read = () => ok<Order>(request, 'GET', '/api/orders/detail', { orderId: order.id }, session);
  await expect.poll(async () => (await read()).status, { timeout: 30_000 }).toBe('FULLPAID');
  expect((await read()).paymentMethod).toBe('BYON');
  expect(errors).toEqual([]);
  expect(phoneErrors).toEqual([]);
  await phoneContext.close();
  await page.context().close();
}

test('pay by QR: the payer page opened from the QR on a second device confirms, the shop page moves to success', async ({
  browser,
  baseURL,
  viewport,
}) => {
  test.setTimeout(180_000);
  await journey(browser, baseURL!, 'en_US', 0, viewport);
});

// The same payment once more, in Korean at the phone's width: one run per width and a CJK language, instead of
// the English journey at both widths too.
test(
  'the same QR payment in Korean, on a phone',
  { tag: '@phone-only' },
  async ({ browser, baseURL, viewport }) => {
    test.setTimeout(180_000);
    await journey(browser, baseURL!, 'en_KR', 2, viewport);
  },
);

import { expect } from '@playwright/test';
import type { CoinBalanceList, CoinHistoryPage, CoinLiability } from '../server/schemas/coins';
import type { Order } from '../server/schemas/orders';
import type { PaymentEntry } from '../server/schemas/payments-ledger';
import { DEMO_ACCOUNTS } from './support';
import { afterResize, PHONE, expectNoAxeViolationsAfterToasts } from './support/a11y';
import { tr, openIn } from './support/coins';
import type { Locale } from './support/journeys';
import { unique } from './support/members';
import { apiLogin, grantDemoEnterprise, ok, placeOrder, shopGoods, support } from './support/orders';
import { BOTH_WIDTHS, expectFitsPhone, payBySandboxCard, paySandboxCard } from './support/payments';
import { test } from './support/sessions';

// The coin tender end to end (the checkout journey): the buyer earns coins on a first order paid by
// card; after the pending period (the e2e server's test clock, TEST_CLOCK=1, moved by the buyer's requests'
// `x-test-clock-offset-days` header) pays half of a second order with coins and the rest by card; customer
// service refunds that order, and the coins come back with their expiry; the merchant's liability follows.

const merchant = DEMO_ACCOUNTS.find((a) => a.role === 'merchant')!;
const buyer = DEMO_ACCOUNTS.find((a) => a.role === 'buyer')!;
const PENDING_DAYS = 14;

// One run, in Traditional Chinese: the buyer pays at the phone's width and reads the wallet at the desktop's
// (both runs would share the demo merchant's liability figures, which this journey checks to the coin).
const locale: Locale = 'zh_TW';

test(
  `a member earns coins, pays half an order with them, and a refund gives them back (${locale})`,
  { tag: BOTH_WIDTHS },
  async ({ signedIn, request, baseURL }) => {
    test.setTimeout(120_000);
    const t = tr(locale);
    // The demo merchant (the shop goods' merchant) on Enterprise, with a coin worth HK$1.00, 1 coin per HK$1
    // (a first order earns enough to pay half of a second; the merchant's journey saves the same).
    await grantDemoEnterprise(request);
    const shop = await apiLogin(request, merchant);
    await ok(
      request,
      'POST',
      '/api/coins',
      {
        name: 'Bean Coins',
        symbol: 'BCN',
        valueMinor: '100',
        earnPerHkdNum: '1',
        earnPerHkdDen: '1',
        pendingDays: String(PENDING_DAYS),
      },
      shop,
    );
    const member = await apiLogin(request, buyer);
    const goods = await shopGoods(request);
    const balanceAt = async () =>
      (await ok<CoinBalanceList>(request, 'GET', '/api/coins/mine', {}, member)).items.find(
        (b) => b.symbol === 'BCN',
      );

    // 1. Earned on a first order paid by card: pending for the coin's days.
    const first = await placeOrder(request, member, goods);
    await payBySandboxCard(request, member, first.id);
    await expect.poll(async () => (await balanceAt())?.pending ?? '0').not.toBe('0');
    const before = await ok<CoinLiability>(request, 'GET', '/api/coins/liability', {}, shop);

    // 2. Past the pending period, half of a second order with coins, the rest by card on the card page.
    // Every request of the second order sees the moved clock, its placing too (else its 30 minutes are over).
    const later = { 'x-test-clock-offset-days': String(PENDING_DAYS + 1) };
    const second = await placeOrder(request, { ...member, headers: later }, goods);
    const { page, errors } = await signedIn(buyer, '/#/home');
    await page.context().setExtraHTTPHeaders(later);
    const desktop = page.viewportSize()!;
    await page.setViewportSize(PHONE);
    const lang = await openIn(page, locale, baseURL!, `/#/payment?orderId=${second.id}`);
    const tender = page.getByTestId('coin-tender');
    await expect(tender).toBeVisible();
    await expectNoAxeViolationsAfterToasts(page, 'payment step with the coin tender');
    await expectFitsPhone(page);
    const left = BigInt(second.price.totalAmount);
    const half = (left / 2n / 100n).toString(); // whole coins of HK$1.00 worth about half
    await tender.getByRole('textbox', { name: t('Coins to pay') }).fill(half);
    await tender.getByRole('button', { name: /BCN/ }).click();
    await expect(page.getByTestId('left-to-pay')).toBeVisible();
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(1); // "Paid … with coins"
    await expectNoAxeViolationsAfterToasts(page, 'left to pay after the coins');
    // The card part runs on the real clock: only spending the earned coins needed the pending period over.
    await page.context().setExtraHTTPHeaders({});
    await page.getByRole('radio', { name: t('Card — secure card page') }).check();
    await page
      .getByRole('checkbox', { name: t('I accept the <0>terms of service</0>').replace(/<\/?0>/g, '') })
      .check();
    await page
      .getByRole('checkbox', { name: t('I accept the <0>privacy policy</0>').replace(/<\/?0>/g, '') })
      .check();
    await page.getByRole('button', { name: t('Pay now') }).click();
    await paySandboxCard(page, undefined, t);
    // The page follows the payment to its end before support refunds it (else its check would see the refund).
    await expect(page).toHaveURL(new RegExp(`#/paymentSuccess\\?orderId=${second.id}`), { timeout: 30_000 });
    await expect
      .poll(
        async () =>
          (await ok<Order>(request, 'GET', '/api/orders/detail', { orderId: second.id }, member)).status,
      )
      .toBe('FULLPAID');
    const spent = await ok<CoinLiability>(request, 'GET', '/api/coins/liability', {}, shop);
    expect(BigInt(spent.spent) - BigInt(before.spent)).toBe(BigInt(half));

    // 3. Customer service refunds the order in full: the coins spent come back into their lots.
    const cs = await apiLogin(request, support);
    const payments = await ok<PaymentEntry[]>(request, 'GET', '/api/payments', { orderId: second.id }, cs);
    expect(payments.filter((p) => p.kind === 'CAPTURE').map((p) => p.provider)).toContain('coins');
    for (const p of payments)
      if (p.kind === 'CAPTURE')
        await ok(
          request,
          'POST',
          '/api/payments/refund',
          { paymentId: p.id, reason: `Journey ${unique()}` },
          cs,
        );
    await page.setViewportSize(desktop);
    await page.goto('/#/wallet?tab=coins');
    const card = page.getByTestId('coin-balance').filter({ hasText: 'BCN' });
    await card.getByRole('button', { name: t('Show history') }).click();
    // The coins spent came back, every one, into the lots they came from (one row per lot, its own expiry).
    const history = await ok<CoinHistoryPage>(
      request,
      'GET',
      '/api/coins/history',
      { mcId: 'DEMOCOUPON', limit: '100' },
      member,
    );
    const ofOrder = history.items.filter((r) => r.orderId === second.id);
    const spends = ofOrder.filter((r) => r.kind === 'SPEND');
    const back = ofOrder.filter((r) => r.kind === 'REVERSE' && BigInt(r.delta) > 0n);
    expect(back.reduce((n, r) => n + BigInt(r.delta), 0n)).toBe(BigInt(half));
    expect(new Set(back.map((r) => r.lotExpiresAt))).toEqual(new Set(spends.map((r) => r.lotExpiresAt)));
    await expect(
      card
        .getByTestId('coin-history-row')
        .filter({ hasText: t('Reversed') })
        .filter({ hasText: `+${back[0]!.delta}` }),
    ).not.toHaveCount(0);
    await expectNoAxeViolationsAfterToasts(page, 'wallet after the refund');
    await page.setViewportSize(PHONE);
    await afterResize(page);
    await expectNoAxeViolationsAfterToasts(page, 'wallet after the refund, phone');
    await expectFitsPhone(page);

    // 4. The merchant's liability: the spent coins are outstanding again.
    const after = await ok<CoinLiability>(request, 'GET', '/api/coins/liability', {}, shop);
    expect(after.spent).toBe(before.spent);
    expect(BigInt(after.outstanding)).toBeGreaterThanOrEqual(BigInt(before.outstanding));
    await lang.done();
    expect(errors).toEqual([]);
  },
);

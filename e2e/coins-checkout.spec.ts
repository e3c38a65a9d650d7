import { expect } from '@playwright/test';
import type { CoinBalanceList, CoinLiability } from '../server/schemas/coins';
import type { Order } from '../server/schemas/orders';
import { DEMO_ACCOUNTS } from './support';
import { COIN_RUNS, coinsAxe, tr, openIn } from './support/coins';
import { unique } from './support/members';
import { apiLogin, grantDemoEnterprise, ok, placeOrder, shopGoods, support } from './support/orders';
import { payBySandboxCard, paySandboxCard } from './support/payments';
import { test } from './support/sessions';

// The coin tender end to end (the checkout journey): the buyer earns coins on a first order paid by
// card; after the pending period (the e2e server's test clock, TEST_CLOCK=1, moved by the buyer's requests'
// `x-test-clock-offset-days` header) pays half of a second order with coins and the rest by card; customer
// service refunds that order, and the coins come back with their expiry; the merchant's liability follows.
// It needs the server's coin tender, refund hooks and earning from paid orders: fixme until they are merged.

const merchant = DEMO_ACCOUNTS.find((a) => a.role === 'merchant')!;
const buyer = DEMO_ACCOUNTS.find((a) => a.role === 'buyer')!;
const PENDING_DAYS = 14;

for (const { locale, tag } of COIN_RUNS)
  test(
    `a member earns coins, pays half an order with them, and a refund gives them back (${locale})`,
    { tag },
    async ({ signedIn, request, baseURL }) => {
      test.fixme(true, 'needs the coin tender, earning and refund hooks on the server');
      test.setTimeout(120_000);
      const t = tr(locale);
      // The demo merchant (the shop goods' merchant) on Enterprise, with a coin worth HK$0.10, 1 coin per HK$1.
      await grantDemoEnterprise(request);
      const shop = await apiLogin(request, merchant);
      await ok(
        request,
        'POST',
        '/api/coins',
        {
          name: 'Bean Coins',
          symbol: 'BCN',
          valueMinor: '10',
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
      const second = await placeOrder(request, member, goods);
      const { page, errors } = await signedIn(buyer, '/#/home');
      await page.context().setExtraHTTPHeaders({ 'x-test-clock-offset-days': String(PENDING_DAYS + 1) });
      const lang = await openIn(page, locale, baseURL!, `/#/payment?orderId=${second.id}`);
      const tender = page.getByTestId('coin-tender');
      await expect(tender).toBeVisible();
      await coinsAxe(page, 'payment step with the coin tender');
      const left = BigInt(second.price.totalAmount);
      const half = (left / 2n / 10n).toString(); // whole coins of HK$0.10 worth about half
      await tender.getByRole('textbox', { name: t('Coins to pay') }).fill(half);
      await tender.getByRole('button', { name: /BCN/ }).click();
      await expect(page.getByTestId('left-to-pay')).toBeVisible();
      await coinsAxe(page, 'left to pay after the coins');
      await page.getByRole('radio', { name: /Card/ }).first().check();
      await page.getByRole('checkbox', { name: new RegExp(t('terms of service')) }).check();
      await page.getByRole('checkbox', { name: new RegExp(t('privacy policy')) }).check();
      await page.getByRole('button', { name: t('Pay now') }).click();
      await paySandboxCard(page);
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
      const detail = await ok<Order & { payments?: { id: string; kind: string }[] }>(
        request,
        'GET',
        '/api/orders/detail',
        { orderId: second.id },
        cs,
      );
      for (const p of detail.payments ?? [])
        if (p.kind === 'CAPTURE')
          await ok(
            request,
            'POST',
            '/api/payments/refund',
            { paymentId: p.id, reason: `Journey ${unique()}` },
            cs,
          );
      await page.goto('/#/wallet?tab=coins');
      const card = page.getByTestId('coin-balance').filter({ hasText: 'BCN' });
      await card.getByRole('button', { name: t('Show history') }).click();
      await expect(
        card
          .getByTestId('coin-history-row')
          .filter({ hasText: t('Reversed') })
          .first(),
      ).toContainText(`+${half}`);
      await coinsAxe(page, 'wallet after the refund');

      // 4. The merchant's liability: the spent coins are outstanding again.
      const after = await ok<CoinLiability>(request, 'GET', '/api/coins/liability', {}, shop);
      expect(after.spent).toBe(before.spent);
      expect(BigInt(after.outstanding)).toBeGreaterThanOrEqual(BigInt(before.outstanding));
      await lang.done();
      expect(errors).toEqual([]);
    },
  );

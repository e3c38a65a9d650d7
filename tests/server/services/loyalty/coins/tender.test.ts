import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coinLedger, coinLots } from '../../../../../server/db/schema';
import { Code } from '../../../../../server/schemas/codes';
import { SANDBOX_CARDS } from '../../../../../server/schemas/payments';
import { cardPay, deliver, ledger, orderRow, startPayment, takeJobs } from '../../../payments/fixtures';
import { merchantOf, person } from '../../../routes/loyalty-fixtures';
import { expectNoDrift, withCoinShop } from './coin-fixtures';
import { coinHolder, coinsOf, payCoins, shopOrder } from './tender-fixtures';

const t = withCoinShop();

const quote = (session: { memberId: string; token: string }, orderId: string) =>
  t.s.request('GET', '/api/payments/coins/quote', { session, query: { orderId } });

describe('getCoinTender', () => {
  it('quotes the coin, the spendable coins and at most what is left', async () => {
    const buyer = await coinHolder(t.s, t.shop, 300n);
    const order = await shopOrder(t.s, t.shop, buyer, 2_000n);
    const q = await quote(buyer, order.id);
    expect(q.meta.code).toBe(200);
    expect(q.data).toEqual({
      available: true,
      reason: null,
      coin: { mcId: t.shop.mcId, name: 'Harbour coin', symbol: 'HBR', artwork: null, valueHkdCents: '10' },
      spendable: '300',
      // HK$20.00 left at HK$0.10 a coin: 200 coins at most.
      maxCoins: '200',
      leftAmount: '2000',
    });
  });

  it('says why not: no coin at the merchant, an order not in HKD, nothing left; another buyer gets 404', async () => {
    const buyer = await coinHolder(t.s, t.shop, 10n);
    const plain = await merchantOf(t.s, { plan: 'ENTERPRISE' });
    const other = await shopOrder(t.s, { ...t.shop, session: plain.session }, buyer, 2_000n);
    expect((await quote(buyer, other.id)).data).toMatchObject({
      available: false,
      reason: 'no_coin',
      coin: null,
    });
    const eth = await shopOrder(t.s, t.shop, buyer, 2_000n, 'ETH');
    expect((await quote(buyer, eth.id)).data).toMatchObject({ available: false, reason: 'currency' });
    const paid = await shopOrder(t.s, t.shop, buyer, 50n);
    expect((await payCoins(t.s, buyer, { orderId: paid.id, coins: '5' })).meta.code).toBe(200);
    expect((await quote(buyer, paid.id)).data).toMatchObject({ available: false, reason: 'nothing_left' });
    expect((await quote(await person(t.s), paid.id)).meta.code).toBe(Code.NOT_FOUND);
  });
});

describe('payWithCoins', () => {
  it('pays part with coins and the rest by card: FULLPAID, both in the payments, earning on the card part', async () => {
    const buyer = await coinHolder(t.s, t.shop, 1_000n);
    const order = await shopOrder(t.s, t.shop, buyer, 10_000n);
    const paid = await payCoins(t.s, buyer, { orderId: order.id, coins: '500' });
    expect(paid.meta.code).toBe(200);
    expect(paid.data).toMatchObject({
      orderId: order.id,
      coins: '500',
      amount: '5000',
      paidAmount: '5000',
      leftAmount: '5000',
      spendable: '500',
    });
    expect(await orderRow(t.s, order.id)).toMatchObject({ label: 'DEPOSITDPAID', paidAmount: '5000' });
    const [capture] = await ledger(t.s, order.id, 'CAPTURE');
    expect(capture).toMatchObject({ id: paid.data.paymentId, provider: 'coins', amount: '5000' });
    expect(capture!.providerRef).toMatch(new RegExp(`^spend:order:${order.id}:`));
    // The spend's rows name the order and the payment.
    const spent = await t.s.deps.db
      .select()
      .from(coinLedger)
      .where(and(eq(coinLedger.idempotencyKey, capture!.providerRef), eq(coinLedger.kind, 'SPEND')));
    expect(spent.map((r) => [r.orderId, r.paymentId, r.delta])).toEqual([[order.id, capture!.id, -500n]]);
    // The order's payments list it beside the card.
    const payments = await t.s.request('GET', '/api/payments', {
      session: buyer,
      query: { orderId: order.id },
    });
    expect(payments.data.map((p: { provider: string }) => p.provider)).toEqual(['coins']);
    // The rest by card.
    const rest = await startPayment(t.s, buyer, { orderId: order.id, method: 'SANDBOX_CARD' });
    expect(rest.data.amount).toBe('5000');
    await cardPay(t.s, rest.data.ref, SANDBOX_CARDS.approved);
    await deliver(t.s, takeJobs(t.s, 'payments.callback'));
    expect(await orderRow(t.s, order.id)).toMatchObject({ label: 'FULLPAID', paidAmount: '10000' });
    // HK$100 of goods less HK$50 paid with coins: HK$50 earns 5 coins (one per HK$10), pending 14 days.
    const [lot] = await t.s.deps.db.select().from(coinLots).where(eq(coinLots.orderId, order.id));
    expect(lot).toMatchObject({ amount: 5n, memberId: buyer.memberId });
    expect(await coinsOf(t.s, buyer.memberId)).toBe(1_000n - 500n + 5n);
    await expectNoDrift(t.s);
  });

  it('the card minimum applies to the card part only: left ≥ HK$7.80 passes, below is refused', async () => {
    const buyer = await coinHolder(t.s, t.shop, 1_000n);
    const ok = await shopOrder(t.s, t.shop, buyer, 2_000n);
    expect((await payCoins(t.s, buyer, { orderId: ok.id, coins: '122' })).data.leftAmount).toBe('780');
    expect((await startPayment(t.s, buyer, { orderId: ok.id, method: 'SANDBOX_CARD' })).meta.code).toBe(200);
    const low = await shopOrder(t.s, t.shop, buyer, 2_000n);
    expect((await payCoins(t.s, buyer, { orderId: low.id, coins: '123' })).data.leftAmount).toBe('770');
    expect((await startPayment(t.s, buyer, { orderId: low.id, method: 'SANDBOX_CARD' })).meta.code).toBe(
      Code.PAYMENT_BELOW_MINIMUM,
    );
  });

  it('refuses bad amounts, more than is left, more than spendable, not HKD, expired; writes nothing', async () => {
    const buyer = await coinHolder(t.s, t.shop, 100n);
    const order = await shopOrder(t.s, t.shop, buyer, 2_000n);
    for (const coins of ['0', '-1', '1.5', 'abc']) {
      const r = await payCoins(t.s, buyer, { orderId: order.id, coins });
      expect(r.meta.code).toBe(Code.VALIDATION_FAILED);
      expect(JSON.stringify(r.data)).toContain('coin_amount');
    }
    const over = await shopOrder(t.s, t.shop, buyer, 500n);
    const r = await payCoins(t.s, buyer, { orderId: over.id, coins: '51' });
    expect(r.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(JSON.stringify(r.data)).toContain('coin_amount_over');
    const short = await payCoins(t.s, buyer, { orderId: order.id, coins: '150' });
    expect(short.meta.code).toBe(Code.COINS_INSUFFICIENT);
    expect(short.data).toEqual({ spendable: '100' });
    const eth = await shopOrder(t.s, t.shop, buyer, 2_000n, 'ETH');
    const cur = await payCoins(t.s, buyer, { orderId: eth.id, coins: '1' });
    expect(cur.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(JSON.stringify(cur.data)).toContain('currency');
    const expired = await shopOrder(t.s, t.shop, buyer, 2_000n);
    t.s.clock.now = new Date(t.s.clock.now.getTime() + 31 * 60_000);
    expect((await payCoins(t.s, buyer, { orderId: expired.id, coins: '1' })).meta.code).toBe(
      Code.TRANSACTION_EXPIRED,
    );
    expect(await coinsOf(t.s, buyer.memberId)).toBe(100n);
    expect(await ledger(t.s, order.id)).toEqual([]);
    expect(await orderRow(t.s, order.id)).toMatchObject({ label: 'NEW', paidAmount: '0' });
  });

  it('a replayed requestKey answers the first answer and spends once', async () => {
    const buyer = await coinHolder(t.s, t.shop, 100n);
    const order = await shopOrder(t.s, t.shop, buyer, 2_000n);
    const requestKey = randomUUID();
    const first = await payCoins(t.s, buyer, { orderId: order.id, coins: '30', requestKey });
    const again = await payCoins(t.s, buyer, { orderId: order.id, coins: '30', requestKey });
    expect(again.data).toEqual(first.data);
    expect(await coinsOf(t.s, buyer.memberId)).toBe(70n);
    expect(await ledger(t.s, order.id, 'CAPTURE')).toHaveLength(1);
  });
});

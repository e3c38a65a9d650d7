import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coinLedger, coinLots, members } from '../../../../../server/db/schema';
import { SANDBOX_CARDS } from '../../../../../server/schemas/payments';
import { recordRefund } from '../../../../../server/services/payments/refund-record';
import { cardPay, deliver, ledger, startPayment, supportMember, takeJobs } from '../../../payments/fixtures';
import { person } from '../../../routes/loyalty-fixtures';
import { advance, DAY, expectNoDrift, withCoinShop } from './coin-fixtures';
import { coinHolder, coinsOf, payCoins, shopOrder } from './tender-fixtures';

const t = withCoinShop();

type Who = { memberId: string; token: string };

/** An HK$100 order paid with 80 coins (HK$8) and HK$92 by card: FULLPAID, earning 9 coins. */
async function paidOrder(buyer: Who) {
  const order = await shopOrder(t.s, t.shop, buyer, 10_000n);
  const paid = await payCoins(t.s, buyer, { orderId: order.id, coins: '80' });
  expect(paid.meta.code).toBe(200);
  const rest = await startPayment(t.s, buyer, { orderId: order.id, method: 'SANDBOX_CARD' });
  await cardPay(t.s, rest.data.ref, SANDBOX_CARDS.approved);
  await deliver(t.s, takeJobs(t.s, 'payments.callback'));
  const captures = await ledger(t.s, order.id, 'CAPTURE');
  return {
    order,
    coinCapture: captures.find((c) => c.provider === 'coins')!,
    cardCapture: captures.find((c) => c.provider !== 'coins')!,
  };
}

const lotsOf = (memberId: string) =>
  t.s.deps.db.select().from(coinLots).where(eq(coinLots.memberId, memberId)).orderBy(coinLots.id);

const refundPayment = (who: Who, form: Record<string, string>) =>
  t.s.request('POST', '/api/payments/refund', { session: who, form: { reason: 'asked', ...form } });

describe('refunds reverse the coins', () => {
  it('a whole refund gives the coins back into their lots with their expiry and takes the earn back', async () => {
    const buyer = await coinHolder(t.s, t.shop, 40n, 60n);
    const before = await lotsOf(buyer.memberId);
    const { order } = await paidOrder(buyer);
    expect(await coinsOf(t.s, buyer.memberId)).toBe(100n - 80n + 9n);
    const support = await supportMember(t.s);
    const r = await t.s.request('POST', '/api/orders/refund', {
      session: support,
      form: { orderId: order.id, reason: 'returned' },
    });
    expect(r.meta.code).toBe(200);
    expect(await coinsOf(t.s, buyer.memberId)).toBe(100n);
    const after = await lotsOf(buyer.memberId);
    // The two spent lots whole again, with the dates they had; the earned lot emptied.
    for (const lot of before)
      expect(after.find((l) => l.id === lot.id)).toMatchObject({
        remaining: lot.amount,
        expiresAt: lot.expiresAt,
        spendableFrom: lot.spendableFrom,
      });
    expect(after.find((l) => l.orderId === order.id)).toMatchObject({ amount: 9n, remaining: 0n });
    const reversals = await t.s.deps.db
      .select()
      .from(coinLedger)
      .where(and(eq(coinLedger.memberId, buyer.memberId), eq(coinLedger.kind, 'REVERSE')));
    const refunds = await ledger(t.s, order.id, 'REFUND');
    expect(new Set(reversals.map((x) => x.paymentId))).toEqual(new Set(refunds.map((x) => x.id)));
    await expectNoDrift(t.s);
  });

  it('partial refunds go pro rata: of the coin payment its coins, of the card the earn; a replay moves nothing', async () => {
    const buyer = await coinHolder(t.s, t.shop, 100n);
    const { coinCapture, cardCapture } = await paidOrder(buyer);
    const support = await supportMember(t.s);
    // HK$3 of the HK$8 paid with coins: 80 × 300 / 800 = 30 coins back.
    expect((await refundPayment(support, { paymentId: coinCapture.id, amount: '300' })).meta.code).toBe(200);
    expect(await coinsOf(t.s, buyer.memberId)).toBe(20n + 9n + 30n);
    // Half the card payment: half the 9 earned coins, rounded down (4).
    expect((await refundPayment(support, { paymentId: cardCapture.id, amount: '4600' })).meta.code).toBe(200);
    expect(await coinsOf(t.s, buyer.memberId)).toBe(20n + 5n + 30n);
    // The same refund reported again (the provider's retry) records nothing and reverses nothing.
    const [row] = (await ledger(t.s, coinCapture.orderId, 'REFUND')).filter(
      (x) => x.refundOf === coinCapture.id,
    );
    const again = await recordRefund(t.s.deps, {
      capture: coinCapture,
      amount: 300n,
      key: row!.providerRef,
      refundRef: (row!.raw as { refundRef: string }).refundRef,
      reason: 'asked',
      origin: 'SUPPORT',
    });
    expect(again).toBe(false);
    expect(await coinsOf(t.s, buyer.memberId)).toBe(55n);
    // The rest of both: every coin back, every earned coin taken.
    expect((await refundPayment(support, { paymentId: coinCapture.id })).meta.code).toBe(200);
    expect((await refundPayment(support, { paymentId: cardCapture.id })).meta.code).toBe(200);
    expect(await coinsOf(t.s, buyer.memberId)).toBe(100n);
    await expectNoDrift(t.s);
  });

  it("support's refund typed 'unneeded' still takes the earn back: the row's origin decides, not its words", async () => {
    const buyer = await coinHolder(t.s, t.shop, 40n, 60n);
    const { order, cardCapture } = await paidOrder(buyer);
    expect(await coinsOf(t.s, buyer.memberId)).toBe(100n - 80n + 9n);
    const support = await supportMember(t.s);
    const r = await refundPayment(support, { paymentId: cardCapture.id, reason: 'unneeded' });
    expect(r.meta.code).toBe(200);
    const [row] = await ledger(t.s, order.id, 'REFUND');
    expect(row).toMatchObject({ reason: 'unneeded', refundOrigin: 'SUPPORT' });
    // All the money paid for the goods back: all 9 earned coins taken back.
    expect(await coinsOf(t.s, buyer.memberId)).toBe(100n - 80n);
    await expectNoDrift(t.s);
  });

  it('coins given back to a lot past its expiry expire again at once (an EXPIRE row)', async () => {
    const buyer = await coinHolder(t.s, t.shop, 50n);
    const order = await shopOrder(t.s, t.shop, buyer, 2_000n);
    const paid = await payCoins(t.s, buyer, { orderId: order.id, coins: '50' });
    expect(paid.meta.code).toBe(200);
    advance(t.s, 250 * DAY);
    // Customer service signed in at the clock's now (a session of today's date would read as expired).
    const support = await person(t.s);
    await t.s.deps.db
      .update(members)
      .set({ permiTagValues: ['SUPPORT'] })
      .where(eq(members.id, support.memberId));
    expect((await refundPayment(support, { paymentId: paid.data.paymentId })).meta.code).toBe(200);
    const rows = await t.s.deps.db
      .select()
      .from(coinLedger)
      .where(eq(coinLedger.memberId, buyer.memberId))
      .orderBy(coinLedger.seq);
    expect(rows.map((r) => [r.kind, r.delta])).toEqual([
      ['EARN', 50n],
      ['SPEND', -50n],
      ['REVERSE', 50n],
      ['EXPIRE', -50n],
    ]);
    expect(await coinsOf(t.s, buyer.memberId)).toBe(0n);
    await expectNoDrift(t.s);
  });
});

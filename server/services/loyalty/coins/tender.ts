import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { coinLots, orders, paymentEvents } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { fail } from '../../../http/errors';
import type { CoinPayment, CoinTenderQuote, PayWithCoinsForm } from '../../../schemas/coins';
import { merchantOfMember, type Merchant } from '../../merchants/access';
import { canApply, lockOrder, type OrderRow, transitionOrder } from '../../orders/transition';
import { buyersOrder, isExpired } from '../../payments/methods';
import { ensurePaymentQueues, recordCaptureInTx } from '../../payments/record';
import { captureByRef } from '../../payments/ledger';
import { coinOf, type CoinRow } from './coin';
import { COINS_PROVIDER } from './earn-hooks';
import { spendCoins } from './spend';

const PAY = { type: 'order.pay', by: 'BUYER' } as const;

/** The buyer's coins at the merchant spendable at `now` (valid lots past their pending period). */
async function spendableOf(db: Db, merchantId: string, memberId: string, now: Date): Promise<bigint> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${coinLots.remaining}), 0)::text` })
    .from(coinLots)
    .where(
      and(
        eq(coinLots.merchantId, merchantId),
        eq(coinLots.memberId, memberId),
        sql`${coinLots.spendableFrom} <= ${now} and ${coinLots.expiresAt} > ${now}`,
      ),
    );
  return BigInt(row?.n ?? '0');
}

/** The seller's merchant and its coin: the coin an order can be paid with (null: none). */
async function tenderCoin(db: Db, order: OrderRow): Promise<{ merchant: Merchant; coin: CoinRow } | null> {
  const merchant = await merchantOfMember(db, order.sellerId);
  const coin = merchant ? await coinOf(db, merchant.id) : null;
  return merchant && coin ? { merchant, coin } : null;
}

const leftOf = (o: OrderRow) => BigInt(o.totalAmount) - BigInt(o.paidAmount);
const min = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * getCoinTender: whether the buyer can pay the rest of their order with the coin of its seller's merchant, and
 * how many coins at most (maxCoins = min(spendable, floor(left / value))). Not available without a coin
 * (`no_coin`), for an order not in HKD (`currency`: a coin is worth HKD cents) or with nothing left to pay
 * (`nothing_left`, also an order that takes no payment now: expired, cancelled, paid). Spending needs no plan
 * in force: coins already held stay spendable when the merchant's plan lapses.
 */
export async function getCoinTender(
  deps: Pick<Deps, 'db' | 'now'>,
  memberId: string,
  orderId: string,
): Promise<CoinTenderQuote> {
  const now = deps.now();
  const order = await buyersOrder(deps.db, memberId, orderId);
  const left = leftOf(order);
  const found = await tenderCoin(deps.db, order);
  const none = { spendable: '0', maxCoins: '0', leftAmount: left.toString() };
  if (!found) return { available: false, reason: 'no_coin', coin: null, ...none };
  const { merchant, coin } = found;
  const view = {
    mcId: merchant.mcId,
    name: coin.name,
    symbol: coin.symbol,
    artwork: coin.artworkPath || null,
    valueHkdCents: coin.valueMinor.toString(),
  };
  const spendable = await spendableOf(deps.db, merchant.id, memberId, now);
  const quote = { coin: view, spendable: spendable.toString(), leftAmount: left.toString(), maxCoins: '0' };
  if (order.currency !== 'HKD') return { available: false, reason: 'currency', ...quote };
  if (left <= 0n || isExpired(order, now) || !canApply(order, PAY))
    return { available: false, reason: 'nothing_left', ...quote };
  const maxCoins = min(spendable, left / coin.valueMinor);
  return { available: true, reason: null, ...quote, maxCoins: maxCoins.toString() };
}

/**
 * payWithCoins: the buyer pays `coins` of the seller's merchant's coin towards their order, in ONE
 * transaction: the spend (key `spend:order:<orderId>:<requestKey>`, its rows naming the payment) and the
 * capture of provider `coins` (reference = the spend's key, amount = coins × value in HKD cents) recorded in
 * the order's split-payment ledger like any capture (FULLPAID when nothing is left, which earns and fulfils).
 *
 * Lock order, the same on every path that moves an order's coins (here, refunds, the paid order's earn): the
 * order row first (lockOrder), then the member's coin lock and their lots (spendCoins, reverseSpend). Two
 * checkouts spending the same coins therefore queue on the coin lock and the second is told the balance
 * (4710/4711/4712 with `spendable`). A replayed requestKey meets its capture under the order's lock and
 * answers the first answer, spending nothing more.
 */
export async function payWithCoins(
  deps: Pick<Deps, 'db' | 'now' | 'queue' | 'log'>,
  memberId: string,
  form: PayWithCoinsForm,
): Promise<CoinPayment> {
  const now = deps.now();
  await buyersOrder(deps.db, memberId, form.orderId);
  const key = `spend:order:${form.orderId}:${form.requestKey}`;
  await ensurePaymentQueues(deps);
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const order = await lockOrder(tx, form.orderId);
    const seen = await captureByRef(tx, COINS_PROVIDER, key);
    if (seen) return seen.raw.answer as CoinPayment;
    const found = await tenderCoin(tx, order);
    if (!found) fail('NOT_FOUND', 'no_coin');
    const { merchant, coin } = found;
    if (order.currency !== 'HKD')
      fail('VALIDATION_FAILED', 'validation_failed', [{ path: 'orderId', message: 'currency' }]);
    if (isExpired(order, now)) fail('TRANSACTION_EXPIRED', 'order_expired_place_a_new_order');
    if (!canApply(order, PAY)) fail('PAYMENT_NOT_OPEN', 'payment_not_open');
    const amount = form.coins * coin.valueMinor;
    if (amount > leftOf(order))
      fail('VALIDATION_FAILED', 'validation_failed', [{ path: 'coins', message: 'coin_amount_over' }]);
    const paymentId = randomUUID();
    const paying = await transitionOrder(
      tx,
      order,
      { event: PAY, actorId: memberId, cause: { method: 'COINS', amount: amount.toString() } },
      async (o) => ({ state: o.state, paymentState: o.paymentState, fulfilment: o.fulfilment }),
      now,
    );
    // The capture first (the spend's rows reference it), then the spend: a refusal rolls both back.
    await recordCaptureInTx(
      deps,
      tx,
      paying.order,
      {
        orderId: order.id,
        provider: COINS_PROVIDER,
        providerRef: key,
        amount,
        currency: 'HKD',
        id: paymentId,
      },
      now,
    );
    await spendCoins(
      { db: tx, now: () => now },
      {
        merchantId: merchant.id,
        memberId,
        amount: form.coins,
        key,
        order: { id: order.id, merchantId: merchant.id },
        paymentId,
      },
    );
    const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
    const answer: CoinPayment = {
      orderId: order.id,
      paymentId,
      coins: form.coins.toString(),
      amount: amount.toString(),
      paidAmount: after!.paidAmount,
      leftAmount: leftOf(after!).toString(),
      spendable: (await spendableOf(tx, merchant.id, memberId, now)).toString(),
    };
    // The first answer, for a replay of the requestKey; `coins` also tells a refund how many were spent.
    await tx
      .update(paymentEvents)
      .set({ raw: { coins: form.coins.toString(), memberId, answer } })
      .where(eq(paymentEvents.id, paymentId));
    return answer;
  });
}

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { coinLedger } from '../../../../../server/db/schema';
import { earnCoins } from '../../../../../server/services/loyalty/coins/earn';
import type { TestServer } from '../../../../support/server';
import { makeOrder } from '../../../payments/fixtures';
import { person } from '../../../routes/loyalty-fixtures';
import { advance, type CoinShop, DAY, key } from './coin-fixtures';

/** A buyer holding spendable lots of the shop's coins of these sizes (earned 15 days ago: their session is new). */
export async function coinHolder(s: TestServer, shop: CoinShop, ...lots: bigint[]) {
  const buyer = await person(s);
  advance(s, -15 * DAY);
  for (const amount of lots)
    await earnCoins(s.deps, {
      merchantId: shop.merchantId,
      memberId: buyer.memberId,
      amount,
      key: key('earn'),
    });
  advance(s, 15 * DAY);
  return buyer;
}

/** An order of the shop's goods (its owner sells) for `total` HKD cents, NEW. */
export async function shopOrder(
  s: TestServer,
  shop: CoinShop,
  buyer: { memberId: string; token: string },
  total: bigint,
  currency: 'HKD' | 'ETH' = 'HKD',
) {
  return (await makeOrder(s, { buyer, seller: shop.session, total, currency })).order;
}

export const payCoins = (
  s: TestServer,
  session: { memberId: string; token: string },
  form: { orderId: string; coins: string; requestKey?: string },
) =>
  s.request('POST', '/api/payments/coins', {
    session,
    form: { requestKey: randomUUID(), ...form },
  });

/** The member's coins at the shop: the sum of their ledger rows. */
export async function coinsOf(s: TestServer, memberId: string) {
  const rows = await s.deps.db.select().from(coinLedger).where(eq(coinLedger.memberId, memberId));
  return rows.reduce((sum, r) => sum + r.delta, 0n);
}

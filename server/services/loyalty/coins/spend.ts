import type { Deps } from '../../../http/context';
import { fail } from '../../../http/errors';
import type { CoinOperation } from '../../../schemas/coins';
import { requireCoins } from './earn';
import { fifo, type Leg, lockedLots, type LotRow, moveLot, runCoinOperation } from './ledger';

export type SpendCoins = {
  merchantId: string;
  memberId: string;
  amount: bigint;
  /** Once per tender: e.g. `spend:order:<id>:<attempt>`. */
  key: string;
  /** The order paid with the coins: it must be the coin's merchant's. */
  order?: { id: string; merchantId: string } | null;
  paymentId?: string | null;
};

/** Where a lot stands at `now`: spendable, still pending, or past its expiry (its job not run yet). */
export function lotState(l: LotRow, now: Date): 'SPENDABLE' | 'PENDING' | 'EXPIRED' {
  if (l.expiresAt <= now) return 'EXPIRED';
  return l.spendableFrom <= now ? 'SPENDABLE' : 'PENDING';
}

const sum = (lots: LotRow[]) => lots.reduce((s, l) => s + l.remaining, 0n);

/**
 * The refusal for asking more than the spendable coins, most telling first: enough with pending coins
 * (COINS_PENDING, with when the first turns spendable), enough with expired ones (COINS_EXPIRED), or not at
 * all (COINS_INSUFFICIENT). Each carries the spendable balance.
 */
function refuseShort(lots: LotRow[], amount: bigint, now: Date): never {
  const spendable = sum(lots.filter((l) => lotState(l, now) === 'SPENDABLE'));
  const pending = lots.filter((l) => lotState(l, now) === 'PENDING');
  const expired = sum(lots.filter((l) => lotState(l, now) === 'EXPIRED'));
  const data = { spendable: spendable.toString() };
  if (amount <= spendable + sum(pending)) {
    const next = pending.map((l) => l.spendableFrom.getTime()).sort((a, b) => a - b)[0]!;
    fail('COINS_PENDING', 'coins_pending', { ...data, nextSpendableAt: new Date(next).toISOString() });
  }
  if (amount <= spendable + expired) fail('COINS_EXPIRED', 'coins_expired', data);
  fail('COINS_INSUFFICIENT', 'coins_insufficient', data);
}

/**
 * spendCoins: pays `amount` of the member's coins at the merchant, drawn from spendable lots (spendable
 * from ≤ now < expires at) oldest expiry first, then oldest earned: one SPEND row per lot drawn, once per
 * key. The member's lots are locked first, so two spends of the same coins at once queue and the second sees
 * what the first left. More than the spendable balance writes nothing and answers why (refuseShort).
 */
export async function spendCoins(deps: Pick<Deps, 'db' | 'now'>, s: SpendCoins): Promise<CoinOperation> {
  requireCoins(s.amount);
  if (s.order && s.order.merchantId !== s.merchantId) fail('COINS_OTHER_MERCHANT', 'coins_other_merchant');
  return runCoinOperation(
    deps,
    {
      merchantId: s.merchantId,
      memberId: s.memberId,
      key: s.key,
      kind: 'SPEND',
      content: { amount: s.amount.toString(), orderId: s.order?.id ?? null, paymentId: s.paymentId ?? null },
    },
    { orderId: s.order?.id, paymentId: s.paymentId },
    async (tx, now) => {
      const lots = await lockedLots(tx, s.merchantId, s.memberId);
      const spendable = lots.filter((l) => lotState(l, now) === 'SPENDABLE').sort(fifo);
      if (sum(spendable) < s.amount) refuseShort(lots, s.amount, now);
      const legs: Leg[] = [];
      let left = s.amount;
      for (const lot of spendable) {
        if (left === 0n) break;
        const take = lot.remaining < left ? lot.remaining : left;
        await moveLot(tx, lot.id, -take);
        legs.push({ lotId: lot.id, kind: 'SPEND', delta: -take });
        left -= take;
      }
      return legs;
    },
  );
}

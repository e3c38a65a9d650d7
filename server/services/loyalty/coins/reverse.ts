import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { coinLedger, coinLots } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { fail } from '../../../http/errors';
import type { CoinLedgerKind, CoinOperation } from '../../../schemas/coins';
import { requireCoins } from './earn';
import { fifo, type Leg, type LedgerRow, lockedLots, moveLot, runCoinOperation } from './ledger';

export type ReverseCoins = {
  merchantId: string;
  /** The key of the spend (reverseSpend) or earn (reverseEarn) to undo, in part or whole. */
  of: string;
  amount: bigint;
  /** Once per reversal: e.g. `reverse:refund:<payment event id>`. */
  key: string;
  paymentId?: string | null;
};

async function rowsOf(db: Db, merchantId: string, key: string, kind: CoinLedgerKind): Promise<LedgerRow[]> {
  const rows = await db
    .select()
    .from(coinLedger)
    .where(
      and(
        eq(coinLedger.merchantId, merchantId),
        eq(coinLedger.idempotencyKey, key),
        eq(coinLedger.kind, kind),
      ),
    );
  if (rows.length === 0) fail('NOT_FOUND', kind === 'SPEND' ? 'spend_not_found' : 'earn_not_found');
  return rows;
}

/** Coins already given back per row reversed (REVERSE rows' deltas, as a positive count). */
async function reversedOf(tx: Db, ids: string[]): Promise<Map<string, bigint>> {
  const rows = await tx
    .select({ id: coinLedger.reversesId, n: sql<string>`sum(abs(${coinLedger.delta}))` })
    .from(coinLedger)
    .where(and(inArray(coinLedger.reversesId, ids), eq(coinLedger.kind, 'REVERSE')))
    .groupBy(coinLedger.reversesId);
  return new Map(rows.map((r) => [r.id!, BigInt(r.n)]));
}

const request = (r: ReverseCoins, memberId: string) => ({
  merchantId: r.merchantId,
  memberId,
  key: r.key,
  kind: 'REVERSE' as const,
  content: { amount: r.amount.toString(), of: r.of, paymentId: r.paymentId ?? null },
});

/**
 * reverseSpend: gives back `amount` of the coins a spend took, into the very lots they came from with their
 * original expiry, never more than the spend minus what was reversed before (COIN_REVERSAL_EXCEEDS). Lots
 * still valid are refilled first, latest expiry first; coins given back to a lot already past its expiry
 * expire again at once (an EXPIRE row), so nothing expired becomes spendable. Once per key.
 */
export async function reverseSpend(deps: Pick<Deps, 'db' | 'now'>, r: ReverseCoins): Promise<CoinOperation> {
  requireCoins(r.amount);
  const spent = await rowsOf(deps.db, r.merchantId, r.of, 'SPEND');
  const memberId = spent[0]!.memberId;
  return runCoinOperation(
    deps,
    request(r, memberId),
    { orderId: spent[0]!.orderId, paymentId: r.paymentId },
    async (tx, now) => {
      const done = await reversedOf(
        tx,
        spent.map((s) => s.id),
      );
      const lots = await tx
        .select()
        .from(coinLots)
        .where(
          inArray(
            coinLots.id,
            spent.map((s) => s.lotId),
          ),
        )
        .orderBy(coinLots.id)
        .for('update');
      const lotOf = new Map(lots.map((l) => [l.id, l]));
      const open = spent
        .map((s) => ({ row: s, lot: lotOf.get(s.lotId)!, left: -s.delta - (done.get(s.id) ?? 0n) }))
        .filter((x) => x.left > 0n)
        .sort(
          (a, b) =>
            Number(a.lot.expiresAt <= now) - Number(b.lot.expiresAt <= now) ||
            b.lot.expiresAt.getTime() - a.lot.expiresAt.getTime() ||
            a.lot.id.localeCompare(b.lot.id),
        );
      const left = open.reduce((s, x) => s + x.left, 0n);
      if (r.amount > left) fail('COIN_REVERSAL_EXCEEDS', 'coin_reversal_exceeds', { left: left.toString() });
      const legs: Leg[] = [];
      let due = r.amount;
      for (const x of open) {
        if (due === 0n) break;
        const give = x.left < due ? x.left : due;
        await moveLot(tx, x.lot.id, give);
        legs.push({ lotId: x.lot.id, kind: 'REVERSE', delta: give, reversesId: x.row.id });
        if (x.lot.expiresAt <= now) {
          await moveLot(tx, x.lot.id, -give);
          legs.push({ lotId: x.lot.id, kind: 'EXPIRE', delta: -give });
        }
        due -= give;
      }
      return legs;
    },
  );
}

/**
 * reverseEarn: takes back `amount` of the coins an earn gave (a refunded order's), never more than it gave
 * minus what was taken back before (COIN_REVERSAL_EXCEEDS). From the earned lot first; what the member
 * already spent of it (rare: the pending period holds earned coins through the refund window) is taken from
 * their other valid lots, soonest expiry first. What even those cannot cover is not written (a balance never
 * goes below zero): the answer's `shortfall` says how many, for the refund to settle in money. Once per key.
 */
export async function reverseEarn(
  deps: Pick<Deps, 'db' | 'now' | 'log'>,
  r: ReverseCoins,
): Promise<CoinOperation & { shortfall: string }> {
  requireCoins(r.amount);
  const [earned] = await rowsOf(deps.db, r.merchantId, r.of, 'EARN');
  const op = await runCoinOperation(
    deps,
    request(r, earned!.memberId),
    { orderId: earned!.orderId, paymentId: r.paymentId },
    async (tx, now) => {
      const taken = (await reversedOf(tx, [earned!.id])).get(earned!.id) ?? 0n;
      const left = earned!.delta - taken;
      if (r.amount > left) fail('COIN_REVERSAL_EXCEEDS', 'coin_reversal_exceeds', { left: left.toString() });
      const lots = await lockedLots(tx, r.merchantId, earned!.memberId);
      const own = lots.filter((l) => l.id === earned!.lotId);
      const others = lots.filter((l) => l.id !== earned!.lotId && l.expiresAt > now).sort(fifo);
      const legs: Leg[] = [];
      let due = r.amount;
      for (const lot of [...own, ...others]) {
        if (due === 0n) break;
        const take = lot.remaining < due ? lot.remaining : due;
        await moveLot(tx, lot.id, -take);
        legs.push({ lotId: lot.id, kind: 'REVERSE', delta: -take, reversesId: earned!.id });
        due -= take;
      }
      return legs;
    },
  );
  const shortfall = r.amount + BigInt(op.delta);
  if (shortfall > 0n && !op.duplicate)
    deps.log.warn({ key: r.key, of: r.of, shortfall: shortfall.toString() }, 'coin earn reversal fell short');
  return { ...op, shortfall: shortfall.toString() };
}

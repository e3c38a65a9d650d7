import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { coinLedger, paymentEvents, type RefundOrigin } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import type { CaptureRow } from '../../../payments/provider';
import { COINS_PROVIDER } from './earn-hooks';
import type { LedgerRow } from './ledger';
import { reverseEarn, reverseSpend } from './reverse';
import { proRataCoins } from './rules';

/**
 * The system's refunds of money the order did not need (a late or second payment, an overpayment's excess):
 * that money never paid for its goods, so it takes no earn back. Told by the row's origin, never its reason:
 * support may type any words.
 */
const SYSTEM_EXCESS: RefundOrigin = 'SYSTEM_EXCESS';

export type RefundRow = { id: string; amount: bigint; origin: RefundOrigin };

/** The rows of one coin operation by its key and kind (any merchant: the keys name their order). */
async function rowsOfKey(tx: Db, key: string, kind: 'SPEND' | 'EARN'): Promise<LedgerRow[]> {
  return tx
    .select()
    .from(coinLedger)
    .where(and(eq(coinLedger.idempotencyKey, key), eq(coinLedger.kind, kind)));
}

/** Coins already given back or taken back of these rows (REVERSE rows naming them), as a positive count. */
async function reversedOf(tx: Db, ids: string[]): Promise<bigint> {
  if (ids.length === 0) return 0n;
  const [row] = await tx
    .select({ n: sql<string>`coalesce(sum(abs(${coinLedger.delta})), 0)::text` })
    .from(coinLedger)
    .where(and(inArray(coinLedger.reversesId, ids), eq(coinLedger.kind, 'REVERSE')));
  return BigInt(row?.n ?? '0');
}

/** Sum of the order's ledger rows matching `where` (HKD cents). */
async function sumOf(tx: Db, where: ReturnType<typeof and>): Promise<bigint> {
  const [row] = await tx
    .select({ n: sql<string>`coalesce(sum(${paymentEvents.amount}), 0)::text` })
    .from(paymentEvents)
    .where(where);
  return BigInt(row?.n ?? '0');
}

/**
 * The coins a refund reverses, in the refund's own transaction (insertRefund, right after its REFUND row; the
 * caller holds the order's row lock, so the lock order is the tender's: order row, then the member's coins).
 * Refunds name one capture (support's refundPayment picks it, refundOrder refunds each one left, the jobs the
 * unneeded or excess one), and the rule follows the capture:
 * - a refund of the coin payment gives back its coins pro rata to the amount refunded of it (proRataCoins:
 *   rounded down, the refund that completes it gives back the rest), into their original lots with their
 *   original expiry (reverseSpend; a lot past its expiry expires again at once);
 * - a refund of a money payment takes back the coins the order earned, pro rata to the money refunded of the
 *   money that paid it (reverseEarn: what the member already spent of them is taken from their other lots, a
 *   shortfall logged); the system's refunds of money the order did not need (origin SYSTEM_EXCESS) take
 *   nothing back. A refund of the coin payment takes nothing back from the earn: coins paid earn no coins.
 * Keys derive from the REFUND row (`reverse:refund:<row>`, `reverse-earn:refund:<row>`), and the row is
 * written once per refund, so a replayed refund reverses nothing twice.
 */
export async function reverseCoinsOfRefund(
  tx: Db,
  deps: Pick<Deps, 'now'> & Partial<Pick<Deps, 'log'>>,
  capture: CaptureRow,
  refund: RefundRow,
): Promise<void> {
  const log = deps.log ?? { warn: () => {} };
  const coinDeps = { db: tx, now: deps.now, log } as Pick<Deps, 'db' | 'now' | 'log'>;
  const refundedBefore = (where: ReturnType<typeof and>) =>
    sumOf(tx, and(where, eq(paymentEvents.kind, 'REFUND'), ne(paymentEvents.id, refund.id)));
  if (capture.provider === COINS_PROVIDER) {
    const spent = await rowsOfKey(tx, capture.providerRef, 'SPEND');
    if (spent.length === 0) return;
    const coins = proRataCoins(
      -spent.reduce((s, r) => s + r.delta, 0n),
      await reversedOf(
        tx,
        spent.map((r) => r.id),
      ),
      await refundedBefore(eq(paymentEvents.refundOf, capture.id)),
      refund.amount,
      BigInt(capture.amount),
    );
    if (coins > 0n)
      await reverseSpend(coinDeps, {
        merchantId: spent[0]!.merchantId,
        of: capture.providerRef,
        amount: coins,
        key: `reverse:refund:${refund.id}`,
        paymentId: refund.id,
      });
    return;
  }
  if (refund.origin === SYSTEM_EXCESS) return;
  const earnKey = `earn:order:${capture.orderId}`;
  const [earned] = await rowsOfKey(tx, earnKey, 'EARN');
  if (!earned) return;
  const money = and(eq(paymentEvents.orderId, capture.orderId), ne(paymentEvents.provider, COINS_PROVIDER));
  const captured = await sumOf(tx, and(money, eq(paymentEvents.kind, 'CAPTURE')));
  const unneeded = await refundedBefore(and(money, eq(paymentEvents.refundOrigin, SYSTEM_EXCESS)));
  const before = await refundedBefore(and(money, ne(paymentEvents.refundOrigin, SYSTEM_EXCESS)));
  const coins = proRataCoins(
    earned.delta,
    await reversedOf(tx, [earned.id]),
    before,
    refund.amount,
    captured - unneeded,
  );
  if (coins > 0n)
    await reverseEarn(coinDeps, {
      merchantId: earned.merchantId,
      of: earnKey,
      amount: coins,
      key: `reverse-earn:refund:${refund.id}`,
      paymentId: refund.id,
    });
}

import { and, eq } from 'drizzle-orm';
import { formatEther, parseUnits } from 'ethers';
import type { Db } from '../../../db/client';
import { ledgerEntries, withdrawals } from '../../../db/schema';
import { NATIVE_COIN, type Withdrawal } from '../../../schemas/wallets';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** Spec §3 Withdrawal as the app reads it: amounts in the chain's coin, HKD with 2 decimals, ISO dates. */
export function toWithdrawal(w: WithdrawalRow): Withdrawal {
  return {
    id: w.id,
    ref: w.ref,
    blockchain: w.blockchain,
    currency: NATIVE_COIN[w.blockchain],
    quantity: formatEther(BigInt(w.quantity)),
    price: w.priceHkd,
    gasFee: w.gasFee == null ? null : formatEther(BigInt(w.gasFee)),
    toAddress: w.toAddress,
    status: w.status,
    txHash: w.txHash,
    withdrawDate: w.requestedAt.toISOString(),
    transferDate: w.transferredAt?.toISOString() ?? null,
  };
}

/** The HKD value of `wei` at `rateHkd` (HKD per coin), rounded half up to cents, as "1234.56". */
export function hkdValue(wei: bigint, rateHkd: string): string {
  const rate = parseUnits(rateHkd, 18);
  const cents = (wei * rate * 100n + 5n * 10n ** 35n) / 10n ** 36n;
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** The member's own withdrawal by its ref; another member's ref reads as missing. */
export async function ownWithdrawal(
  db: Db,
  memberId: string,
  ref: string,
): Promise<WithdrawalRow | undefined> {
  const [w] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.ref, ref), eq(withdrawals.memberId, memberId)))
    .limit(1);
  return w;
}

export async function withdrawalById(db: Db, id: string): Promise<WithdrawalRow | undefined> {
  const [w] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).limit(1);
  return w;
}

/**
 * Gives a withdrawal's debited amounts back (cancelled, expired or failed on chain). Keyed by the withdrawal
 * (reason REFUND, refId, kind), so however often it runs the member is credited once.
 */
export async function refundWithdrawal(tx: Db, w: WithdrawalRow): Promise<void> {
  await tx
    .insert(ledgerEntries)
    .values(
      (['FIXED', 'AUCTION'] as const).map((kind) => ({
        memberId: w.memberId,
        blockchain: w.blockchain,
        kind,
        amount: kind === 'FIXED' ? w.fixedPart : w.auctionPart,
        reason: 'REFUND' as const,
        refId: w.id,
      })),
    )
    .onConflictDoNothing();
}

import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { jobDbOf } from '../../../db/job-db';
import { walletRequests, withdrawals } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { fail } from '../../../http/errors';
import type { Withdrawal } from '../../../schemas/wallets';
import { refundWithdrawal, toWithdrawal, type WithdrawalRow } from './view';

/** The payout queue: one job per confirmed withdrawal, `{ withdrawalId }`. */
export const PAYOUT_QUEUE = 'withdraw.payout';

/**
 * Queue options of a payout, keyed by the withdrawal (the sweep checks the key before queuing another): retries
 * with backoff for a run cut short; a chain outage does not count (server/jobs/chain-wait.ts).
 */
export const payoutJobOptions = (withdrawalId: string) => ({
  retryLimit: 20,
  retryDelay: 30,
  retryBackoff: true,
  singletonKey: withdrawalId,
});

/**
 * decideWithdraw: the withdraw step page confirms (PROCESSING, payout queued) or cancels (CANCELLED, the
 * balance credited back). Only a REQUESTED withdrawal moves, by one conditional update, so a second decision —
 * or a double click — answers WITHDRAW_ALREADY_EXTRACTED and changes nothing.
 */
export async function decideWithdraw(
  deps: Pick<Deps, 'db' | 'now' | 'queue'>,
  memberId: string,
  ref: string,
  decision: 'confirm' | 'cancel',
): Promise<Withdrawal> {
  const [step] = await deps.db
    .select()
    .from(walletRequests)
    .where(and(eq(walletRequests.ref, ref), eq(walletRequests.memberId, memberId)))
    .limit(1);
  if (!step || step.op !== 'WITHDRAW' || !step.subjectId) fail('WALLET_REF_INVALID');
  if (step.status === 'OPEN' && step.expiresAt.getTime() <= deps.now().getTime()) {
    // A step left open past its time is cancelled, whatever was asked: the money goes back.
    await settle(deps, [step.subjectId], 'CANCELLED');
    fail('WALLET_REF_INVALID');
  }
  if (decision === 'confirm') await deps.queue.ensure(PAYOUT_QUEUE);
  const [moved] = await settle(deps, [step.subjectId], decision === 'confirm' ? 'PROCESSING' : 'CANCELLED');
  if (!moved) fail('WITHDRAW_ALREADY_EXTRACTED');
  return toWithdrawal(moved);
}

/**
 * Moves REQUESTED withdrawals on (to PROCESSING or CANCELLED with a refund) and closes their wallet steps, in
 * one transaction; answers the rows this call moved (none when another call got there first).
 */
export async function settle(
  deps: Pick<Deps, 'db' | 'now'> & Partial<Pick<Deps, 'queue'>>,
  ids: string[],
  to: 'PROCESSING' | 'CANCELLED',
): Promise<WithdrawalRow[]> {
  if (to === 'PROCESSING' && !deps.queue)
    throw new Error('settle: a confirmed withdrawal needs the job queue');
  if (ids.length === 0) return [];
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const moved = await tx
      .update(withdrawals)
      .set({ status: to })
      .where(and(inArray(withdrawals.id, ids), eq(withdrawals.status, 'REQUESTED')))
      .returning();
    for (const w of moved) {
      if (to === 'CANCELLED') await refundWithdrawal(tx, w);
      // The payout job commits with the PROCESSING row (the caller ensured its queue): a withdrawal never
      // waits in PROCESSING with no job to pay it out.
      else
        await deps.queue!.send(
          PAYOUT_QUEUE,
          { withdrawalId: w.id },
          { ...payoutJobOptions(w.id), db: jobDbOf(tx) },
        );
      await tx
        .update(walletRequests)
        .set({ status: to === 'PROCESSING' ? 'DONE' : 'CANCELLED', completedAt: deps.now() })
        .where(eq(walletRequests.ref, w.ref));
    }
    return moved;
  });
}

/** Cancels (and refunds) withdrawals whose wallet step expired without a decision; answers how many. */
export async function expireWithdrawals(deps: Pick<Deps, 'db' | 'now'>): Promise<number> {
  const stale = await deps.db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .innerJoin(walletRequests, eq(walletRequests.ref, withdrawals.ref))
    .where(and(eq(withdrawals.status, 'REQUESTED'), lte(walletRequests.expiresAt, deps.now())));
  return (
    await settle(
      deps,
      stale.map((s) => s.id),
      'CANCELLED',
    )
  ).length;
}

import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { withdrawals } from '../db/schema';
import { findTx, sendOnce, waitMined } from '../chain/tx-journal';
import type { Deps } from '../http/context';
import { Code } from '../schemas/codes';
import { ratesProvider, refreshRates } from '../services/wallets/rates';
import { SCHEDULED } from './queue';
import { expireWithdrawals, PAYOUT_QUEUE, payoutJobOptions } from '../services/wallets/withdrawals/decide';
import { untilChainIsBack, type ChainWaits } from './chain-wait';
import { refundWithdrawal, withdrawalById, type WithdrawalRow } from '../services/wallets/withdrawals/view';

type PayoutDeps = Pick<Deps, 'db' | 'chains' | 'now' | 'log'>;
export type PayoutJob = { withdrawalId: string } & ChainWaits;

/**
 * Pays a confirmed (PROCESSING) withdrawal on chain, exactly once: the transfer goes through the transaction
 * journal under the key `withdraw:<id>`, so a job that runs twice, or alongside checkWithdraw, waits for the
 * same transaction. Mined → PAID with hash, gas fee and date; reverted → FAILED and the balance credited
 * back. A chain that is down throws (CHAIN_UNAVAILABLE) and leaves it PROCESSING for the next try.
 */
export async function payoutWithdrawal(
  deps: PayoutDeps,
  withdrawalId: string,
): Promise<WithdrawalRow | undefined> {
  const w = await withdrawalById(deps.db, withdrawalId);
  if (!w || w.status !== 'PROCESSING') return w;
  const key = `withdraw:${w.id}`;
  try {
    await sendOnce(deps, {
      blockchain: w.blockchain,
      key,
      request: { to: w.toAddress, value: BigInt(w.quantity) },
    });
  } catch (err) {
    // The chain refused the transfer before anything was signed (e.g. a receiving contract that reverts):
    // nothing was sent, so the withdrawal fails and the money goes back.
    if ((err as { code?: string }).code === 'CALL_EXCEPTION' && !(await findTx(deps.db, w.blockchain, key))) {
      return fail(deps, w, null);
    }
    throw err;
  }
  const tx = await waitMined(deps, { blockchain: w.blockchain, key });
  if (tx.status !== 'MINED') return fail(deps, w, tx);
  await deps.db
    .update(withdrawals)
    .set({ status: 'PAID', txHash: tx.hash, gasFee: tx.fee, transferredAt: tx.minedAt ?? deps.now() })
    .where(and(eq(withdrawals.id, w.id), eq(withdrawals.status, 'PROCESSING')));
  return withdrawalById(deps.db, w.id);
}

async function fail(
  deps: PayoutDeps,
  w: WithdrawalRow,
  tx: { hash: string; fee: string | null } | null,
): Promise<WithdrawalRow | undefined> {
  deps.log.warn({ withdrawalId: w.id, txHash: tx?.hash }, 'withdrawal payout failed; balance credited back');
  await deps.db.transaction(async (transaction) => {
    const t = transaction as unknown as Db;
    const [failed] = await t
      .update(withdrawals)
      .set({
        status: 'FAILED',
        failureCode: Code.WITHDRAW_FAILED,
        txHash: tx?.hash ?? null,
        gasFee: tx?.fee ?? null,
      })
      .where(and(eq(withdrawals.id, w.id), eq(withdrawals.status, 'PROCESSING')))
      .returning();
    if (failed) await refundWithdrawal(t, failed);
  });
  return withdrawalById(deps.db, w.id);
}

/**
 * One `withdraw.payout` delivery: while the chain is down the withdrawal stays PROCESSING and the job waits for
 * the chain without using a retry (chain-wait.ts), so the payout goes out by itself however long the outage.
 */
export async function handlePayoutJob(
  deps: PayoutDeps & Pick<Deps, 'queue'>,
  job: { data: PayoutJob },
): Promise<void> {
  const { withdrawalId } = job.data;
  await untilChainIsBack(
    deps,
    { name: PAYOUT_QUEUE, data: job.data, options: payoutJobOptions(withdrawalId) },
    () => payoutWithdrawal(deps, withdrawalId),
  );
}

/**
 * The `withdraw.sweep` job: cancels withdrawals whose step expired undecided (refund) and queues the payout of
 * one left PROCESSING for over a minute whose job is gone (lost at a crash, retries used up); one that still
 * has its job (e.g. waiting for the chain) is left to it, so a payout never has two jobs.
 */
export async function sweepWithdrawals(deps: PayoutDeps & Pick<Deps, 'queue'>): Promise<void> {
  await expireWithdrawals(deps);
  const open = await deps.queue.openKeys(PAYOUT_QUEUE);
  const stuck = await deps.db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.status, 'PROCESSING'),
        lte(withdrawals.requestedAt, new Date(deps.now().getTime() - 60_000)),
      ),
    );
  for (const { id } of stuck) {
    if (!open.has(id)) await deps.queue.send(PAYOUT_QUEUE, { withdrawalId: id }, payoutJobOptions(id));
  }
}

/** Registers the balance workers: payouts, the withdrawal sweep and the 10-minute exchange-rate refresh. */
export async function registerBalanceWorkers(deps: Deps): Promise<void> {
  const { boss } = deps.queue;
  await boss.createQueue(PAYOUT_QUEUE);
  await deps.queue.work<PayoutJob>(PAYOUT_QUEUE, { includeMetadata: true }, async (jobs) => {
    for (const job of jobs) await handlePayoutJob(deps, job);
  });
  await boss.createQueue('withdraw.sweep');
  await boss.schedule('withdraw.sweep', '* * * * *');
  await boss.work('withdraw.sweep', SCHEDULED, async () => sweepWithdrawals(deps));
  await boss.createQueue('rates.refresh');
  await boss.schedule('rates.refresh', '*/10 * * * *');
  await boss.work('rates.refresh', SCHEDULED, async () => {
    await refreshRates(deps, ratesProvider(deps.env));
  });
}

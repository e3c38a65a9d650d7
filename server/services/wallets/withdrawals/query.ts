import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { withdrawals } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { fail } from '../../../http/errors';
import type { Blockchain, Withdrawal } from '../../../schemas/wallets';
import { payoutWithdrawal } from '../../../jobs/withdraw-payout';
import { decodeCursor, toPage } from '../../shared/keyset';
import { ownWithdrawal, toWithdrawal } from './view';

/** How long checkWithdraw waits for an inline payout before answering (the app checks once, 2 s after). */
export const CHECK_PAYOUT_WAIT_MS = 4000;

/** withdrawalByRef: the member's own withdrawal; any other ref is NOT_FOUND. */
export async function withdrawalByRef(db: Db, memberId: string, ref: string): Promise<Withdrawal> {
  const w = await ownWithdrawal(db, memberId, ref);
  if (!w) fail('NOT_FOUND');
  return toWithdrawal(w);
}

/**
 * checkWithdraw (spec §4: 2 s after the dialog): 200 only for a PAID withdrawal. One still PROCESSING is paid
 * out inline (the same exactly-once payout the job runs) for up to a few seconds first; anything else —
 * cancelled, failed, undecided, unknown, chain down — is WITHDRAW_FAILED (label_withdrawal_fail), and the
 * money stays safe: the payout job keeps trying a PROCESSING withdrawal.
 */
export async function checkWithdraw(
  deps: Pick<Deps, 'db' | 'chains' | 'now' | 'log'>,
  memberId: string,
  q: { ref: string; blockchain: Blockchain },
  waitMs = CHECK_PAYOUT_WAIT_MS,
): Promise<Withdrawal> {
  let w = await ownWithdrawal(deps.db, memberId, q.ref);
  if (!w || w.blockchain !== q.blockchain) fail('WITHDRAW_FAILED');
  if (w.status === 'PROCESSING') {
    const run = payoutWithdrawal(deps, w.id).catch((err: unknown) => {
      deps.log.warn({ err, withdrawalId: w!.id }, 'inline payout did not finish; the job retries');
    });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([run, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
    w = (await ownWithdrawal(deps.db, memberId, q.ref))!;
  }
  if (w.status !== 'PAID') fail('WITHDRAW_FAILED');
  return toWithdrawal(w);
}

/** listWithdrawals (withdraws screen): the member's withdrawals, newest first, keyset-paged. */
export async function listWithdrawals(
  db: Db,
  memberId: string,
  q: { cursor?: string | undefined; limit: number },
): Promise<{ items: Withdrawal[]; nextCursor: string | null }> {
  const where = [eq(withdrawals.memberId, memberId)];
  if (q.cursor) {
    const c = decodeCursor(q.cursor, 'withdrawals', 'time');
    where.push(sql`(${withdrawals.requestedAt}, ${withdrawals.id}) < (${c.k}::timestamptz, ${c.id}::uuid)`);
  }
  const rows = await db
    .select({
      row: withdrawals,
      sortKey: sql<string>`${withdrawals.requestedAt}::text`,
      cursorId: sql<string>`${withdrawals.id}::text`,
    })
    .from(withdrawals)
    .where(and(...where))
    .orderBy(sql`${withdrawals.requestedAt} desc`, sql`${withdrawals.id} desc`)
    .limit(q.limit + 1);
  return toPage(rows, q.limit, 'withdrawals', (r) => toWithdrawal(r.row));
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

/**
 * The two invariants of the coin ledger, as SQL answering the rows that break them (none when all is well):
 * each lot's remaining equals the sum of its ledger rows, and each member's balance at a merchant (the sum
 * of their lots' remaining) equals the sum of their ledger rows. Tests run them after every step; a
 * reconciliation job can run them too.
 */
export async function lotDrift(db: Db): Promise<{ lotId: string; remaining: string; ledger: string }[]> {
  const r = await db.execute<{ lotId: string; remaining: string; ledger: string }>(sql`
    select l.id as "lotId", l.remaining::text as remaining, coalesce(g.s, 0)::text as ledger
    from coin_lots l
    left join (select lot_id, sum(delta) as s from coin_ledger group by lot_id) g on g.lot_id = l.id
    where l.remaining <> coalesce(g.s, 0)`);
  return rowsOf(r);
}

export async function balanceDrift(
  db: Db,
): Promise<{ merchantId: string; memberId: string; lots: string; ledger: string }[]> {
  const r = await db.execute<{ merchantId: string; memberId: string; lots: string; ledger: string }>(sql`
    with lots as (
      select merchant_id, member_id, sum(remaining) as s from coin_lots group by merchant_id, member_id
    ), ledger as (
      select merchant_id, member_id, sum(delta) as s from coin_ledger group by merchant_id, member_id
    )
    select coalesce(l.merchant_id, g.merchant_id) as "merchantId", coalesce(l.member_id, g.member_id) as "memberId",
      coalesce(l.s, 0)::text as lots, coalesce(g.s, 0)::text as ledger
    from lots l full join ledger g on g.merchant_id = l.merchant_id and g.member_id = l.member_id
    where coalesce(l.s, 0) <> coalesce(g.s, 0)`);
  return rowsOf(r);
}

/** node-postgres answers { rows }, PGlite's drizzle driver too; some drivers answer the array itself. */
function rowsOf<T>(r: unknown): T[] {
  return Array.isArray(r) ? (r as T[]) : ((r as { rows: T[] }).rows ?? []);
}

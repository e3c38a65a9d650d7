import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fiatLedger, orders } from '../../db/schema';
import type { FiatIncome } from '../../schemas/fulfilment';

export type FiatReason = (typeof fiatLedger.$inferSelect)['reason'];

/** How many entries the income view lists (newest first). */
const ENTRIES = 50;

/**
 * Writes one signed HKD-cent entry of a member's card income. Idempotent: the ledger's unique (member, reason,
 * refId) makes a replayed credit or reversal a no-op; answers whether it was new.
 */
export async function recordFiatEntry(
  db: Db,
  e: { memberId: string; amountCents: bigint; reason: FiatReason; refId: string; at: Date },
): Promise<boolean> {
  if (e.amountCents === 0n) return false;
  const rows = await db
    .insert(fiatLedger)
    .values({
      memberId: e.memberId,
      currency: 'HKD',
      amount: e.amountCents.toString(),
      reason: e.reason,
      refId: e.refId,
      createdAt: e.at,
    })
    .onConflictDoNothing()
    .returning({ id: fiatLedger.id });
  return rows.length > 0;
}

/**
 * getFiatIncome: the caller's card income (spec §3 wallet overview): the balance in HKD cents and the newest
 * entries. Listed only; the withdrawal payout export stays crypto (wei) for now.
 */
export async function getFiatIncome(db: Db, memberId: string): Promise<FiatIncome> {
  const [sum] = await db
    .select({ total: sql<string>`coalesce(sum(${fiatLedger.amount}), 0)::text` })
    .from(fiatLedger)
    .where(eq(fiatLedger.memberId, memberId));
  // Sale, royalty and refund entries name their order by id (text); a payout names its bank reference.
  const rows = await db
    .select({
      id: fiatLedger.id,
      amount: fiatLedger.amount,
      reason: fiatLedger.reason,
      refId: fiatLedger.refId,
      createdAt: fiatLedger.createdAt,
      orderNumber: orders.number,
    })
    .from(fiatLedger)
    .leftJoin(orders, sql`${fiatLedger.reason} <> 'PAYOUT' and ${orders.id}::text = ${fiatLedger.refId}`)
    .where(eq(fiatLedger.memberId, memberId))
    .orderBy(desc(fiatLedger.createdAt), desc(fiatLedger.id))
    .limit(ENTRIES);
  return {
    currency: 'HKD',
    balance: (sum?.total ?? '0').split('.')[0]!,
    entries: rows.map((r) => ({
      id: r.id,
      amount: r.amount.split('.')[0]!,
      reason: r.reason,
      refId: r.refId,
      orderNumber: r.orderNumber ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

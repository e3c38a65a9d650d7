import { inArray, sql } from 'drizzle-orm';
import { parseEther } from 'ethers';
import type { Db } from '../client';
import { ledgerEntries, members } from '../schema';
import { DEMO_ACCOUNTS } from './accounts';

/**
 * Demo income so both withdraw paths can be seen: the creator has enough on Ethereum (0.85 fixed + 0.4
 * auction) and Polygon (12.5 MATIC) to withdraw; the buyer's 0.004 ETH is below the 0.01 minimum; the two
 * collectors have 3 ETH each to bid with.
 */
const INCOME = [
  { role: 'creator', blockchain: 'ETHEREUM', kind: 'FIXED', amount: '0.85' },
  { role: 'creator', blockchain: 'ETHEREUM', kind: 'AUCTION', amount: '0.4' },
  { role: 'creator', blockchain: 'POLYGON', kind: 'FIXED', amount: '12.5' },
  { role: 'buyer', blockchain: 'ETHEREUM', kind: 'FIXED', amount: '0.004' },
  // The collectors bid from this (auction holds come out of the balance).
  { role: 'collector', blockchain: 'ETHEREUM', kind: 'FIXED', amount: '3' },
  { role: 'patron', blockchain: 'ETHEREUM', kind: 'FIXED', amount: '3' },
] as const;

/** Credits the demo income once: entries are keyed (reason SEED, refId, kind), so a re-run adds nothing. */
export async function seedIncome(db: Db): Promise<void> {
  const logins = DEMO_ACCOUNTS.map((a) => a.loginName);
  const rows = await db
    .select({ id: members.id, loginName: members.loginName })
    .from(members)
    .where(inArray(sql`lower(${members.loginName})`, logins));
  const idOf = (role: string) => {
    const login = DEMO_ACCOUNTS.find((a) => a.role === role)?.loginName;
    return rows.find((r) => r.loginName?.toLowerCase() === login)?.id;
  };
  const values = INCOME.flatMap((e) => {
    const memberId = idOf(e.role);
    if (!memberId) return [];
    return [
      {
        memberId,
        blockchain: e.blockchain,
        kind: e.kind,
        amount: parseEther(e.amount).toString(),
        reason: 'SEED' as const,
        refId: `seed:${memberId}:${e.blockchain}`,
      },
    ];
  });
  if (values.length > 0) await db.insert(ledgerEntries).values(values).onConflictDoNothing();
}

import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cardProgrammes, merchants } from '../../../db/schema';
import type { CardSummary } from '../../../schemas/cards';
import { issueCard } from './issue';
import { memberCardOf } from './read';

/**
 * The QR mini page's card: a completed `qpwallet?type=mcard&mcId=…` registration issues the
 * merchant's default programme's card, first tier, inside the registration's transaction. The card's unique
 * key (programme, member) makes it once whatever the retries; a merchant without a default programme (or the
 * platform, COM) issues none.
 */
export async function issueQrCard(tx: Db, mcId: string, memberId: string, now: Date): Promise<void> {
  const [programme] = await tx
    .select({ programme: cardProgrammes })
    .from(cardProgrammes)
    .innerJoin(merchants, eq(merchants.id, cardProgrammes.merchantId))
    .where(and(eq(merchants.mcId, mcId), eq(merchants.status, 'ACTIVE'), eq(cardProgrammes.isDefault, true)))
    .limit(1);
  if (!programme) return;
  const p = programme.programme;
  await issueCard(tx, { programme: p, tierCode: p.tiers[0]!.code, memberId, source: 'QR', now });
}

/** The card the registration gave (the member's card of that merchant), for the last step. */
export async function qrCardOf(
  db: Db,
  mcId: string,
  memberId: string,
  now: Date,
): Promise<CardSummary | null> {
  const [m] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.mcId, mcId)).limit(1);
  return m ? memberCardOf(db, memberId, m.id, now) : null;
}

import type { Db } from '../../../db/client';
import { memberCards } from '../../../db/schema';
import { notifyCardGranted } from '../../notifications/grants';
import type { ProgrammeRow } from './programmes';

export type CardRow = typeof memberCards.$inferSelect;

/** `months` calendar months after `d` (UTC), the day clamped to the month's last: 31 Jan + 1 → 28/29 Feb. */
export function addMonths(d: Date, months: number): Date {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const out = new Date(d);
  out.setUTCFullYear(y, m, Math.min(d.getUTCDate(), last));
  return out;
}

/**
 * Issues a card of `programme` and tier to a member inside the caller's transaction: CLAIMED, valid the
 * programme's months from now, its token id the next of the contract's. One card per programme per member who
 * claimed it (a unique key): a second claim, however it comes (another code, a retried QR registration, a
 * concurrent request), issues nothing and answers null. The member is told of the card they got (a code or the QR
 * page: they joined; a campaign: the merchant gave it), here so that no way of issuing one forgets to.
 */
export async function issueCard(
  tx: Db,
  o: { programme: ProgrammeRow; tierCode: string; memberId: string; source: CardRow['source']; now: Date },
): Promise<CardRow | null> {
  const [card] = await tx
    .insert(memberCards)
    .values({
      programmeId: o.programme.id,
      tierCode: o.tierCode,
      holderId: o.memberId,
      claimedById: o.memberId,
      source: o.source,
      issuedAt: o.now,
      expiresAt: addMonths(o.now, o.programme.validityMonths),
      createdAt: o.now,
      updatedAt: o.now,
    })
    .onConflictDoNothing({ target: [memberCards.programmeId, memberCards.claimedById] })
    .returning();
  if (!card) return null;
  await notifyCardGranted(
    tx,
    {
      cardId: card.id,
      memberId: o.memberId,
      programme: o.programme,
      source: o.source === 'CAMPAIGN' ? 'CAMPAIGN' : 'CLAIM',
    },
    o.now,
  );
  return card;
}

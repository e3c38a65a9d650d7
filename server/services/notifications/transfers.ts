import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { recordNotification } from './record';

/**
 * A card or a coupon given by one member to another: the receiver is told who gave what, once per transfer
 * (its row's id is the subject), in the transfer's transaction.
 */
export async function notifyReceived(
  tx: Db,
  t: {
    kind: 'CARD_RECEIVED' | 'COUPON_RECEIVED';
    transferId: string;
    fromMemberId: string;
    toMemberId: string;
    /** The card or the coupon. */
    subjectId: string;
    /** The programme's or the batch's name. */
    title: string;
  },
  now: Date,
): Promise<void> {
  const [from] = await tx
    .select({ name: members.name })
    .from(members)
    .where(eq(members.id, t.fromMemberId))
    .limit(1);
  await recordNotification(
    tx,
    {
      kind: t.kind,
      memberId: t.toMemberId,
      subjectId: t.transferId,
      link: { kind: t.kind === 'CARD_RECEIVED' ? 'CARD' : 'COUPON', id: t.subjectId },
      facts: { title: t.title, from: from?.name ?? '', source: 'TRANSFER' },
    },
    now,
  );
}

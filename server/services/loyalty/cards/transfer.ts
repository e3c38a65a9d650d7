import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cardTransfers, memberCards } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { fail } from '../../../http/errors';
import type { CardSummary, TransferCardForm } from '../../../schemas/cards';
import { notifyReceived } from '../../notifications/transfers';
import { enqueueCard } from '../queues';
import { transferTarget } from '../target';
import { cardSummary, loadCard } from './read';

/**
 * transferCard (spec §4 "card transfer goes to another member by mobile or e-mail", §5, §8 Card transfer): the
 * card (404), the caller's (1004), one token (1044), of a programme whose cards may move (1046: only corporate
 * members' do, spec §6), not activating or already moving (4704); then the captcha (4305), the member (4004),
 * not the caller (4200). One conditional update gives it to the member, so a transfer and an activation at the
 * same moment leave one owner; an active card's token then moves on chain once (the card job), and the card is
 * TRANSFERRING until it is mined.
 */
export async function transferCard(
  deps: Pick<Deps, 'db' | 'now' | 'queue' | 'log'>,
  memberId: string,
  f: TransferCardForm,
): Promise<CardSummary> {
  const now = deps.now();
  const row = await loadCard(deps.db, f.id);
  if (!row) fail('NOT_FOUND', 'card_not_found');
  if (row.card.holderId !== memberId) fail('VERIFICATION_FAILED', 'card_not_yours');
  if (f.quantity !== 1) fail('WRONG_QUANTITY', 'card_quantity_one');
  if (!row.programme.transferable) fail('NOT_TRANSFERABLE', 'card_not_transferable');
  if (row.card.state === 'ACTIVATING' || row.card.state === 'TRANSFERRING') fail('CARD_BUSY', 'card_busy');
  const to = await transferTarget(deps, memberId, f);
  const onChain = row.card.state === 'ACTIVE';
  const moved = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [m] = await tx
      .update(memberCards)
      .set({ holderId: to.id, state: onChain ? 'TRANSFERRING' : 'CLAIMED', updatedAt: now })
      .where(
        and(
          eq(memberCards.id, row.card.id),
          eq(memberCards.holderId, memberId),
          eq(memberCards.state, row.card.state),
        ),
      )
      .returning();
    if (!m) {
      const [again] = await tx.select().from(memberCards).where(eq(memberCards.id, row.card.id));
      if (again?.holderId !== memberId) fail('VERIFICATION_FAILED', 'card_not_yours');
      fail('CARD_BUSY', 'card_busy');
    }
    const [sent] = await tx
      .insert(cardTransfers)
      .values({
        cardId: m.id,
        fromMemberId: memberId,
        toMemberId: to.id,
        onChain,
        status: onChain ? 'PENDING' : 'DONE',
        createdAt: now,
      })
      .returning({ id: cardTransfers.id });
    await notifyReceived(
      tx,
      {
        kind: 'CARD_RECEIVED',
        transferId: sent!.id,
        fromMemberId: memberId,
        toMemberId: to.id,
        subjectId: m.id,
        title: row.programme.name,
      },
      now,
    );
    return m;
  });
  if (onChain) await enqueueCard(deps, moved.id);
  return cardSummary(deps.db, moved, now);
}

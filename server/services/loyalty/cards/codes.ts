import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cardProgrammes, memberCards, merchants, redeemBatches, redeemCodes } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { fail } from '../../../http/errors';
import {
  REDEEM_CODE_ALPHABET,
  REDEEM_CODE_LENGTH,
  type CardSummary,
  type RedeemCodeBatch,
} from '../../../schemas/cards';
import { requireMerchantFeature } from '../../merchants/access';
import { issueCard } from './issue';
import { cardSummary } from './read';

/** A random 16-character code of Crockford's alphabet (80 bits): guessing one is hopeless. */
export function newRedeemCode(): string {
  let s = '';
  for (let i = 0; i < REDEEM_CODE_LENGTH; i++)
    s += REDEEM_CODE_ALPHABET[randomInt(REDEEM_CODE_ALPHABET.length)];
  return s;
}

/**
 * generateRedeemCodes: a merchant (MEMBERSHIP_CARDS) makes `count` codes for cards of one tier of one of its
 * programmes (else 404, an unknown tier 4200); the batch gives out `cards` cards (as many as codes when
 * absent), first come first served. Each code is stored once (primary key).
 */
export async function generateRedeemCodes(
  deps: Pick<Deps, 'db' | 'now'>,
  memberId: string,
  f: { programmeId: string; tier: string; count: number; cards?: number | '' | undefined },
): Promise<RedeemCodeBatch> {
  const now = deps.now();
  const merchant = await requireMerchantFeature(deps.db, memberId, 'MEMBERSHIP_CARDS', now);
  const [programme] = await deps.db
    .select()
    .from(cardProgrammes)
    .where(and(eq(cardProgrammes.id, f.programmeId), eq(cardProgrammes.merchantId, merchant.id)));
  if (!programme) fail('NOT_FOUND', 'programme_not_found');
  const tier = f.tier || programme.tiers[0]!.code;
  if (!programme.tiers.some((t) => t.code === tier))
    fail('VALIDATION_FAILED', 'validation_failed', [{ path: 'tier', message: 'unknown_tier' }]);
  const quantity = typeof f.cards === 'number' ? f.cards : f.count;
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [batch] = await tx
      .insert(redeemBatches)
      .values({ programmeId: programme.id, tierCode: tier, quantity, remaining: quantity, createdAt: now })
      .returning();
    const codes: string[] = [];
    while (codes.length < f.count) {
      const wanted = Array.from({ length: f.count - codes.length }, newRedeemCode);
      const stored = await tx
        .insert(redeemCodes)
        .values(wanted.map((code) => ({ code, batchId: batch!.id })))
        .onConflictDoNothing()
        .returning({ code: redeemCodes.code });
      codes.push(...stored.map((s) => s.code));
    }
    return {
      batchId: batch!.id,
      programmeId: programme.id,
      tier,
      quantity,
      remaining: quantity,
      codes,
      createdAt: now.toISOString(),
    };
  });
}

/**
 * redeemCardCode (spec §7 "distribute by redeem code", §8 Redeem): in one transaction, so a refusal leaves the
 * code unclaimed: the code is taken by one conditional update (unknown 1045, taken by anyone before 1029),
 * its batch gives one card while any are left (1028 sold out), and the member gets the card unless they
 * already hold one of the programme (1027, the card's unique key). Under any concurrency each code is
 * claimed once and a batch never gives more cards than it has; the claimant sending it again gets its card.
 */
export async function redeemCardCode(
  deps: Pick<Deps, 'db' | 'now'>,
  memberId: string,
  code: string,
): Promise<CardSummary> {
  const now = deps.now();
  const card = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [taken] = await tx
      .update(redeemCodes)
      .set({ claimedById: memberId, claimedAt: now })
      .where(and(eq(redeemCodes.code, code), isNull(redeemCodes.claimedById)))
      .returning({ batchId: redeemCodes.batchId });
    if (!taken) {
      const [known] = await tx
        .select({ claimedById: redeemCodes.claimedById, cardId: redeemCodes.cardId })
        .from(redeemCodes)
        .where(eq(redeemCodes.code, code));
      // The same member sending the same code again (a retry after a lost answer) gets the card it gave.
      if (known?.claimedById === memberId && known.cardId) {
        const [mine] = await tx.select().from(memberCards).where(eq(memberCards.id, known.cardId));
        if (mine) return mine;
      }
      if (known) fail('ALREADY_CLAIMED', 'code_already_claimed');
      fail('INVALID_REDEEM_CODE', 'code_invalid');
    }
    const [row] = await tx
      .select({ batch: redeemBatches, programme: cardProgrammes, status: merchants.status })
      .from(redeemBatches)
      .innerJoin(cardProgrammes, eq(cardProgrammes.id, redeemBatches.programmeId))
      .innerJoin(merchants, eq(merchants.id, cardProgrammes.merchantId))
      .where(eq(redeemBatches.id, taken.batchId));
    if (!row || row.status !== 'ACTIVE') fail('INVALID_REDEEM_CODE', 'code_invalid');
    const [left] = await tx
      .update(redeemBatches)
      .set({ remaining: sql`${redeemBatches.remaining} - 1` })
      .where(and(eq(redeemBatches.id, row.batch.id), gt(redeemBatches.remaining, 0)))
      .returning({ id: redeemBatches.id });
    if (!left) fail('SOLD_OUT', 'cards_sold_out');
    const issued = await issueCard(tx, {
      programme: row.programme,
      tierCode: row.batch.tierCode,
      memberId,
      source: 'CODE',
      now,
    });
    if (!issued) fail('MEMBER_ALREADY_COLLECTED', 'card_already_collected');
    await tx.update(redeemCodes).set({ cardId: issued.id }).where(eq(redeemCodes.code, code));
    return issued;
  });
  return cardSummary(deps.db, card, now);
}

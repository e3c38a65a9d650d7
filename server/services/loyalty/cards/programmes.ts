import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cardProgrammes, memberCards, merchants } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import type { CardProgramme, CardProgrammeForm } from '../../../schemas/cards';
import { percentToBasisPoints } from '../../../schemas/promotions';
import { requireMerchantFeature } from '../../merchants/access';

export type ProgrammeRow = typeof cardProgrammes.$inferSelect;
type MerchantRow = typeof merchants.$inferSelect;

export function programmeView(
  row: ProgrammeRow,
  merchant: Pick<MerchantRow, 'mcId' | 'name'>,
  cards: number,
): CardProgramme {
  return {
    id: row.id,
    mcId: merchant.mcId,
    merchantName: merchant.name,
    name: row.name,
    description: row.description,
    tiers: row.tiers,
    transferable: row.transferable,
    validityMonths: row.validityMonths,
    web3Group: row.web3Group || row.name,
    isDefault: row.isDefault,
    blockchain: row.blockchain,
    cards,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * createCardProgramme: a merchant whose plan has MEMBERSHIP_CARDS defines a programme: tiers (each with the VIP
 * discount its cards give at checkout), transferable or not (spec §6: only corporate members' cards move),
 * months of validity, the web3 group. The merchant's first programme, or one marked so, is its default: the
 * QR mini page issues that one (one default per merchant, a unique key; the previous one steps down).
 */
export async function createCardProgramme(
  deps: Pick<Deps, 'db' | 'now'>,
  memberId: string,
  f: CardProgrammeForm,
): Promise<CardProgramme> {
  const merchant = await requireMerchantFeature(deps.db, memberId, 'MEMBERSHIP_CARDS', deps.now());
  const row = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // Programmes of one merchant are created one at a time, so "the first one" and the default are decided once.
    await tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchant.id)).for('update');
    const [existing] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(cardProgrammes)
      .where(eq(cardProgrammes.merchantId, merchant.id));
    const isDefault = f.isDefault || existing!.n === 0;
    if (isDefault)
      await tx
        .update(cardProgrammes)
        .set({ isDefault: false })
        .where(and(eq(cardProgrammes.merchantId, merchant.id), eq(cardProgrammes.isDefault, true)));
    const [inserted] = await tx
      .insert(cardProgrammes)
      .values({
        merchantId: merchant.id,
        name: f.name,
        description: f.description,
        tiers: f.tiers.map((tier, i) => ({
          code: `T${i + 1}`,
          name: tier.name,
          vipDiscountBp: Math.min(10_000, percentToBasisPoints(tier.vipPercent)),
        })),
        transferable: f.transferable,
        validityMonths: f.validityMonths,
        web3Group: f.web3Group,
        isDefault,
        createdAt: deps.now(),
      })
      .returning();
    return inserted!;
  });
  return programmeView(row, merchant, 0);
}

/** listMyCardProgrammes: the caller's merchant's programmes, newest first, with how many cards each has. */
export async function listMyCardProgrammes(
  deps: Pick<Deps, 'db' | 'now'>,
  memberId: string,
): Promise<{ items: CardProgramme[] }> {
  const merchant = await requireMerchantFeature(deps.db, memberId, 'MEMBERSHIP_CARDS', deps.now());
  const rows = await deps.db
    .select({ programme: cardProgrammes, cards: sql<number>`count(${memberCards.id})`.mapWith(Number) })
    .from(cardProgrammes)
    .leftJoin(memberCards, eq(memberCards.programmeId, cardProgrammes.id))
    .where(eq(cardProgrammes.merchantId, merchant.id))
    .groupBy(cardProgrammes.id)
    .orderBy(desc(cardProgrammes.createdAt));
  return { items: rows.map((r) => programmeView(r.programme, merchant, r.cards)) };
}

import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cardProgrammes } from '../../../db/schema';
import { fail } from '../../../http/errors';
import type { EformTarget, EformType } from '../../../schemas/eforms';
import { PLATFORM_MC_ID } from '../../../schemas/merchants';
import { merchantByMcId } from '../../merchants/access';

/**
 * getEformTarget: the merchant a mini-page QR code joins and the card its registration
 * issues (the rule of issueQrCard: the default programme's first tier), so the page names them from the
 * first step. The platform (COM) joins no merchant and gives no card. An unknown or suspended merchant
 * answers 404 `merchant_not_found`; submitEform and completeEform call this first, so such a code registers
 * nothing (no e-form, code, member, wallet or card).
 */
export async function eformTarget(db: Db, q: { type: EformType; mcId: string }): Promise<EformTarget> {
  if (q.mcId === PLATFORM_MC_ID) return { type: q.type, mcId: q.mcId, merchant: null, card: null };
  const m = await merchantByMcId(db, q.mcId);
  if (!m || m.status !== 'ACTIVE') fail('NOT_FOUND', 'merchant_not_found');
  const [p] = await db
    .select({
      name: cardProgrammes.name,
      description: cardProgrammes.description,
      tiers: cardProgrammes.tiers,
    })
    .from(cardProgrammes)
    .where(and(eq(cardProgrammes.merchantId, m.id), eq(cardProgrammes.isDefault, true)))
    .limit(1);
  return {
    type: q.type,
    mcId: m.mcId,
    merchant: { name: m.name, logo: m.logo },
    card: p ? { name: p.name, description: p.description, tier: p.tiers[0]?.name ?? '' } : null,
  };
}

import { and, desc, eq, gt, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cardProgrammes,
  campaignClaims,
  campaignMembers,
  campaigns,
  couponBatches,
  merchants,
  products,
} from '../../db/schema';
import { fail } from '../../http/errors';
import { PAGE_KIND_OF, type Campaign, type CampaignRoute, type LocalText } from '../../schemas/campaigns';
import { LOCALES } from '../../schemas/common';

export type CampaignRow = typeof campaigns.$inferSelect;
type Row = {
  campaign: CampaignRow;
  batch: typeof couponBatches.$inferSelect | null;
  product: { id: string; name: string; displayImage: string } | null;
  programme: typeof cardProgrammes.$inferSelect | null;
  merchant: typeof merchants.$inferSelect;
};

/** A blank language reads as English (the one required), so every page has a text in every language. */
const filled = (t: LocalText): LocalText =>
  Object.fromEntries(LOCALES.map((l) => [l, t[l] || t.en_US])) as LocalText;

const joined = (db: Db) =>
  db
    .select({
      campaign: campaigns,
      batch: couponBatches,
      product: { id: products.id, name: products.name, displayImage: products.displayImage },
      programme: cardProgrammes,
      merchant: merchants,
    })
    .from(campaigns)
    .leftJoin(couponBatches, eq(couponBatches.id, campaigns.rewardBatchId))
    .leftJoin(products, eq(products.id, campaigns.rewardProductId))
    .leftJoin(cardProgrammes, eq(cardProgrammes.id, campaigns.rewardProgrammeId))
    .innerJoin(merchants, eq(merchants.id, campaigns.merchantId));

/** The caller's part: joined or not, rewards claimed and the coupons, gift orders or cards they gave. */
async function mine(db: Db, campaignIds: string[], memberId: string | null) {
  const parts = new Map<string, NonNullable<Campaign['me']>>();
  if (!memberId || campaignIds.length === 0) return parts;
  const ms = await db
    .select()
    .from(campaignMembers)
    .where(and(eq(campaignMembers.memberId, memberId), inArray(campaignMembers.campaignId, campaignIds)));
  for (const m of ms) {
    parts.set(m.campaignId, { joined: true, claimed: m.claimed, couponIds: [], orderIds: [], cardIds: [] });
  }
  const cs = await db
    .select()
    .from(campaignClaims)
    .where(
      and(
        eq(campaignClaims.memberId, memberId),
        inArray(campaignClaims.campaignId, campaignIds),
        or(
          isNotNull(campaignClaims.couponId),
          isNotNull(campaignClaims.orderId),
          isNotNull(campaignClaims.cardId),
        ),
      ),
    )
    .orderBy(campaignClaims.createdAt);
  for (const c of cs) {
    const part = parts.get(c.campaignId);
    if (c.couponId) part?.couponIds.push(c.couponId);
    if (c.orderId) part?.orderIds.push(c.orderId);
    if (c.cardId) part?.cardIds.push(c.cardId);
  }
  return parts;
}

function view(r: Row, me: Campaign['me']): Campaign {
  const c = r.campaign;
  return {
    id: c.id,
    mcId: r.merchant.mcId,
    merchantName: r.merchant.name,
    route: c.route,
    pageKind: PAGE_KIND_OF[c.route],
    title: filled(c.title),
    steps: c.steps.map(filled),
    artwork: c.artwork,
    startsAt: c.startsAt.toISOString(),
    endsAt: c.endsAt.toISOString(),
    reward: {
      kind: c.rewardKind,
      batchId: r.batch?.id ?? null,
      productId: r.product?.id ?? null,
      programmeId: r.programme?.id ?? null,
      name: r.product?.name ?? r.batch?.name ?? r.programme?.name ?? '',
      image: r.product?.displayImage ?? '',
    },
    totalLimit: c.totalLimit,
    remaining: c.remaining,
    perMemberLimit: c.perMemberLimit,
    me,
  };
}

async function views(db: Db, rows: Row[], memberId: string | null): Promise<Campaign[]> {
  const parts = await mine(
    db,
    rows.map((r) => r.campaign.id),
    memberId,
  );
  const none = memberId ? { joined: false, claimed: 0, couponIds: [], orderIds: [], cardIds: [] } : null;
  return rows.map((r) => view(r, parts.get(r.campaign.id) ?? none));
}

/** A campaign of an active merchant, or 404. */
export async function campaignRow(db: Db, id: string): Promise<Row> {
  const [row] = await joined(db).where(eq(campaigns.id, id)).limit(1);
  if (!row || row.merchant.status !== 'ACTIVE') fail('NOT_FOUND', 'campaign_not_found');
  return row;
}

/** getCampaign: one campaign with the caller's part. */
export async function getCampaign(db: Db, id: string, memberId: string | null): Promise<Campaign> {
  return (await views(db, [await campaignRow(db, id)], memberId))[0]!;
}

/**
 * listCampaigns: campaigns not yet ended of active merchants (of one route when given), the latest starting
 * first; `mine` lists the caller's merchant's campaigns, ended ones too.
 */
export async function listCampaigns(
  db: Db,
  q: { route?: CampaignRoute; merchantId?: string },
  memberId: string | null,
  now: Date,
): Promise<Campaign[]> {
  const where = q.merchantId
    ? eq(campaigns.merchantId, q.merchantId)
    : and(
        eq(merchants.status, 'ACTIVE'),
        gt(campaigns.endsAt, now),
        q.route ? eq(campaigns.route, q.route) : undefined,
      );
  const rows = await joined(db).where(where).orderBy(desc(campaigns.startsAt), desc(campaigns.id)).limit(100);
  return views(db, rows, memberId);
}

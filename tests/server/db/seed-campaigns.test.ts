import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { campaigns, cardProgrammes, couponBatches, merchants } from '../../../server/db/schema';
import { DEMO_CAMPAIGN_BATCH, seedDemoCampaigns } from '../../../server/db/seed/campaigns';
import { seedDemoLoyalty } from '../../../server/db/seed/loyalty';
import { DEMO_MC_ID, seedDemoMerchant } from '../../../server/db/seed/merchants';
import { CAMPAIGN_ROUTES } from '../../../server/schemas/campaigns';
import { freshDatabase } from '../../support/server';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('seedDemoCampaigns', () => {
  it('gives each event route one running campaign of the demo merchant with its gift batch, once', async () => {
    await seedDemoMerchant(database.db);
    const now = new Date();
    await seedDemoCampaigns(database.db, now);
    await seedDemoCampaigns(database.db, now);
    const [m] = await database.db.select().from(merchants).where(eq(merchants.mcId, DEMO_MC_ID));
    const rows = await database.db.select().from(campaigns).where(eq(campaigns.merchantId, m!.id));
    expect(rows.map((r) => r.route).sort()).toEqual([...CAMPAIGN_ROUTES].sort());
    expect(rows.every((r) => r.startsAt < now && r.endsAt > now && r.remaining === r.totalLimit)).toBe(true);
    expect(rows.every((r) => r.title.zh_TW && r.title.en_KR && r.steps.length === 3)).toBe(true);
    const batches = await database.db.select().from(couponBatches).where(eq(couponBatches.merchantId, m!.id));
    expect(batches.map((b) => b.name)).toEqual([DEMO_CAMPAIGN_BATCH]);
  });

  it('with the loyalty seed, lubudsreg gives a card of the club programme', async () => {
    const fresh = await freshDatabase();
    try {
      await seedDemoMerchant(fresh.db);
      await seedDemoLoyalty(fresh.db);
      await seedDemoCampaigns(fresh.db);
      const [row] = await fresh.db
        .select({ kind: campaigns.rewardKind, programme: cardProgrammes.name })
        .from(campaigns)
        .innerJoin(cardProgrammes, eq(cardProgrammes.id, campaigns.rewardProgrammeId))
        .where(eq(campaigns.route, 'lubudsreg'));
      expect(row).toEqual({ kind: 'CARD', programme: 'Harbour Bean Club' });
    } finally {
      await fresh.close();
    }
  });
});

import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { cardProgrammes, couponBatches, merchants, productEvents, products } from '../../../server/db/schema';
import { seedDemoLoyalty } from '../../../server/db/seed/loyalty';
import { DEMO_MC_ID, seedDemoMerchant } from '../../../server/db/seed/merchants';
import { freshDatabase } from '../../support/server';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('seedDemoLoyalty', () => {
  it('gives the demo merchant goods on sale, a default and a corporate card programme and a free coupon batch, once', async () => {
    await seedDemoMerchant(database.db);
    await seedDemoLoyalty(database.db);
    await seedDemoLoyalty(database.db);
    const [m] = await database.db.select().from(merchants).where(eq(merchants.mcId, DEMO_MC_ID));
    const goods = await database.db.select().from(products).where(eq(products.ownerId, m!.ownerId!));
    expect(goods).toHaveLength(3);
    expect(goods.every((g) => g.sourceType === 'PHYSICAL' && g.status === 'ON_SALE' && g.fixPriceHK)).toBe(
      true,
    );
    // Put on sale once each (a LISTED event), so they are public items the merchant page shows.
    const listed = await database.db
      .select()
      .from(productEvents)
      .where(
        and(
          inArray(
            productEvents.productId,
            goods.map((g) => g.id),
          ),
          eq(productEvents.kind, 'LISTED'),
        ),
      );
    expect(listed).toHaveLength(3);
    const programmes = await database.db
      .select()
      .from(cardProgrammes)
      .where(eq(cardProgrammes.merchantId, m!.id));
    expect(programmes.map((p) => [p.name, p.isDefault, p.transferable]).sort()).toEqual([
      ['Harbour Bean Club', true, false],
      ['Harbour Bean Corporate', false, true],
    ]);
    const batches = await database.db.select().from(couponBatches).where(eq(couponBatches.merchantId, m!.id));
    expect(batches.map((b) => [b.name, b.price])).toEqual([['Welcome HK$20 off', null]]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { merchantAppConfigs, members, merchants } from '../../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/accounts';
import { DEMO_MC_ID, seedDemoMerchant } from '../../../server/db/seed/merchants';
import { seedAdminMember } from '../../../server/db/seed/support';
import { verifyPassword } from '../../../server/services/members/passwords';
import { requireMerchantFeature } from '../../../server/services/merchants/access';
import { freshDatabase } from '../../support/server';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;

describe('seedDemoMerchant', () => {
  it('makes the demo merchant account own an active Business COUPON merchant with its settings, once', async () => {
    await seedDemoMerchant(database.db);
    await seedDemoMerchant(database.db);
    const [owner, ...more] = await database.db
      .select()
      .from(members)
      .where(eq(members.loginName, account('merchant').loginName));
    expect(more).toEqual([]);
    expect(await verifyPassword(owner!.passwordHash!, account('merchant').password)).toBe(true);
    expect(owner!.memberType).toBe('B2B');
    const rows = await database.db.select().from(merchants).where(eq(merchants.mcId, DEMO_MC_ID));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ownerId: owner!.id,
      type: 'COUPON',
      plan: 'BUSINESS',
      planStatus: 'ACTIVE',
      status: 'ACTIVE',
      contactEmail: owner!.email,
    });
    const configs = await database.db
      .select()
      .from(merchantAppConfigs)
      .where(eq(merchantAppConfigs.mcId, DEMO_MC_ID));
    expect(configs.map((c) => c.type).sort()).toEqual(['ONLINEORDER', 'PAYMENTMETHODS']);
    expect((await requireMerchantFeature(database.db, owner!.id, 'MERCHANT_PAGE')).mcId).toBe(DEMO_MC_ID);
  });
});

describe('seedAdminMember', () => {
  it('adds the demo platform operator with the ADMIN tag once', async () => {
    await seedAdminMember(database.db);
    await seedAdminMember(database.db);
    const rows = await database.db
      .select()
      .from(members)
      .where(eq(members.loginName, account('admin').loginName));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.permiTagValues).toEqual(['ADMIN']);
    expect(await verifyPassword(rows[0]!.passwordHash!, account('admin').password)).toBe(true);
  });
});

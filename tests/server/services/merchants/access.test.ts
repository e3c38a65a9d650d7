import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../server/db/client';
import { merchants } from '../../../../server/db/schema';
import { ApiError } from '../../../../server/http/errors';
import { Code } from '../../../../server/schemas/codes';
import { FEATURES, PLAN_FEATURES, type Feature } from '../../../../server/schemas/merchants';
import {
  merchantByMcId,
  merchantOfMember,
  planInForce,
  requireMerchantFeature,
} from '../../../../server/services/merchants/access';
import { createTestSession } from '../../../support/members';
import { freshDatabase } from '../../../support/server';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const now = new Date('2026-03-01T00:00:00Z');
const day = 86_400_000;

async function merchantFor(values: Partial<typeof merchants.$inferInsert> = {}) {
  const { memberId } = await createTestSession(database.db);
  const [row] = await database.db
    .insert(merchants)
    .values({
      mcId: `T${memberId.slice(0, 8).toUpperCase()}`,
      ownerId: memberId,
      name: 'Shop',
      type: 'COUPON',
      ...values,
    })
    .returning();
  return { memberId, merchant: row! };
}

async function refusal(p: Promise<unknown>): Promise<{ code: number; message: string }> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return { code: (err as ApiError).code, message: (err as ApiError).message };
}

describe('merchant look-ups', () => {
  it('finds the platform (COM, from the migration) by its code and nobody as its owner', async () => {
    const com = await merchantByMcId(database.db, 'COM');
    expect(com).toMatchObject({ mcId: 'COM', ownerId: null, type: 'GENERAL', plan: 'ENTERPRISE' });
    expect(await merchantByMcId(database.db, 'NOPE')).toBeNull();
  });

  it('answers the merchant a member owns, or null', async () => {
    const { memberId, merchant } = await merchantFor();
    expect((await merchantOfMember(database.db, memberId))?.id).toBe(merchant.id);
    const other = await createTestSession(database.db);
    expect(await merchantOfMember(database.db, other.memberId)).toBeNull();
  });

  it('keeps one merchant per owner and one per code (unique keys)', async () => {
    const { memberId, merchant } = await merchantFor();
    await expect(
      database.db.insert(merchants).values({ mcId: 'SECOND', ownerId: memberId, name: 'x', type: 'PMS' }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(merchants).values({ mcId: merchant.mcId, name: 'x', type: 'PMS' }),
    ).rejects.toThrow();
  });
});

describe('PLAN_FEATURES', () => {
  it('gives Basic six features, Business four more, Enterprise six more, each a superset of the last', () => {
    expect(PLAN_FEATURES.NONE).toEqual([]);
    expect(PLAN_FEATURES.BASIC).toHaveLength(6);
    expect(PLAN_FEATURES.BUSINESS).toHaveLength(10);
    expect(PLAN_FEATURES.ENTERPRISE).toEqual([...FEATURES]);
    expect(PLAN_FEATURES.BASIC.every((f) => PLAN_FEATURES.BUSINESS.includes(f))).toBe(true);
    expect(PLAN_FEATURES.BASIC).not.toContain('MERCHANT_PAGE');
    expect(PLAN_FEATURES.BUSINESS).not.toContain('DASHBOARD');
  });
});

describe('planInForce', () => {
  const base = { plan: 'BASIC', status: 'ACTIVE', planGraceUntil: null } as const;
  it('holds a paid plan until its period ends, a past-due one until its grace ends', () => {
    const end = new Date(now.getTime() + day);
    expect(planInForce({ ...base, planStatus: 'ACTIVE', planPeriodEnd: end }, now)).toBe('BASIC');
    expect(planInForce({ ...base, planStatus: 'ACTIVE', planPeriodEnd: now }, now)).toBe('NONE');
    expect(planInForce({ ...base, planStatus: 'ACTIVE', planPeriodEnd: null }, now)).toBe('BASIC');
    const past = { ...base, planStatus: 'PAST_DUE', planPeriodEnd: new Date(now.getTime() - day) } as const;
    expect(planInForce({ ...past, planGraceUntil: end }, now)).toBe('BASIC');
    expect(planInForce({ ...past, planGraceUntil: now }, now)).toBe('NONE');
    expect(planInForce({ ...base, planStatus: 'ENDED', planPeriodEnd: end }, now)).toBe('NONE');
    expect(planInForce({ ...base, status: 'SUSPENDED', planStatus: 'ACTIVE', planPeriodEnd: end }, now)).toBe(
      'NONE',
    );
  });
});

describe('requireMerchantFeature', () => {
  it('refuses a member who owns no merchant (403 not_a_merchant)', async () => {
    const { memberId } = await createTestSession(database.db);
    expect(await refusal(requireMerchantFeature(database.db, memberId, 'COUPONS', now))).toEqual({
      code: Code.FORBIDDEN,
      message: 'not_a_merchant',
    });
  });

  it('refuses a suspended merchant and one with no plan', async () => {
    const suspended = await merchantFor({ plan: 'BUSINESS', planStatus: 'ACTIVE', status: 'SUSPENDED' });
    expect(
      (await refusal(requireMerchantFeature(database.db, suspended.memberId, 'COUPONS', now))).message,
    ).toBe('merchant_suspended');
    const none = await merchantFor();
    expect((await refusal(requireMerchantFeature(database.db, none.memberId, 'COUPONS', now))).message).toBe(
      'plan_lacks_feature',
    );
  });

  it('lets each plan use its features and nothing more', async () => {
    const end = new Date(now.getTime() + 30 * day);
    for (const plan of ['BASIC', 'BUSINESS', 'ENTERPRISE'] as const) {
      const { memberId, merchant } = await merchantFor({ plan, planStatus: 'ACTIVE', planPeriodEnd: end });
      for (const feature of FEATURES as readonly Feature[]) {
        const call = requireMerchantFeature(database.db, memberId, feature, now);
        if (PLAN_FEATURES[plan].includes(feature)) expect((await call).id).toBe(merchant.id);
        else expect((await refusal(call)).message).toBe('plan_lacks_feature');
      }
    }
  });

  it('given several features, needs every one of them and names the first one missing', async () => {
    const end = new Date(now.getTime() + 30 * day);
    const { memberId, merchant } = await merchantFor({
      plan: 'BASIC',
      planStatus: 'ACTIVE',
      planPeriodEnd: end,
    });
    const both = ['COUPONS', 'MEMBERSHIP_CARDS'] as const;
    expect((await requireMerchantFeature(database.db, memberId, both, now)).id).toBe(merchant.id);
    const call = requireMerchantFeature(database.db, memberId, ['COUPONS', 'E_STAMPS'], now);
    await expect(call).rejects.toMatchObject({ data: { feature: 'E_STAMPS' } });
  });

  it('stops at the end of the paid month without waiting for the renewal job', async () => {
    const { memberId, merchant } = await merchantFor({
      plan: 'BASIC',
      planStatus: 'ACTIVE',
      planPeriodEnd: new Date(now.getTime() + day),
    });
    expect((await requireMerchantFeature(database.db, memberId, 'COUPONS', now)).id).toBe(merchant.id);
    const later = new Date(now.getTime() + 2 * day);
    expect((await refusal(requireMerchantFeature(database.db, memberId, 'COUPONS', later))).code).toBe(403);
    await database.db
      .update(merchants)
      .set({ planStatus: 'PAST_DUE', planGraceUntil: new Date(now.getTime() + 3 * day) })
      .where(eq(merchants.id, merchant.id));
    expect((await requireMerchantFeature(database.db, memberId, 'COUPONS', later)).id).toBe(merchant.id);
  });
});

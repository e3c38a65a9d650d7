import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, memberStamps, merchants, stampGrants, stampRewards } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { recordPayment } from '../../../server/services/payments/record';
import type { TestServer } from '../../support/server';
import { makeOrder } from '../payments/fixtures';
import {
  cardHolder,
  grant,
  issueBatch,
  loyaltyServer,
  merchantOf,
  person,
  stampCard,
  takeSent,
  type MerchantFixture,
} from './loyalty-fixtures';

let s: TestServer;
let shop: MerchantFixture;

beforeAll(async () => {
  s = await loyaltyServer();
  shop = await merchantOf(s, { plan: 'ENTERPRISE' });
}, 120_000);
afterAll(() => s.close());

const key = () => randomUUID().replaceAll('-', '');
const mine = async (who: { memberId: string; token: string }) =>
  (await s.request('GET', '/api/stamps/mine', { session: who })).data.items as {
    mcId: string;
    stamps: number;
    stampsRequired: number;
    rewardsEarned: number;
  }[];

describe('saveStampCard / getMyStampCard', () => {
  it('is for Enterprise merchants only (403 plan_lacks_feature, not_a_merchant)', async () => {
    const business = await merchantOf(s, { plan: 'BUSINESS' });
    const batch = await issueBatch(s, business);
    const form = {
      name: 'Card',
      stampsRequired: '5',
      rewardBatchId: batch.id,
      validFrom: new Date(s.clock.now.getTime() - 1000).toISOString(),
      validTo: new Date(s.clock.now.getTime() + 86_400_000).toISOString(),
    };
    const r = await s.request('POST', '/api/stamps/card', { session: business.session, form });
    expect(r.meta).toEqual({ code: Code.FORBIDDEN, message: 'plan_lacks_feature' });
    const nobody = await person(s);
    const n = await s.request('GET', '/api/stamps/card/mine', { session: nobody });
    expect(n.meta).toEqual({ code: Code.FORBIDDEN, message: 'not_a_merchant' });
  });

  it('checks the terms: 2 to 20 stamps, the merchant’s own batch, the period', async () => {
    const other = await merchantOf(s, { plan: 'ENTERPRISE' });
    const foreign = await issueBatch(s, other);
    const now = s.clock.now.getTime();
    const base = {
      name: 'Card',
      rewardBatchId: foreign.id,
      validFrom: new Date(now).toISOString(),
      validTo: new Date(now - 1000).toISOString(),
    };
    for (const n of ['1', '21']) {
      const r = await s.request('POST', '/api/stamps/card', {
        session: shop.session,
        form: { ...base, stampsRequired: n },
      });
      expect(r.meta.code).toBe(Code.VALIDATION_FAILED);
    }
    const r = await s.request('POST', '/api/stamps/card', {
      session: shop.session,
      form: { ...base, stampsRequired: '4' },
    });
    expect(r.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(r.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'rewardBatchId', message: 'not_own_batch' }),
        expect.objectContaining({ path: 'validTo', message: 'ends_before_start' }),
      ]),
    );
    const none = await s.request('GET', '/api/stamps/card/mine', { session: other.session });
    expect(none.data).toEqual({ card: null });
  });
});

describe('grantStamp', () => {
  it('a double scan grants once; the Nth stamp issues the reward coupon once and a new card starts', async () => {
    const m = await merchantOf(s, { plan: 'ENTERPRISE' });
    const { batch } = await stampCard(s, m, 3);
    const h = await cardHolder(s, m);
    const k1 = key();
    const first = await grant(s, m, await h.qr(), k1);
    expect(first.meta.code).toBe(Code.OK);
    expect(first.data).toMatchObject({ stamps: 1, stampsRequired: 3, completed: false, duplicate: false });
    const again = await grant(s, m, await h.qr(), k1);
    expect(again.data).toMatchObject({ stamps: 1, duplicate: true, rewardCouponId: null });
    await grant(s, m, await h.qr(), key());
    takeSent(s, 'loyalty.coupon');
    const k3 = key();
    const third = await grant(s, m, await h.qr(), k3);
    expect(third.data).toMatchObject({ stamps: 0, completed: true, duplicate: false });
    const couponId = third.data.rewardCouponId as string;
    expect(takeSent(s, 'loyalty.coupon')).toEqual([{ couponId }]);
    // The completing scan repeated: the same reward, nothing new.
    const replay = await grant(s, m, await h.qr(), k3);
    expect(replay.data).toMatchObject({ completed: true, rewardCouponId: couponId, duplicate: true });
    const held = await s.deps.db.select().from(coupons).where(eq(coupons.batchId, batch.id));
    expect(held.map((c) => [c.id, c.holderId])).toEqual([[couponId, h.who.memberId]]);
    const myCoupons = await s.request('GET', '/api/coupons/mine', { session: h.who });
    expect(myCoupons.data.items.map((c: { id: string }) => c.id)).toEqual([couponId]);
    expect(await mine(h.who)).toMatchObject([
      { mcId: m.mcId, stamps: 0, stampsRequired: 3, rewardsEarned: 1 },
    ]);
    await grant(s, m, await h.qr(), key());
    expect(await mine(h.who)).toMatchObject([{ stamps: 1, rewardsEarned: 1 }]);
    const log = await s.deps.db
      .select()
      .from(stampGrants)
      .where(eq(stampGrants.memberId, h.who.memberId))
      .orderBy(stampGrants.createdAt);
    expect(log.map((g) => [g.source, g.round, g.stampNo])).toEqual([
      ['SCAN', 1, 1],
      ['SCAN', 1, 2],
      ['SCAN', 1, 3],
      ['SCAN', 2, 1],
    ]);
  });

  it('refuses a bad or foreign QR (1045), an expired one (4701), no card (404), the period (8102)', async () => {
    const m = await merchantOf(s, { plan: 'ENTERPRISE' });
    const h = await cardHolder(s, m);
    const payload = await h.qr();
    expect((await grant(s, m, payload, key())).meta).toEqual({
      code: Code.NOT_FOUND,
      message: 'stamp_card_not_found',
    });
    await stampCard(s, m, 2);
    expect((await grant(s, m, 'MC1.nonsense', key())).meta.code).toBe(Code.INVALID_REDEEM_CODE);
    const other = await merchantOf(s, { plan: 'ENTERPRISE' });
    await stampCard(s, other, 2);
    expect((await grant(s, other, payload, key())).meta.code).toBe(Code.INVALID_REDEEM_CODE);
    const bad = await s.request('POST', '/api/stamps/grant', {
      session: m.session,
      form: { payload, key: 'short' },
    });
    expect(bad.meta.code).toBe(Code.VALIDATION_FAILED);
    s.clock.now = new Date(s.clock.now.getTime() + 600_000);
    try {
      expect((await grant(s, m, payload, key())).meta.code).toBe(Code.QR_EXPIRED);
    } finally {
      s.clock.now = new Date(s.clock.now.getTime() - 600_000);
    }
    const now = s.clock.now.getTime();
    const ended = await s.request('POST', '/api/stamps/card', {
      session: m.session,
      form: {
        name: 'Summer card',
        stampsRequired: '2',
        rewardBatchId: (await issueBatch(s, m)).id,
        validFrom: new Date(now - 2 * 86_400_000).toISOString(),
        validTo: new Date(now - 86_400_000).toISOString(),
      },
    });
    expect(ended.meta.code).toBe(Code.OK);
    expect((await grant(s, m, await h.qr(), key())).meta.code).toBe(Code.PROMO_EXPIRED);
    expect(await mine(h.who)).toEqual([]);
  });

  it('a sold-out reward refuses the completing stamp (1028) and leaves no half-written row', async () => {
    const m = await merchantOf(s, { plan: 'ENTERPRISE' });
    const { card, batch } = await stampCard(s, m, 2, { quantity: '1' });
    const [a, b] = [await cardHolder(s, m), await cardHolder(s, m)];
    await grant(s, m, await a.qr(), key());
    expect((await grant(s, m, await a.qr(), key())).data.completed).toBe(true);
    await grant(s, m, await b.qr(), key());
    const k = key();
    expect((await grant(s, m, await b.qr(), k)).meta.code).toBe(Code.SOLD_OUT);
    const progress = await s.deps.db
      .select()
      .from(memberStamps)
      .where(and(eq(memberStamps.stampCardId, card.id), eq(memberStamps.memberId, b.who.memberId)));
    expect(progress).toMatchObject([{ stamps: 1, completed: 0 }]);
    const keyed = await s.deps.db.select().from(stampGrants).where(eq(stampGrants.key, k));
    expect(keyed).toEqual([]);
    expect(await s.deps.db.select().from(coupons).where(eq(coupons.batchId, batch.id))).toHaveLength(1);
  });
});

describe('stamps at checkout', () => {
  it('a paid order of the merchant’s goods stamps its buyer once, whatever the replays', async () => {
    const m = await merchantOf(s, { plan: 'ENTERPRISE' });
    const { card } = await stampCard(s, m, 2);
    const buyer = await person(s);
    const pay = async () => {
      const { order } = await makeOrder(s, { buyer, seller: m.session });
      const p = {
        orderId: order.id,
        provider: 'sandbox-card',
        providerRef: `ch_${order.id}`,
        currency: 'HKD',
      };
      await recordPayment(s.deps, { ...p, amount: 2000n });
      await recordPayment(s.deps, { ...p, amount: 2000n });
      return order.id;
    };
    const first = await pay();
    expect(await mine(buyer)).toMatchObject([{ mcId: m.mcId, stamps: 1, rewardsEarned: 0 }]);
    takeSent(s, 'loyalty.coupon');
    await pay();
    expect(await mine(buyer)).toMatchObject([{ stamps: 0, rewardsEarned: 1 }]);
    const rewards = await s.deps.db.select().from(stampRewards).where(eq(stampRewards.stampCardId, card.id));
    expect(rewards).toHaveLength(1);
    expect(takeSent(s, 'loyalty.coupon')).toEqual([{ couponId: rewards[0]!.couponId }]);
    const grants = await s.deps.db.select().from(stampGrants).where(eq(stampGrants.stampCardId, card.id));
    expect(grants.map((g) => g.key).sort()).toContain(`order:${first}`);
    expect(grants.every((g) => g.source === 'ORDER')).toBe(true);
  });

  it('a merchant whose plan lacks e-stamps gives none', async () => {
    const m = await merchantOf(s, { plan: 'ENTERPRISE' });
    await stampCard(s, m, 2);
    await s.deps.db.update(merchants).set({ plan: 'BUSINESS' }).where(eq(merchants.id, m.merchantId));
    const buyer = await person(s);
    const { order } = await makeOrder(s, { buyer, seller: m.session });
    await recordPayment(s.deps, {
      orderId: order.id,
      provider: 'sandbox-card',
      providerRef: `ch_${order.id}`,
      amount: 2000n,
      currency: 'HKD',
    });
    expect(await mine(buyer)).toEqual([]);
  });
});

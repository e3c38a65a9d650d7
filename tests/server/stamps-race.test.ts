import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, memberStamps, stampGrants, stampRewards } from '../../server/db/schema';
import { Code } from '../../server/schemas/codes';
import type { TestServer } from '../support/server';
import { cardHolder, grant, loyaltyServer, merchantOf, stampCard } from './routes/loyalty-fixtures';

// E-stamp races need transactions really running at once: PostgreSQL only (TEST_DATABASE_URL).
const base = process.env.TEST_DATABASE_URL;
const key = () => randomUUID().replaceAll('-', '');

describe.skipIf(!base)('e-stamp races on PostgreSQL', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await loyaltyServer({ SESSION_TTL_DAYS: 3650 });
  }, 120_000);
  afterAll(() => s?.close());

  it('ten desks stamping one member at once: every stamp counted, one reward per filled card, never N+1', async () => {
    const m = await merchantOf(s, { plan: 'ENTERPRISE' });
    const { card, batch } = await stampCard(s, m, 3);
    const h = await cardHolder(s, m);
    const payload = await h.qr();
    const answers = await Promise.all(Array.from({ length: 10 }, () => grant(s, m, payload, key())));
    expect(answers.map((a) => a.meta.code)).toEqual(Array(10).fill(Code.OK));
    expect(answers.filter((a) => a.data.completed)).toHaveLength(3);
    const [progress] = await s.deps.db
      .select()
      .from(memberStamps)
      .where(eq(memberStamps.stampCardId, card.id));
    expect(progress).toMatchObject({ stamps: 1, completed: 3 });
    const rewards = await s.deps.db.select().from(stampRewards).where(eq(stampRewards.stampCardId, card.id));
    expect(rewards.map((r) => r.round).sort()).toEqual([1, 2, 3]);
    expect(await s.deps.db.select().from(coupons).where(eq(coupons.batchId, batch.id))).toHaveLength(3);
    const grants = await s.deps.db.select().from(stampGrants).where(eq(stampGrants.stampCardId, card.id));
    const slots = grants.map((g) => `${g.round}.${g.stampNo}`).sort();
    expect(slots).toEqual(['1.1', '1.2', '1.3', '2.1', '2.2', '2.3', '3.1', '3.2', '3.3', '4.1']);
  }, 120_000);

  it('the completing scan sent ten times at once with one key grants once and rewards once', async () => {
    const m = await merchantOf(s, { plan: 'ENTERPRISE' });
    const { card, batch } = await stampCard(s, m, 2);
    const h = await cardHolder(s, m);
    await grant(s, m, await h.qr(), key());
    const k = key();
    const payload = await h.qr();
    const answers = await Promise.all(Array.from({ length: 10 }, () => grant(s, m, payload, k)));
    expect(answers.map((a) => a.meta.code)).toEqual(Array(10).fill(Code.OK));
    expect(answers.filter((a) => !a.data.duplicate)).toHaveLength(1);
    const couponIds = new Set(answers.map((a) => a.data.rewardCouponId));
    expect(couponIds.size).toBe(1);
    const [progress] = await s.deps.db
      .select()
      .from(memberStamps)
      .where(eq(memberStamps.stampCardId, card.id));
    expect(progress).toMatchObject({ stamps: 0, completed: 1 });
    expect(await s.deps.db.select().from(coupons).where(eq(coupons.batchId, batch.id))).toHaveLength(1);
  }, 120_000);
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, coupons } from '../../server/db/schema';
import { Code } from '../../server/schemas/codes';
import type { TestServer } from '../support/server';
import {
  issueBatch,
  loyaltyServer,
  merchantOf,
  person,
  type MerchantFixture,
  type Session,
} from './routes/loyalty-fixtures';

const DAY = 86_400_000;

/** A client's answer, a 503 (no pool connection in time on a loaded machine) tried again. */
async function asClient<T extends { meta: { code: number } }>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const res = await send();
    if (res.meta.code !== Code.DATABASE_UNAVAILABLE || attempt === 5) return res;
  }
}

const codesOf = (answers: { meta: { code: number } }[]) => {
  const n = new Map<number, number>();
  for (const a of answers) n.set(a.meta.code, (n.get(a.meta.code) ?? 0) + 1);
  return Object.fromEntries(n);
};

// Runs on PGlite, and on PostgreSQL (where the requests really run at once) when TEST_DATABASE_URL is set.
describe('campaign reward races', () => {
  let s: TestServer;
  let shop: MerchantFixture;
  beforeAll(async () => {
    s = await loyaltyServer({ SESSION_TTL_DAYS: 3650 });
    shop = await merchantOf(s);
  }, 120_000);
  afterAll(() => s?.close());

  async function campaign(total: number, perMember = 1) {
    const batch = await issueBatch(s, shop, { quantity: '500', perMemberLimit: '1' });
    const now = s.clock.now.getTime();
    const r = await s.request('POST', '/api/campaigns', {
      session: shop.session,
      form: {
        route: 'mcevent',
        'title[en_US]': 'Race day',
        'steps[0][en_US]': 'Join',
        startsAt: new Date(now - DAY).toISOString(),
        endsAt: new Date(now + DAY).toISOString(),
        rewardBatchId: batch.id,
        totalLimit: String(total),
        perMemberLimit: String(perMember),
      },
    });
    expect(r.meta.code, JSON.stringify(r)).toBe(200);
    return r.data.id as string;
  }
  const join = (who: Session, campaignId: string) =>
    s.request('POST', '/api/campaigns/join', { session: who, form: { campaignId } });
  const claim = (who: Session, campaignId: string, key: string) =>
    s.request('POST', '/api/campaigns/claim', { session: who, form: { campaignId, key } });
  const crowd = (n: number) => Promise.all(Array.from({ length: n }, () => person(s)));

  it('50 visitors racing for the last 3 rewards get exactly 3', async () => {
    const id = await campaign(5);
    for (const [i, who] of (await crowd(2)).entries()) {
      await join(who, id);
      expect((await claim(who, id, `early-key-${i}`)).meta.code).toBe(200);
    }
    const racers = await crowd(50);
    for (const who of racers) expect((await join(who, id)).meta.code).toBe(200);
    const answers = await Promise.all(
      racers.map((who, i) => asClient(() => claim(who, id, `race-key-${i}`))),
    );
    expect(codesOf(answers)).toEqual({ [Code.OK]: 3, [Code.SOLD_OUT]: 47 });
    const [c] = await s.deps.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(c?.remaining).toBe(0);
    const batchId = (await s.request('GET', '/api/campaigns/one', { query: { id } })).data.reward.batchId;
    expect(await s.deps.db.select().from(coupons).where(eq(coupons.batchId, batchId))).toHaveLength(5);
  }, 180_000);

  it('a retry with the same key answers the same reward; the per-member limit holds under clicks at once', async () => {
    const id = await campaign(100, 2);
    const who = await person(s);
    expect((await claim(who, id, 'before-join')).meta.code).toBe(Code.FORBIDDEN);
    await join(who, id);
    const same = await Promise.all(
      Array.from({ length: 5 }, () => asClient(() => claim(who, id, 'same-key-1'))),
    );
    expect(codesOf(same)).toEqual({ [Code.OK]: 5 });
    expect(new Set(same.map((r) => r.data.coupon.id)).size).toBe(1);
    expect(same.filter((r) => !r.data.duplicate)).toHaveLength(1);
    const many = await Promise.all(
      Array.from({ length: 6 }, (_, i) => asClient(() => claim(who, id, `other-key-${i}`))),
    );
    expect(codesOf(many)).toEqual({ [Code.OK]: 1, [Code.MEMBER_ALREADY_COLLECTED]: 5 });
    const mine = await s.request('GET', '/api/campaigns/one', { session: who, query: { id } });
    expect(mine.data.me).toMatchObject({ joined: true, claimed: 2 });
    expect(mine.data.me.couponIds).toHaveLength(2);
    expect(mine.data.remaining).toBe(98);
  }, 120_000);
});

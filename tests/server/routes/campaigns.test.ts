import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../../server/schemas/codes';
import type { TestServer } from '../../support/server';
import {
  captcha,
  collected,
  issueBatch,
  loyaltyServer,
  merchantOf,
  person,
  type MerchantFixture,
  type Session,
} from './loyalty-fixtures';

const DAY = 86_400_000;

describe('campaign routes', () => {
  let s: TestServer;
  let shop: MerchantFixture;
  let batchId: string;
  beforeAll(async () => {
    s = await loyaltyServer({ SESSION_TTL_DAYS: 3650 });
    shop = await merchantOf(s);
    batchId = (await issueBatch(s, shop, { quantity: '50', perMemberLimit: '5' })).id;
  }, 120_000);
  afterAll(() => s?.close());

  const form = (over: Record<string, string> = {}) => {
    const now = s.clock.now.getTime();
    return {
      route: 'pjmtrans',
      'title[en_US]': 'Gift week',
      'title[zh_TW]': '禮物週',
      'steps[0][en_US]': 'Join',
      'steps[1][en_US]': 'Receive',
      startsAt: new Date(now - DAY).toISOString(),
      endsAt: new Date(now + DAY).toISOString(),
      rewardBatchId: batchId,
      totalLimit: '3',
      perMemberLimit: '1',
      ...over,
    };
  };
  const save = (who: Session, over: Record<string, string> = {}) =>
    s.request('POST', '/api/campaigns', { session: who, form: form(over) });
  const join = (who: Session, campaignId: string) =>
    s.request('POST', '/api/campaigns/join', { session: who, form: { campaignId } });
  const claim = (who: Session, campaignId: string, key: string) =>
    s.request('POST', '/api/campaigns/claim', { session: who, form: { campaignId, key } });

  it('saves a campaign with its texts and steps; a blank language shows English', async () => {
    const r = await save(shop.session);
    expect(r.meta.code, JSON.stringify(r)).toBe(200);
    expect(r.data).toMatchObject({
      route: 'pjmtrans',
      pageKind: 'TRANSFER',
      title: { en_US: 'Gift week', zh_TW: '禮物週', en_JP: 'Gift week' },
      totalLimit: 3,
      remaining: 3,
      reward: { kind: 'COUPON', batchId },
    });
    expect(r.data.steps.map((st: { en_US: string }) => st.en_US)).toEqual(['Join', 'Receive']);
    const listed = await s.request('GET', '/api/campaigns', { query: { route: 'pjmtrans' } });
    expect(listed.data.items.map((c: { id: string }) => c.id)).toContain(r.data.id);
    const other = await s.request('GET', '/api/campaigns', { query: { route: 'mcevent' } });
    expect(other.data.items.map((c: { id: string }) => c.id)).not.toContain(r.data.id);
  });

  it('refuses bad forms field by field and writes nothing', async () => {
    const before = (
      await s.request('GET', '/api/campaigns', { session: shop.session, query: { mine: 'true' } })
    ).data.items.length;
    const late = new Date(s.clock.now.getTime() - 2 * DAY).toISOString();
    const bad: Record<string, string>[] = [
      { 'title[en_US]': '' },
      { endsAt: late },
      { totalLimit: '0' },
      { route: 'home' },
    ];
    for (const over of bad) {
      const r = await save(shop.session, over);
      expect(r.meta.code, JSON.stringify(over)).toBe(Code.VALIDATION_FAILED);
    }
    const after = (
      await s.request('GET', '/api/campaigns', { session: shop.session, query: { mine: 'true' } })
    ).data.items.length;
    expect(after).toBe(before);
  });

  it('403 without a coupon plan, 404 for another shop’s batch or campaign', async () => {
    const plain = await person(s);
    expect((await save(plain)).meta.code).toBe(Code.FORBIDDEN);
    const noPlan = await merchantOf(s, { plan: 'NONE' });
    expect((await save(noPlan.session)).meta.code).toBe(Code.FORBIDDEN);
    const rival = await merchantOf(s);
    expect((await save(rival.session)).meta.code).toBe(Code.NOT_FOUND);
    const mine = (await save(shop.session)).data.id as string;
    const rivalBatch = (await issueBatch(s, rival)).id;
    expect((await save(rival.session, { id: mine, rewardBatchId: rivalBatch })).meta.code).toBe(
      Code.NOT_FOUND,
    );
  });

  it('a total below what was given is 409; above it moves what remains', async () => {
    const id = (await save(shop.session)).data.id as string;
    for (const i of [0, 1]) {
      const who = await person(s);
      await join(who, id);
      expect((await claim(who, id, `given-key-${i}`)).meta.code).toBe(200);
    }
    expect((await save(shop.session, { id, totalLimit: '1' })).meta.code).toBe(Code.CONFLICT);
    const more = await save(shop.session, { id, totalLimit: '10' });
    expect(more.data).toMatchObject({ totalLimit: 10, remaining: 8 });
  });

  it('joins only while it runs (8201 before, 8102 after); an unknown campaign is 404', async () => {
    const now = s.clock.now.getTime();
    const soon = (
      await save(shop.session, {
        startsAt: new Date(now + DAY).toISOString(),
        endsAt: new Date(now + 2 * DAY).toISOString(),
      })
    ).data.id as string;
    const over = (
      await save(shop.session, {
        startsAt: new Date(now - 2 * DAY).toISOString(),
        endsAt: new Date(now - DAY).toISOString(),
      })
    ).data.id as string;
    const who = await person(s);
    expect((await join(who, soon)).meta.code).toBe(Code.OFFER_NOT_STARTED);
    expect((await join(who, over)).meta.code).toBe(Code.PROMO_EXPIRED);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await join(who, unknown)).meta.code).toBe(Code.NOT_FOUND);
    expect((await s.request('GET', '/api/campaigns/one', { query: { id: unknown } })).meta.code).toBe(
      Code.NOT_FOUND,
    );
    expect((await s.request('POST', '/api/campaigns/join', { form: { campaignId: soon } })).meta.code).toBe(
      Code.UNAUTHORIZED,
    );
  });

  it('passes on only a reward this campaign gave the caller (404 otherwise), to a member found by e-mail', async () => {
    const id = (await save(shop.session)).data.id as string;
    const who = await person(s);
    const email = `friend-${Date.now()}@example.com`;
    await person(s, { email });
    await join(who, id);
    const reward = (await claim(who, id, 'gift-key-1')).data.coupon.id as string;
    const elsewhere = await collected(s, who, batchId);
    const send = async (couponId: string) =>
      s.request('POST', '/api/campaigns/transfer', {
        session: who,
        form: {
          campaignId: id,
          couponId,
          by: 'email',
          email,
          areaCode: '+852',
          mobile: '',
          ...(await captcha(s)),
        },
      });
    expect((await send(elsewhere)).meta.code).toBe(Code.NOT_FOUND);
    const moved = await send(reward);
    expect(moved.meta.code, JSON.stringify(moved)).toBe(200);
    // Passed on once: it is the friend's now.
    expect((await send(reward)).meta.code).not.toBe(200);
  });
});

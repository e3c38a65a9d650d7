import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../../server/db/client';
import { members, notifications, outbox } from '../../../../server/db/schema';
import { Code } from '../../../../server/schemas/codes';
import { issueQrCard } from '../../../../server/services/loyalty/cards/qr-registration';
import { mailPendingNotifications } from '../../../../server/services/notifications/mail';
import type { TestServer } from '../../../support/server';
import { payWithCard } from '../../routes/merchants-fixtures';
import {
  cardHolder,
  claimCampaign,
  collect,
  grant,
  issueBatch,
  loyaltyServer,
  merchantOf,
  person,
  saveCampaign,
  stampCard,
  type MerchantFixture,
  type Session,
} from '../../routes/loyalty-fixtures';

// Every way a member comes to hold a card or a coupon tells them once, in the grant's
// transaction, naming the card or coupon and the merchant it came from, with a mail in their language.

let s: TestServer;
let shop: MerchantFixture;
beforeAll(async () => {
  s = await loyaltyServer({
    SESSION_TTL_DAYS: 3650,
    CHAIN_RPC_URL_ETHEREUM: 'http://127.0.0.1:9',
    CHAIN_RPC_URL_POLYGON: 'http://127.0.0.1:9',
  });
  shop = await merchantOf(s);
}, 120_000);
afterAll(() => s?.close());

const shopName = (m: MerchantFixture) => `Shop ${m.mcId}`;
async function speaker(language: string, name = 'Member'): Promise<Session> {
  const who = await person(s, { name });
  await s.deps.db.update(members).set({ language }).where(eq(members.id, who.memberId));
  return who;
}
const told = (who: Session) =>
  s.deps.db.select().from(notifications).where(eq(notifications.memberId, who.memberId));
const toldOf = async (who: Session, kind: 'CARD_RECEIVED' | 'COUPON_RECEIVED') =>
  (await told(who)).filter((n) => n.kind === kind);
async function mailsTo(who: Session) {
  await mailPendingNotifications(s.deps);
  const [m] = await s.deps.db.select().from(members).where(eq(members.id, who.memberId));
  return s.deps.db.select().from(outbox).where(eq(outbox.recipient, m!.email!));
}
async function programme(m: MerchantFixture, name: string): Promise<string> {
  const p = await s.request('POST', '/api/cards/programmes', {
    session: m.session,
    form: { name, 'tiers[0][name]': 'Blue', 'tiers[0][vipPercent]': '5', validityMonths: '12' },
  });
  if (p.meta.code !== 200) throw new Error(`createCardProgramme: ${JSON.stringify(p.meta)}`);
  return p.data.id as string;
}

describe('a coupon received from a merchant', () => {
  it('collected by the member: one notice linking the coupon, naming the batch and the merchant, mailed in Traditional Chinese', async () => {
    const who = await speaker('zh_TW');
    const batch = await issueBatch(s, shop, { name: 'Tea 10% off' });
    const r = await collect(s, who, batch.id);
    expect(r.meta.code).toBe(Code.OK);
    const couponId = r.data.coupon.id as string;
    // Collecting again is refused (one per member) and tells nothing more.
    expect((await collect(s, who, batch.id)).meta.code).toBe(Code.MEMBER_ALREADY_COLLECTED);
    const list = await told(who);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      kind: 'COUPON_RECEIVED',
      subjectId: couponId,
      linkKind: 'COUPON',
      linkId: couponId,
      facts: { title: 'Tea 10% off', merchant: shopName(shop), source: 'CLAIM' },
    });
    const mails = await mailsTo(who);
    expect(mails.map((m) => m.subject)).toEqual(['您已領取優惠券：Tea 10% off']);
    expect(mails[0]!.body).toContain(`您已領取 ${shopName(shop)} 的優惠券「Tea 10% off」`);
    expect(mails[0]!.body).toContain('#/myCoupons?tab=mine');
  });

  it('as a campaign’s reward: once per claim key, a replayed claim adds nothing, mailed in Korean', async () => {
    const who = await speaker('en_KR');
    const batch = await issueBatch(s, shop, { name: 'Event gift' });
    const saved = await saveCampaign(s, shop, { rewardBatchId: batch.id });
    expect(saved.meta.code, JSON.stringify(saved.meta)).toBe(Code.OK);
    const campaignId = saved.data.id as string;
    await s.request('POST', '/api/campaigns/join', { session: who, form: { campaignId } });
    const first = await claimCampaign(s, who, campaignId, 'notify-key-0001');
    expect(first.meta.code).toBe(Code.OK);
    const again = await claimCampaign(s, who, campaignId, 'notify-key-0001');
    expect(again.data.duplicate).toBe(true);
    const couponId = first.data.coupon.id as string;
    const list = await toldOf(who, 'COUPON_RECEIVED');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      linkKind: 'COUPON',
      linkId: couponId,
      facts: { title: 'Event gift', merchant: shopName(shop), source: 'CAMPAIGN' },
    });
    const mails = await mailsTo(who);
    expect(mails.map((m) => m.subject)).toEqual([`${shopName(shop)}에서 쿠폰이 도착했습니다: Event gift`]);
  });

  it('as a completed stamp card’s reward: names the stamp card, once though the last stamp is replayed', async () => {
    const m = await merchantOf(s, { plan: 'ENTERPRISE' });
    await stampCard(s, m, 2, { name: 'Free coffee' });
    const h = await cardHolder(s, m, await speaker('en_US', 'Stamp collector'));
    expect((await grant(s, m, await h.qr(), 'stamp-key-0001')).meta.code).toBe(Code.OK);
    expect(await toldOf(h.who, 'COUPON_RECEIVED')).toEqual([]);
    const last = await grant(s, m, await h.qr(), 'stamp-key-0002');
    expect(last.meta.code, JSON.stringify(last)).toBe(Code.OK);
    expect((await grant(s, m, await h.qr(), 'stamp-key-0002')).meta.code).toBe(Code.OK);
    const list = await toldOf(h.who, 'COUPON_RECEIVED');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      linkKind: 'COUPON',
      facts: {
        title: 'Free coffee',
        merchant: shopName(m),
        stampCard: 'Coffee card',
        source: 'STAMP_REWARD',
      },
    });
    expect(list[0]!.linkId).toBe(list[0]!.subjectId);
    const mails = (await mailsTo(h.who)).filter((x) => x.subject.startsWith('Your stamp card'));
    expect(mails.map((x) => x.subject)).toEqual(['Your stamp card Coffee card is complete']);
    expect(mails[0]!.body).toContain(
      `Your stamp card "Coffee card" of ${shopName(m)} is complete: you received the coupon "Free coffee".`,
    );
  });

  it('bought: one notice for the line once paid (no shipment or delivery notice), none again on a rerun', async () => {
    const who = await speaker('zh_CN');
    const batch = await issueBatch(s, shop, { name: 'Gift card 20', price: '2000', perMemberLimit: '2' });
    const r = await collect(s, who, batch.id);
    const orderId = r.data.orderId as string;
    expect(await told(who)).toEqual([]);
    await payWithCard(s, who, orderId);
    const { handleFulfilJob } = await import('../../../../server/jobs/order-fulfil');
    await handleFulfilJob(s.deps, { data: { orderId } } as never);
    const mine = await s.request('GET', '/api/coupons/mine', { session: who });
    const couponId = mine.data.items[0].id as string;
    const list = await told(who);
    expect(list.map((n) => n.kind).sort()).toEqual(['COUPON_RECEIVED', 'PAID']);
    expect(list.find((n) => n.kind === 'COUPON_RECEIVED')).toMatchObject({
      linkKind: 'COUPON',
      linkId: couponId,
      facts: { title: 'Gift card 20', merchant: shopName(shop), source: 'PURCHASE' },
    });
    const mails = await mailsTo(who);
    expect(mails.map((m) => m.subject)).toContain('您购买的优惠券已发放：Gift card 20');
  });
});

describe('a membership card received from a merchant', () => {
  it('joined with a redeem code: once though the code is sent again, mailed in Simplified Chinese', async () => {
    const m = await merchantOf(s);
    const programmeId = await programme(m, 'Bean Club');
    const codes = await s.request('POST', '/api/cards/codes', {
      session: m.session,
      form: { programmeId, tier: 'T1', count: '1' },
    });
    const who = await speaker('zh_CN');
    const redeem = () =>
      s.request('POST', '/api/cards/redeem', { session: who, form: { code: codes.data.codes[0] } });
    const card = await redeem();
    expect(card.meta.code).toBe(Code.OK);
    expect((await redeem()).data.id).toBe(card.data.id);
    const list = await told(who);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      kind: 'CARD_RECEIVED',
      subjectId: card.data.id,
      linkKind: 'CARD',
      linkId: card.data.id,
      facts: { title: 'Bean Club', merchant: shopName(m), source: 'CLAIM' },
    });
    const mails = await mailsTo(who);
    expect(mails.map((x) => x.subject)).toEqual(['您已加入会员卡：Bean Club']);
    expect(mails[0]!.body).toContain(`#/memberCard?id=${card.data.id}`);
  });

  it('joined on the QR mini page: the registration’s retries issue and tell once, mailed in Japanese', async () => {
    const m = await merchantOf(s);
    await programme(m, 'Harbour friends');
    const who = await speaker('en_JP');
    for (let i = 0; i < 2; i++)
      await s.deps.db.transaction((tx) =>
        issueQrCard(tx as unknown as Db, m.mcId, who.memberId, s.clock.now),
      );
    const list = await told(who);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      kind: 'CARD_RECEIVED',
      linkKind: 'CARD',
      facts: { title: 'Harbour friends', merchant: shopName(m), source: 'CLAIM' },
    });
    const mine = await s.request('GET', '/api/cards/mine', { session: who });
    expect(list[0]!.linkId).toBe(mine.data.items[0].id);
    const mails = await mailsTo(who);
    expect(mails.map((x) => x.subject)).toEqual(['会員カードに入会しました：Harbour friends']);
  });

  it('as a campaign’s reward: once per claim key, naming the merchant, mailed in English', async () => {
    const m = await merchantOf(s);
    const programmeId = await programme(m, 'Harbour club');
    const saved = await saveCampaign(s, m, {
      route: 'lubudsreg',
      rewardKind: 'CARD',
      rewardProgrammeId: programmeId,
      totalLimit: '5',
    });
    expect(saved.meta.code, JSON.stringify(saved.meta)).toBe(Code.OK);
    const campaignId = saved.data.id as string;
    const who = await speaker('en_US');
    await s.request('POST', '/api/campaigns/join', { session: who, form: { campaignId } });
    const first = await claimCampaign(s, who, campaignId, 'card-notify-0001');
    expect(first.meta.code).toBe(Code.OK);
    expect((await claimCampaign(s, who, campaignId, 'card-notify-0001')).data.duplicate).toBe(true);
    const list = await told(who);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      kind: 'CARD_RECEIVED',
      linkKind: 'CARD',
      linkId: first.data.card.id,
      facts: { title: 'Harbour club', merchant: shopName(m), source: 'CAMPAIGN' },
    });
    const mails = await mailsTo(who);
    expect(mails.map((x) => x.subject)).toEqual([
      `You received the membership card Harbour club from ${shopName(m)}`,
    ]);
  });
});

import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinLedger, coinLots, merchants } from '../../../../../server/db/schema';
import { SaveLoyaltyCoinForm } from '../../../../../server/schemas/coins';
import { SANDBOX_CARDS } from '../../../../../server/schemas/payments';
import { saveLoyaltyCoin } from '../../../../../server/services/loyalty/coins/coin';
import type { TestServer } from '../../../../support/server';
import { cardPay, deliver, orderRow, startPayment, takeJobs } from '../../../payments/fixtures';
import {
  cardHolder,
  claimCampaign,
  grant,
  issueBatch,
  loyaltyServer,
  person,
  saveCampaign,
  stampCard,
} from '../../../routes/loyalty-fixtures';
import { COIN_FORM, coinShop, expectNoDrift, key } from './coin-fixtures';
import { coinsOf, shopOrder } from './tender-fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await loyaltyServer({ SESSION_TTL_DAYS: 3650 });
}, 120_000);
afterAll(() => s?.close());

async function payByCard(buyer: { memberId: string; token: string }, orderId: string) {
  const started = await startPayment(s, buyer, { orderId, method: 'SANDBOX_CARD' });
  await cardPay(s, started.data.ref, SANDBOX_CARDS.approved);
  await deliver(s, takeJobs(s, 'payments.callback'));
}

describe('earning coins', () => {
  it('a paid order earns on its goods, once, linked to the order; a lapsed plan earns nothing', async () => {
    const shop = await coinShop(s);
    const buyer = await person(s);
    const order = await shopOrder(s, shop, buyer, 2_500n);
    await payByCard(buyer, order.id);
    expect(await orderRow(s, order.id)).toMatchObject({ label: 'FULLPAID' });
    // HK$25 at one coin per HK$10: 2 coins, key earn:order:<id>.
    const rows = await s.deps.db.select().from(coinLedger).where(eq(coinLedger.memberId, buyer.memberId));
    expect(rows.map((r) => [r.kind, r.delta, r.idempotencyKey, r.orderId])).toEqual([
      ['EARN', 2n, `earn:order:${order.id}`, order.id],
    ]);
    const [lot] = await s.deps.db.select().from(coinLots).where(eq(coinLots.memberId, buyer.memberId));
    expect(lot!.orderId).toBe(order.id);
    await s.deps.db.update(merchants).set({ plan: 'BUSINESS' }).where(eq(merchants.id, shop.merchantId));
    const later = await shopOrder(s, shop, buyer, 2_500n);
    await payByCard(buyer, later.id);
    expect(await orderRow(s, later.id)).toMatchObject({ label: 'FULLPAID' });
    expect(await coinsOf(s, buyer.memberId)).toBe(2n);
  });

  it('a completed stamp card earns the coin’s per-card amount, once per card', async () => {
    const shop = await coinShop(s, { coinsPerStampCard: '25' });
    await stampCard(s, shop, 2);
    const h = await cardHolder(s, shop);
    expect((await grant(s, shop, await h.qr(), key())).meta.code).toBe(200);
    expect(await coinsOf(s, h.who.memberId)).toBe(0n);
    expect((await grant(s, shop, await h.qr(), key())).meta.code).toBe(200);
    expect(await coinsOf(s, h.who.memberId)).toBe(25n);
    await grant(s, shop, await h.qr(), key());
    expect(await coinsOf(s, h.who.memberId)).toBe(25n);
    await grant(s, shop, await h.qr(), key());
    expect(await coinsOf(s, h.who.memberId)).toBe(50n);
    await expectNoDrift(s);
  });

  it('a campaign reward earns what the coin’s campaign rule gives, once per claim', async () => {
    const shop = await coinShop(s);
    const batch = await issueBatch(s, shop, { quantity: '10' });
    const saved = await saveCampaign(s, shop, { rewardBatchId: batch.id });
    expect(saved.meta.code).toBe(200);
    const campaignId = saved.data.id as string;
    const form = v.parse(SaveLoyaltyCoinForm, {
      ...COIN_FORM,
      campaignRules: [{ campaignId, coins: '7' }],
    });
    await saveLoyaltyCoin(s.deps, shop.session.memberId, form);
    const member = await person(s);
    await s.request('POST', '/api/campaigns/join', { session: member, form: { campaignId } });
    const k = key('claim');
    expect((await claimCampaign(s, member, campaignId, k)).meta.code).toBe(200);
    expect((await claimCampaign(s, member, campaignId, k)).data.duplicate).toBe(true);
    expect(await coinsOf(s, member.memberId)).toBe(7n);
    await expectNoDrift(s);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaignClaims,
  campaigns,
  memberWallets,
  orderEvents,
  orders,
  paymentEvents,
  productOwners,
  products,
} from '../../../../server/db/schema';
import { handleFulfilJob } from '../../../../server/jobs/order-fulfil';
import { Code } from '../../../../server/schemas/codes';
import type { TestServer } from '../../../support/server';
import {
  loyaltyServer,
  merchantOf,
  person,
  saveCampaign,
  type MerchantFixture,
} from '../../routes/loyalty-fixtures';
import { person as staff } from '../../routes/orders-fixtures';
import { mintedItem, tokenContracts } from '../orders/fulfil-fixtures';

// A campaign whose reward is a collectible. A claim makes a paid gift order of one copy of the
// merchant's item in the claim's transaction; the NFT fulfilment delivers it and the member holds it ("my NFTs").

let s: TestServer;
let shop: MerchantFixture;
beforeAll(async () => {
  s = await loyaltyServer({ SESSION_TTL_DAYS: 3650 });
  await s.deps.chains.get('ETHEREUM');
  shop = await merchantOf(s);
}, 120_000);
afterAll(() => s?.close());

const edition = (copies: number) =>
  mintedItem(s, shop.session, {
    contractType: 'ERC1155',
    quantity: copies,
    stock: copies,
    status: 'OFF_SHELF',
  });

const save = (over: Record<string, string>) =>
  saveCampaign(s, shop, { 'title[en_US]': 'Badge day', rewardKind: 'NFT', ...over });

async function joinAndClaim(campaignId: string, key: string) {
  const who = await person(s, { name: 'Visitor' });
  await s.request('POST', '/api/campaigns/join', { session: who, form: { campaignId } });
  const r = await s.request('POST', '/api/campaigns/claim', { session: who, form: { campaignId, key } });
  return { who, r };
}

describe('a campaign that gives a collectible', () => {
  it('gives one copy as a paid gift order, delivered to the member’s wallet and held as theirs, once', async () => {
    const item = await edition(10);
    const saved = await save({ rewardProductId: item.id });
    expect(saved.meta.code, JSON.stringify(saved.meta)).toBe(200);
    expect(saved.data.reward).toMatchObject({
      kind: 'NFT',
      productId: item.id,
      batchId: null,
      name: item.name,
    });
    const campaignId = saved.data.id as string;

    const { who, r } = await joinAndClaim(campaignId, 'claim-key-0001');
    expect(r.meta.code, JSON.stringify(r.meta)).toBe(200);
    expect(r.data.coupon).toBeNull();
    const orderId = r.data.order.id as string;
    const [order] = await s.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      buyerId: who.memberId,
      sellerId: shop.session.memberId,
      label: 'FULLPAID',
      paymentState: 'FULL',
      totalAmount: '0',
      paymentMethod: 'CAMPAIGN',
    });
    expect(order!.paidAt).not.toBeNull();
    // A gift captures nothing: the payment ledger has no row for it; the order's log says why it is paid.
    expect(await s.deps.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId))).toEqual(
      [],
    );
    const log = await s.deps.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(log.map((e) => [e.toLabel, e.reason])).toEqual([
      ['NEW', ''],
      ['FULLPAID', 'campaign_gift'],
    ]);
    expect((await s.deps.db.select().from(products).where(eq(products.id, item.id)))[0]!.stock).toBe(9);

    // The same key again answers the same order; nothing more is taken.
    const again = await s.request('POST', '/api/campaigns/claim', {
      session: who,
      form: { campaignId, key: 'claim-key-0001' },
    });
    expect(again.data).toMatchObject({ duplicate: true, order: { id: orderId } });
    expect((await s.deps.db.select().from(products).where(eq(products.id, item.id)))[0]!.stock).toBe(9);

    // The fulfilment sends the token (twice asked, once done) and records the member as its holder.
    await handleFulfilJob(s.deps, { data: { orderId } });
    await handleFulfilJob(s.deps, { data: { orderId } });
    const [done] = await s.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(done!.label).toBe('FINISHED');
    const held = await s.deps.db
      .select()
      .from(productOwners)
      .where(and(eq(productOwners.productId, item.id), eq(productOwners.memberId, who.memberId)));
    expect(held.map((h) => h.quantity)).toEqual([1]);
    const token = await (await tokenContracts(s)).erc1155(item.contractAddress!);
    expect(await token.getFunction('balanceOf')(await walletOf(who.memberId), item.tokenId!)).toBe(1n);

    const view = await s.request('GET', '/api/campaigns/one', { session: who, query: { id: campaignId } });
    expect(view.data.me).toMatchObject({ claimed: 1, couponIds: [], orderIds: [orderId] });
  }, 60_000);

  it('when the item has no copy left the claim is 1028 and leaves nothing behind', async () => {
    const item = await edition(1);
    const campaignId = (await save({ rewardProductId: item.id })).data.id as string;
    const first = await joinAndClaim(campaignId, 'claim-key-0002');
    expect(first.r.meta.code).toBe(200);
    const second = await joinAndClaim(campaignId, 'claim-key-0003');
    expect(second.r.meta.code).toBe(Code.SOLD_OUT);
    const [c] = await s.deps.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(c!.remaining).toBe(2);
    const claims = await s.deps.db
      .select()
      .from(campaignClaims)
      .where(eq(campaignClaims.memberId, second.who.memberId));
    expect(claims).toEqual([]);
    expect(await s.deps.db.select().from(orders).where(eq(orders.buyerId, second.who.memberId))).toEqual([]);
  }, 60_000);

  it('customer service can close a gift not yet delivered: the copy goes back, nothing is refunded anywhere', async () => {
    const item = await edition(5);
    const campaignId = (await save({ rewardProductId: item.id })).data.id as string;
    const { r } = await joinAndClaim(campaignId, 'claim-key-0004');
    const orderId = r.data.order.id as string;
    expect((await s.deps.db.select().from(products).where(eq(products.id, item.id)))[0]!.stock).toBe(4);
    const support = await staff(s, 'Support', ['SUPPORT']);
    const form = { orderId, reason: 'Given by mistake' };
    const closed = await s.request('POST', '/api/orders/refund', { session: support, form });
    expect(closed.meta.code, JSON.stringify(closed.meta)).toBe(Code.OK);
    expect(closed.data).toMatchObject({ status: 'CLOSED' });
    expect((await s.deps.db.select().from(products).where(eq(products.id, item.id)))[0]!.stock).toBe(5);
    expect(await s.deps.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId))).toEqual(
      [],
    );
    // The fulfilment job that was queued finds the order closed and sends nothing.
    await handleFulfilJob(s.deps, { data: { orderId } });
    const [after] = await s.deps.db.select().from(orders).where(eq(orders.id, orderId));
    expect(after!.label).toBe('CLOSED');
    expect(
      await s.deps.db.select().from(productOwners).where(eq(productOwners.productId, item.id)),
    ).toHaveLength(1);
  }, 60_000);

  it('refuses an item that is not the merchant’s own, a missing item, and a collectible on a transfer page', async () => {
    const other = await person(s, { name: 'Someone else' });
    const theirs = await mintedItem(s, other, { contractType: 'ERC1155', quantity: 2, stock: 2 });
    expect((await save({ rewardProductId: theirs.id })).meta.code).toBe(Code.NOT_FOUND);
    expect((await save({})).meta.code).toBe(Code.VALIDATION_FAILED);
    const mine = await edition(2);
    expect((await save({ rewardProductId: mine.id, route: 'pjmtrans' })).meta.code).toBe(
      Code.VALIDATION_FAILED,
    );
  }, 60_000);
});

async function walletOf(memberId: string): Promise<string> {
  const [w] = await s.deps.db.select().from(memberWallets).where(eq(memberWallets.memberId, memberId));
  return w!.address;
}

import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalString } from '../../../server/schemas/signature';
import { DEV_SIGNING_KEY } from '../../../server/env';
import {
  cardProgrammes,
  couponBatches,
  coupons,
  memberCards,
  members,
  orders,
} from '../../../server/db/schema';
import { eq } from 'drizzle-orm';
import { Code } from '../../../server/schemas/codes';
import type { TestServer } from '../../support/server';
import { loyaltyServer, merchantOf, person, type MerchantFixture, type Session } from './loyalty-fixtures';

let s: TestServer;
let shop: MerchantFixture;
let programmeId: string;
const DAY = 86_400_000;
const ago = (days: number) => new Date(s.clock.now.getTime() - days * DAY);

/** A card of the shop's programme held by `who`, issued `days` ago (activated then when asked). */
async function card(who: Session, days: number, activated = false) {
  await s.deps.db.insert(memberCards).values({
    programmeId,
    tierCode: 'T2',
    holderId: who.memberId,
    claimedById: who.memberId,
    source: 'CODE',
    state: activated ? 'ACTIVE' : 'CLAIMED',
    issuedAt: ago(days),
    expiresAt: new Date(ago(days).getTime() + 365 * DAY),
    activatedAt: activated ? ago(days) : null,
  });
}

/** A signed GET answered raw (the CSV is not the JSON envelope). */
async function rawGet(path: string, who: Session) {
  const ts = String(s.clock.now.getTime());
  const nonce = randomBytes(12).toString('hex');
  const sig = createHmac('sha256', DEV_SIGNING_KEY)
    .update(canonicalString('GET', path, ts, nonce, createHash('sha256').update('').digest('hex')))
    .digest('hex');
  return s.app.request(path, {
    headers: {
      'X-Timestamp': ts,
      'X-Nonce': nonce,
      'X-Signature': sig,
      'X-Member-Id': who.memberId,
      'X-Token': who.token,
    },
  });
}

beforeAll(async () => {
  s = await loyaltyServer();
  shop = await merchantOf(s);
  const [p] = await s.deps.db
    .insert(cardProgrammes)
    .values({
      merchantId: shop.merchantId,
      name: 'Club',
      tiers: [
        { code: 'T1', name: 'Silver', vipDiscountBp: 500 },
        { code: 'T2', name: 'Gold', vipDiscountBp: 1000 },
      ],
      validityMonths: 12,
    })
    .returning();
  programmeId = p!.id;
  await card(await person(s, { name: 'Ada' }), 3, true);
  await card(await person(s, { name: 'Bo, "the regular"' }), 2);
  await card(await person(s, { name: '陳大文' }), 1, true);
  await card(await person(s, { name: '=HYPERLINK("x")' }), 0);
}, 120_000);
afterAll(() => s.close());

describe('listMerchantMembers', () => {
  const list = (who: Session, query?: Record<string, string>) =>
    s.request('GET', '/api/merchants/members', { session: who, ...(query ? { query } : {}) });

  it('lists the card holders newest first, keyset-paged', async () => {
    const first = await list(shop.session, { limit: '3' });
    expect(first.meta.code).toBe(200);
    expect(first.data.items.map((m: { memberName: string }) => m.memberName)).toEqual([
      '=HYPERLINK("x")',
      '陳大文',
      'Bo, "the regular"',
    ]);
    expect(first.data.items[0]).toMatchObject({
      cardNumber: expect.stringMatching(new RegExp(`^${shop.mcId}-\\d{8}$`)),
      programme: 'Club',
      tier: 'Gold',
      state: 'CLAIMED',
      expired: false,
    });
    const next = await list(shop.session, { limit: '3', cursor: first.data.nextCursor });
    expect(next.data.items.map((m: { memberName: string }) => m.memberName)).toEqual(['Ada']);
    expect(next.data.nextCursor).toBeNull();
  });

  it('refuses a malformed cursor', async () => {
    expect((await list(shop.session, { cursor: 'nonsense' })).meta).toMatchObject({
      code: Code.VALIDATION_FAILED,
      message: 'invalid_cursor',
    });
  });

  it('refuses a member without a merchant, and a merchant without a plan (403)', async () => {
    const r = await list(await person(s));
    expect(r.meta).toMatchObject({ code: 403, message: 'not_a_merchant' });
    const none = await merchantOf(s, { plan: 'NONE' });
    expect((await list(none.session)).meta).toMatchObject({ code: 403, message: 'plan_lacks_feature' });
  });

  it("does not list another merchant's members", async () => {
    const other = await merchantOf(s);
    const r = await list(other.session);
    expect(r.data.items).toEqual([]);
  });
});

describe('exportMerchantMembers', () => {
  it('answers every member as a UTF-8 CSV with a byte-order mark and quoted fields', async () => {
    const res = await rawGet('/api/merchants/members/export', shop.session);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="${shop.mcId}-members-\\d{4}-\\d\\d-\\d\\d\\.csv"$`),
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('cardNumber,programme,tier,memberName,state,expired,joinedAt');
    expect(lines).toHaveLength(6); // header, four rows, the final line break
    // A formula is kept as text; quotes doubled inside a quoted field; CJK as UTF-8.
    expect(lines[1]).toContain(`,"'=HYPERLINK(""x"")",CLAIMED,false,`);
    expect(lines[2]).toContain(',陳大文,ACTIVE,false,');
    expect(lines[3]).toContain(',"Bo, ""the regular""",CLAIMED,');
  });

  it('refuses a member without a merchant with the JSON envelope (403)', async () => {
    const res = await rawGet('/api/merchants/members/export', await person(s));
    expect(res.status).toBe(403);
    expect(((await res.json()) as { meta: { code: number } }).meta.code).toBe(403);
  });
});

describe('merchantStats', () => {
  it('answers 30 days with coupons collected and redeemed, cards activated and HKD sales', async () => {
    const [batch] = await s.deps.db
      .insert(couponBatches)
      .values({
        merchantId: shop.merchantId,
        name: 'HK$10 off',
        method: 'FIXPRICE',
        value: '1000',
        validFrom: ago(10),
        validTo: ago(-10),
        quantity: 10,
        remaining: 7,
      })
      .returning();
    const ada = await person(s, { name: 'Stats buyer' });
    const coupon = (created: Date, redeemedAt: Date | null = null) => ({
      batchId: batch!.id,
      holderId: ada.memberId,
      collectedById: ada.memberId,
      state: redeemedAt ? ('REDEEMED' as const) : ('AVAILABLE' as const),
      createdAt: created,
      redeemedAt,
    });
    await s.deps.db.insert(coupons).values([coupon(ago(2), ago(1)), coupon(ago(2)), coupon(ago(40))]);
    const [buyer] = await s.deps.db.select().from(members).where(eq(members.id, ada.memberId));
    const order = (paidAmount: string, paidAt: Date | null, currency: 'HKD' | 'ETH' = 'HKD') => ({
      number: `T${randomUUID().slice(0, 10)}`,
      title: 'Beans',
      buyerId: buyer!.id,
      sellerId: shop.session.memberId,
      currency,
      price: {} as never,
      totalAmount: paidAmount,
      paidAmount,
      paidAt,
      buyerName: 'Stats buyer',
      buyerMobile: '',
      buyerEmail: '',
      buyerAddress: '',
      receipt: '',
      deliveryType: 'NONE' as const,
    });
    await s.deps.db
      .insert(orders)
      .values([
        order('9800', ago(1)),
        order('12800', ago(1)),
        order('5000', null),
        order('1', ago(1), 'ETH'),
      ]);

    const r = await s.request('GET', '/api/merchants/stats', { session: shop.session });
    expect(r.meta.code).toBe(200);
    expect(r.data.currency).toBe('HKD');
    expect(r.data.days).toHaveLength(30);
    const today = s.clock.now.toISOString().slice(0, 10);
    expect(r.data.days.at(-1).day).toBe(today);
    const on = (d: number) =>
      r.data.days.find((x: { day: string }) => x.day === ago(d).toISOString().slice(0, 10));
    expect(on(2)).toMatchObject({ couponsCollected: 2, couponsRedeemed: 0 });
    expect(on(1)).toMatchObject({ couponsRedeemed: 1, cardsActivated: 1, sales: '22600' });
    expect(on(3)).toMatchObject({ cardsActivated: 1, sales: '0' });
    const total = r.data.days.reduce(
      (n: number, d: { couponsCollected: number }) => n + d.couponsCollected,
      0,
    );
    expect(total).toBe(2); // the coupon of 40 days ago is outside the window
  });

  it('refuses a member without a merchant (403)', async () => {
    const r = await s.request('GET', '/api/merchants/stats', { session: await person(s) });
    expect(r.meta.code).toBe(403);
  });
});

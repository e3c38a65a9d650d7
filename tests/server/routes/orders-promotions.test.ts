import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionCodes, promotionRedemptions } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import type { TestServer } from '../../support/server';
import {
  createOrderAs,
  item,
  linesForm,
  orderForm,
  orderSetup,
  person,
  promo,
  type Session,
} from './orders-fixtures';

let s: TestServer;
let seller: Session;
let buyer: Session;
let itemId: string;

beforeAll(async () => {
  ({ s, seller, buyer } = await orderSetup());
  itemId = await item(s, seller, { contractType: 'ERC1155', quantity: 100, stock: 100 });
});
afterAll(() => s.close());

const DAY = 86_400_000;
const apply = (code: string, who = buyer, productId = itemId) =>
  s.request('POST', '/api/promotions/apply', {
    session: who,
    form: { ...linesForm([{ productId }]), currency: 'HKD', promoCode: code },
  });
const usedCount = async (code: string) =>
  (await s.deps.db.select().from(promotionCodes).where(eq(promotionCodes.code, code)))[0]!.usedCount;

describe('applyPromotionCode', () => {
  it('answers the breakdown with the code taken off (case does not matter)', async () => {
    const code = await promo(s, seller);
    const res = await apply(code.toLowerCase());
    expect(res.meta.code).toBe(Code.OK);
    expect(res.data).toMatchObject({ promotionCode: code, promotionDiscount: '1000', totalAmount: '9000' });
    expect(res.data.lines).toContainEqual({ kind: 'PROMOTION', amount: '1000', detail: code });
  });

  it('404 for a code that does not exist or is switched off', async () => {
    expect((await apply('NOSUCHCODE')).meta.code).toBe(Code.NOT_FOUND);
    const off = await promo(s, seller, { active: false });
    expect((await apply(off)).meta.code).toBe(Code.NOT_FOUND);
  });

  it('8201 before it starts, 8102 after it ends', async () => {
    const now = s.clock.now.getTime();
    const later = await promo(s, seller, { startsAt: new Date(now + DAY), endsAt: new Date(now + 2 * DAY) });
    expect((await apply(later)).meta.code).toBe(Code.OFFER_NOT_STARTED);
    const past = await promo(s, seller, { startsAt: new Date(now - 2 * DAY), endsAt: new Date(now - DAY) });
    expect((await apply(past)).meta.code).toBe(Code.PROMO_EXPIRED);
  });

  it('8105 outside its daily window (Hong Kong time)', async () => {
    const saved = s.clock.now;
    s.clock.now = new Date('2026-11-25T02:00:00Z'); // 10:00 in Hong Kong
    try {
      const lunch = await promo(s, seller, { dailyFromMinute: 12 * 60, dailyToMinute: 14 * 60 });
      expect((await apply(lunch)).meta.code).toBe(Code.PROMO_NOT_IN_PERIOD);
      const morning = await promo(s, seller, { dailyFromMinute: 9 * 60, dailyToMinute: 11 * 60 });
      expect((await apply(morning)).meta.code).toBe(Code.OK);
    } finally {
      s.clock.now = saved;
    }
  });

  it('1013 for a code that covers none of the items, or another seller’s code', async () => {
    const other = await item(s, seller);
    const listed = await promo(s, seller, { isForAll: false, productIds: [other] });
    expect((await apply(listed)).meta.code).toBe(Code.CANCELLED_OR_NOT_VALID);
    expect((await apply(listed, buyer, other)).meta.code).toBe(Code.OK);
    const stranger = await person(s, 'Another seller');
    const theirs = await promo(s, stranger);
    expect((await apply(theirs)).meta.code).toBe(Code.CANCELLED_OR_NOT_VALID);
    const hkd = await promo(s, seller, { method: 'FIXPRICE', value: '500', currency: 'ETH' });
    expect((await apply(hkd)).meta.code).toBe(Code.CANCELLED_OR_NOT_VALID);
  });

  it('4200 for a code over the length limit or with other characters; the code is required', async () => {
    const long = await apply('A'.repeat(21));
    expect(long.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(long.data).toContainEqual({ path: 'promoCode', message: 'promo_code_length' });
    expect((await apply('BAD CODE')).meta.code).toBe(Code.VALIDATION_FAILED);
    expect((await apply('')).meta.code).toBe(Code.VALIDATION_FAILED);
  });
});

describe('promotion codes taken by orders', () => {
  it('8106: a single-use code held by an open order; usable again once that order is cancelled', async () => {
    const code = await promo(s, seller);
    const first = await createOrderAs(s, buyer, orderForm(itemId, { promoCode: code }));
    expect(first.data.price).toMatchObject({ promotionCode: code, totalAmount: '9000' });
    expect(await usedCount(code)).toBe(1);
    expect((await apply(code)).meta.code).toBe(Code.PROMO_REUSED);
    expect((await createOrderAs(s, buyer, orderForm(itemId, { promoCode: code }))).meta.code).toBe(
      Code.PROMO_REUSED,
    );
    // Someone else may still use it.
    const another = await person(s, 'Another buyer');
    expect((await apply(code, another)).meta.code).toBe(Code.OK);
    await s.request('POST', '/api/orders/cancel', { session: buyer, form: { orderId: first.data.id } });
    const [redemption] = await s.deps.db
      .select()
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.orderId, first.data.id));
    expect(redemption!.status).toBe('RELEASED');
    expect(await usedCount(code)).toBe(0);
    expect((await createOrderAs(s, buyer, orderForm(itemId, { promoCode: code }))).meta.code).toBe(Code.OK);
  });

  it('8106 once a reusable code reaches its usage limit, also when orders race for the last use', async () => {
    const code = await promo(s, seller, { reusable: true, usageLimit: 2 });
    const buyers = await Promise.all([1, 2, 3, 4].map((i) => person(s, `Racer ${i}`)));
    const answers = await Promise.all(
      buyers.map((b) => createOrderAs(s, b, orderForm(itemId, { promoCode: code }))),
    );
    expect(answers.map((a) => a.meta.code).sort()).toEqual([
      Code.OK,
      Code.OK,
      Code.PROMO_REUSED,
      Code.PROMO_REUSED,
    ]);
    expect(await usedCount(code)).toBe(2);
    expect((await apply(code, await person(s, 'Late'))).meta.code).toBe(Code.PROMO_REUSED);
  });
});

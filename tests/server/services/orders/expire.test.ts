import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, promotionCodes, promotionRedemptions } from '../../../../server/db/schema';
import { Code } from '../../../../server/schemas/codes';
import { createOrder } from '../../../../server/services/orders/create';
import { expireOrder, sweepExpiredOrders } from '../../../../server/services/orders/expire';
import type { TestServer } from '../../../support/server';
import {
  item,
  memberOf,
  orderInput as form,
  orderSetup,
  person,
  promo,
  stockOf,
  type Session,
} from '../../routes/orders-fixtures';

let s: TestServer;
let seller: Session;
let buyer: Session;

beforeAll(async () => {
  ({ s, seller, buyer } = await orderSetup());
});
afterAll(() => s.close());

const MINUTE = 60_000;
const later = (minutes: number) => new Date(s.clock.now.getTime() + minutes * MINUTE);

describe('expireOrder', () => {
  it('does nothing before the 30 minutes are up, then cancels as SYSTEM and gives everything back once', async () => {
    const id = await item(s, seller, { contractType: 'ERC1155', quantity: 5, stock: 5 });
    const code = await promo(s, seller);
    const order = await createOrder(s.deps, memberOf(buyer), form(id, { promoCode: code }));
    expect(await stockOf(s, id)).toMatchObject({ stock: 3, pendingOrders: 1, lockedUntil: later(30) });

    expect(await expireOrder(s.deps, order.id, later(29))).toBe(false);
    expect((await stockOf(s, id)).stock).toBe(3);

    expect(await expireOrder(s.deps, order.id, later(31))).toBe(true);
    expect(await expireOrder(s.deps, order.id, later(32))).toBe(false);
    expect(await stockOf(s, id)).toMatchObject({ stock: 5, pendingOrders: 0, lockedUntil: null });
    const [row] = await s.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ label: 'CANCELLED', state: 'CANCELLED', cancelledAt: later(31) });
    const events = await s.deps.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.find((e) => e.seq === 2)).toMatchObject({
      event: 'order.expire',
      actorRole: 'SYSTEM',
      actorId: null,
      fromLabel: 'NEW',
      toLabel: 'CANCELLED',
      reason: 'expired',
    });
    const [redemption] = await s.deps.db
      .select()
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.orderId, order.id));
    expect(redemption!.status).toBe('RELEASED');
    const [c] = await s.deps.db.select().from(promotionCodes).where(eq(promotionCodes.code, code));
    expect(c!.usedCount).toBe(0);
  });

  it('leaves an order that was paid or cancelled meanwhile alone', async () => {
    const id = await item(s, seller, { contractType: 'ERC1155', quantity: 5, stock: 5 });
    const order = await createOrder(s.deps, memberOf(buyer), form(id));
    await s.deps.db
      .update(orders)
      .set({ paymentState: 'FULL', label: 'FULLPAID' })
      .where(eq(orders.id, order.id));
    expect(await expireOrder(s.deps, order.id, later(31))).toBe(false);
    expect((await stockOf(s, id)).stock).toBe(3);
  });
});

describe('sweepExpiredOrders', () => {
  it('expires every unpaid order past its time, and only those', async () => {
    const a = await item(s, seller);
    const b = await item(s, seller);
    const first = await createOrder(s.deps, memberOf(buyer), form(a, { lines: [{ productId: a }] }));
    s.clock.now = later(20);
    const second = await createOrder(s.deps, memberOf(buyer), form(b, { lines: [{ productId: b }] }));
    expect(await sweepExpiredOrders(s.deps, later(15))).toBeGreaterThanOrEqual(1);
    const label = async (id: string) =>
      (await s.deps.db.select().from(orders).where(eq(orders.id, id)))[0]!.label;
    expect(await label(first.id)).toBe('CANCELLED');
    expect(await label(second.id)).toBe('NEW');
    expect((await stockOf(s, a)).stock).toBe(1);
    expect((await stockOf(s, b)).stock).toBe(0);
    // The expired item is for sale again: another buyer's order goes through.
    const other = await person(s, 'Other');
    const again = await createOrder(s.deps, memberOf(other), form(a, { lines: [{ productId: a }] }));
    expect(again.status).toBe('NEW');
    await expect(
      createOrder(s.deps, memberOf(other), form(b, { lines: [{ productId: b }] })),
    ).rejects.toMatchObject({ code: Code.ITEM_LOCKED });
  });
});

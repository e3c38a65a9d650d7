import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines } from '../../../../server/db/schema';
import { createOrder } from '../../../../server/services/orders/create';
import { releaseOrderHold } from '../../../../server/services/orders/hold';
import type { TestServer } from '../../../support/server';
import {
  item,
  memberOf,
  orderInput as form,
  orderSetup,
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

describe('releaseOrderHold', () => {
  it('puts back the units of lines that never left, and not those already sent to the buyer', async () => {
    const kept = await item(s, seller, { contractType: 'ERC1155', quantity: 5, stock: 5 });
    const sent = await item(s, seller, { contractType: 'ERC1155', quantity: 5, stock: 5 });
    const buyerMember = memberOf(buyer);
    const a = await createOrder(s.deps, buyerMember, form(kept));
    const b = await createOrder(s.deps, buyerMember, form(sent));
    await s.deps.db.update(orderLines).set({ fulfilment: 'SHIPPED' }).where(eq(orderLines.orderId, b.id));

    await s.deps.db.transaction(async (tx) => {
      await releaseOrderHold(tx, a.id, s.clock.now);
      await releaseOrderHold(tx, b.id, s.clock.now);
    });
    expect(await stockOf(s, kept)).toMatchObject({ stock: 5, pendingOrders: 0 });
    // The shipped units stay sold: a refund after delivery gives money back, not stock.
    expect(await stockOf(s, sent)).toMatchObject({ stock: 3, pendingOrders: 0 });
  });
});

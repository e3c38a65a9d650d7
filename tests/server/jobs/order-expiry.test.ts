import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../server/db/schema';
import { registerOrderExpiry } from '../../../server/jobs/order-expiry';
import { startQueue } from '../../../server/jobs/queue';
import { EXPIRE_QUEUE } from '../../../server/services/orders/create';
import type { TestServer } from '../../support/server';
import { createOrderAs, item, orderForm, orderSetup, stockOf, type Session } from '../routes/orders-fixtures';

let s: TestServer;
let seller: Session;
let buyer: Session;

beforeAll(async () => {
  ({ s, seller, buyer } = await orderSetup());
});
afterAll(() => s.close());

/** An order whose 30 minutes are over (its expiry moved into the past, as if its job had been lost). */
async function overdueOrder() {
  const productId = await item(s, seller);
  const made = await createOrderAs(s, buyer, orderForm(productId));
  await s.deps.db
    .update(orders)
    .set({ expiresAt: new Date(s.clock.now.getTime() - 60_000) })
    .where(eq(orders.id, made.data.id));
  return { orderId: made.data.id as string, productId };
}
const labelOf = async (id: string) =>
  (await s.deps.db.select().from(orders).where(eq(orders.id, id)))[0]!.label;

describe('order expiry through pg-boss', () => {
  it('sweeps overdue orders at start-up and expires an order when its job comes', async () => {
    const lost = await overdueOrder();
    const queue = await startQueue(s.database, s.deps.log);
    try {
      const deps = { ...s.deps, queue };
      await registerOrderExpiry(deps);
      expect(await labelOf(lost.orderId)).toBe('CANCELLED');
      expect((await stockOf(s, lost.productId)).stock).toBe(1);

      const due = await overdueOrder();
      await queue.send(EXPIRE_QUEUE, { orderId: due.orderId }, { singletonKey: due.orderId });
      const deadline = Date.now() + 30_000;
      while ((await labelOf(due.orderId)) === 'NEW' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(await labelOf(due.orderId)).toBe('CANCELLED');
      expect((await stockOf(s, due.productId)).stock).toBe(1);
    } finally {
      await queue.stop();
    }
  }, 60_000);
});

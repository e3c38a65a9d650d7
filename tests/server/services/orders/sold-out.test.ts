import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../../../../server/db/schema';
import { Code } from '../../../../server/schemas/codes';
import { cancelOrder } from '../../../../server/services/orders/cancel';
import { createOrder } from '../../../../server/services/orders/create';
import { refreshSoldOut } from '../../../../server/services/orders/lines';
import { REFRESH_AHEAD_MS, SOLD_OUT_WINDOW_MS, soldOut } from '../../../../server/services/orders/sold-out';
import type { TestServer } from '../../../support/server';
import {
  item,
  memberOf,
  orderInput,
  orderSetup,
  person,
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
afterEach(() => vi.restoreAllMocks());

const one = (productId: string, extra: Record<string, unknown> = {}) =>
  orderInput(productId, { lines: [{ productId, quantity: '1' }], ...extra });
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => Code.OK,
    (err: { code?: number }) => err.code,
  );
/** One edition unit, taken by `buyer`; a second buyer's refusal has marked it sold out. */
async function soldOutItem() {
  const id = await item(s, seller, { contractType: 'ERC1155', quantity: 1, stock: 1 });
  const order = await createOrder(s.deps, memberOf(buyer), one(id, { requestKey: `key-${id}` }));
  const other = await person(s, 'Other');
  expect(await codeOf(createOrder(s.deps, memberOf(other), one(id)))).toBe(Code.ITEM_LOCKED);
  return { id, order, other };
}

describe('sold-out mark (a drop’s losers are not queued behind the winners)', () => {
  it('refuses with the code of the slow path without taking a transaction, holder and others alike', async () => {
    const { id, other } = await soldOutItem();
    const transaction = vi.spyOn(s.deps.db, 'transaction');
    const third = await person(s, 'Third');
    expect(await codeOf(createOrder(s.deps, memberOf(third), one(id)))).toBe(Code.ITEM_LOCKED);
    expect(await codeOf(createOrder(s.deps, memberOf(other), one(id)))).toBe(Code.ITEM_LOCKED);
    // The holder's own unpaid order holds the unit: for the holder it is sold out (4602), as without a mark.
    expect(await codeOf(createOrder(s.deps, memberOf(buyer), one(id)))).toBe(Code.OUT_OF_STOCK);
    expect(transaction).not.toHaveBeenCalled();
    expect(await stockOf(s, id)).toMatchObject({ stock: 0, pendingOrders: 1 });
  });

  it('still answers a committed order to its requestKey replay', async () => {
    const { id, order } = await soldOutItem();
    const again = await createOrder(s.deps, memberOf(buyer), one(id, { requestKey: `key-${id}` }));
    expect(again.id).toBe(order.id);
  });

  it('sells the units this process gives back at once', async () => {
    const { id, order, other } = await soldOutItem();
    await cancelOrder(s.deps, memberOf(buyer), order.id, 'changed my mind');
    const bought = await createOrder(s.deps, memberOf(other), one(id));
    expect(bought.status).toBe('NEW');
    expect(await stockOf(s, id)).toMatchObject({ stock: 0 });
  });

  it('lasts its window on the real clock, then the database answers again', async () => {
    const { id, other } = await soldOutItem();
    expect(soldOut.refusal(id, other.memberId)).toBe('ITEM_LOCKED');
    const now = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(now + SOLD_OUT_WINDOW_MS + 1);
    expect(soldOut.refusal(id, other.memberId)).toBeNull();
  });

  it('once run out, lets one buyer renew it with a read of the stock while the others wait for it', async () => {
    const { id, other } = await soldOutItem();
    const later = performance.now() + SOLD_OUT_WINDOW_MS + 1;
    vi.spyOn(performance, 'now').mockImplementation(() => later);
    const transaction = vi.spyOn(s.deps.db, 'transaction');
    const marked = vi.spyOn(soldOut, 'mark');
    const others = [other, await person(s, 'Fourth'), await person(s, 'Fifth')];
    const codes = await Promise.all(others.map((o) => codeOf(createOrder(s.deps, memberOf(o), one(id)))));
    expect(codes).toEqual([Code.ITEM_LOCKED, Code.ITEM_LOCKED, Code.ITEM_LOCKED]);
    expect(marked).toHaveBeenCalledTimes(1);
    expect(transaction).not.toHaveBeenCalled();
  });

  it('once run out with the units back, lets the buyers go to the database', async () => {
    const { id, order, other } = await soldOutItem();
    await cancelOrder(s.deps, memberOf(buyer), order.id, 'changed my mind');
    // The cancel cleared this process's mark; a stale one (another process gave the unit back) is renewed.
    soldOut.mark(id, [buyer.memberId]);
    vi.spyOn(performance, 'now').mockReturnValue(performance.now() + SOLD_OUT_WINDOW_MS + 1);
    const bought = await createOrder(s.deps, memberOf(other), one(id));
    expect(bought.status).toBe('NEW');
  });

  it('in its last moments, renews itself from one background read while every buyer is still refused', async () => {
    const { id, other } = await soldOutItem();
    const start = performance.now();
    const clock = vi.spyOn(performance, 'now');
    // Near the window's end: the first refusal starts one read of the stock, the next ones do not wait for it.
    clock.mockImplementation(() => start + SOLD_OUT_WINDOW_MS - REFRESH_AHEAD_MS / 2);
    const transaction = vi.spyOn(s.deps.db, 'transaction');
    const marked = vi.spyOn(soldOut, 'mark');
    const others = [other, await person(s, 'Sixth'), await person(s, 'Seventh')];
    const codes = await Promise.all(others.map((o) => codeOf(createOrder(s.deps, memberOf(o), one(id)))));
    expect(codes).toEqual([Code.ITEM_LOCKED, Code.ITEM_LOCKED, Code.ITEM_LOCKED]);
    expect(transaction).not.toHaveBeenCalled();
    // One read for the three refusals, and it found stock 0. A database query in the background: more than
    // vi.waitFor's default second on a busy machine.
    await vi.waitFor(() => expect(marked).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    // The read found stock 0 and marked the item again from its own moment: past the first window, still refused.
    clock.mockImplementation(() => start + SOLD_OUT_WINDOW_MS + REFRESH_AHEAD_MS);
    expect(soldOut.refusal(id, other.memberId)).toBe('ITEM_LOCKED');
  });

  it('a background read that finds the units back lets the next buyers go to the database', async () => {
    const { id, order, other } = await soldOutItem();
    // Given back in another process (its expiry job, a seller's edit): this process's mark does not know.
    await s.deps.db.update(products).set({ stock: 1 }).where(eq(products.id, id));
    await refreshSoldOut(s.deps.db, id, new Date());
    expect(soldOut.refusal(id, other.memberId)).toBeNull();
    expect(order.status).toBe('NEW');
  });

  it('a read of stock 0 begun before this process gave units back marks nothing', async () => {
    const { id, other } = await soldOutItem();
    const readAt = performance.now();
    soldOut.clear(id);
    soldOut.mark(id, [], readAt);
    expect(soldOut.refusal(id, other.memberId)).toBeNull();
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartTickets, ticketTiers } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import type { Order } from '../../../server/schemas/orders';
import type { Cart } from '../../../server/schemas/shop';
import type { TestServer } from '../../support/server';
import { person, type MerchantFixture, type Session } from './loyalty-fixtures';
import { savedEvent, tierForm, withTicketShop } from './tickets-fixtures';

let s: TestServer;
let shop: MerchantFixture;
withTicketShop((made) => ({ s, shop } = made));

const DAY = 24 * 3_600_000;
const put = (who: Session, form: Record<string, string>) =>
  s.request('POST', '/api/cart/tickets', { session: who, form });
const cartOf = async (who: Session) => (await s.request('GET', '/api/cart', { session: who })).data as Cart;
const checkout = (who: Session, form: Record<string, string>) =>
  s.request('POST', '/api/tickets/buy', { session: who, form: { ...form, fromCart: '1' } });

async function tier(over: Record<string, unknown> = {}) {
  const e = await savedEvent(s, shop, {}, [tierForm(s, over)]);
  return { event: e, tierId: e.tiers[0]!.id };
}

describe('the cart with TICKET lines', () => {
  it('adds, adds again, sets and removes a tier’s line; the line names the event, tier, date and venue', async () => {
    const fan = await person(s);
    const { event, tierId } = await tier();
    expect((await put(fan, { tierId, quantity: '1', mode: 'add' })).meta.code).toBe(Code.OK);
    const r = await put(fan, { tierId, quantity: '2', mode: 'add' });
    expect(r.meta.code).toBe(Code.OK);
    const cart = r.data as Cart;
    expect(cart.lines).toEqual([]);
    expect(cart.tickets).toEqual([
      expect.objectContaining({
        kind: 'TICKET',
        tierId,
        tierName: expect.objectContaining({ en_US: 'General admission' }),
        event: expect.objectContaining({ id: event.id, venue: 'Pier 4', startsAt: event.startsAt }),
        quantity: 3,
        currency: 'HKD',
        unitPrice: '10000',
        remaining: 100,
        perMemberLimit: 4,
        available: true,
        sellerId: shop.session.memberId,
      }),
    ]);
    expect(cart.tickets[0]!.event.title.en_US).toBe('Harbour night');
    expect((await put(fan, { tierId, quantity: '1' })).meta.code).toBe(Code.OK);
    expect((await cartOf(fan)).tickets[0]!.quantity).toBe(1);
    expect((await put(fan, { tierId, quantity: '0' })).meta.code).toBe(Code.OK);
    expect((await cartOf(fan)).tickets).toEqual([]);
    // Nothing is taken from the tier by a cart line.
    const [row] = await s.deps.db.select().from(ticketTiers).where(eq(ticketTiers.id, tierId));
    expect(row!.sold).toBe(0);
  });

  it('refuses the member’s limit (1027), more than is left (4602), sold out (1028), the sale window (8201, 8102), the owner (1050), an unknown tier (404)', async () => {
    const fan = await person(s);
    const now = s.clock.now.getTime();
    const { tierId } = await tier({ capacity: '3', perMemberLimit: '2' });
    expect((await put(fan, { tierId, quantity: '3' })).meta.code).toBe(Code.MEMBER_ALREADY_COLLECTED);
    expect((await put(fan, { tierId, quantity: '2' })).meta.code).toBe(Code.OK);
    expect((await put(fan, { tierId, quantity: '1', mode: 'add' })).meta.code).toBe(
      Code.MEMBER_ALREADY_COLLECTED,
    );
    const other = await person(s);
    expect((await checkout(other, { tierId, quantity: '2', requestKey: 'cart-limits-1' })).meta.code).toBe(
      Code.OK,
    );
    const more = await put(fan, { tierId, quantity: '2' });
    expect(more.meta.code).toBe(Code.OUT_OF_STOCK);
    expect(more.data).toMatchObject({ stock: 1 });
    // The fan's line of 2 is kept but no longer available: only one ticket is left.
    expect((await cartOf(fan)).tickets[0]).toMatchObject({ quantity: 2, remaining: 1, available: false });
    const third = await person(s);
    expect((await checkout(third, { tierId, quantity: '1', requestKey: 'cart-limits-2' })).meta.code).toBe(
      Code.OK,
    );
    expect((await put(fan, { tierId, quantity: '1' })).meta.code).toBe(Code.SOLD_OUT);
    // Checking the stale line out is refused by the reservation, and the line stays in the cart.
    expect((await checkout(fan, { tierId, quantity: '2', requestKey: 'cart-limits-3' })).meta.code).toBe(
      Code.SOLD_OUT,
    );
    expect((await cartOf(fan)).tickets).toHaveLength(1);

    const later = await tier({ saleStartsAt: new Date(now + DAY).toISOString() });
    expect((await put(fan, { tierId: later.tierId, quantity: '1' })).meta.code).toBe(Code.OFFER_NOT_STARTED);
    const ended = await tier({
      saleStartsAt: new Date(now - 2 * DAY).toISOString(),
      saleEndsAt: new Date(now - DAY).toISOString(),
    });
    expect((await put(fan, { tierId: ended.tierId, quantity: '1' })).meta.code).toBe(Code.PROMO_EXPIRED);
    const open = await tier();
    expect((await put(shop.session, { tierId: open.tierId, quantity: '1' })).meta.code).toBe(
      Code.CANNOT_BUY_OWN,
    );
    const unknown = await put(fan, { tierId: '00000000-0000-4000-8000-000000000000', quantity: '1' });
    expect(unknown.meta.code).toBe(Code.NOT_FOUND);
  });

  it('checks a line out into an order with its TICKET line, taking the tickets and leaving goods alone', async () => {
    const fan = await person(s);
    const { tierId } = await tier();
    const free = await tier({ price: '0' });
    await put(fan, { tierId, quantity: '2' });
    await put(fan, { tierId: free.tierId, quantity: '1' });
    const r = await checkout(fan, { tierId, quantity: '2', requestKey: 'cart-checkout-1' });
    expect(r.meta.code).toBe(Code.OK);
    const order = r.data as Order;
    expect(order).toMatchObject({ status: 'NEW', price: { currency: 'HKD', totalAmount: '20000' } });
    expect(order.lines).toEqual([
      expect.objectContaining({ kind: 'TICKET', ticketTierId: tierId, quantity: 2, unitPrice: '10000' }),
    ]);
    const [row] = await s.deps.db.select().from(ticketTiers).where(eq(ticketTiers.id, tierId));
    expect(row!.sold).toBe(2);
    expect((await cartOf(fan)).tickets.map((t) => t.tierId)).toEqual([free.tierId]);
    // A retry of the same submit answers the same order and takes nothing more.
    const again = await checkout(fan, { tierId, quantity: '2', requestKey: 'cart-checkout-1' });
    expect((again.data as Order).id).toBe(order.id);

    // A free tier's line: an order of 0, paid at once.
    const gratis = await checkout(fan, { tierId: free.tierId, quantity: '1', requestKey: 'cart-checkout-2' });
    expect(gratis.meta.code).toBe(Code.OK);
    expect(gratis.data).toMatchObject({ paymentState: 'FULL', price: { totalAmount: '0' } });
    const left = await s.deps.db.select().from(cartTickets).where(eq(cartTickets.memberId, fan.memberId));
    expect(left).toEqual([]);
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  merchants,
  notifications,
  orderLines,
  orders,
  tickets,
  ticketTiers,
} from '../../../server/db/schema';
import { enqueueLostFulfilments, handleFulfilJob } from '../../../server/jobs/order-fulfil';
import { Code } from '../../../server/schemas/codes';
import type { Order } from '../../../server/schemas/orders';
import { expireOrder } from '../../../server/services/orders/expire';
import { verifyTicket } from '../../../server/schemas/ticket-code';
import type { TestServer } from '../../support/server';
import { supportMember, takeJobs } from '../payments/fixtures';
import { person, type MerchantFixture, type Session } from './loyalty-fixtures';
import { payWithCard } from './merchants-fixtures';
import { savedEvent, tierForm, withTicketShop } from './tickets-fixtures';

let s: TestServer;
let shop: MerchantFixture;
withTicketShop((made) => ({ s, shop } = made));

const buy = (who: Session, form: Record<string, string>) =>
  s.request('POST', '/api/tickets/buy', { session: who, form });
const detail = async (who: Session, orderId: string) =>
  (await s.request('GET', '/api/orders/detail', { session: who, query: { orderId } })).data as Order;
const ticketsOf = (orderId: string) =>
  s.deps.db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(tickets.unit);
const tierRow = async (id: string) =>
  (await s.deps.db.select().from(ticketTiers).where(eq(ticketTiers.id, id)))[0]!;

/** A published event with one tier (HK$100, 100 tickets, 4 per member unless `over` says otherwise). */
async function tier(over: Record<string, unknown> = {}) {
  const e = await savedEvent(s, shop, {}, [tierForm(s, over)]);
  return { event: e, tierId: e.tiers[0]!.id };
}

describe('buyTickets', () => {
  it('makes an order with one TICKET line; paid, its tickets are issued once, signed, and the order finishes', async () => {
    const buyer = await person(s);
    const { event, tierId } = await tier();
    const r = await buy(buyer, { tierId, quantity: '2', requestKey: 'tickets-happy-1' });
    expect(r.meta.code).toBe(Code.OK);
    const order = r.data as Order;
    expect(order).toMatchObject({
      status: 'NEW',
      title: 'Harbour night · General admission',
      viewerRole: 'BUYER',
      seller: { id: shop.session.memberId },
      price: { currency: 'HKD', totalAmount: '20000', itemPrice: '20000' },
    });
    expect(order.lines).toEqual([
      expect.objectContaining({
        kind: 'TICKET',
        productId: '',
        ticketTierId: tierId,
        name: 'Harbour night · General admission',
        quantity: 2,
        unitPrice: '10000',
        total: '20000',
        fulfilment: 'UNFULFILLED',
      }),
    ]);
    expect((await tierRow(tierId)).sold).toBe(2);
    expect(takeJobs(s, 'orders.expire').map((j) => j.data)).toContainEqual({ orderId: order.id });

    await payWithCard(s, buyer, order.id);
    const done = await detail(buyer, order.id);
    expect(done).toMatchObject({ status: 'FINISHED', paymentState: 'FULL' });
    expect(done.lines[0]!.fulfilment).toBe('DELIVERED');
    const issued = await ticketsOf(order.id);
    expect(issued.map((t) => [t.unit, t.ownerId, t.status, t.secretVersion])).toEqual([
      [0, buyer.memberId, 'VALID', 1],
      [1, buyer.memberId, 'VALID', 1],
    ]);
    for (const t of issued) {
      const claim = { ticketId: t.id, eventId: event.id, tierId, secretVersion: 1 };
      expect(verifyTicket(event.publicKey, claim, t.signature)).toBe(true);
      expect(verifyTicket(event.publicKey, { ...claim, secretVersion: 2 }, t.signature)).toBe(false);
    }
    // The fulfilment run twice issues nothing more, and the capacity was taken once.
    await handleFulfilJob(s.deps, { data: { orderId: order.id } });
    await handleFulfilJob(s.deps, { data: { orderId: order.id } });
    expect(await ticketsOf(order.id)).toHaveLength(2);
    expect((await tierRow(tierId)).sold).toBe(2);
    const mine = await s.request('GET', '/api/tickets/mine', { session: buyer });
    expect(mine.data.items.map((t: { orderId: string }) => t.orderId)).toEqual([order.id, order.id]);
    // The buyer is told once that it is delivered, never that it shipped; the seller that it sold.
    const told = await s.deps.db
      .select({ kind: notifications.kind, memberId: notifications.memberId })
      .from(notifications)
      .where(eq(notifications.subjectId, order.id));
    expect(told).toEqual(
      expect.arrayContaining([
        { kind: 'SOLD', memberId: shop.session.memberId },
        { kind: 'DELIVERED', memberId: buyer.memberId },
      ]),
    );
    expect(told.filter((n) => n.kind === 'SHIPPED')).toEqual([]);
    // Support's replay shows the order's way, the tickets' issue among it.
    const support = await supportMember(s);
    const replay = await s.request('GET', '/api/orders/events', {
      session: support,
      query: { orderId: order.id },
    });
    expect(replay.meta.code).toBe(Code.OK);
    expect(JSON.stringify(replay.data)).toContain('"tickets":"issued"');
  });

  it('the same requestKey twice answers the same order and takes the tickets once', async () => {
    const buyer = await person(s);
    const { tierId } = await tier();
    const form = { tierId, quantity: '3', requestKey: 'tickets-again-1' };
    const first = await buy(buyer, form);
    const second = await buy(buyer, form);
    expect(second.meta.code).toBe(Code.OK);
    expect(second.data.id).toBe(first.data.id);
    expect((await tierRow(tierId)).sold).toBe(3);
  });

  it('refuses the merchant’s own owner (1050), an unknown tier (404), a draft (404), the member’s limit (1027)', async () => {
    const { tierId } = await tier({ perMemberLimit: '2' });
    expect((await buy(shop.session, { tierId })).meta.code).toBe(Code.CANNOT_BUY_OWN);
    const buyer = await person(s);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await buy(buyer, { tierId: unknown })).meta.code).toBe(Code.NOT_FOUND);
    const draft = await savedEvent(s, shop, { status: 'DRAFT' }, [tierForm(s)]);
    expect((await buy(buyer, { tierId: draft.tiers[0]!.id })).meta.code).toBe(Code.NOT_FOUND);
    expect((await buy(buyer, { tierId, quantity: '3' })).meta.code).toBe(Code.MEMBER_ALREADY_COLLECTED);
    expect((await buy(buyer, { tierId, quantity: '2' })).meta.code).toBe(Code.OK);
    expect((await buy(buyer, { tierId })).meta.code).toBe(Code.MEMBER_ALREADY_COLLECTED);
    expect((await tierRow(tierId)).sold).toBe(2);
  });

  it('a merchant whose plan no longer includes tickets stops selling them (404, nothing taken)', async () => {
    const { tierId } = await tier();
    const buyer = await person(s);
    const setPlan = (plan: 'BUSINESS' | 'ENTERPRISE') =>
      s.deps.db.update(merchants).set({ plan }).where(eq(merchants.id, shop.merchantId));
    await setPlan('BUSINESS');
    try {
      expect((await buy(buyer, { tierId })).meta.code).toBe(Code.NOT_FOUND);
      expect((await tierRow(tierId)).sold).toBe(0);
    } finally {
      await setPlan('ENTERPRISE');
    }
    expect((await buy(buyer, { tierId })).meta.code).toBe(Code.OK);
  });

  it('an unpaid ticket order that expires gives its tickets back to the tier and the member’s limit', async () => {
    const buyer = await person(s);
    const { tierId } = await tier({ capacity: '2', perMemberLimit: '2' });
    const r = await buy(buyer, { tierId, quantity: '2' });
    expect((await buy(await person(s), { tierId })).meta.code).toBe(Code.SOLD_OUT);
    expect(await expireOrder(s.deps, r.data.id, new Date(s.clock.now.getTime() + 31 * 60_000))).toBe(true);
    expect((await tierRow(tierId)).sold).toBe(0);
    expect(await ticketsOf(r.data.id)).toEqual([]);
    expect((await buy(buyer, { tierId, quantity: '2' })).meta.code).toBe(Code.OK);
  });

  it('the buyer cancelling an unpaid ticket order gives its tickets back', async () => {
    const buyer = await person(s);
    const { tierId } = await tier({ capacity: '3' });
    const r = await buy(buyer, { tierId, quantity: '3' });
    expect((await tierRow(tierId)).sold).toBe(3);
    const cancelled = await s.request('POST', '/api/orders/cancel', {
      session: buyer,
      form: { orderId: r.data.id },
    });
    expect(cancelled.data).toMatchObject({ status: 'CANCELLED' });
    expect((await tierRow(tierId)).sold).toBe(0);
  });

  it('a refund turns the issued tickets REFUNDED and gives the capacity back, in the refund’s transaction', async () => {
    const buyer = await person(s);
    const { tierId } = await tier({ capacity: '2', perMemberLimit: '2' });
    const r = await buy(buyer, { tierId, quantity: '2' });
    await payWithCard(s, buyer, r.data.id);
    expect((await tierRow(tierId)).sold).toBe(2);
    const support = await supportMember(s);
    const refund = await s.request('POST', '/api/orders/refund', {
      session: support,
      form: { orderId: r.data.id, reason: 'event moved' },
    });
    expect(refund.meta.code).toBe(Code.OK);
    expect(refund.data).toMatchObject({ status: 'CLOSED', paymentState: 'REFUNDED' });
    expect((await ticketsOf(r.data.id)).map((t) => t.status)).toEqual(['REFUNDED', 'REFUNDED']);
    expect((await tierRow(tierId)).sold).toBe(0);
    // Asked again: nothing given back twice.
    await s.request('POST', '/api/orders/refund', {
      session: support,
      form: { orderId: r.data.id, reason: 'event moved' },
    });
    expect((await tierRow(tierId)).sold).toBe(0);
    expect((await buy(await person(s), { tierId, quantity: '2' })).meta.code).toBe(Code.OK);
  });

  it('a free tier’s order is paid at once and its fulfilment queued; a lost job is queued again by the sweep', async () => {
    const buyer = await person(s);
    const { tierId } = await tier({ price: '0' });
    takeJobs(s, 'orders.fulfil');
    const r = await buy(buyer, { tierId });
    expect(r.data).toMatchObject({ status: 'FULLPAID', expiresAt: null, price: { totalAmount: '0' } });
    expect(takeJobs(s, 'orders.fulfil').map((j) => j.data)).toEqual([{ orderId: r.data.id }]);
    // The job is lost: the sweep finds the paid order with an unissued line.
    await enqueueLostFulfilments(s.deps);
    const again = takeJobs(s, 'orders.fulfil');
    expect(again.map((j) => j.data)).toContainEqual({ orderId: r.data.id });
    await handleFulfilJob(s.deps, { data: { orderId: r.data.id } });
    expect((await detail(buyer, r.data.id)).status).toBe('FINISHED');
    expect(await ticketsOf(r.data.id)).toHaveLength(1);
    const [line] = await s.deps.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, r.data.id), eq(orderLines.kind, 'TICKET')));
    expect(line?.fulfilment).toBe('DELIVERED');
    // Nothing was paid: the buyer is told the order is confirmed with its tickets issued, never PAID; the
    // merchant is told of the sale.
    const told = await s.deps.db.select().from(notifications).where(eq(notifications.subjectId, r.data.id));
    const buyerTold = told.filter((n) => n.memberId === buyer.memberId);
    expect(buyerTold.map((n) => [n.kind, n.facts])).toEqual([
      ['DELIVERED', expect.objectContaining({ issued: 'TICKETS' })],
    ]);
    const paid = await s.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, buyer.memberId), eq(notifications.kind, 'PAID')));
    expect(paid).toEqual([]);
    expect(told.filter((n) => n.memberId !== buyer.memberId).map((n) => n.kind)).toEqual(['SOLD']);
    // Its ticket's token job was queued with the issue.
    const [ticket] = await ticketsOf(r.data.id);
    expect(takeJobs(s, 'tickets.chain').map((j) => j.data)).toContainEqual({ ticketId: ticket!.id });
  });

  it('a tier in ETH is an order in ETH on its chain', async () => {
    const buyer = await person(s);
    const { tierId } = await tier({ currency: 'ETH', price: '20000000000000000' });
    const r = await buy(buyer, { tierId, quantity: '2' });
    expect(r.data.price).toMatchObject({ currency: 'ETH', totalAmount: '40000000000000000' });
    const [row] = await s.deps.db
      .select({ blockchain: orders.blockchain })
      .from(orders)
      .where(eq(orders.id, r.data.id));
    expect(row?.blockchain).toBe('ETHEREUM');
  });
});

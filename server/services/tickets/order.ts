import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { jobDbOf } from '../../db/job-db';
import { merchants, orderLines, orders, ticketedEvents, ticketTiers } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import type { Order } from '../../schemas/orders';
import type { BuyTicketsForm } from '../../schemas/tickets';
import { NATIVE_COIN } from '../../schemas/wallets';
import { hasFeature } from '../merchants/access';
import { EXPIRE_QUEUE, expireJobOptions } from '../orders/create';
import { enqueueFulfil, FULFIL_QUEUE } from '../orders/fulfil';
import { insertOneLineOrder } from '../orders/one-line-order';
import { fixedPrice } from '../orders/pricing';
import { buildOrderView, orderNames, orderView } from '../orders/read';
import { transitionOrder, type OrderRow } from '../orders/transition';
import { takeTicketsFromCart } from './cart';
import { reserveTickets } from './reserve';

/*
 * Why tickets are an order line (as a priced coupon is): the checkout's payment step, every provider, the
 * ledger, refunds, receipts, notifications and support's replay hang off orders. A tier's tickets are an order
 * of the event's merchant's owner to the member, one line of kind TICKET naming the tier; the tickets are taken
 * from the tier's capacity when the order is made (given back if it ends unpaid or is refunded) and issued by
 * the fulfilment once it is fully paid.
 */

type BuyDeps = Pick<Deps, 'db' | 'now' | 'queue' | 'log' | 'env'>;
type Tier = typeof ticketTiers.$inferSelect;
type Sale = {
  tier: Tier;
  event: { id: string; title: (typeof ticketedEvents.$inferSelect)['title']; artwork: string };
  merchant: typeof merchants.$inferSelect;
};

const CHAIN_OF_COIN = Object.fromEntries(Object.entries(NATIVE_COIN).map(([chain, coin]) => [coin, chain]));

/** What a TICKET line and its order are called: the event's title and the tier's name (English, always set). */
export const ticketLineName = (s: Pick<Sale, 'tier' | 'event'>) =>
  `${s.event.title.en_US} · ${s.tier.name.en_US}`;

/**
 * Writes a ticket order (NEW, the tier's currency, total = price × quantity, nothing to deliver) and its one
 * TICKET line inside the caller's transaction, with its first timeline entry. The caller takes the tickets
 * (reserveTickets) last in the same transaction.
 */
export async function createTicketOrder(
  tx: Db,
  o: Sale & {
    buyerId: string;
    quantity: number;
    requestKey: string | null;
    expiresAt: Date | null;
    now: Date;
  },
): Promise<{ order: OrderRow; lines: (typeof orderLines.$inferSelect)[] }> {
  const { tier, merchant } = o;
  const name = ticketLineName(o);
  const total = (BigInt(tier.price) * BigInt(o.quantity)).toString();
  const perLine = { unitPrice: tier.price, discount: '0', total };
  return insertOneLineOrder(
    tx,
    {
      buyerId: o.buyerId,
      sellerId: merchant.ownerId!,
      mcId: merchant.mcId,
      price: fixedPrice(tier.currency, total, name, [perLine]),
      blockchain: (CHAIN_OF_COIN[tier.currency] as OrderRow['blockchain']) ?? null,
      requestKey: o.requestKey,
      expiresAt: o.expiresAt,
      line: {
        kind: 'TICKET',
        ticketTierId: tier.id,
        name,
        image: o.event.artwork || merchant.logo || '',
        quantity: o.quantity,
      },
      cause: { ticketTier: tier.id, quantity: String(o.quantity) },
    },
    o.now,
  );
}

/**
 * The tier on sale with its event and merchant, or 404: unknown, a draft event, a suspended merchant, or one
 * whose plan in force no longer includes tickets (a lapsed Enterprise plan stops the sale, not only the saving).
 */
export async function openTier(db: Db, tierId: string, now: Date): Promise<Sale> {
  const [row] = await db
    .select({
      tier: ticketTiers,
      event: { id: ticketedEvents.id, title: ticketedEvents.title, artwork: ticketedEvents.artwork },
      status: ticketedEvents.status,
      merchant: merchants,
    })
    .from(ticketTiers)
    .innerJoin(ticketedEvents, eq(ticketedEvents.id, ticketTiers.eventId))
    .innerJoin(merchants, eq(merchants.id, ticketedEvents.merchantId))
    .where(eq(ticketTiers.id, tierId))
    .limit(1);
  const onSale =
    row?.status === 'PUBLISHED' &&
    row.merchant.status === 'ACTIVE' &&
    row.merchant.ownerId &&
    hasFeature(row.merchant, 'TICKETS', now);
  if (!row || !onSale) fail('NOT_FOUND', 'tier_not_found');
  return row;
}

async function orderByRequestKey(db: Db, buyerId: string, key: string | undefined) {
  if (!key) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.requestKey, key)))
    .limit(1);
  return row ?? null;
}

/**
 * buyTickets (the event page's "Buy now" and the cart's checkout of a TICKET line, `fromCart`, which also
 * removes that line): one transaction makes the order, its TICKET line, its timeline entry and its expiry job, then,
 * last, takes the tickets from the tier (reserveTickets: 404, 8201, 8102, 1028, 4602, 1027), so capacity holds
 * under any concurrency. A free tier's order is paid at once (nothing to capture) and its fulfilment queued in
 * the same transaction. The merchant's own owner cannot buy (1050). The answer is read in the transaction; a
 * retry with the same requestKey answers the order it made, also when the first answer was lost.
 */
export async function buyTickets(deps: BuyDeps, buyerId: string, form: BuyTicketsForm): Promise<Order> {
  const { db } = deps;
  const again = await orderByRequestKey(db, buyerId, form.requestKey);
  if (again) return orderView(db, again, 'BUYER');
  const now = deps.now();
  const sale = await openTier(db, form.tierId, now);
  if (sale.merchant.ownerId === buyerId) fail('CANNOT_BUY_OWN', 'own_event');
  const free = BigInt(sale.tier.price) === 0n;
  // Before the transaction: creating a queue inside it would wait for a second connection.
  await deps.queue.ensure(free ? FULFIL_QUEUE : EXPIRE_QUEUE);
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const expiresAt = free ? null : new Date(now.getTime() + deps.env.ORDER_TTL_SECONDS * 1000);
      const made = await createTicketOrder(tx, {
        ...sale,
        buyerId,
        quantity: form.quantity,
        requestKey: form.requestKey ?? null,
        expiresAt,
        now,
      });
      let order = made.order;
      if (form.fromCart === '1' || form.fromCart === 'true')
        await takeTicketsFromCart(tx, buyerId, sale.tier.id);
      if (free) order = await paidAtOnce(tx, order, now);
      const jobs = jobDbOf(tx);
      if (expiresAt) {
        const options = { ...expireJobOptions(order.id, expiresAt), db: jobs };
        await deps.queue.send(EXPIRE_QUEUE, { orderId: order.id }, options);
      } else await enqueueFulfil(deps, order.id, jobs);
      const names = await orderNames(tx, order);
      // Last: from this update to the COMMIT the tier's row is locked and every other buyer waits behind it.
      await reserveTickets(tx, sale.tier.id, buyerId, form.quantity, now);
      return buildOrderView(order, 'BUYER', { lines: made.lines, ...names });
    });
  } catch (err) {
    // A concurrent retry of the same submit made the order meanwhile: that order is the answer.
    const made = await orderByRequestKey(db, buyerId, form.requestKey).catch(() => null);
    if (made) return orderView(db, made, 'BUYER');
    if (isUniqueViolation(err)) fail('CONFLICT', 'order_conflict');
    throw err;
  }
}

/** A free tier's order: FULLPAID at once by order.paid from SYSTEM (nothing to capture, no ledger row). */
async function paidAtOnce(tx: Db, order: OrderRow, now: Date): Promise<OrderRow> {
  const moved = await transitionOrder(
    tx,
    order,
    {
      event: { type: 'order.paid', by: 'SYSTEM', paymentState: 'FULL' },
      actorId: null,
      reason: 'free_tickets',
    },
    async (o) => ({ state: o.state, paymentState: 'FULL', fulfilment: o.fulfilment }),
    now,
  );
  const [row] = await tx.update(orders).set({ paidAt: now }).where(eq(orders.id, moved.order.id)).returning();
  return row!;
}

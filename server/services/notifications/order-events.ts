import { eq } from 'drizzle-orm';
import type { OrderEvent } from '../../../machines/order.machine';
import type { OrderLabel } from '../../../machines/order-status';
import type { Db } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import { PLATFORM_MEMBER_ID } from '../../schemas/merchants';
import { formatMoney } from '../payments/receipt';
import { recordNotification, type NewNotification } from './record';

type OrderFacts = Pick<
  typeof orders.$inferSelect,
  'id' | 'number' | 'title' | 'buyerId' | 'sellerId' | 'cod' | 'paymentMethod' | 'currency' | 'totalAmount'
>;
export type OrderChange = {
  event: OrderEvent;
  from: OrderLabel | null;
  to: OrderLabel;
  reason?: string;
  cause?: Record<string, string>;
  /** The last NFT of an all-NFT order arrived: DELIVERED follows in the same transaction, SHIPPED would repeat it. */
  deliveredNow?: boolean;
  /**
   * A bought coupon's order shipped or finished as its coupons were issued: the buyer's COUPON_RECEIVED (recorded
   * by the fulfilment, linking the coupon) says it, SHIPPED and DELIVERED would repeat it.
   */
  couponsIssued?: boolean;
  /** A ticket order finished as its tickets were issued: its DELIVERED says the tickets are issued. */
  ticketsIssued?: boolean;
};

/** Labels a payment is news at: not a late payment on a closed order (refunded by itself, its receipt says so). */
const PAYABLE: (OrderLabel | null)[] = ['NEW', 'DEPOSITDPAID', 'DELIVERY'];

/** Whether a change of this event type can tell anybody anything: the rest skip the order's read. */
const TELLING = new Set<OrderEvent['type']>([
  'order.create',
  'order.paid',
  'order.ship',
  'order.confirm',
  'order.autoFinish',
  'order.refund',
]);

/**
 * Who an order's change tells what: the seller of an order to ship (paid in full, or a
 * cash-on-delivery order as it is made); the buyer of a payment, a shipment (with the waybill), a delivery the
 * buyer did not confirm themself, a refund and an auction won. The marketplace's own orders (plans) and
 * campaign gifts tell no seller. PAID and REFUNDED mail nobody: the payment receipt is their mail. An order of
 * nothing to pay (a free ticket tier's) tells the buyer no PAID: no money moved; its DELIVERED (tickets issued)
 * is the buyer's news.
 */
export function orderNotifications(o: OrderFacts, c: OrderChange): NewNotification[] {
  const link = { kind: 'ORDER' as const, id: o.id };
  const facts = { title: o.title, orderNumber: o.number };
  const out: NewNotification[] = [];
  const toBuyer = (n: Omit<NewNotification, 'memberId' | 'link'>) =>
    out.push({ memberId: o.buyerId, link, ...n });
  const tellsSeller = o.sellerId !== PLATFORM_MEMBER_ID && o.paymentMethod !== 'CAMPAIGN';
  const sold = () => {
    if (tellsSeller) out.push({ kind: 'SOLD', memberId: o.sellerId, subjectId: o.id, link, facts });
  };
  const e = c.event;
  switch (e.type) {
    case 'order.create':
      if (o.cod) sold();
      if (o.paymentMethod === 'AUCTION') {
        const amount = formatMoney(o.totalAmount, o.currency, 'en_US');
        toBuyer({ kind: 'AUCTION_WON', subjectId: o.id, facts: { ...facts, amount } });
      }
      break;
    case 'order.paid':
      if (e.paymentState === 'REFUNDED') {
        toBuyer({ kind: 'REFUNDED', subjectId: o.id, facts, mail: false });
      } else if (PAYABLE.includes(c.from) && o.paymentMethod !== 'CAMPAIGN') {
        if (BigInt(o.totalAmount) === 0n) {
          if (c.to === 'FULLPAID' && !o.cod) sold();
          break;
        }
        const amount = c.cause?.amount ? formatMoney(c.cause.amount, o.currency, 'en_US') : undefined;
        toBuyer({
          kind: 'PAID',
          subjectId: `${o.id}:${e.paymentState}`,
          facts: { ...facts, ...(amount ? { amount } : {}) },
          mail: false,
        });
        if (c.to === 'FULLPAID' && !o.cod) sold();
      }
      break;
    case 'order.ship': {
      if (c.deliveredNow || c.couponsIssued) break;
      const waybill = {
        ...(c.cause?.logisticsCompany ? { logisticsCompany: c.cause.logisticsCompany } : {}),
        ...(c.cause?.waybillNumber ? { waybillNumber: c.cause.waybillNumber } : {}),
      };
      // Each shipment (a part of the lines or all of them) is its own news.
      toBuyer({
        kind: 'SHIPPED',
        subjectId: `${o.id}:${c.cause?.lines ?? ''}`,
        facts: { ...facts, ...waybill },
      });
      break;
    }
    case 'order.confirm':
    case 'order.autoFinish':
      if (e.by !== 'BUYER' && !c.couponsIssued)
        toBuyer({
          kind: 'DELIVERED',
          subjectId: o.id,
          facts: c.ticketsIssued ? { ...facts, issued: 'TICKETS' } : facts,
        });
      break;
    case 'order.refund':
      toBuyer({ kind: 'REFUNDED', subjectId: o.id, facts, mail: false });
      break;
  }
  return out;
}

/** Records what an order's change tells, in the change's transaction (called by appendOrderEvent). */
export async function notifyOrderChange(tx: Db, orderId: string, c: OrderChange, now: Date): Promise<void> {
  if (!TELLING.has(c.event.type)) return;
  const [o] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!o) return;
  const kinds = async () =>
    (await tx.select({ kind: orderLines.kind }).from(orderLines).where(eq(orderLines.orderId, o.id))).map(
      (l) => l.kind,
    );
  let deliveredNow = false;
  let couponsIssued = false;
  let ticketsIssued = false;
  const e = c.event;
  if (e.type === 'order.ship' && e.allShipped && c.reason === 'nft_transferred') {
    deliveredNow = (await kinds()).every((k) => k !== 'PHYSICAL');
  } else if (e.type === 'order.ship' && c.cause?.coupons === 'issued') {
    couponsIssued = true;
  } else if (e.type === 'order.ship' && c.cause?.tickets === 'issued') {
    // Tickets are issued and the order finished in one transaction: its DELIVERED tells it, SHIPPED would repeat.
    deliveredNow = true;
  } else if (e.type === 'order.confirm' && e.by === 'SYSTEM') {
    // The fulfilment finishes a coupon order as it issues the coupons (a system confirm, no cause to tell by).
    const all = await kinds();
    couponsIssued = all.length > 0 && all.every((k) => k === 'COUPON');
    // Likewise a ticket order as it issues the tickets: its DELIVERED says so.
    ticketsIssued = all.length > 0 && all.every((k) => k === 'TICKET');
  }
  for (const n of orderNotifications(o, { ...c, deliveredNow, couponsIssued, ticketsIssued }))
    await recordNotification(tx, n, now);
}

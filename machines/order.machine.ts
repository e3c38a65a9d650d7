import { setup, type SnapshotFrom } from 'xstate';
import type { OrderLabel, PaymentState } from './order-status';

/** Who causes an order event: the server checks the caller's role before it asks the machine. */
export type OrderActorRole = 'BUYER' | 'SELLER' | 'SUPPORT' | 'SYSTEM' | 'PROVIDER';

export type OrderContext = {
  /** Cash on delivery: the seller may ship before payment, and the order never expires unpaid. */
  cod: boolean;
};

export type OrderEvent =
  /** Recorded when the order is made (its first timeline entry); the machine starts in NEW. */
  | { type: 'order.create'; by: OrderActorRole }
  /** The buyer starts a payment (card page, wallet transaction): only while something is left to pay. */
  | { type: 'order.pay'; by: OrderActorRole }
  /** A server-side payment event (callback, chain receipt) was recorded; the ledger gave this state. */
  | { type: 'order.paid'; by: OrderActorRole; paymentState: PaymentState }
  | { type: 'order.cancel'; by: OrderActorRole }
  /** The 30-minute job: an unpaid order ends and gives back its stock, lock and promotion code. */
  | { type: 'order.expire'; by: OrderActorRole }
  /** An NFT line's transfer was sent (the job) or is being prepared: no label change, logged. */
  | { type: 'order.transfer'; by: OrderActorRole }
  /** Lines were marked delivered (waybill or transaction hash); `allShipped` once no line is left. */
  | { type: 'order.ship'; by: OrderActorRole; allShipped: boolean }
  | { type: 'order.confirm'; by: OrderActorRole }
  /** An unconfirmed delivery finishes by itself after the configured days. */
  | { type: 'order.autoFinish'; by: OrderActorRole }
  | { type: 'order.refund'; by: OrderActorRole };

const by =
  (...roles: OrderActorRole[]) =>
  ({ event }: { event: OrderEvent }) =>
    roles.includes(event.by);

/**
 * The order lifecycle (spec §4 Order status), the same file on both sides: the server resolves an order's label
 * into this machine and asks `can(event)` before it changes anything, then checks that the new label it stored
 * equals the machine's target; the app asks it which actions to show. Guards follow Vendure's: no delivery
 * before full payment unless cash on delivery; cancel only while NEW; confirm receipt only in DELIVERY; refunds
 * by customer service. A payment that arrives after the end (a late or second payment) stays recorded and is
 * refunded (`refundUnneeded`), so money is never lost or taken twice.
 */
export const orderMachine = setup({
  types: {
    context: {} as OrderContext,
    events: {} as OrderEvent,
    input: {} as Partial<OrderContext>,
  },
  actions: {
    /** A transition that changes no label is still taken and logged (XState's can() needs an effect). */
    recorded: () => {},
    /** The server refunds a payment the order no longer needs (after expiry, cancellation or a second payment). */
    refundUnneeded: () => {},
  },
  guards: {
    isBuyer: by('BUYER'),
    isBuyerOrSupport: by('BUYER', 'SUPPORT'),
    isSystem: by('SYSTEM'),
    isShipper: by('SELLER', 'SYSTEM'),
    isReceiver: by('BUYER', 'SYSTEM'),
    isSupport: by('SUPPORT'),
    isPaymentSource: by('PROVIDER', 'SYSTEM'),
    isFullPayment: ({ event }) =>
      event.type === 'order.paid' && by('PROVIDER', 'SYSTEM')({ event }) && event.paymentState === 'FULL',
    isPartialPayment: ({ event }) =>
      event.type === 'order.paid' && by('PROVIDER', 'SYSTEM')({ event }) && event.paymentState === 'PARTIAL',
    isUnpaidExpiry: ({ context, event }) => !context.cod && by('SYSTEM')({ event }),
    isAllShippedBySeller: ({ event }) =>
      event.type === 'order.ship' && event.allShipped && by('SELLER', 'SYSTEM')({ event }),
    isPartShippedBySeller: ({ event }) =>
      event.type === 'order.ship' && !event.allShipped && by('SELLER', 'SYSTEM')({ event }),
    isCodAllShipped: ({ context, event }) =>
      context.cod && event.type === 'order.ship' && event.allShipped && by('SELLER', 'SYSTEM')({ event }),
  },
}).createMachine({
  id: 'order',
  context: ({ input }) => ({ cod: input?.cod ?? false }),
  initial: 'NEW',
  states: {
    NEW: {
      on: {
        'order.pay': { guard: 'isBuyer', actions: 'recorded' },
        'order.paid': [
          { guard: 'isFullPayment', target: 'FULLPAID' },
          { guard: 'isPartialPayment', target: 'DEPOSITDPAID' },
        ],
        'order.cancel': { guard: 'isBuyerOrSupport', target: 'CANCELLED' },
        'order.expire': { guard: 'isUnpaidExpiry', target: 'CANCELLED' },
        'order.ship': { guard: 'isCodAllShipped', target: 'DELIVERY' },
      },
    },
    DEPOSITDPAID: {
      on: {
        'order.pay': { guard: 'isBuyer', actions: 'recorded' },
        'order.paid': [{ guard: 'isFullPayment', target: 'FULLPAID' }, { guard: 'isPartialPayment' }],
        'order.ship': { guard: 'isCodAllShipped', target: 'DELIVERY' },
        'order.refund': { guard: 'isSupport', target: 'CLOSED' },
      },
    },
    FULLPAID: {
      on: {
        'order.paid': { guard: 'isPaymentSource', actions: 'refundUnneeded' },
        'order.transfer': { guard: 'isShipper', actions: 'recorded' },
        'order.ship': [
          { guard: 'isAllShippedBySeller', target: 'DELIVERY' },
          { guard: 'isPartShippedBySeller', actions: 'recorded' },
        ],
        'order.refund': { guard: 'isSupport', target: 'CLOSED' },
      },
    },
    DELIVERY: {
      on: {
        // A cash-on-delivery order is paid at the door: that payment is expected here, not refunded.
        'order.paid': { guard: 'isPaymentSource', actions: 'recorded' },
        'order.confirm': { guard: 'isReceiver', target: 'FINISHED' },
        'order.autoFinish': { guard: 'isSystem', target: 'FINISHED' },
        'order.refund': { guard: 'isSupport', target: 'CLOSED' },
      },
    },
    FINISHED: {
      on: {
        'order.paid': { guard: 'isPaymentSource', actions: 'refundUnneeded' },
        'order.refund': { guard: 'isSupport', target: 'CLOSED' },
      },
    },
    CANCELLED: {
      on: { 'order.paid': { guard: 'isPaymentSource', actions: 'refundUnneeded' } },
    },
    CLOSED: {
      on: { 'order.paid': { guard: 'isPaymentSource', actions: 'refundUnneeded' } },
    },
  },
});

export type OrderSnapshot = SnapshotFrom<typeof orderMachine>;

/** The machine standing at an order's label, ready for `can()` or `transition()`. */
export function orderSnapshotAt(label: OrderLabel, cod: boolean): OrderSnapshot {
  return orderMachine.resolveState({ value: label, context: { cod } });
}

/** What a person can do on an order page (spec §4 actions), each shown only when the machine allows it. */
export type OrderAction = 'payNow' | 'cancel' | 'confirmReceipt' | 'markDelivered' | 'refund';

/** The actions the given role may take on an order with this label (the app's buttons, the server's checks). */
export function allowedOrderActions(
  label: OrderLabel,
  cod: boolean,
  role: 'BUYER' | 'SELLER' | 'SUPPORT',
): OrderAction[] {
  const s = orderSnapshotAt(label, cod);
  const out: OrderAction[] = [];
  if (role === 'BUYER' && s.can({ type: 'order.pay', by: 'BUYER' })) out.push('payNow');
  if (role !== 'SELLER' && s.can({ type: 'order.cancel', by: role })) out.push('cancel');
  if (role === 'BUYER' && s.can({ type: 'order.confirm', by: 'BUYER' })) out.push('confirmReceipt');
  if (role === 'SELLER' && s.can({ type: 'order.ship', by: 'SELLER', allShipped: true })) {
    out.push('markDelivered');
  }
  if (role === 'SUPPORT' && s.can({ type: 'order.refund', by: 'SUPPORT' })) out.push('refund');
  return out;
}

/**
 * The three dimensions an order keeps apart (DESIGN §5, as Saleor and Vendure do) and the one function that
 * derives the spec's label (§4 Order status) from them. Pure: the server stores the dimensions, the app and the
 * order machine read the label.
 */

/** The order as a whole: open while it runs, then exactly one of three ends. */
export const ORDER_STATES = ['OPEN', 'COMPLETED', 'CANCELLED', 'CLOSED'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** Recomputed from the payment ledger after every payment event, never set by hand. */
export const PAYMENT_STATES = ['NONE', 'PARTIAL', 'FULL', 'REFUNDED'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Per line: an NFT's transfer (its transaction hash) or a parcel (its waybill); DELIVERED once received. */
export const FULFILMENT_STATES = ['UNFULFILLED', 'TRANSFERRING', 'SHIPPED', 'DELIVERED'] as const;
export type FulfilmentState = (typeof FULFILMENT_STATES)[number];

/** Spec §4 Order status labels; COD is a separate flag shown beside them. */
export const ORDER_LABELS = [
  'NEW',
  'DEPOSITDPAID',
  'FULLPAID',
  'DELIVERY',
  'FINISHED',
  'CANCELLED',
  'CLOSED',
] as const;
export type OrderLabel = (typeof ORDER_LABELS)[number];

const RANK: Record<FulfilmentState, number> = { UNFULFILLED: 0, TRANSFERRING: 1, SHIPPED: 2, DELIVERED: 3 };

/** The order's fulfilment: the least advanced of its lines (an order is only as delivered as its last line). */
export function orderFulfilment(lines: readonly FulfilmentState[]): FulfilmentState {
  if (lines.length === 0) return 'UNFULFILLED';
  return lines.reduce((low, s) => (RANK[s] < RANK[low] ? s : low));
}

export type OrderDimensions = {
  state: OrderState;
  paymentState: PaymentState;
  fulfilment: FulfilmentState;
};

/**
 * The spec's label of an order. An end state names itself; an open order is DELIVERY once every line is on
 * its way (shipped or sent), else its payment decides: FULLPAID, DEPOSITDPAID or NEW.
 */
export function orderLabel(d: OrderDimensions): OrderLabel {
  if (d.state === 'COMPLETED') return 'FINISHED';
  if (d.state === 'CANCELLED') return 'CANCELLED';
  if (d.state === 'CLOSED') return 'CLOSED';
  if (RANK[d.fulfilment] >= RANK.SHIPPED) return 'DELIVERY';
  if (d.paymentState === 'FULL') return 'FULLPAID';
  if (d.paymentState === 'PARTIAL') return 'DEPOSITDPAID';
  return 'NEW';
}

/** The COD label (spec §4): cash on delivery and not yet paid in full. */
export function isCodLabel(cod: boolean, paymentState: PaymentState): boolean {
  return cod && paymentState !== 'FULL' && paymentState !== 'REFUNDED';
}

/** The payment state a ledger's sums give: refunds first, then paid against the total (all minor units). */
export function paymentStateOf(total: bigint, captured: bigint, refunded: bigint): PaymentState {
  if (refunded > 0n && refunded >= captured) return 'REFUNDED';
  const net = captured - refunded;
  if (net <= 0n) return 'NONE';
  return net >= total ? 'FULL' : 'PARTIAL';
}

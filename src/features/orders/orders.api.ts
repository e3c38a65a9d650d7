import type { Order, OrderEventEntry, OrderSummary } from '@schemas/orders';
import type * as v from 'valibot';
import type { NftDeliveryTx } from '@schemas/fulfilment';
import type { SupportOrderSummary } from '@schemas/order-forms';
import type { Cart, PreOrder } from '@schemas/shop';
import { api } from '@/lib/api';

/** One row of an order list (listOrders). */
export type OrderSummaryRow = v.InferOutput<typeof OrderSummary>;
export type { SupportOrderSummary } from '@schemas/order-forms';

export type { Cart, CartLine, PreOrder } from '@schemas/shop';
export type { NftDeliveryTx } from '@schemas/fulfilment';

type Opt = { signal?: AbortSignal };

export const getOrder = (orderId: string, o: Opt = {}) =>
  api.get<Order>('/api/orders/detail', { orderId }, o);
export const getOrderEvents = (orderId: string, o: Opt = {}) =>
  api.get<OrderEventEntry[]>('/api/orders/events', { orderId }, o);
/** cancelOrder: the buyer (or support) ends a NEW order; stock and promotion code go back. */
export const cancelOrder = (orderId: string, reason = '') =>
  api.post<Order>('/api/orders/cancel', { orderId, reason });
/** confirmReceipt: the buyer received everything; the order is FINISHED. */
export const confirmReceipt = (orderId: string) => api.post<Order>('/api/orders/confirm', { orderId });
/** refundOrder (SUPPORT tag): the order is CLOSED and its payment refunded. */
export const refundOrder = (orderId: string, reason: string) =>
  api.post<Order>('/api/orders/refund', { orderId, reason });

export type DeliveryFields = {
  orderId: string;
  lineId?: string;
  logisticsCompany?: string;
  waybillNumber?: string;
  deliveryTime?: string;
  txHash?: string;
  receiptImage?: File | null;
};

/** markDelivered (multipart): a waybill with its receipt image, or a transaction hash. */
export function markDelivered(fields: DeliveryFields) {
  const form = new FormData();
  for (const [k, val] of Object.entries(fields)) {
    if (val === undefined || val === null || val === '') continue;
    // The one non-text field is the receipt image (not `instanceof File`: tests and frames bring their own File).
    if (typeof val === 'object') form.append(k, val, val.name);
    else form.append(k, String(val));
  }
  return api.upload<Order>('/api/orders/deliver', form);
}

export const prepareNftDelivery = (orderId: string, lineId: string) =>
  api.get<NftDeliveryTx>('/api/orders/deliver/prepare', { orderId, lineId });

export const supportFindOrders = (q: string, o: Opt = {}) =>
  api.get<SupportOrderSummary[]>('/api/support/orders', { q }, o);

export const listPreOrders = (role: 'buyer' | 'seller', o: Opt = {}) =>
  api.get<PreOrder[]>('/api/pre-orders', { role }, o);
export type PreOrderUpdate = {
  id: string;
  action: 'deliver' | 'finish' | 'cancel';
  logisticsCompany?: string;
  waybillNumber?: string;
};
export const updatePreOrder = (u: PreOrderUpdate) => api.post<PreOrder>('/api/pre-orders/update', u);
export type PreOrderForm = {
  productId: string;
  quantity: string;
  buyerName: string;
  areaCode: string;
  mobile: string;
  email: string;
  deliveryType: string;
  address?: string;
  remark?: string;
};
export const createPreOrder = (f: PreOrderForm) => api.post<PreOrder>('/api/pre-orders', f);

export const getCart = (o: Opt = {}) => api.get<Cart>('/api/cart', {}, o);
/**
 * updateCart: one line (item and spec choice, as its canonical key) to a new quantity, 0 removing it; with
 * `mode` 'add', `quantity` more of it (Add to cart).
 */
export const updateCart = (productId: string, quantity: number, specKey = '', mode: 'set' | 'add' = 'set') =>
  api.post<Cart>('/api/cart', { productId, quantity, spec: specKey, mode });

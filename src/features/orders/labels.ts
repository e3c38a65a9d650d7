import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderLabel } from '@machines/order-status';

/** Spec §4 order status labels as the app shows them, with a colour each. */
export const STATUS: Record<OrderLabel, { label: MessageDescriptor; color: string }> = {
  NEW: { label: msg`Awaiting payment`, color: 'blue' },
  DEPOSITDPAID: { label: msg`Deposit paid`, color: 'cyan' },
  FULLPAID: { label: msg`Paid`, color: 'teal' },
  DELIVERY: { label: msg`Delivering`, color: 'violet' },
  FINISHED: { label: msg`Finished`, color: 'green' },
  CANCELLED: { label: msg`Cancelled`, color: 'gray' },
  CLOSED: { label: msg`Closed (refunded)`, color: 'orange' },
};

export const FULFILMENT: Record<string, MessageDescriptor> = {
  UNFULFILLED: msg`Not sent yet`,
  TRANSFERRING: msg`Transferring`,
  SHIPPED: msg`Shipped`,
  DELIVERED: msg`Delivered`,
};

export const DELIVERY_TYPE: Record<string, MessageDescriptor> = {
  DLV: msg`Door-to-door delivery`,
  BRH: msg`Branch pickup`,
  BOX: msg`Locker pickup`,
  NONE: msg`No delivery (virtual)`,
};

export const ROLE: Record<string, MessageDescriptor> = {
  BUYER: msg`Buyer`,
  SELLER: msg`Seller`,
  SUPPORT: msg`Customer service`,
  SYSTEM: msg`System`,
  PROVIDER: msg`Payment provider`,
};

/** Order machine events as the timeline names them. */
export const EVENT: Record<string, MessageDescriptor> = {
  'order.create': msg`Order placed`,
  'order.pay': msg`Payment started`,
  'order.paid': msg`Payment received`,
  'order.cancel': msg`Cancelled`,
  'order.expire': msg`Expired unpaid`,
  'order.transfer': msg`Token transfer sent`,
  'order.ship': msg`Marked delivered`,
  'order.confirm': msg`Receipt confirmed`,
  'order.autoFinish': msg`Finished automatically`,
  'order.refund': msg`Refunded`,
};

/** Pre-order states (spec §3 Pre-order): submitted → delivery → finished, or cancelled. */
export const PRE_ORDER_STATUS: Record<string, { label: MessageDescriptor; color: string }> = {
  SUBMITTED: { label: msg`Submitted`, color: 'blue' },
  DELIVERY: { label: msg`Delivering`, color: 'violet' },
  FINISHED: { label: msg`Finished`, color: 'green' },
  CANCELLED: { label: msg`Cancelled`, color: 'gray' },
};

/** The cause fields the server keeps with a transition (order_events.cause), named for people. */
export const CAUSE: Record<string, MessageDescriptor> = {
  number: msg`Order number`,
  promoCode: msg`Promotion code`,
  provider: msg`Provider`,
  providerRef: msg`Payment reference`,
  ref: msg`Payment reference`,
  method: msg`Payment method`,
  amount: msg`Amount`,
  txHash: msg`Transaction hash`,
  lines: msg`Items`,
  to: msg`Receiver`,
  refundOf: msg`Refund of`,
  refundRef: msg`Refund reference`,
  refunds: msg`Refunds`,
  waybill: msg`Waybill number`,
  waybillNumber: msg`Waybill number`,
  logisticsCompany: msg`Logistics company`,
  deliveryTime: msg`Delivery time`,
  receiptImage: msg`Receipt image`,
};

/**
 * Why an order moved, for the reasons the system writes itself (a person's own words, such as a cancel reason,
 * show as typed). `unconfirmed_<n>_days` is the automatic completion after n days.
 */
export const REASON: Record<string, MessageDescriptor> = {
  expired: msg`The time to pay ran out`,
  nft_transferred: msg`The token was sent to the buyer`,
  token_arrival_verified_on_chain: msg`The token's arrival was verified on the chain`,
  parcel_shipped: msg`The parcel was shipped`,
  receipt_confirmed: msg`The buyer confirmed receipt`,
  refund_recorded: msg`A refund was recorded`,
  refunded_at_provider: msg`Refunded by the payment provider`,
  auction_item_gone: msg`The auctioned item is no longer available`,
  reward_item_gone: msg`The reward item is no longer available`,
  campaign_gift: msg`An event gift`,
  plan_invoice_void: msg`The plan invoice was voided`,
};

import * as v from 'valibot';
import { CommonParams } from './common';
import { bracketedForm } from './form';
import { CheckOrderForm, CreateOrderForm, Email, OrderSummary } from './orders';

/**
 * Request shapes of the order routes beyond server/schemas/orders.ts: the check and create forms as they
 * arrive (bracketed fields `lines[0][productId]`, DESIGN §4), updateOrder and the support search.
 */
export const CheckOrderBody = bracketedForm(CheckOrderForm);
export const CreateOrderBody = bracketedForm(CreateOrderForm);

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));

/** updateOrder: the remark and the receiver's details, while the order is NEW. */
export const UpdateOrderForm = v.object({
  ...CommonParams,
  orderId: v.pipe(v.string(), v.uuid()),
  remark: v.optional(Text(500)),
  receiverName: v.optional(Text(80)),
  receiverPhone: v.optional(Text(20)),
  receiverEmail: v.optional(v.union([v.literal(''), Email])),
  receiverAddress: v.optional(Text(300)),
});
export type UpdateOrderForm = v.InferOutput<typeof UpdateOrderForm>;

/** supportFindOrders: an order number, a buyer's e-mail or a transaction hash. */
export const SupportFindQuery = v.object({
  ...CommonParams,
  q: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(200)),
});

/** A support search's order: the summary (its counterpart is the buyer) and who sold it. */
export const SupportOrderSummary = v.object({
  ...OrderSummary.entries,
  seller: v.object({ id: v.string(), name: v.string() }),
});
export type SupportOrderSummary = v.InferOutput<typeof SupportOrderSummary>;
export const OrderSummaries = v.array(SupportOrderSummary);

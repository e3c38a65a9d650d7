import type { CodeName } from '../schemas/codes';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import {
  CheckOrderBody,
  CreateOrderBody,
  OrderSummaries,
  SupportFindQuery,
  UpdateOrderForm,
} from '../schemas/order-forms';
import {
  ListOrdersQuery,
  Order,
  OrderCheck,
  OrderEvents,
  OrderIdForm,
  OrderIdQuery,
  OrderPage,
  PriceBreakdown,
} from '../schemas/orders';
import { cancelOrder } from '../services/orders/cancel';
import { applyPromotionCode, checkOrder } from '../services/orders/check';
import { createOrder } from '../services/orders/create';
import { getOrderEvents } from '../services/orders/events';
import { listOrders } from '../services/orders/list';
import { getOrder } from '../services/orders/read';
import { supportFindOrders } from '../services/orders/support';
import { updateOrder } from '../services/orders/update';

const tags = ['orders'] as const;

/**
 * Checkout and orders (spec §2 step1/orders/orderDetail, §7): check and create an order, read, list,
 * update and cancel it, its timeline, the support search and applying a promotion code. Every call needs a
 * session; an order is visible to its buyer, its seller and customer service only (others 404).
 */
/** What pricing an order's lines can answer: checkOrder and createOrder price them the same way. */
const PRICING_CODES: CodeName[] = [
  'NOT_FOUND',
  'ITEM_NOT_FOR_SALE',
  'CANNOT_BUY_OWN',
  'ONE_SELLER_PER_ORDER',
  'WRONG_QUANTITY',
  'OUT_OF_STOCK',
  'ITEM_LOCKED',
  'ORDER_BELOW_MINIMUM',
  'ORDERING_CLOSED',
  'DELIVERY_TYPE_INVALID',
  'COD_NOT_ALLOWED',
  'PROMO_EXPIRED',
  'PROMO_NOT_IN_PERIOD',
  'PROMO_REUSED',
  'OFFER_NOT_STARTED',
  'CANCELLED_OR_NOT_VALID',
];

export const orderRoutes = new Hono<AppEnv>()
  .post(
    '/orders/check',
    operation('checkOrder', OrderCheck, {
      tags,
      summary: 'Check an order (checkout step 1)',
      description:
        'Prices the lines in a currency with the promotion code and delivery type, without reserving anything: lines, price breakdown, allowed delivery types and currencies (spec §2 checkout "check order"). Lines are bracketed fields: `lines[0][productId]`, `lines[0][quantity]`, `lines[0][spec][SIZE]`.',
      codes: PRICING_CODES,
    }),
    requireMember,
    input('form', CheckOrderBody),
    async (c) => ok(c, await checkOrder(c.var.deps, c.var.member!, c.req.valid('form'))),
  )
  .post(
    '/orders',
    operation('createOrder', Order, {
      tags,
      summary: 'Create an order (checkout step 2)',
      description:
        'Checks the lines again, reserves stock in one transaction and creates the NEW order with buyer info and delivery (spec §2 checkout "submit order"); unpaid, its items are locked for 30 minutes. Lines are bracketed fields as in checkOrder.',
      codes: [...PRICING_CODES, 'CONFLICT'],
    }),
    requireMember,
    input('form', CreateOrderBody),
    async (c) => ok(c, await createOrder(c.var.deps, c.var.member!, c.req.valid('form'))),
  )
  .get(
    '/orders/detail',
    operation('getOrder', Order, {
      tags,
      summary: 'Read an order',
      description:
        'An order with its lines, prices, delivery, payments state and the actions the caller may take (spec §2 orderDetail).',
      codes: ['NOT_FOUND'],
      who: "Only the order's buyer, its seller or customer service (others 404).",
    }),
    requireMember,
    input('query', OrderIdQuery),
    async (c) => ok(c, await getOrder(c.var.deps, c.var.member!, c.req.valid('query').orderId)),
  )
  .post(
    '/orders/update',
    operation('updateOrder', Order, {
      tags,
      summary: 'Update an order',
      description: 'Changes the remark and receiver details while the order is NEW.',
      codes: ['NOT_FOUND', 'FORBIDDEN', 'ORDER_STATE_INVALID'],
      who: "Only the order's buyer.",
    }),
    requireMember,
    input('form', UpdateOrderForm),
    async (c) => {
      const { orderId, ...change } = c.req.valid('form');
      return ok(c, await updateOrder(c.var.deps, c.var.member!, orderId, change));
    },
  )
  .get(
    '/orders',
    operation('listOrders', OrderPage, {
      tags,
      summary: 'List orders',
      description:
        "The caller's buy or sell orders, optionally of one status; keyset-paged (spec §2 orders, myOrders).",
    }),
    requireMember,
    input('query', ListOrdersQuery),
    async (c) => ok(c, await listOrders(c.var.deps, c.var.member!.id, c.req.valid('query'))),
  )
  .post(
    '/orders/cancel',
    operation('cancelOrder', Order, {
      tags,
      summary: 'Cancel an order',
      description: 'Cancels a NEW order and releases its stock (spec §4).',
      codes: ['NOT_FOUND', 'FORBIDDEN', 'ORDER_STATE_INVALID'],
      who: "The order's buyer (or its seller).",
    }),
    requireMember,
    input('form', OrderIdForm),
    async (c) => {
      const { orderId, reason } = c.req.valid('form');
      return ok(c, await cancelOrder(c.var.deps, c.var.member!, orderId, reason));
    },
  )
  .get(
    '/orders/events',
    operation('getOrderEvents', OrderEvents, {
      tags,
      summary: "Read an order's timeline",
      description: 'Every transition of the order: who, when, from, to, why.',
      codes: ['NOT_FOUND'],
      who: "Only the order's buyer, its seller or customer service.",
    }),
    requireMember,
    input('query', OrderIdQuery),
    async (c) => ok(c, await getOrderEvents(c.var.deps, c.var.member!, c.req.valid('query').orderId)),
  )
  .get(
    '/support/orders',
    operation('supportFindOrders', OrderSummaries, {
      tags,
      summary: 'Find orders (support)',
      description: 'Orders by number, buyer e-mail or transaction hash.',
      codes: ['FORBIDDEN'],
      who: 'Customer service only (SUPPORT tag; others 403).',
    }),
    requireMember,
    input('query', SupportFindQuery),
    async (c) => ok(c, await supportFindOrders(c.var.deps, c.var.member!, c.req.valid('query').q)),
  )
  .post(
    '/promotions/apply',
    operation('applyPromotionCode', PriceBreakdown, {
      tags,
      summary: 'Apply a promotion code',
      description:
        'The price breakdown of the checked lines with the code applied (spec §8 promotion codes).',
      codes: [
        'NOT_FOUND',
        'PROMO_EXPIRED',
        'PROMO_NOT_IN_PERIOD',
        'PROMO_REUSED',
        'OFFER_NOT_STARTED',
        'CANCELLED_OR_NOT_VALID',
        'ITEM_NOT_FOR_SALE',
        'OUT_OF_STOCK',
      ],
    }),
    requireMember,
    input('form', CheckOrderBody),
    async (c) => ok(c, await applyPromotionCode(c.var.deps, c.var.member!, c.req.valid('form'))),
  );

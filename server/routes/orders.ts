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

const tags = ['orders'];

/**
 * Checkout and orders (issue 13, spec §2 step1/orders/orderDetail, §7): check and create an order, read, list,
 * update and cancel it, its timeline, the support search and applying a promotion code. Every call needs a
 * session; an order is visible to its buyer, its seller and customer service only (others 404).
 */
export const orderRoutes = new Hono<AppEnv>()
  .post(
    '/orders/check',
    operation('checkOrder', OrderCheck, { tags }),
    requireMember,
    input('form', CheckOrderBody),
    async (c) => ok(c, await checkOrder(c.var.deps, c.var.member!, c.req.valid('form'))),
  )
  .post(
    '/orders',
    operation('createOrder', Order, { tags }),
    requireMember,
    input('form', CreateOrderBody),
    async (c) => ok(c, await createOrder(c.var.deps, c.var.member!, c.req.valid('form'))),
  )
  .get(
    '/orders/detail',
    operation('getOrder', Order, { tags }),
    requireMember,
    input('query', OrderIdQuery),
    async (c) => ok(c, await getOrder(c.var.deps, c.var.member!, c.req.valid('query').orderId)),
  )
  .post(
    '/orders/update',
    operation('updateOrder', Order, { tags }),
    requireMember,
    input('form', UpdateOrderForm),
    async (c) => {
      const { orderId, ...change } = c.req.valid('form');
      return ok(c, await updateOrder(c.var.deps, c.var.member!, orderId, change));
    },
  )
  .get(
    '/orders',
    operation('listOrders', OrderPage, { tags }),
    requireMember,
    input('query', ListOrdersQuery),
    async (c) => ok(c, await listOrders(c.var.deps, c.var.member!.id, c.req.valid('query'))),
  )
  .post(
    '/orders/cancel',
    operation('cancelOrder', Order, { tags }),
    requireMember,
    input('form', OrderIdForm),
    async (c) => {
      const { orderId, reason } = c.req.valid('form');
      return ok(c, await cancelOrder(c.var.deps, c.var.member!, orderId, reason));
    },
  )
  .get(
    '/orders/events',
    operation('getOrderEvents', OrderEvents, { tags }),
    requireMember,
    input('query', OrderIdQuery),
    async (c) => ok(c, await getOrderEvents(c.var.deps, c.var.member!, c.req.valid('query').orderId)),
  )
  .get(
    '/support/orders',
    operation('supportFindOrders', OrderSummaries, { tags }),
    requireMember,
    input('query', SupportFindQuery),
    async (c) => ok(c, await supportFindOrders(c.var.deps, c.var.member!, c.req.valid('query').q)),
  )
  .post(
    '/promotions/apply',
    operation('applyPromotionCode', PriceBreakdown, { tags }),
    requireMember,
    input('form', CheckOrderBody),
    async (c) => ok(c, await applyPromotionCode(c.var.deps, c.var.member!, c.req.valid('form'))),
  );

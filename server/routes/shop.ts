import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import { CommonParams } from '../schemas/common';
import {
  Cart,
  CartBody,
  CartTicketForm,
  ListPreOrdersQuery,
  PreOrder,
  PreOrderBody,
  PreOrderList,
  ShopProduct,
  ShopProductPage,
  ShopProductQuery,
  ShopProductsQuery,
  UpdatePreOrderForm,
} from '../schemas/shop';
import { createPreOrder, listPreOrders, updatePreOrder } from '../services/orders/pre-orders';
import { getCart, updateCart } from '../services/shop/cart';
import { updateCartTickets } from '../services/tickets/cart';
import { getShopProduct, listShopProducts } from '../services/shop/products';

const tags = ['shop'] as const;

/** The e-shop's PHYSICAL goods, the caller's cart and pre-orders (spec §7). */
export const shopRoutes = new Hono<AppEnv>()
  .get(
    '/shop/products',
    operation('listShopProducts', ShopProductPage, {
      tags,
      summary: 'List shop goods',
      description: 'PHYSICAL items on sale in the e-shop; keyset-paged (spec §7 shop products).',
    }),
    input('query', ShopProductsQuery),
    async (c) => ok(c, await listShopProducts(c.var.deps.db, c.req.valid('query'))),
  )
  .get(
    '/shop/products/detail',
    operation('getShopProduct', ShopProduct, {
      tags,
      summary: 'Read a shop good',
      description: 'One PHYSICAL item with its spec options and stock.',
      codes: ['NOT_FOUND'],
    }),
    input('query', ShopProductQuery),
    async (c) => ok(c, await getShopProduct(c.var.deps.db, c.req.valid('query').id)),
  )
  .get(
    '/cart',
    operation('getCart', Cart, {
      tags,
      summary: 'Read the cart',
      description: "The caller's cart lines with current price, stock and availability.",
    }),
    requireMember,
    input('query', v.object(CommonParams)),
    async (c) => ok(c, await getCart(c.var.deps.db, c.var.member!.id, c.var.deps.now())),
  )
  .post(
    '/cart',
    operation('updateCart', Cart, {
      tags,
      summary: 'Change a cart line',
      description: "Sets a line's quantity (0 removes it) for an item and its spec choice (`spec[SIZE]=M`).",
      codes: ['NOT_FOUND', 'ITEM_NOT_FOR_SALE', 'CANNOT_BUY_OWN', 'OUT_OF_STOCK', 'DELIVERY_TYPE_INVALID'],
    }),
    requireMember,
    input('form', CartBody),
    async (c) => ok(c, await updateCart(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .post(
    '/cart/tickets',
    operation('updateCartTickets', Cart, {
      tags,
      summary: "Change a cart's ticket line",
      description:
        "Sets a tier's TICKET line to `quantity` (0 removes it; `mode=add` adds to it). Nothing is taken from the tier until the line is checked out with buyTickets (`fromCart=1`), which reserves the tickets and removes the line in the order's transaction.",
      codes: [
        'NOT_FOUND',
        'CANNOT_BUY_OWN',
        'OFFER_NOT_STARTED',
        'PROMO_EXPIRED',
        'SOLD_OUT',
        'OUT_OF_STOCK',
        'MEMBER_ALREADY_COLLECTED',
      ],
    }),
    requireMember,
    input('form', CartTicketForm),
    async (c) => {
      const { deps, member } = c.var;
      await updateCartTickets(deps, member!.id, c.req.valid('form'));
      return ok(c, await getCart(deps.db, member!.id, deps.now()));
    },
  )
  .post(
    '/pre-orders',
    operation('createPreOrder', PreOrder, {
      tags,
      summary: 'Place a pre-order',
      description:
        'Orders a sold-out PHYSICAL item in advance with buyer details and delivery (spec §4 pre-orders).',
      codes: ['NOT_FOUND', 'ITEM_NOT_FOR_SALE', 'CANNOT_BUY_OWN', 'DELIVERY_TYPE_INVALID', 'CONFLICT'],
    }),
    requireMember,
    input('form', PreOrderBody),
    async (c) => ok(c, await createPreOrder(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .get(
    '/pre-orders',
    operation('listPreOrders', PreOrderList, {
      tags,
      summary: 'List pre-orders',
      description: "The caller's pre-orders as buyer or seller.",
    }),
    requireMember,
    input('query', ListPreOrdersQuery),
    async (c) => ok(c, await listPreOrders(c.var.deps.db, c.var.member!.id, c.req.valid('query').role)),
  )
  .post(
    '/pre-orders/update',
    operation('updatePreOrder', PreOrder, {
      tags,
      summary: 'Move a pre-order',
      description:
        'The seller delivers or finishes a pre-order, or either side cancels it (submit → delivery → finished).',
      codes: ['NOT_FOUND', 'FORBIDDEN', 'ORDER_STATE_INVALID'],
    }),
    requireMember,
    input('form', UpdatePreOrderForm),
    async (c) => ok(c, await updatePreOrder(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  );

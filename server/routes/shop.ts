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
import { getShopProduct, listShopProducts } from '../services/shop/products';

const tags = ['shop'];

/** The e-shop's PHYSICAL goods, the caller's cart and pre-orders (issue 13 items 1 and 7, spec §7). */
export const shopRoutes = new Hono<AppEnv>()
  .get(
    '/shop/products',
    operation('listShopProducts', ShopProductPage, { tags }),
    input('query', ShopProductsQuery),
    async (c) => ok(c, await listShopProducts(c.var.deps.db, c.req.valid('query'))),
  )
  .get(
    '/shop/products/detail',
    operation('getShopProduct', ShopProduct, { tags }),
    input('query', ShopProductQuery),
    async (c) => ok(c, await getShopProduct(c.var.deps.db, c.req.valid('query').id)),
  )
  .get(
    '/cart',
    operation('getCart', Cart, { tags }),
    requireMember,
    input('query', v.object(CommonParams)),
    async (c) => ok(c, await getCart(c.var.deps.db, c.var.member!.id)),
  )
  .post('/cart', operation('updateCart', Cart, { tags }), requireMember, input('form', CartBody), async (c) =>
    ok(c, await updateCart(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .post(
    '/pre-orders',
    operation('createPreOrder', PreOrder, { tags }),
    requireMember,
    input('form', PreOrderBody),
    async (c) => ok(c, await createPreOrder(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .get(
    '/pre-orders',
    operation('listPreOrders', PreOrderList, { tags }),
    requireMember,
    input('query', ListPreOrdersQuery),
    async (c) => ok(c, await listPreOrders(c.var.deps.db, c.var.member!.id, c.req.valid('query').role)),
  )
  .post(
    '/pre-orders/update',
    operation('updatePreOrder', PreOrder, { tags }),
    requireMember,
    input('form', UpdatePreOrderForm),
    async (c) => ok(c, await updatePreOrder(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  );

import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import {
  CreateProductForm,
  GasFee,
  GasFeeQuery,
  ProductIdForm,
  ProductRef,
  UpdateProductForm,
} from '../schemas/products';
import { chainGasPriceSource } from '../chain/gas-price';
import { estimateGasFee } from '../services/wallets/gas-fee';
import { offSaleProduct, onSaleProduct } from '../services/catalog/products/shelf';
import { createProduct, deleteProduct, updateProduct } from '../services/catalog/products/write';
import { requireCreatePermission } from './collections';

const tags = ['catalogue'];

/** Item writes, shelf and gas-fee estimate (spec §3 Item, §4; issue 4). Reads live in the catalogue router. */
export const productRoutes = new Hono<AppEnv>()
  .post(
    '/products',
    operation('createProduct', ProductRef, { tags }),
    requireMember,
    requireCreatePermission,
    input('form', CreateProductForm),
    async (c) => ok(c, await createProduct(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .post(
    '/products/update',
    operation('updateProduct', ProductRef, { tags }),
    requireMember,
    input('form', UpdateProductForm),
    async (c) => ok(c, await updateProduct(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .post(
    '/products/delete',
    operation('deleteProduct', v.null(), { tags }),
    requireMember,
    input('form', ProductIdForm),
    async (c) => ok(c, await deleteProduct(c.var.deps, c.var.member!.id, c.req.valid('form').id)),
  )
  .post(
    '/products/on-sale',
    operation('onSaleProduct', ProductRef, { tags }),
    requireMember,
    input('form', ProductIdForm),
    async (c) => ok(c, await onSaleProduct(c.var.deps, c.var.member!.id, c.req.valid('form').id)),
  )
  .post(
    '/products/off-sale',
    operation('offSaleProduct', ProductRef, { tags }),
    requireMember,
    input('form', ProductIdForm),
    async (c) => ok(c, await offSaleProduct(c.var.deps, c.var.member!.id, c.req.valid('form').id)),
  )
  .get(
    '/products/gas-fee',
    operation('estimateGasFee', GasFee, { tags }),
    requireMember,
    input('query', GasFeeQuery),
    // The chain's eth_gasPrice; the configured price when the chain is down (the estimate never fails on it).
    async (c) => {
      const { db, chains, env } = c.var.deps;
      return ok(c, await estimateGasFee(db, chainGasPriceSource(chains, env), c.req.valid('query')));
    },
  );

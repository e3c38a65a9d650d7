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

const tags = ['catalogue'] as const;

/** Item writes, shelf and gas-fee estimate (spec §3 Item, §4). Reads live in the catalogue router. */
export const productRoutes = new Hono<AppEnv>()
  .post(
    '/products',
    operation('createProduct', ProductRef, {
      tags,
      summary: 'Create an item',
      description:
        "An item in one of the caller's collections (spec §3 Item, §5): SELF items are minted in the background (about 3 minutes), NON items name their contract and token, PHYSICAL items carry spec options. Nested values are bracketed fields (`properties[0][type]`). A missing contractType answers 1022.",
      codes: ['FORBIDDEN', 'NOT_FOUND', 'CONTRACT_TYPE_REQUIRED'],
      who: 'Needs the CREATE permission tag where CHECK_CREATE_PERMISSION is on.',
    }),
    requireMember,
    requireCreatePermission,
    input('form', CreateProductForm),
    async (c) => ok(c, await createProduct(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .post(
    '/products/update',
    operation('updateProduct', ProductRef, {
      tags,
      summary: 'Edit an item',
      description: "Changes the editable fields of the seller's off-shelf item.",
      codes: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'],
      who: "Only the item's seller.",
    }),
    requireMember,
    input('form', UpdateProductForm),
    async (c) => ok(c, await updateProduct(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .post(
    '/products/delete',
    operation('deleteProduct', v.null(), {
      tags,
      summary: 'Delete an item',
      description: "Deletes the seller's off-shelf item that nobody else holds and that is not minted.",
      codes: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'],
      who: "Only the item's seller.",
    }),
    requireMember,
    input('form', ProductIdForm),
    async (c) => ok(c, await deleteProduct(c.var.deps, c.var.member!.id, c.req.valid('form').id)),
  )
  .post(
    '/products/on-sale',
    operation('onSaleProduct', ProductRef, {
      tags,
      summary: 'Put an item on sale',
      description: "Lists the seller's off-shelf item with stock (spec §4).",
      codes: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'],
      who: "Only the item's seller.",
    }),
    requireMember,
    input('form', ProductIdForm),
    async (c) => ok(c, await onSaleProduct(c.var.deps, c.var.member!.id, c.req.valid('form').id)),
  )
  .post(
    '/products/off-sale',
    operation('offSaleProduct', ProductRef, {
      tags,
      summary: 'Take an item off shelf',
      description: "Unlists the seller's item; refused while an order is in progress (1021, spec §4).",
      codes: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'OFF_SHELF_ORDER_IN_PROGRESS'],
      who: "Only the item's seller.",
    }),
    requireMember,
    input('form', ProductIdForm),
    async (c) => ok(c, await offSaleProduct(c.var.deps, c.var.member!.id, c.req.valid('form').id)),
  )
  .get(
    '/products/gas-fee',
    operation('estimateGasFee', GasFee, {
      tags,
      summary: 'Estimate a gas fee',
      description:
        "The gas fee of taking an item off shelf or transferring it, at the chain's gas price (spec §4).",
      codes: ['NOT_FOUND'],
    }),
    requireMember,
    input('query', GasFeeQuery),
    // The chain's eth_gasPrice; the configured price when the chain is down (the estimate never fails on it).
    async (c) => {
      const { db, chains, env } = c.var.deps;
      return ok(c, await estimateGasFee(db, chainGasPriceSource(chains, env), c.req.valid('query')));
    },
  );

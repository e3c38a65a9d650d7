import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import {
  ConfirmReceiptForm,
  FiatIncome,
  FiatIncomeQuery,
  MarkDeliveredForm,
  NftDeliveryTx,
  PrepareDeliveryQuery,
  ShipRecords,
  ShipRecordsQuery,
} from '../schemas/fulfilment';
import { Order } from '../schemas/orders';
import { confirmReceipt } from '../services/orders/confirm';
import { prepareNftDelivery } from '../services/orders/nft-delivery';
import { markDelivered } from '../services/orders/physical-delivery';
import { orderView } from '../services/orders/read';
import { listShipRecords } from '../services/orders/ship-records';
import { getFiatIncome } from '../services/wallets/fiat-income';

const tags = ['orders'];

/**
 * Fulfilment of paid orders (issue 13 §6): the seller marks delivery (parcels, or an NFT sent from a browser
 * wallet, prepared here and verified on chain), the buyer confirms receipt, ship records, and card income.
 */
export const fulfilmentRoutes = new Hono<AppEnv>()
  .post(
    '/orders/deliver',
    operation('markDelivered', Order, { tags }),
    requireMember,
    input('form', MarkDeliveredForm),
    async (c) => {
      const { deps } = c.var;
      const row = await markDelivered(deps, c.var.member!.id, c.req.valid('form'));
      return ok(c, await orderView(deps.db, row, 'SELLER'));
    },
  )
  .get(
    '/orders/deliver/prepare',
    operation('prepareNftDelivery', NftDeliveryTx, { tags }),
    requireMember,
    input('query', PrepareDeliveryQuery),
    async (c) => ok(c, await prepareNftDelivery(c.var.deps, c.var.member!.id, c.req.valid('query'))),
  )
  .post(
    '/orders/confirm',
    operation('confirmReceipt', Order, { tags }),
    requireMember,
    input('form', ConfirmReceiptForm),
    async (c) => {
      const { deps } = c.var;
      const row = await confirmReceipt(deps, c.var.member!.id, c.req.valid('form').orderId);
      return ok(c, await orderView(deps.db, row, 'BUYER'));
    },
  )
  .get(
    '/orders/ship-records',
    operation('listShipRecords', ShipRecords, { tags }),
    requireMember,
    input('query', ShipRecordsQuery),
    async (c) => ok(c, await listShipRecords(c.var.deps.db, c.var.member!, c.req.valid('query').orderId)),
  )
  .get(
    '/income/fiat',
    operation('getFiatIncome', FiatIncome, { tags: ['wallet'] }),
    requireMember,
    input('query', FiatIncomeQuery),
    async (c) => ok(c, await getFiatIncome(c.var.deps.db, c.var.member!.id)),
  );

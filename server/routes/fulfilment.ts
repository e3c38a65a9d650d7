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

const tags = ['orders'] as const;

/**
 * Fulfilment of paid orders: the seller marks delivery (parcels, or an NFT sent from a browser
 * wallet, prepared here and verified on chain), the buyer confirms receipt, ship records, and card income.
 */
export const fulfilmentRoutes = new Hono<AppEnv>()
  .post(
    '/orders/deliver',
    operation('markDelivered', Order, {
      tags,
      summary: 'Mark delivery done',
      description:
        'The seller marks lines delivered: a parcel with logistics company, waybill number, delivery time and receipt image, or an NFT with the transaction hash of its transfer (verified on chain). Multipart (spec §4).',
      codes: ['NOT_FOUND', 'ORDER_STATE_INVALID', 'TX_NOT_VERIFIED', 'NO_WALLET', 'PAYLOAD_TOO_LARGE'],
      who: "Only the order's seller.",
    }),
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
    operation('prepareNftDelivery', NftDeliveryTx, {
      tags,
      summary: 'Prepare an NFT delivery',
      description:
        "The transaction the seller's browser wallet sends to transfer the line's token to the buyer.",
      codes: ['NOT_FOUND', 'ORDER_STATE_INVALID', 'NO_WALLET'],
      who: "Only the order's seller.",
    }),
    requireMember,
    input('query', PrepareDeliveryQuery),
    async (c) => ok(c, await prepareNftDelivery(c.var.deps, c.var.member!.id, c.req.valid('query'))),
  )
  .post(
    '/orders/confirm',
    operation('confirmReceipt', Order, {
      tags,
      summary: 'Confirm receipt',
      description: 'The buyer confirms receipt; the order finishes (spec §4).',
      codes: ['NOT_FOUND', 'ORDER_STATE_INVALID'],
      who: "Only the order's buyer.",
    }),
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
    operation('listShipRecords', ShipRecords, {
      tags,
      summary: 'List ship records',
      description: "An order's delivery records (spec §7 ship records).",
      codes: ['NOT_FOUND'],
    }),
    requireMember,
    input('query', ShipRecordsQuery),
    async (c) => ok(c, await listShipRecords(c.var.deps.db, c.var.member!, c.req.valid('query').orderId)),
  )
  .get(
    '/income/fiat',
    operation('getFiatIncome', FiatIncome, {
      tags: ['wallet'],
      summary: 'Read card income',
      description: "The caller's card income in HKD cents: earned, paid out and owed.",
    }),
    requireMember,
    input('query', FiatIncomeQuery),
    async (c) => ok(c, await getFiatIncome(c.var.deps.db, c.var.member!.id)),
  );

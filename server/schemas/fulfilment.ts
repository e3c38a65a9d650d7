import * as v from 'valibot';
import { CommonParams } from './common';
import { BlobField } from './uploads';
import { LINE_KINDS } from './orders';

/** Fulfilment: delivery of paid orders, receipt confirmation, ship records and fiat income. */

/** Spec §4 default: an unconfirmed delivery finishes by itself after this many days (env ORDER_AUTO_FINISH_DAYS). */
export const ORDER_AUTO_FINISH_DAYS_DEFAULT = 7;
/** The platform's fee on a completed order, in basis points of its total (env PLATFORM_FEE_BP). */
export const PLATFORM_FEE_BP_DEFAULT = 250;

const Uuid = v.pipe(v.string(), v.uuid());
const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
/** A transaction hash as a wallet reports it. */
export const TxHash = v.pipe(v.string(), v.trim(), v.regex(/^0x[0-9a-fA-F]{64}$/, 'tx_hash_format'));

/**
 * markDelivered (multipart): the seller marks lines delivered. An NFT line the seller sent from a browser wallet
 * takes `txHash` (verified on chain); physical lines take logistics company, waybill number and delivery time
 * (with a receipt image), or a transaction hash. Without `lineId` every line still to ship of that kind is meant.
 */
export const MarkDeliveredForm = v.object({
  ...CommonParams,
  orderId: Uuid,
  lineId: v.optional(v.union([Uuid, v.literal('')]), ''),
  logisticsCompany: v.optional(Text(80), ''),
  waybillNumber: v.optional(Text(80), ''),
  /** When the parcel was handed over: an ISO timestamp, a local date-time (server time) or a date. */
  deliveryTime: v.optional(
    v.pipe(
      v.union([
        v.literal(''),
        v.pipe(v.string(), v.trim(), v.isoTimestamp('delivery_time_format')),
        v.pipe(v.string(), v.trim(), v.isoDateTime('delivery_time_format')),
        v.pipe(v.string(), v.trim(), v.isoDate('delivery_time_format')),
      ]),
      v.metadata({
        openapi: {
          type: 'string',
          description: 'An ISO timestamp, a local date-time (YYYY-MM-DDTHH:mm, server time) or a date.',
        },
      }),
    ),
    '',
  ),
  receiptImage: v.optional(BlobField),
  txHash: v.optional(v.union([v.literal(''), TxHash]), ''),
});
export type MarkDeliveredForm = v.InferOutput<typeof MarkDeliveredForm>;

export const PrepareDeliveryQuery = v.object({ ...CommonParams, orderId: Uuid, lineId: Uuid });

/**
 * prepareNftDelivery: the transaction the seller's browser wallet sends (eth_sendTransaction {from, to, data}):
 * `to` is the transaction's target, the token's contract (same as `contract`); the token goes to `receiver`,
 * the buyer's address, encoded in `data` (safeTransferFrom).
 */
export const NftDeliveryTx = v.object({
  chainId: v.number(),
  blockchain: v.string(),
  from: v.string(),
  to: v.string(),
  data: v.string(),
  contract: v.string(),
  tokenId: v.string(),
  amount: v.number(),
  receiver: v.string(),
});
export type NftDeliveryTx = v.InferOutput<typeof NftDeliveryTx>;

export const ConfirmReceiptForm = v.object({ ...CommonParams, orderId: Uuid });
export const ShipRecordsQuery = v.object({ ...CommonParams, orderId: Uuid });

/** One line's shipment: the NFT transfer's hash, or the parcel's logistics company, waybill and receipt. */
export const ShipRecord = v.object({
  lineId: v.string(),
  kind: v.picklist(LINE_KINDS),
  fulfilment: v.string(),
  logisticsCompany: v.nullable(v.string()),
  waybillNumber: v.nullable(v.string()),
  txHash: v.nullable(v.string()),
  deliveryTime: v.nullable(v.string()),
  receiptImage: v.nullable(v.string()),
});
export type ShipRecord = v.InferOutput<typeof ShipRecord>;
export const ShipRecords = v.array(ShipRecord);

export const FiatIncomeEntry = v.object({
  id: v.string(),
  /** Signed HKD cents. */
  amount: v.string(),
  reason: v.picklist(['SALE', 'ROYALTY', 'REFUND', 'PAYOUT']),
  /** The order it belongs to (or the payout). */
  refId: v.string(),
  /** The order's number when the entry belongs to an order, else null (a payout). */
  orderNumber: v.nullable(v.string()),
  createdAt: v.string(),
});
/** getFiatIncome: the seller's card income in HKD cents (balance and the newest entries). */
export const FiatIncome = v.object({
  currency: v.literal('HKD'),
  balance: v.string(),
  entries: v.array(FiatIncomeEntry),
});
export type FiatIncome = v.InferOutput<typeof FiatIncome>;
export const FiatIncomeQuery = v.object({ ...CommonParams });

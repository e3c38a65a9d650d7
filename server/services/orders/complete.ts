import { and, eq, inArray, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { formatUnits } from 'ethers';
import {
  collections,
  fiatLedger,
  ledgerEntries,
  orderLines,
  orders,
  productEvents,
  products,
} from '../../db/schema';
import { CURRENCY_DECIMALS } from '../../schemas/orders';
import { PLATFORM_FEE_BP_DEFAULT } from '../../schemas/fulfilment';
import type { Blockchain } from '../../schemas/wallets';
import { royaltyBps } from '../catalog/mint/token';
import { creditSale, lockMemberBalance } from '../wallets/balances';
import { recordFiatEntry } from '../wallets/fiat-income';
import { finishOrderHold } from './hold';
import type { OrderRow } from './transition';

/** How a completed order's total is shared: the platform fee, ERC-2981 royalties, the seller's share. */
export type SaleSplit = { fee: bigint; royalties: { memberId: string; amount: bigint }[]; share: bigint };

/**
 * Splits an order total (minor units, integer math): the platform fee (basis points of the total), each NFT
 * line's royalty (the collection's percent of that line) for the collection's owner, the rest to the seller.
 * A royalty owed to the seller themself (a creator selling from their own collection) stays in the share.
 */
export function splitSale(
  total: bigint,
  feeBp: number,
  sellerId: string,
  lines: { total: bigint; royaltyBp: bigint; royaltyTo: string | null }[],
): SaleSplit {
  const fee = (total * BigInt(feeBp)) / 10_000n;
  const owed = new Map<string, bigint>();
  for (const l of lines) {
    if (!l.royaltyTo || l.royaltyTo === sellerId) continue;
    const amount = (l.total * l.royaltyBp) / 10_000n;
    if (amount > 0n) owed.set(l.royaltyTo, (owed.get(l.royaltyTo) ?? 0n) + amount);
  }
  const royalties = [...owed].map(([memberId, amount]) => ({ memberId, amount }));
  const rest = total - fee - royalties.reduce((s, r) => s + r.amount, 0n);
  return { fee, royalties, share: rest > 0n ? rest : 0n };
}

const CHAIN_OF: Record<string, Blockchain> = { ETH: 'ETHEREUM', MATIC: 'POLYGON' };

/** The ledger refId of a royalty credit: one per order, or one per receiver when several collections share it. */
const royaltyRef = (orderId: string, memberId: string, receivers: number) =>
  receivers === 1 ? `royalty:${orderId}` : `royalty:${orderId}:${memberId}`;

/**
 * completeOrder: called inside the transaction that moves the order to FINISHED. Sets state COMPLETED,
 * completedAt and salesAmount, credits the seller's share and the royalties once in the order's currency
 * (crypto through creditSale, kind FIXED or AUCTION for an auction's order, refId orderId / 'royalty:<orderId>'; HKD into fiat_ledger SALE /
 * ROYALTY) and finishes the order's hold on its items (pending orders, promotion consumed).
 */
export async function completeOrder(
  tx: Db,
  order: OrderRow,
  now: Date,
  opts: { platformFeeBp?: number } = {},
): Promise<SaleSplit> {
  const lines = await tx
    .select({
      productId: orderLines.productId,
      quantity: orderLines.quantity,
      kind: orderLines.kind,
      total: orderLines.total,
      royaltyPercent: collections.royaltyFeePercent,
      royaltyTo: collections.ownerId,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(collections, eq(collections.id, products.collectionId))
    .where(eq(orderLines.orderId, order.id));
  const split = splitSale(
    BigInt(order.totalAmount),
    opts.platformFeeBp ?? PLATFORM_FEE_BP_DEFAULT,
    order.sellerId,
    lines.map((l) => ({
      total: BigInt(l.total),
      // ERC-2981 is a token's royalty: physical goods pay none.
      royaltyBp: l.kind === 'PHYSICAL' ? 0n : royaltyBps(l.royaltyPercent),
      royaltyTo: l.royaltyTo,
    })),
  );
  // A parcel's sale is part of the item's history and the activity feed once the buyer has it (an NFT's is
  // written when its token arrives, nft-shipped.ts); the order completes once, so this is written once.
  for (const l of lines) {
    if (l.kind !== 'PHYSICAL' || !l.productId) continue;
    await tx.insert(productEvents).values({
      productId: l.productId,
      kind: 'SALE',
      actorId: order.sellerId,
      toMemberId: order.buyerId,
      quantity: l.quantity,
      price: formatUnits(BigInt(l.total), CURRENCY_DECIMALS[order.currency]),
      curr: order.currency,
      createdAt: now,
    });
  }
  const n = split.royalties.length;
  if (order.currency === 'HKD') {
    const at = now;
    await recordFiatEntry(tx, {
      memberId: order.sellerId,
      amountCents: split.share,
      reason: 'SALE',
      refId: order.id,
      at,
    });
    for (const r of split.royalties) {
      await recordFiatEntry(tx, {
        memberId: r.memberId,
        amountCents: r.amount,
        reason: 'ROYALTY',
        refId: order.id,
        at,
      });
    }
  } else {
    const blockchain = order.blockchain ?? CHAIN_OF[order.currency]!;
    // A sale an auction settled is income of the balance's auction part (spec §3 Wallet balance data.auction).
    const kind = order.paymentMethod === 'AUCTION' ? 'AUCTION' : 'FIXED';
    if (split.share > 0n) {
      await creditSale(tx, {
        memberId: order.sellerId,
        blockchain,
        kind,
        amountWei: split.share,
        orderId: order.id,
      });
    }
    for (const r of split.royalties) {
      await creditSale(tx, {
        memberId: r.memberId,
        blockchain,
        kind,
        amountWei: r.amount,
        orderId: royaltyRef(order.id, r.memberId, n),
      });
    }
  }
  await tx
    .update(orders)
    .set({ state: 'COMPLETED', completedAt: now, salesAmount: split.share.toString(), updatedAt: now })
    .where(eq(orders.id, order.id));
  await finishOrderHold(tx, order.id, now);
  return split;
}

/**
 * reverseSellerCredit: for a refund, writes the negative of every credit completeOrder made for the order
 * (seller's share and royalties, crypto or fiat) with reason REFUND, once (the ledgers' unique keys). An order
 * never completed has no credit and nothing is written. The balance may go below zero if it was withdrawn.
 */
export async function reverseSellerCredit(tx: Db, orderId: string, now: Date): Promise<void> {
  const crypto = await tx
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.reason, 'SALE'),
        or(eq(ledgerEntries.refId, orderId), like(ledgerEntries.refId, `royalty:${orderId}%`)),
      ),
    );
  for (const e of crypto) {
    await lockMemberBalance(tx, e.memberId);
    await tx
      .insert(ledgerEntries)
      .values({
        memberId: e.memberId,
        blockchain: e.blockchain,
        kind: e.kind,
        amount: (-BigInt(e.amount.split('.')[0]!)).toString(),
        reason: 'REFUND',
        refId: e.refId,
        createdAt: now,
      })
      .onConflictDoNothing();
  }
  const fiat = await tx
    .select()
    .from(fiatLedger)
    .where(and(eq(fiatLedger.refId, orderId), inArray(fiatLedger.reason, ['SALE', 'ROYALTY'])));
  const perMember = new Map<string, bigint>();
  for (const e of fiat) {
    perMember.set(e.memberId, (perMember.get(e.memberId) ?? 0n) + BigInt(e.amount.split('.')[0]!));
  }
  for (const [memberId, amount] of perMember) {
    // Queued behind a payout of the same member (fiat-payouts.ts takes this lock), so it sees the reversal.
    await lockMemberBalance(tx, memberId);
    await recordFiatEntry(tx, { memberId, amountCents: -amount, reason: 'REFUND', refId: orderId, at: now });
  }
}

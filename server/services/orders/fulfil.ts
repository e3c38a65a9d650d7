import { and, eq, inArray } from 'drizzle-orm';
import type { TransactionRequest, Wallet } from 'ethers';
import type PgBoss from 'pg-boss';
import { topUpGasOnce, withinBalance } from '../../chain/gas-top-up';
import { findTx, sendOnce, waitMined } from '../../chain/tx-journal';
import type { Db } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import type { Deps } from '../../http/context';
import { ApiError } from '../../http/errors';
import { Code } from '../../schemas/codes';
import { custodialSigner } from '../wallets/custodial-wallets';
import { buyerAddress, lineToken, tokenHolder, transferData, type LineRow } from './nft-delivery';
import { recordNftShipped } from './nft-shipped';
import { lockOrder, transitionOrder, type OrderRow } from './transition';

export const FULFIL_QUEUE = 'orders.fulfil';
export type FulfilDeps = Pick<Deps, 'db' | 'chains' | 'custody' | 'env' | 'log' | 'now' | 'queue'>;

/** Queue options of a fulfilment, keyed by the order (the sweep checks open keys); a chain outage uses none. */
export const fulfilJobOptions = (orderId: string): PgBoss.SendOptions => ({
  singletonKey: orderId,
  retryLimit: 10,
  retryDelay: 30,
  retryBackoff: true,
});

/** Queues the fulfilment of an order: after its move to FULLPAID committed, or in that transaction with `db`. */
export async function enqueueFulfil(
  deps: Pick<Deps, 'queue'>,
  orderId: string,
  db?: PgBoss.Db,
): Promise<void> {
  await deps.queue.send(FULFIL_QUEUE, { orderId }, { ...fulfilJobOptions(orderId), ...(db ? { db } : {}) });
}

/** The journal key of an order line's token transfer: one transaction per line, ever. */
export const lineTxKey = (lineId: string) => `order:${lineId}`;

/**
 * The 'orders.fulfil' job body: for a FULLPAID order, every NFT line whose token the platform holds (the
 * seller's custodial wallet or the platform account) is transferred to the buyer exactly once (journal key
 * 'order:<lineId>'), the line marked TRANSFERRING when sent and SHIPPED on the mined receipt (recordNftShipped,
 * which finishes the order when nothing is left). A line the seller holds in a browser wallet is noted (its
 * from-address) and left to the seller. Chain down: thrown, for the job to wait for the chain (chain-wait.ts).
 */
export async function fulfilOrder(deps: FulfilDeps, orderId: string): Promise<void> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || order.label !== 'FULLPAID') return;
  const lines = await deps.db
    .select()
    .from(orderLines)
    .where(
      and(
        eq(orderLines.orderId, orderId),
        inArray(orderLines.kind, ['SELF', 'NON']),
        inArray(orderLines.fulfilment, ['UNFULFILLED', 'TRANSFERRING']),
      ),
    )
    .orderBy(orderLines.position);
  for (const line of lines) await deliverLine(deps, order, line);
}

async function deliverLine(deps: FulfilDeps, order: OrderRow, line: LineRow): Promise<void> {
  const token = await lineToken(deps.db, line);
  // Not minted yet: the job's retry (or the sweep) comes back for it.
  if (!token) throw new Error(`order line ${line.id}: token not minted yet`);
  const key = lineTxKey(line.id);
  if (!(await findTx(deps.db, token.blockchain, key))) {
    if (line.fulfilment !== 'UNFULFILLED') return;
    const holder = await tokenHolder(deps, order.sellerId, token);
    if (holder.kind === 'SELLER') {
      await deps.db
        .update(orderLines)
        .set({ fromAddress: holder.address ?? '', updatedAt: deps.now() })
        .where(and(eq(orderLines.id, line.id), eq(orderLines.fulfilment, 'UNFULFILLED')));
      return;
    }
    const chain = await deps.chains.get(token.blockchain);
    const to = await buyerAddress(deps, order, token.blockchain);
    const request: TransactionRequest = {
      to: token.contract,
      data: transferData(token, holder.address!, to),
    };
    let signer: Wallet | undefined;
    let send = request;
    if (holder.kind === 'CUSTODIAL') {
      signer = await custodialSigner(deps, order.sellerId, chain.provider);
      // What the transfer's gas may cost, once per line (as the NFT transfer job does for its transfers).
      await topUpGasOnce(deps, {
        blockchain: token.blockchain,
        key: `gas:${lineTxKey(line.id)}`,
        paidKey: key,
        address: signer.address,
        request,
      });
      send = await withinBalance(chain, signer.address, request);
    }
    await sendOnce(deps, { blockchain: token.blockchain, key, request: send, ...(signer ? { signer } : {}) });
    await markTransferring(deps, order.id, line.id, holder.address!, to);
  } else if (line.fulfilment === 'UNFULFILLED') {
    // Sent by a run that stopped before recording it.
    const sent = await findTx(deps.db, token.blockchain, key);
    const to = await buyerAddress(deps, order, token.blockchain);
    await markTransferring(deps, order.id, line.id, sent!.fromAddress, to);
  }
  const row = await waitMined(deps, { blockchain: token.blockchain, key, timeoutMs: 180_000 });
  if (row.status !== 'MINED') {
    // Reverted: the token left the wallet after the order was paid. The line stays for customer service.
    deps.log.warn({ orderId: order.id, lineId: line.id, hash: row.hash }, 'order transfer reverted');
    return;
  }
  try {
    await recordNftShipped(deps, order.id, line.id, row.hash, { by: 'SYSTEM', actorId: null });
  } catch (err) {
    // The order left FULLPAID meanwhile (refunded by customer service): the transfer stays in the journal.
    if (!(err instanceof ApiError && err.code === Code.ORDER_STATE_INVALID)) throw err;
    deps.log.warn(
      { orderId: order.id, lineId: line.id, hash: row.hash },
      'order moved on before its transfer',
    );
  }
}

/** UNFULFILLED → TRANSFERRING once the transaction is out (order.transfer by SYSTEM: logged, label unchanged). */
async function markTransferring(deps: FulfilDeps, orderId: string, lineId: string, from: string, to: string) {
  const now = deps.now();
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const order = await lockOrder(tx, orderId);
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    if (order.label !== 'FULLPAID' || lines.find((l) => l.id === lineId)?.fulfilment !== 'UNFULFILLED')
      return;
    await transitionOrder(
      tx,
      order,
      { event: { type: 'order.transfer', by: 'SYSTEM' }, actorId: null, cause: { lines: lineId, to } },
      async (o) => {
        await tx
          .update(orderLines)
          .set({ fulfilment: 'TRANSFERRING', fromAddress: from, toAddress: to || null, updatedAt: now })
          .where(eq(orderLines.id, lineId));
        return { state: o.state, paymentState: o.paymentState, fulfilment: o.fulfilment };
      },
      now,
    );
  });
}

import { and, asc, eq, sql } from 'drizzle-orm';
import { Transaction, type TransactionRequest, type Wallet } from 'ethers';
import type { Db } from '../db/client';
import { chainAccounts, chainTxs } from '../db/schema';
import { ApiError } from '../http/errors';
import { Code } from '../schemas/codes';
import type { Blockchain } from '../schemas/wallets';
import type { ChainClient, Chains } from './types';

export type ChainTx = typeof chainTxs.$inferSelect;
type JournalDeps = { db: Db; chains: Chains };

/**
 * Sends the transaction for `key` exactly once: the first caller allocates a nonce under a row lock, signs,
 * records the raw transaction and broadcasts it; every later caller (a retried or duplicated job) finds the row
 * and re-broadcasts the same bytes, so a job that runs twice never pays or mints twice.
 * `signer` defaults to the chain's platform account; it must be a local key (ethers Wallet).
 */
export async function sendOnce(
  deps: JournalDeps,
  opts: { blockchain: Blockchain; key: string; request: TransactionRequest; signer?: Wallet },
): Promise<ChainTx> {
  const client = await deps.chains.get(opts.blockchain);
  const existing = await findTx(deps.db, opts.blockchain, opts.key);
  if (existing) return rebroadcast(deps.db, client, existing);

  const signer = (opts.signer ?? client.platform).connect(client.provider);
  const from = signer.address;
  // Everything that asks the chain happens before the database transaction, so no lock waits on the network.
  const [gasLimit, fees, pending] = await client.guard(() =>
    Promise.all([
      opts.request.gasLimit != null
        ? Promise.resolve(BigInt(opts.request.gasLimit))
        : signer.estimateGas({ ...opts.request, from }),
      client.provider.getFeeData(),
      client.provider.getTransactionCount(from, 'pending'),
    ]),
  );

  let row: ChainTx | undefined;
  let unanswered: unknown;
  try {
    row = await deps.db.transaction(async (tx) => {
      await tx
        .insert(chainAccounts)
        .values({ blockchain: opts.blockchain, address: from, nextNonce: pending })
        .onConflictDoNothing();
      const [account] = await tx
        .update(chainAccounts)
        .set({ nextNonce: sql`${chainAccounts.nextNonce} + 1` })
        .where(and(eq(chainAccounts.blockchain, opts.blockchain), eq(chainAccounts.address, from)))
        .returning({ next: chainAccounts.nextNonce });
      const nonce = account!.next - 1;
      const raw = await signer.signTransaction({
        ...opts.request,
        from,
        nonce,
        chainId: client.chainId,
        // 20 % headroom: the estimate was made against the state before earlier queued transactions.
        gasLimit: (gasLimit * 12n) / 10n,
        type: 2,
        maxFeePerGas: fees.maxFeePerGas ?? fees.gasPrice ?? 1_000_000_000n,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas ?? 0n,
      });
      const [inserted] = await tx
        .insert(chainTxs)
        .values({
          blockchain: opts.blockchain,
          key: opts.key,
          fromAddress: from,
          toAddress: opts.request.to ? String(opts.request.to) : null,
          nonce,
          rawTx: raw,
          hash: Transaction.from(raw).hash!,
          status: 'SENT',
        })
        .returning();
      // Broadcast while the account row is locked: transactions of one sender reach the chain in nonce order
      // (an auto-mining chain does not promote a nonce that arrived before its predecessor). A broadcast the
      // node refused rolls back the row and the nonce together, so nothing is recorded that the chain never saw.
      try {
        await broadcast(client, raw);
      } catch (err) {
        if (!(err instanceof ApiError && err.code === Code.CHAIN_UNAVAILABLE)) throw err;
        // No answer (the node went away, the deadline passed): it may have taken the transaction all the same.
        // The row is kept, SIGNED, so the next try sends these very bytes again (one nonce, one hash: mined at
        // most once) rather than signing a second transaction that could be mined beside the first.
        unanswered = err;
        const [signed] = await tx
          .update(chainTxs)
          .set({ status: 'SIGNED' })
          .where(eq(chainTxs.id, inserted!.id))
          .returning();
        return signed!;
      }
      return inserted!;
    });
  } catch (err) {
    // Another process recorded this key first (unique index): use its transaction instead.
    const raced = await findTx(deps.db, opts.blockchain, opts.key);
    if (raced) return rebroadcast(deps.db, client, raced);
    throw err;
  }
  if (unanswered) throw unanswered;
  return row;
}

/** Waits for the journaled transaction of `key` to be mined and records gas used, fee and block. */
export async function waitMined(
  deps: JournalDeps,
  opts: { blockchain: Blockchain; key: string; timeoutMs?: number },
): Promise<ChainTx> {
  const row = await findTx(deps.db, opts.blockchain, opts.key);
  if (!row) throw new Error(`no journaled transaction for ${opts.key}`);
  if (row.status === 'MINED' || row.status === 'FAILED') return row;
  const client = await deps.chains.get(opts.blockchain);
  const receipt = await minedReceipt(client, row.hash, opts.timeoutMs ?? 60_000);
  if (!receipt) throw new Error(`transaction ${row.hash} not mined in time`);
  const fee = receipt.gasUsed * (receipt.gasPrice ?? 0n);
  const [updated] = await deps.db
    .update(chainTxs)
    .set({
      status: receipt.status === 1 ? 'MINED' : 'FAILED',
      blockNumber: receipt.blockNumber,
      gasUsed: receipt.gasUsed.toString(),
      fee: fee.toString(),
      contractAddress: receipt.contractAddress ?? null,
      error: receipt.status === 1 ? null : 'reverted',
      minedAt: new Date(),
    })
    .where(eq(chainTxs.id, row.id))
    .returning();
  return updated!;
}

/**
 * Polls for the receipt. Not provider.waitForTransaction: it compares the receipt with a block number ethers
 * cached for 250 ms and, seeing it stale, waits for a *new* block, which an idle auto-mining chain never makes.
 */
async function minedReceipt(client: ChainClient, hash: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const receipt = await client
      .guard(() => client.provider.getTransactionReceipt(hash))
      .catch((err: unknown) => {
        if (Date.now() > until) throw err;
        return null; // the chain is away for a moment: keep waiting until the deadline
      });
    if (receipt) return receipt;
    if (Date.now() > until) return null;
    await new Promise((r) => setTimeout(r, client.inProcess ? 25 : 1000));
  }
}

/** The journaled transaction for a key, if any. */
export async function findTx(db: Db, blockchain: Blockchain, key: string): Promise<ChainTx | undefined> {
  const [row] = await db
    .select()
    .from(chainTxs)
    .where(and(eq(chainTxs.blockchain, blockchain), eq(chainTxs.key, key)));
  return row;
}

/** Sends raw bytes under the chain deadline; "already known" and "nonce too low" mean the chain has them. */
async function broadcast(client: ChainClient, raw: string): Promise<void> {
  await client.guard(async () => {
    try {
      await client.provider.broadcastTransaction(raw);
    } catch (err) {
      const text = String((err as Error).message ?? err);
      if (!/already known|nonce too low|known transaction|already imported/i.test(text)) throw err;
    }
  });
}

/**
 * A later run of the same key: rows are recorded only with a broadcast that succeeded (SENT) or got no answer
 * (SIGNED), so the only thing left to do for one not yet seen mined is to send the same bytes again, in case a
 * node dropped or never got them; the chain answers "known" or "nonce too low" when it already has them.
 */
async function rebroadcast(db: Db, client: ChainClient, row: ChainTx): Promise<ChainTx> {
  if (row.status !== 'SENT' && row.status !== 'SIGNED') return row;
  await broadcast(client, row.rawTx);
  if (row.status === 'SENT') return row;
  const [sent] = await db
    .update(chainTxs)
    .set({ status: 'SENT' })
    .where(and(eq(chainTxs.id, row.id), eq(chainTxs.status, 'SIGNED')))
    .returning();
  return sent ?? row;
}

/**
 * Re-sends every journaled transaction of a chain in the order it was mined (then signed): an in-process chain
 * starts empty on each server start, and replaying the journal restores its state (contracts, mints, payouts)
 * with the same transaction hashes. Where the journal knows what a transaction paid, the block it lands in gets
 * the base fee it had the first time, so balances come back to the wei even if unjournaled blocks (a browser
 * wallet's own transactions) shifted the fee market.
 */
export async function replayJournal(db: Db, client: ChainClient): Promise<number> {
  const rows = await db
    .select()
    .from(chainTxs)
    .where(eq(chainTxs.blockchain, client.blockchain))
    .orderBy(sql`${chainTxs.blockNumber} asc nulls last`, asc(chainTxs.createdAt), asc(chainTxs.nonce));
  for (const row of rows) {
    try {
      const baseFee = originalBaseFee(row);
      if (baseFee != null && client.eip1193) {
        await client.eip1193.request({
          method: 'hardhat_setNextBlockBaseFeePerGas',
          params: [`0x${baseFee.toString(16)}`],
        });
      }
      await client.provider.broadcastTransaction(row.rawTx);
    } catch {
      // A transaction that failed the first time fails again the same way; the journal keeps its outcome.
    }
  }
  return rows.length;
}

/** The base fee of the block a mined type-2 transaction landed in: fee / gasUsed − its priority fee. */
function originalBaseFee(row: ChainTx): bigint | null {
  if (row.status !== 'MINED' && row.status !== 'FAILED') return null;
  if (!row.fee || !row.gasUsed || BigInt(row.gasUsed) === 0n) return null;
  const tx = Transaction.from(row.rawTx);
  if (tx.type !== 2 || tx.maxPriorityFeePerGas == null) return null;
  const base = BigInt(row.fee) / BigInt(row.gasUsed) - tx.maxPriorityFeePerGas;
  return base > 0n ? base : null;
}

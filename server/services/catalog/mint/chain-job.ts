import type { TransactionRequest, Wallet } from 'ethers';
import { findTx, sendOnce, waitMined, type ChainTx } from '../../../chain/tx-journal';
import type { Deps } from '../../../http/context';
import { ApiError } from '../../../http/errors';
import { Code } from '../../../schemas/codes';
import type { Blockchain } from '../../../schemas/wallets';

export type ChainJobDeps = Pick<Deps, 'db' | 'chains'>;

/**
 * The shared body of every chain job (mint, transfer, card activation): send the transaction of `key` exactly
 * once and wait for its receipt. `build` runs only when the journal has no row for the key yet, so a retried
 * or duplicated job never re-reads state that the first send already changed. Card activation reuses it as
 * `runChainJob(deps, { blockchain, key: 'activate:<cardId>', build: () => activateRequest(...) })` and then
 * applies the MINED/FAILED row to its own table with a conditional update, as the mint job does.
 */
export async function runChainJob(
  deps: ChainJobDeps,
  job: {
    blockchain: Blockchain;
    key: string;
    build: () => Promise<TransactionRequest>;
    signer?: Wallet;
  },
): Promise<ChainTx> {
  const known = await findTx(deps.db, job.blockchain, job.key);
  const request = known ? {} : await job.build();
  await sendOnce(deps, {
    blockchain: job.blockchain,
    key: job.key,
    request,
    ...(job.signer ? { signer: job.signer } : {}),
  });
  // Minting and activation take about 3 minutes on a public chain (spec §4/§9); past that the job retries.
  return waitMined(deps, { blockchain: job.blockchain, key: job.key, timeoutMs: 180_000 });
}

/** Chain down or slow (tried again once it is back) as opposed to a refusal by the chain (final). */
export function isChainDown(err: unknown): boolean {
  if (err instanceof ApiError) return err.code === Code.CHAIN_UNAVAILABLE;
  const text = String((err as Error)?.message ?? err);
  return /not mined in time|ECONNREFUSED|fetch failed|socket hang up|timeout/i.test(text);
}

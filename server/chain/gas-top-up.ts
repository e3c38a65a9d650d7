import type { TransactionRequest } from 'ethers';
import type { Db } from '../db/client';
import type { Blockchain } from '../schemas/wallets';
import { findTx, sendOnce, waitMined } from './tx-journal';
import type { ChainClient, Chains } from './types';

/**
 * What a custodial wallet must be sent before it can pay for `request` (the NFT transfer jobs and order
 * fulfilment top up this way): the gas estimate × the max fee × 1.5, so a fee rise before mining still fits,
 * less what `from` already holds; 0n when it holds enough. Under the chain deadline (`guard`).
 */
export async function gasTopUpWei(
  chain: ChainClient,
  from: string,
  request: TransactionRequest,
): Promise<bigint> {
  const [gas, fees, balance] = await chain.guard(() =>
    Promise.all([
      chain.provider.estimateGas({ ...request, from }),
      chain.provider.getFeeData(),
      chain.provider.getBalance(from),
    ]),
  );
  const maxFee = fees.maxFeePerGas ?? fees.gasPrice ?? 1_000_000_000n;
  const value = (gas * maxFee * 3n) / 2n - balance;
  return value > 0n ? value : 0n;
}

/**
 * Sends `address` (a custodial wallet) what `request` may cost in gas, once per journal key `key`, and waits for
 * it to be mined; skipped when the transaction it pays for (`paidKey`) is journaled already (a retried job).
 */
export async function topUpGasOnce(
  deps: { db: Db; chains: Chains },
  o: { blockchain: Blockchain; key: string; paidKey: string; address: string; request: TransactionRequest },
): Promise<void> {
  if (await findTx(deps.db, o.blockchain, o.paidKey)) return;
  const chain = await deps.chains.get(o.blockchain);
  let value = 0n;
  if (!(await findTx(deps.db, o.blockchain, o.key))) {
    value = await gasTopUpWei(chain, o.address, o.request);
    if (value === 0n) return;
  }
  await sendOnce(deps, { blockchain: o.blockchain, key: o.key, request: { to: o.address, value } });
  const row = await waitMined(deps, { blockchain: o.blockchain, key: o.key, timeoutMs: 180_000 });
  if (row.status !== 'MINED') throw new Error('gas top-up reverted');
}

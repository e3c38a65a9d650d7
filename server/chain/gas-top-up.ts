import type { TransactionRequest } from 'ethers';
import type { Db } from '../db/client';
import type { Blockchain } from '../schemas/wallets';
import { findTx, sendOnce, waitMined } from './tx-journal';
import type { ChainClient, Chains } from './types';

/** What a send of `request` from `from` costs and can spend: the gas estimate, the fee data, the balance. */
function gasFacts(chain: ChainClient, from: string, request: TransactionRequest) {
  return chain.guard(() =>
    Promise.all([
      chain.provider.estimateGas({ ...request, from }),
      chain.provider.getFeeData(),
      chain.provider.getBalance(from),
    ]),
  );
}

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
  const [gas, fees, balance] = await gasFacts(chain, from, request);
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

/**
 * `request` with its gas limit and fees fixed so that its upfront cost (gas limit × max fee) fits what `from`
 * holds: the fees ethers would choose, the max fee lowered to the balance's share per unit of gas when the
 * wallet holds less. A top-up is computed from an estimate made before it was mined; when the fee or the
 * estimate moves in between, the send would otherwise be refused ("Sender doesn't have enough funds", seen
 * once in CI: 93e12 wei wanted, 85e12 held). Lowering the max fee only spends less of the top-up's headroom.
 */
export async function withinBalance(
  chain: ChainClient,
  from: string,
  request: TransactionRequest,
): Promise<TransactionRequest> {
  const [gas, fees, balance] = await gasFacts(chain, from, request);
  const affordable = balance / gas;
  const min = (a: bigint, b: bigint) => (a < b ? a : b);
  if (fees.maxFeePerGas === null) {
    const gasPrice = min(fees.gasPrice ?? 1_000_000_000n, affordable);
    return { ...request, gasLimit: gas, gasPrice };
  }
  const maxFeePerGas = min(fees.maxFeePerGas, affordable);
  const maxPriorityFeePerGas = min(fees.maxPriorityFeePerGas ?? 0n, maxFeePerGas);
  return { ...request, gasLimit: gas, maxFeePerGas, maxPriorityFeePerGas, type: 2 };
}

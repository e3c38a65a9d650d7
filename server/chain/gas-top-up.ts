import type { TransactionRequest } from 'ethers';
import type { ChainClient } from './types';

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

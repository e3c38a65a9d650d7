import { describe, expect, it } from 'vitest';
import { gasTopUpWei, withinBalance } from '../../../server/chain/gas-top-up';
import type { ChainClient } from '../../../server/chain/types';

/** A chain answering a fixed gas estimate, fee data and balance. */
const chainWith = (
  fees: { maxFeePerGas: bigint | null; gasPrice: bigint | null; maxPriorityFeePerGas?: bigint | null },
  balance: bigint,
) =>
  ({
    guard: (fn: () => Promise<unknown>) => fn(),
    provider: {
      estimateGas: async () => 50_000n,
      getFeeData: async () => fees,
      getBalance: async () => balance,
    },
  }) as unknown as ChainClient;

describe('gasTopUpWei', () => {
  it('asks for estimate × max fee × 1.5 less the balance, and nothing when the balance covers it', async () => {
    const request = { to: '0x0000000000000000000000000000000000000001', data: '0x' };
    const from = '0x0000000000000000000000000000000000000002';
    expect(await gasTopUpWei(chainWith({ maxFeePerGas: 10n, gasPrice: 7n }, 100_000n), from, request)).toBe(
      650_000n,
    );
    expect(await gasTopUpWei(chainWith({ maxFeePerGas: null, gasPrice: 2n }, 0n), from, request)).toBe(
      150_000n,
    );
    expect(await gasTopUpWei(chainWith({ maxFeePerGas: 10n, gasPrice: null }, 750_000n), from, request)).toBe(
      0n,
    );
    expect(
      await gasTopUpWei(chainWith({ maxFeePerGas: 10n, gasPrice: null }, 10n ** 18n), from, request),
    ).toBe(0n);
  });
});

describe('withinBalance', () => {
  const request = { to: '0x0000000000000000000000000000000000000001', data: '0x' };
  const from = '0x0000000000000000000000000000000000000002';

  it('keeps the fees ethers would choose when the wallet covers them, with the gas limit fixed', async () => {
    const fees = { maxFeePerGas: 10n, gasPrice: 7n, maxPriorityFeePerGas: 2n };
    expect(await withinBalance(chainWith(fees, 10n ** 18n), from, request)).toEqual({
      ...request,
      gasLimit: 50_000n,
      maxFeePerGas: 10n,
      maxPriorityFeePerGas: 2n,
      type: 2,
    });
  });

  it('lowers the max fee (and the tip under it) so gas limit × max fee fits the balance', async () => {
    // CI saw the fee rise between the top-up and the send: 93e12 wei wanted where 85e12 were held.
    const fees = { maxFeePerGas: 10n, gasPrice: 7n, maxPriorityFeePerGas: 9n };
    const r = await withinBalance(chainWith(fees, 400_000n), from, request);
    expect(r).toMatchObject({ gasLimit: 50_000n, maxFeePerGas: 8n, maxPriorityFeePerGas: 8n });
    expect((r.gasLimit as bigint) * (r.maxFeePerGas as bigint)).toBeLessThanOrEqual(400_000n);
  });

  it('caps a legacy gas price the same way on a chain without EIP-1559 fees', async () => {
    const r = await withinBalance(chainWith({ maxFeePerGas: null, gasPrice: 5n }, 100_000n), from, request);
    expect(r).toEqual({ ...request, gasLimit: 50_000n, gasPrice: 2n });
  });
});

import { describe, expect, it } from 'vitest';
import { gasTopUpWei } from '../../../server/chain/gas-top-up';
import type { ChainClient } from '../../../server/chain/types';

/** A chain answering a fixed gas estimate, fee data and balance. */
const chainWith = (fees: { maxFeePerGas: bigint | null; gasPrice: bigint | null }, balance: bigint) =>
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

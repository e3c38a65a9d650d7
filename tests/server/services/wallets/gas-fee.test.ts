import { describe, expect, it } from 'vitest';
import { chainGasPriceSource } from '../../../../server/chain/gas-price';
import type { Chains } from '../../../../server/chain/types';
import { ApiError } from '../../../../server/http/errors';
import { Code } from '../../../../server/schemas/codes';
import { envGasPriceSource, SHELF_GAS_UNITS } from '../../../../server/services/wallets/gas-fee';
import { startTestServer } from '../../../support/server';

const envPrices = { GAS_PRICE_GWEI_ETHEREUM: '123', GAS_PRICE_GWEI_POLYGON: '456', CHAIN_TIMEOUT_MS: 200 };

describe('envGasPriceSource', () => {
  it('turns the configured gwei (fractions too) into wei per chain', async () => {
    const source = envGasPriceSource({ GAS_PRICE_GWEI_ETHEREUM: '1.5', GAS_PRICE_GWEI_POLYGON: '30' });
    expect(await source.gasPriceWei('ETHEREUM')).toBe(1_500_000_000n);
    expect(await source.gasPriceWei('POLYGON')).toBe(30_000_000_000n);
  });

  it('names a gas cost for both shelf actions', () => {
    expect(SHELF_GAS_UNITS).toEqual({ onSale: 50_000n, offSale: 45_000n });
  });
});

describe('chainGasPriceSource', () => {
  it("quotes the chain's eth_gasPrice", async () => {
    const server = await startTestServer();
    try {
      const source = chainGasPriceSource(server.deps.chains, envPrices);
      const chain = await server.deps.chains.get('POLYGON');
      const expected = BigInt((await chain.eip1193!.request({ method: 'eth_gasPrice' })) as string);
      expect(expected).toBeGreaterThan(0n);
      expect(await source.gasPriceWei('POLYGON')).toBe(expected);
      expect(expected).not.toBe(456_000_000_000n);
    } finally {
      await server.close();
    }
  });

  it('falls back to the configured price when the chain is down or slow, and asks again later', async () => {
    let asked = 0;
    let mode: 'down' | 'hang' | 'up' = 'down';
    const chains: Chains = {
      enabled: ['ETHEREUM', 'POLYGON'],
      get: () => {
        asked++;
        if (mode === 'down') return Promise.reject(new ApiError(Code.CHAIN_UNAVAILABLE));
        if (mode === 'hang') return new Promise(() => {});
        return Promise.resolve({ provider: { getFeeData: async () => ({ gasPrice: 7n }) } } as never);
      },
      close: async () => {},
    };
    let now = 1_000_000;
    const source = chainGasPriceSource(chains, envPrices, { now: () => now });
    expect(await source.gasPriceWei('ETHEREUM')).toBe(123_000_000_000n);
    expect(asked).toBe(1);
    // Within the back-off the chain is not asked again: a down chain does not slow every estimate.
    expect(await source.gasPriceWei('ETHEREUM')).toBe(123_000_000_000n);
    expect(asked).toBe(1);

    mode = 'hang';
    now += 11_000;
    const t0 = Date.now();
    expect(await source.gasPriceWei('ETHEREUM')).toBe(123_000_000_000n);
    expect(Date.now() - t0).toBeLessThan(1_000);

    mode = 'up';
    now += 11_000;
    expect(await source.gasPriceWei('ETHEREUM')).toBe(7n);
    expect(await source.gasPriceWei('POLYGON')).toBe(7n);
  });
});

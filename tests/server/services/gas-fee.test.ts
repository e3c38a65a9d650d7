import { describe, expect, it } from 'vitest';
import { envGasPriceSource, SHELF_GAS_UNITS } from '../../../server/services/gas-fee';

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

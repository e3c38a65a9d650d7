import { describe, expect, it } from 'vitest';
import { formatCrypto, formatFiat } from '@/features/catalog/format';

describe('price formatting (spec §9)', () => {
  it('shows crypto to at most 4 decimals with the currency code', () => {
    expect(formatCrypto('0.25', 'ETH')).toBe('0.25 ETH');
    expect(formatCrypto('0.123456789012345678', 'ETH')).toBe('0.1235 ETH');
    expect(formatCrypto('0.00004', 'ETH')).toBe('0 ETH');
    expect(formatCrypto('1234.5', 'MATIC')).toBe('1,234.5 MATIC');
    expect(formatCrypto('2', 'SOL')).toBe('2 SOL');
  });

  it('rounds 18-decimal strings exactly, not through a float', () => {
    // As a float this is 1.00004999999999999… and would round down.
    expect(formatCrypto('1.000050000000000000', 'ETH')).toBe('1.0001 ETH');
  });

  it('shows fiat HK$ to exactly 2 decimals', () => {
    expect(formatFiat('1950')).toBe('HK$1,950.00');
    expect(formatFiat('0.005')).toBe('HK$0.01');
    expect(formatFiat('12.3456')).toBe('HK$12.35');
    expect(formatFiat('99.9', 'USD')).toBe('$99.90');
  });

  it('accepts Lingui locale ids and survives unknown ones', () => {
    expect(formatFiat('1950', 'HKD', 'en_US')).toBe('HK$1,950.00');
    expect(formatCrypto('1234.5', 'ETH', ['not a locale!'])).toBe('1,234.5 ETH');
  });

  it('gives null for a missing or malformed amount', () => {
    expect(formatCrypto(null, 'ETH')).toBeNull();
    expect(formatCrypto('abc', 'ETH')).toBeNull();
    expect(formatFiat(undefined)).toBeNull();
    expect(formatFiat('')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { decimalToMinor, formatMinor, minorToDecimal } from '@/lib/minor-money';

describe('formatMinor (spec §9: fiat 2 decimals, crypto 4, from minor units, no float)', () => {
  it('turns minor units into exact decimals', () => {
    expect(minorToDecimal('195000', 2)).toBe('1950.00');
    expect(minorToDecimal('5', 2)).toBe('0.05');
    expect(minorToDecimal('-250', 2)).toBe('-2.50');
    expect(minorToDecimal('250000000000000000', 18)).toBe('0.250000000000000000');
    expect(minorToDecimal('1.5', 2)).toBeNull();
  });

  it('shows HKD from cents with 2 decimals and coins from wei with 4', () => {
    expect(formatMinor('195000', 'HKD')).toBe('HK$1,950.00');
    expect(formatMinor('250000000000000000', 'ETH')).toBe('0.2500 ETH');
    // 18-decimal amounts beyond a double's precision are rounded from the exact text.
    expect(formatMinor('123456789012345678901234', 'MATIC')).toBe('123,456.7890 MATIC');
    expect(formatMinor('123456789', 'HKD', 'en_JP')).toMatch(/1,234,567\.89/);
    expect(formatMinor(null, 'HKD')).toBe('—');
    expect(formatMinor('x', 'ETH')).toBe('—');
  });
});

describe('decimalToMinor (an amount typed by a person, exactly)', () => {
  it('reads plain decimals and thousands separators into minor units', () => {
    expect(decimalToMinor('30', 2)).toBe('3000');
    expect(decimalToMinor(' 30.5 ', 2)).toBe('3050');
    expect(decimalToMinor('1,000.05', 2)).toBe('100005');
    expect(decimalToMinor('.5', 2)).toBe('50');
    expect(decimalToMinor('0.01', 2)).toBe('1');
    expect(decimalToMinor('0', 2)).toBe('0');
    expect(decimalToMinor('0.25', 18)).toBe('250000000000000000');
  });

  it('refuses what is not an amount or has too many decimals', () => {
    for (const bad of ['', '.', '-1', '1.234', '1e3', 'abc', '1,00', '12,3456']) {
      expect(decimalToMinor(bad, 2)).toBeNull();
    }
  });
});

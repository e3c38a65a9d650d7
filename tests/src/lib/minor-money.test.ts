import { describe, expect, it } from 'vitest';
import { formatMinor, minorToDecimal } from '@/lib/minor-money';

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

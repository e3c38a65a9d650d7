import { describe, expect, it } from 'vitest';
import { balanceTotal, convert, formatMoney, fromUnits, toUnits } from '@/features/wallet/format';

const rates = [
  { tarSymbol: 'ETH', currRate: '20000', updatedAt: '' },
  { tarSymbol: 'MATIC', currRate: '4', updatedAt: '' },
  { tarSymbol: 'BTC', currRate: '400000', updatedAt: '' },
];

describe('wallet format', () => {
  it('adds fixed and auction exactly (no float error)', () => {
    expect(balanceTotal({ fixed: '0.1', auction: '0.2' })).toBe('0.3');
    expect(balanceTotal({ fixed: '1.000000000000000001', auction: '0' })).toBe('1.000000000000000001');
    expect(balanceTotal(null)).toBe('0');
    expect(fromUnits(toUnits('-2.50'))).toBe('-2.5');
  });

  it('converts through HKD rates (currRate = HKD per unit)', () => {
    expect(convert('1.5', 'ETH', 'HKD', rates)).toBe('30000');
    expect(convert('1', 'ETH', 'BTC', rates)).toBe('0.05');
    expect(convert('10', 'MATIC', 'ETH', rates)).toBe('0.002');
    expect(convert('1', 'ETH', 'USDT', rates)).toBeNull();
    expect(convert('1', 'ETH', 'ETH', [])).toBe('1');
  });

  it('shows crypto to 4 decimals and fiat to 2', () => {
    expect(formatMoney('1.23456789', 'ETH')).toBe('1.2346 ETH');
    expect(formatMoney('0', 'MATIC')).toBe('0.0000 MATIC');
    expect(formatMoney('1234.5', 'HKD')).toBe('HK$1,234.50');
    expect(formatMoney('0.005', 'USDT')).toBe('0.0050 USDT');
  });
});

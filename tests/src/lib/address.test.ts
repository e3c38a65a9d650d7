import { describe, expect, it } from 'vitest';
import { panelAddress, shortAddress } from '@/lib/address';

const ADDR = '0x1234567890abcdef1234567890abcdef1234abcde'.slice(0, 42);

describe('address display', () => {
  it('shows addresses first 5 and last 5 in the panel, first 6 and last 4 elsewhere (spec §9)', () => {
    expect(panelAddress(ADDR)).toBe(`${ADDR.slice(0, 5)}…${ADDR.slice(-5)}`);
    expect(shortAddress(ADDR)).toBe(`${ADDR.slice(0, 6)}…${ADDR.slice(-4)}`);
    expect(panelAddress('0xabc')).toBe('0xabc');
    expect(shortAddress(null)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import {
  hongKongDate,
  hongKongMinutes,
  inDailyWindow,
  minutesOf,
} from '../../../../server/services/orders/online-order';
import { newOrderNumber } from '../../../../server/services/orders/number';

describe('Hong Kong time', () => {
  it('is UTC+8 all year, across midnight', () => {
    expect(hongKongMinutes(new Date('2026-07-01T00:30:00Z'))).toBe(8 * 60 + 30);
    expect(hongKongMinutes(new Date('2026-01-01T16:15:00Z'))).toBe(15);
    expect(hongKongDate(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });
});

describe('daily windows', () => {
  it('reads HH:MM and refuses anything else', () => {
    expect(minutesOf('09:30')).toBe(570);
    expect(minutesOf('23:59')).toBe(1439);
    for (const bad of ['24:00', '9:30', '09:60', '', null, 930]) expect(minutesOf(bad)).toBeNull();
  });

  it('includes its start, excludes its end, and may run over midnight', () => {
    expect(inDailyWindow(600, 600, 1200)).toBe(true);
    expect(inDailyWindow(1200, 600, 1200)).toBe(false);
    expect(inDailyWindow(599, 600, 1200)).toBe(false);
    expect(inDailyWindow(1380, 1320, 120)).toBe(true);
    expect(inDailyWindow(60, 1320, 120)).toBe(true);
    expect(inDailyWindow(600, 1320, 120)).toBe(false);
    expect(inDailyWindow(0, 300, 300)).toBe(true);
  });
});

describe('order numbers', () => {
  it('carry the Hong Kong date and differ each time', () => {
    const at = new Date('2026-11-25T17:00:00Z');
    const numbers = new Set(Array.from({ length: 1000 }, () => newOrderNumber(at)));
    expect(numbers.size).toBe(1000);
    for (const n of numbers) expect(n).toMatch(/^O20261126[0-9A-HJKMNP-TV-Z]{10}$/);
  });
});

import { describe, expect, it } from 'vitest';
import { numberFormat } from '@/lib/number-format';

describe('numberFormat', () => {
  it('builds one formatter per language and options, and reuses it', () => {
    const a = numberFormat('zh_TW', { maximumFractionDigits: 4 });
    expect(numberFormat(['zh_TW'], { maximumFractionDigits: 4 })).toBe(a);
    expect(numberFormat('zh_TW', { maximumFractionDigits: 2 })).not.toBe(a);
    expect(numberFormat('en_US', { maximumFractionDigits: 4 })).not.toBe(a);
    expect(a.resolvedOptions().locale).toBe('zh-TW');
  });

  it('falls back to en-US for a tag Intl refuses', () => {
    const f = numberFormat('not a tag!', { minimumFractionDigits: 2 });
    expect(f.resolvedOptions().locale).toBe('en-US');
    expect(f.format('1234.5' as Intl.StringNumericLiteral)).toBe('1,234.50');
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStagedMount } from '@/lib/use-staged-mount';

afterEach(() => vi.useRealTimers());

describe('useStagedMount', () => {
  it('mounts one part first, then one more per task until all are in', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ parts }) => useStagedMount(parts), {
      initialProps: { parts: 1 },
    });
    expect(result.current).toBe(1);
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(result.current).toBe(1);
    rerender({ parts: 3 });
    expect(result.current).toBe(1);
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(result.current).toBe(2);
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(result.current).toBe(3);
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toBe(3);
  });
});

import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkErrorTest, claimChunkRetry, RouteError } from '@/features/shell/RouteError';
import { NotFound } from '@/features/shell/NotFound';
import { PendingScreen } from '@/features/shell/PendingScreen';
import { ApiError } from '@/lib/api-error';
import { isChunkLoadError } from '@/routes/lazy-screen';
import { render } from '../../../support/render';

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

function errorScreen(error: unknown, reset = vi.fn()) {
  const ui = (
    <ChunkErrorTest.Provider value={isChunkLoadError}>
      <RouteError error={error as Error} reset={reset} />
    </ChunkErrorTest.Provider>
  );
  return render(ui, { path: '/explore' });
}

beforeEach(() => sessionStorage.clear());

describe('claimChunkRetry', () => {
  it('allows one automatic retry per page in a tab', () => {
    expect(claimChunkRetry('/explore')).toBe(true);
    expect(claimChunkRetry('/explore')).toBe(false);
    expect(claimChunkRetry('/blog')).toBe(true);
  });
});

describe('RouteError', () => {
  it('a failed chunk retries the route once by itself and offers Retry', async () => {
    const reset = vi.fn();
    const first = await errorScreen(chunkError, reset);
    expect(reset).toHaveBeenCalledTimes(1);
    first.unmount();
    // The retry failed too: no second automatic retry, the user decides.
    const again = vi.fn();
    const { user } = await errorScreen(chunkError, again);
    expect(again).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /^retry$/i }));
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('any other error shows its code and a reload button', async () => {
    const reset = vi.fn();
    await errorScreen(new ApiError(503, 'down'), reset);
    expect(screen.getByRole('alert')).toHaveTextContent('[503]');
    expect(screen.getByRole('button', { name: /reload/i })).toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();
  });

  it('an unknown error shows the default code 9000', async () => {
    await errorScreen(new Error('boom'));
    expect(screen.getByRole('alert')).toHaveTextContent('[9000]');
  });
});

describe('NotFound and PendingScreen', () => {
  it('404 links home', async () => {
    await render(<NotFound />, { path: '/nowhere' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to home/i })).toHaveAttribute('href', '/home');
  });

  it('the loader is labelled', async () => {
    await render(<PendingScreen />);
    expect(screen.getByLabelText(/loading/i)).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import ItemDetailsScreen from '@/routes/screens/item-details';
import { render } from '../../../support/render';
import { activateEnglish, detail, ITEM_ID, ME, ok, PATHS, refusal, stubApi } from './fixtures';

beforeAll(activateEnglish);
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const open = () => render(ItemDetailsScreen, { path: '/itemDetails', url: `/itemDetails?id=${ITEM_ID}` });
const heart = () => screen.getByRole('button', { name: /favourites: \d+ favourites?$/ });

/** Resolves the favourite call only when the test says so, to look at the page in between. */
function deferred() {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  return { gate, release };
}

describe('favourite', () => {
  it('counts up at once, then keeps the server count', async () => {
    session.start(ME, 'tok');
    const { gate, release } = deferred();
    const calls = stubApi((path) => {
      if (path === PATHS.detail) return ok(detail({ favourites: 3 }));
      if (path === PATHS.addFavourite) return ok({ id: ITEM_ID, isFavourite: true, favourites: 7 });
      return ok({ items: [], nextCursor: null });
    });
    const fetchMock = globalThis.fetch as ReturnType<typeof vi.fn>;
    const real = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith(PATHS.addFavourite)) await gate;
      return real(input, init);
    });
    const { user } = await open();
    await screen.findByRole('heading', { name: 'Harbour Dusk' });
    expect(screen.getByTestId('favourite-count')).toHaveTextContent('3');
    expect(heart()).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart());
    expect(screen.getByTestId('favourite-count')).toHaveTextContent('4');
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    release();
    await waitFor(() => expect(screen.getByTestId('favourite-count')).toHaveTextContent('7'));
    expect(calls.filter((c) => c.path === PATHS.addFavourite)).toHaveLength(1);
  });

  it('names one favourite and one view in the singular', async () => {
    stubApi((path) =>
      path === PATHS.detail ? ok(detail({ favourites: 1, views: 1 })) : ok({ items: [], nextCursor: null }),
    );
    await open();
    await screen.findByRole('heading', { name: 'Harbour Dusk' });
    expect(heart()).toHaveAccessibleName('Add to favourites: 1 favourite');
    expect(screen.getByText('1 view')).toBeInTheDocument();
  });

  it('rolls back when the server refuses, with the reason', async () => {
    session.start(ME, 'tok');
    const { gate, release } = deferred();
    stubApi((path) => {
      if (path === PATHS.detail) return ok(detail({ favourites: 3, isFavourite: true }));
      if (path === PATHS.removeFavourite) return refusal(503, 503);
      return ok({ items: [], nextCursor: null });
    });
    const fetchMock = globalThis.fetch as ReturnType<typeof vi.fn>;
    const real = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith(PATHS.removeFavourite)) await gate;
      return real(input, init);
    });
    const { user } = await open();
    await screen.findByRole('heading', { name: 'Harbour Dusk' });

    await user.click(heart());
    expect(screen.getByTestId('favourite-count')).toHaveTextContent('2');
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    release();
    await waitFor(() => expect(screen.getByTestId('favourite-count')).toHaveTextContent('3'));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(
      await screen.findByText('The service is temporarily unavailable. Please try again shortly.'),
    ).toBeInTheDocument();
  });

  it('logged out, the heart goes to login and remembers the item', async () => {
    const calls = stubApi((path) =>
      path === PATHS.detail ? ok(detail()) : ok({ items: [], nextCursor: null }),
    );
    const { user } = await open();
    await screen.findByRole('heading', { name: 'Harbour Dusk' });
    await user.click(heart());
    const location = await screen.findByTestId('location');
    expect(location.textContent).toMatch(/^\/login\?redirect=/);
    expect(decodeURIComponent(location.textContent!)).toContain(`/itemDetails?id=${ITEM_ID}`);
    expect(session.takeReturnRoute()).toBe(`/itemDetails?id=${ITEM_ID}`);
    expect(calls.some((c) => c.path.startsWith('/api/favourites'))).toBe(false);
  });
});

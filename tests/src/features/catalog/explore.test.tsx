import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import ExploreScreen from '@/routes/screens/explore';
import { render } from '../../../support/render';
import { activateEnglish, ok, product, refusal, stubApi } from './fixtures';

beforeAll(activateEnglish);
afterEach(() => vi.unstubAllGlobals());

const PRODUCTS = '/api/products';
const FACETS = '/api/products/facets';
/** Answers the property filter's facets with none and records only the product-list calls. */
function stubExplore(answer: Parameters<typeof stubApi>[0]) {
  const calls: { path: string; query: URLSearchParams }[] = [];
  stubApi((path, query) => {
    if (path === FACETS) return ok([]);
    calls.push({ path, query });
    return answer(path, query);
  });
  return calls;
}
const open = () => render(ExploreScreen, { path: '/explore' });

describe('explore', () => {
  it('keeps the filters behind one button on a phone, saying how many are in use', async () => {
    stubExplore(() => ok({ items: [product(1)], nextCursor: null }));
    const { user } = await render(ExploreScreen, { path: '/explore', url: '/explore?type=NON&max=50' });
    const toggle = await screen.findByRole('button', { name: /filters, 2 in use/i });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).not.toHaveAttribute('data-open');
    expect(within(panel).getByLabelText('Max price (HK$)')).toHaveValue('50');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open');
  });

  it('shows the empty state for an empty page', async () => {
    stubExplore(() => ok({ items: [], nextCursor: null }));
    await open();
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /load more/i })).not.toBeInTheDocument();
  });

  it('shows the error with its code and a refresh button that loads the list', async () => {
    let fail = true;
    const calls = stubExplore(() =>
      fail ? refusal(500, 9000) : ok({ items: [product(1)], nextCursor: null }),
    );
    const { user } = await open();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('[9000]');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /refresh/i }));
    expect(await screen.findByText('Item 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === PRODUCTS)).toHaveLength(2);
  });

  it('"Load more" appends the next page using nextCursor and announces the count', async () => {
    const calls = stubExplore((_, q) =>
      q.get('cursor') === 'c2'
        ? ok({ items: [product(3)], nextCursor: null })
        : ok({ items: [product(1), product(2)], nextCursor: 'c2' }),
    );
    const { user } = await open();

    expect(await screen.findByText('Item 2')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 items');
    await user.click(screen.getByRole('button', { name: /load more/i }));

    expect(await screen.findByText('Item 3')).toBeInTheDocument();
    expect(screen.getByText('Item 1')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 items');
    expect(screen.queryByRole('button', { name: /load more/i })).not.toBeInTheDocument();
    const pages = calls.filter((c) => c.path === PRODUCTS);
    expect(pages.map((c) => c.query.get('cursor'))).toEqual([null, 'c2']);
  });

  it('a failed "Load more" keeps the loaded items and retries from the same cursor', async () => {
    let failNext = true;
    stubExplore((_, q) => {
      if (q.get('cursor') !== 'c2') return ok({ items: [product(1)], nextCursor: 'c2' });
      return failNext ? refusal(503, 503) : ok({ items: [product(2)], nextCursor: null });
    });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: /load more/i }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('503');
    expect(screen.getByText('Item 1')).toBeInTheDocument();
    failNext = false;
    await user.click(within(alert).getByRole('button', { name: /refresh/i }));
    expect(await screen.findByText('Item 2')).toBeInTheDocument();
  });

  it('reads filters from the URL and writes a changed filter back to it', async () => {
    const calls = stubExplore(() => ok({ items: [product(1)], nextCursor: null }));
    const { user, router } = await render(ExploreScreen, {
      path: '/explore',
      url: '/explore?chain=POLYGON&sort=price_desc',
    });
    await screen.findByText('Item 1');
    expect(calls[0]!.query.get('chain')).toBe('POLYGON');
    expect(calls[0]!.query.get('sort')).toBe('price_desc');

    await user.click(screen.getByRole('radio', { name: 'Other platforms' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ type: 'NON', chain: 'POLYGON' }),
    );
    await waitFor(() => expect(calls.at(-1)!.query.get('type')).toBe('NON'));
  });
});

describe('explore price range', () => {
  it('applies the HKD bounds after typing stops, and back puts the inputs back', async () => {
    const calls = stubExplore(() => ok({ items: [product(1)], nextCursor: null }));
    const { user, router } = await open();
    await screen.findByText('Item 1');

    await user.type(screen.getByLabelText(/min price/i), '100.5');
    // The 600 ms debounce, then the navigation: within the suite's wait (5 s, tests/support/ui-setup.ts).
    await waitFor(() => expect(router.state.location.search).toMatchObject({ min: '100.5' }));
    await waitFor(() => expect(calls.at(-1)!.query.get('min')).toBe('100.5'));

    router.history.back();
    await waitFor(() => expect(screen.getByLabelText(/min price/i)).toHaveValue(''));
    expect(router.state.location.search).not.toHaveProperty('min');
  });

  it('does not apply a minimum above the maximum', async () => {
    const calls = stubExplore(() => ok({ items: [product(1)], nextCursor: null }));
    const { user, router } = await render(ExploreScreen, { path: '/explore', url: '/explore?max=50' });
    await screen.findByText('Item 1');
    await user.type(screen.getByLabelText(/min price/i), '80');
    expect(await screen.findByText('Min is above max')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 800));
    expect(router.state.location.search).not.toHaveProperty('min');
    expect(calls).toHaveLength(1);
  });
});

describe('explore as a keep route', () => {
  it('shows the cached pages on a revisit without fetching again while fresh', async () => {
    const calls = stubExplore(() => ok({ items: [product(1)], nextCursor: null }));
    // The app's own client: its freshness window is what makes a revisit free.
    const queryClient = createQueryClient();
    const first = await render(ExploreScreen, { path: '/explore', queryClient });
    await screen.findByText('Item 1');
    first.unmount();

    await render(ExploreScreen, { path: '/explore', queryClient });
    expect(screen.getByText('Item 1')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});

describe('explore market and property filters', () => {
  const FACETS_DATA = [
    {
      type: 'Background',
      values: [
        { value: 'Midnight', count: 3 },
        { value: 'Dawn', count: 1 },
      ],
    },
    { type: 'Mood', values: [{ value: 'Calm', count: 2 }] },
  ];
  /** Facets as the server lists them; product calls recorded. */
  function stubWithFacets() {
    const calls: URLSearchParams[] = [];
    stubApi((path, q) => {
      if (path === FACETS) return ok(FACETS_DATA);
      calls.push(q);
      return ok({ items: [product(1)], nextCursor: null });
    });
    return calls;
  }

  it('choosing property values adds Type:Value pairs to the URL and to the list request', async () => {
    const calls = stubWithFacets();
    const { user, router } = await open();
    await screen.findByText('Item 1');

    // The property multi-selects render from a deferred copy of the facets, a render after the grid.
    await user.click(await screen.findByRole('textbox', { name: 'Background' }));
    await user.click(await screen.findByRole('option', { name: 'Midnight (3)', hidden: true }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ prop: ['Background:Midnight'] }),
    );
    await waitFor(() => expect(calls.at(-1)!.getAll('prop')).toEqual(['Background:Midnight']));

    await user.click(screen.getByRole('textbox', { name: 'Mood' }));
    await user.click(await screen.findByRole('option', { name: 'Calm (2)', hidden: true }));
    await waitFor(() => expect(calls.at(-1)!.getAll('prop')).toEqual(['Background:Midnight', 'Mood:Calm']));
    // Reset drops them all.
    await user.click(screen.getByRole('button', { name: /reset filters/i }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('prop'));
    await waitFor(() => expect(calls.at(-1)!.getAll('prop')).toEqual([]));
  });

  it('reads a property from the URL, shows it chosen and sends it', async () => {
    const calls = stubWithFacets();
    await render(ExploreScreen, { path: '/explore', url: '/explore?prop=Mood%3ACalm' });
    await screen.findByText('Item 1');
    expect(calls[0]!.getAll('prop')).toEqual(['Mood:Calm']);
    const pills = (await screen.findByRole('textbox', { name: 'Mood' })).closest(
      '[class*="MultiSelect-pillsList"]',
    );
    expect(pills).toHaveTextContent('Calm (2)');
  });

  it('the market filter narrows to resales', async () => {
    const calls = stubWithFacets();
    const { user, router } = await open();
    await screen.findByText('Item 1');
    expect(calls[0]!.get('market')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Market'), 'Resales');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ market: 'secondary' }));
    await waitFor(() => expect(calls.at(-1)!.get('market')).toBe('secondary'));
  });

  it('a failed facets call leaves the list usable and offers a refresh', async () => {
    let facetsFail = true;
    stubApi((path) =>
      path === FACETS
        ? facetsFail
          ? refusal(500, 9000)
          : ok(FACETS_DATA)
        : ok({ items: [product(1)], nextCursor: null }),
    );
    const { user } = await open();
    expect(await screen.findByText('Item 1')).toBeInTheDocument();
    expect(await screen.findByText(/property filters could not be loaded \[9000\]/i)).toBeInTheDocument();
    facetsFail = false;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('textbox', { name: 'Background' })).toBeInTheDocument();
  });
});

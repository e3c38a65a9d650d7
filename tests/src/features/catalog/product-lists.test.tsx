import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ArtworksScreen from '@/routes/screens/artworks';
import CategoryScreen from '@/routes/screens/category-single';
import ItemMarketScreen from '@/routes/screens/itemmarket';
import OpfScreen from '@/routes/screens/opfnft';
import { render } from '../../../support/render';
import { activateEnglish, ok, product, refusal, stubApi } from './fixtures';

beforeAll(activateEnglish);
afterEach(() => vi.unstubAllGlobals());

const page = (names: string[], nextCursor: string | null = null) =>
  ok({ items: names.map((name, i) => product(i + 1, { name })), nextCursor });

describe('fixed catalogue lists (artworks, opfnft, itemmarket)', () => {
  it.each([
    ['artworks', ArtworksScreen, 'Artworks', 'category', 'art'],
    ['opfnft', OpfScreen, 'Other-platform collectibles', 'type', 'NON'],
    ['itemmarket', ItemMarketScreen, 'Secondary market', 'market', 'secondary'],
  ] as const)(
    '%s asks for its slice and links each item to its page',
    async (path, Screen, title, key, value) => {
      const calls = stubApi(() => page(['Listed Item']));
      await render(Screen, { path: `/${path}` });
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect((await screen.findByText('Listed Item')).closest('a')).toHaveAttribute(
        'href',
        '/itemDetails?id=item-1',
      );
      expect(calls[0]!.path).toBe('/api/products');
      expect(calls[0]!.query.get(key)).toBe(value);
    },
  );

  it('keeps the sort in the URL and asks for the list in that order', async () => {
    const calls = stubApi(() => page(['Listed Item']));
    const { user, router } = await render(ArtworksScreen, { path: '/artworks' });
    await screen.findByText('Listed Item');
    expect(calls[0]!.query.get('sort')).toBe('newest');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'price_asc' }));
    await waitFor(() => expect(calls.at(-1)!.query.get('sort')).toBe('price_asc'));
    expect(calls.at(-1)!.query.get('category')).toBe('art');
  });

  it('shows its empty state with a way to explore, and its error with a refresh button', async () => {
    stubApi(() => page([]));
    const first = await render(OpfScreen, { path: '/opfnft' });
    expect(await screen.findByText('No collectibles from other platforms yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all NFTs' })).toHaveAttribute('href', '/explore');
    first.unmount();

    let fail = true;
    stubApi(() => (fail ? refusal(500, 9000) : page(['Back Item'])));
    const { user } = await render(ItemMarketScreen, { path: '/itemmarket' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('[9000]');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /refresh/i }));
    expect(await screen.findByText('Back Item')).toBeInTheDocument();
  });

  it('"Load more" appends the next page by cursor', async () => {
    const calls = stubApi((_, q) =>
      q.get('cursor') === 'k2' ? page(['Second Page']) : page(['First Page'], 'k2'),
    );
    const { user } = await render(ArtworksScreen, { path: '/artworks' });
    await screen.findByText('First Page');
    await user.click(screen.getByRole('button', { name: /load more/i }));
    expect(await screen.findByText('Second Page')).toBeInTheDocument();
    expect(screen.getByText('First Page')).toBeInTheDocument();
    expect(calls.map((c) => c.query.get('cursor'))).toEqual([null, 'k2']);
  });
});

describe('categorySingle', () => {
  it('shows the category header and its items, with links to the other categories', async () => {
    const calls = stubApi(() => page(['Song Item']));
    await render(CategoryScreen, { path: '/categorySingle', url: '/categorySingle?category=music' });
    expect(screen.getByRole('heading', { level: 1, name: 'Music' })).toBeInTheDocument();
    expect(await screen.findByText('Song Item')).toBeInTheDocument();
    expect(calls[0]!.query.get('category')).toBe('music');
    expect(screen.getByRole('link', { name: 'Music' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Photography' })).toHaveAttribute(
      'href',
      '/categorySingle?category=photography',
    );
  });

  it('an unknown category shows the empty state without asking the server', async () => {
    const calls = stubApi(() => page(['Should Not Show']));
    await render(CategoryScreen, { path: '/categorySingle', url: '/categorySingle?category=nonsense' });
    expect(screen.getByText('This category does not exist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Art' })).toHaveAttribute('href', '/categorySingle?category=art');
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(0);
  });
});

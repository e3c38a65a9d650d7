import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import SearchScreen from '@/routes/screens/search';
import { render } from '../../../support/render';
import { activateEnglish, collection, creator, ok, product, refusal, stubApi } from './fixtures';

beforeAll(activateEnglish);
afterEach(() => vi.unstubAllGlobals());

const open = (url: string) => render(SearchScreen, { path: '/search', url });

describe('search results', () => {
  it('shows the keyword and a section with a count for each kind of result', async () => {
    const calls = stubApi(() =>
      ok({ items: [product(1), product(2)], collections: [collection(1)], creators: [creator(5)] }),
    );
    await open('/search?keyword=%20harbour%20');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “harbour”');
    const items = await screen.findByRole('region', { name: /items/i });
    expect(within(items).getByRole('heading', { level: 2 })).toHaveTextContent('2');
    expect(within(items).getByText('Item 2')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /collections/i })).getByText('Collection 1'),
    ).toBeVisible();
    expect(within(screen.getByRole('region', { name: /creators/i })).getByText('Creator 5')).toBeVisible();
    expect(screen.getByText('4 results')).toBeInTheDocument();
    expect(calls[0]!.query.get('keyword')).toBe('harbour');
  });

  it('says there are no results for the keyword and suggests what to try', async () => {
    stubApi(() => ok({ items: [], collections: [], creators: [] }));
    await open('/search?keyword=zzz');
    expect(await screen.findByText('No results for “zzz”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/explore');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('makes no call for an empty keyword', async () => {
    const calls = stubApi(() => ok({ items: [], collections: [], creators: [] }));
    await open('/search?keyword=%20%20');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search');
    expect(calls).toHaveLength(0);
  });

  it('shows the error with a refresh button', async () => {
    stubApi(() => refusal(500, 9000));
    await open('/search?keyword=x');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('[9000]');
    expect(within(alert).getByRole('button', { name: /refresh/i })).toBeEnabled();
  });
});

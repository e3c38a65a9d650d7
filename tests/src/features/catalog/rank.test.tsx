import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import RankScreen from '@/routes/screens/rank';
import { render } from '../../../support/render';
import { activateEnglish, ok, product, refusal, stubApi } from './fixtures';

beforeAll(activateEnglish);
afterEach(() => vi.unstubAllGlobals());

const RANKING = '/api/products/ranking';
const ranking = (period: string, names: string[]) =>
  ok({
    period,
    items: names.map((name, i) => ({
      rank: i + 1,
      score: 10 - i,
      favouritesInPeriod: 5 - i,
      product: product(i + 1, { name }),
    })),
  });

describe('rank', () => {
  it('lists ranked items with rank, collection, favourites and price, linked to the item', async () => {
    const calls = stubApi((_, q) => ranking(q.get('period') ?? '', ['Top Item', 'Second Item']));
    await render(RankScreen, { path: '/rank' });

    const first = (await screen.findByRole('link', { name: 'Top Item' })).closest('li')!;
    expect(within(first).getByText('1')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Top Item' })).toHaveAttribute(
      'href',
      '/itemDetails?id=item-1',
    );
    expect(within(first).getByRole('link', { name: 'Harbour Lights' })).toHaveAttribute(
      'href',
      '/collectDetail?id=c1',
    );
    expect(within(first).getByLabelText('5 favourites in this period')).toBeInTheDocument();
    expect(within(first).getByText('0.25 ETH')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(calls[0]!.path).toBe(RANKING);
    expect(calls[0]!.query.get('period')).toBe('7d');
    expect(calls[0]!.query.get('chain')).toBe('ALL');
  });

  it('is a table with column headers on a wider screen', async () => {
    const narrow = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...narrow(query), matches: true });
    try {
      stubApi(() => ranking('7d', ['Top Item']));
      await render(RankScreen, { path: '/rank' });
      const table = await screen.findByRole('table');
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
      expect(headers).toEqual(['#', 'Item', 'Collection', 'Favourites', 'Price']);
      const row = within(table).getAllByRole('row')[1]!;
      expect(within(row).getByRole('link', { name: 'Top Item' })).toBeInTheDocument();
      expect(within(row).getByText('0.25 ETH')).toBeInTheDocument();
    } finally {
      window.matchMedia = narrow;
    }
  });

  it('switching the period writes it to the URL and fetches that period’s ranking', async () => {
    const calls = stubApi((_, q) =>
      q.get('period') === '30d' ? ranking('30d', ['Monthly Star']) : ranking('7d', ['Weekly Star']),
    );
    const { user, router } = await render(RankScreen, { path: '/rank' });
    expect(await screen.findByText('Weekly Star')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '30 days' }));
    expect(await screen.findByText('Monthly Star')).toBeInTheDocument();
    expect(screen.queryByText('Weekly Star')).not.toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ period: '30d' });
    expect(calls.map((c) => c.query.get('period'))).toEqual(['7d', '30d']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Chain' }), 'Polygon');
    await waitFor(() => expect(calls.at(-1)!.query.get('chain')).toBe('POLYGON'));
    expect(calls.at(-1)!.query.get('period')).toBe('30d');
    expect(router.state.location.search).toMatchObject({ period: '30d', chain: 'POLYGON' });
  });

  it('reads the period from the URL (24 hours selected)', async () => {
    const calls = stubApi(() => ranking('1d', ['Daily Star']));
    await render(RankScreen, { path: '/rank', url: '/rank?period=1d' });
    expect(await screen.findByText('Daily Star')).toBeInTheDocument();
    expect(calls[0]!.query.get('period')).toBe('1d');
    expect(screen.getByRole('radio', { name: '24 hours' })).toBeChecked();
  });

  it('shows the empty state for a period without ranked items', async () => {
    stubApi(() => ranking('7d', []));
    await render(RankScreen, { path: '/rank' });
    expect(await screen.findByText('No items ranked in this period yet')).toBeInTheDocument();
  });

  it('shows the error with its code and a refresh button that loads the ranking', async () => {
    let fail = true;
    stubApi(() => (fail ? refusal(500, 9000) : ranking('7d', ['Back Again'])));
    const { user } = await render(RankScreen, { path: '/rank' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('[9000]');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /refresh/i }));
    expect(await screen.findByText('Back Again')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '@schemas/activity';
import ActivityScreen from '@/routes/screens/activity';
import { render } from '../../../support/render';
import { activateEnglish, ok, refusal, stubApi } from '../catalog/fixtures';

beforeAll(activateEnglish);
afterEach(() => vi.unstubAllGlobals());

const HASH = `0x${'ab'.repeat(32)}`;
const COLLECTION = '11111111-1111-4111-8111-111111111111';
const ANN = '22222222-2222-4222-8222-222222222222';
const BEN = '33333333-3333-4333-8333-333333333333';

const entry = (n: number, over: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: `e${n}`,
  kind: 'SALE',
  item: {
    id: `item-${n}`,
    name: `Item ${n}`,
    displayImage: '/files/c.jpg',
    thumbUrl: null,
    blockchain: 'POLYGON',
  },
  collection: { id: COLLECTION, name: 'Tides' },
  actor: { id: ANN, name: 'Ann', displayImage: null },
  to: { id: BEN, name: 'Ben', displayImage: null },
  quantity: 1,
  price: '12.5',
  curr: 'MATIC',
  txHash: HASH,
  createdAt: '2026-01-01T12:00:00.000Z',
  ...over,
});

const open = (url = '/activity') => render(ActivityScreen, { path: '/activity', url });

describe('activity feed', () => {
  it('shows an entry with its kind, item link, price, people and explorer link', async () => {
    stubApi(() => ok({ items: [entry(1)], nextCursor: null }));
    await open();
    const row = await screen.findByTestId('activity-entry');
    expect(within(row).getByText('Sale')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Item 1' })).toHaveAttribute(
      'href',
      '/itemDetails?id=item-1',
    );
    expect(within(row).getByText('12.5 MATIC')).toBeInTheDocument();
    const tx = within(row).getByRole('link', { name: /^Transaction 0xabab…abab/ });
    expect(tx).toHaveAttribute('href', `https://polygonscan.com/tx/${HASH}`);
    expect(tx).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 entry');
  });

  it('sends the filters the URL and the selects hold, and narrows by a name in an entry', async () => {
    const calls = stubApi((path, q) => {
      if (path === '/api/collections/detail') return ok({ name: 'Tides' });
      if (path === '/api/members/profile') return ok({ name: 'Ben' });
      return ok({ items: q.get('kind') === 'TRANSFER' ? [] : [entry(1)], nextCursor: null });
    });
    const { user } = await open('/activity?chain=POLYGON&kind=bogus');
    await screen.findByTestId('activity-entry');
    const feed = () => calls.filter((c) => c.path === '/api/activity').map((c) => c.query);
    expect(feed()[0]!.get('chain')).toBe('POLYGON');
    expect(feed()[0]!.has('kind')).toBe(false);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'TRANSFER');
    expect(await screen.findByText('No activity matches these filters yet')).toBeInTheDocument();
    expect(feed().at(-1)!.get('kind')).toBe('TRANSFER');
    await user.click(screen.getAllByRole('button', { name: 'Clear the filters' })[0]!);
    await screen.findByTestId('activity-entry');
    expect([...feed().at(-1)!.keys()].filter((k) => ['kind', 'chain'].includes(k))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Ben (show only this in the feed)' }));
    await waitFor(() => expect(feed().at(-1)!.get('memberId')).toBe(BEN));
    expect(await screen.findByDisplayValue('Ben')).toBeInTheDocument();
  });

  it('pages with "Load more" from the cursor', async () => {
    const calls = stubApi((_, q) =>
      q.get('cursor') === 'c2'
        ? ok({ items: [entry(2, { kind: 'MINTED', to: null, price: null })], nextCursor: null })
        : ok({ items: [entry(1)], nextCursor: 'c2' }),
    );
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: /load more/i }));
    expect(await screen.findByText('Item 2')).toBeInTheDocument();
    expect(screen.getAllByTestId('activity-entry')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /load more/i })).not.toBeInTheDocument();
    expect(calls.map((c) => c.query.get('cursor'))).toEqual([null, 'c2']);
  });

  it('shows the error with its code and refreshes', async () => {
    let fail = true;
    stubApi(() => (fail ? refusal(500, 9000) : ok({ items: [entry(1)], nextCursor: null })));
    const { user } = await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('9000');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /refresh/i }));
    expect(await screen.findByTestId('activity-entry')).toBeInTheDocument();
  });
});

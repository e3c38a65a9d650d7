import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import CollectionsScreen from '@/routes/screens/collections';
import MyCollectScreen from '@/routes/screens/mycollect';
import { render } from '../../../support/render';
import { activateEnglish, card, MEMBER, ok, refusal, stubApi } from './fixtures';

beforeAll(activateEnglish);
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});
const lists = <T extends { path: string }>(calls: T[]) => calls.filter((c) => c.path === '/api/collections');

describe('all collections', () => {
  it('a category tab asks for that category; "Load more" follows nextCursor', async () => {
    const calls = stubApi(({ query }) =>
      query.get('cursor') === 'c2'
        ? ok({ items: [card(3)], nextCursor: null })
        : ok({ items: [card(1), card(2)], nextCursor: query.get('category') ? null : 'c2' }),
    );
    const { user } = await render(CollectionsScreen, { path: '/collections' });
    expect(await screen.findByText('Collection 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /load more/i }));
    expect(await screen.findByText('Collection 3')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 entries');

    await user.click(screen.getByRole('tab', { name: 'Music' }));
    expect(await screen.findByRole('tab', { name: 'Music', selected: true })).toBeInTheDocument();
    const last = lists(calls).at(-1)!;
    expect(last.query.get('category')).toBe('music');
    expect(lists(calls).map((c) => c.query.get('cursor'))).toEqual([null, 'c2', null]);
  });

  it('an empty category says so; a failed list shows the code and a refresh button', async () => {
    let fail = true;
    stubApi(({ query }) =>
      query.get('category') === 'fashion'
        ? ok({ items: [], nextCursor: null })
        : fail
          ? refusal(500, 9000)
          : ok({ items: [card(1)], nextCursor: null }),
    );
    const { user } = await render(CollectionsScreen, { path: '/collections' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('[9000]');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /refresh/i }));
    expect(await screen.findByText('Collection 1')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Fashion' }));
    expect(await screen.findByText('No collections in this category yet.')).toBeInTheDocument();
  });
});

describe('my collections', () => {
  it('logged out: a login prompt linking to login with the way back, and no request', async () => {
    const calls = stubApi(() => ok({ items: [], nextCursor: null }));
    await render(MyCollectScreen, { path: '/mycollect' });
    expect(screen.getByText('Please log in to see your collections.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      expect.stringContaining('/login?redirect=%2Fmycollect'),
    );
    expect(lists(calls)).toHaveLength(0);
  });

  it("logged in: lists the member's own collections, or offers to create one", async () => {
    session.start(MEMBER, 'tok');
    let items = [card(1)];
    const calls = stubApi(() => ok({ items, nextCursor: null }));
    const { unmount } = await render(MyCollectScreen, { path: '/mycollect' });
    expect(await screen.findByText('Collection 1')).toBeInTheDocument();
    expect(lists(calls)[0]!.query.get('ownerId')).toBe(MEMBER);
    unmount();

    items = [];
    await render(MyCollectScreen, { path: '/mycollect' });
    expect(await screen.findByText('You have no collections yet.')).toBeInTheDocument();
    const creates = screen.getAllByRole('link', { name: 'Create a collection' });
    expect(creates.at(-1)).toHaveAttribute('href', '/createcollect');
  });
});

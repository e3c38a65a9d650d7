import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@schemas/members';
import { session } from '@/lib/session';
import GetStartScreen from '@/routes/screens/getstart';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { render } from '../../../support/render';
import { activateEnglish, product } from '../catalog/fixtures';

const ME = '11111111-1111-4111-8111-111111111111';
const user = (over: Partial<UserInfo> = {}): UserInfo => ({
  memberId: ME,
  name: 'Ada',
  displayImage1: null,
  walletAddress: null,
  memberLite: { loginName: 'ada', email: 'ada@example.com', mobile: null, permiTagValues: [] },
  wallets: [],
  language: null,
  memberType: 'PERSONAL',
  ...over,
});
const PATHS = { me: '/api/members/detail', collections: '/api/collections', products: '/api/products' };

beforeAll(activateEnglish);
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const open = () => render(GetStartScreen, { path: '/getstart' });
const step = (n: number) => screen.getByTestId(`step-${n}`);

describe('get started', () => {
  it('logged out: five steps to do, sign up and log in offered, nothing asked of the server', async () => {
    const calls = stubApi({});
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Get started' })).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    for (const n of [1, 2, 3, 4, 5]) expect(step(n)).toHaveAttribute('data-state', 'todo');
    expect(screen.getByTestId('getstart-progress')).toHaveTextContent('0 of 5 steps done');
    expect(within(step(1)).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(within(step(1)).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(step(3)).getByRole('link', { name: 'Create a collection' })).toHaveAttribute(
      'href',
      '/createcollect',
    );
    expect(within(step(4)).getByRole('link', { name: 'Create an item' })).toHaveAttribute('href', '/create');
    expect(calls).toHaveLength(0);
  });

  it('logged in: ticks what is done (wallet bound, a collection, an item off shelf) and points at the next step', async () => {
    session.start(ME, 'tok');
    const calls = stubApi({
      [PATHS.me]: okAnswer(
        user({ wallets: [{ walletAddress: '0x' + 'ab'.repeat(20), walletType: 'METAMASK' }] }),
      ),
      [PATHS.collections]: okAnswer({ items: [{ id: 'c1' }], nextCursor: null }),
      [PATHS.products]: okAnswer({ items: [product(1, { status: 'OFF_SHELF' })], nextCursor: null }),
    });
    await open();
    await waitFor(() =>
      expect(screen.getByTestId('getstart-progress')).toHaveTextContent('4 of 5 steps done'),
    );
    for (const n of [1, 2, 3, 4]) expect(step(n)).toHaveAttribute('data-state', 'done');
    expect(step(5)).toHaveAttribute('data-state', 'todo');
    expect(within(step(1)).getByText('You are logged in as Ada.')).toBeInTheDocument();
    expect(within(step(2)).getByRole('link', { name: 'Open my wallet' })).toHaveAttribute('href', '/wallet');
    expect(within(step(5)).getByRole('link', { name: 'Go to my NFTs' })).toHaveAttribute(
      'href',
      '/author?type=own',
    );
    expect(calls.find((c) => c.path === PATHS.collections)!.fields.get('ownerId')).toBe(ME);
    expect(calls.find((c) => c.path === PATHS.products)!.fields.get('creatorId')).toBe(ME);
  });

  it('logged in with nothing yet: only the first step is done; all done once an item is on sale', async () => {
    session.start(ME, 'tok');
    stubApi({
      [PATHS.me]: okAnswer(user()),
      [PATHS.collections]: okAnswer({ items: [], nextCursor: null }),
      [PATHS.products]: okAnswer({ items: [], nextCursor: null }),
    });
    await open();
    // "1 of 5" holds from the first paint (logged in); the other steps are unknown until their reads answer.
    await waitFor(() => expect(step(3)).toHaveAttribute('data-state', 'todo'));
    expect(step(2)).toHaveAttribute('data-state', 'todo');
    expect(screen.getByTestId('getstart-progress')).toHaveTextContent('1 of 5 steps done');
  });

  it('a failed read leaves that step unmarked instead of calling it not done', async () => {
    session.start(ME, 'tok');
    stubApi({
      [PATHS.me]: okAnswer(user({ walletAddress: '0x' + 'cd'.repeat(20) })),
      [PATHS.collections]: refusal(500, 500),
      [PATHS.products]: okAnswer({ items: [product(1)], nextCursor: null }),
    });
    await open();
    await waitFor(() => expect(step(5)).toHaveAttribute('data-state', 'done'));
    expect(step(2)).toHaveAttribute('data-state', 'done');
    await waitFor(() => expect(step(3)).toHaveAttribute('data-state', 'unknown'));
    expect(within(step(3)).queryByText('To do')).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberProfile } from '@schemas/profile';
import AuthorScreen from '@/routes/screens/author';
import PlayerCollectScreen from '@/routes/screens/playercollect';
import { session } from '@/lib/session';
import { render } from '../../../support/render';
import { activateEnglish, collection, ok, product, refusal, stubApi } from './fixtures';

beforeAll(activateEnglish);
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '33333333-3333-4333-8333-333333333333';
const profile = (memberId: string, name: string): MemberProfile => ({
  memberId,
  name,
  displayImage: null,
  banner: null,
  descriptionZh: '',
  descriptionEn: '',
  contactEmail: null,
  social: { ig: null, meta: null, twitter: null, linkedin: null, discord: null },
  homepage: null,
  isCreator: true,
  extras: null,
});
const items = (...names: string[]) =>
  ok({ items: names.map((name, i) => product(i + 1, { name })), nextCursor: null });

describe('author (my page)', () => {
  beforeEach(() => session.start(ME, 'tok'));

  function stubAuthor(favourites = items('Saved Item')) {
    return stubApi((path, q) => {
      if (path === '/api/members/profile') return ok(profile(ME, 'Alice'));
      if (path === '/api/products/ownership') return items('Held Item');
      if (path === '/api/products')
        return q.get('creatorId') === ME ? items('Made Item') : refusal(400, 4200);
      if (path === '/api/collections') return ok({ items: [collection(1)], nextCursor: null });
      if (path === '/api/favourites') return favourites;
      return refusal(404, 404);
    });
  }

  it('“My NFTs” lists the items I hold, and “Created” those I made', async () => {
    const calls = stubAuthor();
    const { user } = await render(AuthorScreen, { path: '/author' });
    expect(await screen.findByRole('heading', { name: 'Alice' })).toBeInTheDocument();
    expect(await screen.findByText('Held Item')).toBeInTheDocument();
    // The caller's own holdings: no member id needed.
    expect(calls.find((c) => c.path === '/api/products/ownership')!.query.get('memberId')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Created' }));
    expect(await screen.findByText('Made Item')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/products')!.query.get('creatorId')).toBe(ME);
  });

  it('the favourites tab lists my favourites', async () => {
    const calls = stubAuthor();
    const { user, router } = await render(AuthorScreen, { path: '/author' });
    await screen.findByText('Held Item');
    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    const saved = await screen.findByText('Saved Item');
    expect(saved.closest('a')).toHaveAttribute('href', '/itemDetails?id=item-1');
    expect(calls.some((c) => c.path === '/api/favourites')).toBe(true);
    expect(router.state.location.search).toMatchObject({ type: 'fav' });
    expect(screen.queryByText(/not available yet/i)).not.toBeInTheDocument();
  });

  it('empty favourites say so and offer explore; a failure shows its code and refresh', async () => {
    stubAuthor(ok({ items: [], nextCursor: null }));
    const first = await render(AuthorScreen, { path: '/author', url: '/author?type=fav' });
    expect(await screen.findByText('You have no favourites yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all NFTs' })).toHaveAttribute('href', '/explore');
    first.unmount();

    stubAuthor(refusal(500, 9000));
    await render(AuthorScreen, { path: '/author', url: '/author?type=fav' });
    const alert = await screen.findByText('This list could not be loaded');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('[9000]');
  });

  it('the collections tab lists my collections', async () => {
    const calls = stubAuthor();
    await render(AuthorScreen, { path: '/author', url: '/author?type=collection' });
    expect(await screen.findByText('Collection 1')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/collections')!.query.get('ownerId')).toBe(ME);
  });
});

describe('playercollect', () => {
  it('logged out without a member id asks to log in and comes back here', async () => {
    const calls = stubApi(() => items('Nope'));
    await render(PlayerCollectScreen, { path: '/playercollect' });
    expect(screen.getByText('Log in to see the NFTs you hold.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fplayercollect',
    );
    expect(calls).toHaveLength(0);
  });

  it('with a member id lists what that member holds under their name', async () => {
    const calls = stubApi((path) =>
      path === '/api/members/profile' ? ok(profile(OTHER, 'Bob')) : items('Bob’s Item'),
    );
    await render(PlayerCollectScreen, { path: '/playercollect', url: `/playercollect?memberId=${OTHER}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'NFTs held by Bob' })).toBeInTheDocument();
    expect(await screen.findByText('Bob’s Item')).toBeInTheDocument();
    const own = calls.find((c) => c.path === '/api/products/ownership')!;
    expect(own.query.get('memberId')).toBe(OTHER);
    expect(screen.getByRole('link', { name: 'See this member’s page' })).toHaveAttribute(
      'href',
      `/author1?id=${OTHER}`,
    );
  });

  it('logged in without a member id shows my NFTs, with the empty state when I hold none', async () => {
    session.start(ME, 'tok');
    const calls = stubApi(() => ok({ items: [], nextCursor: null }));
    await render(PlayerCollectScreen, { path: '/playercollect' });
    expect(screen.getByRole('heading', { level: 1, name: 'My NFTs' })).toBeInTheDocument();
    const empty = await screen.findByText('You do not hold any NFTs yet.');
    expect(
      within(empty.closest('[role="status"]')!).getByRole('link', { name: 'Browse all NFTs' }),
    ).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/api/products/ownership']);
  });
});

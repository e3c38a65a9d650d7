import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MemberProfile } from '@schemas/profile';
import AllAuthorsScreen from '@/routes/screens/all-authors';
import Author1Screen from '@/routes/screens/author1';
import { render } from '../../../support/render';
import { activateEnglish, collection, creator, ok, product, refusal, stubApi } from './fixtures';

beforeAll(activateEnglish);
afterEach(() => vi.unstubAllGlobals());

const ID = '22222222-2222-4222-8222-222222222222';
const PROFILE: MemberProfile = {
  memberId: ID,
  name: 'Mira Chan',
  displayImage: null,
  banner: null,
  descriptionZh: '你好',
  descriptionEn: 'Painter of harbour lights.',
  contactEmail: null,
  social: { ig: 'https://instagram.com/mira', meta: null, twitter: null, linkedin: null, discord: null },
  homepage: 'https://mira.example',
  isCreator: true,
  extras: null,
};

describe('allAuthors', () => {
  it('lists creators linked to their page and loads more by cursor', async () => {
    const calls = stubApi((_, q) =>
      q.get('cursor') === 'n2'
        ? ok({ items: [creator(3)], nextCursor: null })
        : ok({ items: [creator(1), creator(2)], nextCursor: 'n2' }),
    );
    const { user } = await render(AllAuthorsScreen, { path: '/allAuthors' });
    const first = await screen.findByText('Creator 1');
    expect(first.closest('a')).toHaveAttribute('href', '/author1?id=p1');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 creators');

    await user.click(screen.getByRole('button', { name: /load more/i }));
    expect(await screen.findByText('Creator 3')).toBeInTheDocument();
    expect(calls.map((c) => [c.path, c.query.get('cursor')])).toEqual([
      ['/api/creators', null],
      ['/api/creators', 'n2'],
    ]);
    expect(screen.queryByRole('button', { name: /load more/i })).not.toBeInTheDocument();
  });

  it('shows the empty state and the error with its code', async () => {
    stubApi(() => ok({ items: [], nextCursor: null }));
    const first = await render(AllAuthorsScreen, { path: '/allAuthors' });
    expect(await screen.findByText('No creators yet')).toBeInTheDocument();
    first.unmount();

    stubApi(() => refusal(503, 503));
    await render(AllAuthorsScreen, { path: '/allAuthors' });
    expect(await screen.findByRole('alert')).toHaveTextContent('503');
  });
});

describe('author1 (a creator’s public page)', () => {
  function stubCreator() {
    return stubApi((path) => {
      if (path === '/api/members/profile') return ok(PROFILE);
      if (path === '/api/products')
        return ok({ items: [product(1, { name: 'Made By Mira' })], nextCursor: null });
      if (path === '/api/collections') return ok({ items: [collection(4)], nextCursor: null });
      if (path === '/api/products/ownership')
        return ok({ items: [product(2, { name: 'Held By Mira' })], nextCursor: null });
      return refusal(404, 404);
    });
  }

  it('shows the profile and the created, collections and owned tabs for that member', async () => {
    const calls = stubCreator();
    const { user, router } = await render(Author1Screen, { path: '/author1', url: `/author1?id=${ID}` });

    expect(await screen.findByRole('heading', { level: 1, name: 'Mira Chan' })).toBeInTheDocument();
    expect(screen.getByText('Painter of harbour lights.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/mira',
    );
    expect(screen.getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', 'https://mira.example');
    const profileCall = calls.find((c) => c.path === '/api/members/profile')!;
    expect(profileCall.query.get('searchMemberId')).toBe(ID);

    expect(await screen.findByText('Made By Mira')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/products')!.query.get('creatorId')).toBe(ID);

    await user.click(screen.getByRole('tab', { name: 'Collections' }));
    expect(await screen.findByText('Collection 4')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/collections')!.query.get('ownerId')).toBe(ID);
    expect(router.state.location.search).toMatchObject({ id: ID, tab: 'collections' });

    await user.click(screen.getByRole('tab', { name: 'Owned' }));
    expect(await screen.findByText('Held By Mira')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/products/ownership')!.query.get('memberId')).toBe(ID);
  });

  it('opens the tab named in the URL', async () => {
    stubCreator();
    await render(Author1Screen, { path: '/author1', url: `/author1?id=${ID}&tab=owned` });
    expect(await screen.findByText('Held By Mira')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Owned' })).toHaveAttribute('aria-selected', 'true');
  });

  it('an unknown member says so; a missing id asks nothing', async () => {
    stubApi(() => refusal(404, 404));
    const first = await render(Author1Screen, { path: '/author1', url: `/author1?id=${ID}` });
    expect(await screen.findByText('This creator does not exist.')).toBeInTheDocument();
    first.unmount();

    const calls = stubApi(() => ok(PROFILE));
    await render(Author1Screen, { path: '/author1', url: '/author1' });
    expect(screen.getByText('This creator does not exist.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('status')).getByRole('link', { name: 'See all creators' }),
    ).toHaveAttribute('href', '/allAuthors');
    expect(calls).toHaveLength(0);
  });

  it('a failing profile shows the code and a refresh button while the lists still load', async () => {
    let fail = true;
    stubApi((path) => {
      if (path === '/api/members/profile') return fail ? refusal(500, 9000) : ok(PROFILE);
      return ok({ items: [product(1, { name: 'Made By Mira' })], nextCursor: null });
    });
    const { user } = await render(Author1Screen, { path: '/author1', url: `/author1?id=${ID}` });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('[9000]');
    expect(await screen.findByText('Made By Mira')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /refresh/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mira Chan' })).toBeInTheDocument();
  });
});

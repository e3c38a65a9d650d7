import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import HomeScreen from '@/routes/screens/home';
import { render } from '../../../support/render';
import { activateEnglish, collection, creator, ok, product, refusal, stubApi } from './fixtures';

beforeAll(activateEnglish);
afterEach(() => vi.unstubAllGlobals());

const HOME = {
  featuredCollections: [collection(1, { thumbUrl: '/files/featured-1.thumb.webp' }), collection(2)],
  newItems: [
    product(1),
    product(2, { fileKind: 'video', name: 'Moving Item', fixPrice: '1.123456', fixPriceHK: '8765.4' }),
    product(3, { sourceType: 'PHYSICAL', name: 'Boxed Item' }),
    product(4),
    product(5),
  ],
  topCreators: [creator(9)],
};

describe('home', () => {
  it('renders the hero and every section from the home call', async () => {
    stubApi((path) => (path === '/api/home' ? ok(HOME) : refusal(404, 404)));
    await render(HomeScreen, { path: '/home' });

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/explore');
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/create');
    // The hero spotlights the first featured collection with the shell's picture candidates (index.html).
    const spotlight = await screen.findByRole('link', { name: 'Collection 1' });
    expect(spotlight).toHaveAttribute('href', '/collectDetail?id=col-1');
    const picture = spotlight.querySelector('img')!;
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute(
      'srcset',
      '/files/featured-1.thumb.webp 400w, /files/featured-1.png 766w',
    );

    const featured = screen.getByRole('region', { name: /featured collections/i });
    expect(await within(featured).findByText('Collection 1')).toBeInTheDocument();
    expect(within(featured).getByText('Collection 2').closest('a')).toHaveAttribute(
      'href',
      '/collectDetail?id=col-2',
    );
    expect(within(featured).getAllByText('12 items')).toHaveLength(2);

    const items = screen.getByRole('region', { name: /new items/i });
    const first = within(items).getByText('Item 1').closest('a')!;
    expect(first).toHaveAttribute('href', '/itemDetails?id=item-1');
    expect(within(first).getByText('0.25 ETH')).toBeInTheDocument();
    expect(within(first).getByText(/HK\$1,950\.00/)).toBeInTheDocument();
    // The first row is in the first viewport: its pictures load at once, the first ones with high priority.
    const firstImage = within(first).getByRole('img', { name: 'Item 1' });
    expect(firstImage).toHaveAttribute('loading', 'eager');
    expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    expect(within(items).getByRole('img', { name: 'Item 5' })).toHaveAttribute('loading', 'lazy');
    expect(within(items).getByRole('img', { name: 'Item 5' })).not.toHaveAttribute('fetchpriority');
    const video = within(items).getByText('Moving Item').closest('a')!;
    expect(within(video).getByText('1.1235 ETH')).toBeInTheDocument();
    expect(within(video).getByText(/HK\$8,765\.40/)).toBeInTheDocument();
    expect(within(video).getByText('Video')).toBeInTheDocument();
    expect(
      within(within(items).getByText('Boxed Item').closest('a')!).getByText('Physical'),
    ).toBeInTheDocument();

    const creators = screen.getByRole('region', { name: /top creators/i });
    expect(within(creators).getByText('Creator 9').closest('a')).toHaveAttribute('href', '/author1?id=p9');
    expect(within(creators).getByText('7 items')).toBeInTheDocument();
  });

  it('shows one error with the code and a refresh button that loads the page', async () => {
    let fail = true;
    stubApi(() => (fail ? refusal(500, 9000) : ok(HOME)));
    const { user } = await render(HomeScreen, { path: '/home' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('9000');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /refresh/i }));
    const featured = await screen.findByRole('region', { name: /featured collections/i });
    expect(await within(featured).findByText('Collection 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an empty state for a section without data', async () => {
    stubApi(() => ok({ ...HOME, topCreators: [] }));
    await render(HomeScreen, { path: '/home' });
    const creators = screen.getByRole('region', { name: /top creators/i });
    expect(await within(creators).findByText('Nothing here yet')).toBeInTheDocument();
  });
});

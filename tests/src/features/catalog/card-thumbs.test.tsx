import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import HomeScreen from '@/routes/screens/home';
import ItemDetailsScreen from '@/routes/screens/item-details';
import { render } from '../../../support/render';
import { detail, ITEM_ID, PATHS } from '../item-detail/fixtures';
import { activateEnglish, collection, creator, ok, product, refusal, stubApi } from './fixtures';

beforeAll(activateEnglish);
afterEach(() => vi.unstubAllGlobals());

describe('card thumbnails', () => {
  it('cards show the 400 px thumbnail when there is one and the full picture otherwise', async () => {
    const home = {
      featuredCollections: [collection(1, { thumbUrl: '/files/featured-1.thumb.webp' }), collection(2)],
      newItems: [product(1, { thumbUrl: '/files/item-1.thumb.webp' }), product(2)],
      topCreators: [creator(9)],
    };
    stubApi((path) => (path === '/api/home' ? ok(home) : refusal(404, 404)));
    await render(HomeScreen, { path: '/home' });

    const items = screen.getByRole('region', { name: /new items/i });
    const thumb = await within(items).findByRole('img', { name: 'Item 1' });
    expect(thumb).toHaveAttribute('src', '/files/item-1.thumb.webp');
    // Sized (no layout shift) and still first-row eager with high priority.
    expect([thumb.getAttribute('width'), thumb.getAttribute('height')]).toEqual(['400', '400']);
    expect(thumb).toHaveAttribute('fetchpriority', 'high');
    expect(within(items).getByRole('img', { name: 'Item 2' })).toHaveAttribute('src', '/files/item-2.png');

    const featured = screen.getByRole('region', { name: /featured collections/i });
    const pictures = [...featured.querySelectorAll('img[width="766"]')].map((i) => i.getAttribute('src'));
    expect(pictures).toEqual(['/files/featured-1.thumb.webp', '/files/featured-2.png']);
  });

  it('the item picture offers the thumbnail at 400w beside the cover at its width', async () => {
    const item = detail({ thumbUrl: '/files/dusk.thumb.webp', coverWidth: 1200, file: null });
    stubApi((path) => (path === PATHS.detail ? ok(item) : ok({ items: [], nextCursor: null })));
    await render(ItemDetailsScreen, { path: '/itemDetails', url: `/itemDetails?id=${ITEM_ID}` });

    const img = await screen.findByRole('img', { name: 'Harbour Dusk' });
    expect(img).toHaveAttribute('src', '/files/demo/covers/dusk.jpg');
    expect(img).toHaveAttribute('srcset', '/files/dusk.thumb.webp 400w, /files/demo/covers/dusk.jpg 1200w');
    expect(img.getAttribute('sizes')).toMatch(/100vw/);
  });
});

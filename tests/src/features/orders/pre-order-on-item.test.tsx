import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import ItemDetailsScreen from '@/routes/screens/item-details';
import { render } from '../../../support/render';
import { activateEnglish, detail, ITEM_ID, ME, ok, PATHS, stubApi } from '../item-detail/fixtures';

beforeAll(async () => {
  await activateEnglish();
  // The page loads the button lazily; its first transform under Vitest can take longer than a findBy waits.
  await import('@/features/orders/PreOrderButton');
});
beforeEach(() => session.start(ME, 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const open = (item: ReturnType<typeof detail>) => {
  stubApi((path) => (path === PATHS.detail ? ok(item) : ok({ items: [], nextCursor: null })));
  return render(ItemDetailsScreen, { path: '/itemDetails', url: `/itemDetails?id=${ITEM_ID}` });
};

describe('the item page offers a pre-order when stock is 0', () => {
  it('on sale without stock: Pre-order instead of Buy now', async () => {
    await open(detail({ stock: 0 }));
    expect(await screen.findByRole('button', { name: 'Pre-order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull();
  });

  it('in stock: Buy now, no pre-order', async () => {
    await open(detail());
    expect(await screen.findByRole('button', { name: 'Buy now' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pre-order' })).toBeNull();
  });
});

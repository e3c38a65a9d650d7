import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import CollectDetailScreen from '@/routes/screens/collect-detail';
import { render } from '../../../support/render';
import { activateEnglish, COLLECTION_ID, detail, ok, product, refusal, stubApi, type Call } from './fixtures';

beforeAll(activateEnglish);
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const open = () =>
  render(CollectDetailScreen, { path: '/collectDetail', url: `/collectDetail?id=${COLLECTION_ID}` });
const api = (over: Partial<Record<string, (c: Call) => ReturnType<typeof ok>>> = {}) =>
  stubApi((c) => {
    const f = over[c.path];
    if (f) return f(c);
    if (c.path === '/api/collections/detail') return ok(detail());
    if (c.path === '/api/products')
      return c.query.get('cursor') === 'n2'
        ? ok({ items: [product(3)], nextCursor: null })
        : ok({ items: [product(1), product(2, { status: 'OFF_SHELF' })], nextCursor: 'n2' });
    return ok(null);
  });

describe('collection page', () => {
  it('shows banner, logo, name, owner, description, stats and royalty, then the items of the collection', async () => {
    const calls = api();
    const { user } = await open();
    expect(await screen.findByRole('heading', { name: 'Harbour Lights', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Harbour Lights banner' })).toHaveAttribute(
      'src',
      '/files/banner-1.png',
    );
    expect(screen.getByRole('img', { name: 'Harbour Lights logo' })).toHaveAttribute(
      'src',
      '/files/logo-1.png',
    );
    expect(screen.getByRole('link', { name: 'Ada' })).toHaveAttribute(
      'href',
      expect.stringContaining('/author1'),
    );
    expect(screen.getByText('Night photos of the harbour.')).toBeInTheDocument();
    expect(screen.getByText('Owners').nextSibling).toHaveTextContent('4');
    expect(screen.getByText('On sale').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Floor price').nextSibling).toHaveTextContent('HK$1,950.00');
    expect(screen.getByText(/Royalty: 5% to/)).toHaveTextContent('0x5aAe…eAed');

    // Cards come from the route's render prop; here, the catalogue's ProductCard.
    expect(await screen.findByText('Item 2')).toBeInTheDocument();
    const items = calls.filter((c) => c.path === '/api/products');
    expect(items[0]!.query.get('collectionId')).toBe(COLLECTION_ID);
    expect(items[0]!.query.get('sort')).toBe('newest');
    await user.click(screen.getByRole('button', { name: /load more/i }));
    expect(await screen.findByText('Item 3')).toBeInTheDocument();
  });

  it('changing the sort asks the server for that order', async () => {
    const calls = api();
    const { user } = await open();
    await screen.findByRole('heading', { name: 'Harbour Lights', level: 1 });
    await screen.findByText('Item 1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/api/products')
          .at(-1)!
          .query.get('sort'),
      ).toBe('price_asc'),
    );
  });

  it('the owner sees create item, edit and delete; others do not', async () => {
    api();
    const { unmount } = await open();
    expect(await screen.findByRole('link', { name: 'Create item' })).toHaveAttribute(
      'href',
      `/create?collectionId=${COLLECTION_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/createcollect?id=${COLLECTION_ID}`,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    unmount();

    vi.unstubAllGlobals();
    api({ '/api/collections/detail': () => ok(detail({ mine: false })) });
    await open();
    await screen.findByRole('heading', { name: 'Harbour Lights', level: 1 });
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create item' })).not.toBeInTheDocument();
  });

  it('delete asks first; cancel sends nothing; a refusal explains why; confirming deletes and leaves', async () => {
    let answer = refusal(409, 409, 'collection_on_shelf');
    const calls = api({ '/api/collections/delete': () => answer });
    const deletes = () => calls.filter((c) => c.path === '/api/collections/delete');
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this collection?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this collection?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete collection' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A collection with items on sale cannot be deleted.',
    );
    answer = refusal(409, 409, 'collection_has_holders');
    await user.click(within(dialog).getByRole('button', { name: 'Delete collection' }));
    expect(await within(dialog).findByText(/held by other members cannot be deleted/)).toBeInTheDocument();

    answer = ok(null);
    await user.click(within(dialog).getByRole('button', { name: 'Delete collection' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/mycollect');
    expect(deletes().map((c) => c.form.get('id'))).toEqual([COLLECTION_ID, COLLECTION_ID, COLLECTION_ID]);
  });

  it('a missing collection shows the not-found text with a refresh button', async () => {
    api({ '/api/collections/detail': () => refusal(404, 404, 'collection_not_found') });
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This collection does not exist or has been deleted.');
    expect(within(alert).getByRole('button', { name: /refresh/i })).toBeInTheDocument();
  });
});

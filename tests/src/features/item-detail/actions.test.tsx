import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import ItemDetailsScreen from '@/routes/screens/item-details';
import ItemViewScreen from '@/routes/screens/item-view';
import { render } from '../../../support/render';
import { activateEnglish, detail, ITEM_ID, ME, ok, PATHS, stubApi } from './fixtures';

beforeAll(activateEnglish);
beforeEach(() => session.start(ME, 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const serve = (item: ReturnType<typeof detail>) =>
  stubApi((path) => (path === PATHS.detail ? ok(item) : ok({ items: [], nextCursor: null })));
const openPublic = () =>
  render(ItemDetailsScreen, { path: '/itemDetails', url: `/itemDetails?id=${ITEM_ID}` });
const openManage = () => render(ItemViewScreen, { path: '/itemView', url: `/itemView?id=${ITEM_ID}` });

describe('item detail for a visitor', () => {
  it('shows name, collection and people links, price in ETH and HKD, stock and the item details', async () => {
    serve(detail());
    const { user } = await openPublic();
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Dusk' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Harbour Lights' })).toHaveAttribute(
      'href',
      '/collectDetail?id=c0c0c0c0-0000-4000-8000-000000000001',
    );
    expect(screen.getAllByRole('link', { name: 'Ada Artist' })[0]).toHaveAttribute(
      'href',
      '/author1?id=22222222-2222-4222-8222-222222222222',
    );
    expect(screen.getByTestId('price')).toHaveTextContent('0.25 ETH');
    // The seller's own HKD price, paid by card: not shown as a conversion.
    expect(screen.getByTestId('price-hkd')).toHaveTextContent('or HK$1,950.00 by card');
    expect(screen.getByTestId('stock')).toHaveTextContent('1 of 1');

    await user.click(screen.getByRole('tab', { name: 'Details' }));
    // Tabs other than the first load their panel on first opening.
    expect(await screen.findByText('0x1234…5678', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy contract address' })).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getByText('ERC-721 (single)')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Licence' }));
    expect(await screen.findByText('16 months', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Credit the artist')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(await screen.findByText('Put on sale', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Jan 2, 2026', { exact: false })).toBeInTheDocument();
  });

  it("the activity tab links each entry's transaction to the chain's explorer", async () => {
    const tx = `0x${'ab'.repeat(32)}`;
    const sale = { ...detail().activity[0]!, id: 'e2', kind: 'SALE' as const, txHash: tx };
    serve(detail({ activity: [sale] }));
    const { user } = await openPublic();
    await user.click(await screen.findByRole('tab', { name: 'Activity' }));
    const link = await screen.findByRole('link', { name: /^Transaction 0xabab…abab/ }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', `https://etherscan.io/tx/${tx}`);
  });

  it('Buy now opens the checkout with the item and the quantity, asking no wallet', async () => {
    serve(detail({ stock: 5, quantity: 5 }));
    const { user } = await openPublic();
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' }, { timeout: 10_000 });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The test router JSON-quotes number-like values ("3"); the app's router keeps them flat.
    expect(await screen.findByTestId('location')).toHaveTextContent(
      new RegExp(`^/step1\\?productId=${ITEM_ID}&quantity=(3|%223%22)$`),
    );
  });

  it('the quantity stays within the stock', async () => {
    serve(detail({ stock: 4, quantity: 4 }));
    const { user } = await openPublic();
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' }, { timeout: 10_000 });
    expect(screen.getByText('Up to 4')).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '9');
    await user.tab();
    // Left at the most there is.
    expect(quantity).toHaveValue(4);
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/quantity=(4|%224%22)$/);
  });

  it('no Buy for an item off shelf', async () => {
    serve(detail({ status: 'OFF_SHELF' }));
    await openPublic();
    expect(await screen.findByText('Not for sale right now')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();
  });

  it('a locked item says so (code 4000 text) and Buy is disabled', async () => {
    serve(detail({ lockedUntil: new Date(Date.now() + 10 * 60_000).toISOString() }));
    await openPublic();
    expect(await screen.findByText('Locked for an unpaid order')).toBeInTheDocument();
    expect(screen.getByText('This item is locked for 30 minutes by an unpaid order')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Buy now' }, { timeout: 10_000 })).toBeDisabled();
  });

  it('the seller sees no Buy but the 1050 text and a link to manage the item', async () => {
    serve(detail({ mine: true }));
    await openPublic();
    expect(await screen.findByText('You cannot buy your own creation')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage this item' })).toHaveAttribute(
      'href',
      `/itemView?id=${ITEM_ID}`,
    );
  });

  it('the creator cannot buy their own creation resold by someone else', async () => {
    serve(detail({ creator: { id: ME, name: 'Me', displayImage: null } }));
    await openPublic();
    expect(await screen.findByText('You cannot buy your own creation')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();
  });
});

describe('itemView', () => {
  it('the owner of an item on sale can take it off shelf; Edit waits until it is off shelf', async () => {
    serve(detail({ mine: true }));
    await openManage();
    // Owner actions load on demand.
    expect(await screen.findByRole('button', { name: 'Take off shelf' }, { timeout: 10_000 })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(screen.getByText('To edit this item, take it off the shelf first.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();
  });

  it('the owner of an item off shelf can put it on sale and edit it', async () => {
    serve(detail({ mine: true, status: 'OFF_SHELF' }));
    await openManage();
    expect(await screen.findByRole('button', { name: 'Put on sale' }, { timeout: 10_000 })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/edititem?id=${ITEM_ID}`);
    expect(screen.getByTestId('shelf-status')).toHaveTextContent('Off shelf');
  });

  it('an order in progress disables taking it off shelf and says why', async () => {
    serve(detail({ mine: true, orderInProgress: true }));
    await openManage();
    const button = await screen.findByRole('button', { name: 'Take off shelf' }, { timeout: 10_000 });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'This item cannot be taken off the shelf while an order is in progress',
    );
  });

  it('someone else sees the item read-only, without owner actions', async () => {
    serve(detail({ mine: false }));
    await openManage();
    expect(await screen.findByText('Only the seller of this item can manage it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take off shelf' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /edit/i })).not.toBeInTheDocument();
  });
});

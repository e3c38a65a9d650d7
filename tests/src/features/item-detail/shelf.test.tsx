import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import ItemViewScreen from '@/routes/screens/item-view';
import { render } from '../../../support/render';
import { activateEnglish, detail, ITEM_ID, ME, ok, PATHS, refusal, stubApi } from './fixtures';

beforeAll(activateEnglish);
beforeEach(() => session.start(ME, 'tok'));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const fee = {
  blockchain: 'ETHEREUM',
  currency: 'ETH',
  gasUnits: '52000',
  gasPriceWei: '25000000000',
  feeWei: '1300000000000000',
  fee: '0.0013',
};
const open = () => render(ItemViewScreen, { path: '/itemView', url: `/itemView?id=${ITEM_ID}` });

/** A server whose item is on sale until off-sale succeeds (or answers `offSale` when given). */
function server(offSale?: ReturnType<typeof refusal>) {
  let status: 'ON_SALE' | 'OFF_SHELF' = 'ON_SALE';
  const calls = stubApi((path) => {
    if (path === PATHS.detail) return ok(detail({ mine: true, status }));
    if (path === PATHS.gasFee) return ok(fee);
    if (path === PATHS.offSale) {
      if (offSale) return offSale;
      status = 'OFF_SHELF';
      return ok({ id: ITEM_ID, status });
    }
    return ok({ items: [], nextCursor: null });
  });
  return calls;
}

describe('shelf actions', () => {
  it('take off shelf: the confirmation shows the estimated gas fee; confirming changes the status', async () => {
    const calls = server();
    const { user } = await open();
    // Owner actions load on demand (the first time slowly, while the test runner transforms them).
    await user.click(await screen.findByRole('button', { name: 'Take off shelf' }, { timeout: 10_000 }));

    const dialog = await screen.findByRole('dialog', { name: 'Take this item off the shelf?' });
    expect(await within(dialog).findByTestId('gas-fee')).toHaveTextContent('Estimated gas fee: 0.0013 ETH');
    expect(within(dialog).getByText('This may cost a gas fee')).toBeInTheDocument();
    const gasCall = calls.find((c) => c.path === PATHS.gasFee)!;
    expect(gasCall.query.get('id')).toBe(ITEM_ID);
    expect(gasCall.query.get('action')).toBe('offSale');

    await user.click(within(dialog).getByRole('button', { name: 'Take off shelf' }));
    await waitFor(() => expect(screen.getByTestId('shelf-status')).toHaveTextContent('Off shelf'));
    expect(await screen.findByText('The item is now off the shelf.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === PATHS.offSale)).toHaveLength(1);
    expect(calls.filter((c) => c.path === PATHS.detail).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('button', { name: 'Put on sale' })).toBeEnabled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancel closes the confirmation without changing anything', async () => {
    const calls = server();
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Take off shelf' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Take this item off the shelf?' });
    await within(dialog).findByTestId('gas-fee');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path === PATHS.offSale)).toHaveLength(0);
    expect(screen.getByTestId('shelf-status')).toHaveTextContent('On sale');
  });

  it('a refusal with 1021 says an order is in progress and offers no retry', async () => {
    server(refusal(400, 1021));
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Take off shelf' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Take this item off the shelf?' });
    await within(dialog).findByTestId('gas-fee');
    await user.click(within(dialog).getByRole('button', { name: 'Take off shelf' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This item cannot be taken off the shelf while an order is in progress');
    expect(alert).toHaveTextContent('Code 1021');
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('shelf-status')).toHaveTextContent('On sale');
  });

  it('put on sale asks for the onSale estimate and posts on-sale', async () => {
    let status: 'ON_SALE' | 'OFF_SHELF' = 'OFF_SHELF';
    const calls = stubApi((path) => {
      if (path === PATHS.detail) return ok(detail({ mine: true, status }));
      if (path === PATHS.gasFee) return ok({ ...fee, fee: '0.00002' });
      if (path === PATHS.onSale) {
        status = 'ON_SALE';
        return ok({ id: ITEM_ID, status });
      }
      return ok({ items: [], nextCursor: null });
    });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Put on sale' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Put this item on sale?' });
    // Below the 4 decimals of spec §9: shown as "< 0.0001 ETH", not as a free "0 ETH".
    expect(await within(dialog).findByTestId('gas-fee')).toHaveTextContent('< 0.0001 ETH');
    expect(calls.find((c) => c.path === PATHS.gasFee)!.query.get('action')).toBe('onSale');
    await user.click(within(dialog).getByRole('button', { name: 'Put on sale' }));
    await waitFor(() => expect(screen.getByTestId('shelf-status')).toHaveTextContent('On sale'));
  });
});
